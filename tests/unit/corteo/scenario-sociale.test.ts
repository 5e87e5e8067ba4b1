// Scenario Sociale (D): its set-up, schedule and scoring as printed, with the totals the rulebook
// gives (40 corteo units, 7 of them for 32 power, the 132 printed being 134 with the box's 33 at 102; 50 potere units for 190; 150 points of
// fixed objectives; 30 for the secret place on 6 of its grey hexes, 1 a hex for the head, 10 for
// the dispersal; the weak units going home from hand 6), and the secret place's privacy.
import { describe, expect, it } from 'vitest';
import { hexDistance, hexKey, hexNeighbours, parseHexKey } from '../../../src/engine/hex.ts';
import { step } from '../../../src/engine/replay.ts';
import { CITY } from '../../../src/games/corteo/content/city/index.ts';
import { CORTEO_UNITS, SPECIAL_UNITS, unitRecord } from '../../../src/games/corteo/content/pieces.ts';
import { SOCIALE } from '../../../src/games/corteo/content/scenarios/sociale.ts';
import { SCENARIO_RULINGS } from '../../../src/games/corteo/content/scenarios/index.ts';
import { corteoRules } from '../../../src/games/corteo/rules.ts';
import { isHex } from '../../../src/games/corteo/rules/board.ts';
import { objectiveValue } from '../../../src/games/corteo/rules/objectives.ts';
import { scheduleOf } from '../../../src/games/corteo/rules/scenario.ts';
import { destinations } from '../../../src/games/corteo/rules/movement.ts';
import { gatherPlaces, greyHexes, socialeHandEnd, socialeTurnEnd } from '../../../src/games/corteo/rules/sociale.ts';
import { draft } from '../../../src/games/corteo/rules/context.ts';
import { SCENARIO_HOOKS, corteoContext } from '../../../src/games/corteo/rules/steps.ts';
import type { CorteoMove, CorteoOptions, CorteoState } from '../../../src/games/corteo/rules/types.ts';
import checks from '../../../src/games/corteo/checks.ts';
import { withContext } from './helpers.ts';
import { stepNow } from '../../../src/games/corteo/rules/now.ts';
import { startAt } from '../../../src/engine/flow.ts';

const OPTIONS: CorteoOptions = { mode: 'advanced', map: 'citta', scenario: 'sociale' };
const SECRET = 'piazza-fontana';

const play = (s: CorteoState, seat: number, m: CorteoMove) => {
  const r = corteoRules.apply(s, seat, m);
  if (!r.ok) throw new Error(r.reason);
  return r.state;
};

/** Gathering place written, spezzoni placed where the rules put them first, head chosen, potere placed. */
function started(place = SECRET): CorteoState {
  let s = corteoRules.setup(OPTIONS, 2, 7);
  s = play(s, 0, { type: 'gather', place });
  s = play(s, 0, { type: 'done' });
  s = play(s, 0, { type: 'head', component: 'MOV' });
  return play(s, 1, { type: 'done' });
}

const place = (id: string) => CITY.places.find((p) => p.id === id)!;
const edges = new Set(Object.values(CITY.edges).flat());

/** `n` grey hexes of a place, connected to one another (a walk from its first one). */
function connectedGrey(id: string, n: number): string[] {
  const grey = new Set(greyHexes(CITY, place(id)));
  const start = [...grey][0];
  const out = [start];
  for (let i = 0; i < out.length && out.length < n; i++) {
    for (const h of hexNeighbours(parseHexKey(out[i]))) {
      const k = hexKey(h);
      if (grey.has(k) && !out.includes(k) && out.length < n) out.push(k);
    }
  }
  return out;
}

/** A movement-phase board: the corteo's units named on hexes (two a hex), everyone else off the map. */
function board(hexes: readonly string[], count: number, more: Partial<CorteoState> = {}): CorteoState {
  const s = started();
  const corteo = s.units.filter((u) => unitRecord(u.id).side === 'corteo').map((u) => u.id);
  const at = new Map(corteo.slice(0, count).map((id, i) => [id, hexes[Math.floor(i / 2)]]));
  const units = s.units.map((u) => ({ id: u.id, at: at.get(u.id) ?? (unitRecord(u.id).side === 'corteo' ? 'reserve' : 'reserve') }));
  return { ...s, units, flow: startAt('move'), side: 'corteo', ...more, scen: { ...s.scen!, ...(more.scen ?? {}) } };
}

const points = (s: CorteoState, why: string) =>
  s.log.flat().filter((e) => e.key === 'corteo.log.scenarioPoints' && e.params?.why === why).reduce((n, e) => n + Number(e.params?.points), 0);

