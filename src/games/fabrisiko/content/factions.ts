// The four major frazioni's sheets: colour, abilities and penalties as printed (rulebook,
// "Abilità e penalità delle frazioni maggiori"), and what the sheets print that the rulebook
// does not reproduce (starting units, the major frazione's resources): reconstructed.
import type { Sourced, Text } from '../../../engine/content.ts';
import type { PieceKind } from './pieces.ts';
import type { TableRow } from './pieces.ts';
import { rb, rc, text } from './source.ts';

export type FactionId = 'melano' | 'marischio' | 'collamato' | 'albacina';
export const FACTION_IDS: readonly FactionId[] = ['melano', 'marischio', 'collamato', 'albacina'];

export interface FactionRecord extends Sourced {
  id: FactionId;
  /** The major frazione's territory id (the same as the faction id). */
  home: string;
  colour: 'red' | 'green' | 'yellow' | 'black';
  ability: Text;
  abilityName: Text;
  penaltyName: Text | null;
  /** Pieces in the major frazione at the start of a 3- or 4-player game. */
  start: Partial<Record<PieceKind, number>>;
  /** The same in a 2-player game. */
  startTwoPlayers: Partial<Record<PieceKind, number>>;
  startProvenance: Sourced['provenance'];
}

const START = rc(
  'Le unità iniziali sono sulla scheda, non nel regolamento: nostre (fanteria, carri, un caccia e un complesso industriale per poter piazzare i mezzi), bilanciate con partite simulate tra giocatori dell\u2019app.',
  'The starting units are on the sheet, not in the rulebook: ours (infantry, tanks, a fighter and an industrial complex so vehicles can be placed), balanced with simulated games between app players.',
);
/**
 * Each sheet's starting units (reconstructed, balanced by simulation with the app players:
 * tests/bench/fabrisiko-balance.ts). Melano and Albacina sit between Fabriano and each other,
 * fought over from two sides: their sheets start with more infantry.
 */
const STARTING: Record<FactionId, Partial<Record<PieceKind, number>>> = {
  melano: { inf: 7, tank: 2, fighter: 1, factory: 1 },
  marischio: { inf: 4, tank: 2, fighter: 1, factory: 1 },
  collamato: { inf: 3, tank: 2, fighter: 1, factory: 1 },
  albacina: { inf: 7, tank: 2, fighter: 1, factory: 1 },
};

/**
 * With two players nobody sits between two rivals, so the middle sheets' extra infantry only
 * speeds their way into the neutral frazioni (Melano won 90 % of its 2-player games with it):
 * the 2-player starting units (reconstructed, measured the same way).
 */
const STARTING_TWO_PLAYERS: Record<FactionId, Partial<Record<PieceKind, number>>> = {
  melano: { inf: 3, tank: 2, fighter: 1, factory: 1 },
  marischio: { inf: 5, tank: 2, fighter: 1, factory: 1 },
  collamato: { inf: 6, tank: 2, fighter: 1, factory: 1 },
  albacina: { inf: 4, tank: 2, fighter: 1, factory: 1 },
};

/** A faction's starting units in a game of `players`. */
export function startingUnits(f: FactionId, players: number): Partial<Record<PieceKind, number>> {
  return players === 2 ? FACTIONS[f].startTwoPlayers : FACTIONS[f].start;
}

/**
 * Resources on the sheet at the start, by place in the play order (reconstructed: the rulebook
 * starts everyone with none and prints no compensation; the first player's tempo won 87 % of
 * 2-player games between app players, so those who play later start with some).
 */
export const START_RESOURCES: { id: string; byPlayers: Readonly<Record<number, readonly number[]>> } & Sourced = {
  id: 'start-resources',
  byPlayers: { 2: [0, 4], 3: [0, 3, 5], 4: [0, 3, 5, 7] },
  provenance: rc(
    'Le risorse iniziali non sono stampate: chi gioca dopo il primo ne riceve alcune, per compensare il vantaggio di chi muove prima (misurato con l\u2019app).',
    'Starting resources are not printed: those who play after the first get some, to offset the first mover\u2019s advantage (measured with the app).',
  ),
};
// The abilities and penalties are printed; the colour of each sheet is not (see the rulings).
const SHEET = rb('Abilità e penalità delle frazioni maggiori');

