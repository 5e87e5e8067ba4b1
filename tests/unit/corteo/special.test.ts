// Corteo's special rules (section 13), each case of the rulebook's text: tear-gas smoke and the
// wind (13a), short throws (13b), traffic jams (13c), the national corteo and the finanza
// (13d). Dice are entered (physical dice) so every result is known.
import { describe, expect, it } from 'vitest';
import { corteoRules } from '../../../src/games/corteo/rules.ts';
import { SCENARIO_HOOKS } from '../../../src/games/corteo/rules/steps.ts';
import { destinations } from '../../../src/games/corteo/rules/movement.ts';
import { snap } from '../../../src/games/corteo/rules/board.ts';
import { jamSpots } from '../../../src/games/corteo/rules/jams.ts';
import { shortFace } from '../../../src/games/corteo/rules/short.ts';
import { clearSmoke, drift } from '../../../src/games/corteo/rules/smoke.ts';
import { beginMovement } from '../../../src/games/corteo/rules/turn.ts';
import { arrest } from '../../../src/games/corteo/rules/objectives.ts';
import { setup } from '../../../src/games/corteo/rules/setup.ts';
import { WIND_DIRECTIONS, WIND_TABLE } from '../../../src/games/corteo/content/special.ts';
import type { CorteoMove, CorteoState, SpecialRules } from '../../../src/games/corteo/rules/types.ts';
import { CELERE, CO42, CO44, LACR, SP66, key, place, withContext } from './helpers.ts';
import { stepNow } from '../../../src/games/corteo/rules/now.ts';
import { startAt } from '../../../src/engine/flow.ts';
import { pendingOf, rollsOf } from './helpers.ts';

const ALL: SpecialRules = { smoke: true, shortThrows: true, jams: true, national: true };
const VIGILI = 'p-vigili-1';

function play(s: CorteoState, seat: number, m: CorteoMove): CorteoState {
  const r = corteoRules.apply(s, seat, m);
  if (!r.ok) throw new Error(`${JSON.stringify(m)}: ${r.reason}`);
  return r.state as CorteoState;
}

/** A state of `place` with the special rules `special` on and dice entered by hand. */
function at(rows: readonly string[], units: Record<string, [number, number]>, more: Partial<CorteoState> = {}, special: SpecialRules = ALL): CorteoState {
  const s = place(rows, units, more, 'advanced');
  return { ...s, options: { ...s.options, physicalDice: true, special } };
}

const FIELD = ['........', '........', '........', '........', '........'];
const roll = (f: number): CorteoMove => ({ type: 'roll', faces: [f] });
const logKeys = (s: CorteoState) => s.log.flat().map((e) => e.key);

