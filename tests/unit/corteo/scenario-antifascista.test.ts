// Scenario Antifascista (D): its set-up, schedule, dissidents, reactionary rally and scoring as
// printed, with the totals the rulebook gives (68 points of fixed objectives; 50 potere units for
// 190 power; 30 and 10 for the rally's dissolution; 7 a piece to the clinic or to safety).
import { describe, expect, it } from 'vitest';
import { hexKey, hexNeighbours, parseHexKey } from '../../../src/engine/hex.ts';
import { CITY, cellKey, hexCell } from '../../../src/games/corteo/content/city/index.ts';
import { WALL_COL } from '../../../src/games/corteo/content/city/plan.ts';
import { POTERE_UNITS, unitRecord } from '../../../src/games/corteo/content/pieces.ts';
import { ANTIFASCISTA, DISSIDENT_IDS } from '../../../src/games/corteo/content/scenarios/antifascista.ts';
import { corteoRules } from '../../../src/games/corteo/rules.ts';
import { activationMoves, rallyDestinations, rallyHandEnd, rallyHandStart } from '../../../src/games/corteo/rules/antifascista.ts';
import { isHex, zocOf } from '../../../src/games/corteo/rules/board.ts';
import { endGame, objectiveValue } from '../../../src/games/corteo/rules/objectives.ts';
import { scheduleOf } from '../../../src/games/corteo/rules/scenario.ts';
import { startHexes } from '../../../src/games/corteo/rules/setup.ts';
import { SCENARIO_HOOKS } from '../../../src/games/corteo/rules/steps.ts';
import type { CorteoMove, CorteoOptions, CorteoState } from '../../../src/games/corteo/rules/types.ts';
import { withContext } from './helpers.ts';
import { stepNow } from '../../../src/games/corteo/rules/now.ts';
import { startAt } from '../../../src/engine/flow.ts';

const OPTIONS: CorteoOptions = { mode: 'advanced', map: 'citta', scenario: 'antifascista' };
const cellOf = (k: string) => hexCell(parseHexKey(k));

const play = (s: CorteoState, seat: number, m: CorteoMove) => {
  const r = corteoRules.apply(s, seat, m);
  if (!r.ok) throw new Error(r.reason);
  return r.state;
};

function started(options: CorteoOptions = OPTIONS): CorteoState {
  let s = corteoRules.setup(options, 2, 7);
  s = play(s, 0, { type: 'done' });
  s = play(s, 0, { type: 'head', component: 'MOV' });
  return play(s, 1, { type: 'done' });
}

const placeHexes = (id: string) => new Set(CITY.places.find((p) => p.id === id)!.hexes);
const robba = placeHexes('piazza-robba');

/** A state in the movement phase with every unit off the map but the ones named, at offset cells. */
function board(at: Record<string, [number, number]>, more: Partial<CorteoState> = {}, options: CorteoOptions = OPTIONS): CorteoState {
  const s = corteoRules.setup(options, 2, 1);
  for (const u of s.units) u.at = at[u.id] ? cellKey(at[u.id]) : 'reserve';
  return { ...s, flow: startAt('move'), side: 'corteo', headComponent: 'MOV', ...more };
}

/** The rally's pieces at these cells (the rest in the clinic of Via Orale). */
const withRally = (s: CorteoState, cells: [number, number][], rest: Partial<CorteoState['scen'] & object> = {}): CorteoState => ({
  ...s,
  scen: {
    ...s.scen!,
    ...rest,
    pieces: s.scen!.pieces.map((p, i) => (cells[i] ? { id: p.id, at: cellKey(cells[i]) } : { id: p.id, at: cellKey([38, 23]), rest: 'clinic' as const })),
  },
});

/** A free neighbour of a hex where a corteo unit may stand. */
const besideOn = (cell: [number, number], terrain: string[] = ['strada', 'viale']) =>
  hexCell(hexNeighbours(parseHexKey(cellKey(cell))).find((h) => terrain.includes(CITY.hexes[hexKey(h)]?.terrain ?? ''))!) as [number, number];

