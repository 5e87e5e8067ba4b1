// The screens list a decision's choices from a view alone (ui/legal.ts): over seeded random
// games, at every state, the list from the decider's view (the table's view for a public step)
// is exactly the rules' own list from the state.
import { describe, expect, it } from 'vitest';
import { fabrisikoRules as R } from '../../../src/games/fabrisiko/rules.ts';
import { legalFromView } from '../../../src/games/fabrisiko/ui/legal.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';

describe('choices from a view', () => {
  for (const [n, seed, options] of [[2, 3, { tournament: false, physicalDice: false }], [3, 5, { tournament: true, physicalDice: false }], [4, 9, { tournament: false, physicalDice: true }]] as const) {
    it(`match the rules' legal moves (${n} players, seed ${seed})`, () => {
      let s = R.setup({ ...options }, n, seed);
      const rng = new Rng(seedRng(seed * 7 + 1));
      let checked = 0;
      for (let i = 0; i < 1500 && !R.outcome(s); i++) {
        const d = R.decision(s)!;
        const truth = R.legalMoves(s, d.seat);
        const fromView = legalFromView(R.view(s, d.secret ? d.seat : 'table'), d.seat);
        expect(fromView).toEqual(truth);
        checked++;
        // Skip the Tournament's time-up most of the time so the game goes on.
        const pool = truth.filter((m) => m.type !== 'timeUp');
        const m = rng.pick(pool.length ? pool : truth);
        const r = R.apply(s, d.seat, m);
        if (!r.ok) throw new Error(r.reason);
        s = r.state;
      }
      expect(checked).toBeGreaterThan(300);
    });
  }
});
