// The map of the free zone as data (DESIGN.md, "Content"). The rulebook describes the map
// (territories with blue borders, major and minor localities, white secondary roads, the red
// Strada delle Radici, black phase-I and red phase-II resources, the Republic's health track) but
// does not print it, so everything here except Cerredolo's grain store is reconstructed from
// the real geography of the Montefiorino republic: the comuni named by FACTS.md, their frazioni,
// the valleys of the Secchia, Dolo and Dragone, and the route of the road to the Passo delle
// Radici (Cerredolo - Montefiorino - Frassinoro - Piandelagotti). Positions come from approximate
// latitude and longitude projected into a 1000 x 1060 viewBox (north up); the territory borders
// are the union of each locality's nearest-point region (a Voronoi diagram), clipped to an
// outline around the zone. Replacing them with the printed map is a change to this file only.
import type { Provenance, Sourced, Text } from '../../../engine/content.ts';

const rc = (it: string, en: string): Provenance => ({ source: 'reconstructed', note: { it, en } });

export const VIEWBOX = { width: 1000, height: 1060 } as const;

export type Province = 'MO' | 'RE';

export interface Point {
  x: number;
  y: number;
}

export interface Territory extends Sourced {
  /** Stable id; the name is the string 'ribelle.territory.<id>'. */
  id: string;
  /** The real comune the territory lies in (1944 borders: Palagano was part of Montefiorino). */
  comune: string;
  province: Province;
  /** Where to draw the territory's name. */
  label: Point;
  /** Border polygon in viewBox coordinates (SVG `points`: "x,y x,y ..."). */
  polygon: [number, number][];
}

export interface Locality extends Sourced {
  /** Stable id; the name is the string 'ribelle.locality.<id>'. */
  id: string;
  territory: string;
  x: number;
  y: number;
  /** Printed in larger letters on the map (the territory's main place). */
  major: boolean;
}

export type RoadKind = 'secondaria' | 'radici';

export interface Road extends Sourced {
  id: string;
  /** Locality ids at the two ends. */
  a: string;
  b: string;
  kind: RoadKind;
}

export interface River extends Sourced {
  id: string;
  name: Text;
  /** Polyline in viewBox coordinates. */
  points: [number, number][];
}

const MAP_NOTE = rc(
  'Mappa ricostruita: il regolamento descrive la mappa ma non la stampa. Territori, località e posizioni (approssimate) vengono dai comuni reali della zona libera e dalle loro frazioni; i confini sono disegnati da noi.',
  'Reconstructed map: the rulebook describes the map but does not print it. Territories, localities and (approximate) positions come from the real comuni of the free zone and their frazioni; the borders are drawn by us.',
);
const ROAD_NOTE = rc(
  'Collegamento ricostruito sulla rete stradale reale della zona, semplificata: due territori sono adiacenti se una strada li unisce.',
  'Link reconstructed from the real road network of the area, simplified: two territories are adjacent when a road joins them.',
);
const RADICI_NOTE = rc(
  'Tratto della Strada delle Radici (oggi SP 486R), che sale da Cerredolo a Montefiorino, Frassinoro, Piandelagotti e al Passo delle Radici; tracciato semplificato.',
  'Stretch of the Strada delle Radici (today SP 486R), climbing from Cerredolo to Montefiorino, Frassinoro, Piandelagotti and the Passo delle Radici; simplified route.',
);
const RIVER_NOTE = rc(
  'Corso approssimato, solo per il disegno: non ha effetti sul gioco.',
  'Approximate course, for drawing only: it has no effect on play.',
);

const pts = (s: string): [number, number][] =>
  s.split(' ').map((p) => {
    const [x, y] = p.split(',').map(Number);
    return [x, y];
  });

const T = (id: string, comune: string, province: Province, label: [number, number], polygon: string): Territory => ({
  id,
  comune,
  province,
  label: { x: label[0], y: label[1] },
  polygon: pts(polygon),
  provenance: MAP_NOTE,
});