describe('Antifascista: set-up and schedule', () => {
  it('the rally stands in Piazza della Robba, ten pieces one a hex, with 5 celere; the rest as in the base game', () => {
    const s = started();
    expect(s.scen!.pieces).toHaveLength(10);
    expect(new Set(s.scen!.pieces.map((p) => p.at)).size).toBe(10);
    for (const p of s.scen!.pieces) expect(robba.has(p.at), p.at).toBe(true);
    const placed = s.units.filter((u) => u.id.startsWith('p-') && isHex(u.at));
    const count = (k: string) => placed.filter((u) => unitRecord(u.id).kind === k).length;
    expect([count('piantoni'), count('vigili'), count('celere'), count('carabinieri'), count('blindati'), count('lacrimogeni')]).toEqual([10, 5, 10, 0, 0, 0]);
    expect(placed.filter((u) => robba.has(u.at) && unitRecord(u.id).kind === 'celere')).toHaveLength(5);
    for (const p of s.scen!.pieces) expect(s.units.some((u) => u.at === p.at)).toBe(false);
  });

  it('50 potere units for 190 power: 10 carabinieri and the 5 blindati at hand 2, 5 lacrimogeni at hands 3 and 4', () => {
    const lines = [...ANTIFASCISTA.potere.start, ...ANTIFASCISTA.potere.schedule.flatMap((r) => r.units!)];
    const power = (kind: string) => POTERE_UNITS.find((u) => u.kind === kind)!.power;
    expect(lines.reduce((n, l) => n + l.count, 0)).toBe(50);
    expect(lines.reduce((n, l) => n + l.count * power(l.kind), 0)).toBe(190);
    expect(Object.fromEntries(ANTIFASCISTA.potere.schedule.map((r) => [r.hand, r.units]))).toEqual({
      2: [{ kind: 'blindati', count: 5 }, { kind: 'carabinieri', count: 10 }],
      3: [{ kind: 'lacrimogeni', count: 5 }],
      4: [{ kind: 'lacrimogeni', count: 5 }],
    });
  });

  it('only the Movement or Lotta Continua may hold the head', () => {
    const s = play(corteoRules.setup(OPTIONS, 2, 7), 0, { type: 'done' });
    expect(corteoRules.legalMoves(s, 0)).toEqual([{ type: 'head', component: 'MOV' }, { type: 'head', component: 'LC' }]);
  });

  it('in Piazzale Odio the rally and its celere stand there, and the blindati start east of the walls instead of coming at hand 2', () => {
    const options = { ...OPTIONS, rallyPlace: 'piazzale-odio' };
    let s = corteoRules.setup(options, 2, 7);
    const odio = placeHexes('piazzale-odio');
    for (const p of s.scen!.pieces) expect(odio.has(p.at)).toBe(true);
    s = play(play(s, 0, { type: 'done' }), 0, { type: 'head', component: 'LC' });
    const east = startHexes(s, 'p-blindati-1', SCENARIO_HOOKS);
    expect(east.length).toBeGreaterThan(0);
    for (const k of east) expect(cellOf(k)[0]).toBeGreaterThanOrEqual(WALL_COL);
    s = play(s, 1, { type: 'done' });
    const blindati = s.units.filter((u) => unitRecord(u.id).kind === 'blindati');
    for (const u of blindati) expect(isHex(u.at) && cellOf(u.at)[0] >= WALL_COL, u.at).toBe(true);
    expect(s.units.filter((u) => odio.has(u.at) && unitRecord(u.id).kind === 'celere')).toHaveLength(5);
    expect(scheduleOf(s, SCENARIO_HOOKS).find((r) => r.hand === 2)!.units).toEqual([{ kind: 'carabinieri', count: 10 }]);
    // In Piazza della Robba the blindati wait for hand 2.
    expect(startHexes(play(play(corteoRules.setup(OPTIONS, 2, 7), 0, { type: 'done' }), 0, { type: 'head', component: 'LC' }), 'p-blindati-1', SCENARIO_HOOKS)).toEqual([]);
  });
});