describe('13a: tear-gas smoke', () => {
  // A lacrimogeni 6 on a cordone 4: odds 1-1, die 4 gives R1, die 6 R2.
  const gassed = (special: SpecialRules = ALL) => {
    let s = at(FIELD, { [LACR]: [2, 0], [CO44]: [2, 4] }, { side: 'potere' }, special);
    s = play(s, 1, { type: 'throw', unit: LACR, at: key(2, 4), faces: [4] });
    // The corteo retreats its hit unit first: the throw is resolved as usual, then the wind.
    expect(stepNow(s)).toBe('retreat');
    return play(s, 0, { type: 'retreat', unit: CO44, to: key(2, 5) });
  };

  it('after a tear-gas throw with an effect the potere rolls for the wind; 5 is calm: the smoke stays on the target', () => {
    let s = gassed();
    expect(stepNow(s)).toBe('special');
    expect(corteoRules.decision(s)?.seat).toBe(1);
    s = play(s, 1, roll(5));
    expect(s.smoke).toEqual([{ hex: key(2, 4), hand: 1, lasting: true }]);
    expect(stepNow(s)).toBe('move');
  });

  it('6 is a gale: no smoke', () => {
    const s = play(gassed(), 1, roll(6));
    expect(s.smoke).toBeUndefined();
    expect(logKeys(s)).toContain('corteo.log.smokeGone');
  });

  it('1-2-3 move it one hex, 4 two, in the direction of a second die', () => {
    expect(WIND_TABLE.drift).toEqual([1, 1, 1, 2, 0, null]);
    let s = play(gassed(), 1, roll(2));
    expect(rollsOf(s)?.[0]?.kind).toBe('windDir');
    // Die 3: east (reconstructed table).
    expect(WIND_DIRECTIONS.dirs[2]).toBe(0);
    s = play(s, 1, roll(3));
    expect(s.smoke?.map((x) => x.hex)).toEqual([key(2, 5)]);
    let t = play(gassed(), 1, roll(4));
    t = play(t, 1, roll(3));
    expect(t.smoke?.map((x) => x.hex)).toEqual([key(2, 6)]);
  });

  it('the smoke drifts only across avenues and streets: before another colour it stops', () => {
    const s = place(['..=.#...'], {});
    expect(drift(s, key(0, 1), 0, 2)).toBe(key(0, 3));
    expect(drift(s, key(0, 2), 0, 2)).toBe(key(0, 3));
    expect(drift(s, key(0, 6), 0, 2)).toBe(key(0, 7));
  });

  it('a unit on the hex where the smoke lands moves one hex of its player\u2019s choosing at once', () => {
    let s = play(gassed(), 1, roll(1));
    // The retreated cordone stands at (2,5): the smoke blown east lands on it.
    s = play(s, 1, roll(3));
    expect(stepNow(s)).toBe('retreat');
    expect(pendingOf(s)[0]).toMatchObject({ unit: CO44, chooser: 'corteo', kind: 'throw' });
    const to = corteoRules.legalMoves(s, 0)[0] as Extract<CorteoMove, { type: 'retreat' }>;
    s = play(s, 0, to);
    expect(s.units.find((u) => u.id === CO44)?.at).not.toBe(key(2, 5));
  });

  it('nobody may occupy or cross the smoke that turn, either side', () => {
    const s = at(['.....'], { [CO42]: [0, 0], [CELERE]: [0, 4] }, { smoke: [{ hex: key(0, 1), hand: 1 }] });
    expect(destinations(s, CO42).size).toBe(0);
    const p = { ...s, side: 'potere' as const };
    expect([...destinations(p, CELERE).keys()].sort()).toEqual([key(0, 2), key(0, 3)].sort());
  });

  it('a throw by a spezzone, or a tear-gas NE, leaves no smoke', () => {
    let s = at(FIELD, { [SP66]: [2, 0], [CELERE]: [2, 3] });
    s = play(s, 0, { type: 'throw', unit: SP66, at: key(2, 3), faces: [6] });
    expect(rollsOf(s)).toBeUndefined();
    let t = at(FIELD, { [LACR]: [2, 0], [CO44]: [2, 4] }, { side: 'potere' }, { smoke: true });
    t = play(t, 1, { type: 'throw', unit: LACR, at: key(2, 4), faces: [1] });
    expect(stepNow(t)).toBe('move');
    expect(rollsOf(t)).toBeUndefined();
  });

  it('smoke goes at the end of its hand; the calm\u2019s stays until the end of the corteo\u2019s next turn', () => {
    const s = at(FIELD, {}, { hand: 3, smoke: [{ hex: key(0, 0), hand: 3 }, { hex: key(1, 1), hand: 3, lasting: true }] });
    const endOfHand = withContext(s, (c) => clearSmoke(c, 'hand'));
    expect(endOfHand.smoke?.map((x) => x.hex)).toEqual([key(1, 1)]);
    const sameHand = withContext({ ...endOfHand }, (c) => clearSmoke(c, 'corteo'));
    expect(sameHand.smoke?.map((x) => x.hex)).toEqual([key(1, 1)]);
    const nextHand = withContext({ ...endOfHand, hand: 4 }, (c) => clearSmoke(c, 'corteo'));
    expect(nextHand.smoke).toBeUndefined();
  });
});

