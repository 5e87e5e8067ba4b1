// The soak's fuzz (tests/soak/fuzz.ts, `npm run soak`) fails loudly at a dead end, in a game of
// its cycle and in a campaign: the result counts the failure and lists what replays it (the
// game, its options, seat count, seed and move), and plays every variant of the cycle.
import { describe, expect, it, vi } from 'vitest';
import { fuzzGame } from '../../soak/fuzz.ts';
import type { BenchGame } from '../../bench/games.ts';
import type { AnyRules } from '../../../src/engine/types.ts';
import { count } from '../engine/count-game.ts';

const rules = count as unknown as AnyRules;

describe('the soak fuzz', () => {
  it('plays every variant of a game’s cycle and passes when nothing is stuck', async () => {
    const game: BenchGame = { id: 'count', rules, seats: [2], options: (o, g) => ({ ...o, stuckAt: 90 + (g % 3) }) };
    const r = await fuzzGame(game, 12);
    expect(r.failures).toBe(0);
    expect(r.deadEnds).toEqual([]);
    expect(r.variants).toEqual({ '2 seats {"stuckAt":90}': 4, '2 seats {"stuckAt":91}': 4, '2 seats {"stuckAt":92}': 4 });
    expect(r.outcomes).toEqual({ 'count.end': 12 });
  });

  it('fails at a dead end of a game, naming its options, seat count, seed and move', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    // Every third game can get stuck at 7 (game 2, 5, ...).
    const game: BenchGame = { id: 'count', rules, seats: [2], options: (o, g) => ({ ...o, stuckAt: g % 3 === 2 ? 7 : 99 }) };
    const r = await fuzzGame(game, 6);
    const said = errors.mock.calls.map((c) => String(c[0]));
    errors.mockRestore();
    expect(r.failures).toBe(2);
    expect(r.deadEnds).toEqual([
      { game: 'count', options: { stuckAt: 7 }, seats: 2, seed: 0x50a4 + 2, move: 7 },
      { game: 'count', options: { stuckAt: 7 }, seats: 2, seed: 0x50a4 + 5, move: 7 },
    ]);
    expect(said).toEqual([
      `count game 2 (seed ${0x50a4 + 2}, 2 seats {"stuckAt":7}): dead end: count {"stuckAt":7} 2 seats seed ${0x50a4 + 2} at move 7: seat 1 must decide but has no legal move`,
      `count game 5 (seed ${0x50a4 + 5}, 2 seats {"stuckAt":7}): dead end: count {"stuckAt":7} 2 seats seed ${0x50a4 + 5} at move 7: seat 1 must decide but has no legal move`,
    ]);
  });

  it('plays campaigns mission after mission and fails at a dead end in one, with the mission’s options and seed', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    // Campaign 0 ends after two missions; campaign 1's second mission gets stuck at 4.
    const game: BenchGame = {
      id: 'count',
      rules,
      seats: [2],
      soakGames: 0,
      soakCampaigns: {
        count: 2,
        seats: [2],
        missions: 5,
        first: (o, c) => ({ ...o, stuckAt: 99, campaign: c }),
        next: async () => (_final, o) => (o.stuckAt === 99 ? { ...o, stuckAt: o.campaign === 1 ? 4 : 98 } : null),
      },
    };
    const r = await fuzzGame(game, Infinity);
    errors.mockRestore();
    expect(r.campaigns).toMatchObject({ played: 2, missions: 3, finished: 1, failures: 1 });
    expect(r.failures).toBe(1);
    expect(r.deadEnds).toEqual([{ game: 'count', options: { stuckAt: 4, campaign: 1 }, seats: 2, seed: 0xca3a + 97 + 1, move: 4 }]);
  });
});
