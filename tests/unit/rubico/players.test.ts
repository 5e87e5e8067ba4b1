// Rubico's app players: the determinization (a sampled state's view for the seat is the view it
// came from), the honesty test (same view, same move, whatever the seat cannot see), legality,
// and whole games played by the app at every level.
import { describe, expect, it } from 'vitest';
import { indexOfMove, observe, type Observation } from '../../../src/engine/players.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import checks from '../../../src/games/rubico/checks.ts';
import { determinizeView } from '../../../src/games/rubico/determinize.ts';
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
            // The searches' biased samples (suggested cards laid as a sensible player would).
            const biased = determinizeView(v, seat, rng, { suggested: (role, kind) => ((kind === 'red') === (role === 'red') ? 3 : 1) });
            expect(JSON.stringify(rules.view(biased, seat))).toBe(JSON.stringify(v));
          }
        }
      }
    });
  }
});

/** Every `every`-th state of a seeded random game where a seat has a real choice. */
function choiceStates(n: number, seed: number, every: number): RubicoState[] {
  return randomGame(n, seed).filter((s, i) => {
    const d = rules.decision(s);
    return d !== null && i % every === 0 && rules.legalMoves(s, d.seat).length > 1;
  });
}

function observation(s: RubicoState): Observation<RubicoView, RubicoMove> {
  return observe(rules, s, rules.decision(s)!.seat, s.n) as Observation<RubicoView, RubicoMove>;
}

describe('app players', () => {
  it('offers easy, normal and strong', () => {
    expect(players.levels).toEqual(['easy', 'normal', 'strong']);
  });

  for (const level of players.levels) {
    it(`${level}: same view, same move, whatever the seat cannot see; always a legal move`, () => {
      const every = level === 'strong' ? 6 : 4;
      const rng2 = new Rng(seedRng(77));
      let compared = 0;
      for (const [n, seed] of [
        [3, 11],
        [4, 12],
        [5, 13],
        [5, 14],
        [6, 15],
        [7, 16],
      ]) {
        for (const s of choiceStates(n, seed, every)) {
          const obs = observation(s);
          const seed2 = compared++;
          const move = players.choose(level, obs, new Rng(seedRng(seed2)));
          expect(indexOfMove(obs.moves, move)).toBeGreaterThanOrEqual(0);
          const other = checks.reshuffleHidden(s, obs.seat, rng2) as RubicoState;
          const obs2 = observation(other);
          expect(obs2.view).toEqual(obs.view);
          expect(players.choose(level, obs2, new Rng(seedRng(seed2)))).toEqual(move);
        }
      }
      expect(compared).toBeGreaterThan(20);
    });

    it(`${level}: a game where every seat is the app at this level ends`, () => {
      for (const n of level === 'strong' ? [5] : [3, 7]) {
        const rngs = Array.from({ length: n }, (_, i) => new Rng(seedRng(500 + i)));
        let s = rules.setup({ firstCenturion: 1 }, n, 4242 + n);
        let moves = 0;
        while (!rules.outcome(s)) {
          const obs = observation(s);
          const move = players.choose(level, obs, rngs[obs.seat]);
          expect(indexOfMove(obs.moves, move)).toBeGreaterThanOrEqual(0);
          const r = rules.apply(s, obs.seat, move);
          expect(r.ok).toBe(true);
          if (r.ok) s = r.state;
          moves++;
          expect(moves).toBeLessThan(2000);
        }
        expect(checks.invariants(s)).toEqual([]);
      }
    });
  }

  it('returns the only legal move at once (an ack, the reveal)', () => {
    const s = rules.setup({ firstCenturion: 0 }, 5, 3);
    for (const level of players.levels) expect(players.choose(level, observation(s), new Rng(seedRng(1)))).toEqual({ type: 'ack' });
  });
});