describe('13b: short throws', () => {
  it('the NE standing last before the results of each column is the short one (none at 5-1)', () => {
    expect(['1-2', '1-1', '2-1', '3-1', '4-1', '5-1'].map(shortFace)).toEqual([4, 3, 2, 1, 1, null]);
  });

  it('the short throw hits the hex before the target; a unit there, friend or enemy, takes a new die at the new odds', () => {
    // Tear gas 6 at a cordone 4 (1-1: short on 3); its own celere 4 stands in the hex before.
    let s = at(FIELD, { [LACR]: [2, 0], [CELERE]: [2, 2], [CO44]: [2, 3] }, { side: 'potere' }, { shortThrows: true });
    s = play(s, 1, { type: 'throw', unit: LACR, at: key(2, 3), faces: [3] });
    expect(logKeys(s)).toContain('corteo.log.shortHit');
    expect(stepNow(s)).toBe('special');
    expect(rollsOf(s)?.[0]).toMatchObject({ kind: 'short', side: 'potere', at: key(2, 2) });
    // Odds 6 to 4, 1-1: die 4 is R1, the friendly celere moves one hex away from the thrower.
    s = play(s, 1, roll(4));
    expect(stepNow(s)).toBe('retreat');
    expect(pendingOf(s)[0]).toMatchObject({ unit: CELERE, kind: 'throw', steps: 1, from: key(2, 0) });
    const to = corteoRules.legalMoves(s, 1).map((m) => (m as { to: string }).to).sort();
    expect(to).toEqual([key(1, 2), key(3, 2)].sort());
  });

  it('a second NE: the materials were duds and nothing happens', () => {
    let s = at(['......'], { [LACR]: [0, 0], [CELERE]: [0, 2], [CO44]: [0, 3] }, { side: 'potere' }, { shortThrows: true });
    s = play(s, 1, { type: 'throw', unit: LACR, at: key(0, 3), faces: [3] });
    s = play(s, 1, roll(1));
    expect(stepNow(s)).toBe('move');
    expect(pendingOf(s)).toEqual([]);
    expect(s.units.find((u) => u.id === CELERE)?.at).toBe(key(0, 2));
  });

  it('an empty hex before the target, or a target next to the thrower: no effect', () => {
    let s = at(['......'], { [LACR]: [0, 0], [CO44]: [0, 3] }, { side: 'potere' }, { shortThrows: true });
    s = play(s, 1, { type: 'throw', unit: LACR, at: key(0, 3), faces: [3] });
    expect(stepNow(s)).toBe('move');
    expect(logKeys(s)).toContain('corteo.log.shortEmpty');
    let t = at(['......'], { [LACR]: [0, 0], [CO44]: [0, 1] }, { side: 'potere' }, { shortThrows: true });
    t = play(t, 1, { type: 'throw', unit: LACR, at: key(0, 1), faces: [3] });
    expect(logKeys(t)).toContain('corteo.log.shortAtFeet');
  });

  it('without the rule the same die is a plain NE', () => {
    let s = at(['......'], { [LACR]: [0, 0], [CELERE]: [0, 2], [CO44]: [0, 3] }, { side: 'potere' }, {});
    s = play(s, 1, { type: 'throw', unit: LACR, at: key(0, 3), faces: [3] });
    expect(stepNow(s)).toBe('move');
    expect(rollsOf(s)).toBeUndefined();
  });
});

