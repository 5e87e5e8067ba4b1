// The city of Corteo as data: the types. The rulebook (section 1d, "La mappa del gioco")
// describes a 100 x 70 cm hex map it does not print; our city (content/city/) is built on
// these types and validated at load, so a printed map could replace ours by data alone.
//
// Hexes are the engine's axial hexes (src/engine/hex.ts), keyed "q,r"; hexsides by the
// engine's hexsideKey "q1,r1|q2,r2". On screen the grid is pointy-top, north up, laid out
// as `cols` x `rows` offset rows (odd rows shifted right by half a hex).
import type { Provenance, Sourced, Text } from '../../../engine/content.ts';

/**
 * The terrain of a hex (section 1d, and the terrain effects of 2, 4c, 6d, 7 and 8):
 * - strada: vie, vicoli, strade (white);
 * - viale: viali, larghi, piazze (grey: movement costs half);
 * - affollato: crowded places (light blue: the potere never enters);
 * - caseggiato: buildings (brown: nobody enters);
 * - popolari: case popolari (red: corteo only, its units there fight at double power);
 * - obiettivo: objectives (yellow: every unit stops there);
 * - caserma: barracks (violet: where the potere's units wait and enter);
 * - metro: metro stations ("M": the corteo's units stop there and travel by metro);
 * - giardino: gardens (green: closed to blindati and lacrimogeni);
 * - fiume: the river (nobody enters; crossed only at bridges, which are viale/strada hexes);
 * - scale: stairs (cost 1, no ZOC, no combat, closed to blindati and lacrimogeni);
 * - pendio: a slope, "salita" going up (cost 2) and "discesa" going down (cost 1/2): the
 *   direction of the step matters, see CityHex.up.
 */
export type Terrain =
  | 'strada'
  | 'viale'
  | 'affollato'
  | 'caseggiato'
  | 'popolari'
  | 'obiettivo'
  | 'caserma'
  | 'metro'
  | 'giardino'
  | 'fiume'
  | 'scale'
  | 'pendio';

export const TERRAINS: readonly Terrain[] = [
  'strada', 'viale', 'affollato', 'caseggiato', 'popolari', 'obiettivo',
  'caserma', 'metro', 'giardino', 'fiume', 'scale', 'pendio',
];

/** Which side a terrain effect applies to. */
export type Sides = 'both' | 'corteo' | 'potere' | 'none';

/**
 * What the rules need to know of a terrain (sections 2, 4c, 5d, 6d, 7, 8, 12a). Costs are in
 * half movement points so that a viale's 1/2 stays an integer: strada 2, viale 1.
 */
export interface TerrainEffects extends Sourced {
  terrain: Terrain;
  name: Text;
  /** Entering costs (half points); a pendio costs `salita` climbing and `discesa` going down. */
  cost: number | { salita: number; discesa: number };
  /** Who may enter at all (then blindati and lacrimogeni may be excluded below). */
  enter: Sides;
  /** Closed to blindati and lacrimogeni (gardens, objectives, stairs: 6d). */
  closedToMotorized: boolean;
  /** Whose units exert a zone of control on it (2: none on buildings, river, stairs...). */
  zoc: Sides;
  /** A hex of this terrain between thrower and target interrupts a throw (7); a pendio only climbing. */
  blocksThrow: boolean | 'salita';
  /** Whose units may fight on it (8). */
  combat: Sides;
  /** Power of a corteo unit standing on it (case popolari 2, crowded places 1/2). */
  corteoPower: number;
  /** Entering stops the move: objectives for everyone, metro for the corteo (5b, 12a). */
  stops: Sides;
  /** A barricade may be raised on it (5d). */
  barricade: boolean;
}

/** A direction of the engine's HEX_DIRECTIONS: 0 E, 1 NE, 2 NW, 3 W, 4 SW, 5 SE (pointy-top). */
export type HexDirection = 0 | 1 | 2 | 3 | 4 | 5;

/** One hex of the city. */
export interface CityHex {
  terrain: Terrain;
  /**
   * pendio: the uphill direction. A step into the hex in direction `up` or its two
   * neighbours (up ± 1) climbs (salita); the other three descend (discesa).
   * scale: the direction the stairs climb (drawing only: stairs cost the same both ways).
   */
  up?: HexDirection;
  /** A road hex (strada or viale) carrying a street over the river. */
  bridge?: boolean;
  /** A brown hex of the prison building, where arrested units are kept (section 8, 10). */
  prison?: boolean;
  /** The objective this hex belongs to (obiettivo hexes only). */
  objective?: string;
  /** The barracks this hex belongs to (caserma hexes), or whose exit it is (a numbered street). */
  barracks?: number;
  /** The metro station of this hex (metro hexes only). */
  station?: string;
}

