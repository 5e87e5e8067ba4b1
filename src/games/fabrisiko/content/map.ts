// The board: 35 territories (Fabriano, the four major frazioni and thirty other frazioni of the
// comune, names from the Comune's list in FACTS.md), their resources, positions and borders.
// The rulebook prints only the count (35), Fabriano's 10 resources and which four are major;
// the board itself is not in the text, so everything else here is ours and marked so.
//
// Positions are in a 0-1000 frame (north up), placed after the real geography as far as we know
// it: Fabriano in the middle of its valley, Marischio and Melano just north and north-east,
// Albacina east toward Cerreto d'Esi, Collamato south-east, the Apennine ridge (Monte Cucco,
// Monte Catria side) to the west and Monte Maggio to the north-east. Borders are the Delaunay
// triangulation of these positions (so the map is planar: neighbours are the cells that share a
// border in the Voronoi map of the same points), less two long hull edges; mountain borders are
// those between the mountain villages of the west (Vallemontagnana, Campodonico, Belvedere "tra
// l'Appennino e il Monte Rogedano" per the Comune, Serradica) and the valley, and those around
// Poggio San Romualdo.
import type { Sourced } from '../../../engine/content.ts';
import { rb, rc } from './source.ts';

export type TerritoryKind = 'city' | 'major' | 'frazione';

export interface Territory extends Sourced {
  id: string;
  name: string;
  kind: TerritoryKind;
  /** Resources it gives its owner every turn (phase 5). */
  resources: number;
  x: number;
  y: number;
}

const POSITION = rc(
  'Posizione approssimata dalla geografia reale (elenco delle frazioni del Comune); risorse nostre, da 1 a 3 secondo la grandezza della frazione.',
  'Position approximated from the real geography (the Comune\u2019s list of frazioni); resources ours, 1 to 3 after the frazione\u2019s size.',
);
const MAJOR = rc(
  'Frazione maggiore (regolamento, «La scheda della frazione maggiore»); le sue risorse sono stampate sulla scheda, che non abbiamo: 5, la metà di Fabriano.',
  'A major frazione (rulebook, "La scheda della frazione maggiore"); its resources are printed on the sheet, which we do not have: 5, half of Fabriano\u2019s.',
);

const t = (id: string, name: string, resources: number, x: number, y: number): Territory => ({
  id, name, kind: 'frazione', resources, x, y, provenance: POSITION,
});
const major = (id: string, name: string, x: number, y: number): Territory => ({
  id, name, kind: 'major', resources: 5, x, y, provenance: MAJOR,
});

export const TERRITORIES: readonly Territory[] = [
  { id: 'fabriano', name: 'Fabriano', kind: 'city', resources: 10, x: 500, y: 520, provenance: rb('Il tabellone di gioco e i territori') },
  major('melano', 'Melano', 610, 420),
  major('marischio', 'Marischio', 470, 390),
  major('collamato', 'Collamato', 700, 730),
  major('albacina', 'Albacina', 810, 470),
  t('cancelli', 'Cancelli', 2, 320, 290),
  t('collepaganello', 'Collepaganello', 1, 390, 240),
  t('belvedere', 'Belvedere', 1, 250, 640),
  t('vallemontagnana', 'Vallemontagnana', 1, 180, 300),
  t('campodonico', 'Campodonico', 1, 200, 540),
  t('serradica', 'Serradica', 1, 170, 720),
  t('bastia', 'Bastia', 2, 790, 640),
  t('valleremita', 'Valleremita', 1, 320, 690),
  t('cacciano', 'Cacciano', 2, 420, 630),
  t('moscano', 'Moscano', 2, 340, 560),
  t('campodiegoli', 'Campodiegoli', 2, 270, 840),
  t('san-donato', 'San Donato', 3, 510, 660),
  t('attiggio', 'Attiggio', 3, 600, 590),
  t('rocchetta', 'Rocchetta', 1, 560, 770),
  t('coccore', 'Coccore', 1, 660, 860),
  t('san-michele', 'San Michele', 1, 820, 800),
  t('sant-elia', "Sant'Elia", 1, 450, 880),
  t('precicchie', 'Precicchie', 2, 740, 300),
  t('paterno', 'Paterno', 2, 620, 300),
  t('nebbiano', 'Nebbiano', 2, 530, 260),
  t('cupo', 'Cupo', 1, 470, 160),
  t('castelletta', 'Castelletta', 2, 610, 150),
  t('poggio-san-romualdo', 'Poggio San Romualdo', 1, 800, 150),
  t('borgo-tufico', 'Borgo Tufico', 3, 900, 560),
  t('cortina-san-venanzio', 'Cortina San Venanzio', 2, 910, 380),
  t('ca-maiano', "Ca' Maiano", 2, 700, 550),
  t('valgiubola', 'Valgiubola', 1, 330, 150),
  t('varano', 'Varano', 2, 400, 760),
  t('grotte', 'Grotte', 2, 270, 420),
  t('argignano', 'Argignano', 3, 420, 320),
];

