// Corteo's saves made before the Antirepressivo's three seats (tests/fixtures/corteo-before-
// antirepressivo, written with the code of that day: app players' seeded games, two seats) must
// replay as before: the move log reaches a state whose JSON has the same SHA-256 as the old one.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay, type LoggedMove } from '../../../src/engine/replay.ts';
import { corteoRules, type CorteoOptions } from '../../../src/games/corteo/rules.ts';

interface Fixture {
  gameId: 'corteo';
  contentVersion: number;
  setup: { options: CorteoOptions; seatCount: number; seed: number };
  moves: LoggedMove[];
  final: { sha256: string; step: string; hand: number; score: { corteo: number; potere: number } };
  over: boolean;
}

const dir = new URL('../../fixtures/corteo-before-antirepressivo/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

describe('Corteo saves made before the three-seat scenario', () => {
  it('has a finished base game, a finished advanced game with the special rules and an Antifascista in progress', () => {
    expect(files.sort()).toEqual(['corteo-advanced-special.json', 'corteo-antifascista-in-progress.json', 'corteo-base-physical.json']);
  });

  for (const file of files) {
    it(`${file}: the log replays to the very same state`, () => {
      const fx = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Fixture;
      expect(corteoRules.contentVersion).toBe(fx.contentVersion);
      expect(fx.setup.seatCount).toBe(2);
      const end = replay(corteoRules, corteoRules.setup(fx.setup.options, fx.setup.seatCount, fx.setup.seed), fx.moves);
      expect({ step: end.step, hand: end.hand, score: end.score }).toEqual({ step: fx.final.step, hand: fx.final.hand, score: fx.final.score });
      expect(createHash('sha256').update(JSON.stringify(end)).digest('hex')).toBe(fx.final.sha256);
      expect(corteoRules.outcome(end) !== null).toBe(fx.over);
    });
  }
});
