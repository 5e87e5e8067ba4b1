// The double-tap guard: the second touch of a double tap is dropped only when a move was
// committed between the two touches, and only when it is close in time and place.
import { describe, expect, it } from 'vitest';
import { DOUBLE_TAP_MS, DOUBLE_TAP_PX, DoubleTapGuard } from '../../../src/ui/double-tap.ts';

describe('double-tap guard', () => {
  it('drops the second touch of a double tap across a committed move', () => {
    const g = new DoubleTapGuard();
    expect(g.down({ x: 200, y: 790, time: 1000, moves: 12 })).toBe(false);
    expect(g.down({ x: 203, y: 788, time: 1000 + DOUBLE_TAP_MS - 1, moves: 13 })).toBe(true);
  });

  it('keeps a double tap with no move in between (the first tap was refused or is still saving)', () => {
    const g = new DoubleTapGuard();
    g.down({ x: 200, y: 790, time: 1000, moves: 12 });
    expect(g.down({ x: 200, y: 790, time: 1100, moves: 12 })).toBe(false);
  });

  it('keeps a later tap, or one somewhere else', () => {
    const g = new DoubleTapGuard();
    g.down({ x: 200, y: 790, time: 1000, moves: 12 });
    expect(g.down({ x: 200, y: 790, time: 1000 + DOUBLE_TAP_MS, moves: 13 })).toBe(false);
    expect(g.down({ x: 200 + DOUBLE_TAP_PX, y: 790, time: 1000 + DOUBLE_TAP_MS + 50, moves: 14 })).toBe(false);
  });

  it('compares each touch with the one just before it, not with the first', () => {
    const g = new DoubleTapGuard();
    g.down({ x: 10, y: 10, time: 0, moves: 1 });
    g.down({ x: 300, y: 300, time: 100, moves: 1 });
    expect(g.down({ x: 12, y: 10, time: 200, moves: 2 })).toBe(false);
    expect(g.down({ x: 12, y: 12, time: 250, moves: 3 })).toBe(true);
  });
});
