// The shape of a scenario (section D, "Scenari e varianti"): a scenario is data on the advanced
// game's rules. The printed scenarios fill it here; the scenario editor will let players fill
// the same shape (issue 16), so nothing in it is code.
import type { Sourced, Text } from '../../../../engine/content.ts';
import type { ObjectiveKind } from '../map-types.ts';
import type { Component, Mode, Reinforcement, UnitKind } from '../types.ts';

/** Where the potere places a line of its units before the first hand. */
export type StartArea =
  | 'objective'
  | 'nearVigili'
  | 'barracks'
  /** Any hex east of the historic walls (Antifascista: the blindati when the rally is not in Piazza della Robba). */
  | 'eastOfWalls'
  /** Any hex of a named place of the Pagine Gialle ("piazza-fontana"); with `near`, its neighbours too. */
  | { place: string; near?: boolean };

export interface StartLine extends Sourced {
  kind: UnitKind;
  count: number;
  where: StartArea;
}

/**
 * Mobile objectives (the presidential motorcade, the reactionary rally): pieces of the potere
 * with no ZOC and no power, moving at their printed speed, alone on their hex.
 */
export interface MobilePieces extends Sourced {
  id: 'motorcade' | 'rally';
  name: Text;
  count: number;
  /** Movement points a hand (the printed speed). */
  speed: number;
  /** Their start hexes, as offset cells [column, row] of the city, one piece a hex. */
  start: readonly (readonly [number, number])[];
  /** They move only with this many potere units within this many hexes, where they stand and where they stop. */
  escort?: { units: number; within: number };
  /** No barricade (nor traffic jam) within this many hexes of any of them. */
  noBarricadesWithin?: number;
  /** The map edge they may leave by, from its street and avenue hexes. */
  exit?: 'east';
}

/** A line of the city the corteo scores for crossing with the corteo (not with single units). */
export type CityLine = 'mura' | 'fiume' | 'est';

/** What scores, beyond the fixed objectives, for whom and when. */
export type ScoreRule =
  /** The corteo, once, when a unit of the corteo (its main body) stands beyond the line at the end of a turn. */
  | { kind: 'cross'; line: CityLine; points: number }
  /** The corteo, at the end of every turn, for each mobile piece in the ZOC of its units. */
  | { kind: 'mobileInZoc'; pieces: MobilePieces['id']; points: number }
  /**
   * The potere, at the end of each hand from `fromHand`, when its pieces stand on the hexes in
   * front of the objective: lost for good if they stop or move back anywhere else, or if the
   * corteo reaches the objective.
   */
  | { kind: 'stopInFront'; pieces: MobilePieces['id']; objective: string; hexes: number; fromHand: number; points: number };

export interface Scenario extends Sourced {
  id: string;
  name: Text;
  /** One line for the new-game wizard. */
  blurb: Text;
  /** The rules it plays on (ZOC, movement, throws, combat, victory levels). */
  mode: Mode;
  hands: number;
  corteo: {
    /** The components that may hold the head. */
    heads: readonly Component[];
    /** 'piazzaMento': as in the advanced game. */
    start: 'piazzaMento';
  };
  potere: {
    start: readonly StartLine[];
    schedule: readonly Reinforcement[];
  };
  pieces: readonly MobilePieces[];
  /** The objective kinds that count, at the advanced game's values; the rest are worth nothing. */
  objectives: { kinds: readonly ObjectiveKind[]; total: number };
  scoring: readonly ScoreRule[];
  /** The advanced game's arrest of the spezzoni left in the open at the end (C 14). */
  spezzoniAtEnd: boolean;
  /** The victory table used. */
  victory: Mode;
  /** Scenario Antifascista: the reactionary rally (rules/antifascista.ts). */
  rally?: RallySpec;
  /** Scenario Antifascista: the POC's dissidents in the case popolari (rules/antifascista.ts). */
  dissidents?: DissidentSpec;
}

// ---------------------------------------------------------------------------------------------
// Scenario Antifascista's own pieces: the rally and the dissidents.

/** A place the rally may be held, and whether the blindati then start east of the walls. */
export interface RallyPlace extends Sourced {
  /** A place of the Pagine Gialle ("piazza-robba"). */
  place: string;
  blindatiEast: boolean;
}

/** The reactionary rally: where it is held, how long it stays, how it scores. */
export interface RallySpec extends Sourced {
  /** The places it may be held, the printed one first (the default). */
  places: readonly RallyPlace[];
  /** It stays in its place until this hand, then it must reach the barracks. */
  staysUntil: number;
  /** To the corteo if the rally dissolves before `staysUntil` (one piece leaving is enough). */
  dissolvedEarly: number;
  /** To the potere if the rally holds until `staysUntil`. */
  dissolvedOnTime: number;
  /** To the corteo for each piece sent to a clinic; doubled if the piece stood on one of these objective kinds. */
  hospital: { points: number; doubledOn: readonly ObjectiveKind[] };
  /** To the potere, a piece, at the end of each hand in which at least `atLeast` more pieces reached the barracks. */
  safe: { points: number; schedule: readonly { hand: number; atLeast: number }[] };
}

/** Units of the corteo placed before the game on hexes of a terrain, inert until the head activates them with a die. */
export interface DissidentSpec extends Sourced {
  units: readonly string[];
  /** The terrain they start on (case popolari). */
  terrain: 'popolari';
  /** The die faces that activate one (odd). */
  activateOn: readonly number[];
}
