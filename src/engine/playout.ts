// Random play through the rules, for fuzzing, the contract test, the bench and the easiest
// app players: every game plays the same way, through its own `legalMoves`. A decision whose
// seat has no legal move is a dead end (the game can never go on, DESIGN.md "Never stuck"):
// every seeded playout checks for it at every decision and stops with a `DeadEnd` that names
// the game, its options, the seed and the move, so the seed replays it.
import { Rng } from './rng.ts';
import { step, type LoggedMove } from './replay.ts';
import type { AnyRules, GameRules, Seat } from './types.ts';

/** What a random move asks of a game's rules: its legal moves, flat or per piece. */
type Listing<M> = Pick<GameRules<never, M, unknown, unknown>, 'legalMoves' | 'pieces' | 'pieceMoves'>;

/**
 * One of the seat's legal moves at random, or null when it has none. Where the rules list the
 * decision's moves per piece (GameRules `pieces`), a piece is drawn uniformly, then one of its
 * moves, so only the chosen piece's moves are computed (a piece with none is dropped and
 * another drawn); elsewhere one of the flat listing, uniformly.
 */
export function randomMove<M>(rules: Listing<M>, state: unknown, seat: Seat, rng: Rng): M | null {
  const pieces = rules.pieces?.(state as never, seat) ?? null;
  if (pieces === null || !rules.pieceMoves) {
    const moves = rules.legalMoves(state as never, seat);
    return moves.length === 0 ? null : moves[rng.int(0, moves.length - 1)];
  }
  const left = pieces.slice();
  while (left.length > 0) {
    const i = rng.int(0, left.length - 1);
    const moves = rules.pieceMoves(state as never, seat, left[i]);
    if (moves.length > 0) return moves[rng.int(0, moves.length - 1)];
    left.splice(i, 1);
  }
  return null;
}

/** Where a seeded playout stands: what a dead end's message names. */
export interface PlayoutAt {
  game: string;
  /** The game's options (a scenario, a mode...), or a label for them. */
  options?: unknown;
  /** The seat count, where the options alone do not give it. */
  seats?: number;
  seed?: number;
  /** Moves made before this decision. */
  move: number;
}

/** A decision whose seat has no legal move: the game cannot go on. */
export class DeadEnd extends Error {
  constructor(
    readonly at: PlayoutAt,
    readonly seat: Seat,
  ) {
    const options = at.options === undefined ? '' : ` ${typeof at.options === 'string' ? at.options : JSON.stringify(at.options)}`;
    const seats = at.seats === undefined ? '' : ` ${at.seats} seats`;
    const seed = at.seed === undefined ? '' : ` seed ${at.seed}`;
    super(`dead end: ${at.game}${options}${seats}${seed} at move ${at.move}: seat ${seat} must decide but has no legal move`);
    this.name = 'DeadEnd';
  }
}

/**
 * The seeded playouts' move: one of the deciding seat's legal moves, uniformly; a `DeadEnd`
 * when it has none. The check costs nothing beyond the listing a random move makes anyway;
 * `at` is asked only for the message.
 */
export function playoutMove<M>(rules: Listing<M>, state: unknown, seat: Seat, rng: Rng, at: () => PlayoutAt): M {
  const move = randomMove(rules, state, seat, rng);
  if (move === null) throw new DeadEnd(at(), seat);
  return move;
}

export interface Playout<S> {
  state: S;
  log: LoggedMove[];
  /** False when `maxMoves` ran out before the game ended. */
  ended: boolean;
}

/**
 * Plays a game from `state` with random legal moves until it ends or `maxMoves` moves were
 * made. `choose` may replace the random choice for some seats (a bot). Throws a `DeadEnd`
 * (naming the game, `where`'s options and seed, and the move) when the decision-holder has no
 * legal move, and an error when a listed move is refused: both are rules bugs.
 */
export function playout<S extends { rng: readonly number[] }>(
  rules: AnyRules,
  state: S,
  rng: Rng,
  maxMoves: number,
  choose?: (state: S, seat: Seat) => unknown,
  where: Omit<PlayoutAt, 'game' | 'move'> = {},
): Playout<S> {
  const log: LoggedMove[] = [];
  const at = (): PlayoutAt => ({ game: rules.id, ...where, move: log.length });
  let s = state;
  while (log.length < maxMoves) {
    if (rules.outcome(s)) return { state: s, log, ended: true };
    const seat = rules.activeSeats(s)[0];
    if (seat === undefined) throw new Error(`${rules.id}: no active seat at move ${log.length} and no outcome`);
    const move = choose ? choose(s, seat) : playoutMove(rules, s, seat, rng, at);
    // A bot that found nothing to play: a dead end when the seat has no legal move indeed.
    if ((move === null || move === undefined) && rules.legalMoves(s, seat).length === 0) throw new DeadEnd(at(), seat);
    if (move === null || move === undefined) throw new Error(`${rules.id}: the player of seat ${seat} chose no move at move ${log.length}`);
    const r = step(rules, s, seat, move);
    if (!r.ok) throw new Error(`${rules.id}: legal move ${JSON.stringify(move)} refused at move ${log.length}: ${r.reason}`);
    s = r.state;
    log.push(r.entry);
  }
  return { state: s, log, ended: rules.outcome(s) !== null };
}
