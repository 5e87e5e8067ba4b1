// Corteo's strong player (players.ts) and what it stands on: the states it samples from a seat's
// view (determinize.ts) play on exactly as the real game does given the same dice, a combat's
// retreats and advance and a throw's pushes included; the evaluation (evaluate.ts) moves the
// right way for each side; strong plays the plan's move where it does not judge, and a legal,
// reproducible one where it does.
import { describe, expect, it } from 'vitest';
import { randomMove } from '../../../src/engine/playout.ts';
import { indexOfMove, observe, type Observation } from '../../../src/engine/players.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import type { Seat } from '../../../src/engine/types.ts';
import { determinize } from '../../../src/games/corteo/determinize.ts';
import { evaluate, projection } from '../../../src/games/corteo/evaluate.ts';
import players, { STRONG } from '../../../src/games/corteo/players.ts';
import { corteoRules, type CorteoMove, type CorteoOptions, type CorteoState, type CorteoView } from '../../../src/games/corteo/rules.ts';
import { gatherPlaces } from '../../../src/games/corteo/rules/sociale.ts';
import { stepNow } from '../../../src/games/corteo/rules/now.ts';
import { startAt } from '../../../src/engine/flow.ts';
import { CELERE, CELERE2, GR41, SP66, key, place } from './helpers.ts';

const special = { smoke: true, shortThrows: true, jams: true, national: true };
const viewOf = (s: CorteoState, seat: Seat) => corteoRules.view(s, seat);

/** Every state of a seeded random game, with the move played from it. */
function randomGame(options: CorteoOptions, seed: number): { s: CorteoState; seat: Seat }[] {
  const rng = new Rng(seedRng(seed ^ 0x5eed));
  const out: { s: CorteoState; seat: Seat }[] = [];
  let s = corteoRules.setup(options, 2, seed) as CorteoState;
  for (let d = corteoRules.decision(s); d; d = corteoRules.decision(s)) {
    out.push({ s, seat: d.seat });
    const r = corteoRules.apply(s, d.seat, randomMove(corteoRules, s, d.seat, rng)!);
    if (!r.ok) throw new Error(r.reason);
    s = r.state as CorteoState;
  }
  return out;
}

/** Plays `n` random moves on from `s`, the moves drawn from `seed`; the views after each. */
function onward(s: CorteoState, n: number, seed: number): string[] {
  const rng = new Rng(seedRng(seed));
  const views: string[] = [];
  for (let i = 0; i < n; i++) {
    const d = corteoRules.decision(s);
    if (!d) break;
    const r = corteoRules.apply(s, d.seat, randomMove(corteoRules, s, d.seat, rng)!);
    if (!r.ok) throw new Error(r.reason);
    s = r.state as CorteoState;
    views.push(JSON.stringify({ ...viewOf(s, 0), log: null }));
  }
  return views;
}

