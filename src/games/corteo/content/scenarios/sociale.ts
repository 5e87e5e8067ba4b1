// Scenario Sociale (D): mass sackings and evictions; the Movement and the Autonomia call a march
// the potere has banned. The corteo starts scattered across the city and must form, at a place
// it chose in secret, before its weak units give up and go home. The rules that read this are
// in rules/sociale.ts; our readings of what the text leaves open in sociale-rulings.ts.
import { rb, text } from '../source.ts';
import type { Scenario } from './types.ts';

const D = 'D Scenario sociale';

export const SOCIALE: Scenario = {
  id: 'sociale',
  name: text('Sociale', 'Sociale'),
  blurb: text(
    'Licenziamenti e sfratti: il corteo, proibito, parte sparso per la città e deve formarsi in un luogo scelto in segreto; il potere, schierato dall\u2019inizio, lo impedisce o lo disperde.',
    'Sackings and evictions: the banned corteo starts scattered across the city and must form at a place chosen in secret; the potere, deployed from the start, prevents it or breaks it up.',
  ),
  mode: 'advanced',
  hands: 10,
  provenance: rb(D),
  corteo: {
    heads: ['MOV', 'AUTOP'],
    start: 'scattered',
  },
  potere: {
    start: [
      { kind: 'piantoni', count: 10, where: 'objective', provenance: rb(`${D}: «10 piantoni: in esa obiettivi a sua scelta»`) },
      { kind: 'celere', count: 10, where: { within: 6 }, provenance: rb(`${D}: «10 reparti di polizia... al massimo a 6 di distanza da esa-obiettivi o esa-caserma»`) },
      { kind: 'blindati', count: 5, where: { within: 6 }, provenance: rb(`${D}: «5 reparti blindati»`) },
      { kind: 'lacrimogeni', count: 10, where: { within: 6 }, provenance: rb(`${D}: «10 reparti lacrimogeni»`) },
      { kind: 'carabinieri', count: 10, where: { within: 6 }, provenance: rb(`${D}: «10 plotoni carabinieri»`) },
      { kind: 'vigili', count: 5, where: { within: 6 }, provenance: rb(`${D}: «5 vigili urbani»`) },
    ],
    // Every unit of the potere is on the map before the game: nothing comes in later.
    schedule: [],
  },
  pieces: [],
  objectives: {
    kinds: ['governo', 'carcere', 'tribunale', 'partito-dominante', 'poc', 'multinazionale', 'tv', 'giornale', 'diplomatica', 'reazionaria', 'bar', 'albergo', 'cinema', 'chiesa', 'clinica', 'negozio'],
    total: 150,
  },
  scoring: [],
  // "La regola degli spezzoni di corteo alla fine del gioco non ha valore."
  spezzoniAtEnd: false,
  victory: 'advanced',
  sociale: {
    start: [
      { terrain: 'affollato', count: 4 },
      { terrain: 'metro', count: 4 },
      { terrain: 'popolari', count: 8 },
    ],
    place: { greyHexes: 11 },
    formWith: 21,
    placePoints: { points: 30, occupy: 6 },
    homeFrom: 6,
    weakPower: 2,
    headHex: 1,
    dispersed: 10,
    barricadesReused: true,
    provenance: rb(`${D}, Come si gioca lo scenario; Punteggi di vittoria`),
  },
};
