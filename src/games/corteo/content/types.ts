// The shapes of Corteo's content: units and their types, political components, line-ups,
// reinforcement schedules, the dice tables and the victory levels. The city map's own shapes
// (terrain, hexsides, objectives) live with the map.
import type { Sourced, Text } from '../../../engine/content.ts';

export type Side = 'corteo' | 'potere';

/** The two games of this issue; the scenarios (issue 16) add their own. */
export type Mode = 'base' | 'advanced';

/** Unit types: the corteo's gruppi, cordoni, spezzoni; the potere's six corps. */
export type UnitKind =
  | 'gruppo'
  | 'cordone'
  | 'spezzone'
  | 'blindati'
  | 'celere'
  | 'lacrimogeni'
  | 'carabinieri'
  | 'piantoni'
  | 'vigili'
  | 'finanza';

/** The corteo's political components (section 1a of the advanced game). */
export type Component = 'MOV' | 'AUTOP' | 'LC' | 'DP' | 'RAD' | 'FEM' | 'ML' | 'ANA' | 'GRU' | 'ZOM';

export interface UnitType extends Sourced {
  kind: UnitKind;
  side: Side;
  speed: number;
  power: number;
  name: Text;
}

/** One counter of the box. */
export interface UnitRecord extends Sourced {
  id: string;
  side: Side;
  kind: UnitKind;
  speed: number;
  power: number;
  /** The corteo's political component; absent for the potere. */
  component?: Component;
  /** Pieces only the special rules or the scenarios bring in (issue 16). */
  special?: 'national' | 'asterisk' | 'finanza' | 'dissident' | 'defendant';
}

/** What enters the potere's barracks at the start of a hand. */
export interface Reinforcement extends Sourced {
  hand: number;
  /** Fixed units (the base game) or a power budget chosen freely (the advanced game). */
  units?: readonly { kind: UnitKind; count: number }[];
  power?: number;
}

/** The table "esiti di scontro": attacker's and defender's retreat and panic. */
export type CombatResult = 'AR' | 'DR' | 'AP' | 'DP';
/** The table "esiti di lancio": nothing, retreat 1 or 2, panic 2. */
export type ThrowResult = 'NE' | 'R1' | 'R2' | 'P2';

/** An odds column: "1-5" ... "1-1" ... "5-1". */
export type Odds = string;

export interface DiceTable<R> extends Sourced {
  id: string;
  /** Columns from the worst for the active player to the best. */
  columns: readonly Odds[];
  /** rows[column] = results for die faces 1..6. */
  rows: Readonly<Record<Odds, readonly R[]>>;
}

export interface VictoryLevel extends Sourced {
  /** Lowest final score of the level (inclusive); -Infinity is written as null. */
  min: number | null;
  key: string;
  winner: Side | null;
}
