// Corteo's throws (C 7): who throws and how far, along straight rows only, for half the
// points, once a phase; what interrupts the line; safe places; the example of 7c; tear gas
// pushing the connected corteo; no arrests in a throw.
import { describe, expect, it } from 'vitest';
import { corteoRules } from '../../../src/games/corteo/rules.ts';
import { throwTargets } from '../../../src/games/corteo/rules/throws.ts';
import { pendingOptions } from '../../../src/games/corteo/rules/pending.ts';
import type { CorteoMove, CorteoState } from '../../../src/games/corteo/rules/types.ts';
import { CARAB, CELERE, CO42, CO44, GR41, LACR, SP64, SP66, key, place, withDie } from './helpers.ts';
import { stepNow } from '../../../src/games/corteo/rules/now.ts';
import { pendingOf } from './helpers.ts';

const play = (s: CorteoState, seat: number, m: CorteoMove) => {
  const r = corteoRules.apply(s, seat, m);
  if (!r.ok) throw new Error(r.reason);
  return r.state;
};
const FIELD = ['........', '........', '........', '........', '........'];

describe('who throws, how far, along what (7a, 7d, 7e)', () => {
  it('the example of 7a: a 6-6 throws on the carabinieri in a straight row, not on the celere off it', () => {
    const s = place(FIELD, { [SP66]: [2, 1], [CARAB]: [2, 4], [CELERE]: [0, 3] });
    expect(throwTargets(s, SP66)).toEqual([key(2, 4)]);
  });

  it('spezzoni throw 3 hexes, lacrimogeni 4; cordoni and gruppi do not throw', () => {
    const s = place(FIELD, { [SP64]: [2, 0], [CELERE]: [2, 4] });
    expect(throwTargets(s, SP64)).toEqual([]);
    const t = place(FIELD, { [SP64]: [2, 1], [CELERE]: [2, 4] });
    expect(throwTargets(t, SP64)).toEqual([key(2, 4)]);
    const lac = place(FIELD, { [LACR]: [2, 0], [CO44]: [2, 4] }, { side: 'potere' });
    expect(throwTargets(lac, LACR)).toEqual([key(2, 4)]);
    const cord = place(FIELD, { [CO44]: [2, 1], [CELERE]: [2, 3] });
    expect(throwTargets(cord, CO44)).toEqual([]);
  });

  it('streets, avenues, descents and stairs let a throw through; gardens, buildings, crowds, objectives do not', () => {
    for (const [mid, open] of [['.', true], ['=', true], ['s', true], ['g', false], ['#', false], ['a', false], ['o', false], ['p', false], ['M', false]] as const) {
      const s = place([`.${mid}..`], { [SP66]: [0, 0], [CELERE]: [0, 2] });
      expect(throwTargets(s, SP66).length, `through ${mid}`).toBe(open ? 1 : 0);
    }
  });

  it('units between thrower and target do not stop a throw', () => {
    const s = place(['.....'], { [SP66]: [0, 0], [CO42]: [0, 1], [CELERE]: [0, 3] });
    expect(throwTargets(s, SP66)).toEqual([key(0, 3)]);
  });

  it('no throw at the potere in a barracks, nor at the corteo in the metro', () => {
    expect(throwTargets(place(['..C1'], { [SP66]: [0, 0], [CELERE]: [0, 2] }), SP66)).toEqual([]);
    expect(throwTargets(place(['..M.'], { [LACR]: [0, 0], [CO44]: [0, 2] }, { side: 'potere' }), LACR)).toEqual([]);
  });

  it('a lacrimogeni unit held in the corteo\u2019s zone throws, and stays', () => {
    const s = withDie(place(FIELD, { [LACR]: [2, 2], [CO42]: [2, 1], [CO44]: [2, 5] }, { side: 'potere' }), 1);
    const moves = corteoRules.legalMoves(s, 1);
    expect(moves.some((m) => m.type === 'move' && m.unit === LACR)).toBe(false);
    expect(moves).toContainEqual({ type: 'throw', unit: LACR, at: key(2, 5) });
    const after = play(s, 1, { type: 'throw', unit: LACR, at: key(2, 5) });
    expect(after.done).toContain(LACR);
    expect(after.moving).toBeNull();
  });

  it('costs half the points and is thrown once a phase', () => {
    const s = withDie(place(FIELD, { [SP66]: [2, 1], [CARAB]: [2, 4] }), 1);
    const after = play(s, 0, { type: 'throw', unit: SP66, at: key(2, 4) });
    expect(after.moving).toMatchObject({ id: SP66, spent: 6 });
    expect(after.threw).toEqual({ [SP66]: 0 });
    expect(throwTargets(after, SP66)).toEqual([]);
  });
});