describe('Sociale: set-up', () => {
  it('40 corteo units: the 33 of the advanced game and 7 Movement units with an asterisk for the printed 32 (134 power: the box\u2019s 33 make 102, not the 100 printed)', () => {
    const s = corteoRules.setup(OPTIONS, 2, 1);
    const corteo = s.units.filter((u) => unitRecord(u.id).side === 'corteo');
    const power = (ids: readonly { id: string }[]) => ids.reduce((n, u) => n + unitRecord(u.id).power, 0);
    expect(corteo).toHaveLength(40);
    expect(power(corteo)).toBe(134);
    expect(power(CORTEO_UNITS)).toBe(102);
    const asterisk = SPECIAL_UNITS.filter((u) => u.special === 'asterisk');
    expect(asterisk).toHaveLength(7);
    expect(asterisk.every((u) => u.component === 'MOV')).toBe(true);
    expect(power(asterisk)).toBe(32);
  });

  it('starts with the corteo choosing its gathering place in secret, among places of at least 11 grey hexes', () => {
    const s = corteoRules.setup(OPTIONS, 2, 1);
    expect(corteoRules.decision(s)).toEqual({ seat: 0, secret: true, kind: 'corteo.step.gather' });
    const moves = corteoRules.legalMoves(s, 0);
    expect(moves.length).toBe(gatherPlaces(s).length);
    expect(moves.length).toBeGreaterThanOrEqual(10);
    for (const p of gatherPlaces(s)) expect(greyHexes(CITY, p).length, p.id).toBeGreaterThanOrEqual(11);
    // Lanes and buildings are not places to call a corteo to.
    expect(gatherPlaces(s).map((p) => p.id)).not.toContain('via-dotto');
    expect(corteoRules.apply(s, 0, { type: 'gather', place: 'piazza-san-carlo' })).toEqual({ ok: false, reason: 'corteo.error.badGather' });
  });

  it('16 spezzoni start scattered: 4 on crowded places, 4 on metro stations, 8 on case popolari; the other 24 wait to enter from the edges', () => {
    const s = started();
    const onMap = s.units.filter((u) => isHex(u.at) && unitRecord(u.id).side === 'corteo');
    expect(onMap).toHaveLength(16);
    expect(onMap.every((u) => unitRecord(u.id).kind === 'spezzone')).toBe(true);
    const on = (t: string) => onMap.filter((u) => CITY.hexes[u.at].terrain === t).length;
    expect([on('affollato'), on('metro'), on('popolari')]).toEqual([4, 4, 8]);
    expect(s.units.filter((u) => u.at === 'reserve' && unitRecord(u.id).side === 'corteo')).toHaveLength(24);
  });

  it('only the Movement or the Autonomia may hold the head', () => {
    let s = corteoRules.setup(OPTIONS, 2, 1);
    s = play(s, 0, { type: 'gather', place: SECRET });
    s = play(s, 0, { type: 'done' });
    expect(corteoRules.legalMoves(s, 0).map((m) => (m.type === 'head' ? m.component : ''))).toEqual(['MOV', 'AUTOP']);
  });

  it('the potere places all its 50 units (190 power) before the game, within 6 hexes of an objective or barracks, the piantoni on objectives; nothing comes later', () => {
    const s = started();
    const potere = s.units.filter((u) => unitRecord(u.id).side === 'potere' && !unitRecord(u.id).special);
    expect(potere).toHaveLength(50);
    expect(potere.every((u) => isHex(u.at))).toBe(true);
    expect(potere.reduce((n, u) => n + unitRecord(u.id).power, 0)).toBe(190);
    const anchors = Object.keys(CITY.hexes).filter((k) => ['obiettivo', 'caserma'].includes(CITY.hexes[k].terrain)).map(parseHexKey);
    for (const u of potere) {
      if (unitRecord(u.id).kind === 'piantoni') expect(CITY.hexes[u.at].terrain).toBe('obiettivo');
      else expect(anchors.some((a) => hexDistance(a, parseHexKey(u.at)) <= 6), u.id).toBe(true);
    }
    expect(scheduleOf(s, SCENARIO_HOOKS)).toEqual([]);
    expect(stepNow(s)).toBe('move');
  });

  it('every fixed objective of the advanced game counts, 150 points in all', () => {
    const s = started();
    const total = CITY.objectives.reduce((n, o) => n + o.hexes.reduce((m, k) => m + objectiveValue(s, k), 0), 0);
    expect(total).toBe(150);
    expect(SOCIALE.objectives.total).toBe(150);
    expect(SOCIALE.spezzoniAtEnd).toBe(false);
  });

  it('the units off the map enter from any edge hex, in the corteo\u2019s movement phase', () => {
    const s = started();
    const enter = corteoRules.legalMoves(s, 0).filter((m): m is Extract<CorteoMove, { type: 'enter' }> => m.type === 'enter');
    expect(enter.length).toBeGreaterThan(100);
    expect(enter.every((m) => edges.has(m.at))).toBe(true);
    const m = enter[0];
    const after = play(s, 0, m);
    expect(after.units.find((u) => u.id === m.unit)!.at).toBe(m.at);
  });

  it('lists its rulings for the Fonti screen', () => {
    expect(SCENARIO_RULINGS.filter((r) => r.section.startsWith('D Sociale')).length).toBeGreaterThanOrEqual(6);
  });
});

