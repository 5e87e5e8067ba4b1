// Two tabs on one game (issue 12, item 1): every write to a save's log is a compare-and-set
// from the position the tab made it from, checked inside the transaction. A stale append or
// undo changes nothing and fails with 'storage.error.stale'; the session then reloads.
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { GamePackage } from '../../../src/games/types.ts';
import type { SaveNews } from '../../../src/storage/channel.ts';
import { openSaveChannel } from '../../../src/storage/channel.ts';
import { StorageError } from '../../../src/storage/errors.ts';
import { SaveStore } from '../../../src/storage/saves.ts';
import { GameSession } from '../../../src/table/session.ts';
import { countRules, freshDb, newSave, playScripted, type CountState } from './helpers.ts';

/** A save of `seatCount` seats and `n` scripted moves; the clock is fixed when `frozen`. */
async function game(n: number, { seatCount = 3, frozen = false } = {}) {
  const { db } = freshDb();
  let clock = 1_000;
  const news: SaveNews[] = [];
  const store = new SaveStore(db, { now: () => (frozen ? clock : clock++), announce: (x) => news.push(x) });
  const initial = countRules.setup({ target: 200 }, seatCount, 7);
  const id = await store.create(newSave({}, 200, seatCount, 7), initial);
  const { entries, states } = playScripted(initial, n);
  for (let i = 0; i < entries.length; i++) await store.append(id, entries[i], states[i], null, (await store.get(id))!);
  return { db, store, id, news, state: states.length ? states[states.length - 1] : initial };
}

async function reasonOf(p: Promise<unknown>): Promise<string> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(StorageError);
  return (err as StorageError).reason;
}

const moveRows = (g: Awaited<ReturnType<typeof game>>) => g.db.moves.where('saveId').equals(g.id).toArray();

describe('compare-and-set of append and truncate', () => {
  it('a stale undo (the other tab moved on) deletes nothing', async () => {
    const g = await game(3);
    const staleTab = (await g.store.get(g.id))!;
    const { entries, states } = playScripted(g.state, 5, 3);
    for (let i = 0; i < 5; i++) await g.store.append(g.id, entries[i], states[i], null, (await g.store.get(g.id))!);
    const before = await moveRows(g);
    expect(before).toHaveLength(8);

    expect(await reasonOf(g.store.truncate(g.id, staleTab.moveCount - 1, staleTab))).toBe('storage.error.stale');
    expect((await g.store.get(g.id))!.moveCount).toBe(8);
    expect(await moveRows(g)).toEqual(before);
    expect((await g.store.load<CountState>(g.id, countRules)).state).toEqual(states[4]);
  });

  it('a stale append or undo is refused when the other tab undid and played again in the same millisecond', async () => {
    // Frozen clock: moveCount and updatedAt match the stale tab's; only the revision tells.
    const g = await game(3, { frozen: true });
    const staleTab = (await g.store.get(g.id))!;
    const undone = await g.store.truncate(g.id, 2, staleTab);
    const other = playScripted(countRules.setup({ target: 200 }, 3, 7), 3).states[1];
    const r = playScripted(other, 1, 4); // a different third move (add 2, not add 3)
    await g.store.append(g.id, r.entries[0], r.states[0], null, undone);
    const before = await moveRows(g);
    const now = (await g.store.get(g.id))!;
    expect([now.moveCount, now.updatedAt]).toEqual([staleTab.moveCount, staleTab.updatedAt]);

    expect(await reasonOf(g.store.truncate(g.id, 2, staleTab))).toBe('storage.error.stale');
    const next = playScripted(g.state, 1, 3);
    expect(await reasonOf(g.store.append(g.id, next.entries[0], next.states[0], null, staleTab))).toBe('storage.error.stale');
    expect(await moveRows(g)).toEqual(before);
    expect(await g.store.get(g.id)).toEqual(now);
  });

  it('an undo of a deleted save writes nothing and says so', async () => {
    const g = await game(2);
    const known = (await g.store.get(g.id))!;
    await g.store.remove(g.id);
    expect(await reasonOf(g.store.truncate(g.id, 1, known))).toBe('storage.error.notFound');
    expect(await g.store.get(g.id)).toBeUndefined();
    expect(await moveRows(g)).toHaveLength(0);
  });

  it('announces every committed write, and no refused one', async () => {
    const g = await game(2);
    const stale = (await g.store.get(g.id))!;
    const after2 = await g.store.truncate(g.id, 1, stale);
    await reasonOf(g.store.truncate(g.id, 0, stale));
    await g.store.setStatus(g.id, 'abandoned');
    await g.store.remove(g.id);
    expect(g.news.map((n) => [n.id, n.moveCount])).toEqual([
      [g.id, 1],
      [g.id, 2],
      [g.id, 1],
      [g.id, 1],
      [g.id, null],
    ]);
    expect(g.news[2].rev).toBe(after2.rev);
    expect(new Set(g.news.slice(0, 4).map((n) => n.rev)).size).toBe(4);
  });
});

