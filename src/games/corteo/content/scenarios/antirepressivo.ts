// Scenario Antirepressivo (D), for three players: a frame-up trial at the Tribunale in Piazzale
// Odio; the Radicals, Zombies and Gruppetti call a march to weigh on it, and the corteo splits
// into two players, the self-styled "Destra" and "Sinistra", each with its own units, score and
// victory table. The rulebook prints only its coordinates and leaves the rest to a later
// edition: everything here beyond them is ours (content/scenarios/antirepressivo-rulings.ts).
// The rules that read this are in rules/antirepressivo.ts.
import { rb, rc, text } from '../source.ts';
import type { VictoryLevel } from '../types.ts';
import type { Scenario } from './types.ts';

const D = 'D Scenario antirepressivo';

/** The three defendants: counters of the corteo on trial (reconstructed: content/pieces.ts). */
export const DEFENDANT_IDS = ['c-AUTOP-64-i1', 'c-MOV-44-i1', 'c-RAD-42-i1'] as const;

const table = (top: number, narrow: number, draw: number, lose: number, crushed: number, note: ReturnType<typeof rc>): VictoryLevel[] => [
  { min: top, key: 'corteo.victory.corteoCrushing', winner: 'corteo', provenance: note },
  { min: narrow, key: 'corteo.victory.corteoNarrow', winner: 'corteo', provenance: note },
  { min: draw, key: 'corteo.victory.draw', winner: null, provenance: note },
  { min: lose, key: 'corteo.victory.potereNarrow', winner: 'potere', provenance: note },
  { min: crushed, key: 'corteo.victory.potereCrushing', winner: 'potere', provenance: note },
  { min: null, key: 'corteo.victory.corteoRout', winner: 'potere', provenance: note },
];