describe('Sociale: the secret place stays secret', () => {
  it('in the corteo\u2019s own view only: never in the table\u2019s or the potere\u2019s view, nor in the log', () => {
    const s = started();
    expect(s.scen!.gather).toBe(SECRET);
    expect(JSON.stringify(corteoRules.view(s, 0))).toContain(`"${SECRET}"`);
    for (const viewer of ['table', 1] as const) {
      expect(JSON.stringify(corteoRules.view(s, viewer))).not.toContain(SECRET);
      expect(checks.hiddenTokens(s, viewer)).toEqual([`"${SECRET}"`]);
    }
    expect(JSON.stringify(s.log)).not.toContain(SECRET);
    expect(s.log.flat().some((e) => e.key === 'corteo.log.gathered')).toBe(true);
  });

  it('the corteo forming elsewhere reveals nothing', () => {
    const s = board(connectedGrey('viale-billikid', 11), 21);
    const next = withContext(s, (c) => socialeTurnEnd(c));
    expect(next.scen!.formed).toBe(1);
    expect(next.scen!.revealed).toBeUndefined();
    expect(JSON.stringify(corteoRules.view(next, 1))).not.toContain(SECRET);
  });

  it('forming on 6 grey hexes of it reveals it to everyone, as an undo barrier; the end of the game shows it too', () => {
    const s = board(connectedGrey(SECRET, 11), 21);
    let r = step(corteoRules, s, 0, { type: 'done' });
    if (!r.ok) throw new Error(r.reason);
    expect(stepNow(r.state)).toBe('heads');
    const heads = corteoRules.legalMoves(r.state, 0)[0];
    r = step(corteoRules, r.state, 0, heads);
    if (!r.ok) throw new Error(r.reason);
    expect(r.entry.barrier).toBe(true);
    expect(r.state.scen!.revealed).toBe(true);
    expect(JSON.stringify(corteoRules.view(r.state, 'table'))).toContain(`"${SECRET}"`);
    expect(checks.hiddenTokens(r.state, 1)).toEqual([]);
    const over: CorteoState = { ...started(), flow: startAt('over'), result: { final: 0, level: 'x', winner: null } };
    expect(JSON.stringify(corteoRules.view(over, 1))).toContain(`"${SECRET}"`);
  });
});

