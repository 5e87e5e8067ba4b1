// Scenario Internazionalista (D): its set-up, schedule, presidential motorcade and scoring as
// printed, with the totals the rulebook gives (77 points of fixed objectives; 50 potere units
// for 190 power).
import { describe, expect, it } from 'vitest';
import { hexDistance, hexKey, hexNeighbours, parseHexKey } from '../../../src/engine/hex.ts';
import { CITY, cappucciniFront, cellKey, hexCell } from '../../../src/games/corteo/content/city/index.ts';
import { POTERE_UNITS, unitRecord } from '../../../src/games/corteo/content/pieces.ts';
import { INTERNAZIONALISTA } from '../../../src/games/corteo/content/scenarios/internazionalista.ts';
import { corteoRules } from '../../../src/games/corteo/rules.ts';
import { cityOf, isHex, snap, zocOf } from '../../../src/games/corteo/rules/board.ts';
import { jamSpots } from '../../../src/games/corteo/rules/jams.ts';
import { barricadeSpots } from '../../../src/games/corteo/rules/movement.ts';
import { endGame, objectiveValue } from '../../../src/games/corteo/rules/objectives.ts';
import { frontHexes, mobileDestinations, scenarioHandEnd, scenarioTurnEnd } from '../../../src/games/corteo/rules/scenario.ts';
import { startHexes } from '../../../src/games/corteo/rules/setup.ts';
import { SCENARIO_HOOKS } from '../../../src/games/corteo/rules/steps.ts';
import type { CorteoMove, CorteoState } from '../../../src/games/corteo/rules/types.ts';
import { withContext } from './helpers.ts';
import { stepNow } from '../../../src/games/corteo/rules/now.ts';
import { startAt } from '../../../src/engine/flow.ts';

const cellOf = (h: { q: number; r: number }): [number, number] => hexCell(h) as [number, number];
const OPTIONS = { mode: 'advanced' as const, map: 'citta', scenario: 'internazionalista' };

const play = (s: CorteoState, seat: number, m: CorteoMove) => {
  const r = corteoRules.apply(s, seat, m);
  if (!r.ok) throw new Error(r.reason);
  return r.state;
};

function started(): CorteoState {
  let s = corteoRules.setup(OPTIONS, 2, 7);
  s = play(s, 0, { type: 'done' });
  s = play(s, 0, { type: 'head', component: 'MOV' });
  return play(s, 1, { type: 'done' });
}

const fontana = new Set(CITY.places.find((p) => p.id === 'piazza-fontana')!.hexes);
const kindsOn = (s: CorteoState, hexes: Set<string>) => s.units.filter((u) => hexes.has(u.at)).map((u) => unitRecord(u.id).kind);

/** A state in the movement phase with every unit off the map but the ones named, at offset cells. */
function board(at: Record<string, [number, number]>, more: Partial<CorteoState> = {}): CorteoState {
  const s = corteoRules.setup(OPTIONS, 2, 1);
  for (const u of s.units) u.at = at[u.id] ? cellKey(at[u.id]) : 'reserve';
  return { ...s, flow: startAt('move'), side: 'corteo', headComponent: 'MOV', ...more };
}

const withPieces = (s: CorteoState, cells: ([number, number] | 'off')[]): CorteoState => ({
  ...s,
  scen: { ...s.scen!, pieces: s.scen!.pieces.map((p, i) => ({ ...p, at: cells[i] === 'off' || cells[i] === undefined ? 'off' : cellKey(cells[i] as [number, number]) })) },
});

