// Victory: the territory counts of the traditional game and the Tournament's scoring table
// (rulebook, "Le modalità di gioco e le condizioni di vittoria").
import type { Sourced } from '../../../engine/content.ts';
import { rb } from './source.ts';

export interface Threshold extends Sourced {
  players: number;
  territories: number;
}
const VICTORY = 'Le modalità di gioco e le condizioni di vittoria';
export const VICTORY_TERRITORIES: readonly Threshold[] = [
  { players: 2, territories: 26, provenance: rb(VICTORY) },
  { players: 3, territories: 23, provenance: rb(VICTORY) },
  { players: 4, territories: 21, provenance: rb(VICTORY) },
];
export const territoriesToWin = (players: number): number => VICTORY_TERRITORIES.find((v) => v.players === players)!.territories;

export type ScoreItem = 'fabriano' | 'mostTerritories' | 'otherMajor' | 'ownMajor' | 'mostResources' | 'structure';
export interface ScoreRow extends Sourced {
  item: ScoreItem;
  points: number;
}
const TOURNAMENT = 'Modalità Torneo: tabella dei punti';
export const SCORE_TABLE: readonly ScoreRow[] = [
  { item: 'fabriano', points: 15, provenance: rb(TOURNAMENT) },
  { item: 'mostTerritories', points: 12, provenance: rb(TOURNAMENT) },
  { item: 'otherMajor', points: 8, provenance: rb(TOURNAMENT) },
  { item: 'ownMajor', points: 5, provenance: rb(TOURNAMENT) },
  { item: 'mostResources', points: 3, provenance: rb(TOURNAMENT) },
  { item: 'structure', points: 1, provenance: rb(TOURNAMENT) },
];
export const points = (item: ScoreItem): number => SCORE_TABLE.find((r) => r.item === item)!.points;

/** The tie-break: the most territories held at the end. */
export const TIE_BREAK = { by: 'territories' as const, provenance: rb(TOURNAMENT + ' (parità)') };
export const TOURNAMENT_MINUTES = { value: 180, provenance: rb(VICTORY) };
