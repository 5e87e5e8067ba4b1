// Rubico's contract hooks (checks.ts) on their own: the invariants catch broken states. The
// seeded playouts themselves run in the contract test (tests/unit/contract), with these hooks.
import { describe, expect, it } from 'vitest';
import checks from '../../../src/games/rubico/checks.ts';
import { started } from './helpers.ts';

describe('Rubico invariants (checks.ts)', () => {
  it('hold on a fresh game and name what is broken', () => {
    const s = started(5, 3);
    expect(checks.invariants(s)).toEqual([]);
    const dup = { ...s, deck: [...s.deck.slice(1), s.hands[1][0]] };
    expect(checks.invariants(dup).join()).toMatch(/duplicated: 2 copies .* in deck, row 1/);
    expect(checks.invariants({ ...s, deck: s.deck.slice(1) }).join()).toMatch(/is missing/);
    expect(checks.invariants({ ...s, pos: 99 }).join()).toMatch(/Caesar at 99/);
    expect(checks.invariants({ ...s, senate: [0, 1, 1, 3, 4, 5, 6, 7] }).join()).toMatch(/not conserved/);
    expect(checks.invariants({ ...s, winner: 'red' }).join()).toMatch(/winner red in step suggest/);
  });
});
