// The step table: a game is a set of named steps, and each step declares who decides, whether
// the decision is secret, which kinds of move it takes, its legal moves and how a move applies.
// `decision`, `activeSeats`, `legalMoves` and the opening checks of `apply` (game over, not
// your turn, not a move, not a move of this step) are derived here once for every game, with
// the shared reason keys below; a step's own `apply` only checks what is particular to it.
// (Rally the Troops' rules modules are built the same way, around a table of states.)
import { MoveContext, type Randomized } from './context.ts';
import type { LogEntry } from './log.ts';
import type { ApplyResult, GameRules, PendingDecision, Seat } from './types.ts';

/** Reasons the engine gives for every game (their words are in the shell's catalog). */
export const ENGINE_REASONS = {
  gameOver: 'error.gameOver',
  notYourTurn: 'error.notYourTurn',
  badMove: 'error.badMove',
  wrongStep: 'error.wrongStep',
} as const;

/** Every move is an object with a `type`. */
export interface TypedMove {
  type: string;
}

export interface Step<S extends Randomized, M extends TypedMove, C extends MoveContext<S> = MoveContext<S>> {
  /** The i18n key of the decision (`PendingDecision.kind`), or a function of the state. */
  kind: string | ((s: S) => string);
  /** The seat that decides now. */
  seat(s: S): Seat;
  /** True when the seat decides on its private screen (the table is covered first). */
  secret?: boolean | ((s: S) => boolean);
  /** The move types this step takes; any other is refused with `error.wrongStep`. */
  accepts: readonly M['type'][];
  /** The deciding seat's legal moves (bots, fuzzing and the contract test play from these). */
  moves(s: S, seat: Seat): M[];
  /**
   * Applies a move of an accepted type to `c.s`, the working copy. Returns a reason key to
   * refuse it (the working copy is then thrown away, so partial edits do no harm).
   */
  apply(c: C, seat: Seat, move: M): string | null | void;
}

export type StepTable<S extends Randomized, M extends TypedMove, K extends string, C extends MoveContext<S>> = {
  [name in K]: Step<S, M, C>;
};

export interface RulesSpec<S extends Randomized, M extends TypedMove, V, O, K extends string, C extends MoveContext<S>>
  extends Pick<GameRules<S, M, V, O>, 'id' | 'contentVersion' | 'minSeats' | 'maxSeats' | 'defaultOptions' | 'optionsProblem' | 'setup' | 'view' | 'outcome'> {
  /** The name of the current step, or null once the game is over. */
  stepOf(s: S): K | null;
  steps: StepTable<S, M, K, C>;
  /** The working copy a move edits: what a move may change copied, the rest shared. */
  draft(s: S): S;
  /** Makes the context `apply` gets (a game may extend MoveContext with its own helpers). */
  context?(working: S): C;
  /** Writes a move's log entries into the state. */
  writeLog(s: S, entries: readonly LogEntry[]): void;
}

export interface StepRules<S extends Randomized, M extends TypedMove, V, O, K extends string, C extends MoveContext<S>>
  extends GameRules<S, M, V, O> {
  /** The table itself, for tests and app players that need a step's details. */
  readonly steps: StepTable<S, M, K, C>;
  stepOf(s: S): K | null;
}

/** Builds a game's rules from its step table. */
export function defineRules<S extends Randomized, M extends TypedMove, V, O, K extends string, C extends MoveContext<S> = MoveContext<S>>(
  spec: RulesSpec<S, M, V, O, K, C>,
): StepRules<S, M, V, O, K, C> {
  const makeContext = spec.context ?? ((working: S) => new MoveContext(working) as C);

  function current(s: S): Step<S, M, C> | null {
    const name = spec.stepOf(s);
    return name === null ? null : spec.steps[name];
  }

  function decision(s: S): PendingDecision | null {
    const step = current(s);
    if (!step) return null;
    const secret = typeof step.secret === 'function' ? step.secret(s) : Boolean(step.secret);
    const kind = typeof step.kind === 'function' ? step.kind(s) : step.kind;
    return { seat: step.seat(s), secret, kind };
  }

  function activeSeats(s: S): Seat[] {
    const step = current(s);
    return step ? [step.seat(s)] : [];
  }

  function legalMoves(s: S, seat: Seat): M[] {
    const step = current(s);
    return step && step.seat(s) === seat ? step.moves(s, seat) : [];
  }

  function apply(state: S, seat: Seat, move: M): ApplyResult<S> {
    const step = current(state);
    if (!step) return { ok: false, reason: ENGINE_REASONS.gameOver };
    if (step.seat(state) !== seat) return { ok: false, reason: ENGINE_REASONS.notYourTurn };
    if (move === null || typeof move !== 'object' || typeof move.type !== 'string') return { ok: false, reason: ENGINE_REASONS.badMove };
    if (!step.accepts.includes(move.type)) return { ok: false, reason: ENGINE_REASONS.wrongStep };
    const c = makeContext(spec.draft(state));
    const why = step.apply(c, seat, move);
    if (why) return { ok: false, reason: why };
    const next = c.finish(spec.writeLog);
    return c.isBarrier ? { ok: true, state: next, barrier: true } : { ok: true, state: next };
  }

  const { id, contentVersion, minSeats, maxSeats, defaultOptions, optionsProblem, setup, view, outcome, steps, stepOf } = spec;
  return { id, contentVersion, minSeats, maxSeats, defaultOptions, optionsProblem, setup, view, outcome, steps, stepOf, apply, activeSeats, decision, legalMoves };
}
