// Never stuck (DESIGN.md): the seeded playouts the contract test, the bench and the soak share
// check at every decision that the deciding seat has a legal move, and stop at a dead end with
// the game, its options, the seed and the move. A tiny game that dead-ends on purpose: seats
// take turns adding 1 to a counter, and when the counter reaches `stuckAt` nobody may move.
import { describe, expect, it } from 'vitest';
import { seedRng, Rng } from '../../../src/engine/rng.ts';
import { DeadEnd, playout, playoutMove } from '../../../src/engine/playout.ts';
import { count, type CountState } from './count-game.ts';

describe('dead ends in seeded playouts', () => {
  it('a game with a legal move at every decision plays to its end', () => {
    const p = playout(count, count.setup({ stuckAt: 99 }, 2, 5), new Rng(seedRng(5)), 100);
    expect(p.ended).toBe(true);
    expect(p.log).toHaveLength(10);
  });

  it('a decision with no legal move stops the playout, naming the game, the options, the seed and the move', () => {
    const start = count.setup({ stuckAt: 7 }, 2, 5);
    const run = () => playout(count, start, new Rng(seedRng(5)), 100, undefined, { options: { stuckAt: 7 }, seats: 2, seed: 5 });
    expect(run).toThrow(DeadEnd);
    expect(run).toThrow('dead end: count {"stuckAt":7} 2 seats seed 5 at move 7: seat 1 must decide but has no legal move');
    try {
      run();
    } catch (err) {
      expect((err as DeadEnd).at).toEqual({ game: 'count', options: { stuckAt: 7 }, seats: 2, seed: 5, move: 7 });
      expect((err as DeadEnd).seat).toBe(1);
    }
  });

  it('so does a bot that finds nothing to play there; a bot that plays nothing while moves remain is another error', () => {
    const start = count.setup({ stuckAt: 3 }, 2, 5);
    const rng = new Rng(seedRng(5));
    const bot = (s: CountState) => count.legalMoves(s, s.count % 2)[0] ?? null;
    expect(() => playout(count, start, rng, 100, bot, { seed: 5 })).toThrow('dead end: count seed 5 at move 3');
    expect(() => playout(count, count.setup({ stuckAt: 99 }, 2, 5), rng, 100, () => null)).toThrow('the player of seat 0 chose no move at move 0');
  });

  it('playoutMove gives a legal move, or a dead end named by the caller', () => {
    const rng = new Rng(seedRng(1));
    expect(playoutMove(count, count.setup({ stuckAt: 99 }, 2, 1), 0, rng, () => ({ game: 'count', move: 0 }))).toEqual({ type: 'add' });
    const stuck = count.setup({ stuckAt: 0 }, 2, 1);
    expect(() => playoutMove(count, stuck, 0, rng, () => ({ game: 'count', options: 'a label', seed: 1, move: 0 }))).toThrow('dead end: count a label seed 1 at move 0: seat 0');
  });
});
