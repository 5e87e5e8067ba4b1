// Small questions about a Fiamme state, shared by every phase: the rulebook's numbers, which
// units are in play, command points and how they are paid, the card in play and its test.
import type { Seat } from '../../../engine/types.ts';
import { CONSTANTS, ENEMY_TOKENS, OBJECTIVE_CARDS, TDN_BY_ID, TRENCH_BY_ID, TRENCH_CARDS, type TestSpec } from '../content.ts';
import type { DieRole, DieSpec, EnemyOnTable, FiammeState, KeyedText, UnitState } from './types.ts';

/** The rulebook's numbers (content.ts CONSTANTS), by short names. */
export const C = {
  ardimentoStart: CONSTANTS.ardimentoStart.value,
  ardimentoMax: CONSTANTS.ardimentoMax.value,
  grenadesStart: CONSTANTS.grenadesStart.value,
  diceSolo: CONSTANTS.commandDiceSolo.value,
  diceCoop: CONSTANTS.commandDiceCoop.value,
  threshold: CONSTANTS.commandThreshold.value,
  tdnCards: CONSTANTS.tdnCards.value,
  selectSolo: CONSTANTS.selectCostSolo.value,
  selectCoop: CONSTANTS.selectCostCoop.value,
  ardimentoCost: CONSTANTS.ardimentoCost.value,
  modifierCost: CONSTANTS.modifierCost.value,
  bombCost: CONSTANTS.bombCost.value,
  passCost: CONSTANTS.passCost.value,
  pmFlipCost: CONSTANTS.pmFlipCost.value,
  fuocoCost: CONSTANTS.fuocoCost.value,
  grenadeDice: CONSTANTS.grenadeDice.value,
  woundsOut: CONSTANTS.woundsToEliminate.value,
  penaltyFrom: CONSTANTS.woundPenaltyFrom.value,
  veteran: CONSTANTS.veteranMissions.value,
};

export const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

/** The common Trincea cards and the objectives, by id. */
export const REGULAR_TRENCH = TRENCH_CARDS.map((c) => c.id);
export const OBJECTIVE_IDS = OBJECTIVE_CARDS.map((c) => c.id);

/** A unit in play (not eliminated, not left on DIFESA). */
export function ready(u: UnitState): boolean {
  return u.status === 'ready';
}

/** Indices of the units in play, of one owner or all. */
export function readyUnits(s: FiammeState, owner: Seat | null = null): number[] {
  const out: number[] = [];
  s.units.forEach((u, i) => {
    if (u.status === 'ready' && (owner === null || u.owner === owner)) out.push(i);
  });
  return out;
}

/** The command points a seat may spend now (the tokens count only in the trenches). */
export function pool(s: FiammeState, seat: Seat): number {
  return s.pc[seat] + (s.phase === 'trench' ? s.tokens[seat] : 0);
}

/** Pays from the rolled points first, then from the tokens (trench phase). */
export function pay(s: FiammeState, seat: Seat, n: number): void {
  const fromPc = Math.min(n, s.pc[seat]);
  s.pc[seat] -= fromPc;
  s.tokens[seat] -= n - fromPc;
}

export function tdnCard(s: FiammeState) {
  return s.tdnCard === null ? null : TDN_BY_ID[s.tdnCard];
}

export function trenchCard(s: FiammeState) {
  return s.trenchCard === null ? null : TRENCH_BY_ID[s.trenchCard];
}

/** The test of the card in play (either phase), or null. */
export function currentTest(s: FiammeState): TestSpec | null {
  if (s.phase === 'tdn') return tdnCard(s)?.test ?? null;
  if (s.phase === 'trench') return trenchCard(s)?.test ?? null;
  return null;
}

/** Who plays the active unit (seat 0 when none is chosen yet). */
export function ownerOfActive(s: FiammeState): Seat {
  return s.active >= 0 ? s.units[s.active].owner : 0;
}

export function unitKey(s: FiammeState, i: number): string {
  return s.units[i].nameKey;
}

/** The visible melee value of an enemy on the table. */
export function enemyMelee(e: EnemyOnTable): number {
  const tok = ENEMY_TOKENS[e.t];
  return e.up ? tok.melee : tok.backMelee;
}

/** A keyed text: an i18n key and its params. */
export function kt(key: string, params: KeyedText['params'] = {}): KeyedText {
  return { key, params };
}

/** One die of a roll step: what it is for, the number it is compared with, its enemy. */
export function spec(role: DieRole, target: number | null = null, slot: number | null = null, rerollable = true): DieSpec {
  return { role, target, slot, rerollable };
}
