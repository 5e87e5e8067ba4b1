// Seeded fuzz, solo: checks.ts's missions of each kind to the end (a thousand each), plus replay
// determinism.
import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/engine/replay.ts';
import { MISSION_IDS } from '../../../src/games/fiamme-d-assalto/content.ts';
import { fiammeRules as rules } from '../../../src/games/fiamme-d-assalto/rules.ts';
import { fuzzMission, gamesOf, playOut, playoutsOf } from './fuzzkit.ts';

describe('fuzz, solo: random missions to the end', () => {
  for (const p of playoutsOf(1, false)) {
    const games = gamesOf(p.games);
    it(`mission ${p.options.mission}: ${games} missions, consistent and always ending`, () => {
      fuzzMission(p.options.mission, 1, games);
    });
  }

  it('replaying the move log from the set-up reproduces the final state exactly', () => {
    for (const seats of [1, 2]) {
      for (const mission of MISSION_IDS) {
        for (let g = 0; g < 3; g++) {
          const physical = g === 2;
          const res = playOut(mission, seats, 900 + g, physical, true);
          const again = replay(rules, rules.setup({ mission, physicalDice: physical }, seats, 900 + g), res.moves);
          expect(again).toEqual(res.end);
          expect(res.start).toEqual(rules.setup({ mission, physicalDice: physical }, seats, 900 + g));
        }
      }
    }
  });
});
