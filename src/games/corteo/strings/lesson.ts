// The words of Corteo's lesson (lesson.ts): what each of the corteo's decisions in the first hand
// is and why, in two or three sentences. Our own phrasing, no rulebook text; Italian first.
import type { StringTable } from '../../../i18n/strings.ts';

export const lessonStrings: StringTable = {
  'corteo.lesson.title': { it: 'Corteo: impara giocando', en: 'Corteo: learn by playing' },
  'corteo.lesson.intro': {
    it: 'Tu guidi il corteo, Bruno (cioè Passamano) guida il potere. Il corteo cerca di occupare gli obiettivi gialli della città; il potere li difende e arresta.',
    en: 'You lead the corteo, Bruno (that is, Passamano) leads the potere. The corteo tries to occupy the city\u2019s yellow objectives; the potere defends them and makes arrests.',
  },
  'corteo.lesson.place': {
    it: 'Il corteo si raduna in Piazza Mento, al massimo due unità per esagono. Tocca l\u2019unità segnata, poi l\u2019esagono della piazza dove metterla.',
    en: 'The corteo gathers in Piazza Mento, at most two units a hex. Tap the unit marked, then the hex of the square where it goes.',
  },
  'corteo.lesson.placeRest': {
    it: 'Le altre unità le può schierare Passamano per te, sempre nella piazza. Tocca il pulsante per schierare il resto.',
    en: 'Passamano can place the other units for you, in the square as well. Tap the button to place the rest.',
  },
  'corteo.lesson.head': {
    it: 'Ora scegli la componente che terrà la testa del corteo per tutta la partita: in ogni mano due sue unità lo guidano e diventano più forti. Tocca quella segnata.',
    en: 'Now choose the component that will hold the head of the corteo for the whole game: each hand two of its units lead it and grow stronger. Tap the one marked.',
  },
  'corteo.lesson.move': {
    it: 'Il potere si è schierato, ma nella mano il corteo si muove per primo: il turno passa {a:name} dopo di te. Tocca sulla mappa l\u2019unità segnata; gli esagoni verdi sono quelli dove può arrivare, con il loro costo. Poi tocca l\u2019esagono segnato per portarla lì.',
    en: 'The potere has deployed, but in a hand the corteo moves first: the turn passes to {name} after you. Tap the unit marked on the map; the green hexes are those it can reach, with their cost. Then tap the hex marked to take it there.',
  },
  'corteo.lesson.endMove': {
    it: 'Potresti spostare altre unità, ma per questa volta ne basta una. Tocca il pulsante per finire lo spostamento.',
    en: 'You could move other units, but one is enough this time. Tap the button to end the movement.',
  },
  'corteo.lesson.heads': {
    it: 'Dopo lo spostamento indichi le due unità di testa di questa mano. Ognuna ha 2 di forza in più per ogni unità collegata a lei. Tocca le due unità segnate, poi conferma.',
    en: 'After the movement you name the two head units of this hand. Each gets 2 more power for every unit linked to it. Tap the two units marked, then confirm.',
  },
  'corteo.lesson.combat': {
    it: 'Le tue unità a contatto con il potere devono combattere. Scegli lo scontro: le forze danno la colonna della tabella, e il dado dice com\u2019è andata. Poi tira il dado.',
    en: 'Your units in contact with the potere must fight. Choose the combat: the powers give the table\u2019s column, and the die says how it went. Then roll the die.',
  },
  'corteo.lesson.end': {
    it: 'Ora conosci una mano del corteo: schieramento, testa, spostamento e scontri. Continua la partita per conto tuo contro Bruno: dopo di te si muove il potere, poi comincia la mano seguente.',
    en: 'Now you know a hand of the corteo: setting up, the head, movement and combats. Go on with the game on your own against Bruno: the potere moves after you, then the next hand begins.',
  },
};
