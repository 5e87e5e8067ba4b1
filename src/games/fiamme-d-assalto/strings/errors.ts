// Why a move is refused (the engine's own reasons, game over, not your turn, not a move or
// not a move of this step, have their words in the shell's catalog).
import type { StringTable } from '../../../i18n/strings.ts';

export const errorStrings: StringTable = {
  'fiamme.error.valuesRequired': {
    it: 'Inserisci i valori dei dadi che hai tirato.',
    en: 'Enter the values of the dice you rolled.',
  },
  'fiamme.error.valuesNotAllowed': {
    it: 'I dadi li tira l’app: i valori non servono.',
    en: 'The app rolls the dice: no values needed.',
  },
  'fiamme.error.badValues': {
    it: 'Servono tanti valori quanti i dadi, ciascuno da 1 a 6.',
    en: 'Give one value per die, each from 1 to 6.',
  },
  'fiamme.error.badDie': { it: 'Quel dado non esiste.', en: 'There is no such die.' },
  'fiamme.error.notRerollable': { it: 'Quel dado non si può ritirare.', en: 'That die cannot be rerolled.' },
  'fiamme.error.noArdimento': { it: 'Non hai punti Ardimento.', en: 'You have no Ardimento points.' },
  'fiamme.error.notEnoughPoints': { it: 'Non bastano i Punti Comando.', en: 'Not enough command points.' },
  'fiamme.error.alreadyPlaced': { it: 'C’è già una pedina sulla carta.', en: 'There is already a token on the card.' },
  'fiamme.error.noTest': { it: 'Questa carta non ha un test da modificare.', en: 'This card has no test to modify.' },
  'fiamme.error.ardimentoFull': { it: 'L’Ardimento è già al massimo (4).', en: 'Ardimento is already at its maximum (4).' },
  'fiamme.error.badUnit': { it: 'Unità non valida.', en: 'Invalid unit.' },
  'fiamme.error.notYourUnit': { it: 'Quell’unità non è tua.', en: 'That unit is not yours.' },
  'fiamme.error.unitGone': { it: 'Quell’unità non è più in gioco.', en: 'That unit is no longer in play.' },
  'fiamme.error.alreadySelected': { it: 'L’unità attiva è già scelta.', en: 'The active unit is already chosen.' },
  'fiamme.error.noGrenades': { it: 'Non ci sono bombe da usare.', en: 'There are no grenades to use.' },
  'fiamme.error.grenadesFull': { it: 'Quell’unità ha già 4 bombe.', en: 'That unit already has 4 grenades.' },
  'fiamme.error.notTrench': { it: 'Si può fare solo nelle trincee.', en: 'Only in the trenches.' },
  'fiamme.error.pmUnavailable': {
    it: 'Le Pistole Mitragliatrici non sono disponibili.',
    en: 'The machine pistols are not available.',
  },
  'fiamme.error.pmNotUsed': { it: 'La carta Pistola mitragliatrice è già pronta.', en: 'The machine-pistol card is already ready.' },
  'fiamme.error.notCoop': { it: 'Solo nel gioco cooperativo.', en: 'Only in the co-op game.' },
  'fiamme.error.badSeat': { it: 'Giocatore non valido.', en: 'Invalid player.' },
  'fiamme.error.noUnits': { it: 'Quel giocatore non ha più unità.', en: 'That player has no units left.' },
  'fiamme.error.badAttribute': { it: 'Attributo non valido.', en: 'Invalid attribute.' },
};
