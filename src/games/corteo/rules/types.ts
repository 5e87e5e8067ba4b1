// Corteo's state, moves and view. Seat 0 plays the corteo, seat 1 the potere.
import type { Frame } from '../../../engine/flow.ts';
import type { LogEntry } from '../../../engine/log.ts';
import type { Component, Mode, Side } from '../content/types.ts';
import type { Scenario } from '../content/scenarios/types.ts';

export interface CorteoOptions {
  mode: Mode;
  /** The city to play on: 'citta', the full city, or 'practice', a small one. */
  map: string;
  /** Dice thrown on the table and entered, instead of the app's dice. */
  physicalDice?: boolean;
  /** The special rules of section 13, each off unless chosen (rules/special.ts). */
  special?: SpecialRules;
  /** A scenario of section D (content/scenarios), played on the advanced game's rules. */
  scenario?: string;
  /** A scenario made in the scenario editor: a copy, so the game plays on if it is edited or deleted. */
  custom?: Scenario;
  /** Scenario Antifascista: the rally's place (a Pagine Gialle place id; the printed one if absent). */
  rallyPlace?: string;
  /** Scenario Antifascista: hands agreed beyond the scenario's (its prolonging by agreement). */
  extraHands?: number;
  /**
   * Scenario Antifascista: the extra hands are agreed during the game, at the end of the hand
   * the scenario says (the 'prolong' step). Absent in games made before: no such step.
   */
  prolong?: boolean;
  /**
   * Scenario Antirepressivo: when Destra hands the movement phase to Sinistra, the points of the
   * objectives its last moves left covered stay with the player who held them. Absent in games
   * made before the fix, which lost them and replay so.
   */
  coverKept?: boolean;
  /**
   * 13d (a ruling, listed on Fonti): a delegation or a finanza unit still waiting in its station
   * or barracks that a combat forces out (a retreat, an arrest) is in the game from then on; it
   * cannot go on "staying still in the hex it occupies". Set by the wizard with the rule; absent in
   * games made before the ruling, where such a unit kept waiting off its station, and replay so.
   */
  waitsEnd?: boolean;
}

/** The four special rules (13a-13d): options of the advanced game and of the scenarios. */
export interface SpecialRules {
  /** 13a: tear gas leaves smoke that the wind moves. */
  smoke?: boolean;
  /** 13b: the last "no effect" of a throw's column falls one hex short. */
  shortThrows?: boolean;
  /** 13c: either side may try a traffic jam on an avenue once a turn; vigili clear them. */
  jams?: boolean;
  /** 13d: the national corteo's delegations and the finanza arrive from the fourth hand. */
  national?: boolean;
}

/** Smoke on a hex (13a): `lasting` when the wind was calm and it stays a turn longer. */
export interface Smoke {
  hex: string;
  hand: number;
  lasting?: boolean;
  /** The wind's direction (HEX_DIRECTIONS) it drifted in, for the map's arrow. */
  dir?: number;
}

/** A die a special rule asks for, or a piece to place: a task of the 'special' step (special.ts). */
export type SpecialRoll =
  | { kind: 'wind'; side: Side; at: string }
  | { kind: 'windDir'; side: Side; at: string; steps: number }
  | { kind: 'short'; side: Side; unit: string; at: string; from: string; power: number }
  | { kind: 'jam'; side: Side; at: string }
  | { kind: 'place'; side: Side; unit: string }
  | { kind: 'arrive'; side: Side; unit: string };

/** Where a unit is: a hex key, or off the board. */
export type Where = string | 'reserve' | 'prison' | 'off';

export interface UnitState {
  id: string;
  at: Where;
  /** The hand its metro ride began (it may leave from any station in a later hand). */
  metro?: number;
  /** Potere panic: the hand it was sent to the barracks face down (5g). */
  panic?: number;
  /** Off the map after a retreat: the hand it left and the edge (8h). */
  off?: { hand: number; edge: string; part?: number };
  /** A unit of 13d waiting in its metro station or barracks: the hand of its last odd die (0: none yet). */
  waits?: number;
}

/** A unit moving now: its budget and what it has spent, in half points. */
export interface Moving {
  id: string;
  budget: number;
  spent: number;
  /** The hex where its move began (the disengagement rule looks at it). */
  from: string;
  /** It began in the enemy's zone of control: its first step must leave it (5a). */
  disengage?: boolean;
  removed?: boolean;
}

/** A unit that must move after a combat or a throw: a task of the 'retreat' step (pending.ts). */
export interface Pending {
  unit: string;
  /** Who chooses: the unit's owner for a retreat, the other side for a panic. */
  chooser: Side;
  /**
   * 'retreat' and 'panic' move one hex; 'barracks' sends a panicked potere unit to a barracks
   * hex; 'throw' moves a unit hit by a throw `steps` hexes away from the thrower's hex `from`.
   */
  kind: 'retreat' | 'panic' | 'barracks' | 'throw';
  steps?: number;
  from?: string;
  /**
   * A hex this move may not end on: the hex a tear-gassed corteo target left, which the units
   * connected to it, pushed one hex each, must leave free (7c).
   */
  keepFree?: string;
}

