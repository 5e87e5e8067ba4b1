// Random play through the rules, for fuzzing, the contract test, the bench and the easiest
// app players: every game plays the same way, through its own `legalMoves`.
import { Rng } from './rng.ts';
import { step, type LoggedMove } from './replay.ts';
import type { AnyRules, Seat } from './types.ts';

/** One of the seat's legal moves, uniformly, or null when it has none. */
export function randomMove<M>(rules: { legalMoves(s: never, seat: Seat): M[] }, state: unknown, seat: Seat, rng: Rng): M | null {
  const moves = rules.legalMoves(state as never, seat);
  return moves.length === 0 ? null : moves[rng.int(0, moves.length - 1)];
}

export interface Playout<S> {
  state: S;
  log: LoggedMove[];
  /** False when `maxMoves` ran out before the game ended. */
  ended: boolean;
}

/**
 * Plays a game from `state` with random legal moves until it ends or `maxMoves` moves were
 * made. `choose` may replace the random choice for some seats (a bot). Throws when the
 * decision-holder has no legal move or a listed move is refused: both are rules bugs.
 */
export function playout<S extends { rng: readonly number[] }>(
  rules: AnyRules,
  state: S,
  rng: Rng,
  maxMoves: number,
  choose?: (state: S, seat: Seat) => unknown,
): Playout<S> {
  const log: LoggedMove[] = [];
  let s = state;
  while (log.length < maxMoves) {
    if (rules.outcome(s)) return { state: s, log, ended: true };
    const seat = rules.activeSeats(s)[0];
    if (seat === undefined) throw new Error(`no active seat at move ${log.length} and no outcome`);
    const move = choose ? choose(s, seat) : randomMove(rules, s, seat, rng);
    if (move === null || move === undefined) throw new Error(`seat ${seat} has no legal move at move ${log.length}`);
    const r = step(rules, s, seat, move);
    if (!r.ok) throw new Error(`legal move ${JSON.stringify(move)} refused at move ${log.length}: ${r.reason}`);
    s = r.state;
    log.push(r.entry);
  }
  return { state: s, log, ended: rules.outcome(s) !== null };
}
