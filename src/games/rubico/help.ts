// The rules of Rubico in our own words (never the rulebook's text), Italian first and English.
// Sections cite the rulebook's part in the Fonti screen; readings of gaps are in content.ts.
import type { Text } from '../../engine/content.ts';
import type { HelpSection } from '../types.ts';

const t = (it: string, en: string): Text => ({ it, en });

export const rubicoHelp: readonly HelpSection[] = [
  {
    id: 'goal',
    title: t('Lo scopo', 'The goal'),
    rulebook: { section: 'Scopo del gioco' },
    body: [
      t(
        'È il 49 a.C. Ognuno riceve in segreto un ruolo: i rossi stanno con Cesare e vogliono portarlo da Ravenna fino a Roma; i blu stanno con il Senato e vogliono fermarlo prima.',
        'It is 49 BC. Everyone secretly gets a role: the reds side with Caesar and want to bring him from Ravenna all the way to Roma; the blues side with the Senate and want to stop him first.',
      ),
      t(
        'Nessuno sa chi è chi: si parla, si accusa, si bluffa. Ogni turno un giocatore diverso fa il Centurione e sceglie, alla cieca, quali carte degli altri contano.',
        'Nobody knows who is who: talk, accuse, bluff. Each turn a different player is the Centurion and blindly picks which of the others\u2019 cards count.',
      ),
    ],
  },
  {
    id: 'setup',
    title: t('Preparazione', 'Set-up'),
    rulebook: { section: 'Preparazione del gioco' },
    body: [
      t(
        'L\u2019app prepara i mazzi secondo il numero di giocatori, distribuisce i ruoli e (da 4 giocatori in su) una carta Potere a testa, mette Cesare alla partenza e le carte Senato coperte in fila.',
        'The app builds the decks for the number of players, deals the roles and (from 4 players up) one power card each, puts Caesar on the start and lays the Senate cards face down in a row.',
      ),
      t(
        'Passatevi il telefono: ognuno guarda in privato il proprio ruolo. In 5 e 7 giocatori i blu scoprono chi sono gli altri blu; i rossi vedono una schermata uguale che non dice nulla.',
        'Pass the phone around: everyone privately looks at their role. At 5 and 7 players the blues learn who the other blues are; the reds see an identical screen that tells them nothing.',
      ),
    ],
  },
  {
    id: 'draw',
    title: t('1. Pescare', '1. Draw'),
    rulebook: { section: 'a) Fase pesca carte Marcia' },
    body: [
      t(
        'All\u2019inizio del turno tutte le carte Marcia tornano nel mazzo e si mescolano. Tutti tranne il Centurione ne ricevono 4 (con 3-4 giocatori) o 3 (con 5-7).',
        'At the start of each turn every Marcia card goes back into the deck and is shuffled. Everyone but the Centurion gets 4 (with 3-4 players) or 3 (with 5-7).',
      ),
      t(
        'Le carte rosse fanno avanzare Cesare, le blu lo frenano, Pompeo fa girare carte Senato, Giano copia la carta rivelata subito prima.',
        'Red cards move Caesar forward, blue ones hold him back, Pompeo turns Senate cards, Giano copies the card revealed just before it.',
      ),
    ],
  },
  {
    id: 'suggest',
    title: t('2. Suggerire', '2. Suggest'),
    rulebook: { section: 'b) Fase suggerimento al Centurione' },
    body: [
      t(
        'A turno, in privato, ognuno mette le sue carte coperte in fila: la prima è quella che consiglia al Centurione. Tutti vedono la fila, nessuno vede le carte.',
        'In turn, in private, each player lays their cards face down in a row: the first one is the card they recommend to the Centurion. Everyone sees the row, nobody sees the cards.',
      ),
    ],
  },
  {
    id: 'choose',
    title: t('3. Il Centurione sceglie', '3. The Centurion chooses'),
    rulebook: { section: 'c) Fase scelta Centurione' },
    body: [
      t(
        'Il Centurione deve prendere tante carte quanti sono i passi che mancano a Cesare per il prossimo Castrum, più 2. Al massimo 2 carte dallo stesso giocatore, senza guardarle.',
        'The Centurion must take as many cards as the steps Caesar still needs to reach the next Castrum, plus 2. At most 2 cards from the same player, without looking.',
      ),
      t(
        'Poi, in privato, chi ha ancora una carta Potere può giocarla.',
        'Then, in private, whoever still holds a power card may play it.',
      ),
    ],
  },
  {
    id: 'reveal',
    title: t('4. Rivelare e avanzare', '4. Reveal and advance'),
    rulebook: { section: 'd) Fase rivelazione carte; e) Fase avanzamento Giulio Cesare' },
    body: [
      t(
        'Le carte scelte si mescolano e si girano una a una. Cesare avanza di tante caselle quante sono le rosse meno le blu (Pompeo non conta come blu), ma si ferma al primo Castrum che incontra.',
        'The chosen cards are shuffled and turned one by one. Caesar moves ahead by red cards minus blue cards (Pompeo does not count as blue), but stops at the first Castrum he reaches.',
      ),
      t(
        'Un Giano girato per primo non vale nulla; più Giani di seguito copiano tutti la stessa carta.',
        'A Giano turned first is worth nothing; several Gianos in a row all copy the same card.',
      ),
    ],
  },
  {
    id: 'senate',
    title: t('5. Il Senato', '5. The Senate'),
    rulebook: { section: 'f) Fase rivelazione carte Senato; g) Fase fine turno' },
    body: [
      t(
        'Se Cesare non è arrivato a Roma, si gira una carta Senato per ogni Pompeo, più una se le blu sono almeno 2 (basta 1 in 3 giocatori).',
        'If Caesar has not reached Roma, one Senate card is turned for each Pompeo, plus one if there are at least 2 blue cards (1 is enough at 3 players).',
      ),
      t(
        'Infine il ruolo di Centurione passa al giocatore a sinistra e comincia un nuovo turno.',
        'Finally the Centurion role passes to the player on the left and a new turn begins.',
      ),
    ],
  },
  {
    id: 'senateCards',
    title: t('Le carte Senato', 'Senate cards'),
    rulebook: { section: 'Carte Senato' },
    body: [
      t(
        'Ogni carta mostra una legione, LEG I o LEG XV. La prima della fila non fa nulla. L\u2019effetto di una carta girata vale solo nel turno successivo.',
        'Each card shows a legion, LEG I or LEG XV. The first one in the row does nothing. A turned card\u2019s effect applies in the next turn only.',
      ),
      t('Carta in più: il Centurione aggiunge una carta dal mazzo a quelle scelte.', 'Extra card: the Centurion adds one card from the deck to the chosen ones.'),
      t('Rossa in più (tre carte) / Blu in più (una carta): conta una carta di quel colore in più.', 'Extra red (three cards) / Extra blue (one card): count one more card of that colour.'),
      t('Scarto: il Centurione scarta a caso una delle carte scelte senza guardarla.', 'Discard: the Centurion discards one of the chosen cards at random, unseen.'),
      t('Jolly: nessun effetto, ma vale per entrambe le legioni.', 'Jolly: no effect, but it counts for both legions.'),
    ],
  },
  {
    id: 'powers',
    title: t('Le carte Potere', 'Power cards'),
    rulebook: { section: 'Carte Potere' },
    body: [
      t('Ognuna si usa una volta sola, mai da Centurione, e chi la gioca lo fa sapere a tutti. In 3 giocatori non ci sono.', 'Each is used once, never as the Centurion, and playing it is public. There are none at 3 players.'),
      t('Minerva, Cibelis: costringi il Centurione a prendere anche una carta che scegli tu dalla fila di un altro.', 'Minerva, Cibelis: make the Centurion also take a card of your choice from someone else\u2019s row.'),
      t('Fortuna: sposta Cesare di una casella avanti o indietro.', 'Fortuna: move Caesar one cell forward or back.'),
      t('Roma: guarda di nascosto una carta non presa di un altro giocatore.', 'Roma: secretly look at one untaken card of another player.'),
      t('Venus, Eris: copri una tua carta; il Centurione non potrà prenderla.', 'Venus, Eris: cover one of your cards; the Centurion cannot take it.'),
      t('Vesta: per questo turno annulla carte Senato, Pompeo e Giano.', 'Vesta: this turn, cancel Senate cards, Pompeo and Giano.'),
      t('Iuno: conta 2 rosse e un Pompeo in più.', 'Iuno: count 2 more red cards and one more Pompeo.'),
    ],
  },
  {
    id: 'win',
    title: t('Chi vince', 'Who wins'),
    rulebook: { section: 'Si gioca' },
    body: [
      t('I rossi vincono subito quando Cesare arriva a Roma.', 'The reds win at once when Caesar reaches Roma.'),
      t(
        'I blu vincono subito quando 4 carte Senato girate mostrano la stessa legione (il jolly vale per entrambe).',
        'The blues win at once when 4 face-up Senate cards show the same legion (the jolly counts for both).',
      ),
    ],
  },
];

/** The section that applies at each of Rubico's decisions (the table's rules button opens there). */
export const rubicoHelpAt: Readonly<Record<string, string>> = {
  'rubico.step.roles': 'setup',
  'rubico.step.suggest': 'suggest',
  'rubico.step.choose': 'choose',
  'rubico.step.power': 'powers',
  'rubico.step.peek': 'powers',
  'rubico.step.reveal': 'reveal',
  'rubico.step.endTurn': 'senate',
};
