// The map's shapes, computed once from the territories' positions: the comune's outline (our own
// drawing around the valley), each territory as its Voronoi cell clipped to that outline (so
// cells that share an edge are the neighbours of content/map.ts), the edge each mountain border
// runs along, and where a unit stack sits. Pure arithmetic: no DOM.
import { BORDERS, TERRITORIES } from '../content/index.ts';
import { RIDGES } from '../rules/board.ts';

export type Pt = [number, number];

/** The comune's outline in the map's 0-1000 frame: our own drawing, wider in the west's mountains. */
export const OUTLINE: readonly Pt[] = [
  [300, 70], [420, 95], [540, 80], [690, 70], [860, 85], [960, 230], [985, 420], [975, 600],
  [905, 720], [900, 860], [760, 925], [560, 950], [380, 955], [200, 900], [90, 780], [70, 620],
  [95, 440], [80, 300], [150, 180], [220, 100],
];

/** Keeps the part of `poly` on `site`'s side of the bisector between `site` and `other`. */
function clipToward(poly: Pt[], site: Pt, other: Pt): Pt[] {
  const nx = other[0] - site[0];
  const ny = other[1] - site[1];
  const c = (other[0] * other[0] + other[1] * other[1] - site[0] * site[0] - site[1] * site[1]) / 2;
  const inside = (p: Pt) => p[0] * nx + p[1] * ny <= c;
  const out: Pt[] = [];
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i];
    const q = poly[(i + 1) % poly.length];
    const pin = inside(p);
    const qin = inside(q);
    if (pin) out.push(p);
    if (pin !== qin) {
      const dp = p[0] * nx + p[1] * ny - c;
      const dq = q[0] * nx + q[1] * ny - c;
      const t = dp / (dp - dq);
      out.push([p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t]);
    }
  }
  return out;
}

const SITES: Pt[] = TERRITORIES.map((t) => [t.x, t.y]);

/** Each territory's cell, in content order. */
export const CELLS: readonly Pt[][] = SITES.map((site, i) =>
  SITES.reduce<Pt[]>((poly, other, j) => (i === j ? poly : clipToward(poly, site, other)), OUTLINE.slice()),
);

export const pathOf = (poly: readonly Pt[]): string =>
  poly.length ? `M${poly.map((p) => `${p[0].toFixed(1)},${p[1].toFixed(1)}`).join('L')}Z` : '';

/** The stretch of border two cells share (their common vertices), or the midpoint when they barely touch. */
export function sharedEdge(a: number, b: number): [Pt, Pt] {
  const sa = SITES[a];
  const sb = SITES[b];
  const on = CELLS[a].filter((p) => Math.abs(Math.hypot(p[0] - sa[0], p[1] - sa[1]) - Math.hypot(p[0] - sb[0], p[1] - sb[1])) < 0.5);
  if (on.length >= 2) return [on[0], on[on.length - 1]];
  // No common stretch inside the outline: a short piece of the bisector between the two.
  const mx = (sa[0] + sb[0]) / 2;
  const my = (sa[1] + sb[1]) / 2;
  const dx = sb[0] - sa[0];
  const dy = sb[1] - sa[1];
  const len = Math.hypot(dx, dy) || 1;
  const k = 30 / len;
  return [[mx - dy * k, my + dx * k], [mx + dy * k, my - dx * k]];
}

/** A visual centre of a cell (the mean of its vertices pulled toward its site): where its label goes. */
export const LABEL_AT: readonly Pt[] = CELLS.map((poly, i) => {
  const cx = poly.reduce((s, p) => s + p[0], 0) / Math.max(1, poly.length);
  const cy = poly.reduce((s, p) => s + p[1], 0) / Math.max(1, poly.length);
  return [(cx + SITES[i][0] * 2) / 3, (cy + SITES[i][1] * 2) / 3];
});

/** Each ridge node's edge and its middle (where infantry on the ridge is drawn). */
export const RIDGE_EDGES: readonly { node: number; a: number; b: number; edge: [Pt, Pt]; mid: Pt }[] = RIDGES.map((r) => {
  const edge = sharedEdge(r.a, r.b);
  return { ...r, edge, mid: [(edge[0][0] + edge[1][0]) / 2, (edge[0][1] + edge[1][1]) / 2] };
});

/** The plain borders (drawn faintly on top of the cells, so the map reads as the adjacency it is). */
export const PLAIN_EDGES: readonly [Pt, Pt][] = BORDERS.filter((b) => !b.mountain).map((b) =>
  sharedEdge(TERRITORIES.findIndex((t) => t.id === b.a), TERRITORIES.findIndex((t) => t.id === b.b)),
);

/** Little peaks along a ridge's edge: the relief drawing of a mountain border. */
export function ridgePeaks(edge: [Pt, Pt]): string {
  const [p, q] = edge;
  const len = Math.hypot(q[0] - p[0], q[1] - p[1]);
  const n = Math.max(2, Math.round(len / 26));
  const ux = (q[0] - p[0]) / len;
  const uy = (q[1] - p[1]) / len;
  let d = '';
  for (let i = 0; i < n; i++) {
    const t0 = (len * i) / n;
    const t1 = (len * (i + 1)) / n;
    const a: Pt = [p[0] + ux * t0, p[1] + uy * t0];
    const b: Pt = [p[0] + ux * t1, p[1] + uy * t1];
    const h = Math.min(16, (t1 - t0) * 0.7);
    const m: Pt = [(a[0] + b[0]) / 2 + uy * h, (a[1] + b[1]) / 2 - ux * h];
    d += `M${a[0].toFixed(1)},${a[1].toFixed(1)}L${m[0].toFixed(1)},${m[1].toFixed(1)}L${b[0].toFixed(1)},${b[1].toFixed(1)}`;
  }
  return d;
}
