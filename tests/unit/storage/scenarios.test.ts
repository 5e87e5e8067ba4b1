// The players' own scenarios in storage: kept, listed and deleted by game; exported to a file and
// imported back equal; a file refused for any reason (not JSON, another app's, a newer format,
// another game's, data the game refuses, too large, a disk that fails) leaves the database as it was;
// a version-2 database opens in version 3 with its saves and no scenarios.
import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { PassamanoDB, SCHEMA_V2, type ScenarioRow } from '../../../src/storage/db.ts';
import { ImportError } from '../../../src/storage/errors.ts';
import { importScenario, MAX_SCENARIO_CHARS, ScenarioRefused, ScenarioStore, scenarioFileName, scenarioFileText, type ScenarioCheck } from '../../../src/storage/scenarios.ts';
import { dumpDb, freshDb, quotaError } from './helpers.ts';

const row = (id: string, over: Partial<ScenarioRow> = {}): ScenarioRow => ({ id, gameId: 'corteo', name: `Scenario ${id}`, updatedAt: 1000, data: { id, hands: 8 }, ...over });

/** A game's check: data with an id and positive hands; a taken id gets "<id>-copy". */
const check: ScenarioCheck = (data, taken) => {
  const d = data as { id?: unknown; hands?: unknown };
  if (typeof d?.id !== 'string' || typeof d.hands !== 'number' || d.hands < 1) return { refused: 'le mani devono essere almeno una.' };
  let id = d.id;
  while (taken.has(id)) id = `${id}-copy`;
  return { id, name: `Scenario ${id}`, data: { ...d, id } as never };
};

describe('scenario storage', () => {
  it('keeps, lists (newest first, by game) and deletes scenarios', async () => {
    const { db } = freshDb();
    const store = new ScenarioStore(db);
    await store.put(row('a', { updatedAt: 1 }));
    await store.put(row('b', { updatedAt: 2 }));
    await store.put(row('x', { gameId: 'rubico' }));
    expect((await store.list('corteo')).map((r) => r.id)).toEqual(['b', 'a']);
    await store.put(row('a', { updatedAt: 3, name: 'Nuovo nome' }));
    expect((await store.list('corteo')).map((r) => [r.id, r.name])).toEqual([['a', 'Nuovo nome'], ['b', 'Scenario b']]);
    await store.remove('b');
    expect((await store.list('corteo')).map((r) => r.id)).toEqual(['a']);
    expect(await store.get('x')).toEqual(row('x', { gameId: 'rubico' }));
  });

  it('exports a scenario to a file and imports it back equal, under a fresh id when its own is taken', async () => {
    const { db } = freshDb();
    const store = new ScenarioStore(db);
    const a = row('a');
    await store.put(a);
    const text = scenarioFileText(a, new Date('2026-11-26T08:00:00Z'));
    expect(JSON.parse(text)).toMatchObject({ app: 'passamano', kind: 'scenario', format: 1, gameId: 'corteo', name: 'Scenario a', data: a.data });
    expect(scenarioFileName({ gameId: 'corteo', name: 'Città è nostra!' })).toBe('passamano-corteo-scenario-citta-e-nostra.json');

    const copy = await importScenario(store, text, 'corteo', check, 5000);
    expect(copy).toEqual({ id: 'a-copy', gameId: 'corteo', name: 'Scenario a-copy', updatedAt: 5000, data: { id: 'a-copy', hands: 8 } });
    // Into another database (another device) it keeps its id and its data.
    const other = new ScenarioStore(freshDb().db);
    const back = await importScenario(other, new Blob([text]), 'corteo', check, 6000);
    expect(back).toEqual({ ...a, updatedAt: 6000 });
    expect(await other.list('corteo')).toEqual([back]);
  });

  it('refuses a bad file with its reason and leaves the database unchanged', async () => {
    const { db, fault } = freshDb();
    const store = new ScenarioStore(db);
    await store.put(row('a'));
    const good = JSON.parse(scenarioFileText(row('b'))) as Record<string, unknown>;
    const cases: [string | Blob, string, string?][] = [
      ['{ not json', 'import.error.notJson'],
      [JSON.stringify({ ...good, app: 'altro' }), 'import.error.foreign'],
      [JSON.stringify({ ...good, kind: 'save' }), 'import.error.foreign'],
      [JSON.stringify({ ...good, format: 2 }), 'import.error.newer'],
      [JSON.stringify({ ...good, format: 'uno' }), 'import.error.corrupt'],
      [JSON.stringify({ ...good, gameId: 'rubico' }), 'import.error.unknownGame'],
      [JSON.stringify({ ...good, data: { id: 'b', hands: 0 } }), 'import.error.corrupt', 'le mani devono essere almeno una.'],
      ['x'.repeat(MAX_SCENARIO_CHARS + 1), 'import.error.tooLarge'],
      [new Blob(['x'.repeat(MAX_SCENARIO_CHARS + 1)]), 'import.error.tooLarge'],
    ];
    const before = await dumpDb(db);
    for (const [input, reason, why] of cases) {
      const err = await importScenario(store, input, 'corteo', check).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ImportError);
      expect((err as ImportError).reason).toBe(reason);
      if (why) expect(err).toEqual(new ScenarioRefused(why));
      expect(await dumpDb(db)).toBe(before);
    }
    // A good file on a full disk: refused, nothing half written.
    fault.current = { table: 'scenarios', error: quotaError };
    const full = await importScenario(store, JSON.stringify(good), 'corteo', check).catch((e: unknown) => e);
    expect((full as { reason: string }).reason).toBe('storage.error.full');
    fault.current = null;
    expect(await dumpDb(db)).toBe(before);
  });

  it('opens a version-2 database in version 3: its saves kept, no scenarios yet', async () => {
    const indexedDB = new IDBFactory();
    const old = new Dexie('passamano', { indexedDB, IDBKeyRange });
    old.version(2).stores(SCHEMA_V2);
    await old.table('settings').add({ key: 'language', value: 'en' });
    await old.table('games').add({ id: 'g1', gameId: 'corteo', status: 'playing', updatedAt: 5, kiosk: 0 });
    old.close();
    const db = new PassamanoDB('passamano', { indexedDB, IDBKeyRange });
    await db.open();
    expect(db.verno).toBe(3);
    expect(await db.settings.get('language')).toEqual({ key: 'language', value: 'en' });
    expect((await db.games.get('g1'))?.gameId).toBe('corteo');
    expect(await db.scenarios.count()).toBe(0);
    await new ScenarioStore(db).put(row('a'));
    expect(await db.scenarios.count()).toBe(1);
    db.close();
  });
});
