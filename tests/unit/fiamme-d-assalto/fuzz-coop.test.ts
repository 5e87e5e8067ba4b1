// Seeded fuzz, co-op: checks.ts's missions of each kind to the end (a thousand each), plus
// physical dice.
import { describe, it } from 'vitest';
import { fuzzMission, gamesOf, playOut, playoutsOf } from './fuzzkit.ts';

describe('fuzz, co-op: random missions to the end', () => {
  for (const p of playoutsOf(2, false)) {
    const games = gamesOf(p.games);
    it(`mission ${p.options.mission}: ${games} missions, consistent and always ending`, () => {
      fuzzMission(p.options.mission, 2, games);
    });
  }

  it('physical dice: missions through the sampled value vectors also end consistently', () => {
    for (const seats of [1, 2]) {
      for (const p of playoutsOf(seats, true)) {
        for (let g = 0; g < p.games; g++) playOut(p.options.mission, seats, 7 + g, true, false, g < 2);
      }
    }
  });
});