describe('Antifascista: the rally\u2019s four places', () => {
  it.each(['piazza-robba', 'piazzale-odio', 'piazzale-bombe', 'piazza-quinta-colonna'])('%s: ten pieces in the square, its 5 celere in it or beside it', (place) => {
    const s = started({ ...OPTIONS, rallyPlace: place });
    const hexes = placeHexes(place);
    expect(stepNow(s)).toBe('move');
    for (const p of s.scen!.pieces) expect(hexes.has(p.at)).toBe(true);
    const near = s.units.filter((u) => isHex(u.at) && unitRecord(u.id).kind === 'celere' && (hexes.has(u.at) || hexNeighbours(parseHexKey(u.at)).some((h) => hexes.has(hexKey(h)))));
    expect(near.length).toBeGreaterThanOrEqual(5);
  });
});

describe('Antifascista: objectives', () => {
  it('reactionary seats, government, ruling party, TV, newspapers, cinema, bar, hotel and law courts count, 68 points in all; the rest nothing', () => {
    const s = corteoRules.setup(OPTIONS, 2, 1);
    const keys = Object.keys(CITY.hexes).filter((k) => CITY.hexes[k].terrain === 'obiettivo');
    expect(keys.reduce((n, k) => n + objectiveValue(s, k), 0)).toBe(68);
    expect(ANTIFASCISTA.objectives.total).toBe(68);
    for (const kind of ['diplomatica', 'multinazionale', 'chiesa', 'clinica', 'negozio', 'poc', 'carcere']) {
      expect(objectiveValue(s, CITY.objectives.find((o) => o.kind === kind)!.hexes[0]), kind).toBe(0);
    }
  });

  it('the spezzoni left in the open are not arrested at the end', () => {
    const s = board({ 'c-AUTOP-66-1': [23, 3] }, { hand: 10 });
    const end = withContext(s, (c) => endGame(c));
    expect(end.units.find((u) => u.id === 'c-AUTOP-66-1')!.at).toBe(cellKey([23, 3]));
    expect(end.score.potere).toBe(0);
  });
});

