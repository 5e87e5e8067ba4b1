// Corteo's combat (C 8-11): the worked examples of 8a and 8b, the armoured column of 11,
// stacks, terrain, the head's power and its results on the whole march, retreat, panic of each
// side, arrests and the retreat off the map.
import { describe, expect, it } from 'vitest';
import { corteoRules } from '../../../src/games/corteo/rules.ts';
import { combatMoves, combatOdds, queueLosers } from '../../../src/games/corteo/rules/combat.ts';
import { pendingOptions } from '../../../src/games/corteo/rules/pending.ts';
import type { CorteoMove, CorteoState } from '../../../src/games/corteo/rules/types.ts';
import {
  BLIND, BLIND2, BLIND3, CARAB, CELERE, CELERE2, CELERE3, CO42, CO42B, CO44, GR41, SP64, SP66, SP66B, key, place, withContext, withDie,
} from './helpers.ts';
import { stepNow } from '../../../src/games/corteo/rules/now.ts';
import { queueFrame, startAt, type Frame } from '../../../src/engine/flow.ts';
import type { Json } from '../../../src/engine/types.ts';
import { pendingOf } from './helpers.ts';

const combatBy = (side: 'corteo' | 'potere', rows: string[], at: Record<string, [number, number]>, more: Partial<CorteoState> = {}) =>
  place(rows, at, { flow: startAt('combat'), side, ...more });
/** The losers queued to move, as a combat queues them (not yet settled). */
const queued = (s: CorteoState, losers: string[], panic: boolean) =>
  withContext(s, (c) => {
    queueLosers(c, losers, panic);
    c.s.flow = [...c.s.flow, queueFrame(c.takeTasks())];
  });
/** The first unit queued to move, its chooser deciding now. */
const retreating = (s: CorteoState): CorteoState => ({ ...s, flow: [{ step: 'combat' }, { step: 'retreat', args: pendingOf(s)[0] as unknown as Json } as Frame] });
const play = (s: CorteoState, seat: number, m: CorteoMove) => {
  const r = corteoRules.apply(s, seat, m);
  if (!r.ok) throw new Error(r.reason);
  return r.state;
};
const ROW = ['........', '........', '........'];

