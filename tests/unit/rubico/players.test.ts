// Rubico's app players: the determinization (a sampled state's view for the seat is the view it
// came from), the honesty test (same view, same move, whatever the seat cannot see), legality,
// and whole games played by the app at every level.
import { describe, expect, it } from 'vitest';
import { indexOfMove, observe, type Observation } from '../../../src/engine/players.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import checks from '../../../src/games/rubico/checks.ts';
import players from '../../../src/games/rubico/players.ts';
import { rubicoRules as rules, type RubicoMove, type RubicoState, type RubicoView } from '../../../src/games/rubico/rules.ts';

/** The states of one seeded random game, from set-up to the end. */
function randomGame(n: number, seed: number): RubicoState[] {
  const rng = new Rng(seedRng(seed));
  let s = rules.setup({ firstCenturion: seed % n }, n, seed);
  const states = [s];
  while (!rules.outcome(s)) {
    const seat = rules.decision(s)!.seat;
    const moves = rules.legalMoves(s, seat);
    const r = rules.apply(s, seat, rng.pick(moves));
    if (!r.ok) throw new Error(r.reason);
    s = r.state;
    states.push(s);
  }
  return states;
}

describe('determinize', () => {
  for (const n of [3, 4, 5, 6, 7]) {
    it(`samples states whose view for the seat is the seat's view, at ${n} players`, () => {
      const rng = new Rng(seedRng(n));
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        for (const s of randomGame(n, seed * 100 + n)) {
          for (let seat = 0; seat < n; seat++) {
            const v = rules.view(s, seat);
            const d = players.determinize!(v, seat, rng) as RubicoState;
            expect(checks.invariants(d)).toEqual([]);
            const back = JSON.stringify(rules.view(d, seat));
            if (back !== JSON.stringify(v)) expect(rules.view(d, seat)).toEqual(v);
            expect(rules.decision(d)).toEqual(rules.decision(s));
            expect(rules.legalMoves(d, seat)).toEqual(rules.legalMoves(s, seat));
          }
        }
      }
    });
  }
});