describe('13c: traffic jams', () => {
  // A corridor of street from an avenue (0,0) to the crossroads at its east end.
  const CORRIDOR = ['=......', '#####..', '#####..'];

  it('on an avenue out of every ZOC, joined by a clear line of streets to a clear crossroads', () => {
    const s = at(CORRIDOR, {});
    expect(jamSpots(s, snap(s))).toEqual([key(0, 0)]);
    // A unit on the line cuts it (its zone too), though its zone does not reach the avenue.
    const cut = at(CORRIDOR, { [CO42]: [0, 3] });
    expect(jamSpots(cut, snap(cut))).toEqual([]);
    // In a zone of control: no.
    const zoc = at(CORRIDOR, { [CELERE]: [0, 1] });
    expect(jamSpots(zoc, snap(zoc))).toEqual([]);
  });

  it('an odd die makes the jam, an even one does not; one try a turn, whatever the die', () => {
    let s = at(CORRIDOR, {});
    s = play(s, 0, { type: 'jam', at: key(0, 0) });
    expect(stepNow(s)).toBe('special');
    const made = play(s, 0, roll(3));
    expect(made.jams).toEqual([key(0, 0)]);
    const not = play(s, 0, roll(4));
    expect(not.jams).toBeUndefined();
    expect(corteoRules.legalMoves(not, 0).some((m) => m.type === 'jam')).toBe(false);
  });

  it('either side may try one, and it costs no movement', () => {
    const s = at(['=====', '=====', '====='], { [CELERE]: [2, 4] }, { side: 'potere' });
    expect(corteoRules.legalMoves(s, 1).some((m) => m.type === 'jam')).toBe(true);
    let t = play(s, 1, { type: 'jam', at: key(0, 0) });
    t = play(t, 1, roll(1));
    expect(t.jams).toEqual([key(0, 0)]);
    expect(t.moving).toBeNull();
  });

  it('never two jams on adjacent hexes', () => {
    const s = at(['=====', '=====', '====='], {}, { jams: [key(1, 1)] });
    const spots = jamSpots(s, snap(s));
    expect(spots).not.toContain(key(1, 1));
    expect(spots).not.toContain(key(1, 2));
    expect(spots).not.toContain(key(0, 1));
    expect(spots).toContain(key(1, 4));
  });

  it('a jam blocks like a barricade: nobody enters it', () => {
    const s = at(['=====', '=====', '====='], { [CO42]: [1, 0] }, { jams: [key(1, 1)] });
    expect(destinations(s, CO42).has(key(1, 1))).toBe(false);
  });

  it('only the vigili clear it, moving to have it in their zone of control', () => {
    const base = at(['=====', '=====', '====='], { [VIGILI]: [1, 4], [CELERE]: [0, 4] }, { side: 'potere', jams: [key(1, 1)] });
    const byCelere = play(base, 1, { type: 'move', unit: CELERE, to: key(0, 2) });
    expect(byCelere.jams).toEqual([key(1, 1)]);
    const byVigili = play(base, 1, { type: 'move', unit: VIGILI, to: key(1, 2) });
    expect(byVigili.jams).toBeUndefined();
    expect(logKeys(byVigili)).toContain('corteo.log.unjam');
  });
});

