// The heads step as units tapped one by one (ui/heads.ts): the pairs the rules allow become a
// short list of units, a tap adds a unit that may join, drops a chosen one, or starts afresh.
import { describe, expect, it } from 'vitest';
import type { CorteoMove } from '../../../src/games/corteo/rules.ts';
import { headCandidates, headMove, headPartners, initialHeads, toggleHead } from '../../../src/games/corteo/ui/heads.ts';

// Base game: a and b march together, c and d together, e alone (no pair with anyone).
const PAIRS: CorteoMove[] = [
  { type: 'heads', units: ['a', 'b'] },
  { type: 'heads', units: ['c', 'd'] },
];

describe('choosing the heads by units', () => {
  it('lists each unit once, not each pair', () => {
    expect(headCandidates(PAIRS)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('after one unit, only its partners may join; the pair made is the move', () => {
    expect(headPartners(PAIRS, ['a'])).toEqual(['b']);
    let chosen = toggleHead(PAIRS, [], 'a');
    expect(headMove(PAIRS, chosen)).toBeNull();
    chosen = toggleHead(PAIRS, chosen, 'b');
    expect(headMove(PAIRS, chosen)).toEqual({ type: 'heads', units: ['a', 'b'] });
  });

  it('a unit that cannot join starts afresh; a chosen one is let go', () => {
    expect(toggleHead(PAIRS, ['a'], 'c')).toEqual(['c']);
    expect(toggleHead(PAIRS, ['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleHead(PAIRS, ['a'], 'z')).toEqual(['a']);
  });

  it('single heads (no two together) are made by one tap; a lone declaration is chosen already', () => {
    const singles: CorteoMove[] = [{ type: 'heads', units: ['a'] }, { type: 'heads', units: ['b'] }];
    expect(headMove(singles, toggleHead(singles, [], 'b'))).toEqual({ type: 'heads', units: ['b'] });
    expect(initialHeads(singles)).toEqual([]);
    expect(initialHeads([{ type: 'heads', units: ['a', 'b'] }])).toEqual(['a', 'b']);
  });
});