describe('Sociale: forming, dispersing and scoring', () => {
  it('21 connected units form the corteo, 20 do not', () => {
    expect(withContext(board(connectedGrey('viale-nin', 11), 20), (c) => socialeTurnEnd(c)).scen!.formed).toBeUndefined();
    expect(withContext(board(connectedGrey('viale-nin', 11), 21), (c) => socialeTurnEnd(c)).scen!.formed).toBe(1);
  });

  it('30 points at the end of the hand for forming on at least 6 grey hexes of the secret place; 5 are not enough', () => {
    const six = [...connectedGrey(SECRET, 6), ...connectedGrey('viale-nin', 5)];
    // Six place hexes and the rest nearby, joined: the Viale Nin block is elsewhere, so use the place only.
    const there = board(connectedGrey(SECRET, 11), 21);
    const formed = withContext(there, (c) => socialeTurnEnd(c));
    expect(points(formed, 'corteo.scenario.why.formedThere')).toBe(0);
    const ended = withContext(formed, (c) => socialeHandEnd(c));
    expect(points(ended, 'corteo.scenario.why.formedThere')).toBe(30);
    expect(ended.scen!.points.corteo).toBe(30);
    // Eleven hexes with only five on the place: formed, but not there.
    const five = board([...connectedGrey(SECRET, 5), ...six.slice(6)], 21);
    const elsewhere = withContext(withContext(five, (c) => socialeTurnEnd(c)), (c) => socialeHandEnd(c));
    expect(elsewhere.scen!.revealed).toBeUndefined();
    expect(points(elsewhere, 'corteo.scenario.why.formedThere')).toBe(0);
  });

  it('dispersing the formed corteo scores 10 for the potere, once', () => {
    const hexes = connectedGrey('viale-nin', 11);
    const formed = withContext(board(hexes, 21), (c) => socialeTurnEnd(c));
    const broken = { ...formed, units: formed.units.map((u, i) => (i === 0 ? { ...u, at: 'prison' } : u)) };
    const once = withContext(broken, (c) => socialeTurnEnd(c));
    expect(once.scen!.formed).toBeUndefined();
    expect(points(once, 'corteo.scenario.why.dispersed')).toBe(10);
    const again = withContext(withContext(formed, (c) => socialeTurnEnd(c)), (c) => socialeTurnEnd(c));
    expect(points(again, 'corteo.scenario.why.dispersed')).toBe(0);
    const reformed = withContext(withContext({ ...once, units: formed.units }, (c) => socialeTurnEnd(c)), (c) => socialeTurnEnd(c));
    const twice = withContext({ ...reformed, units: broken.units }, (c) => socialeTurnEnd(c));
    expect(points(twice, 'corteo.scenario.why.dispersed')).toBe(10);
  });

  it('1 point a hex walked by the better head, from the hand after the corteo formed', () => {
    const s = board(connectedGrey('viale-nin', 11), 21);
    const [a, b] = s.units.filter((u) => isHex(u.at)).map((u) => u.id);
    const walked = { [a]: 3, [b]: 5 };
    const sameHand = withContext({ ...s, heads: [a, b], scen: { ...s.scen!, formed: 1, walked } }, (c) => socialeHandEnd(c));
    expect(points(sameHand, 'corteo.scenario.why.headWalked')).toBe(0);
    const later = withContext({ ...s, hand: 2, heads: [a, b], scen: { ...s.scen!, formed: 1, walked } }, (c) => socialeHandEnd(c));
    expect(points(later, 'corteo.scenario.why.headWalked')).toBe(5);
    expect(later.scen!.walked).toEqual({});
  });

  it('a move counts the hexes walked by the unit', () => {
    const s = started();
    const m = corteoRules.legalMoves(s, 0).find((x): x is Extract<CorteoMove, { type: 'move' }> => x.type === 'move')!;
    const from = s.units.find((u) => u.id === m.unit)!.at;
    const next = play(s, 0, m);
    expect(next.scen!.walked![m.unit]).toBe(hexDistance(parseHexKey(from), parseHexKey(m.to)));
  });
});

