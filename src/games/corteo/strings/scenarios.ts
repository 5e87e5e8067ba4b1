// The scenarios' words: the wizard's choice, the log of the mobile pieces and of the scenario's
// points, the status line.
import type { StringTable } from '../../../i18n/strings.ts';

export const scenarioStrings: StringTable = {
  'corteo.ui.options.scenario': { it: 'Scenario', en: 'Scenario' },
  'corteo.ui.options.noScenario': { it: 'Nessuno', en: 'None' },
  'corteo.ui.options.scenarioHint': {
    it: 'Gli scenari si giocano con le regole del gioco avanzato.',
    en: 'Scenarios are played with the advanced game\u2019s rules.',
  },
  'corteo.ui.scenario.points': { it: 'Punti dello scenario: corteo {corteo}, potere {potere}', en: 'Scenario points: corteo {corteo}, potere {potere}' },
  'corteo.ui.scenario.motorcade': { it: 'Corteo presidenziale: {left} in città', en: 'Presidential motorcade: {left} in the city' },
  'corteo.ui.scenario.stopOpen': { it: 'Fermata davanti all\u2019ambasciata: ancora possibile', en: 'Stop at the embassy: still possible' },
  'corteo.ui.scenario.stopLost': { it: 'Fermata davanti all\u2019ambasciata: persa', en: 'Stop at the embassy: lost' },
  'corteo.ui.scenario.piece': { it: 'Auto presidenziale', en: 'Presidential car' },
  'corteo.log.mobileMoved': { it: 'Un\u2019auto del corteo presidenziale va da {from} {a:to}', en: 'A car of the presidential motorcade goes from {from} to {to}' },
  'corteo.log.mobileMoved.within': { it: 'Un\u2019auto del corteo presidenziale avanza in {to}', en: 'A car of the presidential motorcade moves on within {to}' },
  'corteo.log.mobileLeft': { it: 'Un\u2019auto del corteo presidenziale esce dalla città a est', en: 'A car of the presidential motorcade leaves the city eastwards' },
  'corteo.log.scenarioPoints': { it: '{points} {points|punto|punti} {side}: {why}', en: '{points} {points|point|points} to {side}: {why}' },
  'corteo.log.stopLostBack': {
    it: 'Il corteo presidenziale arretra: il potere perde i punti della fermata all\u2019ambasciata',
    en: 'The motorcade moves back: the potere loses the points for stopping at the embassy',
  },
  'corteo.log.stopLostStopped': {
    it: 'Il corteo presidenziale si ferma lontano dall\u2019ambasciata: il potere perde i punti della fermata',
    en: 'The motorcade stops away from the embassy: the potere loses the points for stopping there',
  },
  'corteo.log.stopLostEmbassy': {
    it: 'Il corteo raggiunge l\u2019ambasciata di Bulvar dei Cappuccini: il potere perde i punti della fermata',
    en: 'The corteo reaches the embassy in Bulvar dei Cappuccini: the potere loses the points for stopping there',
  },
  'corteo.scenario.why.mura': { it: 'il corteo oltrepassa le mura', en: 'the corteo crosses the walls' },
  'corteo.scenario.why.fiume': { it: 'il corteo oltrepassa il fiume', en: 'the corteo crosses the river' },
  'corteo.scenario.why.est': { it: 'il corteo raggiunge il bordo est', en: 'the corteo reaches the east edge' },
  'corteo.scenario.why.inZoc': { it: 'auto presidenziali nella ZOC del corteo', en: 'presidential cars in the corteo\u2019s ZOC' },
  'corteo.scenario.why.stopped': { it: 'il corteo presidenziale fermo davanti all\u2019ambasciata', en: 'the motorcade stopped in front of the embassy' },
  // With the preposition in Italian: "10 punti al corteo".
  'corteo.scenario.side.corteo': { it: 'al corteo', en: 'the corteo' },
  'corteo.scenario.side.potere': { it: 'al potere', en: 'the potere' },
};
