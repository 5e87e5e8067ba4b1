// FabRisiko!'s map on a small screen (ui/follow.ts): opened and kept at a scale where its smallest
// words read at 11 px, on the action; a tablet's whole map left alone.
import { describe, expect, it } from 'vitest';
import { TERRITORIES } from '../../../src/games/fabrisiko/content/index.ts';
import { FRAME, SMALLEST_TEXT, namesSvg } from '../../../src/games/fabrisiko/ui/map-svg.ts';
import { followView, isSmallBoard, openingView, pointsOf, readScale, READ_TEXT_PX, textPx } from '../../../src/games/fabrisiko/ui/follow.ts';
import { CELLS, RIDGE_EDGES } from '../../../src/games/fabrisiko/ui/geometry.ts';

/** A phone's board (the map's box on a 412 px phone) and a landscape tablet's. */
const PHONE = { w: 346, h: 332 };
const TABLET = { w: 660, h: 632 };
const shown = (p: { x: number; y: number }, t: { x: number; y: number; scale: number }, w: number, h: number) => {
  const x = p.x * t.scale + t.x;
  const y = p.y * t.scale + t.y;
  return x >= 0 && x <= w && y >= 0 && y <= h;
};
const node = (name: string) => TERRITORIES.findIndex((t) => t.name === name);

describe("the valley's map as read", () => {
  it('SMALLEST_TEXT is the smallest font of the fixed layer', () => {
    const sizes = [...namesSvg().matchAll(/font(?:-size)?:\s*(?:\d{3}\s+)?([\d.]+)px/g)].map((m) => Number(m[1]));
    expect(Math.min(...sizes)).toBe(SMALLEST_TEXT);
  });

  it("a phone's board is small and opens at the scale where the smallest words are 11 px or more", () => {
    expect(isSmallBoard(PHONE.w)).toBe(true);
    expect(isSmallBoard(TABLET.w)).toBe(false);
    const t = openingView([], PHONE.w, PHONE.h);
    expect(textPx(PHONE.w) * t.scale).toBeGreaterThanOrEqual(READ_TEXT_PX);
    expect(textPx(PHONE.w) * t.scale).toBeLessThan(READ_TEXT_PX * 1.1);
    // A tablet opens whole.
    expect(openingView([], TABLET.w, TABLET.h)).toEqual({ x: 0, y: 0, scale: 1 });
  });

  it('opens on the action: the territories asked about are in view', () => {
    const pts = pointsOf([node('Melano'), node('Marischio')], PHONE.w);
    const t = openingView(pts, PHONE.w, PHONE.h);
    for (const p of pts) expect(shown(p, t, PHONE.w, PHONE.h)).toBe(true);
    // The far corner of the valley is not (the view is zoomed).
    const [far] = pointsOf([node('San Michele')], PHONE.w);
    expect(shown(far, t, PHONE.w, PHONE.h)).toBe(false);
  });

  it("follows a decision's territories out of view, and leaves a view that shows them alone", () => {
    const melano = pointsOf([node('Melano')], PHONE.w);
    const t = openingView(melano, PHONE.w, PHONE.h);
    expect(followView(t, melano, PHONE.w, PHONE.h)).toBeNull();
    const far = pointsOf([node('San Michele'), node('Coccore')], PHONE.w);
    const next = followView(t, far, PHONE.w, PHONE.h)!;
    expect(next).not.toBeNull();
    for (const p of far) expect(shown(p, next, PHONE.w, PHONE.h)).toBe(true);
    // Never below the reading scale on a phone, even when the player had zoomed out to the whole map.
    const fromWhole = followView({ x: 0, y: 0, scale: 1 }, far, PHONE.w, PHONE.h)!;
    expect(fromWhole.scale).toBeCloseTo(readScale(PHONE.w), 5);
  });

  it('targets spread over the valley: the view shows the most of them it can', () => {
    const all = pointsOf(CELLS.map((_, i) => i), PHONE.w);
    const t = followView({ x: 0, y: 0, scale: 1 }, all, PHONE.w, PHONE.h)!;
    expect(t.scale).toBeCloseTo(readScale(PHONE.w), 5);
    expect(all.filter((p) => shown(p, t, PHONE.w, PHONE.h)).length).toBeGreaterThan(4);
  });

  it('a ridge target has its point (its middle)', () => {
    expect(pointsOf([RIDGE_EDGES[0].node], PHONE.w)).toHaveLength(1);
  });

  it('on a tablet the whole map is left alone', () => {
    const far = pointsOf([node('San Michele')], TABLET.w);
    expect(followView({ x: 0, y: 0, scale: 1 }, far, TABLET.w, TABLET.h)).toBeNull();
    expect(FRAME.w).toBeGreaterThan(0);
  });
});