export const FACTIONS: Record<FactionId, FactionRecord> = {
  melano: {
    id: 'melano', home: 'melano', colour: 'red', start: STARTING.melano, startTwoPlayers: STARTING_TWO_PLAYERS.melano, startProvenance: START, provenance: SHEET,
    abilityName: text('Come un gambero di fiume', 'Like a river crayfish'), penaltyName: null,
    ability: text('Una volta per turno puoi ritirare un tuo dado; nel turno in cui conquisti Fabriano ne ritiri uno in più.', 'Once a turn you may reroll one of your dice; in the turn you conquer Fabriano, one more.'),
  },
  marischio: {
    id: 'marischio', home: 'marischio', colour: 'green', start: STARTING.marischio, startTwoPlayers: STARTING_TWO_PLAYERS.marischio, startProvenance: START, provenance: SHEET,
    abilityName: text('Carnevale di Marischio', 'Marischio carnival'), penaltyName: text('Fabriano vicina', 'Fabriano next door'),
    ability: text('Dopo la fase 1-A puoi tirare 1D10: 4-8 cambi una carta, 9-10 due. Penalità: quando invadi Fabriano neutrale tiri 1D10: 1-2 perdi gli invasori, 3-7 tornano indietro, 8-10 la conquisti.', 'After phase 1-A you may roll 1D10: 4-8 swap one card, 9-10 two. Penalty: when you invade a neutral Fabriano roll 1D10: 1-2 the invaders are lost, 3-7 they go back, 8-10 you take it.'),
  },
  collamato: {
    id: 'collamato', home: 'collamato', colour: 'yellow', start: STARTING.collamato, startTwoPlayers: STARTING_TWO_PLAYERS.collamato, startProvenance: START, provenance: SHEET,
    abilityName: text('Colle ameno', 'Pleasant hill'), penaltyName: null,
    ability: text('Una volta per turno, nel primo round di una battaglia in cui difendi, puoi dare +2 a tutte le tue unità.', 'Once a turn, in the first round of a battle you defend, you may give all your units +2.'),
  },
  albacina: {
    id: 'albacina', home: 'albacina', colour: 'black', start: STARTING.albacina, startTwoPlayers: STARTING_TWO_PLAYERS.albacina, startProvenance: START, provenance: SHEET,
    abilityName: text('Dominio industriale', 'Industrial might'), penaltyName: null,
    ability: text('Nella raccolta delle risorse tiri 1D10: 1 niente, 2-6 +1, 7-9 +2, 10 +3.', 'When collecting resources roll 1D10: 1 nothing, 2-6 +1, 7-9 +2, 10 +3.'),
  },
};

export type NeighbourResult = 'lost' | 'back' | 'taken';
export const FABRIANO_VICINA: { rows: readonly TableRow<NeighbourResult>[] } & Sourced = {
  rows: [
    { from: 1, to: 2, result: 'lost' },
    { from: 3, to: 7, result: 'back' },
    { from: 8, to: 10, result: 'taken' },
  ],
  provenance: rb('Marischio: Fabriano vicina'),
};

export const CARNEVALE: { rows: readonly TableRow<number>[] } & Sourced = {
  rows: [
    { from: 1, to: 3, result: 0 },
    { from: 4, to: 8, result: 1 },
    { from: 9, to: 10, result: 2 },
  ],
  provenance: rb('Marischio: Carnevale di Marischio'),
};

export const DOMINIO: { rows: readonly TableRow<number>[] } & Sourced = {
  rows: [
    { from: 1, to: 1, result: 0 },
    { from: 2, to: 6, result: 1 },
    { from: 7, to: 9, result: 2 },
    { from: 10, to: 10, result: 3 },
  ],
  provenance: rb('Albacina: Dominio industriale'),
};

export const COLLE_AMENO_BONUS = { value: 2, provenance: rb('Collamato: Colle ameno') };
