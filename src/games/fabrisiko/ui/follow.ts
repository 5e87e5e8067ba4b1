// The valley's map on a small screen: opened close enough to read (the smallest words on it at
// READ_TEXT_PX or more), on the action, and following it: the territories the decision of the
// moment can use, or what the app just did. Pure functions: the table calls them, and the shared
// BoardViewport applies the view unless a finger is on the map (as Corteo's city: its follow.ts).
import type { Transform } from '../../../ui/viewport.ts';
import { MAX_SCALE, viewOnMost } from '../../../ui/viewport.ts';
import { CELLS, LABEL_AT, RIDGE_EDGES, type Pt } from './geometry.ts';
import { FRAME, SMALLEST_TEXT } from './map-svg.ts';

/** The smallest map words are this many pixels high at the scale a phone opens and follows at. */
export const READ_TEXT_PX = 11;
/** Below this many pixels for the smallest words at the whole map, the screen is a phone's (a landscape tablet's are 10 or more). */
export const PHONE_TEXT_PX = 9;
/** Room kept between a territory's label and the viewport's edge, in pixels at scale 1. */
const HALF_TERRITORY = 20;
const EDGE = 8;

/** The smallest map words' height in pixels on a board `width` pixels across, at the whole map. */
export const textPx = (width: number): number => (SMALLEST_TEXT * width) / FRAME.w;

/** Whether a board this wide shows the map's words too small to read whole (a phone, a portrait tablet). */
export const isSmallBoard = (width: number): boolean => textPx(width) < PHONE_TEXT_PX;

/** A little over: the map inside the board's border is a few pixels narrower than the board. */
const ROOM = 1.03;

/** The scale at which the smallest words read at READ_TEXT_PX. */
export const readScale = (width: number): number => Math.max(1, (READ_TEXT_PX * ROOM) / textPx(width));

/** How far a finger may zoom: MAX_SCALE, or well past the reading scale on a small board. */
export const fabMaxScale = (width: number): number => Math.max(MAX_SCALE, readScale(width) * 1.6);

/** A node's point on the map (a territory's label, a ridge's middle), in map units. */
export function nodePoint(node: number): Pt | null {
  if (node >= 0 && node < CELLS.length) return LABEL_AT[node];
  return RIDGE_EDGES.find((r) => r.node === node)?.mid ?? null;
}

/** Nodes' points in the board's pixels at scale 1, on a board `width` pixels across. */
export function pointsOf(nodes: readonly number[], width: number): { x: number; y: number }[] {
  const k = width / FRAME.w;
  return nodes.flatMap((n) => {
    const p = nodePoint(n);
    return p ? [{ x: (p[0] - FRAME.x) * k, y: (p[1] - FRAME.y) * k }] : [];
  });
}

type Point = { x: number; y: number };

/** Room kept around a territory's label at `scale`: at least part of the territory shows. */
const padAt = (scale: number) => EDGE + HALF_TERRITORY * scale;

/** Whether a point (pixels at scale 1) shows at `t` with a territory's room around it. */
function shows(p: Point, t: Transform, width: number, height: number): boolean {
  const pad = padAt(t.scale);
  const x = p.x * t.scale + t.x;
  const y = p.y * t.scale + t.y;
  return x >= pad && x <= width - pad && y >= pad && y <= height - pad;
}

/** The view at `scale` that shows the most of `points` (ui/viewport.ts). */
export const viewOn = (points: readonly Point[], scale: number, width: number, height: number, maxScale: number): Transform => viewOnMost(points, scale, width, height, maxScale, padAt(scale));

/**
 * The view the map opens at: whole on a board where its words read; on a small one at the
 * reading scale, on `points` (the action) or the map's middle.
 */
export function openingView(points: readonly Point[], width: number, height: number): Transform {
  if (!isSmallBoard(width)) return { x: 0, y: 0, scale: 1 };
  return viewOn(points, readScale(width), width, height, fabMaxScale(width));
}

/**
 * The view that brings `points` into sight from `current`, or null when they show already. On a
 * small board never below the reading scale (the map's button shows the whole valley); on a large
 * one at the player's zoom, zoomed out only as far as the points need.
 */
export function followView(current: Transform, points: readonly Point[], width: number, height: number): Transform | null {
  if (points.length === 0) return null;
  const small = isSmallBoard(width);
  const read = small ? readScale(width) : 1;
  const maxScale = fabMaxScale(width);
  const readable = current.scale >= read - 0.01;
  if (readable && points.every((p) => shows(p, current, width, height))) return null;
  let next: Transform;
  if (small) next = viewOn(points, Math.min(maxScale, Math.max(current.scale, read)), width, height, maxScale);
  else {
    if (current.scale <= 1.01) return null; // the whole map shows every point
    const xs = points.map((p) => p.x);
    const ys = points.map((p) => p.y);
    const pad = 2 * (EDGE + HALF_TERRITORY);
    const fit = Math.min(width / (Math.max(...xs) - Math.min(...xs) + pad), height / (Math.max(...ys) - Math.min(...ys) + pad));
    next = viewOn(points, Math.max(1, Math.min(current.scale, fit)), width, height, maxScale);
  }
  const same = Math.abs(next.x - current.x) < 1 && Math.abs(next.y - current.y) < 1 && Math.abs(next.scale - current.scale) < 0.01;
  return same ? null : next;
}
