// The plan of our city, laid out by hand: the rulebook describes the map (1d) but does not
// print it. Coordinates are [column, row] of the offset grid seen on screen (48 x 38, odd rows
// shifted right); build.ts turns them into axial hexes.
//
// Why 48 x 38. The board is 100 x 70 cm and its counters 12 mm: 48 columns make hexes about
// 2 cm across, room for two stacked counters, and keep the board's proportions. Distances:
// a 4-speed unit walking streets crosses the city west to east in 12 movements, on avenues in 6
// (10 hands, 5 of them runs): the east edge is a goal for the whole game, not the first hand.
// Throws (3 and 4 hexes) reach across a square but not across a block; vigili within 7 hexes of
// a metro, barracks or objective reach all but about 40 of the 1076 playable hexes.
//
// The city: west of the historic walls (column 15/16) the new town around Piazza Mento, Le Case
// Rosse and the covered market; between the walls and the river the old town, with Piazza
// Fontana, Piazza della Robba and the Rocca hill; east of the river the business quarter down
// Bulvar dei Cappuccini to the east edge, the Tribunale on Piazzale Odio and the Carcere.
import type { HexDirection, PlaceKind, Terrain } from '../map-types.ts';

export type Cell = readonly [number, number];

/** A shape: straight hex lines through waypoints, an inclusive rectangle of cells, or cells. */
export type Shape = { line: readonly Cell[] } | { area: readonly [number, number, number, number] } | { cells: readonly Cell[] };

export interface PlanPlace {
  id: string;
  kind: PlaceKind;
  name: string;
  /** What it paints (nothing: a name over hexes painted by others, such as a gate). */
  paint?: Terrain;
  shape: Shape;
  /** Bridges: painted over the river, flagged as bridges. */
  bridge?: boolean;
  /** Slopes and stairs: the uphill direction. */
  up?: HexDirection;
  note?: readonly [string, string];
}

export const COLS = 48;
export const ROWS = 38;

/** The first column of the old town in every row: the historic walls run on its west sides. */
export const WALL_COL = 16;

/** The river's two columns in a row: it bends east below row 18. */
export function riverCols(row: number): readonly [number, number] {
  return row <= 18 ? [30, 31] : [31, 32];
}

const line = (...cells: Cell[]): Shape => ({ line: cells });
const area = (c1: number, r1: number, c2: number, r2: number): Shape => ({ area: [c1, r1, c2, r2] });
const cells = (...cs: Cell[]): Shape => ({ cells: cs });

// Painted in this order: zones, then white streets, then grey avenues and squares (they win at
// crossings), then the river, bridges, slopes and stairs. Objectives, barracks, metro and the
// prison are painted last, from their own tables.
export const ZONES: readonly PlanPlace[] = [
  { id: 'case-rosse', kind: 'quartiere', name: 'Le Case Rosse', paint: 'popolari', shape: area(0, 25, 9, 37), note: ['Case popolari della città nuova, a sud-ovest.', 'Council housing of the new town, south-west.'] },
  { id: 'case-gasometro', kind: 'quartiere', name: 'Case del Gasometro', paint: 'popolari', shape: area(36, 35, 45, 37), note: ['Case popolari oltre il fiume, dietro il carcere.', 'Council housing across the river, behind the prison.'] },
  { id: 'case-borgo', kind: 'quartiere', name: 'Case del Borgo', paint: 'popolari', shape: area(18, 35, 21, 37), note: ['Le ultime case popolari dentro le mura.', 'The last council housing inside the walls.'] },
  { id: 'giardino-pensionati', kind: 'giardino', name: 'Giardino dei Pensionati', paint: 'giardino', shape: area(7, 0, 9, 2) },
  { id: 'giardino-rocca', kind: 'giardino', name: 'Giardino della Rocca', paint: 'giardino', shape: area(25, 34, 28, 36) },
  { id: 'giardini-pubblici', kind: 'giardino', name: 'Giardini Pubblici', paint: 'giardino', shape: area(34, 20, 35, 22) },
  { id: 'giardino-diplomatici', kind: 'giardino', name: 'Giardino dei Diplomatici', paint: 'giardino', shape: area(43, 4, 46, 6) },
  { id: 'mercato-coperto', kind: 'edificio', name: 'Mercato Coperto', paint: 'affollato', shape: area(11, 20, 13, 21), note: ['Il grosso mercato coperto, pieno di gente che fa la spesa.', 'The big covered market, full of shoppers.'] },
  { id: 'galleria-spezie', kind: 'edificio', name: 'Galleria delle Spezie', paint: 'affollato', shape: area(25, 20, 27, 21), note: ['La galleria della zona medievale, piena di turisti.', 'The arcade of the medieval quarter, full of tourists.'] },
  { id: 'centro-splendor', kind: 'edificio', name: 'Centro Commerciale Splendor', paint: 'affollato', shape: area(42, 12, 44, 13), note: ['Il centro commerciale del quartiere degli affari.', 'The shopping centre of the business quarter.'] },
];

