// The app-player interface (DESIGN.md, "App players"). An app player is a function of what its
// seat may know: an observation (the seat's view, its legal moves, the decision) and its own
// seeded RNG. It never receives the state, so it cannot cheat by construction; to plan, a game
// samples full states consistent with the observation (`determinize`) and plays ahead with its
// own rules (engine/search.ts).
import type { Rng } from './rng.ts';
import type { AnyRules, PendingDecision, Seat } from './types.ts';

/** How well the app plays a seat, easiest first. */
export const LEVELS = ['easy', 'normal', 'strong'] as const;
export type Level = (typeof LEVELS)[number];

export function isLevel(x: unknown): x is Level {
  return typeof x === 'string' && (LEVELS as readonly string[]).includes(x);
}

/** Everything an app player receives about the game: its seat's knowledge, nothing more. */
export interface Observation<V = unknown, M = unknown> {
  seat: Seat;
  seatCount: number;
  /** `view(state, seat)`: what this seat may know. */
  view: V;
  /** The seat's legal moves now (never empty when a player is asked). */
  moves: readonly M[];
  decision: PendingDecision;
}

/** Limits on a search, so the app never keeps a table waiting (a safety cap, not the budget). */
export interface ThinkLimits {
  /** Milliseconds since some origin (performance.now in the app; injected so players stay pure). */
  now?: () => number;
  /** Stop searching once `now()` passes this. */
  deadline?: number;
}

/** What a game package gives the app: its levels and a way to choose a move at each. */
export interface AppPlayers<V = unknown, M = unknown> {
  /** The levels this game offers, easiest first (at least one). */
  levels: readonly Level[];
  /**
   * Levels `choose` also plays but the game does not offer (built, not yet measured stronger
   * than the level below): `npm run strength` measures them with STRENGTH_TRIAL=1 and the
   * contract test checks their honesty; the wizard, the kiosk and the worker never use them.
   */
  trial?: readonly Level[];
  /**
   * One of `obs.moves`. Deterministic for the same observation and RNG state (limits aside):
   * the honesty test relies on it.
   */
  choose(level: Level, obs: Observation<V, M>, rng: Rng, limits?: ThinkLimits): M;
  /**
   * For games with hidden information: a full state consistent with `view` for `seat`, with
   * what the seat cannot know sampled from `rng` (the determinization test checks that the
   * sampled state's view for that seat is `view` again).
   */
  determinize?(view: V, seat: Seat, rng: Rng): unknown;
}

/**
 * A seat's observation of a state. The only place a state meets an app player: the table and
 * the tests build it here and hand the player this, never the state.
 */
export function observe(rules: AnyRules, state: unknown, seat: Seat, seatCount: number): Observation | null {
  const decision = rules.decision(state);
  if (!decision || decision.seat !== seat) return null;
  const moves = rules.legalMoves(state, seat) as unknown[];
  if (moves.length === 0) return null;
  return { seat, seatCount, view: rules.view(state, seat), moves, decision };
}

/** An app player named a move that is not among the seat's legal moves: a bug in its plan. */
export class IllegalChoice extends Error {
  constructor(readonly move: unknown) {
    super(`the app player chose ${JSON.stringify(move)}, not a legal move`);
    this.name = 'IllegalChoice';
  }
}

/**
 * `move` as the rules list it among `moves` (a plan may build its moves: they are compared by
 * value). A move that is not there is never swapped for another: it throws, so the contract test
 * sees the plan's own choice, and the table knows the app failed rather than playing for it.
 */
export function legalChoice<M>(moves: readonly M[], move: M): M {
  const i = indexOfMove(moves, move);
  if (i < 0) throw new IllegalChoice(move);
  return moves[i];
}

/** A game's scripted plan, at the levels every game builds from it (`scriptedLevels`). */
export interface ScriptedPlan<V, M> {
  /** The plan's move (one of `obs.moves`, by value); `newcomer` plays it with easy's judgement. */
  play(obs: Observation<V, M>, rng: Rng, newcomer: boolean): M;
  /** Percent of easy's decisions that are slips: a move at random among `slips(moves)`. */
  slipPercent: number;
  /** The moves a slip may take (default: any; never ending a phase or the game by a slip). */
  slips?(moves: readonly M[]): readonly M[];
}

/** Normal plays the plan; easy slips now and then, and otherwise plays the plan as a newcomer. */
export function scriptedLevels<V, M>(plan: ScriptedPlan<V, M>): AppPlayers<V, M>['choose'] {
  return (level, obs, rng) => {
    if (level === 'easy' && rng.int(0, 99) < plan.slipPercent) {
      const any = plan.slips ? plan.slips(obs.moves) : obs.moves;
      if (any.length > 0) return rng.pick(any);
    }
    return legalChoice(obs.moves, plan.play(obs, rng, level === 'easy'));
  };
}

/** The index of `move` in `moves` by value (moves are plain JSON), or -1. */
export function indexOfMove(moves: readonly unknown[], move: unknown): number {
  const key = JSON.stringify(move);
  for (let i = 0; i < moves.length; i++) if (JSON.stringify(moves[i]) === key) return i;
  return -1;
}
