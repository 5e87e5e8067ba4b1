// A move's working copy shares the units with the state before (rules/context.ts `draft`): a
// move copies a unit on its first edit (board.ts `editUnit`). Nothing a move does may reach back
// into the state it was given: every state a move answers is frozen all the way down, so an
// edit that forgets to copy throws (modules are strict). The map of who stands where a settled
// state patches from the state before's must be the one made anew.
import { describe, expect, it } from 'vitest';
import { randomMove } from '../../../src/engine/playout.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import { corteoRules as R } from '../../../src/games/corteo/rules.ts';
import { occupancy, settledSnap } from '../../../src/games/corteo/rules/board.ts';
import type { CorteoState } from '../../../src/games/corteo/rules/types.ts';
import { GAMES } from '../../../src/games/registry.ts';

/** Freezes a state all the way down. */
function deepFreeze(x: unknown): void {
  if (x === null || typeof x !== 'object' || Object.isFrozen(x)) return;
  Object.freeze(x);
  for (const v of Object.values(x)) deepFreeze(v);
}

// The soak's cycle of scenarios and modes; of its twelve games, those that between them play
// every scenario (each in the advanced game), every special rule and physical dice.
const cycle = GAMES.find((g) => g.id === 'corteo')!.bench!.soakCycle!;
const GAMES_PLAYED = [1, 3, 4, 5, 6, 11];

describe("the state a Corteo move answers", () => {
  it('stays frozen under every move of seeded random games of every scenario and mode', () => {
    let moves = 0;
    const edited = new Set<string>();
    for (const g of GAMES_PLAYED) {
      const seats = cycle.seats[g % cycle.seats.length];
      const options = cycle.options(R.defaultOptions(seats) as never, g);
      let s = R.setup(options as never, seats, 40 + g) as CorteoState;
      const rng = new Rng(seedRng(g));
      for (let d = R.decision(s); d; d = R.decision(s)) {
        deepFreeze(s);
        const m = randomMove(R, s, d.seat, rng);
        if (!m) throw new Error(`game ${g} move ${moves}: no legal move`);
        const r = R.apply(s, d.seat, m);
        if (!r.ok) throw new Error(`game ${g} move ${moves} (${m.type}): ${r.reason}`);
        // The units the move did not edit are the state before's own objects.
        const next = r.state as CorteoState;
        if (next.units.length === s.units.length) next.units.forEach((u, i) => u !== s.units[i] && edited.add(m.type));
        // Who stands where, patched from the state before's (board.ts `settled`), as made anew.
        const occ = settledSnap(next).occ;
        const fresh = occupancy(next);
        if (occ.size !== fresh.size || [...fresh].some(([k, us]) => occ.get(k)?.length !== us.length || us.some((u, i) => occ.get(k)![i] !== u))) {
          expect(Object.fromEntries(occ), `game ${g} move ${moves} (${m.type}): who stands where`).toEqual(Object.fromEntries(fresh));
        }
        s = next;
        moves++;
      }
      expect(R.outcome(s), `game ${g}`).not.toBeNull();
    }
    expect(moves).toBeGreaterThan(2000);
    // Units were edited (and copied) by moves of many kinds, and shared by the rest.
    expect([...edited]).toEqual(expect.arrayContaining(['place', 'move', 'retreat', 'advance', 'done']));
  });
});
