// The game contract of DESIGN.md. Every game's rules implement `GameRules`: pure functions
// over plain JSON state, with no DOM, storage, Math.random or clock inside.

/** Index of a seat in the game's seat list (0-based, in table order, clockwise). */
export type Seat = number;

/**
 * A seat as everybody at the table sees it: its name and colour. Nothing private (a seat's PIN
 * hash stays in storage and never reaches a game's screens).
 */
export interface SeatInfo {
  name: string;
  color: string;
  /** The app plays this seat (its level stays with the table): games show the Passamano badge. */
  app?: boolean;
  /**
   * The people who play this seat together, when a team holds it (2 to 5 names, in the order
   * they were entered; engine/seats.ts holds the rule). The seat's `name` is then the team's.
   */
  members?: string[];
}

/**
 * A game clock kept with the save, outside the rules (FabRisiko!'s Tournament): the time counted
 * while it ran before `runningSince`, and when it last started (ms since the epoch; null: paused).
 */
export interface GameClock {
  elapsedMs: number;
  runningSince: number | null;
  /** Set when it stopped by itself because nobody was at the table (engine/clock.ts): since when. */
  awaySince?: number;
  /** After it started again by itself: how long it had stood still, for the table to say. */
  awayMs?: number;
}

/** Who is looking: one seat (inside its private screen) or the shared table. */
export type Viewer = Seat | 'table';

/** A JSON value: what states, moves, views and options must be made of. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * What the game waits for now. `secret: true` means the deciding seat needs its private
 * screen (the shared screen is covered first); `secret: false` means the decision is taken
 * in the open, on the table view, by the named seat.
 */
export interface PendingDecision {
  seat: Seat;
  secret: boolean;
  /** A key naming the step, used by the UI and for i18n ("rubico.step.suggest"). */
  kind: string;
}

export interface Outcome {
  /** Seats that won (all seats of the winning faction; several on a shared victory). */
  winners: Seat[];
  /** i18n key for the headline ("rubico.win.caesar"). */
  reasonKey: string;
  /** Free data for the end screen (final scores, the winning faction...). */
  details?: Record<string, Json>;
}

export type ApplyResult<S> =
  | {
      ok: true;
      state: S;
      /**
       * True when this move drew a card, rolled a die, shuffled or revealed something: the
       * undo policy never steps back past it. The engine also treats any change of the RNG
       * state as a barrier, so rules only need to flag reveals that use no randomness.
       */
      barrier?: boolean;
    }
  | { ok: false; reason: string };

export interface GameRules<S extends { rng: readonly number[] }, M, V, O> {
  id: string;
  /** Bumped whenever content changes in a way that would change how a saved log replays. */
  contentVersion: number;
  minSeats: number;
  maxSeats: number;
  defaultOptions(seatCount: number): O;
  /**
   * Why these options (data from anywhere: an imported file) are not ones this game's set-up
   * could be given by its wizard, or null when they are: every way in asks before `setup`
   * (engine/options.ts). A short English phrase for the log and the tests, never shown alone.
   */
  optionsProblem(options: unknown, seatCount: number): string | null;
  setup(options: O, seatCount: number, seed: number): S;
  apply(state: S, seat: Seat, move: M): ApplyResult<S>;
  /** Seats that may move now (empty when the game is over). */
  activeSeats(state: S): Seat[];
  /** The next decision the table waits for, or null when the game is over. */
  decision(state: S): PendingDecision | null;
  legalMoves(state: S, seat: Seat): M[];
  /**
   * The same moves listed per piece (engine/steps.ts `Pieces`): the pieces `seat` may choose
   * among now, or null where the decision lists its moves flat (`legalMoves` then). Optional.
   */
  pieces?(state: S, seat: Seat): string[] | null;
  /** The legal moves of one piece of `pieces`. */
  pieceMoves?(state: S, seat: Seat, piece: string): M[];
  /** What `viewer` may know. Anything the viewer may not see is absent, not flagged. */
  view(state: S, viewer: Viewer): V;
  outcome(state: S): Outcome | null;
}

// eslint-style escape hatch for heterogeneous registries of games.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRules = GameRules<any, any, any, any>;