describe('Internazionalista: set-up and schedule', () => {
  it('the motorcade starts in Piazza Fontana, five pieces a hex each, and the potere places 5 celere there too', () => {
    const s = started();
    expect(s.scen!.pieces).toHaveLength(5);
    for (const p of s.scen!.pieces) expect(fontana.has(p.at), p.at).toBe(true);
    const placed = s.units.filter((u) => u.id.startsWith('p-') && isHex(u.at));
    const count = (k: string) => placed.filter((u) => unitRecord(u.id).kind === k).length;
    expect([count('piantoni'), count('vigili'), count('celere'), count('carabinieri'), count('blindati'), count('lacrimogeni')]).toEqual([10, 5, 10, 0, 0, 0]);
    expect(kindsOn(s, fontana).filter((k) => k === 'celere')).toHaveLength(5);
    const barracks = new Set(CITY.barracks.flatMap((b) => b.hexes));
    expect(kindsOn(s, barracks).filter((k) => k === 'celere')).toHaveLength(5);
    // No unit shares a hex with a piece.
    for (const p of s.scen!.pieces) expect(s.units.some((u) => u.at === p.at)).toBe(false);
  });

  it('celere go to Piazza Fontana until five are there, then only to the barracks', () => {
    let s = corteoRules.setup(OPTIONS, 2, 7);
    s = play(play(s, 0, { type: 'done' }), 0, { type: 'head', component: 'ML' });
    const first = startHexes(s, 'p-celere-1', SCENARIO_HOOKS);
    expect(first.some((k) => fontana.has(k))).toBe(true);
    expect(first.some((k) => !fontana.has(k))).toBe(true);
    for (let i = 1; i <= 5; i++) s = play(s, 1, { type: 'place', unit: `p-celere-${i}`, at: startHexes(s, `p-celere-${i}`, SCENARIO_HOOKS).find((k) => fontana.has(k))! });
    expect(startHexes(s, 'p-celere-6', SCENARIO_HOOKS).some((k) => fontana.has(k))).toBe(false);
    expect(startHexes(s, 'p-celere-6', SCENARIO_HOOKS).length).toBeGreaterThan(0);
  });

  it('only the Movement or the Marxist-Leninists may hold the head', () => {
    const s = play(corteoRules.setup(OPTIONS, 2, 7), 0, { type: 'done' });
    expect(corteoRules.legalMoves(s, 0)).toEqual([{ type: 'head', component: 'MOV' }, { type: 'head', component: 'ML' }]);
    expect(corteoRules.apply(s, 0, { type: 'head', component: 'AUTOP' })).toEqual({ ok: false, reason: 'corteo.error.badHead' });
  });

  it('the schedule brings 10 carabinieri (and the 5 blindati of the base game) at hand 2, 5 lacrimogeni at hands 3 and 4: 50 units, 190 power', () => {
    const byHand = Object.fromEntries(INTERNAZIONALISTA.potere.schedule.map((r) => [r.hand, r.units]));
    expect(byHand).toEqual({
      2: [{ kind: 'blindati', count: 5 }, { kind: 'carabinieri', count: 10 }],
      3: [{ kind: 'lacrimogeni', count: 5 }],
      4: [{ kind: 'lacrimogeni', count: 5 }],
    });
    const starting = INTERNAZIONALISTA.potere.start.reduce((n, l) => n + l.count, 0);
    const later = INTERNAZIONALISTA.potere.schedule.flatMap((r) => r.units!).reduce((n, u) => n + u.count, 0);
    expect(starting + later).toBe(50);
    const power = (kind: string) => POTERE_UNITS.find((u) => u.kind === kind)!.power;
    const total = [...INTERNAZIONALISTA.potere.start, ...INTERNAZIONALISTA.potere.schedule.flatMap((r) => r.units!)].reduce((n, l) => n + l.count * power(l.kind), 0);
    expect(total).toBe(190);
  });

  it('hand 2 brings in exactly the blindati and the carabinieri', () => {
    let s = started();
    for (let i = 0; i < 400 && !(stepNow(s) === 'reinforce' && s.hand === 2); i++) {
      const seat = corteoRules.activeSeats(s)[0];
      const moves = corteoRules.legalMoves(s, seat);
      s = play(s, seat, moves.find((m) => m.type === 'done') ?? moves.find((m) => m.type === 'heads') ?? moves[0]);
    }
    expect(s.reinforce!.kinds.slice().sort()).toEqual([...Array(5).fill('blindati'), ...Array(10).fill('carabinieri')]);
  });
});

describe('Internazionalista: objectives', () => {
  it('embassies, multinationals, government, ruling party, TV and newspapers count, 77 points in all; the rest nothing', () => {
    const s = corteoRules.setup(OPTIONS, 2, 1);
    const keys = Object.keys(CITY.hexes).filter((k) => CITY.hexes[k].terrain === 'obiettivo');
    expect(keys.reduce((n, k) => n + objectiveValue(s, k), 0)).toBe(77);
    const chiesa = CITY.objectives.find((o) => o.kind === 'chiesa')!.hexes[0];
    expect(objectiveValue(s, chiesa)).toBe(0);
    const governo = CITY.objectives.find((o) => o.kind === 'governo')!.hexes[0];
    expect(objectiveValue(s, governo)).toBe(5);
  });

  it('the five hexes in front of the embassy are on Bulvar dei Cappuccini', () => {
    const front = cappucciniFront(CITY);
    expect(front).toHaveLength(5);
    const bulvar = new Set(CITY.places.find((p) => p.id === 'bulvar-cappuccini')!.hexes);
    for (const k of front) expect(bulvar.has(k)).toBe(true);
  });

  it('the spezzoni left in the open are not arrested at the end', () => {
    const s = board({ 'c-AUTOP-66-1': [23, 3] }, { hand: 10 });
    const end = withContext(s, (c) => endGame(c));
    expect(end.units.find((u) => u.id === 'c-AUTOP-66-1')!.at).toBe(cellKey([23, 3]));
    expect(end.score.potere).toBe(0);
  });
});