describe('odds (8a, 8b)', () => {
  it('a 6-4 of the potere on a 4-4 of the corteo: 4 to 4, column 1-1', () => {
    const s = combatBy('potere', ROW, { [CARAB]: [1, 1], [CO44]: [1, 2] });
    expect(combatOdds(s, [CARAB], [CO44])).toEqual({ attack: 4, defence: 4, column: '1-1' });
  });

  it('a 4-4 of the potere on a 6-6 of the corteo: 4 to 6 read as 4 to 8, column 1-2', () => {
    const s = combatBy('potere', ROW, { [CELERE]: [1, 1], [SP66]: [1, 2] });
    expect(combatOdds(s, [CELERE], [SP66])).toMatchObject({ column: '1-2' });
  });

  it('three potere units against two corteo units: two combats, 8 to 4 and 4 to 4', () => {
    // Corteo at (1,3) and (1,5); celere at (0,3) and (2,3) on the first, (1,6) on the second.
    const s = combatBy('potere', ROW, { [CO44]: [1, 3], [SP64]: [1, 5], [CELERE]: [0, 3], [CELERE2]: [2, 3], [CELERE3]: [1, 6] });
    const moves = combatMoves(s).map((m) => (m.type === 'combat' ? `${m.attackers.join('+')}>${m.defenders.join('+')}` : ''));
    expect(moves).toContain(`${CELERE}+${CELERE2}>${CO44}`);
    expect(moves).toContain(`${CELERE3}>${SP64}`);
    expect(combatOdds(s, [CELERE, CELERE2], [CO44])).toMatchObject({ attack: 8, defence: 4, column: '2-1' });
    expect(combatOdds(s, [CELERE3], [SP64])).toMatchObject({ attack: 4, defence: 4, column: '1-1' });
  });

  it('three potere units (12) on one corteo unit (4): 3 to 1; one (4) on three (16): 1 to 4', () => {
    const many = combatBy('potere', ROW, { [CO44]: [1, 3], [CELERE]: [1, 2], [CELERE2]: [1, 4], [CELERE3]: [0, 3] });
    expect(combatOdds(many, [CELERE, CELERE2, CELERE3], [CO44])).toMatchObject({ attack: 12, defence: 4, column: '3-1' });
    const one = combatBy('potere', ROW, { [CELERE]: [1, 3], [SP66]: [1, 2], [SP66B]: [1, 4], [CO44]: [0, 3] });
    expect(combatOdds(one, [CELERE], [SP66, SP66B, CO44])).toMatchObject({ attack: 4, defence: 16, column: '1-4' });
  });

  it('two stacked units fight as one, their powers summed; a stack cannot be split', () => {
    const s = combatBy('corteo', ROW, { [CO44]: [1, 2], [SP66]: [1, 2], [CELERE]: [1, 3] });
    expect(combatOdds(s, [CO44, SP66], [CELERE])).toMatchObject({ attack: 10, defence: 4, column: '2-1' });
    expect(combatOdds(s, [CO44], [CELERE])).toBe('corteo.error.badCombat');
  });

  it('the armoured column fights once with the power of all its blindati (11)', () => {
    const s = combatBy('potere', ROW, { [BLIND]: [0, 2], [BLIND2]: [0, 3], [BLIND3]: [0, 4], 'p-blindati-4': [0, 5], [CO44]: [1, 3], [CO42]: [1, 4], [CO42B]: [1, 4] });
    expect(combatOdds(s, [BLIND, BLIND2, BLIND3, 'p-blindati-4'], [CO44, CO42, CO42B])).toMatchObject({ attack: 16, defence: 8, column: '2-1' });
    expect(combatOdds(s, [BLIND], [CO44])).toBe('corteo.error.badCombat');
  });
});

describe('terrain in combat (8c)', () => {
  it('case popolari double a corteo unit, crowded places halve it', () => {
    const pop = combatBy('potere', ['.p.'], { [CELERE]: [0, 0], [CO44]: [0, 1] });
    expect(combatOdds(pop, [CELERE], [CO44])).toMatchObject({ defence: 8, column: '1-2' });
    const crowd = combatBy('potere', ['.a.'], { [CELERE]: [0, 0], [CO44]: [0, 1] });
    expect(combatOdds(crowd, [CELERE], [CO44])).toMatchObject({ defence: 2, column: '2-1' });
  });

  it('the side uphill fights at double power', () => {
    // The slope at (0,1) climbs westward: a unit there is above one at (0,2).
    const s = combatBy('potere', ['.^.'], { [CO44]: [0, 1], [CELERE]: [0, 2] });
    expect(combatOdds(s, [CELERE], [CO44])).toMatchObject({ attack: 4, defence: 8 });
    const t = combatBy('corteo', ['.^.'], { [CO44]: [0, 1], [CELERE]: [0, 2] });
    expect(combatOdds(t, [CO44], [CELERE])).toMatchObject({ attack: 8, defence: 4 });
  });

  it('no combat across a wall, on stairs, with the potere in a barracks or the corteo in the metro', () => {
    const wall = combatBy('corteo', ['..'], { [CO44]: [0, 0], [CELERE]: [0, 1] }, {});
    expect(combatMoves(wall)).toHaveLength(1);
    const walled = place(['..'], { [CO44]: [0, 0], [CELERE]: [0, 1] }, { flow: startAt('combat') }, 'base', { walls: [[[0, 0], [0, 1]]] });
    expect(combatMoves(walled)).toHaveLength(0);
    expect(combatMoves(combatBy('corteo', ['s.'], { [CO44]: [0, 0], [CELERE]: [0, 1] }))).toHaveLength(0);
    expect(combatMoves(combatBy('corteo', ['.C1'], { [CO44]: [0, 0], [CELERE]: [0, 1] }))).toHaveLength(0);
    expect(combatMoves(combatBy('potere', ['M.'], { [CO44]: [0, 0], [CELERE]: [0, 1] }))).toHaveLength(0);
  });
});

