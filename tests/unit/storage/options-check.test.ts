// One validation of options, the rules' own (engine/options.ts, each game's optionsProblem): what
// the wizard and the games' own tests set passes; what the wizard could not produce is refused
// before the rules see it, by the import of a save (a clear reason, the database unchanged), by
// the start of a game, and for Corteo's scenarios exactly as the editor refuses them.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../src/games/registry.ts';
import { SEAT_COLOR_VALUES } from '../../../src/engine/seats.ts';
import type { AnyRules } from '../../../src/engine/types.ts';
import { blankScenario, editorScenario, fieldsOf } from '../../../src/games/corteo/rules/scenario-check.ts';
import { corteoRules } from '../../../src/games/corteo/rules.ts';
import { checkScenarioFile } from '../../../src/games/corteo/ui/scenario-text.ts';
import { fabrisikoRules } from '../../../src/games/fabrisiko/rules.ts';
import { freshRoster } from '../../../src/games/fiamme-d-assalto/rules.ts';
import { ImportError } from '../../../src/storage/errors.ts';
import { SaveStore } from '../../../src/storage/saves.ts';
import { APP_ID, EXPORT_FORMAT, importSave, MAX_TITLE, type ResolveRules } from '../../../src/storage/transfer.ts';
import { dumpDb, freshDb } from './helpers.ts';

const ENTRIES = GAMES.filter((g) => g.rules && g.checks);
const rulesOf = async (id: string) => (await GAMES.find((g) => g.id === id)!.rules!()) as AnyRules;

/** Corteo with a scenario of the editor, changed: what an edited file would carry. */
const custom = (patch: Record<string, unknown> = {}) => {
  const sc = { ...blankScenario('custom-prova', 'Prova'), ...patch };
  return { mode: 'advanced', map: 'citta', scenario: sc.id, custom: sc };
};

/** The red team's options, each one a save imported "Partita importata." before. */
const ATTACKS: [string, number, unknown][] = [
  ['corteo', 2, { mode: 'base', map: '__proto__' }],
  ['corteo', 2, { mode: 'base', map: 'constructor' }],
  ['corteo', 2, custom({ corteo: { heads: [], start: 'piazzaMento' } })],
  ['corteo', 2, custom({ hands: 0 })],
  ['corteo', 2, custom({ hands: 1e6 })],
  ['corteo', 2, custom({ name: { it: '<img src=x onerror=alert(1)>'.repeat(180), en: 'x' } })],
  // More than the editor writes: a rally of its own, mobile pieces
  ['corteo', 2, custom({ pieces: [{ id: 'motorcade', count: 3, start: [] }] })],
  ['corteo', 2, { mode: 'base', map: 'citta', scenario: 'nessuno' }],
  ['corteo', 2, { mode: 'base', map: 'citta', special: { smoke: 'yes' } }],
  ['corteo', 3, { mode: 'advanced', map: 'citta' }],
  ['fabrisiko', 3, { tournament: 'yes', sheets: 99, physicalDice: 'no' }],
  ['fabrisiko', 3, { tournament: false, physicalDice: 'no' }],
  ['fabrisiko', 3, { tournament: false, sheets: 99 }],
  ['fabrisiko', 3, { tournament: false, extra: 1 }],
  ['rubico', 5, { firstCenturion: 5 }],
  ['rubico', 5, { firstCenturion: '0' }],
  ['repubblica-ribelle', 3, { demo: 'no', firstPlayer: 0 }],
  ['repubblica-ribelle', 3, { demo: true, firstPlayer: 7 }],
  ['repubblica-ribelle', 2, { demo: true, boards: ['__proto__', 'x'] }],
  ['fiamme-d-assalto', 1, { mission: 99, physicalDice: false, roster: null }],
  ['fiamme-d-assalto', 1, { mission: 1, physicalDice: false, roster: { mode: 'solo' } }],
  ['fiamme-d-assalto', 1, { mission: 1, physicalDice: false, roster: { ...freshRoster(1), history: [{ mission: '__proto__', won: 'yes' }] } }],
  ['fiamme-d-assalto', 1, null],
  ['fiamme-d-assalto', 1, [1]],
];

