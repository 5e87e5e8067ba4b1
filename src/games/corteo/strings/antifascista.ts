// Scenario Antifascista's words: the wizard's choices (the rally's place, extra hands), the
// rally's and the dissidents' log lines, the status panel's items and the points' reasons.
import type { StringTable } from '../../../i18n/strings.ts';

export const antifascistaStrings: StringTable = {
  'corteo.ui.options.rallyPlace': { it: 'Luogo del comizio', en: 'Place of the rally' },
  'corteo.ui.options.rallyPlaceHint': {
    it: 'Fuori da Piazza della Robba il potere schiera i blindati a est delle mura prima della partita.',
    en: 'Away from Piazza della Robba the potere deploys its blindati east of the walls before the game.',
  },
  'corteo.ui.options.extraHands': { it: 'Mani in più, d\u2019accordo fra i giocatori', en: 'Extra hands, agreed by the players' },
  'corteo.ui.options.extraHandsValue': { it: '{n}', en: '{n}' },
  'corteo.ui.scenario.rallyPiece': { it: 'Partecipante al comizio', en: 'Rally member' },
  'corteo.ui.scenario.dissident': { it: 'Dissidenti del POC', en: 'POC dissidents' },
  'corteo.ui.scenario.rallyWhole': { it: 'Comizio: in piazza fino alla 5a mano', en: 'Rally: in the square until hand 5' },
  'corteo.ui.scenario.rallyDissolved': { it: 'Comizio sciolto alla {hand}a mano', en: 'Rally dissolved at hand {hand}' },
  'corteo.ui.scenario.rallyCount': {
    it: 'In piazza o per strada {live}, in clinica {clinic}, in salvo {safe}',
    en: 'In the square or the streets {live}, in a clinic {clinic}, safe {safe}',
  },
  'corteo.ui.scenario.rallyDue': {
    it: 'Questa mano il potere deve mettere in salvo almeno {n} {n|altro pezzo|altri pezzi}',
    en: 'This hand the potere must bring at least {n} more {n|piece|pieces} to safety',
  },
  'corteo.ui.scenario.dormant': {
    it: '{n} {n|dissidente attende|dissidenti attendono} nelle case popolari',
    en: '{n} {n|dissident waits|dissidents wait} in the case popolari',
  },
  'corteo.ui.scenario.activate': { it: 'Attiva {unit} (dado)', en: 'Activate {unit} (die)' },
  'corteo.ui.scenario.activateHint': {
    it: 'Dispari: il dissidente entra in gioco. Pari: nessun effetto.',
    en: 'Odd: the dissident joins the game. Even: no effect.',
  },
  'corteo.ui.scenario.activated': { it: 'Dispari: entra in gioco', en: 'Odd: joins the game' },
  'corteo.ui.scenario.noEffect': { it: 'Pari: nessun effetto', en: 'Even: no effect' },
  'corteo.roll.dissident': { it: 'attivazione di un dissidente', en: 'activating a dissident' },
  'corteo.log.dissidentActive': { it: '{unit} in {at}: dado {value}, dispari, entra in gioco', en: '{unit} at {at}: die {value}, odd, joins the game' },
  'corteo.log.dissidentStays': { it: '{unit}: dado {value}, pari, nessun effetto', en: '{unit}: die {value}, even, no effect' },
  'corteo.log.rallyMoved': { it: 'Un partecipante al comizio va da {from} a {to}', en: 'A rally member goes from {from} to {to}' },
  'corteo.log.rallySafe': { it: 'Un partecipante al comizio si mette in salvo in caserma ({to})', en: 'A rally member reaches safety in the barracks ({to})' },
  'corteo.log.rallyClinic': { it: 'Il corteo raggiunge un partecipante al comizio in {from}: va in clinica ({to})', en: 'The corteo reaches a rally member at {from}: off to a clinic ({to})' },
  'corteo.log.rallyMissed': {
    it: 'Alla {hand}a mano il potere non mette in salvo abbastanza pezzi ({count} su {need}): nessun punto',
    en: 'At hand {hand} the potere brings too few pieces to safety ({count} of {need}): no points',
  },
  'corteo.scenario.why.hospital': { it: 'un partecipante al comizio in clinica', en: 'a rally member sent to a clinic' },
  'corteo.scenario.why.hospitalDouble': { it: 'un partecipante al comizio in clinica da una sede reazionaria (doppio)', en: 'a rally member sent to a clinic from a far-right seat (double)' },
  'corteo.scenario.why.dissolvedEarly': { it: 'il comizio si scioglie prima della 5a mano', en: 'the rally dissolves before hand 5' },
  'corteo.scenario.why.dissolvedOnTime': { it: 'il comizio si scioglie alla 5a mano', en: 'the rally dissolves at hand 5' },
  'corteo.scenario.why.safe': { it: '{count} {count|partecipante|partecipanti} al comizio in salvo', en: '{count} rally {count|member|members} safe' },
  'corteo.error.cannotActivate': { it: 'Nessuna unità di testa ha questo dissidente nella sua ZOC', en: 'No unit of the head has this dissident in its ZOC' },
};
