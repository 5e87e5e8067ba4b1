// The app's turns on the table (table/app-turns.ts), driven with a fake thinker over a real
// session: the app's moves are played in order through the session, only for app seats, from
// the seat's observation and a fresh seed; nothing is played after the screen is gone, while a
// person's screen is up, or once the game moved meanwhile; when the thinking fails (a tab whose
// scripts an update removed: the worker and the players cannot load) nothing is played and the
// driver says why.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SaveStore } from '../../../src/storage/saves.ts';
import { GameSession } from '../../../src/table/session.ts';
import { AppTurns } from '../../../src/table/app-turns.ts';
import { ThinkHost, type Thinker, type WorkerLike } from '../../../src/table/players/host.ts';
import { PLAYERS } from '../../../src/games/players-loaders.ts';
import type { AppPlayers } from '../../../src/engine/players.ts';
import { loadShellStrings, t } from '../../../src/i18n/index.ts';
import { en } from '../../../src/i18n/en.ts';
import type { ThinkRequest } from '../../../src/table/players/think.ts';
import { rubicoRules } from '../../../src/games/rubico/rules.ts';
import type { GamePackage } from '../../../src/games/types.ts';
import type { SavedSeat } from '../../../src/storage/db.ts';
import { logOf } from '../../../src/table/log.ts';

const pkg = { rules: rubicoRules } as unknown as GamePackage;
const GAME_SEED = 4242;
let dbCounter = 0;

/** Anna is a person; the others are the app unless `people` says otherwise. */
async function newSession(people: readonly number[] = [0], withPkg: GamePackage = pkg) {
  const store = new SaveStore(`app-turns-test-${++dbCounter}`);
  const setup = { options: { firstCenturion: 0 }, seatCount: 5, seed: GAME_SEED };
  const state = rubicoRules.setup(setup.options, 5, GAME_SEED);
  const seats: SavedSeat[] = ['Anna', 'Bruno', 'Carla', 'Dario', 'Elena'].map((name, i) => ({ name, color: '#888', ...(people.includes(i) ? {} : { app: 'normal' as const }) }));
  const id = await store.create({ gameId: 'rubico', title: 'Rubico', seats, setup, contentVersion: rubicoRules.contentVersion }, state);
  const loaded = await store.load(id, rubicoRules);
  return new GameSession(withPkg, store, loaded.meta, loaded.state, loaded.log);
}

/** Answers the last legal move of every request (so it differs from a random pick's habits) and keeps them all. */
class FakeThinker implements Thinker {
  readonly asked: ThinkRequest[] = [];
  readonly answered: unknown[] = [];
  /** When set, each answer waits for the test to release it. */
  hold = false;
  private releases: (() => void)[] = [];
  async think(req: ThinkRequest): Promise<unknown> {
    this.asked.push(req);
    const move = req.obs.moves[req.obs.moves.length - 1];
    if (this.hold) await new Promise<void>((r) => this.releases.push(r));
    this.answered.push(move);
    return move;
  }
  release(): void {
    for (const r of this.releases.splice(0)) r();
  }
}

function driver(session: GameSession, thinker: Thinker, extra: Partial<{ sleeps: number[]; seeds: number[]; errors: string[] }> = {}) {
  let clock = 0;
  let seed = 1;
  return new AppTurns(session, {
    thinker,
    paceMs: () => 1000,
    sleep: async (ms) => {
      extra.sleeps?.push(ms);
      clock += ms;
    },
    now: () => clock,
    seed: () => {
      const s = seed++ * 7919;
      extra.seeds?.push(s);
      return s;
    },
    onError: (reason) => extra.errors?.push(reason),
  });
}

/**
 * A driver at a pace of 1000 ms on a fake clock, whose thinker takes `thinkMs` and answers the
 * first legal move: what it slept and the thinking budgets it was given are kept.
 */
function pacedDriver(session: GameSession, thinkMs: number) {
  const sleeps: number[] = [];
  const budgets: number[] = [];
  let clock = 0;
  const turns = new AppTurns(session, {
    thinker: {
      think: async (req) => {
        budgets.push(req.budgetMs);
        clock += thinkMs;
        return req.obs.moves[0];
      },
    },
    paceMs: () => 1000,
    sleep: async (ms) => {
      sleeps.push(ms);
      clock += ms;
    },
    now: () => clock,
    seed: () => 5,
  });
  return { turns, sleeps, budgets };
}

