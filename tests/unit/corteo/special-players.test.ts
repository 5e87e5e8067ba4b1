// The app players with every special rule on (section 13): an advanced game, app against app,
// to the end of hand 10, with the game's invariants after every move, and the special rules
// actually played by both sides: jams tried, tear gas that leaves smoke, the delegations and
// the finanza placed and rolled for.
import { describe, expect, it } from 'vitest';
import { indexOfMove, observe, type Observation } from '../../../src/engine/players.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import checks from '../../../src/games/corteo/checks.ts';
import players from '../../../src/games/corteo/players.ts';
import { corteoRules } from '../../../src/games/corteo/rules.ts';
import type { CorteoMove, CorteoState, CorteoView } from '../../../src/games/corteo/rules/types.ts';
import { HANDS } from '../../../src/games/corteo/content/schedule.ts';
import { stepNow } from '../../../src/games/corteo/rules/now.ts';

describe('Corteo app players with every special rule', () => {
  it('play an advanced game to the end of hand 10, legally, using the special rules on both sides', () => {
    const seed = 0x5ec1a1;
    let s = corteoRules.setup({ mode: 'advanced', map: 'citta', special: { smoke: true, shortThrows: true, jams: true, national: true } }, 2, seed) as CorteoState;
    const rngs = [new Rng(seedRng(seed ^ 1)), new Rng(seedRng(seed ^ 2))];
    let moves = 0;
    for (let d = corteoRules.decision(s); d; d = corteoRules.decision(s)) {
      const obs = observe(corteoRules, s, d.seat, 2) as Observation<CorteoView, CorteoMove>;
      const m = players.choose('normal', obs, rngs[d.seat]);
      expect(indexOfMove(obs.moves, m)).toBeGreaterThanOrEqual(0);
      const r = corteoRules.apply(s, d.seat, m);
      if (!r.ok) throw new Error(`${JSON.stringify(m)} refused: ${r.reason}`);
      s = r.state as CorteoState;
      const problems = checks.invariants(s);
      if (problems.length) throw new Error(problems.join('; '));
      if (++moves > 20_000) throw new Error('no end');
    }
    expect(stepNow(s)).toBe('over');
    expect(s.hand).toBe(HANDS);
    const log = s.log.flat();
    const seats = (key: string) => new Set(log.filter((e) => e.key === 'corteo.log.roll' && e.params?.why === key).map((e) => e.params?.seat));
    // Both sides tried jams; the potere's tear gas met the wind; both sides' newcomers rolled to enter.
    expect(seats('corteo.roll.jam')).toEqual(new Set([0, 1]));
    expect(seats('corteo.roll.wind')).toEqual(new Set([1]));
    expect(seats('corteo.roll.arrive')).toEqual(new Set([0, 1]));
    expect(log.filter((e) => e.key === 'corteo.log.arrivalPlaced').length).toBe(9);
  });
});