export const ANTIREPRESSIVO: Scenario = {
  id: 'antirepressivo',
  name: text('Antirepressivo', 'Antirepressivo'),
  blurb: text(
    'Un processo montato al Tribunale di Piazzale Odio: due giocatori-corteo, Destra e Sinistra, vogliono liberare gli imputati, per sentenza o con la forza; il potere vuole la condanna.',
    'A frame-up trial at the Tribunale in Piazzale Odio: two corteo players, Destra and Sinistra, want the defendants free, by the verdict or by force; the potere wants them convicted.',
  ),
  mode: 'advanced',
  hands: 10,
  provenance: rb(D),
  corteo: {
    heads: ['RAD', 'ZOM', 'GRU'],
    start: 'piazzaMento',
  },
  potere: {
    start: [
      { kind: 'piantoni', count: 10, where: 'objective', provenance: rb('C 3a, schema del gioco avanzato') },
      { kind: 'vigili', count: 5, where: 'nearVigili', provenance: rb('C 3a, schema del gioco avanzato') },
      { kind: 'celere', count: 5, where: 'barracks', provenance: rb('C 3a, schema del gioco avanzato') },
      {
        kind: 'celere', count: 5, where: { place: 'piazzale-odio', near: true },
        provenance: rc('«Presidia il posto»: 5 dei 10 reparti celere del gioco avanzato partono in Piazzale Odio o accanto.', '"Guards the place": 5 of the advanced game\u2019s 10 celere start in or next to Piazzale Odio.'),
      },
      { kind: 'carabinieri', count: 5, where: 'barracks', provenance: rb('C 3a, schema del gioco avanzato') },
    ],
    schedule: [
      { hand: 2, power: 20, provenance: rb('Schema del gioco avanzato') },
      { hand: 3, power: 30, provenance: rb('Schema del gioco avanzato') },
      { hand: 4, power: 20, provenance: rb('Schema del gioco avanzato') },
      { hand: 5, power: 30, provenance: rb('Schema del gioco avanzato') },
    ],
  },
  pieces: [],
  // "Valgono gli obiettivi «fissi» del gioco base": every objective, at the advanced game's values.
  objectives: {
    kinds: ['governo', 'carcere', 'tribunale', 'partito-dominante', 'poc', 'multinazionale', 'tv', 'giornale', 'diplomatica', 'reazionaria', 'bar', 'albergo', 'cinema', 'chiesa', 'clinica', 'negozio'],
    total: 150,
  },
  scoring: [],
  spezzoniAtEnd: true,
  victory: 'advanced',
  blocs: [
    {
      id: 'destra',
      name: text('Destra', 'Destra'),
      components: ['RAD', 'ZOM', 'GRU', 'FEM', 'DP', 'ML'],
      extras: ['asterisk'],
      victory: table(58, 43, 30, 15, 0, rc(
        'La tabella separata della «Destra» non è stampata: le soglie del gioco avanzato (70, 50, 20, 0, -20) spostate perché ciascuno ha circa metà del corteo e le condanne contano contro entrambi, e tarate su 30 partite dell\u2019app contro l\u2019app (livello normale in tutti e tre i posti, `tests/bench/antirepressivo-balance.ts`), dove la Destra, che tiene gli obiettivi e subisce pochi arresti, finisce fra -2 e 68 (mediana 38): vince in circa un terzo delle partite e perde in circa un terzo.',
        'The "Destra"\u2019s own table is not printed: the advanced game\u2019s thresholds (70, 50, 20, 0, -20) moved since each has about half the corteo and the convictions count against both, and tuned on 30 games of the app against the app (normal level in all three seats, `tests/bench/antirepressivo-balance.ts`), where the Destra, which holds the objectives and suffers few arrests, ends between -2 and 68 (median 38): it wins about a third of the games and loses about a third.',
      )),
      provenance: rc(
        'Le componenti in testa (radicali, zombies, gruppetti), con femministe, DP e marxisti-leninisti e le 7 unità del Movimento con asterisco che rispondono all\u2019appello: 24 unità, 69 punti.',
        'The components at the head (Radicals, Zombies, Gruppetti), with the Feminists, DP and the Marxist-Leninists and the 7 Movement units with an asterisk who answer the call: 24 units, 69 points.',
      ),
    },
    {
      id: 'sinistra',
      name: text('Sinistra', 'Sinistra'),
      components: ['AUTOP', 'LC', 'ANA', 'MOV'],
      victory: table(8, -5, -20, -35, -50, rc(
        'La tabella separata della «Sinistra» non è stampata: molto più bassa di quella della Destra, perché sono i suoi spezzoni «tozzi» a subire gli arresti, anche quelli di fine partita allo scoperto (nelle stesse 30 partite dell\u2019app finisce fra -42 e +10, mediana -10): vince in circa un terzo delle partite e perde in circa un terzo.',
        'The "Sinistra"\u2019s own table is not printed: far lower than the Destra\u2019s, since its "stocky" blocks take the arrests, the end-of-game ones in the open too (in the same 30 app games it ends between -42 and +10, median -10): it wins about a third of the games and loses about a third.',
      )),
      provenance: rc(
        'Gli spezzoni «tozzi» come quelli di AUTOP, con Lotta Continua, gli anarchici e il Movimento della scatola: 16 unità, 65 punti.',
        'The "stocky" blocks such as AUTOP\u2019s, with Lotta Continua, the Anarchists and the box\u2019s Movement: 16 units, 65 points.',
      ),
    },
  ],
  trial: {
    defendants: DEFENDANT_IDS,
    court: 'tribunale',
    square: 'piazzale-odio',
    sentence: { unitsInSquare: 6, objectives: 20, acquitOn: [4, 5, 6] },
    freed: { sentence: { destra: 10, sinistra: 5 }, force: { destra: 5, sinistra: 10 } },
    convicted: 5,
    prison: 'carcere',
    provenance: rb(`${D}: «possono tirare il dado per ogni unità arrestata e ottenere (risultati 4-5-6 del dado) che il processo abbia esito positivo»`),
  },
};
