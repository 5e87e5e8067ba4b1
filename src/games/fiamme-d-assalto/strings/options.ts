// The new-game wizard's questions: the mission, solo or co-op, the dice.
import type { StringTable } from '../../../i18n/strings.ts';

export const optionStrings: StringTable = {
  'fiamme.options.mission': { it: 'Missione', en: 'Mission' },
  'fiamme.options.mode.solo': {
    it: 'Un giocatore: si gioca in solitario con cinque squadre.',
    en: 'One player: solo game with five squads.',
  },
  'fiamme.options.mode.coop': {
    it: 'Due giocatori: si gioca in cooperativo, due squadre e una pistola mitragliatrice ciascuno.',
    en: 'Two players: co-op game, two squads and a machine pistol each.',
  },
  'fiamme.options.dice': { it: 'Dadi', en: 'Dice' },
  'fiamme.options.dice.app': { it: 'Li tira l’app', en: 'The app rolls' },
  'fiamme.options.dice.physical': { it: 'Dadi veri', en: 'Real dice' },
  'fiamme.options.dice.hint': {
    it: 'Con i dadi veri tirate voi e toccate i valori usciti.',
    en: 'With real dice you roll them and tap the values.',
  },
};
