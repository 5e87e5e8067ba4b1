// The map follows the action (ui/follow.ts): which hexes a decision concerns, and the pan and
// zoom that show them, leaving the player's view alone when it already does.
import { describe, expect, it } from 'vitest';
import { observe, type Observation } from '../../../src/engine/players.ts';
import { corteoRules, type CorteoMove, type CorteoState, type CorteoView } from '../../../src/games/corteo/rules.ts';
import { MAX_SCALE } from '../../../src/ui/viewport.ts';
import { focusOf, followTransform, CLOSE_HEX_PX } from '../../../src/games/corteo/ui/follow.ts';
import type { Pick } from '../../../src/games/corteo/ui/Decision.tsx';
import { unitsAt } from '../../../src/games/corteo/ui/targets.ts';
import { CELERE, CELERE2, CO44, GR41, SP66, key, place } from './helpers.ts';
import { startAt } from '../../../src/engine/flow.ts';

const NO_PICK: Pick = { unit: null, mode: null, combat: null, rolling: null };
const FIELD = ['.........', '.........', '.........'];
const obsOf = (s: CorteoState, seat: number) => observe(corteoRules, s, seat, 2) as Observation<CorteoView, CorteoMove>;
const input = (s: CorteoState, seat: number, pick: Pick = NO_PICK, app = false, recent: string[] = []) => {
  const o = obsOf(s, seat);
  return { view: o.view, moves: o.moves, pick, app, recent, at: unitsAt(o.view) };
};

describe('the hexes a decision concerns', () => {
  const combat = place(FIELD, { [CELERE]: [1, 4], [CELERE2]: [1, 4], [GR41]: [1, 3], [SP66]: [1, 6] }, { side: 'potere', flow: startAt('combat') });

  it('a combat step: every unit in a combat; a chosen combat alone, for a close look', () => {
    const all = focusOf(input(combat, 1));
    expect(new Set(all.hexes)).toEqual(new Set([key(1, 4), key(1, 3)]));
    expect(all.close).toBe(false);
    const i = obsOf(combat, 1).moves.findIndex((m) => m.type === 'combat');
    const one = focusOf(input(combat, 1, { ...NO_PICK, combat: i }));
    expect(one.close).toBe(true);
    expect(one.hexes.length).toBeGreaterThan(0);
  });

  it('a throw about to be rolled: the thrower and its target', () => {
    const s = place(FIELD, { [SP66]: [1, 1], [CELERE]: [1, 4] }, { hand: 2 });
    const f = focusOf(input(s, 0, { unit: SP66, mode: 'throw', combat: null, rolling: { type: 'throw', unit: SP66, at: key(1, 4) } }));
    expect(f).toEqual({ hexes: [key(1, 1), key(1, 4)], close: true });
  });

  it('the app to move: what it just did', () => {
    const s = place(FIELD, { [CO44]: [1, 1] }, { hand: 2 });
    expect(focusOf(input(s, 0, NO_PICK, true, [key(0, 0), key(2, 8)]))).toEqual({ hexes: [key(0, 0), key(2, 8)], close: false });
  });

  it('a free movement phase with nothing picked: none (the player looks where they like)', () => {
    const s = place(FIELD, { [CO44]: [1, 1] }, { hand: 2 });
    expect(focusOf(input(s, 0)).hexes).toEqual([]);
  });
});

describe('the view that shows them', () => {
  const W = 400;
  const H = 280;
  const whole = { x: 0, y: 0, scale: 1 };

  it('leaves the view alone when the hexes are in it', () => {
    expect(followTransform(whole, { x0: 100, y0: 100, x1: 150, y1: 120 }, 8, W, H, false)).toBeNull();
    const zoomed = { x: -200, y: -100, scale: 2 };
    // At 2x the box 110..140 x 60..90 is drawn at 20..80 x 20..80: inside.
    expect(followTransform(zoomed, { x0: 110, y0: 60, x1: 140, y1: 90 }, 8, W, H, false)).toBeNull();
  });

  it('pans, at the player\'s zoom, to hexes off screen, centring them', () => {
    const zoomed = { x: 0, y: 0, scale: 2 };
    const t = followTransform(zoomed, { x0: 300, y0: 200, x1: 310, y1: 210 }, 8, W, H, false)!;
    expect(t.scale).toBe(2);
    const cx = 305 * t.scale + t.x;
    const cy = 205 * t.scale + t.y;
    expect(cx).toBeGreaterThan(0);
    expect(cx).toBeLessThan(W);
    expect(cy).toBeGreaterThan(0);
    expect(cy).toBeLessThan(H);
  });

  it('zooms out as far as needed when the hexes do not fit at the player\'s zoom', () => {
    const zoomed = { x: 0, y: 0, scale: 3 };
    const t = followTransform(zoomed, { x0: 20, y0: 20, x1: 380, y1: 100 }, 8, W, H, false)!;
    expect(t.scale).toBeLessThan(3);
    expect(20 * t.scale + t.x).toBeGreaterThanOrEqual(0);
    expect(380 * t.scale + t.x).toBeLessThanOrEqual(W);
  });

  it('zooms in for a close look at a die about to be rolled, hexes at least CLOSE_HEX_PX across', () => {
    // A tablet's hex, 14 px at the whole map.
    const t = followTransform(whole, { x0: 200, y0: 140, x1: 210, y1: 140 }, 14, W, H, true)!;
    expect(14 * t.scale).toBeGreaterThanOrEqual(CLOSE_HEX_PX - 0.01);
    expect(205 * t.scale + t.x).toBeCloseTo(W / 2, 0);
    // A phone's, 8 px: as close as the viewport goes.
    expect(followTransform(whole, { x0: 200, y0: 140, x1: 210, y1: 140 }, 8, W, H, true)!.scale).toBe(MAX_SCALE);
  });
});
