// Rubico's words on the shared table: the track, the rows, the Centurion's choice, the reveal,
// the powers played, the effects in play and the final reveal.
// Our own phrasing, citing no rulebook text; Italian first.
import type { StringTable } from '../../../i18n/strings.ts';

export const tableStrings: StringTable = {
  'rubico.hint.why': { it: 'Passamano sceglie da quello che sai tu: il tuo ruolo, le tue carte e ciò che tutti hanno visto.', en: 'Passamano chooses from what you know: your role, your cards and what everyone has seen.' },
  'rubico.track.title': { it: 'La marcia di Cesare', en: 'Caesar\'s march' },
  'rubico.track.caesarAt': { it: 'Cesare è {a:place}', en: 'Caesar is at {place}' },
  'rubico.track.step': { it: 'casella {n}', en: 'cell {n}' },
  'rubico.track.castrum': { it: 'Castrum', en: 'Castrum' },
  'rubico.track.cell': { it: '{name}, {kind}', en: '{name}, {kind}' },
  'rubico.track.fromPlayers': { it: 'conta da {n} {n|giocatore|giocatori}', en: 'counts from {n} {n|player|players}' },

  'rubico.board': { it: 'Tabellone di Rubico', en: 'Rubico board' },
  'rubico.board.reset': { it: 'Rimetti il tabellone a misura', en: 'Fit the board to the screen' },

  'rubico.info.turn': { it: 'Turno {n}', en: 'Turn {n}' },
  'rubico.info.centurion': { it: 'Centurione: {name}', en: 'Centurion: {name}' },
  'rubico.info.need': { it: 'Carte da prendere: {n}', en: 'Cards to take: {n}' },
  'rubico.info.deck': { it: 'Mazzo: {n}', en: 'Deck: {n}' },

  'rubico.rows.title': { it: 'Carte davanti ai giocatori', en: 'Cards in front of the players' },
  'rubico.rows.waiting': { it: 'non ha ancora disposto le carte', en: 'has not laid out the cards yet' },
  'rubico.rows.card': { it: 'Carta {slot} di {name}', en: 'Card {slot} of {name}' },
  'rubico.rows.played': { it: 'Ha giocato {card}', en: 'Played {card}' },
  'rubico.rows.suggested': { it: 'consigliata', en: 'suggested' },
  'rubico.rows.covered': { it: 'coperta da {card}', en: 'covered by {card}' },
  'rubico.rows.taken': { it: 'presa', en: 'taken' },
  'rubico.rows.forced': { it: 'imposta', en: 'forced' },
  'rubico.rows.gone': { it: 'rivelata', en: 'revealed' },

  'rubico.choose.help': {
    it: 'Centurione, senza guardare: tocca le carte da prendere, al massimo 2 per giocatore. La prima carta di ogni fila è quella consigliata.',
    en: 'Centurion, without looking: tap the cards to take, at most 2 per player. The first card of each row is the suggested one.',
  },
  'rubico.choose.count': { it: 'Prese {n} di {need}', en: 'Taken {n} of {need}' },
  'rubico.choose.confirm': { it: 'Conferma la scelta', en: 'Confirm the pick' },

  'rubico.reveal.go': { it: 'Mescola e rivela le carte', en: 'Shuffle and reveal the cards' },
  'rubico.reveal.title': { it: 'Carte rivelate', en: 'Revealed cards' },
  'rubico.reveal.copies': { it: 'copia: {kind}', en: 'copies: {kind}' },
  'rubico.reveal.gianoFirst': { it: 'rivelata per prima: nessun effetto', en: 'revealed first: no effect' },
  'rubico.reveal.cancelled': { it: 'annullata da Vesta', en: 'cancelled by Vesta' },
  'rubico.reveal.extra': {
    it: 'Una carta in più dal mazzo (carta Senato).',
    en: 'One more card from the deck (Senate card).',
  },
  'rubico.reveal.discarded': {
    it: 'Una carta scartata senza rivelarla (carta Senato).',
    en: 'One card discarded unrevealed (Senate card).',
  },
  'rubico.reveal.virtual': {
    it: 'Carte in più per gli effetti: {red} rosse, {blue} blu, {pompeo} Pompeo.',
    en: 'Extra cards from effects: {red} red, {blue} blue, {pompeo} Pompey.',
  },
  'rubico.reveal.totals': {
    it: 'Rosse {red} · Blu {blue} · Pompeo {pompeo}',
    en: 'Red {red} · Blue {blue} · Pompey {pompeo}',
  },
  'rubico.reveal.moved': { it: 'Cesare avanza di {n} {n|casella|caselle}.', en: 'Caesar moves {n} {n|cell|cells}.' },
  'rubico.reveal.moved1': { it: 'Cesare avanza di una casella.', en: 'Caesar moves one cell.' },
  'rubico.reveal.still': { it: 'Cesare resta fermo.', en: 'Caesar stays put.' },
  'rubico.reveal.castrum': { it: 'Si ferma al Castrum.', en: 'He stops at the Castrum.' },
  'rubico.reveal.senate': { it: 'Carte Senato da scoprire: {n}.', en: 'Senate cards to turn up: {n}.' },

  'rubico.next.go': { it: 'Passa il Centurione {a:name}', en: 'Pass the Centurion to {name}' },

  'rubico.powers.used': { it: 'Carte Potere giocate', en: 'Power cards played' },
  'rubico.powers.unused': { it: 'ancora in mano', en: 'still in hand' },

  'rubico.effects.title': { it: 'Effetti in questo turno', en: 'Effects this turn' },
  'rubico.effects.vesta': {
    it: 'Vesta annulla gli effetti del Senato, di Pompeo e di Giano',
    en: 'Vesta cancels Senate, Pompey and Janus effects',
  },
  'rubico.effects.iuno': { it: 'Iuno: +2 rosse e +1 Pompeo', en: 'Iuno: +2 red and +1 Pompey' },

  'rubico.final.title': { it: 'Ruoli e carte', en: 'Roles and cards' },
  'rubico.final.power': { it: 'Potere: {card}', en: 'Power: {card}' },
  'rubico.final.noPower': { it: 'nessun Potere', en: 'no power' },
};