describe("the strong player's samples (determinize)", () => {
  for (const [label, options] of [
    ['base game', { mode: 'base', map: 'practice' }],
    ['advanced game, every special rule', { mode: 'advanced', map: 'practice', special, waitsEnd: true }],
  ] as const) {
    it(`${label}: a state sampled from the deciding seat's view, given the real dice, plays on as the real one (a combat's retreats and advance, a throw's pushes)`, () => {
      let called = 0;
      for (const seed of [3]) {
        for (const [i, { s, seat }] of randomGame(options, seed).entries()) {
          const v = viewOf(s, seat);
          // The decisions called from a phase (retreats, an advance, special dice) are the ones to get right; of the others, every eighth.
          if (v.step === 'retreat' || v.step === 'advance' || v.step === 'special') called++;
          else if (i % 8 !== 0) continue;
          const t = { ...determinize(v, seat, new Rng(seedRng(seed))), rng: s.rng.slice() };
          expect(viewOf(t, seat)).toEqual(v);
          expect(onward(t, 6, seed), `${label} seed ${seed} hand ${s.hand} step ${v.step}`).toEqual(onward(s, 6, seed));
        }
      }
      expect(called).toBeGreaterThan(10);
    });
  }

  it("Sociale: the potere's sample draws the corteo's gathering place among the possible ones, its view unchanged", () => {
    const game = randomGame({ mode: 'advanced', map: 'citta', scenario: 'sociale' }, 5).slice(0, 40);
    const places = new Set(gatherPlaces(game[0].s).map((p) => p.id));
    const hidden = game.filter(({ s }) => s.scen?.gather && !('gather' in (viewOf(s, 1).scen ?? {})));
    expect(hidden.length).toBeGreaterThan(0);
    const drawn = new Set<string>();
    for (const [i, { s }] of hidden.entries()) {
      const v = viewOf(s, 1);
      const t = determinize(v, 1, new Rng(seedRng(i)));
      expect(places.has(t.scen!.gather!)).toBe(true);
      expect(viewOf(t, 1)).toEqual(v);
      drawn.add(t.scen!.gather!);
    }
    expect(drawn.size).toBeGreaterThan(1);
  });
});

describe("the strong player's evaluation", () => {
  const s = place(['.........', '....o....', '.........'], { [GR41]: [0, 1], [SP66]: [2, 1], [CELERE]: [2, 7] }, { hand: 5 });
  it('is a share of the result: the two sides add up to one', () => {
    expect(evaluate(s, 0) + evaluate(s, 1)).toBeCloseTo(1, 10);
  });
  it('counts an arrest for the potere and an objective held for the corteo', () => {
    const arrested: CorteoState = { ...s, units: s.units.map((u) => (u.id === SP66 ? { ...u, at: 'prison' } : u)), score: { ...s.score, potere: s.score.potere + 6 } };
    expect(projection(arrested)).toBeLessThan(projection(s));
    expect(evaluate(arrested, 1)).toBeGreaterThan(evaluate(s, 1));
    const held: CorteoState = { ...s, units: s.units.map((u) => (u.id === GR41 ? { ...u, at: key(1, 4) } : u)), held: { [key(1, 4)]: 5 } };
    expect(projection(held)).toBeGreaterThan(projection(s));
    expect(evaluate(held, 0)).toBeGreaterThan(evaluate(s, 0));
  });
});

describe('the strong player', () => {
  const obsOf = (s: CorteoState, seat: number) => observe(corteoRules, s, seat, 2) as Observation<CorteoView, CorteoMove>;

  it("plays the plan's move where it does not judge (the movement phase)", () => {
    const game = randomGame({ mode: 'base', map: 'practice' }, 6);
    const moving = game.filter(({ s }) => stepNow(s) === 'move').filter((_, i) => i % 20 === 0).slice(0, 12);
    expect(moving.length).toBe(12);
    for (const { s, seat } of moving) {
      const obs = obsOf(s, seat);
      expect(players.choose('strong', obs, new Rng(seedRng(9)))).toEqual(players.choose('normal', obs, new Rng(seedRng(9))));
    }
  });

  it('judges a combat: a legal move, the same for the same seed', () => {
    // Two celere between a lone head gruppo and a 6-6: two combats to choose between.
    const s = place(['.........', '.........', '.........'], { [CELERE]: [1, 4], [CELERE2]: [1, 4], [GR41]: [1, 3], [SP66]: [1, 5] }, { side: 'potere', flow: startAt('combat'), heads: [GR41] });
    const obs = obsOf(s, 1);
    expect(STRONG.steps).toContain('combat');
    expect(obs.moves.length).toBeGreaterThan(1);
    const a = players.choose('strong', obs, new Rng(seedRng(1)));
    expect(indexOfMove(obs.moves, a)).toBeGreaterThanOrEqual(0);
    expect(players.choose('strong', obs, new Rng(seedRng(1)))).toEqual(a);
  });
});