export const STREETS: readonly PlanPlace[] = [
  // The new town, west of the walls.
  { id: 'via-dotto', kind: 'via', name: 'Via Dotto', paint: 'strada', shape: line([0, 8], [14, 8]) },
  { id: 'via-ndante', kind: 'via', name: "Via 'Ndante", paint: 'strada', shape: line([0, 12], [9, 12]) },
  { id: 'via-roto', kind: 'via', name: 'Via Roto', paint: 'strada', shape: line([0, 18], [14, 18]) },
  { id: 'via-tram', kind: 'via', name: 'Via Tram', paint: 'strada', shape: line([4, 24], [17, 24]) },
  { id: 'via-case-rosse', kind: 'via', name: 'Via delle Case Rosse', paint: 'strada', shape: line([0, 31], [14, 31]) },
  { id: 'via-capolinea', kind: 'via', name: 'Via del Capolinea', paint: 'strada', shape: line([0, 35], [14, 35]) },
  { id: 'via-tip-tap', kind: 'via', name: 'Via Tip Tap', paint: 'strada', shape: line([10, 9], [10, 37]) },
  { id: 'vicolo-stretto', kind: 'vicolo', name: 'Vicolo Stretto', paint: 'strada', shape: line([13, 25], [13, 30]) },
  { id: 'via-pendolari', kind: 'via', name: 'Via dei Pendolari', paint: 'strada', shape: line([1, 0], [1, 24]) },
  { id: 'via-bislacca', kind: 'via', name: 'Via Bislacca', paint: 'strada', shape: line([0, 15], [9, 15]) },
  { id: 'via-mercato', kind: 'via', name: 'Via del Mercato', paint: 'strada', shape: line([5, 21], [9, 21]) },
  { id: 'via-ritorno', kind: 'via', name: 'Via del Ritorno', paint: 'strada', shape: line([13, 4], [13, 7]) },
  // The old town, between the walls and the river.
  { id: 'via-borgo', kind: 'via', name: 'Via del Borgo', paint: 'strada', shape: line([17, 0], [17, 37]) },
  { id: 'via-larga', kind: 'via', name: 'Via Larga', paint: 'strada', shape: line([23, 0], [23, 37]) },
  { id: 'via-mezzana', kind: 'via', name: 'Via Mezzana', paint: 'strada', shape: line([20, 0], [20, 5]) },
  { id: 'vicolo-tarocchi', kind: 'vicolo', name: 'Vicolo dei Tarocchi', paint: 'strada', shape: line([26, 16], [26, 18]) },
  { id: 'via-fornai', kind: 'via', name: 'Via dei Fornai', paint: 'strada', shape: line([18, 34], [22, 34]) },
  { id: 'via-porta-storica', kind: 'via', name: 'Via di Porta Storica', paint: 'strada', shape: line([16, 3], [28, 3]) },
  { id: 'via-mazzo', kind: 'via', name: 'Via Mazzo', paint: 'strada', shape: line([21, 6], [28, 6]) },
  { id: 'via-seggio', kind: 'via', name: 'Via Seggio', paint: 'strada', shape: line([27, 3], [27, 10]) },
  { id: 'via-veline', kind: 'via', name: 'Via Veline', paint: 'strada', shape: line([16, 10], [28, 10]) },
  { id: 'via-maltese', kind: 'via', name: 'Via Maltese', paint: 'strada', shape: line([16, 14], [19, 14]) },
  { id: 'vicolo-afgano', kind: 'vicolo', name: 'Vicolo Afgano', paint: 'strada', shape: line([17, 19], [22, 19]) },
  { id: 'vicolo-marocchino', kind: 'vicolo', name: 'Vicolo Marocchino', paint: 'strada', shape: line([20, 20], [20, 21]) },
  { id: 'via-spezie', kind: 'via', name: 'Via delle Spezie', paint: 'strada', shape: line([24, 19], [29, 19]) },
  { id: 'via-dobbo', kind: 'via', name: 'Via Dobbo', paint: 'strada', shape: line([22, 27], [29, 27]) },
  { id: 'via-polacco', kind: 'via', name: 'Via il Polacco Errante', paint: 'strada', shape: line([17, 30], [29, 30]) },
  { id: 'via-porta-rocca', kind: 'via', name: 'Via di Porta Rocca', paint: 'strada', shape: line([16, 32], [16, 32]) },
  // East of the river.
  { id: 'via-gary-baldi', kind: 'via', name: 'Via Gary Baldi', paint: 'strada', shape: line([43, 22], [43, 29]) },
  { id: 'via-borsa', kind: 'via', name: 'Via della Borsa', paint: 'strada', shape: line([35, 0], [35, 2]) },
  { id: 'vicolo-fisco', kind: 'vicolo', name: 'Vicolo del Fisco', paint: 'strada', shape: line([38, 8], [38, 10]) },
  { id: 'via-dollaro', kind: 'via', name: 'Via del Dollaro', paint: 'strada', shape: line([33, 13], [40, 13]) },
  { id: 'vicolo-sospetto', kind: 'vicolo', name: 'Vicolo Sospetto', paint: 'strada', shape: line([33, 17], [35, 17]) },
  { id: 'via-brevetti', kind: 'via', name: 'Via dei Brevetti', paint: 'strada', shape: line([44, 16], [44, 18]) },
  { id: 'via-secondino', kind: 'via', name: 'Via del Secondino', paint: 'strada', shape: line([43, 32], [45, 32]) },
  { id: 'via-losim', kind: 'via', name: 'Via Losim', paint: 'strada', shape: line([33, 3], [47, 3]) },
  { id: 'via-greggio', kind: 'via', name: 'Via del Greggio', paint: 'strada', shape: line([33, 7], [47, 7]) },
  { id: 'via-coca', kind: 'via', name: 'Via Coca', paint: 'strada', shape: line([33, 11], [42, 11]) },
  { id: 'via-cola', kind: 'via', name: 'Via Cola', paint: 'strada', shape: line([41, 0], [41, 14]) },
  { id: 'via-chiappo', kind: 'via', name: 'Via Chiappo', paint: 'strada', shape: line([33, 19], [39, 19]) },
  { id: 'via-orale', kind: 'via', name: 'Via Orale', paint: 'strada', shape: line([33, 24], [47, 24]) },
  { id: 'via-rock', kind: 'via', name: "Via del Rock'n roll", paint: 'strada', shape: line([33, 30], [47, 30]) },
  { id: 'via-cento-celle', kind: 'via', name: 'Via Cento Celle', paint: 'strada', shape: line([33, 34], [47, 34]) },
];

