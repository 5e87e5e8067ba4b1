import { describe, expect, it, vi } from 'vitest';
import { SEAT_COLOR_VALUES } from '../../../src/engine/seats.ts';
import { ImportError, StorageError } from '../../../src/storage/errors.ts';
import { SaveStore } from '../../../src/storage/saves.ts';
import {
  EXPORT_FORMAT,
  MAX_IMPORT_CHARS,
  exportFileName,
  exportSave,
  exportSaveText,
  importSave,
  prepareImport,
  type ImportPolicy,
  type ResolveRules,
} from '../../../src/storage/transfer.ts';
import { countRules, dumpDb, freshDb, makeCountRules, newSave, playScripted, quotaError, type CountState } from './helpers.ts';

const resolve: ResolveRules = (gameId) => (gameId === 'conta' ? countRules : null);
const resolveLazily: ResolveRules = async (gameId) => {
  await new Promise((r) => setTimeout(r, 5)); // like a lazy import() of the game package
  return resolve(gameId);
};

/** A PIN hash as the wizard makes it (ui/pin.ts): salt$sha256, lower-case hex. */
const PIN_HASH = `${'5a'.repeat(8)}$${'c3'.repeat(32)}`;

/** A store holding one game of `n` moves (seat 1 with a PIN) and one other game. */
async function storeWithGame(n: number, target = 200) {
  const { db, fault } = freshDb();
  const store = new SaveStore(db, { now: () => 1_767_225_600_000 });
  const initial = countRules.setup({ target }, 3, 12345);
  const save = newSave({}, target);
  save.seats[1].pinHash = PIN_HASH;
  const id = await store.create(save, initial);
  const { entries, states } = playScripted(initial, n);
  for (let i = 0; i < entries.length; i++) {
    await store.append(id, entries[i], states[i], countRules.outcome(states[i]));
  }
  await store.create(newSave({ title: 'Altra' }, 200, 3, 999), initial); // another game: its own seed
  await store.putSetting('language', 'it');
  return { db, fault, store, id, final: states.length ? states[states.length - 1] : initial };
}

async function exported(n = 30) {
  const g = await storeWithGame(n);
  return { ...g, file: JSON.parse(await exportSaveText(g.store, g.id)) };
}

describe('export', () => {
  it('writes setup and moves, no snapshots; an unfinished game keeps its PIN hashes', async () => {
    const { store, id } = await storeWithGame(30);
    const file = await exportSave(store, id, new Date('2026-11-22T10:00:00Z'));
    expect(file.app).toBe('passamano');
    expect(file.format).toBe(EXPORT_FORMAT);
    expect(file.exportedAt).toBe('2026-11-22T10:00:00.000Z');
    expect(file.game).toMatchObject({ id, gameId: 'conta', moveCount: 30, contentVersion: 1, status: 'playing' });
    expect(file.game.setup).toEqual({ options: { target: 200 }, seatCount: 3, seed: 12345 });
    expect(file.game.moves).toHaveLength(30);
    expect(file.game.moves[3]).toEqual({ seat: 0, move: { type: 'roll' }, barrier: true });
    expect(file.game.seats[1]).toEqual({ name: 'Bruno', color: SEAT_COLOR_VALUES[1], pinHash: PIN_HASH });
    expect(file.game.seats[0]).toEqual({ name: 'Anna', color: SEAT_COLOR_VALUES[0] });
    const text = await exportSaveText(store, id);
    expect(text).not.toContain('snapshot');
    // The row's write count stays in this database.
    expect((await store.get(id))?.rev).toBe(30);
    expect(file.game).not.toHaveProperty('rev');
    expect(exportFileName(file.game)).toBe('passamano-conta-2026-01-01.json');
  });
});