describe('Internazionalista: the presidential motorcade', () => {
  // A piece on the Bulvar with five celere around it, every other piece gone.
  const escort = { 'p-celere-1': [36, 13], 'p-celere-2': [37, 13], 'p-celere-3': [35, 16], 'p-celere-4': [36, 16], 'p-celere-5': [37, 16] } as Record<string, [number, number]>;

  it('moves only with five potere units within four hexes of where it starts and where it stops', () => {
    const s = withPieces(board(escort, { side: 'potere' }), [[36, 15]]);
    const to = mobileDestinations(s, 'motorcade-1');
    expect(to.length).toBeGreaterThan(0);
    const from = parseHexKey(cellKey([36, 15]));
    for (const k of to) {
      expect(k).not.toBe('off');
      const near = s.units.filter((u) => isHex(u.at) && hexDistance(parseHexKey(u.at), parseHexKey(k)) <= 4);
      expect(near.length).toBeGreaterThanOrEqual(5);
      expect(hexDistance(from, parseHexKey(k))).toBeLessThanOrEqual(8);
    }
    const four = board({ ...escort, 'p-celere-5': [20, 30] }, { side: 'potere' });
    expect(mobileDestinations(withPieces(four, [[36, 15]]), 'motorcade-1')).toEqual([]);
  });

  it('leaves the map only from a road hex of the east edge', () => {
    const near = { 'p-celere-1': [45, 14], 'p-celere-2': [45, 16], 'p-celere-3': [46, 16], 'p-celere-4': [44, 15], 'p-celere-5': [44, 14] } as Record<string, [number, number]>;
    const s = withPieces(board(near, { side: 'potere' }), [[47, 15]]);
    expect(mobileDestinations(s, 'motorcade-1')).toContain('off');
    const r = corteoRules.apply(s, 1, { type: 'mobile', piece: 'motorcade-1', to: 'off' });
    expect(r.ok && r.state.scen!.pieces[0].at).toBe('off');
    const inner = withPieces(board(escort, { side: 'potere' }), [[36, 15]]);
    expect(mobileDestinations(inner, 'motorcade-1')).not.toContain('off');
  });

  it('no unit enters its hex, and no barricade goes up within four hexes of it', () => {
    const s = withPieces(board({ 'c-MOV-44-1': [34, 15] }), [[36, 15]]);
    const spots = barricadeSpots(s, 'c-MOV-44-1');
    expect(spots).toEqual([]);
    const moves = corteoRules.legalMoves(s, 0);
    expect(moves.some((m) => m.type === 'move' && m.to === cellKey([36, 15]))).toBe(false);
    const far = withPieces(board({ 'c-MOV-44-1': [23, 3] }), ['off']);
    expect(barricadeSpots(far, 'c-MOV-44-1').length).toBeGreaterThan(0);
  });
});