export const AVENUES: readonly PlanPlace[] = [
  { id: 'piazza-mento', kind: 'piazza', name: 'Piazza Mento', paint: 'viale', shape: area(2, 1, 6, 4), note: ['Dove si raduna il corteo.', 'Where the corteo gathers.'] },
  { id: 'corso-storico', kind: 'corso', name: 'Corso Storico', paint: 'viale', shape: line([7, 3], [14, 3]) },
  { id: 'viale-nin', kind: 'viale', name: 'Viale Nin', paint: 'viale', shape: line([4, 5], [4, 37]) },
  { id: 'corso-maltese', kind: 'corso', name: 'Corso Maltese', paint: 'viale', shape: line([6, 5], [11, 14], [14, 14]) },
  { id: 'viale-billikid', kind: 'viale', name: 'Viale Billikid', paint: 'viale', shape: line([15, 0], [15, 37]), note: ['Il viale lungo le mura.', 'The avenue along the walls.'] },
  { id: 'largo-sibemolle', kind: 'largo', name: 'Largo Sibemolle', paint: 'viale', shape: area(11, 10, 13, 11) },
  { id: 'piazza-obelix', kind: 'piazza', name: 'Piazza Obelix', paint: 'viale', shape: area(7, 28, 9, 29) },
  { id: 'largo-tangenti', kind: 'largo', name: 'Largo alle Tangenti', paint: 'viale', shape: area(18, 6, 20, 7) },
  { id: 'piazza-fontana', kind: 'piazza', name: 'Piazza Fontana', paint: 'viale', shape: area(20, 13, 25, 16) },
  { id: 'viale-mille-ministeri', kind: 'viale', name: 'Viale dei Mille Ministeri', paint: 'viale', shape: line([26, 15], [28, 15]) },
  { id: 'corso-corto', kind: 'corso', name: 'Corso Corto', paint: 'viale', shape: line([17, 22], [29, 22]) },
  { id: 'piazza-robba', kind: 'piazza', name: 'Piazza della Robba', paint: 'viale', shape: area(18, 25, 21, 28) },
  { id: 'piazza-san-carlo', kind: 'piazza', name: 'Piazza S. Carlo al Berto', paint: 'viale', shape: area(25, 23, 26, 24) },
  { id: 'lungozombi-camionisti', kind: 'lungo', name: 'Lungozombi dei Camionisti', paint: 'viale', shape: line([29, 0], [29, 19], [30, 19], [30, 37]), note: ['Il lungofiume della riva ovest.', 'The west bank of the river.'] },
  { id: 'lungozombi-accavallati', kind: 'lungo', name: 'Lungozombi degli Accavallati', paint: 'viale', shape: line([32, 0], [32, 18], [33, 18], [33, 37]), note: ['Il lungofiume della riva est.', 'The east bank of the river.'] },
  { id: 'bulvar-cappuccini', kind: 'bulvar', name: 'Bulvar dei Cappuccini', paint: 'viale', shape: line([33, 15], [47, 15]), note: ['Il grande viale verso il bordo est.', 'The great avenue to the east edge.'] },
  { id: 'largo-selva-nera', kind: 'largo', name: 'Largo Selva Nera', paint: 'viale', shape: area(36, 6, 38, 7) },
  { id: 'largo-rizia', kind: 'largo', name: 'Largo Rizia', paint: 'viale', shape: area(34, 9, 35, 10) },
  { id: 'piazza-quinta-colonna', kind: 'piazza', name: 'Piazza Quinta Colonna', paint: 'viale', shape: area(43, 9, 46, 11) },
  { id: 'viale-ovaliani', kind: 'viale', name: 'Viale Ovaliani', paint: 'viale', shape: line([36, 16], [36, 37]) },
  { id: 'piazzale-odio', kind: 'piazzale', name: 'Piazzale Odio', paint: 'viale', shape: area(40, 19, 44, 21) },
  { id: 'piazzale-bombe', kind: 'piazzale', name: 'Piazzale Bombe', paint: 'viale', shape: area(37, 26, 40, 28) },
  { id: 'bulvar-cornetti', kind: 'bulvar', name: 'Bulvar dei Cornetti', paint: 'viale', shape: line([46, 16], [46, 37]) },
];