describe('import', () => {
  it("ignores a file's write count (`rev`): the copy starts its own, and takes moves from it", async () => {
    const { store, file } = await exported(5);
    for (const rev of [1e9, -3, 'x']) {
      const meta = await importSave(store, JSON.stringify({ ...file, game: { ...file.game, rev } }), resolve);
      expect(meta.rev ?? 0).toBe(0);
      const loaded = await store.load<CountState>(meta.id, countRules);
      const { entries, states } = playScripted(loaded.state, 1, 5);
      const next = await store.append(meta.id, entries[0], states[0], null, meta);
      expect(next).toMatchObject({ moveCount: 6, rev: 1 });
    }
  });

  it('round-trips: the imported game is a new save that loads to the same state', async () => {
    const { db, store, id, final, file } = await exported(62);
    const before = await store.load<CountState>(id, countRules);
    const meta = await importSave(store, JSON.stringify(file), resolveLazily);
    expect(meta.id).not.toBe(id);
    expect(meta).toMatchObject({ gameId: 'conta', moveCount: 62, status: 'playing', title: 'Conta', kiosk: 0 });
    const after = await store.load<CountState>(meta.id, countRules);
    expect(after.state).toEqual(final);
    expect(after.state).toEqual(before.state);
    expect(after.log).toEqual(before.log);
    expect(after.resumedFrom).toBe(62);
    const snaps = await db.snapshots.where('saveId').equals(meta.id).toArray();
    expect(snaps.map((s) => s.index)).toEqual([0, 25, 50, 62]);
    // importing again never overwrites: a third copy
    const twice = await importSave(store, JSON.stringify(file), resolve);
    expect(new Set([id, meta.id, twice.id]).size).toBe(3);
    expect(await store.list()).toHaveLength(4);
  });

  it('an unfinished game keeps its seats\' PIN hashes through export and import; a finished one drops them', async () => {
    const { store, id } = await storeWithGame(30);
    const copy = await importSave(store, await exportSaveText(store, id), resolve);
    expect(copy.seats.map((s) => s.pinHash)).toEqual([undefined, PIN_HASH, undefined]);
    expect((await store.get(copy.id))!.seats[1].pinHash).toBe(PIN_HASH);

    const done = await storeWithGame(10, 6);
    const text = await exportSaveText(done.store, done.id);
    expect(text).not.toContain(PIN_HASH);
    const file = JSON.parse(text);
    file.game.seats[1].pinHash = PIN_HASH; // a finished game's file that still has one
    const meta = await importSave(done.store, JSON.stringify(file), resolve);
    expect(meta.status).toBe('finished');
    expect(meta.seats.some((s) => 'pinHash' in s)).toBe(false);
  });

  it("an unfinished game's copy keeps the seats this device knows for it, whatever the file says", async () => {
    const { store, id, file } = await exported(30);
    const asItWas = (await store.get(id))!.seats;
    // Seat 1's PIN deleted in the file; the other seats made the app's (one person left, who needs no PIN)
    const noPin = structuredClone(file);
    delete noPin.game.seats[1].pinHash;
    const appSeats = structuredClone(file);
    appSeats.game.seats[0].app = 'normal';
    appSeats.game.seats[2].app = 'normal';
    delete appSeats.game.seats[1].pinHash;
    for (const f of [noPin, appSeats]) expect((await importSave(store, JSON.stringify(f), resolve)).seats).toEqual(asItWas);
    // A finished copy (the game played to its end by whoever holds the file, imported: no PINs) is no witness
    const played = structuredClone(appSeats);
    played.game.setup.options = { target: 6 };
    played.game.moves = playScripted(countRules.setup({ target: 6 }, 3, played.game.setup.seed), 30).entries;
    delete played.game.moveCount;
    const finished = await importSave(store, JSON.stringify(played), resolve);
    expect(finished.status).toBe('finished');
    expect((await importSave(store, JSON.stringify(appSeats), resolve)).seats).toEqual(asItWas);
    // Every copy deleted: the seats the deleted save left behind still hold
    for (const m of await store.list()) if (m.setup.seed === file.game.setup.seed && m.gameId === 'conta') await store.remove(m.id);
    expect((await store.list()).some((m) => m.setup.seed === file.game.setup.seed && m.title !== 'Altra')).toBe(false);
    expect((await importSave(store, JSON.stringify(appSeats), resolve)).seats).toEqual(asItWas);
    // A game this device never had is taken as its file says (nothing here can tell an edited file)
    const stranger = structuredClone(noPin);
    stranger.game.setup.seed = 777;
    stranger.game.moves = [];
    delete stranger.game.moveCount;
    expect((await importSave(store, JSON.stringify(stranger), resolve)).seats.map((s) => s.pinHash)).toEqual([undefined, undefined, undefined]);
  });

  it('keeps who plays each seat (the app and its level) through export and import, finished or not', async () => {
    const { db } = freshDb();
    const store = new SaveStore(db);
    const initial = countRules.setup({ target: 200 }, 3, 777);
    const save = newSave({}, 200, 3, 777);
    save.seats[1].app = 'strong';
    save.seats[2].app = 'easy';
    save.seats[0].pinHash = PIN_HASH;
    const id = await store.create(save, initial);
    const { entries, states } = playScripted(initial, 12);
    for (let i = 0; i < entries.length; i++) await store.append(id, entries[i], states[i], countRules.outcome(states[i]));
    const file = await exportSave(store, id);
    expect(file.game.seats).toEqual([
      { name: 'Anna', color: SEAT_COLOR_VALUES[0], pinHash: PIN_HASH },
      { name: 'Bruno', color: SEAT_COLOR_VALUES[1], app: 'strong' },
      { name: 'Carla', color: SEAT_COLOR_VALUES[2], app: 'easy' },
    ]);
    const copy = await importSave(store, JSON.stringify(file), resolve);
    expect((await store.get(copy.id))!.seats.map((s) => s.app)).toEqual([undefined, 'strong', 'easy']);
    expect(await db.games.count()).toBe(2);

    // A finished game drops its PINs but still says who the app was.
    const done = freshDb();
    const doneStore = new SaveStore(done.db);
    const short = countRules.setup({ target: 6 }, 3, 777);
    const doneSave = newSave({}, 6, 3, 777);
    doneSave.seats[0].app = 'normal';
    doneSave.seats[1].pinHash = PIN_HASH;
    const doneId = await doneStore.create(doneSave, short);
    const played = playScripted(short, 10);
    for (let i = 0; i < played.entries.length; i++) await doneStore.append(doneId, played.entries[i], played.states[i], countRules.outcome(played.states[i]));
    const doneFile = JSON.parse(await exportSaveText(doneStore, doneId));
    expect(doneFile.game.status).toBe('finished');
    expect(doneFile.game.seats[0]).toEqual({ name: 'Anna', color: SEAT_COLOR_VALUES[0], app: 'normal' });
    expect(doneFile.game.seats[1]).toEqual({ name: 'Bruno', color: SEAT_COLOR_VALUES[1] });
    doneFile.game.seats[1].pinHash = PIN_HASH;
    const meta = await importSave(doneStore, JSON.stringify(doneFile), resolve);
    expect(meta.seats).toEqual([
      { name: 'Anna', color: SEAT_COLOR_VALUES[0], app: 'normal' },
      { name: 'Bruno', color: SEAT_COLOR_VALUES[1] },
      { name: 'Carla', color: SEAT_COLOR_VALUES[2] },
    ]);
  });

  it('drops a kiosk mark: an imported game is never a visitor\'s', async () => {
    const { store, file } = await exported(5);
    for (const kiosk of [1, true]) {
      const meta = await importSave(store, JSON.stringify({ ...file, game: { ...file.game, kiosk } }), resolve);
      expect(meta.kiosk).toBe(0);
      expect((await store.get(meta.id))!.kiosk).toBe(0);
    }
    expect(await store.list({ kiosk: true })).toEqual([]);
  });

  it('keeps a campaign link only when the mission before it is here, finished, and leads to this game', async () => {
    // `id`: a finished game with no campaign of its own, so mission 1 of campaign `id`
    const { store, id, file: finishedFile } = await (async () => {
      const g = await storeWithGame(10, 6);
      return { ...g, file: JSON.parse(await exportSaveText(g.store, g.id)) };
    })();
    expect((await store.get(id))!.status).toBe('finished');
    const next = JSON.parse(await exportSaveText(store, (await store.list()).find((m) => m.title === 'Altra')!.id));
    const link = async (campaign: unknown, f = next, policy?: ImportPolicy, gameId = 'conta', rules = resolve) =>
      (await importSave(store, JSON.stringify({ ...f, game: { ...f.game, gameId, campaign } }), rules, policy)).campaign;
    expect(await link({ id, mission: 2 })).toEqual({ id, mission: 2 });
    // the red team's: a mission 99, or 3, of a campaign whose mission 2 (or 98) is not here
    expect(await link({ id, mission: 99 })).toBeUndefined();
    expect(await link({ id, mission: 3 })).toBeUndefined();
    // a mission 1 that would fold the real one away; a malformed link; a campaign nobody started
    expect(await link({ id, mission: 1 })).toBeUndefined();
    expect(await link({ id: 42, mission: 'two' })).toBeUndefined();
    expect(await link({ id: 'first-save', mission: 2 })).toBeUndefined();
    // the game says what follows a finished one: only that game links
    const follows: ImportPolicy = { nextOptions: (_g, state) => ({ target: (state as CountState).target * 2 }) };
    expect(await link({ id, mission: 2 }, next, follows)).toBeUndefined();
    const twelve = structuredClone(next);
    twelve.game.setup.options = { target: 12 };
    expect(await link({ id, mission: 2 }, twelve, follows)).toEqual({ id, mission: 2 });
    // a finished mission 2 of campaign `id` here: mission 3 links to it; an unfinished game never leads on
    const second = await importSave(store, JSON.stringify({ ...finishedFile, game: { ...finishedFile.game, campaign: { id, mission: 2 } } }), resolve);
    expect(second.campaign).toEqual({ id, mission: 2 });
    expect(await link({ id, mission: 3 })).toEqual({ id, mission: 3 });
    const unfinished = (await store.list()).find((m) => m.status === 'playing' && !m.campaign)!;
    expect(await link({ id: unfinished.id, mission: 2 })).toBeUndefined();
    // a later mission's save is no campaign's first
    expect(await link({ id: second.id, mission: 3 })).toBeUndefined();
    // another game's save cannot be claimed
    const other = { ...countRules, id: 'altro' };
    const both: ResolveRules = (g) => (g === 'altro' ? other : resolve(g));
    expect(await link({ id, mission: 2 }, next, undefined, 'altro', both)).toBeUndefined();
  });

  it('holds names and colours to the wizard\'s rule (trimmed names kept)', async () => {
    const { store, file } = await exported(5);
    file.game.seats[0].name = '  Anna  ';
    expect((await importSave(store, JSON.stringify(file), resolve)).seats[0].name).toBe('Anna');
  });

  it('imports a finished game as finished, from a Blob too', async () => {
    const { store, id, final } = await storeWithGame(10, 6);
    expect(final.winner).not.toBeNull();
    const text = await exportSaveText(store, id);
    const meta = await importSave(store, new Blob([text]), resolve);
    expect(meta.status).toBe('finished');
    expect(meta.outcome).toEqual({ winners: [final.winner], reasonKey: 'conta.win' });
    expect((await store.load<CountState>(meta.id, countRules)).state).toEqual(final);
  });

  it('recomputes barriers instead of trusting the file', async () => {
    const { file } = await exported(8);
    file.game.moves[3].barrier = false; // a die roll made to look undoable
    const p = await prepareImport(JSON.stringify(file), resolve);
    expect(p.log[3].barrier).toBe(true);
    expect(p.log[2].barrier).toBe(false);
  });

  it('accepts a save from older content and stamps the installed version', async () => {
    const { file } = await exported(8);
    const p = await prepareImport(JSON.stringify(file), () => makeCountRules(3));
    expect(p.meta.contentVersion).toBe(3);
  });

  type Case = [name: string, reason: string, make: (file: any) => string | Blob, rules?: ResolveRules];
  const json = (f: unknown) => JSON.stringify(f);
  const cases: Case[] = [
    ['truncated JSON', 'import.error.notJson', (f) => json(f).slice(0, 200)],
    ['random bytes', 'import.error.notJson', () => String.fromCharCode(...Array.from({ length: 300 }, (_, i) => (i * 7919) % 256))],
    ['a JSON array', 'import.error.notJson', () => '[1,2,3]'],
    ['JSON null', 'import.error.notJson', () => 'null'],
    ['another app', 'import.error.foreign', (f) => json({ ...f, app: 'othergame' })],
    ['no app at all', 'import.error.foreign', (f) => json(f.game)],
    ['a newer format', 'import.error.newer', (f) => json({ ...f, format: EXPORT_FORMAT + 1 })],
    ['an unknown game', 'import.error.unknownGame', (f) => json({ ...f, game: { ...f.game, gameId: 'scacchi' } })],
    ['rules that fail to load', 'import.error.unknownGame', json, () => Promise.reject(new Error('offline'))],
    ['newer content', 'import.error.newer', (f) => json({ ...f, game: { ...f.game, contentVersion: 2 } })],
    ['a move that does not apply', 'import.error.corrupt', (f) => {
      f.game.moves[5].move = { type: 'add', n: 9 };
      return json(f);
    }],
    ['a move by the wrong seat', 'import.error.corrupt', (f) => {
      f.game.moves[5].seat = (f.game.moves[5].seat + 1) % 3;
      return json(f);
    }],
    ['a null move', 'import.error.corrupt', (f) => {
      f.game.moves[5].move = null;
      return json(f);
    }],
    ['a move the rules throw on', 'import.error.corrupt', (f) => {
      f.game.moves[5].move = { type: 'crash' };
      return json(f);
    }],
    ['seats not matching the seat count', 'import.error.corrupt', (f) => {
      f.game.seats.pop();
      return json(f);
    }],
    ['a seat count the game does not allow', 'import.error.corrupt', (f) => {
      f.game.setup.seatCount = 9;
      return json(f);
    }],
    ['options the rules refuse', 'import.error.options', (f) => {
      f.game.setup.options = { target: 'lots' };
      return json(f);
    }],
    ['no setup', 'import.error.corrupt', (f) => {
      delete f.game.setup;
      return json(f);
    }],
    ['moves not an array', 'import.error.corrupt', (f) => json({ ...f, game: { ...f.game, moves: {} } })],
    ['a moveCount that disagrees', 'import.error.corrupt', (f) => json({ ...f, game: { ...f.game, moveCount: 3 } })],
    ['a string format', 'import.error.corrupt', (f) => json({ ...f, format: '1' })],
    ...(
      [
        ['an empty name', ''],
        ['a name of spaces', '   '],
        ['a zero-width name', '\u200b\u200c\u200d\ufeff'],
        ['a bidi override in a name', 'Anna\u202e'],
        ['a bidi isolate in a name', '\u2067Anna'],
        ['a 100,000-character name', 'A'.repeat(100_000)],
        ['a 21-character name', 'A'.repeat(21)],
        ['a lone surrogate in a name', 'Anna\ud800'],
        ['a NUL in a name', 'An\u0000na'],
        ['a name twice', 'bruno'],
      ] as const
    ).map(([what, name]): Case => [what, 'import.error.corrupt', (f) => {
      f.game.seats[0].name = name;
      return json(f);
    }]),
    ...(
      [
        ['a colour not offered', '#ff0000'],
        ['a colour that is CSS', 'red; background: url(x)'],
        ['a colour twice', SEAT_COLOR_VALUES[1]],
      ] as const
    ).map(([what, color]): Case => [what, 'import.error.corrupt', (f) => {
      f.game.seats[0].color = color;
      return json(f);
    }]),
    ...(
      [
        ['a PIN hash not the wizard\'s', 'sha256:secret'],
        ['a PIN hash in capitals', PIN_HASH.toUpperCase()],
        ['a PIN hash not a string', 1234],
      ] as const
    ).map(([what, pinHash]): Case => [what, 'import.error.corrupt', (f) => {
      f.game.seats[1].pinHash = pinHash;
      return json(f);
    }]),
    ...(
      [
        ['an app level that is no level', 'expert'],
        ['an app level in capitals', 'Normal'],
        ['an app level that is not a string', 2],
        ['an app level of null', null],
        ['an app seat marked true', true],
      ] as const
    ).map(([what, app]): Case => [what, 'import.error.corrupt', (f) => {
      f.game.seats[2].app = app;
      return json(f);
    }]),
    ['every seat the app', 'import.error.corrupt', (f) => {
      for (const s of f.game.seats) {
        delete s.pinHash;
        s.app = 'normal';
      }
      return json(f);
    }],
    ['an app seat with a PIN', 'import.error.corrupt', (f) => {
      f.game.seats[1].app = 'normal'; // seat 1 has a PIN hash
      return json(f);
    }],
    ['a file nested 5,000 levels deep', 'import.error.notJson', (f) =>
      json(f).replace('"moves":[', `"deep":${'['.repeat(5000)}${']'.repeat(5000)},"moves":[`)],
    ['too large', 'import.error.tooLarge', (f) => json({ ...f, pad: 'x'.repeat(MAX_IMPORT_CHARS) })],
    ['a too large Blob', 'import.error.tooLarge', () => new Blob([new Uint8Array(MAX_IMPORT_CHARS + 1)])],
  ];

  it.each(cases)('rejects %s with %s and changes nothing', async (_name, reason, make, rules = resolve) => {
    const { db, store, file } = await exported(30);
    const before = await dumpDb(db);
    const input = make(structuredClone(file));
    const err = await importSave(store, input, rules).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ImportError);
    expect((err as ImportError).reason).toBe(reason);
    expect(await dumpDb(db)).toBe(before);
  });

  it('checks the dump really sees changes (control)', async () => {
    const { db, store, file } = await exported(3);
    const before = await dumpDb(db);
    await importSave(store, JSON.stringify(file), resolve);
    expect(await dumpDb(db)).not.toBe(before);
  });

  it('a full disk during the import write leaves every table unchanged', async () => {
    const { db, fault, store, file } = await exported(30);
    const before = await dumpDb(db);
    // moves and games rows are already written when the snapshots fail
    fault.current = { table: 'snapshots', error: quotaError };
    const err = await importSave(store, JSON.stringify(file), resolve).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StorageError);
    expect(err).not.toBeInstanceOf(ImportError);
    expect((err as StorageError).reason).toBe('storage.error.full');
    fault.current = null;
    expect(await dumpDb(db)).toBe(before);
  });

  it('a failed import write says so, not that a move was lost', async () => {
    const { db, fault, store, file } = await exported(30);
    const before = await dumpDb(db);
    fault.current = { table: 'moves', error: () => new Error('disk trouble') };
    const err = await importSave(store, JSON.stringify(file), resolve).catch((e: unknown) => e);
    expect((err as StorageError).reason).toBe('import.error.notSaved');
    fault.current = null;
    expect(await dumpDb(db)).toBe(before);
  });

  it('does not ask for the rules of a foreign or newer file', async () => {
    const { file } = await exported(2);
    const spy = vi.fn(resolve);
    await expect(prepareImport(JSON.stringify({ ...file, app: 'x' }), spy)).rejects.toThrow(ImportError);
    await expect(prepareImport(JSON.stringify({ ...file, format: 99 }), spy)).rejects.toThrow(ImportError);
    expect(spy).not.toHaveBeenCalled();
  });
});
