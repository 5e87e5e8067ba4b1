// Saves made before the engine took over the order of play (tests/fixtures/saves-before-order-
// of-play, written by scripts/make-order-fixtures.ts with the code of that day): one of every
// game, scenario and mode. Their move logs must replay with today's rules to games nobody can
// tell apart (every seat's view and the table's, the decision, its legal moves, the outcome and
// the RNG), and an old snapshot must resume as the storage resumes it: from the snapshot while
// the content version is the same, or (after a version bump) from the setup.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/engine/replay.ts';
import { observe, ORDER_FIXTURE_CASES, type OrderFixture } from '../../fixtures/order-of-play.ts';

const dir = new URL('../../fixtures/saves-before-order-of-play/', import.meta.url);

describe('saves made before the engine took over the order of play', () => {
  for (const c of ORDER_FIXTURE_CASES) {
    it(`${c.file}: the log replays to the same game, and its snapshot resumes to it`, async () => {
      const fx = JSON.parse(readFileSync(new URL(c.file, dir), 'utf8')) as OrderFixture;
      const rules = await c.rules();
      expect(rules.contentVersion).toBeGreaterThanOrEqual(fx.contentVersion);
      const { options, seatCount, seed } = fx.setup;
      // Replayed in legs, one per snapshot, so a long game is replayed once.
      let state = rules.setup(options, seatCount, seed) as { rng: number[] };
      let done = 0;
      for (const snap of fx.snapshots) {
        state = replay(rules, state, fx.moves.slice(done, snap.index), done);
        done = snap.index;
        expect(observe(rules, state, seatCount), `${c.file} at move ${snap.index}`).toEqual(snap.observed);
        if (rules.contentVersion !== fx.contentVersion) continue;
        const resumed = replay(rules, snap.state as { rng: number[] }, fx.moves.slice(snap.index), snap.index);
        expect(observe(rules, resumed, seatCount), `${c.file} resumed from move ${snap.index}`).toEqual(fx.final);
      }
      const end = replay(rules, state, fx.moves.slice(done), done);
      expect(observe(rules, end, seatCount)).toEqual(fx.final);
      expect(rules.outcome(end) !== null).toBe(fx.over);
    });
  }
});
