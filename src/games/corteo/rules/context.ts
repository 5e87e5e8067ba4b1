// The move context (dice that are logged, the tasks a move gives rise to) and `draft`, what a
// move may change copied.
import { appendToChunkedLog, MoveContext } from '../../../engine/context.ts';
import type { Frame } from '../../../engine/flow.ts';
import { resolveRoll } from '../../../engine/dice.ts';
import type { LogEntry } from '../../../engine/log.ts';
import type { Json } from '../../../engine/types.ts';
import { drafted, settled } from './board.ts';
import type { CorteoOptions, CorteoState, Pending, ScenarioState, SpecialRoll, StepName, UnitState } from './types.ts';
import type { Reinforcement, Side } from '../content/types.ts';
import type { StartLine } from '../content/scenarios/index.ts';

/** A start line of the potere: how many units of a kind, where. */
export type StartLineOf = Pick<StartLine, 'kind' | 'count' | 'where'>;

/**
 * What the scenarios add to the base game's turn (each scenario's file has its own; the step
 * table wires them, steps.ts `SCENARIO_HOOKS`), so that no base file imports a scenario's.
 */
export interface ScenarioHooks {
  /** The seat that decides for a side (Antirepressivo: the corteo player acting now). */
  seatOf(s: CorteoState, side: Side, unitId?: string): number;
  /** May the side in turn move this unit now (Antirepressivo: the acting corteo player's only)? */
  mayMove(s: CorteoState, id: string): boolean;
  /** The last hand of the game (Antifascista: with the hands agreed). */
  lastHand(s: CorteoState): number;
  /** A side's movement phase begins. */
  movementStart(c: CorteoContext): void;
  /** A side's turn ends, after its combats (after the scenario's own scoring, scenario.ts). */
  turnEnd(c: CorteoContext): void;
  /** A hand ends (after the scenario's own scoring). */
  handEnd(c: CorteoContext): void;
  /** Between two hands: true when a scenario's step comes first (Antifascista's agreement on more hands). */
  betweenHands(c: CorteoContext): boolean;
  /** A hand begins. */
  handStart(c: CorteoContext): void;
  /** An objective hex is held at the end of a hand, by these units (Antirepressivo: whose it is). */
  held(s: CorteoState, key: string, units: readonly UnitState[]): void;
  /** A held objective is covered for `value`: the corteo player credited (Antirepressivo), or null. */
  covered(s: CorteoState, key: string, value: number): string | null;
  /** After the last hand: a scenario's own last step, or null (Antirepressivo: the verdict's dice). */
  lastStep(s: CorteoState): StepName | null;
  /** The end, before the advanced game's last arrests (Antirepressivo: the convictions). */
  gameEnd(c: CorteoContext): void;
  /** The end, once the result is known (Antirepressivo: each corteo player's own). */
  results(s: CorteoState): void;
  /** A barricade is taken off: true when it may be raised again (Sociale). */
  barricadeReused(s: CorteoState): boolean;
  /** Where a unit of the reserve enters the map during the game (Sociale's entrants). */
  reserveEntries(s: CorteoState, id: string): string[];

  // The set-up and the views: called with the hooks by the step table and by rules.ts.
  /** The step the game begins with when a scenario's comes first (Sociale: the gathering place), or null. */
  firstStep(options: CorteoOptions): StepName | null;
  /** The scenarios' own units, in the reserve at the start (dissidents, entrants, defendants). */
  units(options: CorteoOptions): UnitState[];
  /** The scenario's state at the start, from the scenarios' common one (scenario.ts). */
  startState(options: CorteoOptions, seats: number, scen: ScenarioState | undefined): ScenarioState | undefined;
  /** The potere's start lines as the scenario changes them (Antifascista: the rally's place). */
  startLines(s: { options: CorteoOptions }, lines: readonly StartLineOf[]): readonly StartLineOf[];
  /** The potere's reinforcements as the scenario changes them (Antifascista: the blindati already there). */
  schedule(s: { options: CorteoOptions }, schedule: readonly Reinforcement[]): readonly Reinforcement[];
  /** Where a unit may be placed at the start when a scenario decides (dissidents, Sociale's spezzoni), or null. */
  startHexes(s: CorteoState, id: string, ok: (k: string) => boolean): string[] | null;
  /** May this unit of the reserve be placed now (Antirepressivo: the placing player's, no defendant; Sociale: spezzoni only)? */
  placedAtStart(s: CorteoState, id: string): boolean;
  /** Puts a unit on its start hex (Antifascista: a dissident waits there dormant). */
  putAt(s: CorteoState, id: string, at: string): void;
  /** After a corteo player's placement: true when another places next (Antirepressivo: Sinistra after Destra). */
  nextPlacer(s: CorteoState): boolean;
  /** The gathering place this viewer may not see (Sociale), or null. */
  hiddenPlace(s: CorteoState, viewer: number | 'table'): string | null;
}