describe('two stacked throwers (9)', () => {
  it('throw twice, or once with their powers summed; the partner pays half its points too', () => {
    // Against three celere stacked... a stack of two celere (8): alone a 6-4 throws at 1-2, together 10 to 8, 1-1.
    const s = withDie(place(FIELD, { [SP66]: [2, 1], [SP64]: [2, 1], [CELERE]: [2, 4], 'p-celere-2': [2, 4] }), 4);
    const moves = corteoRules.legalMoves(s, 0).filter((m) => m.type === 'throw');
    expect(moves).toContainEqual({ type: 'throw', unit: SP66, at: key(2, 4) });
    expect(moves).toContainEqual({ type: 'throw', unit: SP64, at: key(2, 4) });
    const joint = moves.filter((m) => m.type === 'throw' && m.with);
    expect(joint).toHaveLength(1);
    const after = play(s, 0, joint[0]);
    const log = after.log.flat().find((e) => e.key === 'corteo.log.throw')!;
    expect(log.params).toMatchObject({ column: '1-1', die: 4, result: 'R1' });
    const partner = (joint[0] as { with: string }).with;
    expect(after.threw[partner]).toBe(6);
    // The partner may still move, with half its points.
    let pushed = after;
    while (stepNow(pushed) === 'retreat') pushed = play(pushed, 1, corteoRules.legalMoves(pushed, 1)[0]);
    const done = play(pushed, 0, { type: 'stop' });
    expect(corteoRules.legalMoves(done, 0).some((m) => m.type === 'throw')).toBe(false);
    const start = play(done, 0, corteoRules.legalMoves(done, 0).find((m) => m.type === 'move' && m.unit === partner)!);
    expect(start.moving).toMatchObject({ id: partner, budget: 12 });
    expect(start.moving!.spent).toBeGreaterThanOrEqual(6);
  });
});

describe('results (7c)', () => {
  it('the example: 6-6 on 4-4 at 1-1, die 4, the 4-4 retreats one hex, away from the thrower', () => {
    const s = withDie(place(FIELD, { [SP66]: [2, 1], [CELERE]: [2, 3] }), 4);
    const after = play(s, 0, { type: 'throw', unit: SP66, at: key(2, 3) });
    expect(stepNow(after)).toBe('retreat');
    expect(pendingOf(after)[0]).toMatchObject({ unit: CELERE, chooser: 'potere', kind: 'throw', steps: 1 });
    const options = pendingOptions(after, pendingOf(after)[0]).sort();
    // Three hexes take it farther from the thrower; the other three do not.
    expect(options).toHaveLength(3);
    expect(options).toContain(key(2, 4));
    expect(options).not.toContain(key(2, 2));
    const done = play(after, 1, { type: 'retreat', unit: CELERE, to: key(2, 4) });
    expect(stepNow(done)).toBe('move');
    expect(done.units.find((u) => u.id === CELERE)!.at).toBe(key(2, 4));
  });

  it('tear gas that panics the corteo pushes every connected unit one hex, and arrests nobody', () => {
    // 6 against 1: column 5-1, die 6: P2.
    const s = withDie(place(FIELD, { [LACR]: [2, 0], [GR41]: [2, 3], [CO42]: [2, 4], [CO44]: [2, 5] }, { side: 'potere' }), 6);
    const after = play(s, 1, { type: 'throw', unit: LACR, at: key(2, 3) });
    expect(pendingOf(after).map((p) => [p.unit, p.chooser, p.steps])).toEqual([
      [GR41, 'potere', 2],
      [CO42, 'potere', 1],
      [CO44, 'potere', 1],
    ]);
    expect(after.score.potere).toBe(0);
  });
});