export interface Advance {
  side: Side;
  units: string[];
  hexes: string[];
  /** The other unit of a stack whose first unit advanced: it must advance too (9). */
  must?: string;
}

/** A mobile objective of a scenario (the presidential motorcade): a hex, or 'off' once it left the map. */
export interface MobilePiece {
  id: string;
  at: string;
  /** A rally piece out of play: sent to a clinic, or safe in a barracks (with the hand it got there). */
  rest?: 'clinic' | 'safe';
  hand?: number;
  /** A rally piece that ended its move on a metro station: the hand (it may ride from a later one). */
  metro?: number;
}

/** What a scenario adds to the state (rules/scenario.ts). */
export interface ScenarioState {
  pieces: MobilePiece[];
  /** Pieces that moved in this potere movement phase. */
  moved: string[];
  /** City lines the corteo has crossed and scored. */
  crossed: string[];
  /** The potere's points for stopping in front of the objective are lost for the game. */
  lost: boolean;
  /** The scenario's own points (beyond objectives and arrests), by side. */
  points: { corteo: number; potere: number };
  /** Antifascista: dissidents not yet activated, by id, with their hex (the unit itself stays in 'reserve'). */
  dormant?: Record<string, string>;
  /** Antifascista: dissidents whose die was rolled in this movement phase. */
  tried?: string[];
  /** Antifascista: the hand the rally dissolved. */
  dissolved?: number;
  /** Antifascista: pieces in the barracks already counted by the schedule. */
  counted?: number;
  /**
   * Antifascista, prolonging by agreement: the side deciding now (proposing, or answering the
   * other's offer of `hands`), and `closed` once it is settled.
   */
  prolong?: { side: Side; hands?: number; closed?: boolean };
  /** Antifascista: the hands agreed in the game beyond the scenario's. */
  extra?: number;
  /** Sociale: the corteo's secret gathering place (a Pagine Gialle place id), in its own view only until revealed. */
  gather?: string;
  /** Sociale: the corteo formed on its secret place, which everyone now sees. */
  revealed?: boolean;
  /** Sociale: the place's points are due at the end of this hand. */
  placeDue?: boolean;
  /** Sociale: the hand the corteo (last) formed; absent while it is not formed. */
  formed?: number;
  /** Sociale: the hand the potere dispersed it (scored once). */
  dispersed?: number;
  /** Sociale: hexes each corteo unit walked in this hand's movement phase (the head's points). */
  walked?: Record<string, number>;
  /** Antirepressivo: the corteo players (rules/antirepressivo.ts). */
  blocs?: BlocsState;
}

/** Antirepressivo: the two corteo players, the trial and each player's points. */
export interface BlocsState {
  /** The corteo player acting now (placing, moving, or the last to fight). */
  active: 'destra' | 'sinistra';
  /** Seats at the table: 3, one a player; 2, one person plays both corteo players. */
  seats: number;
  /** The corteo's points (objectives and the trial's), by player. */
  points: { destra: number; sinistra: number };
  /** Who held each objective hex still to be covered: the one with more power on it. */
  holders: Record<string, 'destra' | 'sinistra'>;
  strategy: 'sentence' | 'force';
  /** The hand strategy b was chosen: the Tribunale opens to the corteo from the next hand. */
  forceHand?: number;
  /** Each defendant: on trial, freed (by the verdict or by force), or flown to the prison. */
  defendants: Record<string, 'trial' | 'sentence' | 'force' | 'flown'>;
  /** The verdict's dice at the end, if the corteo earned them. */
  verdict?: number[];
  /** Each corteo player's final score and level at the end. */
  results?: Record<'destra' | 'sinistra', { final: number; level: string; winner: Side | null }>;
}

/** The decisions of the game: the view's `step` is the one under way (or 'over'). */
export type StepName = 'gather' | 'placeCorteo' | 'head' | 'placePotere' | 'reinforce' | 'move' | 'heads' | 'combat' | 'retreat' | 'advance' | 'special' | 'verdict' | 'prolong';
/**
 * The steps of the order of play: the decisions, and the two automatic tasks that settle a unit
 * that must move (a retreat with no choice is applied at once) and a special rule's die (one that
 * no longer asks anything is dropped) before their decision is asked.
 */
export type FlowStep = StepName | 'retreatTask' | 'rollTask';

