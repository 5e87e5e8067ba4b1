// Moves listed per piece (engine/steps.ts `Pieces`): the flat listing is derived from the pieces,
// and a random move computes the moves of the one piece it draws, never every piece's.
import { describe, expect, it } from 'vitest';
import { appendToLog } from '../../../src/engine/context.ts';
import { defineRules } from '../../../src/engine/steps.ts';
import type { LogEntry } from '../../../src/engine/log.ts';
import { seedRng, Rng } from '../../../src/engine/rng.ts';
import { randomMove } from '../../../src/engine/playout.ts';

interface TokenState {
  rng: number[];
  at: Record<string, number>;
  log: LogEntry[];
}
type TokenMove = { type: 'step'; token: string; to: number } | { type: 'pass' };

/** Which pieces had their moves computed, in order. */
const asked: string[] = [];

const tokens = defineRules<TokenState, TokenMove, TokenState, Record<string, never>, 'go'>({
  id: 'tokens',
  contentVersion: 1,
  minSeats: 1,
  maxSeats: 1,
  defaultOptions: () => ({}),
  optionsProblem: () => null,
  // Token c is stuck at 9: a piece with no move.
  setup: (_o, _n, seed) => ({ rng: [...seedRng(seed)], at: { a: 0, b: 3, c: 9 }, log: [] }),
  stepOf: () => 'go',
  draft: (s) => ({ ...s, at: { ...s.at } }),
  writeLog: appendToLog,
  view: (s) => s,
  outcome: () => null,
  steps: {
    go: {
      kind: 'tokens.step.go',
      seat: () => 0,
      pieces: {
        list: (s) => [...Object.keys(s.at), 'pass'],
        moves: (s, _seat, piece) => {
          asked.push(piece);
          if (piece === 'pass') return [{ type: 'pass' }];
          const from = s.at[piece];
          return [from + 1, from + 2].filter((to) => to <= 9).map((to) => ({ type: 'step', token: piece, to }));
        },
      },
      on: {
        step: (c, m) => {
          c.s.at[m.token] = m.to;
        },
        pass: () => {},
      },
    },
  },
});

describe('moves listed per piece', () => {
  it('lists the pieces and derives the flat listing from their moves, in order', () => {
    const s = tokens.setup({}, 1, 1);
    expect(tokens.pieces!(s, 0)).toEqual(['a', 'b', 'c', 'pass']);
    expect(tokens.pieceMoves!(s, 0, 'b')).toEqual([
      { type: 'step', token: 'b', to: 4 },
      { type: 'step', token: 'b', to: 5 },
    ]);
    expect(tokens.legalMoves(s, 0)).toEqual([
      { type: 'step', token: 'a', to: 1 },
      { type: 'step', token: 'a', to: 2 },
      { type: 'step', token: 'b', to: 4 },
      { type: 'step', token: 'b', to: 5 },
      { type: 'pass' },
    ]);
    // Another seat has no pieces and no moves.
    expect(tokens.pieces!(s, 1)).toEqual([]);
    expect(tokens.pieceMoves!(s, 1, 'a')).toEqual([]);
  });

  it('a random move computes the moves of the piece it draws only, and skips a piece with none', () => {
    const s = tokens.setup({}, 1, 1);
    const rng = new Rng(seedRng(7));
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      asked.length = 0;
      const m = randomMove(tokens, s, 0, rng)!;
      const computed = asked.slice();
      expect(tokens.legalMoves(s, 0)).toContainEqual(m);
      // One piece computed, or two when the first drawn was the stuck token c.
      expect(computed.length === 1 || (computed.length === 2 && computed[0] === 'c')).toBe(true);
      seen.add(JSON.stringify(m));
    }
    // Every legal move comes up.
    expect(seen.size).toBe(5);
  });

  it('a seat with pieces but no move at all has no random move (a dead end)', () => {
    const s = { ...tokens.setup({}, 1, 1), at: { c: 9 } };
    const stuck = { ...tokens, pieces: () => ['c'] };
    expect(randomMove(stuck, s, 0, new Rng(seedRng(1)))).toBeNull();
  });

  it('a step must list its moves one way: flat or per piece', () => {
    const spec = {
      id: 'bad',
      contentVersion: 1,
      minSeats: 1,
      maxSeats: 1,
      defaultOptions: () => ({}),
      optionsProblem: () => null,
      setup: () => ({ rng: [...seedRng(1)] }),
      stepOf: () => 'go' as const,
      draft: (s: { rng: number[] }) => s,
      writeLog: () => {},
      view: (s: unknown) => s,
      outcome: () => null,
    };
    expect(() => defineRules({ ...spec, steps: { go: { kind: 'k', seat: () => 0, on: {} } } })).toThrow(/either flat/);
    // A game whose steps all list flat has no per-piece listing: a random move lists flat, as before.
    expect(defineRules({ ...spec, steps: { go: { kind: 'k', seat: () => 0, on: {}, moves: () => [] } } }).pieces).toBeUndefined();
    expect(() =>
      defineRules({ ...spec, steps: { go: { kind: 'k', seat: () => 0, on: {}, moves: () => [], pieces: { list: () => [], moves: () => [] } } } }),
    ).toThrow(/either flat/);
  });
});
