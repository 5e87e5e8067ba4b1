// A seat held by a team keeps its people (`members`) in the save, through export and import,
// finished or not; the import holds them to the wizard's rule; a save from before teams, with
// no members anywhere, still opens and round-trips as it was.
import { describe, expect, it } from 'vitest';
import { SEAT_COLOR_VALUES } from '../../../src/engine/seats.ts';
import { ImportError } from '../../../src/storage/errors.ts';
import { SaveStore } from '../../../src/storage/saves.ts';
import { exportSave, exportSaveText, importSave, prepareImport, type ResolveRules } from '../../../src/storage/transfer.ts';
import { countRules, freshDb, newSave, playScripted, type CountState } from './helpers.ts';

const resolve: ResolveRules = (gameId) => (gameId === 'conta' ? countRules : null);
/** The registry's word for the test game: its seats may be teams. */
const TEAMS = { teams: (gameId: string) => gameId === 'conta' };
const PIN_HASH = `${'5a'.repeat(8)}$${'c3'.repeat(32)}`;
const TEAM = ['Anna', 'Bruno', 'Carla'];

/** A game of two seats: a team of three (with a PIN) against Dario, `n` moves in, to `target`. */
async function teamGame(n: number, target = 200) {
  const { db } = freshDb();
  const store = new SaveStore(db);
  const initial = countRules.setup({ target }, 2, 99);
  const save = newSave({}, target, 2, 99);
  save.seats[0] = { name: 'Corteo', color: SEAT_COLOR_VALUES[0], members: [...TEAM], pinHash: PIN_HASH };
  save.seats[1] = { name: 'Dario', color: SEAT_COLOR_VALUES[1] };
  const id = await store.create(save, initial);
  const { entries, states } = playScripted(initial, n);
  for (let i = 0; i < entries.length; i++) await store.append(id, entries[i], states[i], countRules.outcome(states[i]));
  return { db, store, id, final: states.at(-1) ?? initial };
}

describe('a team in the save', () => {
  it('is kept by the database and loads with its people', async () => {
    const { store, id } = await teamGame(7);
    const meta = (await store.get(id))!;
    expect(meta.seats[0]).toEqual({ name: 'Corteo', color: SEAT_COLOR_VALUES[0], members: TEAM, pinHash: PIN_HASH });
    expect(meta.seats[1]).toEqual({ name: 'Dario', color: SEAT_COLOR_VALUES[1] });
    expect((await store.load<CountState>(id, countRules)).meta.seats[0].members).toEqual(TEAM);
  });

  it('travels through export and import, and the copy plays on to the same state', async () => {
    const { store, id, final } = await teamGame(30);
    const file = await exportSave(store, id);
    expect(file.game.seats[0]).toEqual({ name: 'Corteo', color: SEAT_COLOR_VALUES[0], pinHash: PIN_HASH, members: TEAM });
    const copy = await importSave(store, JSON.stringify(file), resolve, TEAMS);
    expect(copy.id).not.toBe(id);
    expect((await store.get(copy.id))!.seats).toEqual([
      { name: 'Corteo', color: SEAT_COLOR_VALUES[0], pinHash: PIN_HASH, members: TEAM },
      { name: 'Dario', color: SEAT_COLOR_VALUES[1] },
    ]);
    expect((await store.load<CountState>(copy.id, countRules)).state).toEqual(final);
  });

  it('a finished game drops its PINs and keeps its people', async () => {
    const { store, id } = await teamGame(20, 6);
    expect((await store.get(id))!.status).toBe('finished');
    const text = await exportSaveText(store, id);
    expect(text).not.toContain(PIN_HASH);
    const file = JSON.parse(text);
    file.game.seats[0].pinHash = PIN_HASH; // a finished game's file that still has one
    const copy = await importSave(store, JSON.stringify(file), resolve, TEAMS);
    expect(copy.seats[0]).toEqual({ name: 'Corteo', color: SEAT_COLOR_VALUES[0], members: TEAM });
  });

  it('the import trims people as it trims names, and refuses a team the wizard would refuse', async () => {
    const { store, id } = await teamGame(5);
    const file = JSON.parse(await exportSaveText(store, id));
    const withMembers = (members: unknown, more: object = {}) =>
      JSON.stringify({ ...file, game: { ...file.game, seats: [{ ...file.game.seats[0], members, ...more }, file.game.seats[1]] } });
    // Read from the file (importSave then keeps the seats this device knows for the game).
    const ok = (await prepareImport(withMembers([' Anna ', 'Bruno']), resolve, 0, TEAMS)).meta;
    expect(ok.seats[0].members).toEqual(['Anna', 'Bruno']);
    const bad: [unknown, object?][] = [
      [['Anna']], // one person is no team
      [['A', 'B', 'C', 'D', 'E', 'F']], // six is more than a team
      [[]],
      ['Anna, Bruno'],
      [{ 0: 'Anna', 1: 'Bruno' }],
      [['Anna', 7]],
      [['Anna', 'anna']], // the same person twice
      [['Anna', 'Dario']], // the other seat's person
      [['Anna', 'Corteo']], // the team's own name
      [['Anna', '   ']],
      [['Anna', 'B\u202eruno']],
      [['Anna', 'W'.repeat(21)]],
      [['Anna', 'Bruno'], { app: 'normal' }], // the app plays no team
      [null],
    ];
    for (const [members, more] of bad) {
      await expect(importSave(store, withMembers(members, more), resolve, TEAMS), JSON.stringify(members)).rejects.toBeInstanceOf(ImportError);
    }
  });

  it('a game whose seats are never teams refuses a file that gives one people', async () => {
    const { store, id } = await teamGame(5);
    const text = await exportSaveText(store, id);
    const before = await store.list();
    await expect(importSave(store, text, resolve)).rejects.toBeInstanceOf(ImportError);
    await expect(importSave(store, text, resolve, { teams: () => false })).rejects.toBeInstanceOf(ImportError);
    expect(await store.list()).toEqual(before);
    // The same file imports where the registry says the game has teams.
    expect((await importSave(store, text, resolve, TEAMS)).seats[0].members).toEqual(TEAM);
  });

  it('a save from before teams (no members anywhere) opens and round-trips unchanged', async () => {
    const { db } = freshDb();
    const store = new SaveStore(db);
    const initial = countRules.setup({ target: 200 }, 3, 5);
    const id = await store.create(newSave({}, 200, 3, 5), initial);
    const { entries, states } = playScripted(initial, 9);
    for (let i = 0; i < entries.length; i++) await store.append(id, entries[i], states[i], null);
    const file = await exportSave(store, id);
    expect(JSON.stringify(file)).not.toContain('members');
    const copy = await importSave(store, JSON.stringify(file), resolve, TEAMS);
    expect((await store.get(copy.id))!.seats).toEqual([
      { name: 'Anna', color: SEAT_COLOR_VALUES[0] },
      { name: 'Bruno', color: SEAT_COLOR_VALUES[1] },
      { name: 'Carla', color: SEAT_COLOR_VALUES[2] },
    ]);
  });
});
