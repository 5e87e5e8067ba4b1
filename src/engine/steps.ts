// The step table: a game is a set of named steps, and each step declares who decides, whether
// the decision is secret, its legal moves and a handler per kind of move it takes. `decision`,
// `activeSeats`, `legalMoves` and the opening checks of `apply` (game over, not your turn, not a
// move, not a move of this step) are derived here once for every game, with the shared reason
// keys below; a step's own handlers only check what is particular to them.
// A game whose state keeps a `flow` (engine/flow.ts) also leaves the order of play to the
// engine: its handlers name the next step, call sub-procedures and end them, automatic steps
// (`Procedure`) run as they come on top, and hooks declared on named steps run after their moves.
// (Rally the Troops' rules modules are built the same way, around a table of states.)
import { MoveContext, type FlowDriver, type Randomized } from './context.ts';
import { EACH, queued, queueFrame, topFrame, type Flowing } from './flow.ts';
import type { LogEntry } from './log.ts';
import type { ApplyResult, GameRules, Json, PendingDecision, Seat } from './types.ts';

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

/** The move of type `T` among a game's moves. */
export type MoveOf<M extends TypedMove, T extends M['type']> = Extract<M, { type: T }>;

/**
 * A handler per kind of move a step takes, the move's type narrowed: applies it to `c.s` (the
 * working copy) and returns a reason key to refuse it (the working copy is then thrown away).
 */
export type Handlers<M extends TypedMove, C> = {
  [T in M['type']]?: (c: C, move: MoveOf<M, T>, seat: Seat) => string | null | void;
};

interface Deciding<S> {
  /** The i18n key of the decision (`PendingDecision.kind`), or a function of the state. */
  kind: string | ((s: S) => string);
  /** The seat that decides now. */
  seat(s: S): Seat;
  /** True when the seat decides on its private screen (the table is covered first). */
  secret?: boolean | ((s: S) => boolean);
}

/**
 * A decision's moves listed per piece (a unit, a stack, a combat...) and chosen in two small
 * steps: the pieces first, then the moves of the piece chosen, computed only then, so a random
 * playout, a bot or fuzzing computes one piece's reach, not every piece's (GameRules `pieces`).
 * The flat listing is every piece's moves in the pieces' order.
 */
export interface Pieces<S, M> {
  /**
   * The pieces the seat may choose among now, each by a key of the game's (a unit's id...). A
   * piece may turn out to have no move once its moves are computed: it is then no choice.
   */
  list(s: S, seat: Seat): string[];
  /** The legal moves of one piece of `list`. */
  moves(s: S, seat: Seat, piece: string): M[];
}

/** A decision whose moves are handled by type (`on`); in a flowing game, it may call others. */
export interface Decision<S extends Randomized, M extends TypedMove, C extends MoveContext<S> = MoveContext<S>> extends Deciding<S> {
  /**
   * The deciding seat's legal moves (bots, fuzzing and the contract test play from these); a
   * decision that lists them per piece (`pieces`) leaves this out: its flat listing is derived.
   */
  moves?(s: S, seat: Seat): M[];
  /** The moves listed per piece, where a decision has many (one of `moves` and `pieces`). */
  pieces?: Pieces<S, M>;
  on: Handlers<M, C>;
  /** A step this one called has ended (flowing games): what comes next, from its result. */
  resume?(c: C, result: Json | undefined): void;
}

/**
 * An automatic step of a flowing game: no decision, it runs as soon as it comes on top of the
 * stack and must move the game on (`goto`, `call` or `end`). When a step it called ends, its
 * `resume` runs, or (without one) `run` again.
 */
export interface Procedure<S extends Randomized, C extends MoveContext<S> = MoveContext<S>> {
  run(c: C): void;
  resume?(c: C, result: Json | undefined): void;
}

/** A hook declared on named steps: runs after every move made at one of them (a scenario's rule). */
export interface AfterMove<S extends Randomized, M extends TypedMove, K extends string, C extends MoveContext<S>> {
  steps: readonly K[];
  run(c: C, move: M): void;
}

