// Scenario Antifascista's words: the wizard's choices (the rally's place, extra hands), the
// rally's and the dissidents' log lines, the status panel's items and the points' reasons.
import type { StringTable } from '../../../i18n/strings.ts';

export const antifascistaStrings: StringTable = {
  'corteo.ui.options.rallyPlace': { it: 'Luogo del comizio', en: 'Place of the rally' },
  'corteo.ui.options.rallyPlaceHint': {
    it: 'Fuori da Piazza della Robba il potere schiera i blindati a est delle mura prima della partita.',
    en: 'Away from Piazza della Robba the potere deploys its blindati east of the walls before the game.',
  },
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
  'corteo.ui.options.prolongHint': {
    it: 'Le mani in più si decidono in partita: alla fine dell\u20198a mano un giocatore può proporne fino a 3, l\u2019altro accetta o rifiuta.',
    en: 'Extra hands are agreed during the game: at the end of hand 8 a player may propose up to 3, the other accepts or refuses.',
  },
  'corteo.step.prolong.corteo': { it: 'Il corteo può proporre di giocare altre mani', en: 'The corteo may propose to play more hands' },
  'corteo.step.prolong.potere': { it: 'Il potere può proporre di giocare altre mani', en: 'The potere may propose to play more hands' },
  'corteo.step.prolongAnswer.corteo': { it: 'Il corteo accetta o rifiuta le mani in più proposte dal potere', en: 'The corteo accepts or refuses the extra hands the potere proposes' },
  'corteo.step.prolongAnswer.potere': { it: 'Il potere accetta o rifiuta le mani in più proposte dal corteo', en: 'The potere accepts or refuses the extra hands the corteo proposes' },
  'corteo.ui.prolong.hint': {
    it: 'La partita finisce alla {last}a mano. Entro l\u20198a i giocatori possono accordarsi per giocarne altre: proponi quante, o nessuna.',
    en: 'The game ends with hand {last}. By hand 8 the players may agree to play more: propose how many, or none.',
  },
  'corteo.ui.prolong.more': { it: '+{n} {n|mano|mani}', en: '+{n} {n|hand|hands}' },
  'corteo.ui.prolong.pass': { it: 'Nessuna mano in più', en: 'No more hands' },
  'corteo.ui.prolong.offer.corteo': {
    it: 'Il corteo propone {n} {n|mano|mani} in più: si finirebbe alla {last}a mano invece che alla {now}a.',
    en: 'The corteo proposes {n} more {n|hand|hands}: the game would end with hand {last} instead of {now}.',
  },
  'corteo.ui.prolong.offer.potere': {
    it: 'Il potere propone {n} {n|mano|mani} in più: si finirebbe alla {last}a mano invece che alla {now}a.',
    en: 'The potere proposes {n} more {n|hand|hands}: the game would end with hand {last} instead of {now}.',
  },
  'corteo.ui.prolong.accept': { it: 'Accetta', en: 'Accept' },
  'corteo.ui.prolong.refuse': { it: 'Rifiuta', en: 'Refuse' },
  'corteo.ui.scenario.extra': { it: 'Mani in più concordate: {n}, fino alla {last}a', en: 'Extra hands agreed: {n}, to hand {last}' },
  'corteo.log.prolongOffer.corteo': { it: 'Il corteo propone di giocare {hands} {hands|altra mano|altre mani}', en: 'The corteo proposes to play {hands} more {hands|hand|hands}' },
  'corteo.log.prolongOffer.potere': { it: 'Il potere propone di giocare {hands} {hands|altra mano|altre mani}', en: 'The potere proposes to play {hands} more {hands|hand|hands}' },
  'corteo.log.prolongPass.corteo': { it: 'Il corteo non propone altre mani', en: 'The corteo proposes no more hands' },
  'corteo.log.prolongPass.potere': { it: 'Il potere non propone altre mani', en: 'The potere proposes no more hands' },
  'corteo.log.prolongAgreed.corteo': { it: 'Il corteo accetta: si gioca fino alla {last}a mano', en: 'The corteo agrees: the game goes on to hand {last}' },
  'corteo.log.prolongAgreed.potere': { it: 'Il potere accetta: si gioca fino alla {last}a mano', en: 'The potere agrees: the game goes on to hand {last}' },
  'corteo.log.prolongRefused.corteo': { it: 'Il corteo rifiuta: la partita finisce alla {last}a mano', en: 'The corteo refuses: the game ends with hand {last}' },
  'corteo.log.prolongRefused.potere': { it: 'Il potere rifiuta: la partita finisce alla {last}a mano', en: 'The potere refuses: the game ends with hand {last}' },
  'corteo.error.badProlong': { it: 'Non è una scelta possibile ora', en: 'Not a choice you can make now' },
  'corteo.error.cannotActivate': { it: 'Nessuna unità di testa ha questo dissidente nella sua ZOC', en: 'No unit of the head has this dissident in its ZOC' },
};