describe('13d: the national corteo and the finanza', () => {
  const CITY = ['M..M....', '........', 'C1......', 'CC......'];
  const DELEGATES = ['c-MOV-42-n1', 'c-MOV-42-n2', 'c-MOV-42-n3', 'c-MOV-44-n1'];

  it('with the rule the box adds four delegations and five finanza, off the map, never placed at the start', () => {
    const s = setup({ mode: 'advanced', map: 'citta', special: { national: true } }, 2, 1, SCENARIO_HOOKS);
    expect(s.units.filter((u) => DELEGATES.includes(u.id) || u.id.startsWith('p-finanza-')).length).toBe(9);
    expect(corteoRules.legalMoves(s, 0).some((m) => m.type === 'place' && DELEGATES.includes(m.unit))).toBe(false);
    expect(setup({ mode: 'base', map: 'citta', special: { national: true } }, 2, 1, SCENARIO_HOOKS).options.special).toBeUndefined();
  });

  function startOfHand(hand: number): CorteoState {
    const s = at(CITY, { [CO42]: [1, 4] }, { hand, flow: startAt('combat'), side: 'potere' }, { national: true });
    s.units.push(...DELEGATES.map((id) => ({ id, at: 'reserve' })), ...[1, 2, 3, 4, 5].map((n) => ({ id: `p-finanza-${n}`, at: 'reserve' })));
    return withContext(s, (c) => beginMovement(c, 'corteo'));
  }

  it('nothing before the fourth hand', () => {
    expect(stepNow(startOfHand(3))).toBe('move');
  });

  it('at the fourth hand the corteo puts them in metro stations, alone or together, not with its other units', () => {
    let s = startOfHand(4);
    expect(stepNow(s)).toBe('special');
    const spots = corteoRules.legalMoves(s, 0);
    expect(spots).toEqual([{ type: 'place', unit: DELEGATES[0], at: key(0, 0) }, { type: 'place', unit: DELEGATES[0], at: key(0, 3) }]);
    // A station with another corteo unit is no place for them.
    const crowded = withContext({ ...s, units: s.units.map((u) => (u.id === CO42 ? { ...u, at: key(0, 3) } : u)) }, () => undefined);
    expect(corteoRules.legalMoves(crowded, 0).map((m) => (m as { at: string }).at)).toEqual([key(0, 0)]);
    for (const [i, id] of DELEGATES.entries()) s = play(s, 0, { type: 'place', unit: id, at: i < 2 ? key(0, 0) : key(0, 3) });
    // Then a die each: even enters the game, odd stays put.
    expect(rollsOf(s)?.map((r) => r.kind)).toEqual(['arrive', 'arrive', 'arrive', 'arrive']);
    s = play(s, 0, roll(2));
    s = play(s, 0, roll(1));
    s = play(s, 0, roll(6));
    s = play(s, 0, roll(3));
    expect(stepNow(s)).toBe('move');
    const waits = (id: string) => s.units.find((u) => u.id === id)?.waits;
    expect(DELEGATES.map(waits)).toEqual([undefined, 4, undefined, 4]);
    // The entered move at once; the waiting neither move nor lead the march.
    expect(destinations(s, DELEGATES[0]).size).toBeGreaterThan(0);
    expect(destinations(s, DELEGATES[1]).size).toBe(0);
  });

  it('a unit still waiting tries again at its next movement phase', () => {
    let s = startOfHand(4);
    for (const [i, id] of DELEGATES.entries()) s = play(s, 0, { type: 'place', unit: id, at: i < 2 ? key(0, 0) : key(0, 3) });
    for (const f of [1, 1, 1, 1]) s = play(s, 0, roll(f));
    const next = withContext({ ...s, hand: 5 }, (c) => beginMovement(c, 'corteo'));
    expect(stepNow(next)).toBe('special');
    expect(rollsOf(next)?.map((r) => r.kind)).toEqual(['arrive', 'arrive', 'arrive', 'arrive']);
  });

  it('a unit still waiting that a combat forces out is in the game from then on (a ruling; games made before keep it waiting)', () => {
    let s = startOfHand(4);
    for (const [i, id] of DELEGATES.entries()) s = play(s, 0, { type: 'place', unit: id, at: i < 2 ? key(0, 0) : key(0, 3) });
    for (const f of [1, 1, 1, 1]) s = play(s, 0, roll(f));
    const waits = (t: CorteoState) => t.units.find((u) => u.id === DELEGATES[1])?.waits;
    expect(waits(s)).toBe(4);
    // Arrested (to the prison) with the ruling: no longer waiting, and no die for it next hand.
    const ruled = withContext({ ...s, options: { ...s.options, waitsEnd: true } }, (c) => arrest(c, DELEGATES[1]));
    expect(waits(ruled)).toBeUndefined();
    const next = withContext({ ...ruled, hand: 5 }, (c) => beginMovement(c, 'corteo'));
    expect(rollsOf(next)?.filter((r) => r.kind === 'arrive').map((r) => (r as { unit: string }).unit)).toEqual([DELEGATES[0], DELEGATES[2], DELEGATES[3]]);
    // A game made before the ruling: the unit keeps waiting, as it did.
    expect(waits(withContext(s, (c) => arrest(c, DELEGATES[1])))).toBe(4);
    // The wizard sets the ruling with the rule; a set-up keeps it only with the national corteo.
    expect(setup({ mode: 'advanced', map: 'citta', special: { national: true }, waitsEnd: true }, 2, 1, SCENARIO_HOOKS).options.waitsEnd).toBe(true);
    expect(setup({ mode: 'advanced', map: 'citta', special: { smoke: true }, waitsEnd: true }, 2, 1, SCENARIO_HOOKS).options.waitsEnd).toBeUndefined();
  });

  it('the potere puts the finanza in its barracks after the reinforcements, with the same even die', () => {
    const s = at(CITY, {}, { hand: 6, flow: startAt('combat'), side: 'corteo' }, { national: true });
    s.units.push(...[1, 2, 3, 4, 5].map((n) => ({ id: `p-finanza-${n}`, at: 'reserve' })));
    let t = withContext(s, (c) => beginMovement(c, 'potere'));
    expect(stepNow(t)).toBe('special');
    expect(corteoRules.decision(t)?.seat).toBe(1);
    const places = corteoRules.legalMoves(t, 1) as Extract<CorteoMove, { type: 'place' }>[];
    expect(new Set(places.map((m) => m.at))).toEqual(new Set([key(2, 0), key(3, 0), key(3, 1)]));
    // Three barracks hexes, two a hex: five fit.
    for (let n = 1; n <= 5; n++) t = play(t, 1, (corteoRules.legalMoves(t, 1) as CorteoMove[])[0]);
    expect(rollsOf(t)?.length).toBe(5);
    t = play(t, 1, roll(4));
    expect(t.units.find((u) => u.id === 'p-finanza-1')?.waits).toBeUndefined();
  });
});
