// Rubico's words for the steps, the outcome, the roles and the Senate's recognition.
// Our own phrasing, citing no rulebook text; Italian first.
import type { StringTable } from '../../../i18n/strings.ts';

export const rolesStrings: StringTable = {
  'rubico.step.roles': { it: 'guarda il tuo ruolo', en: 'look at your role' },
  'rubico.step.suggest': { it: 'disponi le tue carte Marcia', en: 'lay out your Marcia cards' },
  'rubico.step.choose': { it: 'il Centurione sceglie le carte', en: 'the Centurion picks the cards' },
  'rubico.step.power': { it: 'carta Potere?', en: 'power card?' },
  'rubico.step.peek': { it: 'guarda la carta scelta con Roma', en: 'look at the card picked with Roma' },
  'rubico.step.reveal': { it: 'il Centurione rivela le carte', en: 'the Centurion reveals the cards' },
  'rubico.step.endTurn': { it: 'fine del turno', en: 'end of the turn' },

  'rubico.win.caesar': {
    it: 'Cesare entra a Roma: vince la fazione rossa!',
    en: 'Caesar enters Rome: the red faction wins!',
  },
  'rubico.win.senate': {
    it: 'Il Senato ferma Cesare: vince la fazione blu!',
    en: 'The Senate stops Caesar: the blue faction wins!',
  },

  'rubico.faction.red': { it: 'Cesare (rossi)', en: 'Caesar (red)' },
  'rubico.faction.blue': { it: 'Senato (blu)', en: 'Senate (blue)' },

  'rubico.role.red': { it: 'Legionario di Cesare', en: 'Caesar\'s legionary' },
  'rubico.role.blue': { it: 'Senatore di Pompeo', en: 'Pompey\'s senator' },
  'rubico.role.red.goal': {
    it: 'Porta Cesare fino a Roma prima che il Senato scopra quattro carte della stessa legione.',
    en: 'Bring Caesar to Rome before the Senate turns up four cards of the same legion.',
  },
  'rubico.role.blue.goal': {
    it: 'Rallenta Cesare e fai scoprire quattro carte Senato della stessa legione.',
    en: 'Slow Caesar down and get four Senate cards of the same legion turned up.',
  },
  'rubico.role.title': { it: 'Il tuo ruolo', en: 'Your role' },

  'rubico.allies.title': { it: 'Riconoscimento del Senato', en: 'The Senate\'s recognition' },
  'rubico.allies.blue': { it: 'Gli altri senatori sono: {names}.', en: 'The other senators are: {names}.' },
  'rubico.allies.blueAlone': {
    it: 'Sei l’unico senatore oltre a chi ha già visto il suo ruolo.',
    en: 'You are the only senator besides those who already saw their role.',
  },
  'rubico.allies.red': {
    it: 'I senatori si sono riconosciuti tra loro: tu non sai chi sono.',
    en: 'The senators recognised each other: you do not know who they are.',
  },
  'rubico.allies.none': {
    it: 'In questa partita nessuno conosce i ruoli degli altri.',
    en: 'In this game nobody knows the others\' roles.',
  },
};
