// A move's working copy shares what it does not copy with the state before (rules/context.ts
// `draft`): the unit stacks, the listed moves. Nothing a move does may reach back into that state.
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import { fabrisikoRules as R } from '../../../src/games/fabrisiko/rules.ts';
import type { FabMove, FabState } from '../../../src/games/fabrisiko/rules/types.ts';

/** The state but its log (written once a move, appended: its length says whether it was touched). */
function shape(s: FabState): string {
  const { log, ...rest } = s;
  return JSON.stringify(rest) + `|${log.length}|${log[log.length - 1]?.length}`;
}

describe('the state a move answers', () => {
  it('is never edited by the move, every move of seeded random games at 2 and 4 players', () => {
    for (const [n, seed] of [[2, 3], [4, 5]] as const) {
      let s: FabState = R.setup(R.defaultOptions(n), n, seed);
      const rng = new Rng(seedRng(seed));
      let moves = 0;
      for (let d = R.decision(s); d; d = R.decision(s)) {
        const legal = R.legalMoves(s, d.seat);
        const m: FabMove = legal[rng.int(0, legal.length - 1)];
        const before = shape(s);
        const r = R.apply(s, d.seat, m);
        if (!r.ok) throw new Error(`seed ${seed} move ${moves}: ${r.reason}`);
        expect(shape(s), `${n} players, seed ${seed}, move ${moves} (${m.type})`).toBe(before);
        s = r.state;
        moves++;
      }
      expect(R.outcome(s)).not.toBeNull();
      expect(moves).toBeGreaterThan(100);
    }
  });
});
