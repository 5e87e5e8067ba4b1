// The words of Corteo's lesson (lesson.ts): a short scenario on a corner of the city, three
// hands; what each of the corteo's decisions is and why, in two or three sentences, where it
// first happens. Our own phrasing, no rulebook text; Italian first.
import type { StringTable } from '../../../i18n/strings.ts';

export const lessonStrings: StringTable = {
  'corteo.lesson.title': { it: 'Corteo: impara giocando', en: 'Corteo: learn by playing' },
  'corteo.lesson.intro': {
    it: 'Una partita breve in un angolo della città: tre mani. Tu guidi il corteo, sette unità del Movimento; Bruno (cioè Passamano) guida il potere, che difende la città e arresta.',
    en: 'A short game in a corner of the city: three hands. You lead the corteo, seven units of the Movement; Bruno (that is, Passamano) leads the potere, which defends the city and makes arrests.',
  },
  'corteo.lesson.place': {
    it: 'Il corteo si raduna in Piazza Mento, al massimo due unità per esagono. Passamano può schierarle per te: tocca il pulsante.',
    en: 'The corteo gathers in Piazza Mento, at most two units a hex. Passamano can place them for you: tap the button.',
  },
  'corteo.lesson.head': {
    it: 'Scegli la componente che terrà la testa del corteo per tutta la partita: qui c\u2019è solo il Movimento. In ogni mano due sue unità guideranno le altre.',
    en: 'Choose the component that will hold the head of the corteo for the whole game: here there is only the Movement. Each hand two of its units will lead the others.',
  },
  'corteo.lesson.move': {
    it: 'Muove il corteo. Tocca l\u2019unità segnata: in verde gli esagoni che raggiunge, con il costo (un viale costa mezzo punto, una strada uno). Poi tocca l\u2019esagono segnato.',
    en: 'The corteo moves. Tap the unit marked: in green the hexes it can reach, with their cost (an avenue costs half a point, a street one). Then tap the hex marked.',
  },
  'corteo.lesson.throw': {
    it: 'Uno spezzone può fare un lancio contro un\u2019unità a tre esagoni al massimo, in linea retta, al costo di metà dei suoi punti. Scegli il lancio, poi i vigili, e tira il dado: le forze danno la colonna della tabella.',
    en: 'A spezzone can throw at a unit up to three hexes away, in a straight line, for half its points. Choose the throw, then the vigili, and roll the die: the powers give the table\u2019s column.',
  },
  'corteo.lesson.stop': {
    it: 'Lo spezzone ha ancora qualche punto, ma resta qui. Finché un\u2019unità non si ferma resta scelta: tocca \u00abFerma l\u2019unità\u00bb per passare a un\u2019altra.',
    en: 'The spezzone still has some points left, but it stays here. Until a unit stops it stays picked: tap \u201cStop the unit\u201d to move on to another.',
  },
  'corteo.lesson.contact': {
    it: 'Porta ora l\u2019altro spezzone accanto ai vigili. Chi entra nei sei esagoni intorno a un\u2019unità nemica, la sua zona di controllo, deve fermarsi lì, e alla fine dello spostamento si combatte.',
    en: 'Now bring the other spezzone next to the vigili. A unit entering the six hexes around an enemy unit, its zone of control, must stop there, and after the movement there is a combat.',
  },
  'corteo.lesson.barricade': {
    it: 'Per due punti un\u2019unità alza una barricata in un esagono accanto: nessuno può più attraversarlo né combattere attraverso. Chiudi la strada a sud della piazza: tocca il gruppo, scegli la barricata, poi l\u2019esagono.',
    en: 'For two points a unit raises a barricade on a hex next to it: nobody can cross it or fight through it any more. Close the street south of the square: tap the group, choose the barricade, then the hex.',
  },
  'corteo.lesson.endMove': {
    it: 'Le altre unità possono restare dove sono. Tocca il pulsante per finire lo spostamento.',
    en: 'The other units can stay where they are. Tap the button to end the movement.',
  },
  'corteo.lesson.heads': {
    it: 'Dopo lo spostamento nomini le due unità di testa della mano. Ognuna ha 2 di forza in più per ogni unità collegata a lei. Tocca le due unità segnate, poi conferma.',
    en: 'After the movement you name the two head units of the hand. Each gets 2 more power for every unit linked to it. Tap the two units marked, then confirm.',
  },
  'corteo.lesson.combat': {
    it: 'Chi è a contatto con il nemico deve combattere. Le forze a confronto danno la colonna della tabella, il dado la riga, e dove si incrociano c\u2019è l\u2019esito. Scegli lo scontro, poi tira il dado.',
    en: 'Units in contact with the enemy must fight. The powers compared give the table\u2019s column, the die the row, and where they cross is the result. Choose the combat, then roll the die.',
  },
  'corteo.lesson.advance': {
    it: 'I vigili hanno perso e si sono ritirati. Chi vince può avanzare nell\u2019esagono lasciato libero: tocca lo spezzone, poi l\u2019esagono dove erano i vigili.',
    en: 'The vigili lost and retreated. The winner may advance into the hex left empty: tap the spezzone, then the hex where the vigili stood.',
  },
  'corteo.lesson.potere': {
    it: 'Era il turno del potere: {name} ha mosso le sue unità e i vigili hanno attaccato lo spezzone, che ha perso. Deve ritirarsi di un esagono, fuori dalla zona di controllo nemica: tocca quello segnato.',
    en: 'It was the potere\u2019s turn: {name} moved the units and the vigili attacked your spezzone, which lost. It must retreat one hex, out of the enemy\u2019s zone of control: tap the one marked.',
  },
  'corteo.lesson.objective': {
    it: 'Seconda mano. Gli esagoni gialli sono obiettivi: un\u2019unità che ne occupa uno fino alla fine della mano guadagna i suoi punti. Porta un cordone sul negozio a sud della piazza.',
    en: 'Second hand. The yellow hexes are objectives: a unit that holds one until the end of the hand earns its points. Take a cordon to the shop south of the square.',
  },
  'corteo.lesson.endMove2': {
    it: 'Basta così per questa mano: tocca il pulsante per finire lo spostamento.',
    en: 'That is enough for this hand: tap the button to end the movement.',
  },
  'corteo.lesson.heads2': {
    it: 'Ogni mano si nominano di nuovo le due unità di testa: tieni le stesse.',
    en: 'Every hand the two head units are named again: keep the same two.',
  },
  'corteo.lesson.combat2': {
    it: 'Lo spezzone è ancora accanto ai vigili, quindi si combatte di nuovo. Scegli lo scontro e tira il dado.',
    en: 'The spezzone is still next to the vigili, so there is another combat. Choose it and roll the die.',
  },
  'corteo.lesson.stay': {
    it: 'Hai vinto ancora, ma avanzare non è obbligatorio: da qui lo spezzone raggiunge la metropolitana. Tocca il pulsante per restare.',
    en: 'You won again, but advancing is not a must: from here the spezzone can reach the metro. Tap the button to stay.',
  },
  'corteo.lesson.leave': {
    it: 'Ultima mano. Un\u2019unità rimasta su un obiettivo per una mano deve lasciarlo: l\u2019esagono viene coperto e i suoi punti restano al corteo. Sposta il cordone sull\u2019altro esagono del negozio.',
    en: 'Last hand. A unit that held an objective for a hand must leave it: the hex is covered and its points stay with the corteo. Move the cordon onto the shop\u2019s other hex.',
  },
  'corteo.lesson.metro': {
    it: 'A fine partita gli spezzoni rimasti per strada vengono arrestati, e la loro forza va al potere; sono al sicuro solo in metropolitana, nelle case popolari o tra la folla. Porta in metro lo spezzone segnato.',
    en: 'At the end of the game the spezzoni left in the street are arrested, and their power goes to the potere; they are safe only in the metro, in council housing or in a crowd. Take the spezzone marked into the metro.',
  },
  'corteo.lesson.endMove3': {
    it: 'La stazione tiene solo due unità e il terzo spezzone non ha un altro posto sicuro a portata: sarà arrestato. Tocca il pulsante per finire lo spostamento.',
    en: 'The station holds only two units and the third spezzone has no other safe place within reach: it will be arrested. Tap the button to end the movement.',
  },
  'corteo.lesson.heads3': {
    it: 'Nomina per l\u2019ultima volta le due unità di testa, poi conferma.',
    en: 'Name the two head units for the last time, then confirm.',
  },
  'corteo.lesson.kioskEnd': {
    it: 'Ecco il cuore di Corteo: spostarsi, lanciare, combattere. Ora muove il potere, e la partita va avanti fino alla terza mano: tocca «Continua per conto tuo» per giocarla, oppure «Esci».',
    en: 'That is the heart of Corteo: moving, throwing, fighting. Now the potere moves, and the game goes on to the third hand: tap \u201cContinue on my own\u201d to play it, or \u201cLeave\u201d.',
  },
  'corteo.lesson.end': {
    it: 'Ora tocca al potere, poi la partita finisce. Il corteo conta i punti degli obiettivi occupati, il potere la forza delle unità arrestate; la differenza dà il risultato. Continua per vederlo, o prova la partita intera.',
    en: 'Now the potere moves, then the game ends. The corteo counts the points of the objectives it held, the potere the power of the units it arrested; the difference gives the result. Go on to see it, or try the full game.',
  },
};
