// Repubblica Ribelle's words, Italian and English side by side. Leaders: names and roles. Real
// people appear only where FACTS.md confirms them (the leaders of content/boards.ts); the others
// carry neutral labels.
import type { StringTable } from '../../../i18n/strings.ts';

export const leaderStrings: StringTable = {
  'ribelle.leader.ld-rosso-1': { it: 'Mario Ricci “Armando”', en: 'Mario Ricci “Armando”' },
  'ribelle.leader.ld-rosso-1.role': { it: 'Comandante della divisione modenese', en: 'Commander of the Modena division' },
  'ribelle.leader.ld-blu-1': { it: 'Osvaldo Poppi “Davide”', en: 'Osvaldo Poppi “Davide”' },
  'ribelle.leader.ld-blu-1.role': { it: 'Commissario politico', en: 'Political commissar' },
  'ribelle.leader.ld-giallo-1': { it: 'Norma Barbolini', en: 'Norma Barbolini' },
  'ribelle.leader.ld-giallo-1.role': { it: 'Al comando di una brigata', en: 'In command of a brigade' },
  'ribelle.leader.ld-verde-1': { it: 'Ermanno Gorrieri', en: 'Ermanno Gorrieri' },
  'ribelle.leader.ld-verde-1.role': { it: 'Capo della formazione cattolica di Fontanaluccia', en: 'Leader of the Catholic formation at Fontanaluccia' },
  'ribelle.leader.ld-arancio-1': { it: 'Comandante di formazione autonoma', en: 'Commander of an autonomous formation' },
  'ribelle.leader.ld-arancio-1.role': { it: 'Etichetta neutra', en: 'Neutral label' },
  'ribelle.leader.ld-viola-1': { it: 'Comandante di Giustizia e Libertà', en: 'Giustizia e Libertà commander' },
  'ribelle.leader.ld-viola-1.role': { it: 'Etichetta neutra', en: 'Neutral label' },
  'ribelle.leader.ld-rosso-2': { it: 'Comandante di divisione', en: 'Division commander' },
  'ribelle.leader.ld-rosso-2.role': { it: 'Etichetta neutra', en: 'Neutral label' },
  'ribelle.leader.ld-blu-2': { it: 'Commissario politico di brigata', en: 'Brigade political commissar' },
  'ribelle.leader.ld-blu-2.role': { it: 'Etichetta neutra', en: 'Neutral label' },
  'ribelle.leader.ld-giallo-2': { it: 'Comandante di brigata', en: 'Brigade commander' },
  'ribelle.leader.ld-giallo-2.role': { it: 'Etichetta neutra', en: 'Neutral label' },
  'ribelle.leader.ld-verde-2': { it: 'Capo della formazione cattolica', en: 'Leader of the Catholic formation' },
  'ribelle.leader.ld-verde-2.role': { it: 'Etichetta neutra', en: 'Neutral label' },
  'ribelle.leader.ld-arancio-2': { it: 'Comandante di battaglione', en: 'Battalion commander' },
  'ribelle.leader.ld-arancio-2.role': { it: 'Etichetta neutra', en: 'Neutral label' },
  'ribelle.leader.ld-viola-2': { it: 'Comandante di distaccamento', en: 'Detachment commander' },
  'ribelle.leader.ld-viola-2.role': { it: 'Etichetta neutra', en: 'Neutral label' },
  'ribelle.leader': { it: 'Leader', en: 'Leader' },
};
