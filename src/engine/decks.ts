// Card decks for every game: shuffle, draw (reshuffling the discard pile when the draw pile
// runs out, if the game's rules say so), discard, deal, and the conservation checks the fuzz tests run after every move (no card lost, none duplicated).
//
// Representation: a deck is `{ draw: T[]; discard: T[] }`, plain JSON so it lives in game
// state. The TOP of each pile is its LAST element, as in the existing games ("top of the deck
// last", src/games/rubico/rules.ts): drawing is a pop, discarding a push, no shifting.
// Cards should be ids (numbers or strings): equality is `===` and counts are kept by value.
//
// Every function returns new arrays/objects and never mutates its inputs. Anything that shuffles
// takes the state's `Rng` and advances it; the engine treats the RNG change as an undo barrier,
// and `reshuffled` in results lets the game log the reshuffle.
import type { Rng } from './rng.ts';

export interface Deck<T> {
  /** Draw pile, face down, top last. */
  draw: T[];
  /** Discard pile, face up, top last. */
  discard: T[];
}

/** A new deck holding `cards` (first card at the bottom), shuffled when an Rng is given. */
export function newDeck<T>(cards: readonly T[], rng?: Rng): Deck<T> {
  return { draw: rng ? rng.shuffle(cards) : cards.slice(), discard: [] };
}

export interface DrawResult<T> {
  deck: Deck<T>;
  /** Cards drawn, in the order drawn (cards[0] was the top). */
  cards: T[];
  /** True when the discard pile was shuffled into the draw pile: log it; it is a barrier. */
  reshuffled: boolean;
  /** Cards asked for but not available (draw and discard piles both ran out). */
  short: number;
}

/**
 * Draws `n` cards from the top. If the draw pile runs out and `reshuffleWith` is given, the
 * discard pile is shuffled into a new draw pile and drawing goes on; the reshuffle happens only
 * when a card is actually needed (drawing the last card leaves the draw pile empty).
 * Without `reshuffleWith`, or when both piles are exhausted, fewer cards come back (`short`).
 */
export function drawCards<T>(deck: Deck<T>, n: number, reshuffleWith?: Rng): DrawResult<T> {
  let pile = deck.draw.slice();
  let discard = deck.discard.slice();
  let reshuffled = false;
  const cards: T[] = [];
  while (cards.length < n) {
    if (pile.length === 0) {
      if (!reshuffleWith || discard.length === 0) break;
      pile = reshuffleWith.shuffle(discard);
      discard = [];
      reshuffled = true;
    }
    cards.push(pile.pop() as T);
  }
  return { deck: { draw: pile, discard }, cards, reshuffled, short: n - cards.length };
}

/** Puts `cards` on the discard pile, in order (the last one ends on top). */
export function discardCards<T>(deck: Deck<T>, cards: readonly T[]): Deck<T> {
  return { draw: deck.draw.slice(), discard: deck.discard.concat(cards) };
}

export interface DealResult<T> {
  deck: Deck<T>;
  hands: T[][];
  reshuffled: boolean;
  short: number;
}

/**
 * Deals `perHand` cards to each of `hands` hands, one card at a time round the table starting
 * with hand 0, as a dealer does. If cards run out the later hands get fewer (`short` > 0).
 */
export function deal<T>(deck: Deck<T>, hands: number, perHand: number, reshuffleWith?: Rng): DealResult<T> {
  const r = drawCards(deck, hands * perHand, reshuffleWith);
  const out: T[][] = [];
  for (let h = 0; h < hands; h++) out.push([]);
  for (let i = 0; i < r.cards.length; i++) out[i % hands].push(r.cards[i]);
  return { deck: r.deck, hands: out, reshuffled: r.reshuffled, short: r.short };
}

// ---------------------------------------------------------------------------------------------
// Conservation: every card of the game is in exactly one zone, as many times as expected.

/** "draw, hand0 (2)": each zone once, with how many copies it holds when more than one. */
function zoneList(zones: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const z of zones) counts.set(z, (counts.get(z) ?? 0) + 1);
  return [...counts].map(([z, n]) => (n > 1 ? `${z} (${n})` : z)).join(', ');
}

function show(card: unknown): string {
  return typeof card === 'string' ? JSON.stringify(card) : String(card);
}

/**
 * What is wrong with `zones` compared with the full card list `expected` (which may hold
 * several copies of a card): one message a problem, naming the zones involved; [] when every
 * card is present exactly as many times as expected.
 */
export function conservationProblems<T>(zones: Record<string, readonly T[]>, expected: readonly T[]): string[] {
  const want = new Map<T, number>();
  for (const c of expected) want.set(c, (want.get(c) ?? 0) + 1);
  const found = new Map<T, { count: number; zones: string[] }>();
  for (const name of Object.keys(zones)) {
    const zone = zones[name];
    if (!Array.isArray(zone)) {
      return [`zone ${name} is not an array`];
    }
    for (const c of zone) {
      const f = found.get(c);
      if (!f) found.set(c, { count: 1, zones: [name] });
      else {
        f.count++;
        f.zones.push(name);
      }
    }
  }
  const problems: string[] = [];
  for (const [card, f] of found) {
    const w = want.get(card) ?? 0;
    // The zones are named only in a problem's message (most calls find none: the contract asks at every move).
    if (w === 0) problems.push(`card ${show(card)} is not part of the game, found in ${zoneList(f.zones)}`);
    else if (f.count > w) problems.push(`card ${show(card)} is duplicated: ${f.count} copies (expected ${w}) in ${zoneList(f.zones)}`);
    else if (f.count < w) problems.push(`card ${show(card)}: ${w - f.count} of ${w} copies missing (found in ${zoneList(f.zones)})`);
  }
  for (const [card, w] of want) {
    if (!found.has(card)) {
      problems.push(`card ${show(card)} is missing: in none of the zones ${Object.keys(zones).join(', ')} (expected ${w})`);
    }
  }
  return problems;
}