/** Painted over the river. */
export const BRIDGES: readonly PlanPlace[] = [
  { id: 'ponte-chiacchiere', kind: 'ponte', name: 'Ponte delle Chiacchiere', paint: 'strada', bridge: true, shape: line([30, 5], [31, 5]) },
  { id: 'ponte-fontana', kind: 'ponte', name: 'Ponte della Fontana', paint: 'viale', bridge: true, shape: line([30, 15], [31, 15]) },
  { id: 'ponte-sollievo', kind: 'ponte', name: 'Ponte del Sollievo', paint: 'strada', bridge: true, shape: line([31, 26], [32, 26]) },
  { id: 'ponte-storto', kind: 'ponte', name: 'Ponte Storto', paint: 'strada', bridge: true, shape: line([31, 35], [32, 35]) },
];

/** The Rocca hill in the old town's south-east corner: climbed by a slope and by stairs. */
export const RISES: readonly PlanPlace[] = [
  { id: 'salita-rocca', kind: 'via', name: 'Salita della Rocca', paint: 'pendio', up: 5, shape: line([24, 31], [24, 34]), note: ['Sale verso il Giardino della Rocca.', 'Climbs to the Giardino della Rocca.'] },
  { id: 'scalinata-rocca', kind: 'via', name: 'Scalinata della Rocca', paint: 'scale', up: 4, shape: line([28, 31], [28, 33]) },
  { id: 'discesa-cappuccini', kind: 'via', name: 'Discesa dei Cappuccini', paint: 'pendio', up: 3, shape: line([34, 15], [35, 15]), note: ['Il Bulvar scende dal ponte verso est.', 'The Bulvar runs down from the bridge eastwards.'] },
];