/** 14 territories, north to south. */
export const TERRITORIES: readonly Territory[] = [
  T('baiso', 'Baiso', 'RE', [571, 136], '587,20 624,22 747,76 716,155 629,192 596,223 528,239 405,217 375,183 550,52'),
  T('prignano', 'Prignano sulla Secchia', 'MO', [776, 241], '927,270 941,311 836,337 783,383 740,402 675,336 675,334 596,223 629,192 716,155 747,76 879,124'),
  T('cerredolo', 'Toano', 'RE', [597, 304], '596,223 675,334 675,336 600,388 565,360 528,239'),
  T('toano', 'Toano', 'RE', [493, 370], '600,388 604,444 601,449 535,494 517,479 384,508 404,450 460,402 403,260 405,217 528,239 565,360'),
  T('villaminozzo', 'Villa Minozzo', 'RE', [345, 404], '404,450 384,508 517,479 535,494 536,534 524,561 503,582 392,566 366,529 243,504 228,477 184,446 156,419 217,332 375,183 405,217 403,260 460,402'),
  T('montefiorino', 'Montefiorino', 'MO', [645, 457], '601,449 604,444 600,388 675,336 740,402 730,427 715,503 669,524 653,554 643,559 536,534 535,494'),
  T('monchio', 'Montefiorino (oggi Palagano)', 'MO', [783, 519], '752,540 715,503 730,427 740,402 783,383 837,471 815,495 847,541 830,575 841,667 736,605'),
  T('polinago', 'Polinago', 'MO', [889, 472], '847,541 815,495 837,471 783,383 836,337 941,311 947,330 980,548 944,567 938,598 859,658 842,670 841,667 830,575'),
  T('palagano', 'Montefiorino (oggi Palagano)', 'MO', [706, 648], '653,554 669,524 715,503 752,540 736,605 841,667 842,670 774,717 647,788 640,714 638,712 620,638 643,559'),
  T('frassinoro', 'Frassinoro', 'MO', [562, 678], '620,638 638,712 640,714 647,788 584,823 436,696 485,656 503,625 503,582 524,561 536,534 643,559'),
  T('fontanaluccia', 'Frassinoro', 'MO', [436, 629], '503,582 503,625 485,656 436,696 409,700 375,664 392,566'),
  T('civago', 'Villa Minozzo', 'RE', [304, 667], '375,664 409,700 388,775 277,824 208,753 197,741 244,572 241,514 243,504 366,529 392,566'),
  T('ligonchio', 'Ligonchio', 'RE', [153, 570], '184,446 228,477 243,504 241,514 244,572 197,741 190,733 20,563 133,451 156,419'),
  T('piandelagotti', 'Frassinoro', 'MO', [429, 812], '436,696 584,823 556,838 359,908 277,824 388,775 409,700'),
];

const L = (id: string, territory: string, x: number, y: number, major = false): Locality => ({
  id,
  territory,
  x,
  y,
  major,
  provenance: MAP_NOTE,
});

/** 41 localities; each territory's first one is its major place. */
export const LOCALITIES: readonly Locality[] = [
  L('baiso', 'baiso', 618, 91, true),
  L('sancassiano', 'baiso', 557, 121),
  L('prignano', 'prignano', 793, 249, true),
  L('pigneto', 'prignano', 740, 318),
  L('saltino', 'prignano', 694, 270),
  L('montebaranzone', 'prignano', 832, 174),
  L('cerredolo', 'cerredolo', 608, 331, true),
  L('toano', 'toano', 545, 409, true),
  L('cavola', 'toano', 513, 361),
  L('quara', 'toano', 442, 467),
  L('villaminozzo', 'villaminozzo', 362, 441, true),
  L('minozzo', 'villaminozzo', 393, 409),
  L('sologno', 'villaminozzo', 284, 350),
  L('gova', 'villaminozzo', 454, 521),
  L('montefiorino', 'montefiorino', 666, 473, true),
  L('farneta', 'montefiorino', 618, 515),
  L('rubbiano', 'montefiorino', 656, 401),
  L('monchio', 'monchio', 772, 494, true),
  L('susano', 'monchio', 809, 534),
  L('costrignano', 'monchio', 784, 579),
  L('santagiulia', 'monchio', 805, 457),
  L('polinago', 'polinago', 854, 502, true),
  L('gombola', 'polinago', 839, 435),
  L('brandola', 'polinago', 914, 529),
  L('cassano', 'polinago', 875, 569),
  L('palagano', 'palagano', 706, 561, true),
  L('savoniero', 'palagano', 664, 606),
  L('boccassuolo', 'palagano', 736, 659),
  L('frassinoro', 'frassinoro', 566, 630, true),
  L('romanoro', 'frassinoro', 601, 587),
  L('pietravolta', 'frassinoro', 503, 707),
  L('cargedolo', 'frassinoro', 534, 681),
  L('fontanaluccia', 'fontanaluccia', 439, 627, true),
  L('civago', 'civago', 336, 726, true),
  L('cervarolo', 'civago', 328, 609),
  L('febbio', 'civago', 290, 651),
  L('ligonchio', 'ligonchio', 128, 574, true),
  L('ospitaletto', 'ligonchio', 164, 617),
  L('casalino', 'ligonchio', 88, 547),
  L('piandelagotti', 'piandelagotti', 458, 761, true),
  L('radici', 'piandelagotti', 389, 846),
];

