// The map follows the action (ui/follow.ts): which hexes a decision concerns, and the pan and
// zoom that show them, leaving the player's view alone when it already does.
import { describe, expect, it } from 'vitest';
import { observe, type Observation } from '../../../src/engine/players.ts';
import { corteoRules, type CorteoMove, type CorteoState, type CorteoView } from '../../../src/games/corteo/rules.ts';
import { MAX_SCALE } from '../../../src/ui/viewport.ts';
import { cityMaxScale, focusOf, followTransform, openingTransform, CLOSE_HEX_PX, CORNER_SCALE, FINGER_HEX_PX, READ_HEX_PX } from '../../../src/games/corteo/ui/follow.ts';
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

  it('a movement phase as it begins: the units that may move; once one has moved, none (the player looks where they like)', () => {
    const s = place(FIELD, { [CO44]: [1, 1], [GR41]: [0, 6] }, { hand: 2 });
    expect(new Set(focusOf(input(s, 0)).hexes)).toEqual(new Set([key(1, 1), key(0, 6)]));
    const moved = { ...s, done: [CO44] };
    expect(focusOf(input(moved, 0)).hexes).toEqual([]);
  });
});

describe('the view that shows them', () => {
  const W = 400;
  const H = 280;
  const whole = { x: 0, y: 0, scale: 1 };

  // A tablet's hex, 14 px at the whole map (a phone's is held to a readable zoom: below).
  it('leaves the view alone when the hexes are in it', () => {
    expect(followTransform(whole, { x0: 100, y0: 100, x1: 150, y1: 120 }, 14, W, H, false)).toBeNull();
    const zoomed = { x: -200, y: -100, scale: 2 };
    // At 2x the box 120..140 x 70..90 is drawn at 40..80 x 40..80: inside, half a hex from the edge.
    expect(followTransform(zoomed, { x0: 120, y0: 70, x1: 140, y1: 90 }, 14, W, H, false)).toBeNull();
  });

  it('pans, at the player\'s zoom, to hexes off screen, centring them', () => {
    const zoomed = { x: 0, y: 0, scale: 2 };
    const t = followTransform(zoomed, { x0: 300, y0: 200, x1: 310, y1: 210 }, 14, W, H, false)!;
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
    // A tablet's hex (a phone's stays readable: below).
    const t = followTransform(zoomed, { x0: 20, y0: 20, x1: 380, y1: 100 }, 14, W, H, false)!;
    expect(t.scale).toBeLessThan(3);
    expect(20 * t.scale + t.x).toBeGreaterThanOrEqual(0);
    expect(380 * t.scale + t.x).toBeLessThanOrEqual(W);
  });

  it('zooms in for a close look at a die about to be rolled, hexes at least CLOSE_HEX_PX across', () => {
    // A tablet's hex, 14 px at the whole map.
    const t = followTransform(whole, { x0: 200, y0: 140, x1: 210, y1: 140 }, 14, W, H, true)!;
    expect(14 * t.scale).toBeGreaterThanOrEqual(CLOSE_HEX_PX - 0.01);
    expect(205 * t.scale + t.x).toBeCloseTo(W / 2, 0);
    // A phone's, 8 px: as close as the viewport goes at the shared limit...
    expect(followTransform(whole, { x0: 200, y0: 140, x1: 210, y1: 140 }, 8, W, H, true)!.scale).toBe(MAX_SCALE);
    // ...and with the city's own limit on a phone, until the hex is both a close look and a
    // finger's target (READ_HEX_PX, the larger).
    const phone = followTransform(whole, { x0: 200, y0: 140, x1: 210, y1: 140 }, 8, W, H, true, cityMaxScale(8))!;
    expect(8 * phone.scale).toBeCloseTo(Math.max(CLOSE_HEX_PX, READ_HEX_PX), 5);
  });
});

describe('a phone follows the action close enough to read', () => {
  const W = 400;
  const H = 280;
  it('zooms in from the whole city until a hex is READ_HEX_PX across, where the hexes fit', () => {
    const t = followTransform({ x: 0, y: 0, scale: 1 }, { x0: 300, y0: 200, x1: 320, y1: 210 }, 8, W, H, false, cityMaxScale(8))!;
    expect(8 * t.scale).toBeCloseTo(READ_HEX_PX, 5);
    // Already readable and in view: the player's view is left alone.
    expect(followTransform(t, { x0: 300, y0: 200, x1: 320, y1: 210 }, 8, W, H, false, cityMaxScale(8))).toBeNull();
  });

  it('hexes spread wider than a readable view: still readable, on as many of them as it holds', () => {
    // Three hexes together at one corner, one alone at the other.
    const points = [{ x: 20, y: 20 }, { x: 30, y: 25 }, { x: 25, y: 35 }, { x: 300, y: 200 }];
    const t = followTransform({ x: 0, y: 0, scale: 1 }, { x0: 20, y0: 20, x1: 300, y1: 200 }, 8, W, H, false, cityMaxScale(8), points)!;
    expect(8 * t.scale).toBeCloseTo(READ_HEX_PX, 5);
    const shown = points.filter((p) => p.x * t.scale + t.x >= 0 && p.x * t.scale + t.x <= W && p.y * t.scale + t.y >= 0 && p.y * t.scale + t.y <= H);
    expect(shown).toHaveLength(3);
  });
});