/** What runs along a hexside. */
export type HexsideFeature =
  /** A wall or fence ("muri"): nobody crosses it, no ZOC and no combat across it. */
  | 'muro'
  /** The historic walls ("mura") of the old town: as a wall; the scenarios count crossing them. */
  | 'mura';

/** The kinds of objective of section 12b, grouped as the scenarios name them. */
export type ObjectiveKind =
  | 'governo'
  | 'carcere'
  | 'tribunale'
  | 'partito-dominante'
  | 'poc'
  | 'multinazionale'
  | 'tv'
  | 'giornale'
  | 'diplomatica'
  | 'reazionaria'
  | 'bar'
  | 'albergo'
  | 'cinema'
  | 'chiesa'
  | 'clinica'
  | 'negozio'
  /** The players' own, drawn on a blank piece in the scenario editor. */
  | 'proprio';

/** An objective of section 12b: a place of one or more yellow hexes. */
export interface Objective extends Sourced {
  /** Stable id ("governo", "negozio-via-dotto"...). */
  id: string;
  kind: ObjectiveKind;
  name: Text;
  /** The address as the rulebook prints it ("Piazza Fontana"). */
  address: string;
  /** Its yellow hexes (keys). */
  hexes: readonly string[];
  /** Victory points of each of its hexes, once occupied for a hand and covered (12a). */
  value: number;
  /** A name short enough to print over one or two hexes ("POC", "Covo nero"). */
  short?: Text;
}

/** A barracks (violet): the potere's units wait in its hexes and enter from its numbered exits. */
export interface Barracks extends Sourced {
  number: number;
  name: Text;
  hexes: readonly string[];
  /** The street hexes printed with the barracks' number (6c: "esa-strada numerati"). */
  exits: readonly string[];
}

export interface MetroStation extends Sourced {
  id: string;
  name: Text;
  hex: string;
}

/** The kind of a named place of the street index (the Pagine Gialle). */
export type PlaceKind =
  | 'via'
  | 'vicolo'
  | 'viale'
  | 'corso'
  | 'bulvar'
  | 'lungo'
  | 'largo'
  | 'piazza'
  | 'piazzale'
  | 'ponte'
  | 'porta'
  | 'giardino'
  | 'quartiere'
  | 'edificio';

/** A named place of the Pagine Gialle: a street, a square, a gate, a bridge, a building. */
export interface Place extends Sourced {
  id: string;
  kind: PlaceKind;
  /** The name as written on the map ("Piazza Mento", "Bulvar dei Cappuccini"). */
  name: string;
  /** A line of description, ours. */
  note?: Text;
  hexes: readonly string[];
}

/** The three parts of the north and south edges (8h: west edge to walls, walls to river, river to east edge). */
export type EdgePart = 1 | 2 | 3;

/** The whole city. */
export interface CityMap {
  id: string;
  name: Text;
  /** Offset layout on screen: `cols` hexes a row, `rows` rows, odd rows shifted right. */
  cols: number;
  rows: number;
  /** Every hex of the map, by key. */
  hexes: Readonly<Record<string, CityHex>>;
  /** Hexside features, by hexside key. */
  hexsides: Readonly<Record<string, HexsideFeature>>;
  objectives: readonly Objective[];
  barracks: readonly Barracks[];
  metro: readonly MetroStation[];
  /** The prison building's hexes, where arrested units go (keys). */
  prison: readonly string[];
  /** Piazza Mento's hexes: the corteo's start, two units a hex (section 3a/5). */
  piazzaMento: readonly string[];
  /** Hexes on each edge of the map. */
  edges: Readonly<Record<'north' | 'south' | 'east' | 'west', readonly string[]>>;
  /** For a hex on the north or south edge, its part (8h); absent elsewhere. */
  edgePart: Readonly<Record<string, EdgePart>>;
  /** The Pagine Gialle: every named street, square and place. */
  places: readonly Place[];
  provenance: Provenance;
}
