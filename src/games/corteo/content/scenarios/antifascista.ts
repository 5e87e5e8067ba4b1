// Scenario Antifascista (D): the reactionary right holds a rally in a square of the city; the
// Movement and Lotta Continua march to stop it, and the POC's dissidents in the case popolari may
// join them. The rules that read this are in rules/antifascista.ts.
import { rb, rc, text } from '../source.ts';
import type { Scenario } from './types.ts';

const D = 'D Scenario antifascista';

/** The five dissidents of the POC (their counters are reconstructed: content/pieces.ts). */
export const DISSIDENT_IDS = ['c-POC-42-d1', 'c-POC-42-d2', 'c-POC-42-d3', 'c-POC-42-d4', 'c-POC-42-d5'] as const;

export const ANTIFASCISTA: Scenario = {
  id: 'antifascista',
  name: text('Antifascista', 'Antifascista'),
  blurb: text(
    'La destra reazionaria tiene un comizio in piazza: il corteo vuole scioglierlo e mandarne i partecipanti in clinica, il potere lo protegge e lo riporta in caserma.',
    'The reactionary right holds a rally in a square: the corteo wants to break it up and send its people to the clinics, the potere shields it and takes it back to the barracks.',
  ),
  mode: 'advanced',
  hands: 10,
  provenance: rb(D),
  corteo: {
    heads: ['MOV', 'LC'],
    start: 'piazzaMento',
  },
  potere: {
    start: [
      { kind: 'piantoni', count: 10, where: 'objective', provenance: rb(`${D}: «vigili, piantoni... come nel gioco base»`) },
      { kind: 'vigili', count: 5, where: 'nearVigili', provenance: rb(`${D}: «vigili, piantoni... come nel gioco base»`) },
      { kind: 'celere', count: 5, where: 'barracks', provenance: rb(`${D}: «5 reparti celere... come nel gioco base»`) },
      // The rally's square: rules/antifascista.ts puts the place chosen in the wizard here.
      { kind: 'celere', count: 5, where: { place: 'piazza-robba' }, provenance: rb(`${D}: «5 reparti celere e unità del Comizio Reazionario in P.za della Robba»`) },
    ],
    schedule: [
      // "Blindati come nel gioco base": the base game brings its 5 blindati in at hand 2 (B 5).
      { hand: 2, units: [{ kind: 'blindati', count: 5 }, { kind: 'carabinieri', count: 10 }], provenance: rb(`${D}, 2a mano; B 5 per i blindati`) },
      { hand: 3, units: [{ kind: 'lacrimogeni', count: 5 }], provenance: rb(`${D}, 3a mano`) },
      { hand: 4, units: [{ kind: 'lacrimogeni', count: 5 }], provenance: rb(`${D}, 4a mano`) },
    ],
  },
  pieces: [
    {
      id: 'rally',
      name: text('Comizio reazionario', 'Reactionary rally'),
      count: 10,
      speed: 4,
      // Their hexes come from the rally's place (rules/antifascista.ts, rallyStart).
      start: [],
      provenance: rc(
        'La velocità stampata sui pezzi non è nel testo: 4, il passo di chi va a piedi. I pezzi si muovono come le unità a piedi del potere, uno per esa, senza scorta; non entrano negli esa del corteo, delle barricate o dei copriobiettivi; entrare nella ZOC del corteo ne ferma il movimento.',
        'The speed printed on the pieces is not in the text: 4, the pace of people on foot. The pieces move as the potere\u2019s units on foot do, one a hex, with no escort; they never enter hexes of the corteo, of barricades or of covers; entering the corteo\u2019s ZOC ends their move.',
      ),
    },
  ],
  objectives: { kinds: ['reazionaria', 'governo', 'partito-dominante', 'tv', 'giornale', 'cinema', 'bar', 'albergo', 'tribunale'], total: 68 },
  scoring: [],
  spezzoniAtEnd: false,
  victory: 'advanced',
  rally: {
    places: [
      { place: 'piazza-robba', blindatiEast: false, provenance: rb(`${D}: «Questo piazzamento è valido se il luogo del comizio è piazza della Robba»`) },
      { place: 'piazzale-odio', blindatiEast: true, provenance: rb(`${D}: «Se invece si tratta di P.ale Odio, P.zale Bombe o P.za Quinta Colonna»`) },
      { place: 'piazzale-bombe', blindatiEast: true, provenance: rb(`${D}: «Se invece si tratta di P.ale Odio, P.zale Bombe o P.za Quinta Colonna»`) },
      { place: 'piazza-quinta-colonna', blindatiEast: true, provenance: rb(`${D}: «Se invece si tratta di P.ale Odio, P.zale Bombe o P.za Quinta Colonna»`) },
    ],
    staysUntil: 5,
    dissolvedEarly: 30,
    dissolvedOnTime: 10,
    hospital: { points: 7, doubledOn: ['reazionaria'] },
    safe: {
      points: 7,
      schedule: [
        { hand: 6, atLeast: 1 },
        { hand: 7, atLeast: 2 },
        { hand: 8, atLeast: 2 },
        { hand: 9, atLeast: 2 },
        { hand: 10, atLeast: 3 },
      ],
    },
    // «entro la 8a MANO»: the last moment the text allows; how many more is ours (the rulings).
    prolong: { by: 8, max: 3 },
    provenance: rb(`${D}, Punteggi di vittoria`),
  },
  dissidents: {
    units: DISSIDENT_IDS,
    terrain: 'popolari',
    activateOn: [1, 3, 5],
    provenance: rb(`${D}, Unità dissidenti: «numeri pari non hanno effetto»`),
  },
};
