// Rubico's words for the public log (format.ts builds the sentences) and for refused moves.
// Game over, not your turn, a malformed move and a move of another step are the engine's
// reasons, with words in the shell's catalog.
// Our own phrasing, citing no rulebook text; Italian first.
import type { StringTable } from '../../../i18n/strings.ts';

export const logStrings: StringTable = {
  'rubico.log.setup': {
    it: 'Partita {a:players} {players|giocatore|giocatori}. Il primo Centurione è {centurion}.',
    en: '{players}-player game. The first Centurion is {centurion}.',
  },
  'rubico.log.recognition': { it: 'I senatori si sono riconosciuti.', en: 'The senators recognised each other.' },
  'rubico.log.turnStart': {
    it: 'Turno {turn}: Centurione {centurion}, carte da prendere {need}.',
    en: 'Turn {turn}: Centurion {centurion}, cards to take {need}.',
  },
  'rubico.log.senateActive': { it: 'Effetti del Senato attivi: {effects}.', en: 'Senate effects active: {effects}.' },
  'rubico.log.suggested': { it: '{seat} ha disposto le sue carte.', en: '{seat} laid out their cards.' },
  'rubico.log.power': { it: '{seat} gioca {card}.', en: '{seat} plays {card}.' },
  'rubico.log.power.target': {
    it: '{seat} gioca {card} su una carta di {target}.',
    en: '{seat} plays {card} on a card of {target}\'s.',
  },
  'rubico.log.powerPassed': { it: '{seat} non gioca carte Potere.', en: '{seat} plays no power card.' },
  'rubico.log.choice': { it: 'Il Centurione ha preso {total} {total|carta|carte}.', en: 'The Centurion took {total} {total|card|cards}.' },
  'rubico.log.reveal': {
    it: 'Rivelate {cards} {cards|carta|carte}: {red} rosse, {blue} blu, {pompeo} Pompeo.',
    en: '{cards} {cards|card|cards} revealed: {red} red, {blue} blue, {pompeo} Pompey.',
  },
  'rubico.log.caesarMoved': { it: 'Cesare va da {from} {a:to}.', en: 'Caesar goes from {from} to {to}.' },
  'rubico.log.caesarStays': { it: 'Cesare resta {a:at}.', en: 'Caesar stays at {at}.' },
  'rubico.log.caesarStays.fortuna': { it: 'Fortuna lascia Cesare {a:at}.', en: 'Fortuna leaves Caesar at {at}.' },
  'rubico.log.caesarMoved.fortuna': {
    it: 'Fortuna sposta Cesare da {from} {a:to}.',
    en: 'Fortuna moves Caesar from {from} to {to}.',
  },
  'rubico.log.senateFlipped': {
    it: 'Scoperta una carta Senato: {effect} ({legions}).',
    en: 'A Senate card is turned up: {effect} ({legions}).',
  },
  'rubico.log.win.red': { it: 'Cesare è a Roma: vincono i rossi.', en: 'Caesar is in Rome: red wins.' },
  'rubico.log.win.blue': {
    it: 'Quattro carte della stessa legione: vince il Senato.',
    en: 'Four cards of the same legion: the Senate wins.',
  },

  'rubico.error.badOrder': { it: 'Disposizione delle carte non valida.', en: 'Not a valid layout of the cards.' },
  'rubico.error.noPower': { it: 'Non hai questa carta Potere.', en: 'You do not have this power card.' },
  'rubico.error.powerNotNow': {
    it: 'Questa carta Potere non si può giocare adesso.',
    en: 'This power card cannot be played now.',
  },
  'rubico.error.badSeat': { it: 'Scegli un altro giocatore.', en: 'Pick another player.' },
  'rubico.error.badSlot': { it: 'Quella carta non c’è.', en: 'That card is not there.' },
  'rubico.error.covered': {
    it: 'Quella carta è coperta da una carta Potere.',
    en: 'That card is covered by a power card.',
  },
  'rubico.error.alreadyTaken': { it: 'Quella carta è già stata presa.', en: 'That card was already taken.' },
  'rubico.error.notTaken': { it: 'Quella carta non è stata presa.', en: 'That card was not taken.' },
  'rubico.error.seatLimit': {
    it: 'Al massimo 2 carte dallo stesso giocatore.',
    en: 'At most 2 cards from the same player.',
  },
  'rubico.error.needReached': {
    it: 'Hai già preso tutte le carte che servono.',
    en: 'You already took all the cards needed.',
  },
  'rubico.error.needNotReached': { it: 'Devi prendere ancora delle carte.', en: 'You still have to take some cards.' },
  'rubico.error.fortunaAtStart': {
    it: 'Cesare è alla partenza: non può tornare indietro.',
    en: 'Caesar is at the start: he cannot go back.',
  },
};
