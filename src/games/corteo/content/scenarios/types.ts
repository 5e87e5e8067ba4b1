// The shape of a scenario (section D, "Scenari e varianti"): a scenario is data on the advanced
// game's rules. The printed scenarios fill it here; the scenario editor will let players fill
// the same shape (issue 16), so nothing in it is code.
import type { Sourced, Text } from '../../../../engine/content.ts';
import type { ObjectiveKind } from '../map-types.ts';
import type { Component, Mode, Reinforcement, UnitKind, VictoryLevel } from '../types.ts';
import type { SpecialRules } from '../../rules/types.ts';

/** Where the potere places a line of its units before the first hand. */
export type StartArea =
  | 'objective'
  | 'nearVigili'
  | 'barracks'
  /** Any hex east of the historic walls (Antifascista: the blindati when the rally is not in Piazza della Robba). */
  | 'eastOfWalls'
  /** Any hex of a named place of the Pagine Gialle ("piazza-fontana"); with `near`, its neighbours too. */
  | { place: string; near?: boolean }
  /** Sociale: any hex at most `within` hexes from an objective or barracks hex. */
  | { within: number }
  /** The hexes a player tapped in the scenario editor (keys). */
  | { hexes: readonly string[] };

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
    /** 'piazzaMento': as in the advanced game; 'scattered': Sociale's start (`sociale`); or the hexes a player chose in the editor. */
    start: 'piazzaMento' | 'scattered' | { hexes: readonly string[] };
    /** The components that take part (all their units); absent: the whole box. */
    components?: readonly Component[];
  };
  potere: {
    start: readonly StartLine[];
    schedule: readonly Reinforcement[];
  };
  pieces: readonly MobilePieces[];
  /**
   * The objective kinds that count, at the advanced game's values unless `values` gives a kind
   * its own (a hex); the rest are worth nothing.
   */
  objectives: { kinds: readonly ObjectiveKind[]; total: number; values?: Readonly<Partial<Record<ObjectiveKind, number>>> };
  /** The players' own objectives, drawn on grey hexes (the rulebook's blank pieces, 12b). */
  own?: readonly OwnObjective[];
  scoring: readonly ScoreRule[];
  /** The advanced game's arrest of the spezzoni left in the open at the end (C 14). */
  spezzoniAtEnd: boolean;
  /** The victory table used. */
  victory: Mode;
  /** The lowest final score of each level of the victory table but the last, highest first (the editor's). */
  levels?: readonly number[];
  /** The special rules of section 13 the scenario plays with, on or off (the editor's); absent: the players choose. */
  special?: SpecialRules;
  /** Made in the scenario editor, not printed; saved on this device. */
  madeBy?: 'editor';
  /** Scenario Antifascista: the reactionary rally (rules/antifascista.ts). */
  rally?: RallySpec;
  /** Scenario Antifascista: the POC's dissidents in the case popolari (rules/antifascista.ts). */
  dissidents?: DissidentSpec;
  /** Scenario Sociale: the scattered start, the secret gathering place, forming the corteo (rules/sociale.ts). */
  sociale?: SocialeSpec;
  /** Scenario Antirepressivo: the corteo in two players' hands, each with its own units and score (rules/antirepressivo.ts). */
  blocs?: readonly BlocSpec[];
  /** Scenario Antirepressivo: the trial at the Tribunale (rules/antirepressivo.ts). */
  trial?: TrialSpec;
}

/** An objective the players drew on a blank piece: its name, its hexes (grey, keys), its value a hex. */
export interface OwnObjective {
  id: string;
  name: string;
  value: number;
  hexes: readonly string[];
}

// ---------------------------------------------------------------------------------------------
// Scenario Antirepressivo's own parts: the two corteo players and the trial.

/** One of the two corteo players: the units it moves, what it scores for, its victory table. */
export interface BlocSpec extends Sourced {
  id: 'destra' | 'sinistra';
  name: Text;
  /** Its units: those of these components, and the scenario's extra counters of these marks. */
  components: readonly Component[];
  extras?: readonly ('asterisk' | 'defendant')[];
  /** Its victory table, by its own final score, highest first (`winner` as the advanced table's). */
  victory: readonly VictoryLevel[];
}

/** The trial: the defendants, the two strategies, the helicopter and the dice of the sentence. */
export interface TrialSpec extends Sourced {
  /** The defendants' counters, on trial at the objective below from the start. */
  defendants: readonly string[];
  /** The objective of the court (its hexes are where the liberation by force happens). */
  court: string;
  /** The place where the corteo ends the march for a sentence (a Pagine Gialle place id). */
  square: string;
  /** Strategy a, the sentence: what the corteo must have at the end for the dice. */
  sentence: {
    /** Corteo units in the square (or next to it) at the end. */
    unitsInSquare: number;
    /** Points of objectives covered by the corteo ("under its political influence"). */
    objectives: number;
    /** The die faces that acquit a defendant. */
    acquitOn: readonly number[];
  };
  /** Points to each corteo player for each defendant freed, by the strategy that freed them. */
  freed: Record<'sentence' | 'force', Record<BlocSpec['id'], number>>;
  /** Points to the potere for each defendant not freed at the end (convicted, or in the prison). */
  convicted: number;
  /** The objective of the prison the helicopter flies them to. */
  prison: string;
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
  /** Prolonging by agreement: asked at the end of hand `by`, up to `max` more hands (a game option, rules/antifascista.ts). */
  prolong?: { by: number; max: number };
}

/** Units of the corteo placed before the game on hexes of a terrain, inert until the head activates them with a die. */
export interface DissidentSpec extends Sourced {
  units: readonly string[];
  /** The terrain they start on (case popolari). */
  terrain: 'popolari';
  /** The die faces that activate one (odd). */
  activateOn: readonly number[];
}

// ---------------------------------------------------------------------------------------------
// Scenario Sociale's own rules: the scattered start and the corteo's secret gathering place.

/** Terrain where some of the corteo's spezzoni start. */
export type ScatteredTerrain = 'affollato' | 'metro' | 'popolari';

export interface SocialeSpec extends Sourced {
  /** The spezzoni placed before the game, by terrain; every other unit enters from an edge. */
  start: readonly { terrain: ScatteredTerrain; count: number }[];
  /** The secret place: a place of grey hexes with at least `greyHexes` of them. */
  place: { greyHexes: number };
  /** Connected units on the map that make the corteo. */
  formWith: number;
  /** To the corteo, at the end of the hand, for forming on at least `occupy` grey hexes of its secret place. */
  placePoints: { points: number; occupy: number };
  /** From the start of this hand, while the corteo has not formed, the weak units go home. */
  homeFrom: number;
  /** The weak units: the corteo's units of this power or less. */
  weakPower: number;
  /** To the corteo, a hex walked by a head, from the hand after the corteo formed. */
  headHex: number;
  /** To the potere, once, for breaking the corteo up after it formed. */
  dispersed: number;
  /** Barricades taken off the map may be raised again. */
  barricadesReused: boolean;
}
