// Scenario Sociale's words: the secret gathering place (the private step, the status panel),
// the corteo forming and dispersing, the weak units going home, the points' reasons.
import type { StringTable } from '../../../i18n/strings.ts';

export const socialeStrings: StringTable = {
  'corteo.step.gather': { it: 'Il corteo sceglie in segreto dove formarsi', en: 'The corteo secretly chooses where to form' },
  'corteo.step.placeScattered': {
    it: 'Il corteo schiera i suoi spezzoni: 4 nei luoghi affollati, 4 nelle stazioni della metro, 8 nelle case popolari',
    en: 'The corteo places its spezzoni: 4 on crowded places, 4 on metro stations, 8 on case popolari',
  },
  'corteo.error.badGather': { it: 'Quel luogo non ha abbastanza esa grigi', en: 'That place has too few grey hexes' },
  'corteo.error.goingHome': {
    it: 'Le unità deboli tornano a casa: solo verso il bordo più vicino',
    en: 'The weak units are going home: only towards the nearest edge',
  },
  'corteo.error.cannotLeave': { it: 'Questa unità non può uscire dalla mappa ora', en: 'This unit cannot leave the map now' },
  'corteo.log.gathered': { it: 'Il corteo ha scelto in segreto il luogo dove formarsi', en: 'The corteo has secretly chosen where to form' },
  'corteo.log.formed': { it: 'Il corteo si è formato: {count} unità collegate', en: 'The corteo has formed: {count} connected units' },
  'corteo.log.formedThere': { it: 'Il corteo si è formato nel suo luogo segreto: {place}', en: 'The corteo has formed at its secret place: {place}' },
  'corteo.log.dispersed': { it: 'Il corteo è disperso: restano {count} unità collegate', en: 'The corteo is dispersed: {count} connected units are left' },
  'corteo.log.goingHome': {
    it: 'Il corteo non si è formato: le unità deboli tornano a casa',
    en: 'The corteo has not formed: the weak units are going home',
  },
  'corteo.log.wentHome': { it: '{unit} esce dalla città da {from} e torna a casa', en: '{unit} leaves the city from {from} and goes home' },
  'corteo.scenario.why.formedThere': { it: 'il corteo si è formato nel luogo segreto', en: 'the corteo formed at its secret place' },
  'corteo.scenario.why.headWalked': {
    it: '{count} {count|esa percorso|esa percorsi} dalla testa',
    en: '{count} {count|hex|hexes} walked by the head',
  },
  'corteo.scenario.why.dispersed': { it: 'il corteo è stato disperso', en: 'the corteo was dispersed' },
  'corteo.ui.sociale.choose': { it: 'Dove si forma il corteo?', en: 'Where does the corteo form?' },
  'corteo.ui.sociale.chooseHint': {
    it: 'Solo tu lo sai. Se il corteo si forma qui, su almeno 6 di questi esa grigi, vale 30 punti e il luogo si scopre.',
    en: 'Only you know it. If the corteo forms here, on at least 6 of these grey hexes, it scores 30 points and the place is revealed.',
  },
  'corteo.ui.sociale.pick': { it: 'Scegli un luogo', en: 'Choose a place' },
  'corteo.ui.sociale.write': { it: 'Scrivi sul foglio: {place}', en: 'Write it down: {place}' },
  'corteo.ui.sociale.greyHexes': { it: '{n} {n|esa grigio|esa grigi}', en: '{n} grey {n|hex|hexes}' },
  'corteo.ui.sociale.yourPlace': { it: 'Il tuo luogo segreto: {place}', en: 'Your secret place: {place}' },
  'corteo.ui.sociale.secret': { it: 'Luogo del corteo: segreto', en: 'The corteo\u2019s place: secret' },
  'corteo.ui.sociale.revealed': { it: 'Luogo del corteo: {place}', en: 'The corteo\u2019s place: {place}' },
  'corteo.ui.sociale.formed': { it: 'Corteo formato alla {hand}a mano', en: 'Corteo formed at hand {hand}' },
  'corteo.ui.sociale.notFormed': {
    it: 'Corteo non ancora formato: servono {n} unità collegate',
    en: 'Corteo not formed yet: {n} connected units needed',
  },
  'corteo.ui.sociale.goingHome': { it: 'Le unità deboli tornano a casa', en: 'The weak units are going home' },
  'corteo.ui.sociale.toEnter': {
    it: '{n} {n|unità deve|unità devono} ancora entrare dai bordi',
    en: '{n} {n|unit has|units have} yet to come in from the edges',
  },
  'corteo.ui.sociale.leave': { it: 'Torna a casa (esce)', en: 'Go home (leave)' },
};
