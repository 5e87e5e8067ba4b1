// Scenario Internazionalista (D): a head of state of an imperialist country drives through the
// city in a presidential motorcade; the Movement and the Marxist-Leninists march against it.
import { rb, rc, text } from '../source.ts';
import type { Scenario } from './types.ts';

const D = 'D Scenario internazionalista';

export const INTERNAZIONALISTA: Scenario = {
  id: 'internazionalista',
  name: text('Internazionalista', 'Internazionalista'),
  blurb: text(
    'Un capo di Stato sfila in corteo presidenziale verso est: il corteo lo insegue, il potere lo scorta e lo ferma davanti all\u2019ambasciata.',
    'A head of state drives east in a presidential motorcade: the corteo chases it, the potere escorts it and stops it at the embassy.',
  ),
  mode: 'advanced',
  hands: 10,
  provenance: rb(D),
  corteo: {
    heads: ['MOV', 'ML'],
    start: 'piazzaMento',
  },
  potere: {
    start: [
      { kind: 'piantoni', count: 10, where: 'objective', provenance: rb(`${D}: «vigili, piantoni... come nel gioco base»`) },
      { kind: 'vigili', count: 5, where: 'nearVigili', provenance: rb(`${D}: «vigili, piantoni... come nel gioco base»`) },
      { kind: 'celere', count: 5, where: 'barracks', provenance: rb(`${D}: «5 reparti celere... come nel gioco base»`) },
      { kind: 'celere', count: 5, where: { place: 'piazza-fontana' }, provenance: rb(`${D}: «5 reparti celere e Corteo presidenziale in esa di Piazza Fontana»`) },
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
      id: 'motorcade',
      name: text('Corteo presidenziale', 'Presidential motorcade'),
      count: 5,
      speed: 4,
      start: [[21, 15], [22, 15], [23, 15], [24, 15], [25, 15]],
      escort: { units: 5, within: 4 },
      noBarricadesWithin: 4,
      exit: 'east',
      provenance: rc(
        'La velocità stampata sui pezzi non è nel testo: 4, il passo della scorta a piedi. Il corteo presidenziale parte in fila sul lato di Piazza Fontana che guarda il Viale dei Mille Ministeri, un pezzo a esa; si muove come i blindati (niente giardini, scale, obiettivi, luoghi affollati), da solo nel suo esa, non attraversa unità del corteo, barricate né copriobiettivi e ignora le ZOC; la scorta (5 unità del potere entro 4 esa) serve dove il pezzo parte e dove si ferma.',
        'The speed printed on the pieces is not in the text: 4, the pace of the escort on foot. The motorcade starts in a file on the side of Piazza Fontana facing Viale dei Mille Ministeri, one piece a hex; it moves as the blindati do (no gardens, stairs, objectives, crowded places), alone on its hex, never through corteo units, barricades or covers, and ignores ZOC; the escort (5 potere units within 4 hexes) must be there where the piece starts and where it stops.',
      ),
    },
  ],
  objectives: { kinds: ['diplomatica', 'multinazionale', 'governo', 'partito-dominante', 'tv', 'giornale'], total: 77 },
  scoring: [
    { kind: 'cross', line: 'mura', points: 20 },
    { kind: 'cross', line: 'fiume', points: 20 },
    { kind: 'cross', line: 'est', points: 20 },
    { kind: 'mobileInZoc', pieces: 'motorcade', points: 5 },
    { kind: 'stopInFront', pieces: 'motorcade', objective: 'diplo-cappuccini', hexes: 5, fromHand: 7, points: 10 },
  ],
  spezzoniAtEnd: false,
  victory: 'advanced',
};
