// A move's working copy shares what it does not copy with the state before (rules/context.ts
// `draft`): the unit stacks, the listed moves, and every array the move does not edit (owners,
// structures, resources, purchases, hands...: copied on the move's first edit through the
// context). Nothing a move does may reach back into that state.
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import { fabrisikoRules as R } from '../../../src/games/fabrisiko/rules.ts';
import type { FabMove, FabState } from '../../../src/games/fabrisiko/rules/types.ts';

/** The state but its log (written once a move, appended: its length says whether it was touched). */
function shape(s: FabState): string {
  const { log, ...rest } = s;
  return JSON.stringify(rest) + `|${log.length}|${log[log.length - 1]?.length}`;
}

/** Freezes a state all the way down: a move that writes into it throws (modules are strict). */
function deepFreeze(x: unknown): void {
  if (x === null || typeof x !== 'object' || Object.isFrozen(x)) return;
  Object.freeze(x);
  for (const v of Object.values(x)) deepFreeze(v);
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

  it('stays frozen under every move of seeded random games (2-4 players, Tournament, physical dice)', () => {
    let moves = 0;
    for (let g = 0; g < 9; g++) {
      const n = 2 + (g % 3);
      const options = { ...R.defaultOptions(n), tournament: g % 2 === 1, physicalDice: g % 4 === 2 };
      let s: FabState = R.setup(options, n, 100 + g);
      const rng = new Rng(seedRng(g));
      for (let d = R.decision(s); d; d = R.decision(s)) {
        deepFreeze(s);
        const legal = R.legalMoves(s, d.seat);
        const m: FabMove = legal[rng.int(0, legal.length - 1)];
        const r = R.apply(s, d.seat, m);
        if (!r.ok) throw new Error(`game ${g} move ${moves}: ${r.reason}`);
        s = r.state;
        moves++;
      }
      expect(R.outcome(s)).not.toBeNull();
    }
    expect(moves).toBeGreaterThan(1000);
  });
});
