// First, so Dexie finds the global indexedDB when it loads (the by-name test uses it).
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { forceCloseDatabase } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replay } from '../../../src/engine/replay.ts';
import type { AnyRules } from '../../../src/engine/types.ts';
import { SNAPSHOT_EVERY, saveSettingKey } from '../../../src/storage/db.ts';
import { StorageError } from '../../../src/storage/errors.ts';
import { SaveStore, estimate, requestPersistence } from '../../../src/storage/saves.ts';
import { exportSave, importSave } from '../../../src/storage/transfer.ts';
import {
  countRules,
  freshDb,
  makeCountRules,
  newSave,
  playScripted,
  quotaError,
  type CountState,
} from './helpers.ts';

function setupState(target = 200, seatCount = 3, seed = 12345): CountState {
  return countRules.setup({ target }, seatCount, seed);
}

async function started(target = 200) {
  const { db, fault } = freshDb();
  let clock = 1_000;
  const store = new SaveStore(db, { now: () => clock++ });
  const initial = setupState(target);
  const id = await store.create(newSave({}, target), initial);
  return { db, fault, store, id, initial };
}

/** Plays and appends `n` scripted moves; returns the in-memory states after each. */
async function appendScripted(store: SaveStore, id: string, from: CountState, n: number, offset = 0) {
  const { entries, states } = playScripted(from, n, offset);
  for (let i = 0; i < entries.length; i++) {
    await store.append(id, entries[i], states[i], countRules.outcome(states[i]));
  }
  return { entries, states, state: states.length ? states[states.length - 1] : from };
}

async function snapshotIndexes(db: Dexie, id: string): Promise<number[]> {
  return (await db.table('snapshots').where('saveId').equals(id).toArray()).map((s) => s.index);
}

async function expectReason(p: Promise<unknown>, reason: string): Promise<StorageError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(StorageError);
  expect((err as StorageError).reason).toBe(reason);
  return err as StorageError;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SaveStore create/append/load', () => {
  it('creates the game row and the snapshot at index 0 together', async () => {
    const { db, store, id, initial } = await started();
    const meta = await store.get(id);
    expect(meta).toMatchObject({
      id,
      gameId: 'conta',
      title: 'Conta',
      status: 'playing',
      moveCount: 0,
      kiosk: 0,
      language: 'it',
      contentVersion: 1,
      createdAt: 1000,
      updatedAt: 1000,
    });
    expect(meta?.seats.map((s) => s.name)).toEqual(['Anna', 'Bruno', 'Carla']);
    const snaps = await db.snapshots.toArray();
    expect(snaps).toEqual([{ saveId: id, index: 0, state: initial }]);
    expect(await db.moves.count()).toBe(0);
  });

  it('round-trips appended moves: load gives the same state and log', async () => {
    const { store, id, initial } = await started();
    const { entries, state } = await appendScripted(store, id, initial, 10);
    expect(state.played).toBe(10);
    const loaded = await store.load<CountState>(id, countRules);
    expect(loaded.state).toEqual(state);
    expect(loaded.log).toEqual(entries);
    expect(loaded.meta.moveCount).toBe(10);
    expect(loaded.resumedFrom).toBe(0);
    // die rolls were recorded as barriers, additions were not
    expect(loaded.log.map((e) => e.barrier)).toEqual(entries.map((_, i) => i % 4 === 3));
  });

  it(`snapshots every ${SNAPSHOT_EVERY} moves, and at the end of the game`, async () => {
    expect(SNAPSHOT_EVERY).toBe(25);
    const { db, store, id, initial } = await started();
    const { states } = await appendScripted(store, id, initial, 60);
    expect(await snapshotIndexes(db, id)).toEqual([0, 25, 50]);
    const snap50 = await db.snapshots.get([id, 50]);
    expect(snap50?.state).toEqual(states[49]);
    expect((await store.get(id))?.moveCount).toBe(60);

    // A short game that ends at move 3 gets a snapshot at 3 and becomes finished.
    const short = await started(6);
    const end = await appendScripted(short.store, short.id, short.initial, 10);
    expect(end.state.winner).not.toBeNull();
    const meta = await short.store.get(short.id);
    expect(meta?.status).toBe('finished');
    expect(meta?.outcome).toEqual({ winners: [end.state.winner], reasonKey: 'conta.win' });
    expect(await snapshotIndexes(short.db, short.id)).toEqual([0, meta!.moveCount]);
  });

  it('resumes from the latest snapshot plus the tail, equal to a full replay', async () => {
    const { store, id, initial } = await started();
    const { entries, state } = await appendScripted(store, id, initial, 62);
    const loaded = await store.load<CountState>(id, countRules);
    expect(loaded.resumedFrom).toBe(50);
    const full = replay(countRules, setupState(), entries);
    expect(loaded.state).toEqual(full);
    expect(loaded.state).toEqual(state);
  });

  it('falls back to setup + full replay when the snapshot is unusable', async () => {
    const { db, store, id, initial } = await started();
    const { state } = await appendScripted(store, id, initial, 30);

    await db.snapshots.put({ saveId: id, index: 25, state: { rng: 'garbage' } });
    let loaded = await store.load<CountState>(id, countRules);
    expect(loaded.resumedFrom).toBeNull();
    expect(loaded.state).toEqual(state);

    // well formed, but the tail does not apply to it (the game is already over in it)
    await db.snapshots.put({ saveId: id, index: 25, state: { ...state, winner: 0 } });
    loaded = await store.load<CountState>(id, countRules);
    expect(loaded.resumedFrom).toBeNull();
    expect(loaded.state).toEqual(state);

    // no snapshot at all
    await db.snapshots.clear();
    loaded = await store.load<CountState>(id, countRules);
    expect(loaded.resumedFrom).toBeNull();
    expect(loaded.state).toEqual(state);
  });

  it('ignores snapshots made with other content, and refuses a save from newer content', async () => {
    const { store, id, initial } = await started();
    const { state } = await appendScripted(store, id, initial, 30);
    const newer = await store.load<CountState>(id, makeCountRules(2));
    expect(newer.resumedFrom).toBeNull();
    expect(newer.state).toEqual(state);
    await expectReason(store.load(id, makeCountRules(0)), 'storage.error.newer');
  });

  it('reports a missing save, a hole in the log and a log that does not replay', async () => {
    const { db, store, id, initial } = await started();
    await expectReason(store.load('nope', countRules), 'storage.error.notFound');
    await expectReason(store.append('nope', { seat: 0, move: { type: 'roll' }, barrier: true }, {}), 'storage.error.notFound');
    await appendScripted(store, id, initial, 5);
    await db.moves.update([id, 4], { move: { type: 'add', n: 9 } });
    await db.snapshots.clear();
    const bad = await expectReason(store.load(id, countRules), 'storage.error.corrupt');
    expect(bad.detail).toContain('move 4');
    await db.moves.delete([id, 2]);
    await expectReason(store.load(id, countRules), 'storage.error.corrupt');
  });
});