describe('Antifascista: the dissidents', () => {
  it('are placed before the game on case popolari hexes, single or two stacked, and wait there out of play', () => {
    let s = corteoRules.setup(OPTIONS, 2, 7);
    const where = startHexes(s, DISSIDENT_IDS[0], SCENARIO_HOOKS);
    expect(where.length).toBeGreaterThan(0);
    for (const k of where) expect(CITY.hexes[k].terrain).toBe('popolari');
    const home = cellKey([6, 27]);
    s = play(s, 0, { type: 'place', unit: DISSIDENT_IDS[0], at: home });
    s = play(s, 0, { type: 'place', unit: DISSIDENT_IDS[1], at: home });
    expect(startHexes(s, DISSIDENT_IDS[2], SCENARIO_HOOKS)).not.toContain(home);
    expect(s.scen!.dormant).toEqual({ [DISSIDENT_IDS[0]]: home, [DISSIDENT_IDS[1]]: home });
    s = play(s, 0, { type: 'done' });
    expect(Object.keys(s.scen!.dormant!).sort()).toEqual([...DISSIDENT_IDS].sort());
    for (const id of DISSIDENT_IDS) expect(s.units.find((u) => u.id === id)!.at).toBe('reserve');
  });

  it('a unit of the head\u2019s component with one in its ZOC rolls: odd activates it, and it moves at once', () => {
    const home: [number, number] = [6, 27];
    const beside = besideOn(home, ['popolari']);
    const s0 = board({ 'c-MOV-44-1': beside }, {}, { ...OPTIONS, physicalDice: true });
    const s = { ...s0, scen: { ...s0.scen!, dormant: { [DISSIDENT_IDS[0]]: cellKey(home) } } };
    expect(zocOf(s, 'corteo').has(cellKey(home))).toBe(true);
    expect(activationMoves(s).map((m) => (m as { faces: number[] }).faces[0])).toEqual([1, 2, 3, 4, 5, 6]);
    const on = play(s, 0, { type: 'activate', unit: DISSIDENT_IDS[0], faces: [3] });
    expect(on.units.find((u) => u.id === DISSIDENT_IDS[0])!.at).toBe(cellKey(home));
    expect(on.scen!.dormant).toEqual({});
    expect(corteoRules.legalMoves(on, 0).some((m) => m.type === 'move' && m.unit === DISSIDENT_IDS[0])).toBe(true);
  });

  it('even has no effect, and the die is rolled once a phase; a unit of another component cannot activate', () => {
    const home: [number, number] = [6, 27];
    const beside = besideOn(home, ['popolari']);
    const s0 = board({ 'c-MOV-44-1': beside }, {}, { ...OPTIONS, physicalDice: true });
    const s = { ...s0, scen: { ...s0.scen!, dormant: { [DISSIDENT_IDS[0]]: cellKey(home) } } };
    const off = play(s, 0, { type: 'activate', unit: DISSIDENT_IDS[0], faces: [4] });
    expect(off.scen!.dormant).toEqual({ [DISSIDENT_IDS[0]]: cellKey(home) });
    expect(activationMoves(off)).toEqual([]);
    expect(corteoRules.apply(off, 0, { type: 'activate', unit: DISSIDENT_IDS[0], faces: [3] })).toEqual({ ok: false, reason: 'corteo.error.cannotActivate' });
    // The next hand, another try.
    expect(activationMoves({ ...off, hand: 2 }).length).toBe(6);
    const other = board({ 'c-AUTOP-64-1': beside }, {}, { ...OPTIONS, physicalDice: true });
    expect(activationMoves({ ...other, scen: { ...other.scen!, dormant: { [DISSIDENT_IDS[0]]: cellKey(home) } } })).toEqual([]);
  });

  it('waiting, they have no ZOC and never move', () => {
    const home = cellKey([6, 27]);
    const s0 = board({});
    const s = { ...s0, scen: { ...s0.scen!, dormant: { [DISSIDENT_IDS[0]]: home } } };
    expect(zocOf(s, 'corteo').size).toBe(0);
    expect(corteoRules.legalMoves(s, 0).some((m) => 'unit' in m && m.unit === DISSIDENT_IDS[0])).toBe(false);
  });
});

