// The working state of one Rubico move: the engine's MoveContext with Rubico's log keys, the step
// under way (`stageOf`) and who decides in it (`actor`), and `draft`, the copy a move edits. `draft` is on the hot path
// (random playouts run tens of thousands of games a second), so it is a fixed-shape object
// literal rather than a spread, and shallow: a step replaces the arrays and objects it changes
// with new ones (`x = x.slice()`, then edit) and never edits one it did not copy, because the
// previous state shares them.
import { appendToLog, MoveContext } from '../../../engine/context.ts';
import type { Decision } from '../../../engine/steps.ts';
import type { Json, Seat } from '../../../engine/types.ts';
import type { LogEntry } from '../../../engine/log.ts';
import type { LogKey, RubicoLogEntry, RubicoMove, RubicoState, RubicoStep, StepName } from './types.ts';

export class RubicoContext extends MoveContext<RubicoState> {
  /** A public log entry; Rubico's entries always carry params (`{}` when there are none). */
  override log(key: LogKey, params: { [name: string]: Json }): void {
    super.log(key, params);
  }
}

/** The context `apply` gets (the spec's `context`). */
export function rubicoContext(working: RubicoState): RubicoContext {
  return new RubicoContext(working);
}

/** A move's entries go to the end of the state's log (the engine's appendToLog). */
export function writeLog(s: RubicoState, entries: readonly LogEntry[]): void {
  appendToLog(s, entries as readonly RubicoLogEntry[]);
}

/** A step of Rubico's step table: a decision, its moves handled by type. */
export type RubicoStepDef = Decision<RubicoState, RubicoMove, RubicoContext>;

/** The step under way (the top of the order of play), or 'over' once the game is won. */
export function stageOf(s: RubicoState): RubicoStep {
  const f = s.flow;
  return f.length === 0 ? 'over' : (f[f.length - 1].step as StepName);
}

/** The seat that decides now: the next in the queue in the sequential steps, else the Centurion. */
export function actor(s: RubicoState): Seat {
  switch (stageOf(s)) {
    case 'roles':
    case 'suggest':
    case 'power':
    case 'peek':
      return s.queue[s.qi];
    default:
      return s.centurion;
  }
}

/** A shallow copy of the state with a fixed shape (faster than a spread in hot loops). */
export function draft(s: RubicoState): RubicoState {
  return {
    rng: s.rng,
    n: s.n,
    firstCenturion: s.firstCenturion,
    turn: s.turn,
    flow: s.flow,
    queue: s.queue,
    qi: s.qi,
    centurion: s.centurion,
    roles: s.roles,
    powers: s.powers,
    powerUsed: s.powerUsed,
    pos: s.pos,
    need: s.need,
    deck: s.deck,
    hands: s.hands,
    placed: s.placed,
    covered: s.covered,
    taken: s.taken,
    forced: s.forced,
    played: s.played,
    discard: s.discard,
    senate: s.senate,
    senateUp: s.senateUp,
    senateTurn: s.senateTurn,
    active: s.active,
    flipped: s.flipped,
    vesta: s.vesta,
    iuno: s.iuno,
    usedPowers: s.usedPowers,
    peeks: s.peeks,
    lastReveal: s.lastReveal,
    log: s.log,
    winner: s.winner,
  };
}
