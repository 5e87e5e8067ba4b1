// The app's thinking: one decision (table/players/think.ts) and the page's host of the worker
// (table/players/host.ts): answers matched to requests, the page thinking itself where there is
// no worker or the worker broke.
import { describe, expect, it } from 'vitest';
import { think, levelFor, type ThinkRequest } from '../../../src/table/players/think.ts';
import { ThinkHost, type WorkerLike } from '../../../src/table/players/host.ts';
import type { WorkerAnswer, WorkerRequest } from '../../../src/table/players/worker.ts';
import { observe, type AppPlayers, type Observation } from '../../../src/engine/players.ts';
import { rubicoRules } from '../../../src/games/rubico/rules.ts';

const obs: Observation = { seat: 1, seatCount: 3, view: { mine: 'x' }, moves: [{ a: 1 }, { a: 2 }, { a: 3 }], decision: { seat: 1, secret: false, kind: 'k' } };
const request = (over: Partial<ThinkRequest> = {}): ThinkRequest => ({ gameId: 'no-such-game', level: 'normal', obs, seed: 99, budgetMs: 500, ...over });

const players = (choose: AppPlayers['choose'], levels: AppPlayers['levels'] = ['easy', 'normal']): AppPlayers => ({ levels, choose });

describe('one decision', () => {
  it("asks the game's players with the observation, an RNG from the decision's seed and a deadline", async () => {
    const seen: unknown[] = [];
    const answer = await think(
      request(),
      async () =>
        players((level, o, rng, limits) => {
          seen.push(level, o, rng.int(0, 1000), limits?.deadline);
          return o.moves[2];
        }),
      () => 10,
    );
    expect(answer).toEqual({ move: { a: 3 } });
    const sameSeed = await think(request(), async () => players((_l, o, rng) => (seen.push(rng.int(0, 1000)), o.moves[0])));
    expect(sameSeed).toEqual({ move: { a: 1 } });
    expect(seen[0]).toBe('normal');
    expect(seen[1]).toBe(obs);
    expect(seen[3]).toBe(510);
    expect(seen[4]).toBe(seen[2]);
  });

  it('answers an error, never a move, without players, when they fail or when they name an illegal move', async () => {
    const none = await think(request(), async () => null);
    expect(none).toEqual({ error: 'no app players for this game' });
    const failing = await think(request(), async () => players(() => { throw new Error('bug'); }));
    expect(failing).toEqual({ error: 'bug' });
    const illegal = await think(request(), async () => players(() => ({ a: 9 })));
    expect(illegal).toEqual({ error: 'the app player chose an illegal move' });
    // A game the registry does not know has no players either.
    expect(await think(request())).toEqual(none);
  });

  it('answers the reason, never a move, when the players cannot load (their code gone with an update)', async () => {
    const answer = await think(request(), () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(answer).toEqual({ error: 'players could not load', reason: 'update.reloadToGoOn' });
  });

  it('plays the requested level if offered, else the strongest below it, else the easiest', () => {
    expect(levelFor(players(() => 0, ['easy', 'normal', 'strong']), 'strong')).toBe('strong');
    expect(levelFor(players(() => 0, ['easy', 'normal']), 'strong')).toBe('normal');
    expect(levelFor(players(() => 0, ['normal', 'strong']), 'easy')).toBe('normal');
  });
});

class FakeWorker implements WorkerLike {
  readonly sent: WorkerRequest[] = [];
  terminated = false;
  private listeners: Record<string, ((e: never) => void)[]> = {};
  postMessage(req: WorkerRequest): void {
    this.sent.push(req);
  }
  addEventListener(type: string, fn: (e: never) => void): void {
    (this.listeners[type] ??= []).push(fn);
  }
  terminate(): void {
    this.terminated = true;
  }
  emit(type: 'message', data: WorkerAnswer): void;
  emit(type: 'error'): void;
  emit(type: string, data?: WorkerAnswer): void {
    for (const fn of this.listeners[type] ?? []) fn((type === 'message' ? { data } : new Event(type)) as never);
  }
}

describe('the host', () => {
  it('keeps one worker and matches each answer to its request', async () => {
    const worker = new FakeWorker();
    let started = 0;
    const host = new ThinkHost(() => (started++, worker));
    const first = host.think(request({ seed: 1 }));
    const second = host.think(request({ seed: 2 }));
    expect(started).toBe(1);
    expect(worker.sent.map((r) => r.seed)).toEqual([1, 2]);
    worker.emit('message', { id: worker.sent[1].id, move: { a: 2 } });
    worker.emit('message', { id: worker.sent[0].id, error: 'nope' });
    await expect(second).resolves.toEqual({ a: 2 });
    await expect(first).rejects.toThrow('nope');
    // A reason the worker gives comes along, for the table to show.
    const third = host.think(request());
    worker.emit('message', { id: worker.sent[2].id, error: 'players could not load', reason: 'update.reloadToGoOn' });
    await expect(third).rejects.toMatchObject({ reason: 'update.reloadToGoOn' });
  });

  it('thinks in the page where there is no worker, or once the worker broke', async () => {
    // A real game's players, on its first decision.
    const s = rubicoRules.setup({ firstCenturion: 0 }, 3, 5);
    const real = request({ gameId: 'rubico', obs: observe(rubicoRules, s, rubicoRules.decision(s)!.seat, 3)! });
    const legal = real.obs.moves;
    const inPage = new ThinkHost(() => null);
    expect(legal).toContainEqual(await inPage.think(real));
    await expect(inPage.think(request())).rejects.toThrow('no app players for this game');
    const worker = new FakeWorker();
    const host = new ThinkHost(() => worker);
    const waiting = host.think(real);
    worker.emit('error');
    expect(worker.terminated).toBe(true);
    expect(legal).toContainEqual(await waiting);
    expect(legal).toContainEqual(await host.think(real));
    expect(worker.sent).toHaveLength(1);
  });
});
