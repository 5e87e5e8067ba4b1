// The words of Fiamme d'assalto's lesson (lesson.ts): what each first decision of a turn is and
// why, in two or three sentences. Our own phrasing, no rulebook text; Italian first.
import type { StringTable } from '../../../i18n/strings.ts';

export const lessonStrings: StringTable = {
  'fiamme.lesson.title': { it: 'Fiamme d\u2019assalto: impara giocando', en: 'Fiamme d\u2019assalto: learn by playing' },
  'fiamme.lesson.intro': {
    it: 'Guidi da solo una squadra di Arditi nella terra di nessuno.',
    en: 'You lead a squad of Arditi alone across no man\u2019s land.',
  },
  'fiamme.lesson.command': {
    it: 'Ogni turno comincia con i Punti Comando: tiri tre dadi e ogni 3 o più vale un punto. Tocca il pulsante per tirare.',
    en: 'Each turn starts with the Command Points: you roll three dice and each 3 or more is worth a point. Tap the button to roll.',
  },
  'fiamme.lesson.choose.agilita': {
    it: 'Con i punti compri vantaggi per questo turno. Con 2 punti scegli tu l\u2019unità che affronta la carta, invece di lasciarlo a un dado: tocca quella con più Agilità.',
    en: 'Points buy you advantages for this turn. With 2 points you choose the unit that faces the card yourself, instead of leaving it to a die: tap the one with the most Agility.',
  },
  'fiamme.lesson.choose.combattimento': {
    it: 'Con i punti compri vantaggi per questo turno. Con 2 punti scegli tu l\u2019unità che affronta la carta, invece di lasciarlo a un dado: tocca quella con più Combattimento.',
    en: 'Points buy you advantages for this turn. With 2 points you choose the unit that faces the card yourself, instead of leaving it to a die: tap the one with the most Combat.',
  },
  'fiamme.lesson.choose.coraggio': {
    it: 'Con i punti compri vantaggi per questo turno. Con 2 punti scegli tu l\u2019unità che affronta la carta, invece di lasciarlo a un dado: tocca quella con più Coraggio.',
    en: 'Points buy you advantages for this turn. With 2 points you choose the unit that faces the card yourself, instead of leaving it to a die: tap the one with the most Courage.',
  },
  'fiamme.lesson.choose.riflessi': {
    it: 'Con i punti compri vantaggi per questo turno. Con 2 punti scegli tu l\u2019unità che affronta la carta, invece di lasciarlo a un dado: tocca quella con più Riflessi.',
    en: 'Points buy you advantages for this turn. With 2 points you choose the unit that faces the card yourself, instead of leaving it to a die: tap the one with the most Reflexes.',
  },
  'fiamme.lesson.choose.any': {
    it: 'Con i punti compri vantaggi per questo turno. Con 2 punti scegli tu l\u2019unità che affronta la carta, invece di lasciarlo a un dado: tocca quella indicata.',
    en: 'Points buy you advantages for this turn. With 2 points you choose the unit that faces the card yourself, instead of leaving it to a die: tap the one shown.',
  },
  'fiamme.lesson.modifier': {
    it: 'Il punto che resta vale +1 al test della carta. I punti non spesi si perdono a fine turno: usalo.',
    en: 'The point left is worth +1 on the card\u2019s test. Points not spent are lost at the end of the turn: use it.',
  },
  'fiamme.lesson.test': {
    it: 'Ora il test: un dado più l\u2019attributo dell\u2019unità che la carta chiede deve arrivare al numero della carta. Se non ci arriva, l\u2019unità prende una ferita.',
    en: 'Now the test: a die plus the unit\u2019s attribute the card names must reach the card\u2019s number. If it falls short, the unit takes a wound.',
  },
  'fiamme.lesson.reroll': {
    it: 'Il dado non basta. Hai {n} {n|punto|punti} Ardimento: ognuno ritira un dado, e l\u2019app ti indica quelli che conviene ritirare. Tocca il dado per ritirarlo.',
    en: 'The die is not enough. You have {n} Ardimento {n|point|points}: each one rolls a die again, and the app shows which are worth it. Tap the die to roll it again.',
  },
  'fiamme.lesson.end': {
    it: 'Ora sai come va un turno. Continua la missione per conto tuo: nelle trincee arrivano bombe, nemici e corpo a corpo, e le regole sono sempre a un tocco.',
    en: 'Now you know how a turn goes. Go on with the mission on your own: the trenches bring bombs, enemies and melee, and the rules are always one tap away.',
  },
};
