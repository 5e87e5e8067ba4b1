// Rubico's words on a seat's private screen and in the set-up question.
// Our own phrasing, citing no rulebook text; Italian first.
import type { StringTable } from '../../../i18n/strings.ts';

export const privateStrings: StringTable = {
  'rubico.private.hand': { it: 'Le tue carte Marcia', en: 'Your Marcia cards' },
  'rubico.private.noHand': { it: 'In questo turno non hai carte Marcia.', en: 'You have no Marcia cards this turn.' },
  'rubico.private.ack': { it: 'Ho visto', en: 'Got it' },
  'rubico.private.arrange': {
    it: 'Tocca la carta che vuoi consigliare al Centurione: andrà per prima nella tua fila.',
    en: 'Tap the card you want to suggest to the Centurion: it goes first in your row.',
  },
  'rubico.private.place': { it: 'Metti le carte sul tavolo', en: 'Put the cards on the table' },
  'rubico.private.powerNow': {
    it: 'Vuoi giocare ora la tua carta Potere?',
    en: 'Do you want to play your power card now?',
  },
  'rubico.private.peek': { it: 'La carta {slot} di {name} è:', en: 'Card {slot} of {name} is:' },
  'rubico.private.peeks': { it: 'Carte viste con Roma', en: 'Cards seen with Roma' },
  'rubico.private.suggestedMark': { it: 'consigliata', en: 'suggested' },
  'rubico.private.coverMark': { it: 'coperta', en: 'covered' },

  'rubico.options.first': {
    it: 'Chi ha attraversato il Rubicone per ultimo? Riceve per primo la carta Centurione.',
    en: 'Who crossed the Rubicon most recently? They get the Centurion card first.',
  },
};
