// Scenario Antirepressivo's words: the two corteo players, the strategies, the helicopter, the
// verdict's dice, the points' reasons and the end of a game of three.
import type { StringTable } from '../../../i18n/strings.ts';

export const antirepressivoStrings: StringTable = {
  'corteo.bloc.destra': { it: 'la Destra del corteo', en: 'the corteo\u2019s Destra' },
  'corteo.bloc.sinistra': { it: 'la Sinistra del corteo', en: 'the corteo\u2019s Sinistra' },
  'corteo.log.blocPoints.destra': { it: '{points} {points|punto|punti} alla Destra del corteo ({seat}): {why}', en: '{points} {points|point|points} to the corteo\u2019s Destra ({seat}): {why}' },
  'corteo.log.blocPoints.sinistra': { it: '{points} {points|punto|punti} alla Sinistra del corteo ({seat}): {why}', en: '{points} {points|point|points} to the corteo\u2019s Sinistra ({seat}): {why}' },
  'corteo.step.verdict': { it: 'Sentenza, la Destra tira un dado per ogni imputato', en: 'Verdict, the Destra rolls a die for each defendant' },
  'corteo.roll.verdict': { it: 'sentenza per un imputato', en: 'verdict on a defendant' },
  'corteo.error.notYourUnit': { it: 'Questa unità è dell\u2019altro giocatore-corteo', en: 'This unit belongs to the other corteo player' },
  'corteo.error.courtClosed': {
    it: 'Con la strategia della sentenza il corteo non entra nel Tribunale',
    en: 'With the strategy of the verdict the corteo does not enter the Tribunale',
  },
  'corteo.error.notInScenario': { it: 'Questa mossa non c\u2019è in questa partita', en: 'This move is not part of this game' },
  'corteo.error.noHelicopter': { it: 'Nessun imputato da portare via in elicottero', en: 'No defendant to fly away by helicopter' },
  'corteo.log.strategyForce': {
    it: 'Il corteo rinuncia alla sentenza e punta al Tribunale: lo decide {bloc}',
    en: 'The corteo gives up on the verdict and goes for the Tribunale: {bloc} decides it',
  },
  'corteo.log.blocTurn': { it: 'Ora si sposta {bloc}', en: 'Now {bloc} moves' },
  'corteo.log.helicopter': {
    it: '{count} {count|imputato portato|imputati portati} in elicottero al carcere',
    en: '{count} {count|defendant flown|defendants flown} to the prison by helicopter',
  },
  'corteo.log.courtStormed': {
    it: 'Il corteo entra nel Tribunale da {at}: {count} {count|imputato liberato|imputati liberati}',
    en: 'The corteo storms the Tribunale at {at}: {count} {count|defendant freed|defendants freed}',
  },
  'corteo.log.acquitted': { it: '{unit}: dado {value}, assolto per insufficienza di prove', en: '{unit}: die {value}, acquitted for lack of evidence' },
  'corteo.log.notAcquitted': { it: '{unit}: dado {value}, condannato', en: '{unit}: die {value}, convicted' },
  'corteo.scenario.why.freedSentence': { it: 'un imputato assolto', en: 'a defendant acquitted' },
  'corteo.scenario.why.freedForce': {
    it: '{count} {count|imputato liberato|imputati liberati} con la forza',
    en: '{count} {count|defendant freed|defendants freed} by force',
  },
  'corteo.scenario.why.convicted': { it: '{count} {count|imputato condannato|imputati condannati}', en: '{count} {count|defendant convicted|defendants convicted}' },
  'corteo.antirep.end.both': { it: 'Vincono la Destra e la Sinistra del corteo', en: 'The corteo\u2019s Destra and Sinistra both win' },
  'corteo.antirep.end.destra': { it: 'Vince la Destra del corteo', en: 'The corteo\u2019s Destra wins' },
  'corteo.antirep.end.sinistra': { it: 'Vince la Sinistra del corteo', en: 'The corteo\u2019s Sinistra wins' },
  'corteo.antirep.end.potere': { it: 'Vince il potere', en: 'The potere wins' },
  'corteo.antirep.end.draw': { it: 'Nessuno vince', en: 'Nobody wins' },
};

