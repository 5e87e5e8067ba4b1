// The games the bench and the soak drive, from the registry (src/games/registry.ts): each
// game's rules, the seat counts and options its bench entry cycles through (the soak's own
// cycle where the entry has one), and one seeded random playout to the end through the engine's
// playoutMove, which stops at a dead end. Shared by Node and the bench page.
import { playoutMove, type PlayoutAt } from '../../src/engine/playout.ts';
import { Rng, seedRng } from '../../src/engine/rng.ts';
import type { AnyRules } from '../../src/engine/types.ts';
import { GAMES, type GameEntry } from '../../src/games/registry.ts';

export interface BenchGame {
  id: string;
  rules: AnyRules;
  /** Seat counts the bench and the soak cycle through. */
  seats: readonly number[];
  /** Game number `g`'s options, from the defaults (missions, demo game...). */
  options?: (defaults: Record<string, unknown>, g: number) => Record<string, unknown>;
  /** Games the full soak plays of this one, if fewer than the soak's default. */
  soakGames?: number;
  /** Games per match-up `npm run strength` plays of this one, if fewer than its default. */
  strengthGames?: number;
  /** The seats and options the soak cycles through instead of the bench's, if it covers more. */
  soakCycle?: { seats: readonly number[]; options: (defaults: Record<string, unknown>, g: number) => Record<string, unknown> };
  /** Whole campaigns the soak plays besides (the registry's `bench.soakCampaigns`). */
  soakCampaigns?: NonNullable<GameEntry['bench']>['soakCampaigns'];
}

/** Every playable game of the registry with a bench entry, its rules loaded. */
export async function benchGames(): Promise<BenchGame[]> {
  const playable = GAMES.filter((g): g is GameEntry & Required<Pick<GameEntry, 'rules' | 'bench'>> => !!g.rules && !!g.bench);
  return Promise.all(playable.map(async (g) => ({ id: g.id, rules: await g.rules(), seats: g.bench.seats, options: g.bench.options, soakGames: g.bench.soakGames, strengthGames: g.bench.strengthGames, soakCycle: g.bench.soakCycle, soakCampaigns: g.bench.soakCampaigns })));
}

/** The game as the soak plays it: the soak's own cycle of seats and options, where it has one. */
export const soaked = (game: BenchGame): BenchGame => (game.soakCycle ? { ...game, ...game.soakCycle } : game);

/** The options, seat count and starting state of seeded game number `g`. */
export function startOf(game: BenchGame, g: number, seed: number) {
  const seatCount = game.seats[g % game.seats.length];
  const defaults = game.rules.defaultOptions(seatCount);
  const options = game.options ? game.options(defaults, g) : defaults;
  return { seatCount, options, state: game.rules.setup(options, seatCount, seed) as { rng: readonly number[] } };
}

/** Plays one seeded random game to its end; returns the move count and the final state. */
export function playout(game: BenchGame, g: number, seed: number, maxMoves = 100_000) {
  return playoutFrom(game, startOf(game, g, seed), seed, maxMoves);
}

/** Plays a random game from `start` (its options, seat count and state) to its end, the moves drawn from `seed`. */
export function playoutFrom(game: BenchGame, start: { seatCount: number; options: unknown; state: unknown }, seed: number, maxMoves = 100_000) {
  const { rules } = game;
  let state = start.state;
  const rng = new Rng(seedRng(seed ^ 0x5eed));
  let moves = 0;
  // A dead end (no legal move at a decision) throws, naming the game, options, seat count, seed and move.
  const at = (): PlayoutAt => ({ game: game.id, options: start.options, seats: start.seatCount, seed, move: moves });
  for (;;) {
    const d = rules.decision(state);
    if (!d) break;
    const move = playoutMove(rules, state, d.seat, rng, at);
    const r = rules.apply(state, d.seat, move);
    if (!r.ok) throw new Error(`${game.id} seed ${seed}: a legal move was refused (${r.reason})`);
    state = r.state;
    if (++moves > maxMoves) throw new Error(`${game.id} seed ${seed}: no end after ${maxMoves} moves`);
  }
  if (!rules.outcome(state)) throw new Error(`${game.id} seed ${seed}: no decision and no outcome`);
  return { moves, state };
}
