// The words of Repubblica Ribelle's lesson (lesson.ts): what each first decision of a round is and
// why, in two or three sentences. Our own phrasing, no rulebook text; Italian first.
import type { StringTable } from '../../../i18n/strings.ts';

/** Putting a card on a scoring box: the box named as each language names it. */
const score = (it: string, en: string) => ({
  it: `La missione ti fa pescare una carta. Ora scegli in segreto quale carta della mano mettere coperta nel segnapunti ${it}: a fine partita conta il suo valore ${it}. Tocca quella che ne vale di più, poi il pulsante.`,
  en: `The mission lets you draw a card. Now choose in secret which card of your hand goes face down in the ${en} box: at the end of the game its ${en} value counts. Tap the one worth most there, then the button.`,
});

export const lessonStrings: StringTable = {
  'ribelle.lesson.title': { it: 'Repubblica Ribelle: impara giocando', en: 'Repubblica Ribelle: learn by playing' },
  'ribelle.lesson.intro': {
    it: 'Giochi in due: tu e Bruno, giocato da Passamano. Le missioni si affrontano insieme per tenere in vita la Repubblica, ma alla fine vince chi ha più punti.',
    en: 'Two players: you and Bruno, played by Passamano. You face the missions together to keep the Republic alive, but in the end whoever has most points wins.',
  },
  'ribelle.lesson.board': {
    it: 'Ognuno guida una brigata partigiana: la sua plancia dice dove sta la base e a quale fazione appartiene. Tocca la plancia indicata per prenderla.',
    en: 'Each player leads a partisan brigade: its board says where the base stands and which faction it belongs to. Tap the board shown to take it.',
  },
  'ribelle.lesson.staff': {
    it: 'Ogni round comincia da una missione. Sei il primo giocatore: la leggi ad alta voce e ne parlate, senza mostrare le carte che avete in mano. Quando l\u2019hai letta, tocca il pulsante.',
    en: 'Each round starts from a mission. You are the first player: you read it aloud and talk it over, without showing the cards in your hands. Once you have read it, tap the button.',
  },
  'ribelle.lesson.move': {
    it: 'Nelle manovre sposti i tuoi pezzi lungo le strade: entrare in un territorio vicino costa un punto movimento, ma il primo passo sulla Strada delle Radici è gratis. Tocca il tuo distaccamento, poi il luogo dove portarlo.',
    en: 'In the manoeuvres you move your pieces along the roads: entering a neighbouring territory costs one movement point, but the first step along the Strada delle Radici is free. Tap your detachment, then the place to take it to.',
  },
  'ribelle.lesson.endManeuver': {
    it: 'Per ora basta così: i punti movimento che non usi si perdono a fine round. Tocca il pulsante per finire le manovre; poi tocca {a:name}.',
    en: 'That is enough for now: movement points you do not use are lost at the end of the round. Tap the button to finish moving; then it is {name}\u2019s turn.',
  },
  'ribelle.lesson.play': {
    it: 'Missione militare: giochi carte coperte e conta il loro valore militare; insieme dovete arrivare al bersaglio. Tocca la carta indicata, poi il pulsante: il leader tienilo per una missione più dura.',
    en: 'A military mission: you play cards face down and their military value counts; together you must reach the target. Tap the card shown, then the button: keep the leader for a harder mission.',
  },
  'ribelle.lesson.done': {
    it: 'Potresti giocare altre carte, ma quelle che tieni servono nelle prossime missioni. Per ora basta una: tocca il pulsante per dire che hai finito.',
    en: 'You could play more cards, but the ones you keep are useful in the next missions. One is enough for now: tap the button to say you are done.',
  },
  'ribelle.lesson.reveal': {
    it: 'Avete giocato tutti. Come primo giocatore, sei tu a girare le carte: si rivelano insieme e si conta se la missione riesce.',
    en: 'Everyone has played. As the first player, you turn the cards over: they are revealed at once and the mission is counted.',
  },
  'ribelle.lesson.activate': {
    it: 'Prima del conto, un tuo pezzo sta sulla risorsa di una carta che hai giocato: puoi usarne l\u2019effetto, scritto sulla carta. Questa ti dà un pezzo in più alla tua base: tocca il pulsante, poi il distaccamento.',
    en: 'Before the count, one of your pieces stands on the resource of a card you played: you may use its effect, printed on the card. This one gives you one more piece at your base: tap the button, then the detachment.',
  },
  'ribelle.lesson.score.military': score('militare', 'military'),
  'ribelle.lesson.score.political': score('politico', 'political'),
  'ribelle.lesson.score.social': score('sociale', 'social'),
  'ribelle.lesson.discard': {
    it: 'Fine del round: in mano puoi tenere al massimo {limit} {limit|carta|carte}, il leader a parte. Scarta quella che vale meno in tutto, poi tocca il pulsante.',
    en: 'End of the round: you may keep at most {limit} {limit|card|cards} in hand, the leader aside. Discard the one worth least in all, then tap the button.',
  },
  'ribelle.lesson.end': {
    it: 'Ora conosci un round intero: la missione, le manovre, le carte coperte, la risoluzione e i segnapunti. Continua la partita per conto tuo con Bruno: le regole sono sempre a un tocco.',
    en: 'Now you know a whole round: the mission, the manoeuvres, the face-down cards, the resolution and the scoring boxes. Go on with the game on your own with Bruno: the rules are always one tap away.',
  },
};