export const TERRITORY_IDS: readonly string[] = TERRITORIES.map((x) => x.id);
export const FABRIANO = 0;

export interface Border extends Sourced {
  a: string;
  b: string;
  mountain: boolean;
}

const PLAIN = rc('Confine ricostruito dalle posizioni (triangolazione di Delaunay).', 'Border reconstructed from the positions (Delaunay triangulation).');
const RIDGE = rc(
  'Confine montuoso ricostruito: la dorsale appenninica a ovest (verso Monte Cucco e il Catria) e Monte Maggio a nord-est.',
  'Mountain border reconstructed: the Apennine ridge to the west (toward Monte Cucco and Catria) and Monte Maggio to the north-east.',
);

const PLAIN_PAIRS = `
poggio-san-romualdo cortina-san-venanzio|san-michele borgo-tufico|vallemontagnana campodonico|marischio moscano|coccore sant-elia|melano albacina
marischio grotte|precicchie castelletta|precicchie cortina-san-venanzio|albacina precicchie|attiggio rocchetta|campodiegoli sant-elia
campodonico serradica|grotte argignano|collamato ca-maiano|borgo-tufico cortina-san-venanzio|melano precicchie|marischio paterno
collamato attiggio|coccore san-michele|albacina bastia|melano attiggio|fabriano moscano|bastia san-michele
rocchetta varano|melano ca-maiano|valleremita campodiegoli|moscano grotte|rocchetta sant-elia|campodiegoli varano
paterno castelletta|fabriano melano|san-donato varano|collamato rocchetta|melano marischio|marischio nebbiano
collepaganello nebbiano|fabriano san-donato|cancelli valgiubola|cupo valgiubola|cupo castelletta|collamato san-michele
cancelli grotte|fabriano cacciano|albacina ca-maiano|collamato coccore|bastia borgo-tufico|nebbiano castelletta
rocchetta coccore|albacina cortina-san-venanzio|fabriano marischio|valleremita moscano|cacciano varano|sant-elia varano
collamato bastia|bastia ca-maiano|albacina borgo-tufico|nebbiano argignano|fabriano attiggio|san-donato rocchetta
melano paterno|precicchie paterno|nebbiano cupo|valleremita cacciano|san-donato attiggio|collepaganello cupo
belvedere serradica|belvedere campodonico|attiggio ca-maiano|collepaganello valgiubola|cacciano moscano|valleremita varano
cancelli argignano|paterno nebbiano|cacciano san-donato|marischio argignano|cancelli collepaganello|collepaganello argignano`;

const MOUNTAIN_PAIRS = `
vallemontagnana valgiubola|castelletta poggio-san-romualdo|precicchie poggio-san-romualdo|serradica campodiegoli|serradica valleremita|vallemontagnana grotte
campodonico moscano|cancelli vallemontagnana|campodonico grotte|belvedere moscano|belvedere valleremita`;

const pairs = (list: string): [string, string][] =>
  list.split(/[|\n]/).map((p) => p.trim()).filter(Boolean).map((p) => p.split(' ') as [string, string]);

export const BORDERS: readonly Border[] = [
  ...pairs(PLAIN_PAIRS).map(([a, b]) => ({ a, b, mountain: false, provenance: PLAIN })),
  ...pairs(MOUNTAIN_PAIRS).map(([a, b]) => ({ a, b, mountain: true, provenance: RIDGE })),
];