/** A step written before handlers by type: the move types it takes and one `apply` for all. */
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

export type AnyStep<S extends Randomized, M extends TypedMove, C extends MoveContext<S>> = Step<S, M, C> | Decision<S, M, C> | Procedure<S, C>;

export type StepTable<S extends Randomized, M extends TypedMove, K extends string, C extends MoveContext<S>> = {
  [name in K]: AnyStep<S, M, C>;
};

export interface RulesSpec<S extends Randomized, M extends TypedMove, V, O, K extends string, C extends MoveContext<S>>
  extends Pick<GameRules<S, M, V, O>, 'id' | 'contentVersion' | 'minSeats' | 'maxSeats' | 'defaultOptions' | 'optionsProblem' | 'setup' | 'view' | 'outcome'> {
  /**
   * The name of the current step, or null once the game is over. A game that leaves its order of
   * play to the engine keeps a `flow` in its state instead and leaves this out.
   */
  stepOf?(s: S): K | null;
  steps: StepTable<S, M, K, C>;
  /** Hooks after the moves of named steps (scenarios' and special rules' additions). */
  after?: readonly AfterMove<S, M, K, C>[];
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

/**
 * The engine's side of the order of play (engine/flow.ts) for a step table: procedures run as
 * they come on top; a frame that ends resumes its caller; the built-in queue calls its frames in
 * turn. `defineRules` installs it on every move's context; a game's own check that plays its
 * steps outside a move (a scenario's set-up tried in an editor, a test) installs it with `drive`.
 */
export function flowDriver<S extends Randomized, M extends TypedMove, K extends string, C extends MoveContext<S>>(id: string, steps: StepTable<S, M, K, C>): FlowDriver<C> {
  function nextOfEach(c: C): void {
    const rest = queued(topFrame(c.s as unknown as Flowing) ?? undefined)!;
    if (rest.length === 0) return c.end();
    c.setArgs(queueFrame(rest.slice(1)).args!);
    c.call(rest[0].step, rest[0].args);
  }
  return {
    enter(c, frame) {
      if (frame.step === EACH) return nextOfEach(c);
      const step = steps[frame.step as K];
      if (!step) throw new Error(`${id}: no step named ${frame.step}`);
      if (isProcedure(step)) step.run(c);
    },
    resume(c, below, result) {
      if (below.step === EACH) return nextOfEach(c);
      const step = steps[below.step as K];
      if ('resume' in step && step.resume) step.resume(c, result);
      else if (isProcedure(step)) step.run(c);
    },
  };
}

const isProcedure = <S extends Randomized, M extends TypedMove, C extends MoveContext<S>>(step: AnyStep<S, M, C>): step is Procedure<S, C> => 'run' in step;

/** Builds a game's rules from its step table. */
export function defineRules<S extends Randomized, M extends TypedMove, V, O, K extends string, C extends MoveContext<S> = MoveContext<S>>(
  spec: RulesSpec<S, M, V, O, K, C>,
): StepRules<S, M, V, O, K, C> {
  const makeContext = spec.context ?? ((working: S) => new MoveContext(working) as C);
  const flowing = spec.stepOf === undefined;
  // The top frame's step (flow.ts `topFrame`), read here: the engine asks it several times a move.
  const stepOf: (s: S) => K | null =
    spec.stepOf ??
    ((s) => {
      const f = (s as unknown as Flowing).flow;
      return f.length === 0 ? null : (f[f.length - 1].step as K);
    });
  const after = spec.after ?? [];
  const driver = flowDriver(spec.id, spec.steps);
  for (const [name, step] of Object.entries(spec.steps) as [string, AnyStep<S, M, C>][]) {
    if (!isProcedure(step) && !step.moves === !('pieces' in step && step.pieces)) throw new Error(`${spec.id}: step ${name} must list its moves either flat (moves) or per piece (pieces)`);
  }

  // The decisions by name, a procedure's name mapped to null: asked at every move, so the
  // question whether a step is automatic is answered once here.
  const decisions = new Map<string, Step<S, M, C> | Decision<S, M, C> | null>();
  for (const [name, step] of Object.entries(spec.steps) as [string, AnyStep<S, M, C>][]) decisions.set(name, isProcedure(step) ? null : step);

  function named(name: K | null): Step<S, M, C> | Decision<S, M, C> | null {
    if (name === null) return null;
    const step = decisions.get(name);
    if (step === null) throw new Error(`${spec.id}: the game rests on the automatic step ${name}`);
    if (step === undefined) throw new Error(`${spec.id}: no step named ${name}`);
    return step;
  }

  const current = (s: S): Step<S, M, C> | Decision<S, M, C> | null => named(stepOf(s));
  // The decisions that list their moves per piece, by name.
  const piecesOf = new Map<string, Pieces<S, M>>();
  for (const [name, step] of decisions) if (step && 'pieces' in step && step.pieces) piecesOf.set(name, step.pieces);

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
    const name = stepOf(s);
    const step = named(name);
    if (!step || step.seat(s) !== seat) return [];
    const byPiece = piecesOf.get(name!);
    if (!byPiece) return step.moves!(s, seat);
    const out: M[] = [];
    for (const piece of byPiece.list(s, seat)) for (const m of byPiece.moves(s, seat, piece)) out.push(m);
    return out;
  }

  function pieces(s: S, seat: Seat): string[] | null {
    const step = current(s);
    if (!step || step.seat(s) !== seat) return [];
    return 'pieces' in step && step.pieces ? step.pieces.list(s, seat) : null;
  }

  function pieceMoves(s: S, seat: Seat, piece: string): M[] {
    const step = current(s);
    if (!step || step.seat(s) !== seat || !('pieces' in step) || !step.pieces) return [];
    return step.pieces.moves(s, seat, piece);
  }

  function apply(state: S, seat: Seat, move: M): ApplyResult<S> {
    const name = stepOf(state);
    const step = named(name);
    if (!step || name === null) return { ok: false, reason: ENGINE_REASONS.gameOver };
    if (step.seat(state) !== seat) return { ok: false, reason: ENGINE_REASONS.notYourTurn };
    if (move === null || typeof move !== 'object' || typeof move.type !== 'string') return { ok: false, reason: ENGINE_REASONS.badMove };
    // Handlers by type: own properties only (a move typed "constructor" is no handler's).
    const handler = 'on' in step ? (Object.hasOwn(step.on, move.type) ? step.on[move.type as M['type']] : undefined) : null;
    if (handler === undefined || (handler === null && !(step as Step<S, M, C>).accepts.includes(move.type))) {
      return { ok: false, reason: ENGINE_REASONS.wrongStep };
    }
    const c = makeContext(spec.draft(state));
    if (flowing) c.drive(driver as FlowDriver<never>);
    const why = handler ? (handler as (c: C, move: M, seat: Seat) => string | null | void)(c, move, seat) : (step as Step<S, M, C>).apply(c, seat, move);
    if (why) return { ok: false, reason: why };
    for (const hook of after) if (hook.steps.includes(name)) hook.run(c, move);
    const next = c.finish(spec.writeLog);
    return c.isBarrier ? { ok: true, state: next, barrier: true } : { ok: true, state: next };
  }

  const { id, contentVersion, minSeats, maxSeats, defaultOptions, optionsProblem, setup, view, outcome, steps } = spec;
  // The per-piece listing only where some step has it: a game without one lists flat, at no cost.
  const byPiece = Object.values(spec.steps).some((step) => 'pieces' in (step as object) && (step as Decision<S, M, C>).pieces);
  return { id, contentVersion, minSeats, maxSeats, defaultOptions, optionsProblem, setup, view, outcome, steps, stepOf, apply, activeSeats, decision, legalMoves, ...(byPiece ? { pieces, pieceMoves } : {}) };
}
