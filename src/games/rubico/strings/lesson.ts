// The words of Rubico's lesson (lesson.ts): what each first decision is and why, in two or three
// sentences. Our own phrasing, citing no rulebook text; Italian first.
import type { StringTable } from '../../../i18n/strings.ts';

export const lessonStrings: StringTable = {
  'rubico.lesson.title': { it: 'Rubico: impara giocando', en: 'Rubico: learn by playing' },
  'rubico.lesson.intro': {
    it: 'In cinque: tu e quattro giocatori di Passamano.',
    en: 'Five players: you and four played by Passamano.',
  },
  'rubico.lesson.role': {
    it: 'Il tuo ruolo segreto: senatore blu, contro Cesare. I blu si riconoscono: l\u2019altro è {allies}, nessun altro lo sa. Poi tocca il pulsante.',
    en: 'Your secret role: a blue senator, against Caesar. The blues know each other: the other is {allies}, nobody else knows. Then tap the button.',
  },
  'rubico.lesson.take': {
    it: 'Sei il Centurione: prendi {n} {n|carta coperta|carte coperte} dalle file degli altri, al massimo due per fila. La prima carta di ogni fila è quella che il suo giocatore ti consiglia: quella di {ally}, il tuo alleato, è un buon consiglio.',
    en: 'You are the Centurion: take {n} face-down {n|card|cards} from the others\u2019 rows, at most two from each row. The first card of a row is the one its player recommends: {ally}\u2019s, your ally\u2019s, is good advice.',
  },
  'rubico.lesson.confirm': {
    it: 'Hai preso le carte che servono. Conferma la scelta: i giocatori con una carta Potere potranno usarla, poi si rivela.',
    en: 'You have taken the cards you need. Confirm the pick: the players holding a power card may play it, then the cards are revealed.',
  },
  'rubico.lesson.reveal': {
    it: 'Ora le carte scelte si girano una a una. Le rosse fanno avanzare Cesare, le blu lo frenano: così si capisce, un poco, chi ti ha consigliato bene.',
    en: 'Now the chosen cards are turned one by one. Red cards move Caesar forward, blue ones hold him back: a little of who advised you well comes out.',
  },
  'rubico.lesson.next': {
    it: 'Qui vedi le carte rivelate e dove è arrivato Cesare. Il turno è finito: passa la carta Centurione al giocatore successivo, che sceglierà nel prossimo turno.',
    en: 'Here are the revealed cards and where Caesar stands now. The turn is over: pass the Centurion card to the next player, who chooses in the next turn.',
  },
  'rubico.lesson.suggest': {
    it: 'Ora tocca a te disporre le tue carte, in segreto. Tocca la carta da mettere prima, quella che consigli al Centurione: da senatore, una blu. Poi disponi la fila.',
    en: 'Now you lay out your own cards, in secret. Tap the card to put first, the one you recommend to the Centurion: as a senator, a blue one. Then lay out the row.',
  },
  'rubico.lesson.suggestNoBlue': {
    it: 'Ora tocca a te disporre le tue carte, in segreto: la prima è quella che consigli al Centurione. Non hai carte blu, e le rosse aiutano Cesare: ma nessuno sa cosa tieni, e puoi sempre dire di aver consigliato bene. Tocca la prima carta, poi disponi la fila.',
    en: 'Now you lay out your own cards, in secret: the first is the one you recommend to the Centurion. You hold no blue card, and red ones help Caesar: but nobody knows what you hold, and you can always say your advice was good. Tap the first card, then lay out the row.',
  },
  'rubico.lesson.power': {
    it: 'Dopo la scelta del Centurione puoi giocare la tua carta Potere. Si usa una volta sola in tutta la partita: questa volta tienila per un momento migliore.',
    en: 'After the Centurion\u2019s pick you may play your power card. It can be used only once in the whole game: this time keep it for a better moment.',
  },
  'rubico.lesson.end': {
    it: 'Ora sai giocare a Rubico. Continua la partita per conto tuo: Passamano gioca gli altri posti, e puoi sempre aprire le regole.',
    en: 'Now you know how to play Rubico. Go on with the game on your own: Passamano plays the other seats, and the rules are always one tap away.',
  },
};