describe('SaveStore atomic writes and errors', () => {
  it('rolls back the move when the snapshot write fails inside append', async () => {
    const { db, fault, store, id, initial } = await started();
    const { state } = await appendScripted(store, id, initial, 24);
    const { entries, states } = playScripted(state, 1, 24);
    fault.current = { table: 'snapshots', error: () => new Error('disk on fire') };
    const err = await expectReason(store.append(id, entries[0], states[0]), 'storage.error.unknown');
    expect(err.detail).toContain('disk on fire');
    expect(fault.hits).toBe(1);
    fault.current = null;
    expect(await db.moves.where('saveId').equals(id).count()).toBe(24);
    expect(await db.moves.get([id, 24])).toBeUndefined();
    expect((await store.get(id))?.moveCount).toBe(24);
    expect(await snapshotIndexes(db, id)).toEqual([0]);
    const loaded = await store.load<CountState>(id, countRules);
    expect(loaded.state).toEqual(state);
    // and the same move goes through once the fault is gone
    await store.append(id, entries[0], states[0]);
    expect((await store.get(id))?.moveCount).toBe(25);
    expect(await snapshotIndexes(db, id)).toEqual([0, 25]);
  });

  it('rolls back move and snapshot when the games row write fails after them', async () => {
    const { db, fault, store, id, initial } = await started();
    const { state } = await appendScripted(store, id, initial, 24);
    const { entries, states } = playScripted(state, 1, 24);
    // the moves and snapshot rows reach IndexedDB, then the transaction is aborted
    fault.current = { table: 'games', error: () => new Error('crash'), afterWrite: true };
    await expect(store.append(id, entries[0], states[0])).rejects.toBeInstanceOf(StorageError);
    expect(fault.hits).toBe(1);
    fault.current = null;
    expect(await db.moves.get([id, 24])).toBeUndefined();
    expect(await db.snapshots.get([id, 25])).toBeUndefined();
    expect((await store.get(id))?.moveCount).toBe(24);
  });

  it('turns a QuotaExceededError into storage.error.full and keeps the last committed move', async () => {
    const { fault, store, id, initial } = await started();
    const { state } = await appendScripted(store, id, initial, 7);
    const { entries, states } = playScripted(state, 1, 7);
    fault.current = { table: 'moves', error: quotaError };
    const err = await expectReason(store.append(id, entries[0], states[0]), 'storage.error.full');
    expect(err.cause).toMatchObject({ name: 'QuotaExceededError' });
    fault.current = null;
    const loaded = await store.load<CountState>(id, countRules);
    expect(loaded.meta.moveCount).toBe(7);
    expect(loaded.state).toEqual(state);
  });

  it('recognises a quota error wrapped in an AbortError', async () => {
    const { fault, store, id, initial } = await started();
    fault.current = {
      table: 'snapshots',
      error: () => new Dexie.AbortError('Transaction aborted', quotaError()),
    };
    await expectReason(store.create(newSave(), initial), 'storage.error.full');
    fault.current = null;
    expect((await store.list()).map((m) => m.id)).toEqual([id]);
  });

  it('reopens a closed database once and carries on', async () => {
    const { db, store, id, initial } = await started();
    db.close();
    // without the store's retry the call fails
    await expect(db.games.toArray()).rejects.toMatchObject({ name: 'DatabaseClosedError' });
    expect((await store.list()).map((m) => m.id)).toEqual([id]);
    expect(db.isOpen()).toBe(true);

    db.close();
    const { entries, states } = playScripted(initial, 1);
    expect((await store.append(id, entries[0], states[0])).moveCount).toBe(1);

    // the browser closing the connection (iOS backgrounding)
    // (fake-indexeddb types the parameter as the class, not an instance)
    forceCloseDatabase(db.backendDB() as unknown as Parameters<typeof forceCloseDatabase>[0]);
    const loaded = await store.load<CountState>(id, countRules);
    expect(loaded.state).toEqual(states[0]);

    // and a move committed straight after the browser closed it (the move's write is native)
    const more = playScripted(states[0], 1, 1);
    forceCloseDatabase(db.backendDB() as unknown as Parameters<typeof forceCloseDatabase>[0]);
    expect((await store.append(id, more.entries[0], more.states[0], null, loaded.meta)).moveCount).toBe(2);
    expect((await store.load<CountState>(id, countRules)).state).toEqual(more.states[0]);
  });
});