describe('the options every way in must pass', () => {
  it('every game declares them, and passes its own defaults and the option sets its tests play', async () => {
    expect(ENTRIES.length).toBeGreaterThanOrEqual(5);
    for (const g of ENTRIES) {
      const rules = await g.rules!();
      expect(rules.optionsProblem, g.id).toBeTypeOf('function');
      for (let n = rules.minSeats; n <= rules.maxSeats; n++) {
        // Corteo's three seats are its Antirepressivo's only: the defaults say so.
        expect(rules.optionsProblem(rules.defaultOptions(n), n), `${g.id} defaults, ${n} seats`).toBeNull();
      }
      for (const p of (await g.checks!()).playouts) expect(rules.optionsProblem(p.options, p.seatCount), `${g.id} ${p.label}`).toBeNull();
    }
  });

  it('passes the options of the saves kept from earlier versions (tests/fixtures)', async () => {
    const dir = new URL('../../fixtures/', import.meta.url);
    const files = readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThanOrEqual(9);
    for (const f of files) {
      const raw = JSON.parse(readFileSync(new URL(f, dir), 'utf8'));
      const g = raw.game ?? raw;
      expect((await rulesOf(g.gameId)).optionsProblem(g.setup.options, g.setup.seatCount), f).toBeNull();
    }
  });

  it("passes a Fiamme campaign's roster with its diary", async () => {
    const roster = { ...freshRoster(2), missionsPlayed: 2, missionsWon: 1, history: [{ mission: 1, won: false }, { mission: 1, won: true }] };
    expect((await rulesOf('fiamme-d-assalto')).optionsProblem({ mission: 2, physicalDice: false, roster }, 2)).toBeNull();
  });

  it("passes a Corteo scenario of the editor's, and refuses one the editor refuses", () => {
    expect(corteoRules.optionsProblem(custom(), 2)).toBeNull();
    const edited = editorScenario({ ...fieldsOf(blankScenario('custom-x', 'Mia')), heads: ['ML'], components: ['ML', 'MOV'] });
    expect(corteoRules.optionsProblem({ mode: 'advanced', map: 'citta', scenario: edited.id, custom: edited, special: {} }, 2)).toBeNull();
    expect(corteoRules.optionsProblem(custom({ corteo: { heads: [], start: 'piazzaMento' } }), 2)).toMatch(/noHead/);
  });

  it("an imported scenario file is refused as the editor refuses it, the same scenarios a save's options are", () => {
    const check = checkScenarioFile('it', () => 'custom-nuovo');
    expect(check(custom().custom, new Set())).toMatchObject({ id: 'custom-prova' });
    for (const [id, , options] of ATTACKS) {
      const sc = (options as { custom?: Record<string, unknown> } | null)?.custom;
      if (id !== 'corteo' || !sc || 'pieces' in sc && (sc.pieces as unknown[]).length) continue;
      expect(check(sc, new Set()), JSON.stringify(sc).slice(0, 80)).toMatchObject({ refused: expect.any(String) });
    }
  });

  it.each(ATTACKS)('%s, %i seats: refuses %j', async (id, n, options) => {
    expect((await rulesOf(id)).optionsProblem(options, n)).toEqual(expect.any(String));
  });

  it('a FabRisiko! "no" is not true: only booleans pass', () => {
    expect(fabrisikoRules.optionsProblem({ tournament: false, physicalDice: false, sheets: 2, hopeless: true }, 2)).toBeNull();
    expect(fabrisikoRules.optionsProblem({ tournament: false, physicalDice: 'no', sheets: 2, hopeless: true }, 2)).toBe('bad option physicalDice');
  });
});

describe('import of a save', () => {
  const resolve: ResolveRules = (id) => rulesOf(id);
  const file = (gameId: string, seatCount: number, options: unknown, title = 'Partita') =>
    JSON.stringify({
      app: APP_ID,
      format: EXPORT_FORMAT,
      exportedAt: '2026-12-01T10:00:00.000Z',
      game: {
        gameId,
        title,
        status: 'playing',
        createdAt: 1,
        updatedAt: 1,
        moveCount: 0,
        seats: ['Anna', 'Bruno', 'Carla', 'Dario', 'Elena'].slice(0, seatCount).map((name, i) => ({ name, color: SEAT_COLOR_VALUES[i] })),
        setup: { options, seatCount, seed: 7 },
        contentVersion: 1,
        language: 'it',
        moves: [],
      },
    });

  it.each(ATTACKS)('%s, %i seats: refuses %j with its reason, the database unchanged', async (id, n, options) => {
    const { db } = freshDb();
    const store = new SaveStore(db);
    const before = await dumpDb(db);
    const err = await importSave(store, file(id, n, options), resolve).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImportError);
    expect((err as ImportError).reason).toBe('import.error.options');
    expect(await dumpDb(db)).toEqual(before);
  });

  it('imports the same file with the options the wizard gives', async () => {
    const { db } = freshDb();
    const store = new SaveStore(db);
    expect((await importSave(store, file('fabrisiko', 3, fabrisikoRules.defaultOptions(3)), resolve)).gameId).toBe('fabrisiko');
    expect((await importSave(store, file('corteo', 2, custom()), resolve)).gameId).toBe('corteo');
  });

  it(`refuses a title longer than ${MAX_TITLE} characters, the database unchanged`, async () => {
    const { db } = freshDb();
    const store = new SaveStore(db);
    const before = await dumpDb(db);
    const err = await importSave(store, file('rubico', 5, { firstCenturion: 0 }, 'x'.repeat(10_000)), resolve).catch((e: unknown) => e);
    expect((err as ImportError).reason).toBe('import.error.corrupt');
    expect(await dumpDb(db)).toEqual(before);
    expect((await importSave(store, file('rubico', 5, { firstCenturion: 0 }, 'x'.repeat(MAX_TITLE)), resolve)).title).toHaveLength(MAX_TITLE);
  });
});
