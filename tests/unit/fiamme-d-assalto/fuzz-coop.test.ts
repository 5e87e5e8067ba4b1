// Seeded fuzz, co-op: a thousand random missions of each kind to the end, plus physical dice.
import { describe, it } from 'vitest';
import { MISSION_IDS } from '../../../src/games/fiamme-d-assalto/content.ts';
import { GAMES, fuzzMission, playOut } from './fuzzkit.ts';

describe('fuzz, co-op: random missions to the end', () => {
  for (const mission of MISSION_IDS) {
    it(`mission ${mission}: ${GAMES} missions, consistent and always ending`, () => {
      fuzzMission(mission, 2, GAMES);
    });
  }

  it('physical dice: missions through the sampled value vectors also end consistently', () => {
    for (const seats of [1, 2]) for (const mission of MISSION_IDS) for (let g = 0; g < 40; g++) playOut(mission, seats, 7 + g, true, false);
  });
});
