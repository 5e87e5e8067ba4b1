// The app players in scenario Internazionalista, through their observation only: the normal
// potere drives the motorcade, escorted, to the embassy's front and scores for stopping it there;
// the normal corteo chases it and scores for the cars in its ZOC; the easy levels too play to the
// end with legal moves only.
import { describe, expect, it } from 'vitest';
import { parseHexKey } from '../../../src/engine/hex.ts';
import { indexOfMove, observe, type Level, type Observation } from '../../../src/engine/players.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import { hexCell } from '../../../src/games/corteo/content/city/index.ts';
import players from '../../../src/games/corteo/players.ts';
import { corteoRules, type CorteoMove, type CorteoState, type CorteoView } from '../../../src/games/corteo/rules.ts';
import { stepNow } from '../../../src/games/corteo/rules/now.ts';

function playOut(levels: readonly [Level, Level], seed: number): { end: CorteoState; leaderByHand: number[] } {
  const rngs = [new Rng(seedRng(seed + 1)), new Rng(seedRng(seed + 2))];
  let s = corteoRules.setup({ mode: 'advanced', map: 'citta', scenario: 'internazionalista' }, 2, seed);
  const leaderByHand: number[] = [];
  for (let d = corteoRules.decision(s); d; d = corteoRules.decision(s)) {
    const obs = observe(corteoRules, s, d.seat, 2) as Observation<CorteoView, CorteoMove>;
    const m = players.choose(levels[d.seat], obs, rngs[d.seat]);
    expect(indexOfMove(obs.moves, m), `${JSON.stringify(m)} is not legal`).toBeGreaterThanOrEqual(0);
    const r = corteoRules.apply(s, d.seat, m);
    if (!r.ok) throw new Error(r.reason);
    s = r.state;
    const cols = s.scen!.pieces.filter((p) => p.at.includes(',')).map((p) => hexCell(parseHexKey(p.at))[0]);
    leaderByHand[s.hand] = Math.max(leaderByHand[s.hand] ?? 0, ...cols);
  }
  return { end: s, leaderByHand };
}

describe('Internazionalista: the app players', () => {
  it('normal against normal: the motorcade crosses the river to the embassy and the potere scores for stopping it; the corteo scores for chasing it', () => {
    // A seeded game where the stop holds and scores: in the bench's 8 seeded games
    // (tests/bench/corteo-strength.ts, CORTEO_SCENARIO=internazionalista) the normal potere, its
    // escort guarding the embassy and screening the cars, keeps its stop in 4 and scores it in 2.
    const { end, leaderByHand } = playOut(['normal', 'normal'], 4);
    expect(stepNow(end)).toBe('over');
    // From Piazza Fontana (columns 20-25) over the river (columns 30-31) to the Bulvar by hand 6.
    expect(leaderByHand[6]).toBeGreaterThan(33);
    expect(end.scen!.points.potere).toBeGreaterThanOrEqual(10);
    const chased = end.log.flat().filter((e) => e.key === 'corteo.log.scenarioPoints' && e.params?.why === 'corteo.scenario.why.inZoc');
    expect(chased.length).toBeGreaterThan(0);
  });

  it('easy against easy: to the end with legal moves only', () => {
    const { end } = playOut(['easy', 'easy'], 7);
    expect(stepNow(end)).toBe('over');
    expect(end.result).not.toBeNull();
  });
});
