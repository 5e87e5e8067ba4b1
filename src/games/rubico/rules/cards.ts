// The Marcia cards: which of the printed cards are in play at each player count (the others stay
// in the box), their kinds and ids by index, how many each seat draws, and where every card is.
import { MARCIA_CARDS, SETUP_TABLE, type MarciaKind, type PlayerCount } from '../content.ts';
import type { CardRef, RubicoState } from './types.ts';

/** Kind and id of each Marcia card, by index into MARCIA_CARDS (the state holds indices). */
export const CARD_KIND: readonly MarciaKind[] = MARCIA_CARDS.map((c) => c.kind);
export const CARD_ID: readonly string[] = MARCIA_CARDS.map((c) => c.id);

/** Marcia card indices in play for n players (removed cards stay in the box). */
const CARDS_FOR: Record<number, number[]> = {};
for (const n of [3, 4, 5, 6, 7] as const) {
  const rem = SETUP_TABLE[n].marcia;
  const seen: Record<MarciaKind, number> = { giano: 0, red: 0, blue: 0, pompeo: 0 };
  const list: number[] = [];
  MARCIA_CARDS.forEach((c, i) => {
    seen[c.kind]++;
    if (seen[c.kind] > rem[c.kind]) list.push(i);
  });
  CARDS_FOR[n] = list;
}

export function cardsInPlay(n: number): readonly number[] {
  return CARDS_FOR[n];
}

export function cardRef(index: number): CardRef {
  return { id: CARD_ID[index], kind: CARD_KIND[index] };
}

export function cardKind(index: number): MarciaKind {
  return CARD_KIND[index];
}

/** Cards each seat but the Centurion draws at the start of a turn. */
export function drawPerTurn(n: number): number {
  return SETUP_TABLE[n as PlayerCount].draw;
}

/** Every Marcia card's place, for invariant checks: deck, rows, played, discarded. */
export function marciaPlaces(s: RubicoState): number[] {
  const out: number[] = s.deck.slice();
  for (const h of s.hands) for (const c of h) if (c !== -1) out.push(c);
  for (const c of s.played) out.push(c);
  for (const c of s.discard) out.push(c);
  return out;
}
