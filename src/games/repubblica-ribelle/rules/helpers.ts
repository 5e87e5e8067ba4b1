// Small facts about the state used by every phase: turn order, a seat's track values, its
// pieces, and the i18n keys the log names things with.
import type { Seat } from '../../../engine/types.ts';
import { ACTION_CARDS, BOARDS, LEADERS, MISSIONS } from '../content.ts';
import { LOC_ID, leaderIndex } from './data.ts';
import type { PieceKind, RibelleState, SeatState } from './types.ts';

/** The n seats clockwise from `start`. */
export function orderFrom(start: Seat, n: number): Seat[] {
  const out: Seat[] = [];
  for (let i = 0; i < n; i++) out.push((start + i) % n);
  return out;
}

export const PILE_KEYS = ['ribelle.pile.military', 'ribelle.pile.political', 'ribelle.pile.social'] as const;
export const locKey = (loc: number): string => `ribelle.locality.${LOC_ID[loc]}`;
export const missionKey = (m: number): string => `ribelle.mission.${MISSIONS[m].code}`;
export const cardKey = (ci: number): string => `ribelle.card.${ACTION_CARDS[ci].theme}`;

export function track(x: SeatState) {
  return BOARDS[x.board].track;
}
export function handLimit(x: SeatState): number {
  return x.board < 0 ? 0 : track(x)[x.support].hand;
}
export function movePoints(x: SeatState): number {
  return x.board < 0 ? 0 : track(x)[x.support].mp;
}
export function faction(x: SeatState) {
  return BOARDS[x.board].faction;
}

/** The current phase's leader: held in hand? */
export function leaderHeld(s: RibelleState, x: SeatState): boolean {
  return s.phase === 1 ? x.leader1 === 'hand' : x.leader2 === 'hand';
}

/** The current phase's leader id of a seat. */
export function leaderId(s: RibelleState, seat: Seat): string {
  return LEADERS[leaderIndex(s.seats[seat].board, s.phase)].id;
}

export function isMilitary(s: RibelleState): boolean {
  return MISSIONS[s.mission].kind === 'military';
}

export function onMap(x: SeatState, kind: PieceKind): number[] {
  return (kind === 'dm' ? x.dm : x.cp).filter((l) => l >= 0);
}
export function reserve(x: SeatState, kind: PieceKind): number {
  return (kind === 'dm' ? x.dm : x.cp).filter((l) => l < 0).length;
}
export function hasMovable(x: SeatState): boolean {
  return x.dm.some((l) => l >= 0) || x.cp.some((l) => l >= 0);
}

/** Puts a piece from the reserve on `loc`; false when the reserve is empty. */
export function place(x: SeatState, kind: PieceKind, loc: number): boolean {
  const arr = kind === 'dm' ? x.dm : x.cp;
  const i = arr.indexOf(-1);
  if (i < 0) return false;
  arr[i] = loc;
  return true;
}