describe('Internazionalista: scoring', () => {
  const body: Record<string, [number, number]> = { 'c-MOV-44-1': [14, 10], 'c-MOV-42-1': [15, 10], 'c-ML-44-1': [16, 10] };

  it('20 points once for the corteo beyond the walls, with the corteo and not with a lone unit', () => {
    const lone = withPieces(board({ 'c-MOV-44-1': [4, 3], 'c-MOV-42-1': [5, 3], 'c-AUTOP-66-1': [20, 10] }), []);
    expect(withContext(lone, (c) => scenarioTurnEnd(c)).score.corteo).toBe(0);
    const s = withPieces(board(body), []);
    const once = withContext(s, (c) => scenarioTurnEnd(c));
    expect(once.score.corteo).toBe(20);
    expect(once.scen!.crossed).toEqual(['mura']);
    expect(withContext(once, (c) => scenarioTurnEnd(c)).score.corteo).toBe(20);
  });

  it('the river and the east edge are 20 more each', () => {
    const s = withPieces(board({ 'c-MOV-44-1': [40, 13], 'c-MOV-42-1': [41, 13] }), []);
    expect(withContext(s, (c) => scenarioTurnEnd(c)).score.corteo).toBe(40);
    const edge = withPieces(board({ 'c-MOV-44-1': [47, 13], 'c-MOV-42-1': [46, 13] }), []);
    expect(withContext(edge, (c) => scenarioTurnEnd(c)).score.corteo).toBe(60);
  });

  it('5 points at the end of every turn for each motorcade piece in the corteo\u2019s ZOC', () => {
    const piece = cellKey([24, 6]);
    const next = hexNeighbours(parseHexKey(piece)).map(hexKey).find((k) => cityOf(board({})).hexes[k]?.terrain === 'strada')!;
    let s = withPieces(board({}), [[24, 6], [4, 3]]);
    s = { ...s, units: s.units.map((u) => (u.id === 'c-MOV-44-1' ? { ...u, at: next } : u)) };
    expect(zocOf(s, 'corteo').has(piece)).toBe(true);
    const once = withContext(s, (c) => scenarioTurnEnd(c));
    expect(once.score.corteo).toBe(5 + 20);
    expect(withContext(once, (c) => scenarioTurnEnd(c)).score.corteo).toBe(5 + 20 + 5);
  });

  it('from hand 7, 10 points to the potere for each hand the five pieces stand in front of the embassy', () => {
    const front = frontHexes(board({})).map((k) => parseHexKey(k));
    const cells = front.map((h) => cellOf(h));
    const s = withPieces(board({}, { hand: 6, side: 'potere' }), cells);
    expect(withContext(s, (c) => scenarioHandEnd(c)).score.potere).toBe(0);
    const seventh = withContext({ ...s, hand: 7 }, (c) => scenarioHandEnd(c));
    expect(seventh.score.potere).toBe(10);
    const four = withPieces(s, cells.slice(0, 4));
    expect(withContext({ ...four, hand: 8 }, (c) => scenarioHandEnd(c)).score.potere).toBe(0);
    expect(withContext({ ...s, hand: 8, scen: { ...s.scen!, lost: true } }, (c) => scenarioHandEnd(c)).score.potere).toBe(0);
  });

  it('a piece that stops, or moves back, away from the embassy loses those points; a piece in front may stay', () => {
    const cells = frontHexes(board({})).map((k) => cellOf(parseHexKey(k)));
    const parked = withPieces(board({}, { side: 'potere' }), cells);
    expect(withContext(parked, (c) => scenarioTurnEnd(c)).scen!.lost).toBe(false);
    const stopped = withPieces(board({}, { side: 'potere' }), [[25, 15], ...cells.slice(1)]);
    expect(withContext(stopped, (c) => scenarioTurnEnd(c)).scen!.lost).toBe(true);
    // At the corteo's turn end nothing is asked of the pieces.
    expect(withContext({ ...stopped, side: 'corteo' }, (c) => scenarioTurnEnd(c)).scen!.lost).toBe(false);
    const escort = { 'p-celere-1': [36, 13], 'p-celere-2': [37, 13], 'p-celere-3': [35, 16], 'p-celere-4': [36, 16], 'p-celere-5': [37, 16] } as Record<string, [number, number]>;
    const s = withPieces(board(escort, { side: 'potere' }), [[38, 15]]);
    const back = mobileDestinations(s, 'motorcade-1').find((k) => cellOf(parseHexKey(k))[0] < 36)!;
    const r = corteoRules.apply(s, 1, { type: 'mobile', piece: 'motorcade-1', to: back });
    expect(r.ok && r.state.scen!.lost).toBe(true);
  });

  it('the corteo on the embassy takes those points away', () => {
    const embassy = CITY.objectives.find((o) => o.id === 'diplo-cappuccini')!.hexes[0];
    let s = withPieces(board({}), []);
    s = { ...s, units: s.units.map((u) => (u.id === 'c-MOV-44-1' ? { ...u, at: embassy } : u)) };
    expect(withContext(s, (c) => scenarioTurnEnd(c)).scen!.lost).toBe(true);
  });

  it('the final score is the corteo\u2019s points less the potere\u2019s, on the advanced game\u2019s victory table', () => {
    const s = withPieces(board({}, { hand: 10, score: { corteo: 60, potere: 10 } }), []);
    const end = withContext(s, (c) => endGame(c));
    expect(end.result).toEqual({ final: 50, level: 'corteo.victory.corteoNarrow', winner: 'corteo' });
  });
});

describe('Internazionalista with the special rules', () => {
  it('no traffic jam may form near the motorcade, as no barricade may', () => {
    let s = corteoRules.setup({ ...OPTIONS, special: { smoke: false, shortThrows: false, jams: true, national: false } }, 2, 7);
    s = play(s, 0, { type: 'done' });
    s = play(s, 0, { type: 'head', component: 'MOV' });
    s = play(s, 1, { type: 'done' });
    expect(stepNow(s)).toBe('move');
    const spots = jamSpots(s, snap(s));
    expect(spots.length).toBeGreaterThan(0);
    const within = INTERNAZIONALISTA.pieces![0].noBarricadesWithin!;
    for (const k of spots) for (const p of s.scen!.pieces) expect(hexDistance(parseHexKey(k), parseHexKey(p.at)), k).toBeGreaterThan(within);
  });
});
