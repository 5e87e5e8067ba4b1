// Rubico's words for the cards: Marcia cards, power cards and Senate cards.
// Our own phrasing, citing no rulebook text; Italian first.
import type { StringTable } from '../../../i18n/strings.ts';

export const cardsStrings: StringTable = {
  'rubico.marcia.red': { it: 'Marcia rossa', en: 'Red Marcia' },
  'rubico.marcia.blue': { it: 'Marcia blu', en: 'Blue Marcia' },
  'rubico.marcia.giano': { it: 'Marcia Giano', en: 'Janus Marcia' },
  'rubico.marcia.pompeo': { it: 'Marcia Pompeo', en: 'Pompey Marcia' },
  'rubico.marcia.red.short': { it: 'Cesare avanza di un passo.', en: 'Caesar moves one step.' },
  'rubico.marcia.blue.short': { it: 'Toglie un passo a Cesare.', en: 'Takes one step from Caesar.' },
  'rubico.marcia.giano.short': {
    it: 'Copia la carta rivelata subito prima.',
    en: 'Copies the card revealed just before.',
  },
  'rubico.marcia.pompeo.short': { it: 'Fa scoprire una carta Senato.', en: 'Turns up a Senate card.' },

  'rubico.power.title': { it: 'La tua carta Potere', en: 'Your power card' },
  'rubico.power.none': { it: 'Non hai carte Potere.', en: 'You have no power card.' },
  'rubico.power.used': { it: 'Hai già giocato la tua carta Potere.', en: 'You already played your power card.' },
  'rubico.power.minerva': { it: 'Minerva', en: 'Minerva' },
  'rubico.power.cibelis': { it: 'Cibelis', en: 'Cibelis' },
  'rubico.power.fortuna': { it: 'Fortuna', en: 'Fortuna' },
  'rubico.power.roma': { it: 'Roma', en: 'Roma' },
  'rubico.power.venus': { it: 'Venus', en: 'Venus' },
  'rubico.power.eris': { it: 'Eris', en: 'Eris' },
  'rubico.power.vesta': { it: 'Vesta', en: 'Vesta' },
  'rubico.power.iuno': { it: 'Iuno', en: 'Iuno' },
  'rubico.power.minerva.text': {
    it: 'Dopo la scelta del Centurione, indichi tu una carta coperta di un altro giocatore: il Centurione deve prenderla in più.',
    en: 'After the Centurion\'s pick, you point at a face-down card of another player: the Centurion must take it as well.',
  },
  'rubico.power.cibelis.text': {
    it: 'Dopo la scelta del Centurione, indichi tu una carta coperta di un altro giocatore: il Centurione deve prenderla in più.',
    en: 'After the Centurion\'s pick, you point at a face-down card of another player: the Centurion must take it as well.',
  },
  'rubico.power.fortuna.text': {
    it: 'Sposta Cesare di una casella avanti o indietro. Il numero di carte da prendere non cambia.',
    en: 'Move Caesar one cell forward or back. The number of cards to take does not change.',
  },
  'rubico.power.roma.text': {
    it: 'Dopo la scelta del Centurione, guardi in segreto una carta rimasta davanti a un altro giocatore.',
    en: 'After the Centurion\'s pick, you secretly look at one card left in front of another player.',
  },
  'rubico.power.venus.text': {
    it: 'Quando disponi le tue carte, ne copri una: il Centurione non può prenderla.',
    en: 'While laying out your cards, cover one of them: the Centurion cannot take it.',
  },
  'rubico.power.eris.text': {
    it: 'Quando disponi le tue carte, ne copri una: il Centurione non può prenderla.',
    en: 'While laying out your cards, cover one of them: the Centurion cannot take it.',
  },
  'rubico.power.vesta.text': {
    it: 'In questo turno non contano le carte Senato attive, le carte Pompeo e le carte Giano.',
    en: 'This turn, active Senate cards, Pompey cards and Janus cards do not count.',
  },
  'rubico.power.iuno.text': {
    it: 'In questo turno contano due carte Marcia rosse e una carta Pompeo in più.',
    en: 'This turn, two extra red Marcia cards and one extra Pompey card count.',
  },
  'rubico.power.when.suggest': { it: 'Si gioca mentre disponi le carte.', en: 'Played while laying out your cards.' },
  'rubico.power.when.power': {
    it: 'Si gioca dopo la scelta del Centurione.',
    en: 'Played after the Centurion\'s pick.',
  },
  'rubico.power.when.both': {
    it: 'Si gioca mentre disponi le carte o dopo la scelta del Centurione.',
    en: 'Played while laying out your cards or after the Centurion\'s pick.',
  },
  'rubico.power.use': { it: 'Usa {card}', en: 'Play {card}' },
  'rubico.power.dontUse': { it: 'Non usarla', en: 'Do not play it' },
  'rubico.power.keep': { it: 'Per ora la tengo', en: 'Keep it for now' },
  'rubico.power.forward': { it: 'Avanti', en: 'Forward' },
  'rubico.power.back': { it: 'Indietro', en: 'Back' },
  'rubico.power.pickTarget': { it: 'Scegli la carta di un altro giocatore:', en: 'Pick another player\'s card:' },
  'rubico.power.pickCover': { it: 'Tocca la carta da coprire.', en: 'Tap the card to cover.' },
  'rubico.power.chosen': { it: 'Scelta: carta {slot} di {name}.', en: 'Picked: card {slot} of {name}.' },

  'rubico.senate.effect.void': { it: 'Nessun effetto', en: 'No effect' },
  'rubico.senate.effect.extraDraw': {
    it: 'Il Centurione aggiunge una carta pescata dal mazzo',
    en: 'The Centurion adds a card drawn from the deck',
  },
  'rubico.senate.effect.plusBlue': { it: '+1 carta Marcia blu', en: '+1 blue Marcia card' },
  'rubico.senate.effect.plusRed': { it: '+1 carta Marcia rossa', en: '+1 red Marcia card' },
  'rubico.senate.effect.discardRandom': {
    it: 'Una carta scelta viene scartata senza rivelarla',
    en: 'One picked card is discarded unrevealed',
  },
  'rubico.senate.effect.jolly': { it: 'Jolly: vale per entrambe le legioni', en: 'Joker: counts for both legions' },
  'rubico.senate.title': { it: 'Carte Senato', en: 'Senate cards' },
  'rubico.panels': { it: 'Senato e poteri giocati', en: 'Senate and powers played' },
  'rubico.senate.faceDown': { it: 'Carta Senato coperta', en: 'Face-down Senate card' },
  'rubico.senate.active': { it: 'attiva in questo turno', en: 'active this turn' },
  'rubico.senate.legions': { it: 'Legione I: {I} su 4 · Legione XV: {XV} su 4', en: 'Legion I: {I} of 4 · Legion XV: {XV} of 4' },
  'rubico.senate.legion': { it: 'Legione {n}', en: 'Legion {n}' },
};
