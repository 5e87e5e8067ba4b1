// The objectives of section 12b: 40 places at the rulebook's addresses, 60 yellow hexes (the
// rulebook counts 60 objectives and 60 objective covers). The board's objectives table is not
// printed; our values per hex keep 12b's words (the five seats of power "molti punti", the
// multinationals and TV "molto", the rest "medio", shops "il minimo") and every total the
// scenarios print: Internazionalista 77, Antifascista 68, all of them 150 (Sociale).
import type { ObjectiveKind } from '../map-types.ts';
import type { PlanObjective } from './plan.ts';

/** Names short enough for the map, by kind (the rulebook's "covi neri" for the far right). */
export const SHORT_NAMES: Readonly<Record<ObjectiveKind, readonly [string, string]>> = {
  governo: ['Governo', 'Government'], carcere: ['Carcere', 'Prison'], tribunale: ['Tribunale', 'Law courts'],
  'partito-dominante': ['Partito Dominante', 'Ruling Party'], poc: ['POC', 'POC'], multinazionale: ['Multinazionale', 'Multinational'],
  tv: ['TV', 'TV'], giornale: ['Giornale', 'Newspaper'], diplomatica: ['Ambasciata', 'Embassy'], reazionaria: ['Covo nero', 'Far right'],
  bar: ['Bar', 'Bar'], albergo: ['Albergo', 'Hotel'], cinema: ['Cinema', 'Cinema'], chiesa: ['Chiesa', 'Church'],
  clinica: ['Clinica', 'Clinic'], negozio: ['Negozi', 'Shops'], proprio: ['Obiettivo', 'Objective'],
};

