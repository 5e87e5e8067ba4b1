// The games the bench and the soak drive: each game's rules and its seeded random bot
// (`bot.randomMove`), plus one random playout to the end. Shared by Node and the bench page.
import { Rng, seedRng } from '../../src/engine/rng.ts';
import type { AnyRules, Seat } from '../../src/engine/types.ts';
import { rubicoRules } from '../../src/games/rubico/rules.ts';
import { randomMove as rubicoRandom } from '../../src/games/rubico/bot.ts';
import { ribelleRules } from '../../src/games/repubblica-ribelle/rules.ts';
import { randomMove as ribelleRandom } from '../../src/games/repubblica-ribelle/bot.ts';
import { fiammeRules } from '../../src/games/fiamme-d-assalto/rules.ts';
import { randomMove as fiammeRandom } from '../../src/games/fiamme-d-assalto/bot.ts';

export interface BenchGame {
  id: string;
  rules: AnyRules;
  randomMove: (state: never, seat: Seat, rng: Rng) => unknown;
  /** Seat counts the bench and the soak cycle through. */
  seats: readonly number[];
  /** Game number `g`'s options, from the defaults (missions, demo game...). */
  options?: (defaults: Record<string, unknown>, g: number) => Record<string, unknown>;
}

export const BENCH_GAMES: readonly BenchGame[] = [
  { id: 'rubico', rules: rubicoRules, randomMove: rubicoRandom as BenchGame['randomMove'], seats: [5, 3, 4, 6, 7] },
  { id: 'repubblica-ribelle', rules: ribelleRules, randomMove: ribelleRandom as BenchGame['randomMove'], seats: [3, 1, 2, 4, 5, 6], options: (o, g) => ({ ...o, demo: g % 12 >= 6 }) },
  { id: 'fiamme-d-assalto', rules: fiammeRules, randomMove: fiammeRandom as BenchGame['randomMove'], seats: [1, 2], options: (o, g) => ({ ...o, mission: 1 + (Math.floor(g / 2) % 5) }) },
];

/** The options, seat count and starting state of seeded game number `g`. */
export function startOf(game: BenchGame, g: number, seed: number) {
  const seatCount = game.seats[g % game.seats.length];
  const defaults = game.rules.defaultOptions(seatCount);
  const options = game.options ? game.options(defaults, g) : defaults;
  return { seatCount, options, state: game.rules.setup(options, seatCount, seed) as { rng: readonly number[] } };
}

/** Plays one seeded random game to its end; returns the move count and the final state. */
export function playout(game: BenchGame, g: number, seed: number, maxMoves = 100_000) {
  const { rules } = game;
  const start = startOf(game, g, seed);
  let state = start.state;
  const rng = new Rng(seedRng(seed ^ 0x5eed));
  let moves = 0;
  for (;;) {
    const d = rules.decision(state);
    if (!d) break;
    const move = game.randomMove(state as never, d.seat, rng);
    if (move === null) throw new Error(`${game.id} seed ${seed}: seat ${d.seat} is to decide but has no legal move`);
    const r = rules.apply(state, d.seat, move);
    if (!r.ok) throw new Error(`${game.id} seed ${seed}: a legal move was refused (${r.reason})`);
    state = r.state;
    if (++moves > maxMoves) throw new Error(`${game.id} seed ${seed}: no end after ${maxMoves} moves`);
  }
  if (!rules.outcome(state)) throw new Error(`${game.id} seed ${seed}: no decision and no outcome`);
  return { moves, state };
}
