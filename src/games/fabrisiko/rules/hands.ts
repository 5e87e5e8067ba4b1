// The cards in the players' hands: drawing (the discards reshuffled when the deck runs out),
// discarding, taking a card out of a hand.
import { discardCards, drawCards } from '../../../engine/decks.ts';
import type { Seat } from '../../../engine/types.ts';
import type { FabContext } from './context.ts';

/** Draws for a seat, reshuffling the discards when the deck runs out (ruling). */
export function drawFor(c: FabContext, seat: Seat, count: number): void {
  if (count <= 0) return;
  c.barrier(); // the drawer sees cards it did not know
  const r = drawCards(c.s.deck, count, c.rng);
  c.s.deck = r.deck;
  c.handsToEdit()[seat] = c.s.hands[seat].concat(r.cards);
  if (r.reshuffled) c.log('fabrisiko.log.reshuffle');
  c.log('fabrisiko.log.draw', { seat, count: r.cards.length });
}

export function discard(c: FabContext, cards: readonly string[]): void {
  c.s.deck = discardCards(c.s.deck, cards);
}

/** Takes a card out of a hand; false when the seat does not hold it. */
export function takeFromHand(c: FabContext, seat: Seat, card: string): boolean {
  const hand = c.s.hands[seat];
  const i = hand.indexOf(card);
  if (i < 0) return false;
  c.handsToEdit()[seat] = hand.filter((_, j) => j !== i);
  return true;
}