describe('the head of the march (10)', () => {
  it('a head adds 2 for every unit connected to it, through other units', () => {
    // Head 4-4 at (1,1) with a chain of three more units; the celere attacks it.
    const s = combatBy('potere', ROW, { [CO44]: [1, 1], [CO42]: [1, 0], [GR41]: [0, 0], [SP64]: [2, 0], [CELERE]: [1, 2] }, { heads: [CO44] });
    expect(combatOdds(s, [CELERE], [CO44])).toMatchObject({ defence: 4 + 2 * 3 });
  });

  it('on case popolari the head\u2019s whole power doubles, bonus included', () => {
    const s = combatBy('potere', ['..p.', '....'], { [CO44]: [0, 2], [CO42]: [0, 1], [CELERE]: [0, 3] }, { heads: [CO44] });
    expect(combatOdds(s, [CELERE], [CO44])).toMatchObject({ defence: (4 + 2) * 2 });
  });

  it('in the base game the two heads stand in one aggregate', () => {
    const s = place(ROW, { [CO44]: [1, 1], [CO42]: [1, 2], [GR41]: [1, 6] }, { flow: startAt('heads') });
    const pairs = corteoRules.legalMoves(s, 0).map((m) => (m.type === 'heads' ? m.units.join('+') : ''));
    expect(pairs).toEqual([`${CO44}+${CO42}`]);
    const adv = place(ROW, { [CO44]: [1, 1], [CO42]: [1, 2], [GR41]: [1, 6] }, { flow: startAt('heads') }, 'advanced');
    expect(corteoRules.legalMoves(adv, 0)).toHaveLength(3);
  });

  it('when the march splits, only the largest piece with a unit of the head\u2019s component keeps its head', () => {
    // Two MOV heads: one with a single companion, the other with three.
    const s = combatBy('potere', ROW, { [CO44]: [1, 1], [CO42]: [1, 0], [GR41]: [1, 5], [SP64]: [1, 6], 'c-MOV-66-1': [0, 6], 'c-MOV-64-2': [2, 6], [CELERE]: [1, 2], [CELERE2]: [1, 4] }, { heads: [CO44, GR41] });
    expect(combatOdds(s, [CELERE], [CO44])).toMatchObject({ defence: 4 });
    expect(combatOdds(s, [CELERE2], [GR41])).toMatchObject({ defence: 1 + 2 * 3 });
  });

  it('connected units engaged in other combats still give the head their 2 points (10b)', () => {
    const s = combatBy('potere', ROW, { [CO44]: [1, 1], [CO42]: [1, 0], [GR41]: [0, 0], [CELERE]: [1, 2] }, { heads: [CO44], done: [CO42, GR41] });
    expect(combatOdds(s, [CELERE], [CO44])).toMatchObject({ defence: 4 + 2 * 2 });
  });

  it('a result on a head moves the whole connected march', () => {
    const s = combatBy('potere', ROW, { [CO44]: [1, 1], [CO42]: [1, 0], [GR41]: [0, 5], [CELERE]: [1, 2] }, { heads: [CO44] });
    const t = queued(s, [CO44], false);
    expect(pendingOf(t).map((p) => p.unit).sort()).toEqual([CO42, CO44].sort());
  });
});