export const antirepressivoUiStrings: StringTable = {
  'corteo.ui.options.threePlayers': { it: 'Per tre giocatori: la Destra e la Sinistra del corteo, e il potere', en: 'For three players: the corteo\u2019s Destra and Sinistra, and the potere' },
  'corteo.ui.seat.destra': { it: 'Destra del corteo', en: 'Corteo\u2019s Destra' },
  'corteo.ui.seat.sinistra': { it: 'Sinistra del corteo', en: 'Corteo\u2019s Sinistra' },
  'corteo.ui.options.sidesThree': {
    it: 'Il primo giocatore è la Destra del corteo, il secondo il potere, il terzo la Sinistra del corteo.',
    en: 'The first player is the corteo\u2019s Destra, the second the potere, the third the corteo\u2019s Sinistra.',
  },
  'corteo.ui.trial.bloc.destra': { it: 'Destra', en: 'Destra' },
  'corteo.ui.trial.bloc.sinistra': { it: 'Sinistra', en: 'Sinistra' },
  'corteo.ui.trial.strategy.sentence': { it: 'Strategia: la sentenza (il corteo resta fuori dal Tribunale)', en: 'Strategy: the verdict (the corteo stays out of the Tribunale)' },
  'corteo.ui.trial.strategy.force': { it: 'Strategia: la forza (il corteo punta al Tribunale)', en: 'Strategy: force (the corteo goes for the Tribunale)' },
  'corteo.ui.trial.defendants': {
    it: 'Imputati: sotto processo {trial}, liberati {free}, in carcere {flown}',
    en: 'Defendants: on trial {trial}, freed {free}, in prison {flown}',
  },
  'corteo.ui.trial.sentence': {
    it: 'Per la sentenza: arresti {arrests} su {cap} al massimo, obiettivi {objectives} su {need}, unità in Piazzale Odio {square} su {needSquare}',
    en: 'For the verdict: arrests {arrests} of at most {cap}, objectives {objectives} of {need}, units in Piazzale Odio {square} of {needSquare}',
  },
  'corteo.ui.trial.points': { it: 'Punti del corteo: Destra {destra}, Sinistra {sinistra}', en: 'Corteo points: Destra {destra}, Sinistra {sinistra}' },
  'corteo.ui.trial.goForce': { it: 'Basta sentenza: al Tribunale!', en: 'No more waiting: to the Tribunale!' },
  'corteo.ui.trial.goForceHint': {
    it: 'Strategia b per tutto il corteo e per sempre: il Tribunale si apre dalla mano seguente, il potere può portare via gli imputati in elicottero.',
    en: 'Strategy b for the whole corteo and for good: the Tribunale opens from the next hand, the potere may fly the defendants away.',
  },
  'corteo.ui.trial.fly': { it: 'Imputati in elicottero al carcere', en: 'Fly the defendants to the prison' },
  'corteo.ui.trial.flyHint': {
    it: 'Il corteo non potrà più liberarli, ma la loro condanna non vale più punti al potere.',
    en: 'The corteo can no longer free them, but their conviction no longer scores for the potere.',
  },
  'corteo.ui.trial.verdictHint': { it: 'Un dado per imputato: con 4, 5 o 6 è assolto.', en: 'One die per defendant: 4, 5 or 6 acquits.' },
  'corteo.ui.toMove.destra': { it: 'Tocca alla Destra del corteo: {names}', en: 'The corteo\u2019s Destra\u2019s turn: {names}' },
  'corteo.ui.toMove.sinistra': { it: 'Tocca alla Sinistra del corteo: {names}', en: 'The corteo\u2019s Sinistra\u2019s turn: {names}' },
};
