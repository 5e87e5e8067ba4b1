// Which territory a finger meant. On a phone the smallest frazioni are about 40 px across and
// a ridge's ring about 22 px, under the 48 px a finger needs, so a tap counts for a target it
// lands on or near: on one target it is that target; near several and on none, the table asks.
import { CELLS, RIDGE_EDGES, type Pt } from './geometry.ts';

/** The ring drawn on a ridge the decision can use, in map units (MapView draws it). */
export const RIDGE_RING = 26;

function insidePolygon(p: Pt, poly: readonly Pt[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i];
    const [xj, yj] = poly[j];
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function toSegment(p: Pt, a: Pt, b: Pt): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = dx * dx + dy * dy;
  const u = len === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len));
  return Math.hypot(p[0] - (a[0] + u * dx), p[1] - (a[1] + u * dy));
}

/** How far a point is from a territory's cell, in map units: 0 inside it. */
export function distanceToCell(p: Pt, node: number): number {
  const poly = CELLS[node];
  if (insidePolygon(p, poly)) return 0;
  let d = Infinity;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) d = Math.min(d, toSegment(p, poly[j], poly[i]));
  return d;
}

/**
 * The targets a tap at `p` may mean, nearest first: a ridge whose ring it is on, or the
 * territory it is in, alone; otherwise every target within `reach` map units (a ridge's ring
 * counted as at least `ridgeMin` units across its radius, so it is as big as a finger).
 */
export function tapCandidates(p: Pt, targets: ReadonlySet<number>, reach: number, ridgeMin: number): number[] {
  const ridgeR = Math.max(RIDGE_RING, ridgeMin);
  const found: { node: number; d: number }[] = [];
  for (const r of RIDGE_EDGES) {
    if (!targets.has(r.node)) continue;
    const d = Math.hypot(p[0] - r.mid[0], p[1] - r.mid[1]);
    if (d <= RIDGE_RING) return [r.node];
    found.push({ node: r.node, d: Math.max(0, d - ridgeR) });
  }
  for (const node of targets) {
    if (node >= CELLS.length) continue;
    const d = distanceToCell(p, node);
    if (d === 0) return [node];
    found.push({ node, d });
  }
  return found.filter((x) => x.d <= reach).sort((a, b) => a.d - b.d).map((x) => x.node);
}
