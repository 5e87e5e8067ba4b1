import { describe, expect, it } from 'vitest';
import { clampTransform } from '../../../src/ui/viewport.ts';

describe('board viewport limits', () => {
  it('never zooms out below the board nor past 3x', () => {
    expect(clampTransform({ x: 10, y: 10, scale: 0.5 }, 400, 300)).toEqual({ x: 0, y: 0, scale: 1 });
    expect(clampTransform({ x: 0, y: 0, scale: 9 }, 400, 300).scale).toBe(3);
  });
  it('keeps the zoomed board covering the viewport', () => {
    const t = clampTransform({ x: -5000, y: 200, scale: 2 }, 400, 300);
    expect(t).toEqual({ x: -400, y: 0, scale: 2 });
  });
});