export interface CorteoState {
  rng: number[];
  log: LogEntry[][];
  options: CorteoOptions;
  hand: number;
  /** Whose turn it is. */
  side: Side;
  /**
   * The order of play (engine/flow.ts): the phase's step at the bottom; a combat's or a throw's
   * units that must move, and the special rules' dice, are queues of tasks called above it.
   */
  flow: Frame[];
  units: UnitState[];
  /** Units that have finished moving (or fighting) in this phase. */
  done: string[];
  moving: Moving | null;
  /** Units that have thrown in this movement phase (7a: once), with the half points it cost them. */
  threw: Record<string, number>;
  running: boolean;
  runsLeft: number;
  barricadesLeft: number;
  barricades: { hex: string; hand: number; by: string }[];
  headComponent: Component | null;
  heads: string[];
  /** Reinforcement power still to place (advanced), or units still to place (base). */
  reinforce: { power: number; kinds: string[] } | null;
  /** After a won combat: the winners may advance into the hexes the losers left (8d). */
  advance: Advance | null;
  /** Objective hexes occupied at the end of a hand, with that hand; covered ones, with their value. */
  held: Record<string, number>;
  covered: Record<string, number>;
  score: { corteo: number; potere: number };
  result: { final: number; level: string; winner: Side | null } | null;
  /** Special rules (13): smoke and jams on the map, the side and hand of the last jam tried. */
  smoke?: Smoke[];
  jams?: string[];
  jamTried?: string;
  /** Present in a scenario only. */
  scen?: ScenarioState;
}

export type CorteoMove =
  | { type: 'place'; unit: string; at: string }
  | { type: 'head'; component: Component }
  | { type: 'run' }
  | { type: 'move'; unit: string; to: string }
  | { type: 'metro'; unit: string; to: string }
  | { type: 'enter'; unit: string; at: string }
  | { type: 'barricade'; unit: string; at: string }
  | { type: 'unbarricade'; unit: string; at: string }
  | { type: 'throw'; unit: string; at: string; faces?: number[]; with?: string }
  | { type: 'stop' }
  | { type: 'heads'; units: string[] }
  | { type: 'combat'; attackers: string[]; defenders: string[]; faces?: number[] }
  | { type: 'retreat'; unit: string; to: string }
  | { type: 'advance'; unit: string; to: string }
  | { type: 'jam'; at: string }
  | { type: 'roll'; faces?: number[] }
  /** A scenario's mobile objective moves to a hex, or leaves the map ('off'). */
  | { type: 'mobile'; piece: string; to: string }
  /** Antirepressivo: the corteo gives up the verdict and goes for the Tribunale (strategy b). */
  | { type: 'strategy' }
  /** Antirepressivo: the potere flies the defendants from the Tribunale to the prison. */
  | { type: 'helicopter' }
  /** Antifascista: a die to activate a dissident in the ZOC of a unit of the head's component. */
  | { type: 'activate'; unit: string; faces?: number[] }
  /** Sociale: the corteo's secret gathering place, chosen on its private screen before the game. */
  | { type: 'gather'; place: string }
  /** Sociale: a weak unit going home leaves the map from an edge hex. */
  | { type: 'leave'; unit: string }
  /** Antifascista: a side proposes this many more hands. */
  | { type: 'prolong'; hands: number }
  /** Antifascista: the other side accepts (yes) or refuses the hands proposed. */
  | { type: 'agree'; yes: boolean }
  | { type: 'done' };

/**
 * The board as a table view shows it too: what the rules' questions about the board read (the
 * city, who stands where, the head, the objectives covered, a scenario's pieces). A state is one
 * and so is a view, so the screens ask these questions of the view itself.
 */
export type Board = Pick<CorteoState, 'options' | 'units' | 'heads' | 'headComponent' | 'covered' | 'scen'>;

export interface CorteoView {
  options: CorteoOptions;
  hand: number;
  side: Side;
  step: StepName | 'over';
  units: UnitState[];
  /** Units that have finished moving, or fought, in this phase. */
  done: string[];
  moving: Moving | null;
  threw: Record<string, number>;
  running: boolean;
  runsLeft: number;
  barricadesLeft: number;
  barricades: { hex: string; hand: number; by: string }[];
  headComponent: Component | null;
  heads: string[];
  reinforce: { power: number; kinds: string[] } | null;
  /** The units still to move after a combat or a throw, the one deciding now first (read off the flow). */
  pending: Pending[];
  advance: Advance | null;
  held: Record<string, number>;
  covered: Record<string, number>;
  score: { corteo: number; potere: number };
  result: CorteoState['result'];
  smoke?: Smoke[];
  jams?: string[];
  jamTried?: string;
  /** The special rules' dice still to roll, the one asked now first (read off the flow). */
  rolls?: SpecialRoll[];
  scen?: ScenarioState;
  log: LogEntry[];
}

export const SIDE_SEAT: Readonly<Record<Side, number>> = { corteo: 0, potere: 1 };
/** Seat 2 is the Antirepressivo's second corteo player. */
export const SEAT_SIDE: readonly Side[] = ['corteo', 'potere', 'corteo'];
export const other = (side: Side): Side => (side === 'corteo' ? 'potere' : 'corteo');