describe('results (8d-8h)', () => {
  it('obligatory combat: the phase does not end while an engaged pair has not fought', () => {
    const s = place(ROW, { [CO44]: [1, 1], [CELERE]: [1, 2] });
    const after = play(s, 0, { type: 'done' });
    expect(stepNow(after)).toBe('heads');
    const fighting = play(after, 0, corteoRules.legalMoves(after, 0)[0]);
    expect(stepNow(fighting)).toBe('combat');
    expect(corteoRules.legalMoves(fighting, 0).every((m) => m.type === 'combat')).toBe(true);
  });

  it('a defender retreat (DR): the loser chooses an adjacent hex out of the enemy zone', () => {
    // 1-1 column, die 5: DR.
    const s = withDie(combatBy('potere', ROW, { [CARAB]: [1, 1], [CO44]: [1, 2] }), 5);
    const after = play(s, 1, { type: 'combat', attackers: [CARAB], defenders: [CO44] });
    expect(stepNow(after)).toBe('retreat');
    expect(pendingOf(after)[0]).toEqual({ unit: CO44, chooser: 'corteo', kind: 'retreat' });
    const options = pendingOptions(after, pendingOf(after)[0]);
    expect(options).toContain(key(1, 3));
    expect(options).not.toContain(key(0, 1)); // next to the carabinieri
    const done = play(after, 0, { type: 'retreat', unit: CO44, to: key(1, 3) });
    expect(done.units.find((u) => u.id === CO44)!.at).toBe(key(1, 3));
  });

  it('the winner may advance into the hex the loser left, even in an enemy zone; or stay', () => {
    const s = withDie(combatBy('potere', ROW, { [CARAB]: [1, 1], [CO44]: [1, 2], [SP64]: [1, 4] }), 5);
    const fought = play(s, 1, { type: 'combat', attackers: [CARAB], defenders: [CO44] });
    const retreated = play(fought, 0, { type: 'retreat', unit: CO44, to: key(2, 3) });
    expect(stepNow(retreated)).toBe('advance');
    expect(corteoRules.legalMoves(retreated, 1)).toEqual([{ type: 'advance', unit: CARAB, to: key(1, 2) }, { type: 'done' }]);
    const advanced = play(retreated, 1, { type: 'advance', unit: CARAB, to: key(1, 2) });
    expect(advanced.units.find((u) => u.id === CARAB)!.at).toBe(key(1, 2));
    expect(advanced.advance).toBeNull();
    const stayed = play(retreated, 1, { type: 'done' });
    expect(stayed.units.find((u) => u.id === CARAB)!.at).toBe(key(1, 1));
  });

  it('with physical dice the face thrown on the table is entered with the combat', () => {
    const s = combatBy('potere', ROW, { [CARAB]: [1, 1], [CO44]: [1, 2] });
    s.options = { ...s.options, physicalDice: true };
    const moves = corteoRules.legalMoves(s, 1);
    expect(moves.map((m) => (m.type === 'combat' ? m.faces : null))).toEqual([[1], [2], [3], [4], [5], [6]]);
    expect(corteoRules.apply(s, 1, { type: 'combat', attackers: [CARAB], defenders: [CO44] }).ok).toBe(false);
    const won = play(s, 1, { type: 'combat', attackers: [CARAB], defenders: [CO44], faces: [6] });
    expect(pendingOf(won)[0]).toMatchObject({ unit: CO44, kind: 'panic' }); // 1-1, 6: DP
  });

  it('two stacked winners advance both or neither (9)', () => {
    const s = withDie(combatBy('corteo', ['........', '........', '.....C1.'], { [CO44]: [1, 1], [CO42]: [1, 1], [CELERE]: [1, 2] }), 6);
    const fought = play(s, 0, { type: 'combat', attackers: [CO42, CO44], defenders: [CELERE] });
    // 6 to 4, 1-1, die 6: the celere panics; the corteo sends it to the barracks.
    expect(pendingOf(fought)[0]).toMatchObject({ unit: CELERE, kind: 'barracks' });
    const t = play(fought, 0, { type: 'retreat', unit: CELERE, to: key(2, 5) });
    expect(stepNow(t)).toBe('advance');
    const first = play(t, 0, { type: 'advance', unit: CO44, to: key(1, 2) });
    expect(first.advance?.must).toBe(CO42);
    expect(corteoRules.legalMoves(first, 0)).toEqual([{ type: 'advance', unit: CO42, to: key(1, 2) }]);
    expect(corteoRules.apply(first, 0, { type: 'done' })).toEqual({ ok: false, reason: 'corteo.error.mustAdvance' });
    const both = play(first, 0, { type: 'advance', unit: CO42, to: key(1, 2) });
    expect(both.units.filter((u) => u.at === key(1, 2)).map((u) => u.id).sort()).toEqual([CO42, CO44].sort());
  });

  it('a retreat goes on through a full friendly stack to the next hex with room (9)', () => {
    // The 4-4 at (1,1) has buildings around, the celere west of it and a full stack east.
    const s = combatBy('potere', ['#####', '...=#', '#####'], { [CO44]: [1, 1], [CO42]: [1, 2], [CO42B]: [1, 2], [CELERE]: [1, 0] });
    const t = queued(s, [CO44], false);
    expect(pendingOptions(t, pendingOf(t)[0])).toEqual([key(1, 3)]);
  });

  it('a corteo unit that cannot retreat is arrested: to the prison, its power to the potere', () => {
    // The 4-4 is boxed in by buildings and the celere.
    // 1-1, die 4: DR.
    const s = withDie(combatBy('potere', ['###', '#..', '###'], { [CO44]: [1, 1], [CELERE]: [1, 2] }), 4);
    const t = play(s, 1, { type: 'combat', attackers: [CELERE], defenders: [CO44] });
    expect(t.units.find((u) => u.id === CO44)!.at).toBe('prison');
    expect(t.score.potere).toBe(4);
  });

  it('a corteo panic spreads to every connected unit, each moved by the potere', () => {
    const s = combatBy('potere', ROW, { [CO44]: [1, 2], [CO42]: [1, 1], [GR41]: [1, 0], [SP64]: [1, 6], [CELERE]: [1, 3] });
    const t = queued(s, [CO44], true);
    expect(pendingOf(t).map((p) => p.unit).sort()).toEqual([CO42, CO44, GR41].sort());
    expect(pendingOf(t).every((p) => p.chooser === 'potere' && p.kind === 'panic')).toBe(true);
  });

  it('a potere unit that cannot retreat panics: the corteo sends it to a barracks, face down until its next hand', () => {
    // 1-1, die 4: DR.
    const s = withDie(combatBy('corteo', ['###C', '#..1', '####'], { [CO44]: [1, 2], [CELERE]: [1, 1] }), 4);
    const t = play(s, 0, { type: 'combat', attackers: [CO44], defenders: [CELERE] });
    expect(pendingOf(t)[0]).toEqual({ unit: CELERE, chooser: 'corteo', kind: 'barracks' });
    const sent = play(t, 0, { type: 'retreat', unit: CELERE, to: key(0, 3) });
    const u = sent.units.find((x) => x.id === CELERE)!;
    expect(u).toMatchObject({ at: key(0, 3), panic: 1 });
  });

  it('on a city with no barracks to go to, a panicked potere unit panics where it stands', () => {
    // 1-1, die 6: DP.
    const s = withDie(combatBy('corteo', ['###', '#..', '###'], { [CELERE]: [1, 1], [CO44]: [1, 2] }), 6);
    const t = play(s, 0, { type: 'combat', attackers: [CO44], defenders: [CELERE] });
    expect(pendingOf(t)).toEqual([]);
    expect(t.units.find((u) => u.id === CELERE)).toMatchObject({ at: key(1, 1), panic: 1 });
  });

  it('a corteo unit on the edge may retreat off the map', () => {
    const s = combatBy('potere', ROW, { [CO44]: [0, 3], [CELERE]: [1, 3] });
    const t = queued(s, [CO44], false);
    expect(pendingOptions(t, pendingOf(t)[0])).toContain('off');
    const off = play(retreating(t), 0, { type: 'retreat', unit: CO44, to: 'off' });
    expect(off.units.find((u) => u.id === CO44)).toMatchObject({ at: 'off', off: { hand: 1, edge: 'north' } });
  });
});