const R = (a: string, b: string, kind: RoadKind = 'secondaria'): Road => ({
  id: `${a}-${b}`,
  a,
  b,
  kind,
  provenance: kind === 'radici' ? RADICI_NOTE : ROAD_NOTE,
});

/**
 * Roads. Those joining two territories make them adjacent (movement costs 1 MP per territory
 * entered, the first move of a Manovre step along the Radici is free); those inside a territory
 * are drawn only, since a piece entering a territory may stand on any of its localities.
 */
export const ROADS: readonly Road[] = [
  // Strada delle Radici, from the Secchia valley up to the pass.
  R('baiso', 'cerredolo', 'radici'),
  R('cerredolo', 'rubbiano', 'radici'),
  R('rubbiano', 'montefiorino', 'radici'),
  R('montefiorino', 'frassinoro', 'radici'),
  R('frassinoro', 'cargedolo', 'radici'),
  R('cargedolo', 'pietravolta', 'radici'),
  R('pietravolta', 'piandelagotti', 'radici'),
  R('piandelagotti', 'radici', 'radici'),
  // Secondary roads between territories.
  R('sancassiano', 'cavola'),
  R('baiso', 'saltino'),
  R('cerredolo', 'toano'),
  R('cerredolo', 'pigneto'),
  R('prignano', 'gombola'),
  R('pigneto', 'montefiorino'),
  R('montefiorino', 'palagano'),
  R('montefiorino', 'monchio'),
  R('farneta', 'toano'),
  R('palagano', 'costrignano'),
  R('savoniero', 'romanoro'),
  R('susano', 'polinago'),
  R('frassinoro', 'fontanaluccia'),
  R('fontanaluccia', 'piandelagotti'),
  R('fontanaluccia', 'civago'),
  R('fontanaluccia', 'gova'),
  R('quara', 'gova'),
  R('villaminozzo', 'cervarolo'),
  R('villaminozzo', 'ospitaletto'),
  R('febbio', 'ospitaletto'),
  // Secondary roads inside territories (drawing only).
  R('baiso', 'sancassiano'),
  R('prignano', 'pigneto'),
  R('prignano', 'saltino'),
  R('prignano', 'montebaranzone'),
  R('toano', 'cavola'),
  R('toano', 'quara'),
  R('villaminozzo', 'minozzo'),
  R('villaminozzo', 'sologno'),
  R('villaminozzo', 'gova'),
  R('montefiorino', 'farneta'),
  R('monchio', 'susano'),
  R('monchio', 'costrignano'),
  R('monchio', 'santagiulia'),
  R('polinago', 'gombola'),
  R('polinago', 'brandola'),
  R('polinago', 'cassano'),
  R('palagano', 'savoniero'),
  R('palagano', 'boccassuolo'),
  R('frassinoro', 'romanoro'),
  R('civago', 'cervarolo'),
  R('civago', 'febbio'),
  R('ligonchio', 'ospitaletto'),
  R('ligonchio', 'casalino'),
];

const river = (id: string, it: string, en: string, points: [number, number][]): River => ({
  id,
  name: { it, en },
  points,
  provenance: RIVER_NOTE,
});