describe('two sessions (tabs) on one save', () => {
  // One seat, so the same seat moves again and its last move can be undone.
  async function tabs() {
    const g = await game(1, { seatCount: 1 });
    const pkg = { rules: countRules } as unknown as GamePackage;
    const open = async () => {
      const l = await g.store.load<CountState>(g.id, countRules);
      return new GameSession(pkg, g.store, l.meta, l.state, l.log);
    };
    return { g, a: await open(), b: await open() };
  }

  it('the stale tab cannot undo the other tab\'s moves: refused, nothing lost, and it shows the current position', async () => {
    const { g, a, b } = await tabs();
    expect((await a.play(0, { type: 'add', n: 2 })).ok).toBe(true);
    expect((await a.play(0, { type: 'add', n: 3 })).ok).toBe(true);
    const rows = await moveRows(g);
    expect(b.canUndo(0)).toBe(true); // by its own, stale, position
    expect(await b.undo(0)).toEqual({ ok: false, reason: 'storage.error.stale' });
    expect(await moveRows(g)).toEqual(rows);
    await vi.waitUntil(() => b.reloads.value === 1);
    expect(b.state.value).toEqual(a.state.value);
    expect(b.log.value).toEqual(a.log.value);
    // From the current position its undo is the real last move again.
    expect((await b.undo(0)).ok).toBe(true);
    expect(await moveRows(g)).toHaveLength(2);
  });

  it('a stale move is refused and the tab catches up; news from another tab reloads at once; a deleted game is gone', async () => {
    const { g, a, b } = await tabs();
    await a.play(0, { type: 'add', n: 1 });
    expect(await b.play(0, { type: 'add', n: 3 })).toEqual({ ok: false, reason: 'storage.error.stale' });
    await vi.waitUntil(() => b.reloads.value === 1);
    expect(b.state.value).toEqual(a.state.value);

    await b.play(0, { type: 'add', n: 2 });
    a.onNews(g.news[g.news.length - 1]);
    await vi.waitUntil(() => a.reloads.value === 1);
    expect(a.log.value).toEqual(b.log.value);
    // News of a position the tab already stands at changes nothing.
    b.onNews(g.news[g.news.length - 1]);
    expect(b.reloads.value).toBe(1);

    await g.store.remove(g.id);
    a.onNews(g.news[g.news.length - 1]);
    await vi.waitUntil(() => a.gone.value);
  });

  it('a tab whose game moved elsewhere writes nothing', async () => {
    const { g, a } = await tabs();
    a.stop();
    expect((await a.play(0, { type: 'add', n: 1 })).ok).toBe(false);
    expect(await moveRows(g)).toHaveLength(1);
  });
});

describe('the save channel', () => {
  it('carries news to the other tabs, never back to the sender', async () => {
    const one = openSaveChannel('passamano-saves-test')!;
    const two = openSaveChannel('passamano-saves-test')!;
    const got: SaveNews[] = [];
    const mine: SaveNews[] = [];
    two.listen((n) => got.push(n));
    one.listen((n) => mine.push(n));
    one.post({ id: 'x', moveCount: 4, rev: 9 });
    await vi.waitUntil(() => got.length === 1);
    expect(got).toEqual([{ id: 'x', moveCount: 4, rev: 9 }]);
    expect(mine).toEqual([]);
    one.close();
    two.close();
  });
});