describe('Antifascista: the rally', () => {
  const square: [number, number][] = [[18, 25], [19, 25], [20, 25], [21, 25], [18, 26], [19, 26], [20, 26], [21, 26], [18, 27], [19, 27]];

  it('stays in its square until hand 5, then moves on foot, one piece a hex, never onto another piece', () => {
    const early = withRally(board({}, { side: 'potere', hand: 4 }), square);
    expect(corteoRules.legalMoves(early, 1).some((m) => m.type === 'mobile')).toBe(false);
    const s = withRally(board({}, { side: 'potere', hand: 5 }), square);
    const to = rallyDestinations(s, 'rally-1');
    expect(to.length).toBeGreaterThan(0);
    for (const p of s.scen!.pieces) expect(to).not.toContain(p.at);
    const moved = play(s, 1, { type: 'mobile', piece: 'rally-1', to: to[0] });
    expect(moved.scen!.pieces[0].at).toBe(to[0]);
    // Once a phase.
    expect(rallyDestinations(moved, 'rally-1')).toEqual([]);
  });

  it('entering a barracks hex it is safe and stays; two pieces fit a barracks hex, never with potere units', () => {
    const rocca = CITY.barracks.find((b) => b.number === 2)!;
    const exit = cellOf(rocca.exits[0]) as [number, number];
    const s = withRally(board({}, { side: 'potere', hand: 6 }), [exit]);
    const into = rallyDestinations(s, 'rally-1').filter((k) => rocca.hexes.includes(k));
    expect(into.length).toBeGreaterThan(0);
    const safe = play(s, 1, { type: 'mobile', piece: 'rally-1', to: into[0] });
    expect(safe.scen!.pieces[0]).toMatchObject({ rest: 'safe', hand: 6 });
    expect(rallyDestinations({ ...safe, scen: { ...safe.scen!, moved: [] } }, 'rally-1')).toEqual([]);
    const guarded = withRally(board({ 'p-celere-1': cellOf(rocca.hexes[0]) as [number, number], 'p-celere-2': cellOf(rocca.hexes[1]) as [number, number] }, { side: 'potere', hand: 6 }), [exit]);
    expect(rallyDestinations(guarded, 'rally-1').filter((k) => rocca.hexes.includes(k))).toEqual([]);
  });

  it('never enters a corteo unit\u2019s hex, and entering the corteo\u2019s ZOC ends its move', () => {
    const s = withRally(board({ 'c-MOV-44-1': [20, 27] }, { side: 'potere', hand: 5 }), [[20, 25]]);
    const zoc = zocOf(s, 'corteo');
    const to = rallyDestinations(s, 'rally-1');
    expect(to).not.toContain(cellKey([20, 27]));
    expect(to.some((k) => zoc.has(k))).toBe(true);
    const free = rallyDestinations(withRally(board({}, { side: 'potere', hand: 5 }), [[20, 25]]), 'rally-1');
    expect(free.length).toBeGreaterThan(to.length);
  });

  it('a corteo unit entering a piece\u2019s hex sends it to the nearest clinic: 7 points, and before hand 5 the rally dissolves, 30 more', () => {
    const piece: [number, number] = [21, 25];
    const beside = besideOn(piece);
    const s = withRally(board({ 'c-MOV-44-1': beside }, { hand: 3 }), [piece, [18, 25]]);
    expect(corteoRules.legalMoves(s, 0)).toContainEqual({ type: 'move', unit: 'c-MOV-44-1', to: cellKey(piece) });
    const hit = play(s, 0, { type: 'move', unit: 'c-MOV-44-1', to: cellKey(piece) });
    const p = hit.scen!.pieces[0];
    expect(p.rest).toBe('clinic');
    expect(CITY.objectives.find((o) => o.kind === 'clinica' && o.hexes.includes(p.at))).toBeDefined();
    expect(hit.score.corteo).toBe(37);
    expect(hit.scen!.dissolved).toBe(3);
    // The unit stops on the hex it took.
    expect(hit.moving).toBeNull();
    expect(hit.units.find((u) => u.id === 'c-MOV-44-1')!.at).toBe(cellKey(piece));
    // A second piece later: 7 only.
    const beside2 = besideOn([18, 25]);
    const again = play({ ...hit, units: hit.units.map((u) => (u.id === 'c-LC-44-1' ? { ...u, at: cellKey(beside2) } : u)) }, 0, { type: 'move', unit: 'c-LC-44-1', to: cellKey([18, 25]) });
    expect(again.score.corteo).toBe(44);
  });

  it('a piece on a reactionary organisation\u2019s hex is worth double; the clinics hold any number', () => {
    const reaz = cellOf(CITY.objectives.find((o) => o.id === 'reaz-marocchino')!.hexes[0]) as [number, number];
    const beside = besideOn(reaz);
    const s = withRally(board({ 'c-MOV-44-1': beside }, { hand: 6 }), [reaz], { dissolved: 5 });
    const hit = play(s, 0, { type: 'move', unit: 'c-MOV-44-1', to: cellKey(reaz) });
    expect(hit.score.corteo).toBe(14);
    expect(new Set(hit.scen!.pieces.map((p) => p.at)).size).toBeLessThan(3);
  });

  it('a rally still whole at the start of hand 5 dissolves then: 10 points to the potere, once', () => {
    const s = withRally(board({}, { hand: 5 }), square);
    const once = withContext(s, (c) => rallyHandStart(c));
    expect(once.score.potere).toBe(10);
    expect(once.scen!.dissolved).toBe(5);
    expect(withContext(once, (c) => rallyHandStart(c)).score.potere).toBe(10);
    const broken = withRally(board({}, { hand: 5 }), square.slice(0, 9), { dissolved: 2 });
    expect(withContext(broken, (c) => rallyHandStart(c)).score.potere).toBe(0);
  });
});

