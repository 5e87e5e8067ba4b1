// Seeded fuzz over checks.ts's playouts: random games through legalMoves for every player count
// and first Centurion, checking the game's invariants after every move, that every game ends with
// one faction winning, that every listed move applies (in a sample of games), and that the move
// log replays to the same final state. The shared contract test runs the same playouts.
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import { replay } from '../../../src/engine/replay.ts';
import { randomMove } from '../../../src/engine/playout.ts';
import checks from '../../../src/games/rubico/checks.ts';
import type { RubicoMove, RubicoOptions } from '../../../src/games/rubico/rules.ts';
import { rules, started } from './helpers.ts';

const MAX_MOVES = 3000;

describe('Rubico fuzz', () => {
  for (let n = 3; n <= 7; n++) {
    const sets = checks.playouts.filter((p) => p.seatCount === n);
    const games = sets.reduce((a, p) => a + p.games, 0);
    it(`${games} random games at ${n} players end with one faction winning, invariants hold, logs replay`, () => {
      expect(games).toBeGreaterThanOrEqual(1000);
      let red = 0;
      let turns = 0;
      let moves = 0;
      let longest = 0;
      let played = 0;
      for (const p of sets) {
        const options = p.options as RubicoOptions;
        for (let g = 0; g < p.games; g++) {
          const seed = n * 1_000_003 + options.firstCenturion * 10_007 + g;
          const start = rules.setup(options, n, seed);
          const rng = new Rng(seedRng(seed ^ 0x5eed));
          const log: { seat: number; move: RubicoMove }[] = [];
          let s = start;
          expect(checks.invariants(s)).toEqual([]);
          while (s.step !== 'over') {
            const d = rules.decision(s)!;
            expect(rules.activeSeats(s)).toEqual([d.seat]);
            // In a sample of games, every listed move must be accepted.
            if (g < 4) {
              for (const m of rules.legalMoves(s, d.seat)) expect(rules.apply(s, d.seat, m).ok).toBe(true);
            }
            const move = randomMove(rules, s, d.seat, rng)!;
            const r = rules.apply(s, d.seat, move);
            if (!r.ok) throw new Error(`legal move refused: ${r.reason} ${JSON.stringify(move)}`);
            log.push({ seat: d.seat, move });
            s = r.state;
            const problems = checks.invariants(s);
            if (problems.length > 0) throw new Error(`game ${seed}: ${problems.join('; ')}`);
            if (log.length > MAX_MOVES) throw new Error(`game ${seed} did not end in ${MAX_MOVES} moves`);
          }
          const o = rules.outcome(s)!;
          expect(o.winners.length).toBeGreaterThan(0);
          if (s.winner === 'red') red++;
          turns += s.turn;
          moves += log.length;
          longest = Math.max(longest, log.length);
          played++;
          expect(JSON.stringify(replay(rules, start, log))).toBe(JSON.stringify(s));
        }
      }
      console.log(
        `rubico fuzz n=${n}: ${played} games, red ${((red / played) * 100).toFixed(1)}% / blue ${(((played - red) / played) * 100).toFixed(1)}%, ` +
          `${(turns / played).toFixed(2)} turns and ${(moves / played).toFixed(1)} moves per game, longest ${longest} moves`,
      );
      expect(red).toBeGreaterThan(played * 0.1);
      expect(red).toBeLessThan(played * 0.9);
    });
  }
});

describe('Rubico invariants (checks.ts)', () => {
  it('hold on a fresh game and name what is broken', () => {
    const s = started(5, 3);
    expect(checks.invariants(s)).toEqual([]);
    const dup = { ...s, deck: [...s.deck.slice(1), s.hands[1][0]] };
    expect(checks.invariants(dup).join()).toMatch(/in 2 places/);
    expect(checks.invariants({ ...s, pos: 99 }).join()).toMatch(/Caesar at 99/);
    expect(checks.invariants({ ...s, senate: [0, 1, 1, 3, 4, 5, 6, 7] }).join()).toMatch(/not conserved/);
    expect(checks.invariants({ ...s, winner: 'red' }).join()).toMatch(/winner red in step suggest/);
  });
});
