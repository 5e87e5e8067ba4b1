// The app players in scenario Sociale, through their observation only: the corteo writes down its
// place on its private screen, brings its units there and forms the corteo; the potere's player
// never receives the place (its observation is its seat's view); the easy levels too play to the
// end with legal moves only.
import { describe, expect, it } from 'vitest';
import { indexOfMove, observe, type Level, type Observation } from '../../../src/engine/players.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import players from '../../../src/games/corteo/players.ts';
import { corteoRules, type CorteoMove, type CorteoState, type CorteoView } from '../../../src/games/corteo/rules.ts';
import { stepNow } from '../../../src/games/corteo/rules/now.ts';

function playOut(levels: readonly [Level, Level], seed: number): { end: CorteoState; moves: CorteoMove[]; potereSawPlace: boolean } {
  const rngs = [new Rng(seedRng(seed + 1)), new Rng(seedRng(seed + 2))];
  let s = corteoRules.setup({ mode: 'advanced', map: 'citta', scenario: 'sociale' }, 2, seed);
  const moves: CorteoMove[] = [];
  let potereSawPlace = false;
  for (let d = corteoRules.decision(s); d; d = corteoRules.decision(s)) {
    const obs = observe(corteoRules, s, d.seat, 2) as Observation<CorteoView, CorteoMove>;
    if (d.seat === 1 && s.scen?.gather && !s.scen.revealed && JSON.stringify(obs).includes(`"${s.scen.gather}"`)) potereSawPlace = true;
    const m = players.choose(levels[d.seat], obs, rngs[d.seat]);
    expect(indexOfMove(obs.moves, m), `${JSON.stringify(m)} is not legal`).toBeGreaterThanOrEqual(0);
    const r = corteoRules.apply(s, d.seat, m);
    if (!r.ok) throw new Error(r.reason);
    s = r.state;
    moves.push(m);
  }
  return { end: s, moves, potereSawPlace };
}

describe('Sociale: the app players', () => {
  it('normal against normal: the corteo chooses its place, enters from the edges and forms; the potere never sees the place', () => {
    const { end, moves, potereSawPlace } = playOut(['normal', 'normal'], 3);
    expect(stepNow(end)).toBe('over');
    expect(moves[0].type).toBe('gather');
    expect(moves.filter((m) => m.type === 'enter').length).toBeGreaterThanOrEqual(20);
    expect(end.log.flat().some((e) => e.key === 'corteo.log.formed')).toBe(true);
    expect(potereSawPlace).toBe(false);
  });

  it('easy against easy: to the end with legal moves only', () => {
    const { end, potereSawPlace } = playOut(['easy', 'easy'], 11);
    expect(stepNow(end)).toBe('over');
    expect(end.result).not.toBeNull();
    expect(potereSawPlace).toBe(false);
  });
});