describe('Antifascista: the schedule of the return', () => {
  const barracks = CITY.barracks.flatMap((b) => b.hexes);
  /** The state at the end of `hand` with `safe` pieces in the barracks, `counted` of them already counted. */
  const at = (hand: number, safe: number, counted: number, arrived = hand): CorteoState => {
    const s = board({}, { hand, side: 'potere', flow: startAt('combat') });
    return {
      ...s,
      scen: {
        ...s.scen!,
        dissolved: 5,
        counted,
        pieces: s.scen!.pieces.map((p, i) => (i < safe ? { id: p.id, at: barracks[i], rest: 'safe' as const, hand: arrived } : { id: p.id, at: cellKey([38, 23]), rest: 'clinic' as const })),
      },
    };
  };

  it('1 at hand 6, then 2, 2, 2 and 3 more: 7 points a piece, 70 in all with the 10 of the dissolution', () => {
    const due = [[6, 1], [7, 3], [8, 5], [9, 7], [10, 10]] as const;
    let counted = 0;
    let total = 0;
    for (const [hand, safe] of due) {
      const end = withContext(at(hand, safe, counted), (c) => rallyHandEnd(c));
      total += end.score.potere;
      expect(end.scen!.counted).toBe(safe);
      counted = safe;
    }
    expect(total).toBe(70);
    expect(total + ANTIFASCISTA.rally!.dissolvedOnTime).toBe(80);
  });

  it('a hand that misses its number scores nothing, even if the next one makes it up', () => {
    const missed = withContext(at(7, 2, 1), (c) => rallyHandEnd(c));
    expect(missed.score.potere).toBe(0);
    expect(missed.log.flat().some((e) => e.key === 'corteo.log.rallyMissed')).toBe(true);
    // Hand 8 brings 3 more (2 due): only those 3 score.
    expect(withContext(at(8, 5, 2), (c) => rallyHandEnd(c)).score.potere).toBe(21);
  });

  it('pieces saved in hand 5 count with hand 6; after hand 10 nothing more scores', () => {
    expect(withContext(at(5, 1, 0), (c) => rallyHandEnd(c)).scen!.counted).toBe(0);
    expect(withContext(at(6, 2, 0, 5), (c) => rallyHandEnd(c)).score.potere).toBe(14);
    const late = withContext({ ...at(11, 4, 2), options: { ...OPTIONS, extraHands: 2 } }, (c) => rallyHandEnd(c));
    expect(late.score.potere).toBe(0);
  });
});

describe('Antifascista: extra hands by agreement', () => {
  it('the game ends after 10 hands plus those agreed', () => {
    const s = { ...board({}, { hand: 10, side: 'potere' as const }, { ...OPTIONS, extraHands: 2 }), step: 'combat' as const };
    const r = corteoRules.apply({ ...s, flow: startAt('move') }, 1, { type: 'done' });
    expect(r.ok && r.state.hand).toBe(11);
    const last = corteoRules.apply({ ...s, hand: 12, flow: startAt('move') }, 1, { type: 'done' });
    expect(last.ok && stepNow(last.state)).toBe('over');
  });
});