describe('SaveStore append with the metadata the table holds', () => {
  it('commits exactly what the reading path commits, snapshot cadence and end included', async () => {
    // A long game (past the snapshot cadence) and a short one that ends.
    for (const target of [200, 12]) {
      const a = await started(target);
      const b = await started(target);
      const { entries, states } = playScripted(a.initial, SNAPSHOT_EVERY + 5);
      let known = (await b.store.get(b.id))!;
      let ended = false;
      for (let i = 0; i < entries.length && !ended; i++) {
        const outcome = countRules.outcome(states[i]);
        const slow = await a.store.append(a.id, entries[i], states[i], outcome);
        known = await b.store.append(b.id, entries[i], states[i], outcome, known);
        expect(known.moveCount).toBe(slow.moveCount);
        expect(known.status).toBe(slow.status);
        ended = !!outcome;
      }
      expect(ended).toBe(target === 12);
      expect(await snapshotIndexes(b.db, b.id)).toEqual(await snapshotIndexes(a.db, a.id));
      expect((await b.store.load(b.id, countRules)).state).toEqual((await a.store.load(a.id, countRules)).state);
    }
  });

  it('refuses stale metadata (another tab moved first) and writes nothing', async () => {
    const { db, store, id, initial } = await started();
    const stale = (await store.get(id))!;
    const { entries, states } = playScripted(initial, 2);
    await store.append(id, entries[0], states[0]);
    const err = await expectReason(store.append(id, entries[1], states[1], null, stale), 'storage.error.stale');
    expect(err.detail).toContain('changed elsewhere');
    expect((await store.get(id))!.moveCount).toBe(1);
    expect(await db.moves.where('saveId').equals(id).count()).toBe(1);
  });

  it('keeps whether the last move was secret in the row: set by each move, dropped by an undo and left out of an export, worked out by an import', async () => {
    const { store, id, initial } = await started();
    const { entries, states } = playScripted(initial, 3);
    let known = (await store.get(id))!;
    known = await store.append(id, entries[0], states[0], null, known, true);
    expect((await store.get(id))!.lastMoveSecret).toBe(true);
    known = await store.append(id, entries[1], states[1], null, known, false);
    expect((await store.get(id))!.lastMoveSecret).toBe(false);
    // A caller that does not say: nothing kept, rather than the last move's flag.
    known = await store.append(id, entries[2], states[2], null, known, true);
    const fourth = playScripted(states[2], 1, 3);
    await store.append(id, fourth.entries[0], fourth.states[0], null, known);
    expect((await store.get(id))!.lastMoveSecret).toBeUndefined();
    await store.truncate(id, 3, (await store.get(id))!);
    expect((await store.get(id))!.lastMoveSecret).toBeUndefined();
    const file = await exportSave(store, id);
    expect('lastMoveSecret' in file.game).toBe(false);
    const imported = await importSave(store, JSON.stringify(file), () => countRules as unknown as AnyRules);
    // The counting game has no secret step.
    expect((await store.get(imported.id))!.lastMoveSecret).toBe(false);
  });

  it('never brings a deleted save back', async () => {
    const { db, store, id, initial } = await started();
    const known = (await store.get(id))!;
    await store.remove(id);
    const { entries, states } = playScripted(initial, 1);
    await expectReason(store.append(id, entries[0], states[0], null, known), 'storage.error.notFound');
    expect(await store.get(id)).toBeUndefined();
    expect(await db.moves.where('saveId').equals(id).count()).toBe(0);
  });

  it('rolls back the move when the snapshot write fails', async () => {
    const { db, fault, store, id, initial } = await started();
    const { state } = await appendScripted(store, id, initial, 24);
    const { entries, states } = playScripted(state, 1, 24);
    fault.current = { table: 'snapshots', error: () => new Error('disk on fire') };
    await expectReason(store.append(id, entries[0], states[0], null, (await store.get(id))!), 'storage.error.unknown');
    fault.current = null;
    expect(await db.moves.get([id, 24])).toBeUndefined();
    expect((await store.get(id))?.moveCount).toBe(24);
    expect(await snapshotIndexes(db, id)).toEqual([0]);
  });
});

