// The words of FabRisiko!'s lesson (lesson.ts): what each decision on the way to the first battle
// is and why, in two or three sentences. Our own phrasing, no rulebook text; Italian first.
import type { StringTable } from '../../../i18n/strings.ts';

export const lessonStrings: StringTable = {
  'fabrisiko.lesson.title': { it: 'FabRisiko!: impara giocando', en: 'FabRisiko!: learn by playing' },
  'fabrisiko.lesson.intro': {
    it: 'Giochi in due: tu e Bruno, giocato da Passamano. Ognuno parte dalla sua frazione maggiore e cerca di allargarsi sulle frazioni di Fabriano.',
    en: 'Two players: you and Bruno, played by Passamano. Each starts from a main district and tries to spread over Fabriano\u2019s districts.',
  },
  'fabrisiko.lesson.buy': {
    it: 'Con le risorse compri unità e strutture; quello che compri arriva sulla mappa all\u2019inizio del tuo prossimo turno. Compra una fanteria.',
    en: 'Resources buy units and structures; what you buy reaches the map at the start of your next turn. Buy one infantry.',
  },
  'fabrisiko.lesson.buyDone': {
    it: 'Le risorse che non spendi restano tue per il turno dopo. Per ora basta: tocca il pulsante per finire gli acquisti.',
    en: 'Resources you do not spend stay yours for the next turn. That is enough for now: tap the button to finish buying.',
  },
  'fabrisiko.lesson.invade': {
    it: 'Ora l\u2019invasione: porti le tue unità in un territorio vicino di {name}. Tocca da dove partire, poi dove andare, poi quante unità: tutta la fanteria.',
    en: 'Now the invasion: you take your units into a neighbouring territory of {name}\u2019s. Tap where to leave from, then where to go, then how many units: all the infantry.',
  },
  'fabrisiko.lesson.invadeDone': {
    it: 'Potresti invadere anche altri territori, ma per questa volta ne basta uno. Tocca il pulsante: si passa alle battaglie.',
    en: 'You could invade more territories, but one is enough this time. Tap the button: on to the battles.',
  },
  'fabrisiko.lesson.battle': {
    it: 'Dove sei entrato in un territorio con unità nemiche si combatte, una battaglia alla volta. Tocca la battaglia per cominciarla.',
    en: 'Wherever you entered a territory with enemy units there is a fight, one battle at a time. Tap the battle to start it.',
  },
  'fabrisiko.lesson.fire': {
    it: 'La battaglia va a round. Attacchi tu: tiri un dado da dieci per ogni tua unità, e ogni dado pari o sotto la sua capacità di fuoco è un colpo. Poi {name} risponde.',
    en: 'The battle goes in rounds. You attack: you roll a ten-sided die for each of your units, and each die at or under its firepower is a hit. Then {name} answers.',
  },
  'fabrisiko.lesson.regroup': {
    it: 'La battaglia è finita e il suo riquadro dice com\u2019è andata: quando l\u2019hai letto, tocca «Visto, continua». Ora puoi spostare le unità tra i tuoi territori; poi il turno finisce e raccogli le risorse dei territori che possiedi. Tocca il pulsante per finire il turno.',
    en: 'The battle is over and its panel says how it went: once you have read it, tap \u2018Seen, go on\u2019. Now you may move units between your territories; then the turn ends and you collect the resources of the territories you hold. Tap the button to end the turn.',
  },
  'fabrisiko.lesson.end': {
    it: 'Ora conosci un turno: acquisti, invasione, battaglia e rientro. Continua la partita per conto tuo con Bruno: all\u2019inizio del prossimo turno metterai sulla mappa la fanteria che hai comprato.',
    en: 'Now you know a turn: buying, invading, the battle and regrouping. Go on with the game on your own with Bruno: at the start of your next turn you will put the infantry you bought on the map.',
  },
};