/** The gates of the historic walls: the hexside between each pair stays open. */
export const GATES: readonly PlanPlace[] = [
  { id: 'porta-storica', kind: 'porta', name: 'Porta Storica', shape: cells([15, 3], [16, 3]) },
  { id: 'porta-velina', kind: 'porta', name: 'Porta Velina', shape: cells([15, 10], [16, 10]) },
  { id: 'porta-maltese', kind: 'porta', name: 'Porta Maltese', shape: cells([15, 14], [16, 14]) },
  { id: 'porta-tram', kind: 'porta', name: 'Porta del Tram', shape: cells([15, 24], [16, 24]) },
  { id: 'porta-rocca', kind: 'porta', name: 'Porta della Rocca', shape: cells([15, 32], [16, 32]) },
];

/** Buildings named in the index (painted brown already): the Tribunale's palace and the prison. */
export const BUILDINGS: readonly PlanPlace[] = [
  { id: 'palazzo-giustizia', kind: 'edificio', name: 'Palazzo di Giustizia', shape: cells([40, 17], [41, 17], [42, 17], [43, 17], [40, 18], [43, 18]), note: ['Le strutture a serpentina del Tribunale.', 'The Tribunale\u2019s serpentine wings.'] },
  { id: 'carcere-edificio', kind: 'edificio', name: 'Carcere di Via Cento Celle', shape: area(39, 31, 42, 32), note: ['Dove finiscono gli arrestati.', 'Where the arrested end up.'] },
];

export interface PlanObjective {
  id: string;
  kind: import('../map-types.ts').ObjectiveKind;
  it: string;
  en: string;
  /** The address exactly as section 12b prints it; the place of that name must be adjacent. */
  address: string;
  /** The index place the address names. */
  at: string;
  cells: readonly Cell[];
  value: number;
}

export interface PlanBarracks {
  number: number;
  it: string;
  en: string;
  cells: readonly Cell[];
  exits: readonly Cell[];
}

export const BARRACKS: readonly PlanBarracks[] = [
  { number: 1, it: 'Questura Centrale', en: 'Central police headquarters', cells: [[25, 11], [26, 11]], exits: [[25, 10]] },
  { number: 2, it: 'Caserma della Rocca', en: 'Rocca barracks', cells: [[18, 33], [19, 33]], exits: [[17, 33]] },
  { number: 3, it: 'Caserma del Ponte', en: 'Bridge barracks', cells: [[33, 12], [34, 12]], exits: [[32, 12]] },
  { number: 4, it: 'Caserma del Santo Manganello', en: 'Holy Truncheon barracks', cells: [[13, 15], [14, 15], [13, 16], [14, 16]], exits: [[15, 16]] },
  { number: 5, it: 'Caserma dei Diplomatici', en: 'Diplomats\u2019 barracks', cells: [[45, 2], [46, 2]], exits: [[45, 3]] },
  { number: 6, it: 'Caserma Cento Celle', en: 'Cento Celle barracks', cells: [[34, 32], [35, 32]], exits: [[33, 32]] },
  { number: 7, it: 'Caserma delle Case Rosse', en: 'Case Rosse barracks', cells: [[2, 20], [3, 20], [2, 21], [3, 21]], exits: [[4, 21]] },
];

export const METRO: readonly { id: string; name: string; cell: Cell }[] = [
  { id: 'metro-storico', name: 'Corso Storico', cell: [10, 2] },
  { id: 'metro-case-rosse', name: 'Case Rosse', cell: [5, 27] },
  { id: 'metro-fontana', name: 'Fontana', cell: [26, 14] },
  { id: 'metro-robba', name: 'Robba', cell: [20, 29] },
  { id: 'metro-cappuccini', name: 'Cappuccini', cell: [35, 14] },
  { id: 'metro-odio', name: 'Odio', cell: [39, 21] },
  { id: 'metro-gasometro', name: 'Gasometro', cell: [37, 33] },
];

/** Sides of recent walls ("muri"): the prison's enclosure. Drawn round the building's hexes. */
export const WALLED: readonly string[] = ['carcere-edificio'];
