// Why a move is refused.
import type { StringTable } from '../../../i18n/strings.ts';

export const errorStrings: StringTable = {
  'fabrisiko.error.badAA': { it: 'Al massimo una fanteria AA per ogni aereo nemico', en: 'At most one AA infantry for each enemy aircraft' },
  'fabrisiko.error.badBombers': { it: 'Quell\u2019attacco dei bombardieri non è possibile qui', en: 'That bomber attack is not possible here' },
  'fabrisiko.error.badCards': { it: 'Quelle carte non si giocano da questa parte', en: 'Those cards cannot be played by this side' },
  'fabrisiko.error.badDie': { it: 'Si ritira solo un dado mancato', en: 'Only a missed die can be rerolled' },
  'fabrisiko.error.badLosses': { it: 'Le perdite non corrispondono ai colpi', en: 'The losses do not match the hits' },
  'fabrisiko.error.badTarget': { it: 'Territorio non valido', en: 'Not a valid territory' },
  'fabrisiko.error.cannotBuy': { it: 'Risorse o pezzi insufficienti', en: 'Not enough resources or pieces' },
  'fabrisiko.error.cannotPlace': { it: 'Non si può piazzare lì', en: 'It cannot be placed there' },
  'fabrisiko.error.cardLimit': { it: 'Troppe carte di quel tipo', en: 'Too many cards of that kind' },
  'fabrisiko.error.fabrianoBarred': { it: 'Fabriano non si può conquistare in questo turno', en: 'Fabriano cannot be taken this turn' },
  'fabrisiko.error.friendlyOnly': { it: 'Ora si muove solo tra i propri territori', en: 'Now you move only between your own territories' },
  'fabrisiko.error.noBattle': { it: 'Nessuna battaglia lì', en: 'No battle there' },
  'fabrisiko.error.noCard': { it: 'Non hai quella carta', en: 'You do not hold that card' },
  'fabrisiko.error.noColle': { it: 'Colle ameno non è disponibile', en: 'Pleasant hill is not available' },
  'fabrisiko.error.noTimeUp': { it: 'Il tempo non si può dichiarare scaduto ora', en: 'Time cannot be called now' },
  'fabrisiko.error.noUnits': { it: 'Non ci sono abbastanza unità', en: 'Not enough units' },
  'fabrisiko.error.notAdjacent': { it: 'Non si può andare lì da qui', en: 'It cannot go there from here' },
  'fabrisiko.error.palio': { it: 'Palio: nessuno invade fino alla fine del turno globale', en: 'Palio: nobody invades until the end of the global turn' },
  'fabrisiko.error.sagra': { it: 'Sagra: quel giocatore non può essere attaccato', en: 'Feast: that player cannot be attacked' },
  'fabrisiko.error.sagraOwn': { it: 'Sagra: in questo turno globale non invadi', en: 'Feast: you do not invade this global turn' },
  'fabrisiko.error.suicide': { it: 'Suicidio: le unità di terra non possono colpire aerei', en: 'Suicide: land units cannot hit aircraft' },
};
