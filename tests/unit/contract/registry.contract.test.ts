// The registry's side of the contract: every playable game brings what the contract, the
// bench and the screens need, and every game under the contract has its own test file (one a
// game, so vitest runs them side by side; suite.ts holds the tests themselves).
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../../src/games/catalogue.ts';
import { GAMES } from '../../../src/games/registry.ts';
import { LESSONS } from '../../../src/games/lessons.ts';
import { checkedGames } from './suite.ts';

describe('the registry', () => {
  it('gives every playable game its rules, content and contract checks', () => {
    for (const g of GAMES.filter((x) => x.load)) {
      expect(g.rules, g.id).toBeTypeOf('function');
      expect(g.content, g.id).toBeTypeOf('function');
      expect(g.checks, g.id).toBeTypeOf('function');
      expect(g.bench, g.id).toBeDefined();
    }
  });

  it("starts every entry from the home's catalogue card, in the same order, playable where it loads, with a lesson where it has one", () => {
    expect(GAMES.map((g) => g.id)).toEqual(CATALOGUE.map((c) => c.id));
    for (const [i, card] of CATALOGUE.entries()) {
      const { id, title, minPlayers, maxPlayers, accent, playable, lesson } = GAMES[i];
      expect({ id, title, minPlayers, maxPlayers, accent, playable, lesson }, card.id).toEqual(card);
      expect(playable, card.id).toBe(GAMES[i].load !== undefined);
      // The home offers "Impara giocando" from the card, without loading the lessons' registry.
      expect(card.lesson, card.id).toBe(card.id in LESSONS);
    }
  });

  it('puts every game with rules and checks under the contract, in a file of its own', () => {
    expect(checkedGames.length).toBeGreaterThanOrEqual(5);
    for (const g of checkedGames) {
      const file = new URL(`./${g.id}.contract.test.ts`, import.meta.url);
      expect(existsSync(file), `${g.id}.contract.test.ts`).toBe(true);
    }
  });
});