describe('SaveStore undo, listing, removal, settings', () => {
  it('truncates moves ≥ n and snapshots > n, then appends from there', async () => {
    const { db, store, id, initial } = await started();
    const { states } = await appendScripted(store, id, initial, 26);
    let meta = await store.truncate(id, 25, (await store.get(id))!);
    expect(meta.moveCount).toBe(25);
    expect(await db.moves.where('saveId').equals(id).count()).toBe(25);
    expect(await snapshotIndexes(db, id)).toEqual([0, 25]);
    let loaded = await store.load<CountState>(id, countRules);
    expect(loaded.resumedFrom).toBe(25);
    expect(loaded.state).toEqual(states[24]);

    meta = await store.truncate(id, 24, meta);
    expect(await snapshotIndexes(db, id)).toEqual([0]);
    loaded = await store.load<CountState>(id, countRules);
    expect(loaded.resumedFrom).toBe(0);
    expect(loaded.state).toEqual(states[23]);
    expect(loaded.log).toHaveLength(24);

    const { entries, states: again } = playScripted(states[23], 1, 24);
    await store.append(id, entries[0], again[0]);
    expect(await snapshotIndexes(db, id)).toEqual([0, 25]);
    expect((await store.load<CountState>(id, countRules)).state).toEqual(again[0]);

    const now = (await store.get(id))!;
    await expectReason(store.truncate(id, 26, now), 'storage.error.unknown');
    await expectReason(store.truncate(id, -1, now), 'storage.error.unknown');
    expect((await store.get(id))?.moveCount).toBe(25);
  });

  it('undoing the winning move reopens a finished game', async () => {
    const { store, id, initial } = await started(6);
    const { states } = await appendScripted(store, id, initial, 10);
    const meta = await store.get(id);
    expect(meta?.status).toBe('finished');
    const back = await store.truncate(id, meta!.moveCount - 1, meta!);
    expect(back.status).toBe('playing');
    expect(back.outcome).toBeUndefined();
    expect((await store.load<CountState>(id, countRules)).state).toEqual(states[states.length - 2]);
  });

  it('removes a game with its moves and snapshots, leaving the others alone', async () => {
    const { db, store, id, initial } = await started();
    await appendScripted(store, id, initial, 30);
    const other = await store.create(newSave({ title: 'Altra' }), initial);
    await appendScripted(store, other, initial, 3);
    await store.remove(id);
    expect(await store.get(id)).toBeUndefined();
    expect(await db.moves.where('saveId').equals(id).count()).toBe(0);
    expect(await db.snapshots.where('saveId').equals(id).count()).toBe(0);
    expect(await db.moves.where('saveId').equals(other).count()).toBe(3);
    expect((await store.list()).map((m) => m.title)).toEqual(['Altra']);
    await store.remove(id); // removing twice is harmless
  });

  it("deletes a save's own settings (its seats' PIN locks) with it, and no other setting", async () => {
    const { store, id, initial } = await started();
    const other = await store.create(newSave({ title: 'Altra' }), initial);
    const lock = { fails: 5, lockedUntil: 9_999, lockouts: 1 };
    await store.putSetting(saveSettingKey('pinLock', id, 0), lock);
    await store.putSetting(saveSettingKey('pinLock', id, 2), lock);
    await store.putSetting(saveSettingKey('pinLock', other, 0), lock);
    await store.putSetting('lang', 'en');
    await store.remove(id);
    expect(await store.getSetting(saveSettingKey('pinLock', id, 0))).toBeUndefined();
    expect(await store.getSetting(saveSettingKey('pinLock', id, 2))).toBeUndefined();
    expect(await store.getSetting(saveSettingKey('pinLock', other, 0))).toEqual(lock);
    expect(await store.getSetting('lang')).toBe('en');
  });

  it('lists most recent first, filters by kiosk and status, and sets the status', async () => {
    const { store, id, initial } = await started();
    const kiosk = await store.create(newSave({ title: 'Museo', kiosk: true, language: 'en' }), initial);
    expect((await store.list()).map((m) => m.id)).toEqual([kiosk, id]);
    await appendScripted(store, id, initial, 1);
    expect((await store.list()).map((m) => m.id)).toEqual([id, kiosk]);
    expect((await store.list({ kiosk: true })).map((m) => m.title)).toEqual(['Museo']);
    expect((await store.get(kiosk))?.language).toBe('en');

    const abandoned = await store.setStatus(kiosk, 'abandoned');
    expect(abandoned.status).toBe('abandoned');
    expect((await store.list({ status: 'playing' })).map((m) => m.id)).toEqual([id]);
    expect((await store.list({ status: 'abandoned', kiosk: true })).map((m) => m.id)).toEqual([kiosk]);
    const { entries, states } = playScripted(setupState(), 1);
    expect((await store.append(kiosk, entries[0], states[0])).status).toBe('playing');
    const done = await store.setStatus(id, 'finished', { winners: [1], reasonKey: 'conta.win', details: { x: 1 } });
    expect(done.outcome).toEqual({ winners: [1], reasonKey: 'conta.win' });
    await expectReason(store.setStatus('nope', 'abandoned'), 'storage.error.notFound');
  });

  it('stores settings', async () => {
    const { store } = await started();
    expect(await store.getSetting('language')).toBeUndefined();
    await store.putSetting('language', 'en');
    await store.putSetting('kiosk', { enabled: true, idleSeconds: 90 });
    expect(await store.getSetting('language')).toBe('en');
    expect(await store.getSetting('kiosk')).toEqual({ enabled: true, idleSeconds: 90 });
  });

  it('opens by database name with the global indexedDB', async () => {
    const store = new SaveStore(`named-${Math.random()}`);
    const id = await store.create(newSave(), setupState());
    expect(store.db.verno).toBe(3);
    expect((await store.list()).map((m) => m.id)).toEqual([id]);
    store.db.close();
  });
});

describe('persistence and estimate', () => {
  it('asks navigator.storage when it exists', async () => {
    const persist = vi.fn(async () => true);
    vi.stubGlobal('navigator', { storage: { persist, estimate: async () => ({ usage: 1234, quota: 99999 }) } });
    expect(await requestPersistence()).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
    expect(await estimate()).toEqual({ usage: 1234, quota: 99999 });
  });

  it('answers false / null without the Storage API', async () => {
    vi.stubGlobal('navigator', {});
    expect(await requestPersistence()).toBe(false);
    expect(await estimate()).toBeNull();
    vi.stubGlobal('navigator', { storage: { persist: async () => Promise.reject(new Error('denied')) } });
    expect(await requestPersistence()).toBe(false);
  });
});