export class CorteoContext extends MoveContext<CorteoState> {
  /** The scenarios' additions to the base game, from the step table. */
  readonly hooks: ScenarioHooks;

  constructor(working: CorteoState, hooks: ScenarioHooks) {
    super(working);
    this.hooks = hooks;
  }

  // The tasks this move has given rise to and not yet handed to the order of play.
  private retreats: Frame[] | null = null;
  private rolls: Frame[] | null = null;

  /** A unit must move (a combat's loser, a unit hit by a throw or in the smoke): a 'retreat' task. */
  mustMove(p: Pending): void {
    (this.retreats ??= []).push({ step: 'retreatTask', args: p as unknown as Json });
  }

  /** A special rule asks for a die, or a piece to place: a 'special' task. */
  queueRoll(r: SpecialRoll): void {
    (this.rolls ??= []).push({ step: 'rollTask', args: r as unknown as Json });
  }

  /**
   * Hands over the tasks given rise to, for the step to call them in turn (`callEach`): the units
   * that must move first, then the dice.
   */
  takeTasks(): Frame[] {
    const tasks = [...(this.retreats ?? []), ...(this.rolls ?? [])];
    this.retreats = this.rolls = null;
    return tasks;
  }

  /**
   * One d6 for `side`, logged with what it was for: the app's die, or the face entered from a
   * die thrown on the table when the game uses physical dice. A reason when the entry is wrong.
   */
  die(side: Side, why: string, params: Record<string, Json>, faces: unknown): number | string {
    const seat = this.hooks.seatOf(this.s, side);
    const r = resolveRoll(this.rng, { seat, why, die: 6, count: 1, params }, Boolean(this.s.options.physicalDice), faces);
    if (!r.ok) return r.reason;
    this.log('corteo.log.roll', { seat, why, value: r.roll.values[0], source: r.roll.source, ...params });
    return r.roll.values[0];
  }

  /** The move is made: the working copy is a settled state (board.ts `settled`). */
  override finish(writeLog: (s: CorteoState, entries: readonly LogEntry[]) => void): CorteoState {
    const s = super.finish(writeLog);
    settled(s);
    return s;
  }
}


export function draft(s: CorteoState): CorteoState {
  const copy: CorteoState = {
    ...s,
    // Shared with the state before: a move copies a unit on its first edit (board.ts `editUnit`).
    units: s.units.slice(),
    done: s.done.slice(),
    moving: s.moving && { ...s.moving },
    threw: { ...s.threw },
    barricades: s.barricades.slice(),
    heads: s.heads.slice(),
    reinforce: s.reinforce && { ...s.reinforce, kinds: s.reinforce.kinds.slice() },
    advance: s.advance && { ...s.advance, units: s.advance.units.slice(), hexes: s.advance.hexes.slice() },
    held: { ...s.held },
    covered: { ...s.covered },
    score: { ...s.score },
    ...(s.smoke ? { smoke: s.smoke.slice() } : {}),
    ...(s.jams ? { jams: s.jams.slice() } : {}),
    ...(s.scen
      ? { scen: { ...s.scen, pieces: s.scen.pieces.map((p) => ({ ...p })), moved: s.scen.moved.slice(), crossed: s.scen.crossed.slice(), points: { ...s.scen.points } } }
      : {}),
  };
  drafted(copy, s);
  return copy;
}

/** A move's entries to the end of the log, kept in chunks (the engine's appendToChunkedLog). */
export function writeLog(s: CorteoState, entries: readonly LogEntry[]): void {
  appendToChunkedLog(s, entries);
}