/** Until the game ends or `limit` moves: the test plays Anna's first legal move, the driver the rest. */
async function playOut(session: GameSession, turns: AppTurns, limit: number) {
  const personMoves: unknown[] = [];
  for (let i = 0; i < limit && !session.outcome(); i++) {
    turns.update(false);
    await turns.settled();
    const d = session.decision();
    if (!d || session.outcome()) break;
    expect(turns.levelOf(d.seat)).toBeUndefined();
    const move = rubicoRules.legalMoves(session.state.value as never, d.seat)[0];
    personMoves.push(move);
    expect((await session.play(d.seat, move)).ok).toBe(true);
  }
}

describe('the app’s turns', () => {
  it('plays every app seat’s decision in order, through the session, and never a person’s', async () => {
    const session = await newSession([0]);
    const thinker = new FakeThinker();
    const seeds: number[] = [];
    const turns = driver(session, thinker, { seeds });
    await playOut(session, turns, 400);
    expect(session.outcome()).not.toBeNull();
    const log = session.log.value;
    const appMoves = log.filter((m) => m.seat !== 0);
    // Every answer was played, in the order given, by the seat it was asked for.
    expect(appMoves.map((m) => m.move)).toEqual(thinker.answered);
    expect(appMoves.map((m) => m.seat)).toEqual(thinker.asked.map((r) => r.obs.seat));
    expect(thinker.asked.every((r) => r.obs.seat !== 0)).toBe(true);
    expect(log.some((m) => m.seat === 0)).toBe(true);
    // The app got its seat's observation and nothing else: no state, a fresh seed, its level.
    for (const r of thinker.asked) {
      expect(Object.keys(r).sort()).toEqual(['budgetMs', 'gameId', 'level', 'obs', 'seed']);
      expect(Object.keys(r.obs).sort()).toEqual(['decision', 'moves', 'seat', 'seatCount', 'view']);
      expect(r).toMatchObject({ gameId: 'rubico', level: 'normal', budgetMs: 1000 });
      expect(r.seed).not.toBe(GAME_SEED);
    }
    expect(thinker.asked.map((r) => r.seed)).toEqual(seeds);
    expect(new Set(seeds).size).toBe(seeds.length);
  });

  it('waits for the pace, thinking time included', async () => {
    const session = await newSession([0]);
    const { turns, sleeps } = pacedDriver(session, 300);
    // Anna's role step first, then the app's.
    await playOut(session, turns, 3);
    expect(sleeps.length).toBeGreaterThan(0);
    expect(new Set(sleeps)).toEqual(new Set([700]));
  });

  it('shows a game\u2019s small moves for the share of the pace it asks, thinking still given the whole pace', async () => {
    // A package that calls every move a quarter beat (as Corteo calls a unit's step).
    const session = await newSession([0], { ...pkg, appBeat: () => 0.25 } as GamePackage);
    const { turns, sleeps, budgets } = pacedDriver(session, 100);
    await playOut(session, turns, 3);
    expect(sleeps.length).toBeGreaterThan(0);
    expect(new Set(sleeps)).toEqual(new Set([150]));
    expect(new Set(budgets)).toEqual(new Set([1000]));
  });

  it('plays nothing once the screen is gone', async () => {
    const session = await newSession([]);
    const thinker = new FakeThinker();
    thinker.hold = true;
    const turns = driver(session, thinker);
    turns.update(false);
    expect(thinker.asked).toHaveLength(1);
    turns.dispose();
    thinker.release();
    await turns.settled();
    expect(session.log.value).toHaveLength(0);
    turns.update(false);
    expect(thinker.asked).toHaveLength(1);
  });

  it('plays nothing while a person’s screen is up, and thinks again once it is down', async () => {
    const session = await newSession([]);
    const thinker = new FakeThinker();
    thinker.hold = true;
    const turns = driver(session, thinker);
    turns.update(false);
    turns.update(true);
    thinker.release();
    await new Promise((r) => setTimeout(r, 0));
    await turns.settled();
    expect(session.log.value).toHaveLength(0);
    thinker.hold = false;
    turns.update(false);
    await turns.settled();
    expect(session.log.value.length).toBeGreaterThan(0);
    expect(session.log.value[0].move).toEqual(thinker.answered[1]);
  });

  it('drops a move thought for a game that moved meanwhile (another tab played), and thinks again', async () => {
    const session = await newSession([]);
    const thinker = new FakeThinker();
    thinker.hold = true;
    const turns = driver(session, thinker);
    turns.update(false);
    const stale = thinker.asked[0];
    // Another writer plays the same decision first.
    const d = session.decision()!;
    const other = rubicoRules.legalMoves(session.state.value as never, d.seat)[0];
    expect((await session.play(d.seat, other)).ok).toBe(true);
    thinker.hold = false;
    thinker.release();
    await turns.settled();
    expect(session.log.value[0].move).toEqual(other);
    // Its next request was for the new decision, made from the game as it now stands.
    expect(thinker.asked.length).toBeGreaterThan(1);
    expect(thinker.asked[1].obs.view).not.toEqual(stale.obs.view);
  });

  it('plays nothing for a session that moved to another tab', async () => {
    const session = await newSession([]);
    const thinker = new FakeThinker();
    thinker.hold = true;
    const turns = driver(session, thinker);
    turns.update(false);
    session.stop();
    thinker.release();
    await turns.settled();
    expect(session.log.value).toHaveLength(0);
    turns.update(false);
    expect(thinker.asked).toHaveLength(1);
  });

  it('never asks for a person’s decision', async () => {
    const session = await newSession([0, 1, 2, 3, 4]);
    const thinker = new FakeThinker();
    const turns = driver(session, thinker);
    turns.update(false);
    await turns.settled();
    expect(thinker.asked).toHaveLength(0);
    expect(turns.appDecides()).toBe(false);
  });

  it('plays nothing when the thinker fails or answers something illegal, and says so until the game moves', async () => {
    for (const think of [async () => Promise.reject(new Error('bug')), async () => ({ type: 'no such move' })]) {
      const session = await newSession([]);
      let calls = 0;
      const turns = driver(session, { think: async () => (calls++, think()) });
      turns.update(false);
      await turns.settled();
      expect(session.log.value).toHaveLength(0);
      expect(turns.stuck.value).toBe('app.error.think');
      // Not asked again and again for the same decision.
      turns.update(false);
      await turns.settled();
      expect(calls).toBe(1);
    }
  });

  describe('on a tab older than the server (an update removed the old scripts)', () => {
    afterEach(() => vi.restoreAllMocks());

    /** A worker whose script is gone: it fails to load, as a browser reports it, on the first request. */
    class GoneWorker implements WorkerLike {
      private onError: ((e: Event) => void)[] = [];
      terminated = false;
      postMessage(): void {
        queueMicrotask(() => this.onError.forEach((fn) => fn(new Event('error'))));
      }
      addEventListener(type: string, fn: (e: never) => void): void {
        if (type === 'error') this.onError.push(fn as (e: Event) => void);
      }
      terminate(): void {
        this.terminated = true;
      }
    }

    it('says Passamano was updated (the table offers the reload) and never plays a random move', async () => {
      // The page cannot load the game's app players either: their chunk is gone too.
      const players = vi.spyOn(PLAYERS as Record<string, () => Promise<AppPlayers>>, 'rubico').mockRejectedValue(new TypeError('Failed to fetch dynamically imported module: /assets/players-old.js'));
      const session = await newSession([]);
      const worker = new GoneWorker();
      const turns = driver(session, new ThinkHost(() => worker));
      await loadShellStrings();
      for (let i = 0; i < 6; i++) {
        turns.update(false);
        await turns.settled();
      }
      expect(worker.terminated).toBe(true);
      expect(session.log.value).toHaveLength(0);
      expect(turns.stuck.value).toBe('update.reloadToGoOn');
      // Tried once, not at every redraw.
      expect(players).toHaveBeenCalledTimes(1);
      expect(t('update.reloadToGoOn', undefined, 'it')).toMatch(/aggiornato: ricarica/);
      expect(en['update.reloadToGoOn']).toMatch(/updated: reload/);
    });

    it('plays on when the page can still load the players the worker could not', async () => {
      // The app plays Anna, whose role step comes first; the others are people.
      const session = await newSession([1, 2, 3, 4]);
      const turns = driver(session, new ThinkHost(() => new GoneWorker()));
      turns.update(false);
      await turns.settled();
      expect(turns.stuck.value).toBeNull();
      expect(session.log.value.map((m) => m.seat)).toEqual([0]);
    });
  });

  it('keeps the lines of the app’s moves since a person last acted, newest first', async () => {
    const session = await newSession([0]);
    const thinker = new FakeThinker();
    const turns = driver(session, thinker);
    let sawLines = false;
    for (let i = 0; i < 60 && !session.outcome(); i++) {
      const lengthBefore = logOf(session.view('table')).length;
      turns.update(false);
      await turns.settled();
      const all = logOf(session.view('table'));
      const added = all.slice(lengthBefore);
      // Everything logged since Anna's move came from the app's moves: the strip holds it, reversed.
      if (added.length) {
        sawLines = true;
        expect(turns.recent.value.map((l) => l.entry)).toEqual(added.slice().reverse());
        expect(turns.recent.value.every((l) => l.seat !== 0)).toBe(true);
      }
      const d = session.decision();
      if (!d || session.outcome()) break;
      expect((await session.play(d.seat, rubicoRules.legalMoves(session.state.value as never, d.seat)[0])).ok).toBe(true);
      turns.update(true);
      expect(turns.recent.value).toEqual([]);
    }
    expect(sawLines).toBe(true);
  });
});