export const OBJECTIVES: readonly PlanObjective[] = [
  { id: 'governo', kind: 'governo', it: 'Governo', en: 'Government', address: 'Piazza Fontana', at: 'piazza-fontana', cells: [[21, 12], [22, 12], [23, 12], [24, 12]], value: 5 },
  { id: 'carcere', kind: 'carcere', it: 'Carcere', en: 'Prison', address: 'Via Cento Celle', at: 'via-cento-celle', cells: [[40, 33], [41, 33]], value: 5 },
  { id: 'tribunale', kind: 'tribunale', it: 'Tribunale', en: 'Law courts', address: 'Piazzale Odio', at: 'piazzale-odio', cells: [[41, 18], [42, 18]], value: 4 },
  { id: 'partito-dominante', kind: 'partito-dominante', it: 'Partito Dominante', en: 'Ruling Party', address: 'Largo alle Tangenti', at: 'largo-tangenti', cells: [[18, 5], [19, 5]], value: 5 },
  { id: 'poc', kind: 'poc', it: 'Partito di Opposizione Costituzionale', en: 'Constitutional Opposition Party', address: 'Lungozombi dei Camionisti', at: 'lungozombi-camionisti', cells: [[28, 8], [28, 9]], value: 4 },
  { id: 'multi-greggio', kind: 'multinazionale', it: 'Impresa multinazionale', en: 'Multinational', address: 'Via del Greggio', at: 'via-greggio', cells: [[40, 6]], value: 4 },
  { id: 'multi-losim', kind: 'multinazionale', it: 'Impresa multinazionale', en: 'Multinational', address: 'Via Losim', at: 'via-losim', cells: [[39, 4]], value: 4 },
  { id: 'multi-coca', kind: 'multinazionale', it: 'Impresa multinazionale', en: 'Multinational', address: 'Via Coca', at: 'via-coca', cells: [[38, 12]], value: 4 },
  { id: 'multi-cola', kind: 'multinazionale', it: 'Impresa multinazionale', en: 'Multinational', address: 'Via Cola', at: 'via-cola', cells: [[42, 9]], value: 4 },
  { id: 'tv', kind: 'tv', it: 'TV', en: 'TV', address: 'Largo Selva Nera', at: 'largo-selva-nera', cells: [[36, 5], [37, 5]], value: 4 },
  { id: 'giornale-veline', kind: 'giornale', it: 'Giornale', en: 'Newspaper', address: 'Via Veline', at: 'via-veline', cells: [[20, 9]], value: 3 },
  { id: 'giornale-larga', kind: 'giornale', it: 'Giornale', en: 'Newspaper', address: 'Via Larga', at: 'via-larga', cells: [[22, 7]], value: 3 },
  { id: 'giornale-afgano', kind: 'giornale', it: 'Giornale', en: 'Newspaper', address: 'Vicolo Afgano', at: 'vicolo-afgano', cells: [[19, 20]], value: 3 },
  { id: 'diplo-robba', kind: 'diplomatica', it: 'Sede diplomatica', en: 'Embassy', address: 'P.za della Robba', at: 'piazza-robba', cells: [[22, 26]], value: 2 },
  { id: 'diplo-cappuccini', kind: 'diplomatica', it: 'Sede diplomatica', en: 'Embassy', address: 'Bulvar dei Cappuccini', at: 'bulvar-cappuccini', cells: [[38, 14], [39, 14]], value: 3 },
  { id: 'diplo-rock', kind: 'diplomatica', it: 'Sede diplomatica', en: 'Embassy', address: "Via del Rock'n roll", at: 'via-rock', cells: [[34, 29]], value: 2 },
  { id: 'diplo-ndante', kind: 'diplomatica', it: 'Sede diplomatica', en: 'Embassy', address: "Via 'Ndante", at: 'via-ndante', cells: [[2, 11]], value: 2 },
  { id: 'diplo-gary-baldi', kind: 'diplomatica', it: 'Sede diplomatica', en: 'Embassy', address: 'Via Gary Baldi', at: 'via-gary-baldi', cells: [[42, 27]], value: 2 },
  { id: 'reaz-quinta-colonna', kind: 'reazionaria', it: 'Organizzazione reazionaria', en: 'Reactionary organization', address: 'P.za Quinta Colonna', at: 'piazza-quinta-colonna', cells: [[44, 8]], value: 2 },
  { id: 'reaz-marocchino', kind: 'reazionaria', it: 'Organizzazione reazionaria', en: 'Reactionary organization', address: 'Vicolo Marocchino', at: 'vicolo-marocchino', cells: [[21, 20]], value: 2 },
  { id: 'bar', kind: 'bar', it: 'Bar', en: 'Bar', address: 'Piazza Obelix', at: 'piazza-obelix', cells: [[8, 27]], value: 3 },
  { id: 'albergo', kind: 'albergo', it: 'Albergo', en: 'Hotel', address: 'Viale Ovaliani', at: 'viale-ovaliani', cells: [[37, 18]], value: 3 },
  { id: 'cinema', kind: 'cinema', it: 'Cinema', en: 'Cinema', address: 'Via Seggio', at: 'via-seggio', cells: [[26, 8]], value: 3 },
  { id: 'chiesa-san-carlo', kind: 'chiesa', it: 'Chiesa', en: 'Church', address: 'P.za S. Carlo al Berto', at: 'piazza-san-carlo', cells: [[27, 23]], value: 2 },
  { id: 'chiesa-robba', kind: 'chiesa', it: 'Chiesa', en: 'Church', address: 'P.za Della Robba', at: 'piazza-robba', cells: [[19, 24]], value: 2 },
  { id: 'chiesa-polacco', kind: 'chiesa', it: 'Chiesa', en: 'Church', address: 'Via il Polacco Errante', at: 'via-polacco', cells: [[21, 31]], value: 2 },
  { id: 'clinica-tip-tap', kind: 'clinica', it: 'Clinica', en: 'Clinic', address: 'Via Tip Tap', at: 'via-tip-tap', cells: [[11, 16], [11, 17]], value: 2 },
  { id: 'clinica-orale', kind: 'clinica', it: 'Clinica', en: 'Clinic', address: 'Via Orale', at: 'via-orale', cells: [[38, 23]], value: 2 },
  { id: 'negozio-sibemolle', kind: 'negozio', it: 'Negozi', en: 'Shops', address: 'Largo Sibemolle', at: 'largo-sibemolle', cells: [[12, 9], [13, 9]], value: 1 },
  { id: 'negozio-dotto', kind: 'negozio', it: 'Negozi', en: 'Shops', address: 'Via Dotto', at: 'via-dotto', cells: [[2, 7], [3, 7]], value: 1 },
  { id: 'negozio-roto', kind: 'negozio', it: 'Negozi', en: 'Shops', address: 'Via Roto', at: 'via-roto', cells: [[6, 17], [7, 17]], value: 1 },
  { id: 'negozio-corso-corto', kind: 'negozio', it: 'Negozi', en: 'Shops', address: 'Corso Corto', at: 'corso-corto', cells: [[21, 23], [22, 23]], value: 1 },
  { id: 'negozio-rizia', kind: 'negozio', it: 'Negozi', en: 'Shops', address: 'Largo Rizia', at: 'largo-rizia', cells: [[34, 8], [35, 8]], value: 1 },
  { id: 'negozio-tram', kind: 'negozio', it: 'Negozi', en: 'Shops', address: 'Via Tram', at: 'via-tram', cells: [[12, 23], [13, 23]], value: 1 },
  { id: 'negozio-mazzo', kind: 'negozio', it: 'Negozi', en: 'Shops', address: 'Via Mazzo', at: 'via-mazzo', cells: [[25, 5], [26, 5]], value: 1 },
  { id: 'negozio-odio', kind: 'negozio', it: 'Negozi', en: 'Shops', address: 'P.zale Odio', at: 'piazzale-odio', cells: [[45, 19], [45, 20]], value: 1 },
  { id: 'negozio-chiappo', kind: 'negozio', it: 'Negozi', en: 'Shops', address: 'Via Chiappo', at: 'via-chiappo', cells: [[37, 20], [38, 20]], value: 1 },
  { id: 'negozio-dobbo', kind: 'negozio', it: 'Negozi', en: 'Shops', address: 'Via Dobbo', at: 'via-dobbo', cells: [[26, 28], [27, 28]], value: 1 },
  { id: 'negozio-accavallati', kind: 'negozio', it: 'Negozi', en: 'Shops', address: 'Lungozombi degli Accavallati', at: 'lungozombi-accavallati', cells: [[33, 9]], value: 1 },
  { id: 'negozio-cornetti', kind: 'negozio', it: 'Negozi', en: 'Shops', address: 'Bulvar dei Cornetti', at: 'bulvar-cornetti', cells: [[47, 28]], value: 1 },
];
