// Corteo's saves made before the Antirepressivo's three seats (tests/fixtures/corteo-before-
// antirepressivo, written with the code of that day: app players' seeded games, two seats) must
// replay as before: the move log reaches a game nobody can tell from the old one (every seat's
// view and the table's, the decision, its legal moves, the outcome and the RNG: `observed`,
// added by scripts/observe-fixtures.ts while the state's SHA-256 was still the old one's).
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay, type LoggedMove } from '../../../src/engine/replay.ts';
import { corteoRules, type CorteoOptions } from '../../../src/games/corteo/rules.ts';
import { observe, type Observed } from '../../fixtures/order-of-play.ts';

interface Fixture {
  gameId: 'corteo';
  contentVersion: number;
  setup: { options: CorteoOptions; seatCount: number; seed: number };
  moves: LoggedMove[];
  final: { sha256: string; step: string; hand: number; score: { corteo: number; potere: number } };
  observed: Observed;
  over: boolean;
}

const dir = new URL('../../fixtures/corteo-before-antirepressivo/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

describe('Corteo saves made before the three-seat scenario', () => {
  it('has a finished base game, a finished advanced game with the special rules and an Antifascista in progress', () => {
    expect(files.sort()).toEqual(['corteo-advanced-special.json', 'corteo-antifascista-in-progress.json', 'corteo-base-physical.json']);
  });

  for (const file of files) {
    it(`${file}: the log replays to the same game`, () => {
      const fx = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Fixture;
      expect(corteoRules.contentVersion).toBeGreaterThanOrEqual(fx.contentVersion);
      expect(fx.setup.seatCount).toBe(2);
      const end = replay(corteoRules, corteoRules.setup(fx.setup.options, fx.setup.seatCount, fx.setup.seed), fx.moves);
      expect({ hand: end.hand, score: end.score }).toEqual({ hand: fx.final.hand, score: fx.final.score });
      expect(observe(corteoRules, end, fx.setup.seatCount)).toEqual(fx.observed);
      expect(corteoRules.outcome(end) !== null).toBe(fx.over);
    });
  }
});
