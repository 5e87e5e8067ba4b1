// Applying and replaying moves, and the undo policy, over any game's rules.
import type { AnyRules, Seat } from './types.ts';

/** One entry of a game's move log, as saved. */
export interface LoggedMove {
  seat: Seat;
  move: unknown;
  /** True when undo may not step back past this move (draw, die, shuffle, reveal). */
  barrier: boolean;
}

export type StepResult<S> =
  | { ok: true; state: S; entry: LoggedMove }
  | { ok: false; reason: string };

function sameRng(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Applies one move, checking that the seat may act, and classifies it for undo. */
export function step<S extends { rng: readonly number[] }>(
  rules: AnyRules,
  state: S,
  seat: Seat,
  move: unknown,
): StepResult<S> {
  if (rules.outcome(state)) return { ok: false, reason: 'error.gameOver' };
  if (!rules.activeSeats(state).includes(seat)) return { ok: false, reason: 'error.notYourTurn' };
  const r = rules.apply(state, seat, move);
  if (!r.ok) return r;
  const next = r.state as S;
  const barrier = Boolean(r.barrier) || !sameRng(state.rng, next.rng);
  return { ok: true, state: next, entry: { seat, move, barrier } };
}

export interface GameSetup {
  options: unknown;
  seatCount: number;
  seed: number;
}

/**
 * Rebuilds a state from a setup (or a snapshot) and a tail of moves. Throws with the index of
 * the first move that does not apply: a log that does not replay is a corrupt save.
 */
export function replay<S extends { rng: readonly number[] }>(
  rules: AnyRules,
  start: S,
  moves: readonly { seat: Seat; move: unknown }[],
  firstIndex = 0,
): S {
  let state = start;
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i];
    const r = step(rules, state, m.seat, m.move);
    if (!r.ok) throw new ReplayError(firstIndex + i, r.reason);
    state = r.state;
  }
  return state;
}

export class ReplayError extends Error {
  constructor(
    readonly moveIndex: number,
    readonly reason: string,
  ) {
    super(`move ${moveIndex} does not apply: ${reason}`);
    this.name = 'ReplayError';
  }
}

/**
 * The undo policy: a seat may take back its own last move while it is still that seat's
 * decision, and never past a barrier (a draw, a die, a shuffle or a reveal). On the shared
 * table (`where` 'table') the decision must be a public one; inside the seat's own private
 * screen ('private') its secret decision counts too, since only that seat is looking.
 */
export function canUndo(
  rules: AnyRules,
  current: unknown,
  log: readonly LoggedMove[],
  seat: Seat,
  where: 'table' | 'private' = 'table',
): boolean {
  const last = log[log.length - 1];
  if (!last || last.barrier || last.seat !== seat) return false;
  if (rules.outcome(current)) return false;
  const d = rules.decision(current);
  return d !== null && d.seat === seat && (where === 'private' || !d.secret);
}