describe('Sociale: the weak units go home', () => {
  const weak = 'c-MOV-41-1';

  function atHand(hand: number, at: string, formed?: number): CorteoState {
    const s = started();
    const units = s.units.map((u) => (u.id === weak ? { ...u, at } : unitRecord(u.id).side === 'corteo' ? { ...u, at: 'reserve' } : u));
    return { ...s, hand, units, scen: { ...s.scen!, ...(formed ? { formed } : {}) } };
  }

  const edgeDistance = (k: string) => Math.min(...[...edges].map((e) => hexDistance(parseHexKey(e), parseHexKey(k))));
  const inner = Object.keys(CITY.hexes).find((k) => CITY.hexes[k].terrain === 'strada' && edgeDistance(k) === 8)!;
  const onEdge = [...edges].find((k) => CITY.hexes[k].terrain === 'strada')!;

  it('from hand 6, not formed: a weak unit moves only nearer an edge, and leaves from it; those off the map no longer enter', () => {
    const s = atHand(6, inner);
    const moves = corteoRules.legalMoves(s, 0).filter((m): m is Extract<CorteoMove, { type: 'move' }> => m.type === 'move' && m.unit === weak);
    expect(moves.length).toBeGreaterThan(0);
    for (const m of moves) expect(edgeDistance(m.to)).toBeLessThan(8);
    const away = corteoRules.legalMoves(atHand(5, inner), 0).find((m) => m.type === 'move' && m.unit === weak && edgeDistance(m.to) > 8)!;
    expect(away).toBeDefined();
    expect(corteoRules.apply(s, 0, away)).toEqual({ ok: false, reason: 'corteo.error.goingHome' });
    expect(corteoRules.legalMoves(s, 0).some((m) => m.type === 'enter' && unitRecord(m.unit).power <= 2)).toBe(false);
    expect(corteoRules.legalMoves(s, 0).some((m) => m.type === 'enter' && unitRecord(m.unit).power > 2)).toBe(true);
    const out = play(atHand(6, onEdge), 0, { type: 'leave', unit: weak });
    expect(out.units.find((u) => u.id === weak)!.at).toBe('off');
    expect(corteoRules.legalMoves(out, 0).some((m) => m.type === 'enter' && m.unit === weak)).toBe(false);
  });

  // Issue 30: a seeded Sociale game (the contract's game 14, seed 160240) came to a movement phase
  // where the corteo had no legal move at all: a weak unit on an objective held since the last
  // hand had to leave it (12a), but none of its destinations was nearer an edge.
  it('a weak unit that must leave a held objective and cannot get nearer an edge leaves for the hexes nearest one (the Governo at hand 9)', () => {
    const unit = 'c-MOV-42-1';
    const governo = '15,12';
    expect(CITY.hexes[governo].objective).toBe('governo');
    const s0 = started();
    const others = s0.units.filter((u) => u.id !== unit && unitRecord(u.id).side === 'corteo').map((u) => u.id);
    const units = s0.units.map((u) => (u.id === unit ? { ...u, at: governo } : u));
    // Held since the end of hand 8; every other corteo unit has moved already; no barricade left.
    const s: CorteoState = { ...s0, hand: 9, units, held: { [governo]: 5 }, done: others, barricadesLeft: 0 };
    const reach = [...destinations(s, unit).keys()];
    expect(reach.length).toBeGreaterThan(0);
    expect(reach.every((k) => edgeDistance(k) >= edgeDistance(governo))).toBe(true);
    const nearest = Math.min(...reach.map(edgeDistance));

    const legal = corteoRules.legalMoves(s, 0);
    expect(legal.length).toBeGreaterThan(0);
    const moves = legal.filter((m): m is Extract<CorteoMove, { type: 'move' }> => m.type === 'move');
    // It may not stay ('done'); it leaves for the hexes nearest an edge that it can reach.
    expect(moves).toEqual(legal);
    expect(moves.every((m) => m.unit === unit && edgeDistance(m.to) === nearest)).toBe(true);
    const farther = reach.find((k) => edgeDistance(k) > nearest);
    expect(farther).toBeDefined();
    expect(corteoRules.apply(s, 0, { type: 'move', unit, to: farther! })).toEqual({ ok: false, reason: 'corteo.error.goingHome' });

    const left = play(s, 0, moves[0]);
    expect(left.covered[governo]).toBe(5);
    // Off the objective it goes home as before: then nothing keeps the corteo from ending its phase.
    const rest = corteoRules.legalMoves(left, 0);
    expect(rest.some((m) => m.type === 'done' || m.type === 'stop')).toBe(true);
    expect(rest.filter((m) => m.type === 'move').every((m) => m.type === 'move' && edgeDistance(m.to) < edgeDistance(moves[0].to))).toBe(true);
    // The reading is listed on the Fonti screen, in both languages.
    const ruling = SCENARIO_RULINGS.find((r) => r.section === 'D Sociale — Una debole su un obiettivo occupato');
    expect(ruling?.text.it).toMatch(/più vicini al bordo/);
    expect(ruling?.text.en).toMatch(/nearest the edge/);
  });

  it('before hand 6, or once the corteo has formed, they move as they like and do not leave', () => {
    for (const s of [atHand(5, onEdge), atHand(7, onEdge, 6)]) {
      expect(corteoRules.legalMoves(s, 0).some((m) => m.type === 'leave')).toBe(false);
      expect(corteoRules.legalMoves(s, 0).some((m) => m.type === 'enter' && unitRecord(m.unit).power <= 2)).toBe(true);
    }
  });
});

describe('Sociale: barricades', () => {
  it('a barricade taken off the map goes back to the corteo', () => {
    const s = started();
    const c = corteoContext(draft(s));
    expect(c.s.barricadesLeft).toBe(10);
    const spez = s.units.find((u) => isHex(u.at) && unitRecord(u.id).side === 'corteo')!;
    const spot = hexNeighbours(parseHexKey(spez.at)).map(hexKey).find((k) => ['strada', 'viale'].includes(CITY.hexes[k]?.terrain ?? '') && !s.units.some((u) => u.at === k))!;
    const built = { ...s, barricadesLeft: 9, barricades: [{ hex: spot, hand: 1, by: spez.id }], hand: 2 };
    const m = corteoRules.legalMoves(built, 0).find((x) => x.type === 'unbarricade' && x.at === spot);
    expect(m).toBeDefined();
    const after = play(built, 0, m!);
    expect(after.barricades).toEqual([]);
    expect(after.barricadesLeft).toBe(10);
  });
});