describe('the view the map opens at', () => {
  const W = 400;
  const H = 280;
  it('a phone zooms until a hex is a finger wide, a tablet as far as the shared limit', () => {
    expect(8 * cityMaxScale(8)).toBeCloseTo(FINGER_HEX_PX, 5);
    expect(cityMaxScale(FINGER_HEX_PX)).toBe(MAX_SCALE);
  });

  it('a tablet opens on the whole city', () => {
    expect(openingTransform({ x0: 300, y0: 200, x1: 310, y1: 210 }, 14, W, H)).toEqual({ x: 0, y: 0, scale: 1 });
  });

  it('a tablet opens on a game kept to a corner (a lesson, an editor\'s scenario), the whole city when the game spreads', () => {
    // Units over 60 × 40 px of a 400 × 280 city at hexes of 14: the corner fills the view.
    const corner = { x0: 200, y0: 100, x1: 260, y1: 140 };
    const t = openingTransform(null, 14, W, H, corner);
    expect(t.scale).toBeGreaterThanOrEqual(CORNER_SCALE);
    expect(t.scale).toBeLessThanOrEqual(cityMaxScale(14));
    // Every unit of the corner in view.
    for (const [x, y] of [[corner.x0, corner.y0], [corner.x1, corner.y1]]) {
      expect(x * t.scale + t.x).toBeGreaterThanOrEqual(0);
      expect(x * t.scale + t.x).toBeLessThanOrEqual(W);
      expect(y * t.scale + t.y).toBeGreaterThanOrEqual(0);
      expect(y * t.scale + t.y).toBeLessThanOrEqual(H);
    }
    // Spread over most of the city: whole, as any game on a tablet.
    expect(openingTransform(null, 14, W, H, { x0: 20, y0: 20, x1: 330, y1: 240 })).toEqual({ x: 0, y: 0, scale: 1 });
  });

  it('a tablet\u2019s game kept to a corner follows a wide reach without zooming out below a finger\u2019s hexes, and shows as much of it as that view holds', () => {
    // Opened on the corner at hexes of 42 px (14 at the whole city, scale 3); a unit's reach over
    // 300 x 60 px of the city, wider than the view at that scale.
    const current = { x: -600, y: -300, scale: 3 };
    const box = { x0: 40, y0: 100, x1: 340, y1: 160 };
    const points = [{ x: 40, y: 100 }, { x: 60, y: 110 }, { x: 80, y: 120 }, { x: 340, y: 160 }];
    // Not kept: zoomed out to the whole reach, hexes under a finger's size (the picker again).
    const free = followTransform(current, box, 14, W, H, false, cityMaxScale(14), points)!;
    expect(14 * free.scale).toBeLessThan(40);
    // Kept at 40 px: no lower, the unit's end of the reach in view.
    const kept = followTransform(current, box, 14, W, H, false, cityMaxScale(14), points, 40)!;
    expect(14 * kept.scale).toBeGreaterThanOrEqual(40 - 0.01);
    for (const p of points.slice(0, 3)) {
      expect(p.x * kept.scale + kept.x).toBeGreaterThanOrEqual(0);
      expect(p.x * kept.scale + kept.x).toBeLessThanOrEqual(W);
    }
  });

  it('a phone opens with hexes READ_HEX_PX across, the action in the middle', () => {
    const t = openingTransform({ x0: 300, y0: 200, x1: 310, y1: 210 }, 8, W, H);
    expect(8 * t.scale).toBeCloseTo(READ_HEX_PX, 5);
    expect(305 * t.scale + t.x).toBeCloseTo(W / 2, 5);
    expect(205 * t.scale + t.y).toBeCloseTo(H / 2, 5);
  });

  it('a phone with the action at a corner: the city still covers the map, the action in view', () => {
    const t = openingTransform({ x0: 2, y0: 2, x1: 4, y1: 4 }, 8, W, H);
    expect(t.x).toBe(0);
    expect(t.y).toBe(0);
    const none = openingTransform(null, 8, W, H);
    expect(W / 2 - none.x).toBeCloseTo((W / 2) * none.scale, 5);
  });
});
