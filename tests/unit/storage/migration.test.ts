import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { replay, type LoggedMove } from '../../../src/engine/replay.ts';
import { PassamanoDB, SCHEMA_V1, type GameRecordV1 } from '../../../src/storage/db.ts';
import { SaveStore } from '../../../src/storage/saves.ts';
import fixture from './fixtures/v1-database.json' with { type: 'json' };
import { countRules, playScripted, type CountState } from './helpers.ts';

const v1Games = fixture.games as unknown as GameRecordV1[];

/** A real version-1 database on its own IndexedDB, written by a Dexie that knows only v1. */
async function v1Database(): Promise<IDBFactory> {
  const indexedDB = new IDBFactory();
  const old = new Dexie('passamano', { indexedDB, IDBKeyRange });
  old.version(1).stores(SCHEMA_V1);
  await old.table('games').bulkAdd(v1Games);
  await old.table('settings').bulkAdd(fixture.settings);
  expect(old.verno).toBe(1);
  old.close();
  return indexedDB;
}

describe('migration v1 → v2', () => {
  it('splits each v1 log into move rows and keeps metadata and settings', async () => {
    const indexedDB = await v1Database();
    const db = new PassamanoDB('passamano', { indexedDB, IDBKeyRange });
    await db.open();
    // Opened by today's app: v2's tables, and v3's scenarios (empty).
    expect(db.verno).toBe(3);
    expect(db.tables.map((t) => t.name).sort()).toEqual(['games', 'moves', 'scenarios', 'settings', 'snapshots']);
    expect(await db.scenarios.count()).toBe(0);

    const [live, done] = v1Games;
    const liveMeta = await db.games.get(live.id);
    expect(liveMeta).toEqual({
      id: live.id,
      gameId: 'conta',
      title: 'Conta al museo',
      status: 'playing',
      createdAt: live.createdAt,
      updatedAt: live.updatedAt,
      moveCount: 30,
      seats: live.seats,
      setup: { options: { target: 200 }, seatCount: 3, seed: 12345 },
      contentVersion: 1,
      kiosk: 0,
      language: 'it',
    });
    expect('log' in liveMeta!).toBe(false);
    const rows = await db.moves.where('saveId').equals(live.id).toArray();
    expect(rows.map((r) => r.index)).toEqual([...Array(30).keys()]);
    expect(rows.map(({ seat, move, barrier }) => ({ seat, move, barrier }))).toEqual(live.log);

    const doneMeta = await db.games.get(done.id);
    expect(doneMeta).toMatchObject({
      status: 'finished',
      moveCount: 3,
      language: 'en',
      outcome: { winners: [0], reasonKey: 'conta.win' },
    });
    expect(await db.games.where('status').equals('finished').primaryKeys()).toEqual([done.id]);
    expect(await db.games.where('kiosk').equals(0).count()).toBe(2);
    expect(await db.snapshots.count()).toBe(0);
    expect(await db.settings.get('kiosk')).toEqual({ key: 'kiosk', value: { enabled: false } });
    db.close();
  });

  it('resumes a migrated game by full replay, then plays on with snapshots', async () => {
    const indexedDB = await v1Database();
    const store = new SaveStore(new PassamanoDB('passamano', { indexedDB, IDBKeyRange }));
    const live = v1Games[0];
    const loaded = await store.load<CountState>(live.id, countRules);
    expect(loaded.resumedFrom).toBeNull();
    const expected = replay(countRules, countRules.setup({ target: 200 }, 3, 12345), live.log as LoggedMove[]);
    expect(loaded.state).toEqual(expected);
    expect(loaded.state.played).toBe(30);
    expect(loaded.log).toEqual(live.log);

    // play on past the next snapshot boundary (50)
    const { entries, states } = playScripted(loaded.state, 21, 30);
    for (let i = 0; i < entries.length; i++) await store.append(live.id, entries[i], states[i]);
    const again = await store.load<CountState>(live.id, countRules);
    expect(again.resumedFrom).toBe(50);
    expect(again.state).toEqual(states[20]);

    const done = await store.load<CountState>(v1Games[1].id, countRules);
    expect(done.state.winner).toBe(0);
    expect(countRules.outcome(done.state)).toEqual({ winners: [0], reasonKey: 'conta.win' });
    store.db.close();
  });
});
