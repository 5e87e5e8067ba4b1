// A game clock kept with its save (FabRisiko!'s Tournament): stored in the save's row, found again
// on load, kept by the moves that follow, and a move appended after it still commits.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { SaveStore } from '../../../src/storage/saves.ts';
import { countRules, freshDb, newSave, playScripted } from './helpers.ts';

describe('the save keeps a game clock', () => {
  it('stores it, loads it, and keeps it through the next moves', async () => {
    const { db } = freshDb();
    const store = new SaveStore(db, { now: () => 5_000 });
    const initial = countRules.setup({ target: 200 }, 3, 12345);
    const id = await store.create(newSave({}, 200), initial);
    expect((await store.get(id))!.clock).toBeUndefined();
    const meta = await store.setClock(id, { elapsedMs: 1_234, runningSince: null });
    expect(meta.clock).toEqual({ elapsedMs: 1_234, runningSince: null });
    const { entries, states } = playScripted(initial, 2);
    let known = meta;
    for (let i = 0; i < entries.length; i++) known = await store.append(id, entries[i], states[i], null, known);
    const loaded = await store.load(id, countRules);
    expect(loaded.meta.clock).toEqual({ elapsedMs: 1_234, runningSince: null });
    expect(loaded.log).toHaveLength(2);
  });
});