/** Rivers, for drawing only. */
export const RIVERS: readonly River[] = [
  river('secchia', 'Secchia', 'Secchia', [[122, 283], [274, 337], [370, 371], [465, 355], [542, 323], [618, 318], [666, 270], [694, 163], [713, 30]]),
  river('secchiello', 'Secchiello', 'Secchiello', [[294, 617], [370, 537], [408, 443], [437, 363]]),
  river('dolo', 'Dolo', 'Dolo', [[313, 798], [370, 718], [427, 651], [479, 569], [542, 489], [589, 409], [612, 329]]),
  river('dragone', 'Dragone', 'Dragone', [[542, 777], [618, 697], [666, 617], [694, 537], [694, 457], [646, 390], [618, 337]]),
];

// ---------------------------------------------------------------------------------------------
// Resources: three per phase (black icons in phase I, red in phase II).

export type ResourceId = 'grano' | 'armi' | 'latte' | 'lanci' | 'ospedale' | 'viveri';
export const RESOURCE_IDS: readonly ResourceId[] = ['grano', 'armi', 'latte', 'lanci', 'ospedale', 'viveri'];

export interface ResourceSite extends Sourced {
  id: ResourceId;
  phase: 1 | 2;
  locality: string;
}

export const RESOURCES: readonly ResourceSite[] = [
  { id: 'grano', phase: 1, locality: 'cerredolo', provenance: { source: 'rulebook', section: 'Risoluzione (passo 4), esempio: l’ammasso di grano di Cerredolo' } },
  {
    id: 'armi',
    phase: 1,
    locality: 'santagiulia',
    provenance: rc(
      'Risorsa di Fase I ricostruita: un deposito d’armi sul Monte Santa Giulia, prima base partigiana della zona.',
      'Reconstructed phase-I resource: an arms cache on Monte Santa Giulia, an early partisan base.',
    ),
  },
  {
    id: 'latte',
    phase: 1,
    locality: 'gombola',
    provenance: rc(
      'Risorsa di Fase I ricostruita: un caseificio (la zona aveva allevamenti e un’industria casearia); il luogo è una nostra scelta.',
      'Reconstructed phase-I resource: a dairy (the area had livestock and a cheese industry); the place is our choice.',
    ),
  },
  {
    id: 'lanci',
    phase: 2,
    locality: 'febbio',
    provenance: rc(
      'Risorsa di Fase II ricostruita: un campo per i lanci alleati sui prati alti; il luogo è una nostra scelta.',
      'Reconstructed phase-II resource: a field for Allied supply drops on the high meadows; the place is our choice.',
    ),
  },
  {
    id: 'ospedale',
    phase: 2,
    locality: 'gova',
    provenance: rc(
      'Risorsa di Fase II ricostruita: un ospedale partigiano; il luogo è una nostra scelta.',
      'Reconstructed phase-II resource: a partisan hospital; the place is our choice.',
    ),
  },
  {
    id: 'viveri',
    phase: 2,
    locality: 'boccassuolo',
    provenance: rc(
      'Risorsa di Fase II ricostruita: un magazzino di viveri per l’inverno; il luogo è una nostra scelta.',
      'Reconstructed phase-II resource: a food store for the winter; the place is our choice.',
    ),
  },
];

// ---------------------------------------------------------------------------------------------
// The Republic's health track, at the bottom of the map.

export interface HealthTrack extends Sourced {
  max: number;
  start: number;
  demoStart: number;
  /** Cell centres for values 0..max, in viewBox coordinates. */
  cells: Point[];
}

export const HEALTH: HealthTrack = {
  max: 3,
  start: 3,
  demoStart: 2,
  cells: [0, 1, 2, 3].map((v) => ({ x: 380 + v * 80, y: 1000 })),
  provenance: {
    source: 'rulebook',
    section: 'Preparazione, punto 7; Partita dimostrativa; Sconfitta (valori 3 e 2, sconfitta a 0; il tracciato non sale mai, quindi lo disegniamo da 0 a 3)',
  },
};

/** The Stato Maggiore's start: every rebel's first DM stands here (Preparazione, punto 4). */
export const CAPITAL = 'montefiorino';
