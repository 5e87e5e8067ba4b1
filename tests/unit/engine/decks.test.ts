import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import {
  conservationProblems,
  deal,
  discardCards,
  drawCards,
  newDeck,
  type Deck,
} from '../../../src/engine/decks.ts';

const frozen = <T>(d: Deck<T>): Deck<T> => Object.freeze({ draw: Object.freeze(d.draw.slice()), discard: Object.freeze(d.discard.slice()) }) as Deck<T>;

describe('drawing', () => {
  it('draws from the top, which is the last element', () => {
    const r = drawCards(frozen(newDeck([1, 2, 3])), 2);
    expect(r).toEqual({ deck: { draw: [1], discard: [] }, cards: [3, 2], reshuffled: false, short: 0 });
  });

  it('comes back short without an rng, leaving the discard pile alone', () => {
    const r = drawCards(frozen({ draw: [1], discard: [2, 3] }), 3);
    expect(r).toEqual({ deck: { draw: [], discard: [2, 3] }, cards: [1], reshuffled: false, short: 2 });
  });

  it('reshuffles the discard pile into the draw pile when it runs out, and says so', () => {
    const deck = frozen({ draw: [1], discard: [2, 3, 4] });
    const r = drawCards(deck, 3, new Rng(seedRng(21)));
    // The same draws by hand: the last draw card first, then the shuffled discards from the top.
    const pile = new Rng(seedRng(21)).shuffle([2, 3, 4]);
    expect(r.cards).toEqual([1, pile[2], pile[1]]);
    expect(r.deck).toEqual({ draw: [pile[0]], discard: [] });
    expect(r.reshuffled).toBe(true);
    expect(r.short).toBe(0);
    expect(deck).toEqual({ draw: [1], discard: [2, 3, 4] });
    expect(conservationProblems({ drawn: r.cards, draw: r.deck.draw, discard: r.deck.discard }, [1, 2, 3, 4])).toEqual([]);
  });

  it('does not reshuffle when the last card is drawn exactly (nor touch the rng)', () => {
    const rng = new Rng(seedRng(4));
    const before = rng.state;
    const r = drawCards({ draw: [1, 2], discard: [3] }, 2, rng);
    expect(r).toEqual({ deck: { draw: [], discard: [3] }, cards: [2, 1], reshuffled: false, short: 0 });
    expect(rng.state).toEqual(before);
  });

  it('is still short when both piles are exhausted', () => {
    const r = drawCards({ draw: [], discard: [5] }, 3, new Rng(seedRng(1)));
    expect(r).toEqual({ deck: { draw: [], discard: [] }, cards: [5], reshuffled: true, short: 2 });
  });

  it('returns fresh arrays even when nothing is drawn', () => {
    const deck = { draw: [1], discard: [2] };
    const r = drawCards(deck, 0);
    expect(r.deck).toEqual(deck);
    expect(r.deck.draw).not.toBe(deck.draw);
    expect(r.deck.discard).not.toBe(deck.discard);
  });

});

describe('shuffling', () => {
  it('is determined by the seed', () => {
    const cards = Array.from({ length: 30 }, (_, i) => i);
    const a = newDeck(cards, new Rng(seedRng(8)));
    const b = newDeck(cards, new Rng(seedRng(8)));
    const c = newDeck(cards, new Rng(seedRng(9)));
    expect(a).toEqual(b);
    expect(a.draw).not.toEqual(c.draw);
    expect(a.draw).not.toEqual(cards);
    expect(conservationProblems({ draw: a.draw }, cards)).toEqual([]);
  });

});

describe('discarding and dealing', () => {
  it('puts discards on top in order', () => {
    expect(discardCards(frozen({ draw: [1], discard: [2] }), [3, 4])).toEqual({ draw: [1], discard: [2, 3, 4] });
  });

  it('deals one card at a time round the table', () => {
    const r = deal(frozen(newDeck([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])), 3, 2);
    expect(r.hands).toEqual([
      [9, 6],
      [8, 5],
      [7, 4],
    ]);
    expect(r.deck).toEqual({ draw: [0, 1, 2, 3], discard: [] });
    expect(r.short).toBe(0);
  });

  it('deals short when the cards run out', () => {
    const r = deal(newDeck([1, 2, 3, 4, 5]), 2, 3);
    expect(r.hands).toEqual([
      [5, 3, 1],
      [4, 2],
    ]);
    expect(r.short).toBe(1);
  });

});

describe('conservation', () => {
  const all = [1, 2, 3, 4, 5, 6];

  it('passes when every card is in exactly one zone', () => {
    const zones = { draw: [1, 2], discard: [3], hand0: [4, 5], hand1: [6] };
    expect(conservationProblems(zones, all)).toEqual([]);
  });

  it('catches a duplicated card and names both zones', () => {
    const zones = { draw: [1, 2, 3], discard: [3], hand0: [4, 5, 6] };
    expect(conservationProblems(zones, all)).toEqual(['card 3 is duplicated: 2 copies (expected 1) in draw, discard']);
  });

  it('catches a missing card', () => {
    const zones = { draw: [1, 2], discard: [3], hand0: [4, 6] };
    expect(conservationProblems(zones, all)).toEqual(['card 5 is missing: in none of the zones draw, discard, hand0 (expected 1)']);
  });

  it('catches a card that is not part of the game and a lost copy of a repeated card', () => {
    const problems = conservationProblems({ hand0: ['x', 'x', 'zz'] }, ['x', 'x', 'x']);
    expect(problems).toEqual(['card "x": 1 of 3 copies missing (found in hand0 (2))', 'card "zz" is not part of the game, found in hand0']);
    expect(conservationProblems({ hand0: [1, 2, 1], draw: [1] }, [1, 2])).toEqual([
      'card 1 is duplicated: 3 copies (expected 1) in hand0 (2), draw',
    ]);
  });

  it('holds through a long seeded sequence of draws, discards and reshuffles', () => {
    const cards = Array.from({ length: 20 }, (_, i) => i);
    const rng = new Rng(seedRng(77));
    let deck = newDeck(cards, rng);
    let hand: number[] = [];
    let reshuffles = 0;
    for (let turn = 0; turn < 200; turn++) {
      const r = drawCards(deck, rng.int(1, 4), rng);
      if (r.reshuffled) reshuffles++;
      hand = hand.concat(r.cards);
      const keep = rng.int(0, Math.min(3, hand.length));
      deck = discardCards(r.deck, hand.slice(keep));
      hand = hand.slice(0, keep);
      expect(conservationProblems({ draw: deck.draw, discard: deck.discard, hand }, cards)).toEqual([]);
    }
    expect(reshuffles).toBeGreaterThan(10);
  });
});
