// The contract-test hooks of checks.ts on their own: they cover every kind of mission, name what
// nobody may see, reshuffle it without changing any view, and catch broken states.
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import { ENEMY_TOKENS, MISSION_IDS } from '../../../src/games/fiamme-d-assalto/content.ts';
import checks from '../../../src/games/fiamme-d-assalto/checks.ts';
import { autoSafe, rules, start, stepNow } from './helpers.ts';

describe('Fiamme checks (contract-test hooks)', () => {
  it('play every mission, solo and co-op, with the app\u2019s dice and physical dice', () => {
    const kinds = checks.playouts.map((p) => `${p.seatCount}-${JSON.stringify(p.options)}`);
    expect(new Set(kinds).size).toBe(MISSION_IDS.length * 2 * 2);
    expect(checks.playouts.every((p) => p.games > 0)).toBe(true);
  });

  it('hide the decks\u2019 order and the tokens, and reshuffling them changes no view', () => {
    let s = start(4, 2, true, 5);
    for (let i = 0; i < 3; i++) {
      const hidden = checks.hiddenTokens(s, 'table');
      expect(hidden).toEqual(expect.arrayContaining([...s.tdnDeck, ...s.trenchDeck, ...ENEMY_TOKENS.map((t) => t.id)]));
      const other = checks.reshuffleHidden(s, 'table', new Rng(seedRng(i)));
      expect(other.trenchDeck).not.toEqual(s.trenchDeck);
      expect(other.rng).not.toEqual(s.rng);
      for (const viewer of ['table', 0, 1] as const) {
        const text = JSON.stringify(rules.view(s, viewer));
        for (const token of hidden) expect(text.includes(token), token).toBe(false);
        expect(rules.view(other, viewer)).toEqual(rules.view(s, viewer));
      }
      expect(checks.invariants(other)).toEqual([]);
      s = autoSafe(s, (x) => x.turn > s.turn + 2 || stepNow(x) === 'over');
    }
  });

  it('invariants find lost cards and counters out of range', () => {
    const s = start(2, 1, false, 3);
    expect(checks.invariants(s)).toEqual([]);
    expect(checks.invariants({ ...s, trenchDeck: [...s.trenchDeck, s.trenchDeck[0]] }).join()).toMatch(/trench card/);
    expect(checks.invariants({ ...s, ardimento: 5 }).join()).toMatch(/ardimento 5/);
    expect(checks.invariants({ ...s, bag: s.bag.slice(1) }).join()).toMatch(/tokens/);
  });
});
