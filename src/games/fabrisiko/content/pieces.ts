// Pieces, their summary table and the structure capture table (rulebook: "Elenco del
// materiale", "Tabella riepilogo unità e strutture", "Le unità", "Le strutture").
import type { Sourced } from '../../../engine/content.ts';
import { rb } from './source.ts';

export type UnitKind = 'inf' | 'tank' | 'fighter' | 'bomber';
export type StructureKind = 'factory' | 'aa';
export type PieceKind = UnitKind | StructureKind;

export const UNIT_KINDS: readonly UnitKind[] = ['inf', 'tank', 'fighter', 'bomber'];
export const STRUCTURE_KINDS: readonly StructureKind[] = ['factory', 'aa'];
export const PIECE_KINDS: readonly PieceKind[] = [...UNIT_KINDS, ...STRUCTURE_KINDS];

export const isAir = (k: UnitKind): boolean => k === 'fighter' || k === 'bomber';

export interface PieceRecord extends Sourced {
  kind: PieceKind;
  /** Movement points (0 for structures). */
  movement: number;
  /** Fire: a d10 roll at or under it hits (0 for structures). */
  fire: number;
  cost: number;
  /** Pieces of this kind in each colour (see the ruling on the components list). */
  perColour: number;
}

const SUMMARY = 'Tabella riepilogo unità e strutture; Elenco del materiale';
export const PIECES: Record<PieceKind, PieceRecord> = {
  inf: { kind: 'inf', movement: 1, fire: 2, cost: 1, perColour: 32, provenance: rb(SUMMARY) },
  tank: { kind: 'tank', movement: 2, fire: 4, cost: 3, perColour: 24, provenance: rb(SUMMARY) },
  fighter: { kind: 'fighter', movement: 4, fire: 5, cost: 5, perColour: 16, provenance: rb(SUMMARY) },
  bomber: { kind: 'bomber', movement: 6, fire: 7, cost: 8, perColour: 12, provenance: rb(SUMMARY) },
  factory: { kind: 'factory', movement: 0, fire: 0, cost: 10, perColour: 36, provenance: rb(SUMMARY) },
  aa: { kind: 'aa', movement: 0, fire: 0, cost: 12, perColour: 36, provenance: rb(SUMMARY) },
};

/** The printed numbers of combat (rulebook sections named in each record). */
export interface CombatConstant extends Sourced {
  id: string;
  value: number;
}
const k = (id: string, value: number, section: string): CombatConstant => ({ id, value, provenance: rb(section) });
export const COMBAT = {
  aaInfantryFire: k('aaInfantryFire', 1, 'Le unità: Fanteria (fanteria AA colpisce con 1)'),
  ridgeFire: k('ridgeFire', 1, 'Il tabellone di gioco e i territori (sulle catene montuose si colpisce con 1)'),
  fighterRidgePenalty: k('fighterRidgePenalty', 1, 'Le unità: Aereo caccia (-1 contro fanteria sulla catena)'),
  bomberRidgePenalty: k('bomberRidgePenalty', 2, 'Le unità: Aereo bombardiere (-2 contro fanteria sulla catena)'),
  fireCap: k('fireCap', 9, 'Il turno di gioco, «Regola importante» (capacità di fuoco al massimo 9)'),
  aaSiteHitsUpTo: k('aaSiteHitsUpTo', 2, 'Le strutture: Sito antiaereo (1 o 2 distrugge l\u2019aereo)'),
  bomberStructureFire: k('bomberStructureFire', 7, 'Le unità: Aereo bombardiere (struttura colpita con 7 o meno)'),
  cardsPerTerritories: k('cardsPerTerritories', 3, 'Il turno di gioco, fase 1-A (1 carta ogni 3 territori)'),
  territoryMarkers: k('territoryMarkers', 32, 'Elenco del materiale (segnalini territorio)'),
  resourceTokens: k('resourceTokens', 425, 'Elenco del materiale (quantità totale di risorse)'),
} as const;

/** A d10 table: each row covers faces from..to. */
export interface TableRow<R> {
  from: number;
  to: number;
  result: R;
}
export const rowFor = <R>(table: readonly TableRow<R>[], face: number): R => {
  const row = table.find((r) => face >= r.from && face <= r.to);
  if (!row) throw new Error(`no row for ${face}`);
  return row.result;
};

export type CaptureResult = 'destroyed' | 'salvage' | 'captured';
export interface DiceTable<R> extends Sourced {
  id: string;
  rows: readonly TableRow<R>[];
}

export const CAPTURE_TABLE: DiceTable<CaptureResult> = {
  id: 'capture',
  rows: [
    { from: 1, to: 3, result: 'destroyed' },
    { from: 4, to: 8, result: 'salvage' },
    { from: 9, to: 10, result: 'captured' },
  ],
  provenance: rb('Le strutture (tabella di cattura delle strutture)'),
};
