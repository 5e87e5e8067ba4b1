// Hex grids for map wargames (Corteo): coordinates, neighbours, distance, straight lines of
// hexes (throws need a "linea retta di esa"), ranges and rings, hexsides (walls, rivers,
// bridges and rises live on the edge between two hexes), movement reach with terrain costs and
// zones of control, and pixel conversion for drawing. Written by us after Amit Patel's guide,
// Red Blob Games, "Hexagonal Grids" (redblobgames.com/grids/hexagons).
//
// Axial coordinates {q, r}; the cube third is s = -q - r. Plain objects, JSON-friendly. A hex
// in a Map or in state goes by its string key "q,r". Results never hold -0 (keys and deep
// equality stay clean).
import { heapPop, heapPush, type MinHeap } from './graph.ts';

export type Hex = { q: number; r: number };
export type Cube = { q: number; r: number; s: number };
export type Point = { x: number; y: number };

/** A hex; `+ 0` turns -0 into 0. */
export function hex(q: number, r: number): Hex {
  return { q: q + 0, r: r + 0 };
}
export function toCube(h: Hex): Cube {
  return { q: h.q, r: h.r, s: 0 - h.q - h.r };
}
export function hexKey(h: Hex): string {
  return `${h.q},${h.r}`;
}
/** The hex of a key "q,r" (each an optional minus and digits); throws on anything else. */
export function parseHexKey(key: string): Hex {
  // Read by hand rather than by a regular expression: rules parse keys in every move list.
  const comma = key.indexOf(',');
  const q = comma > 0 ? integerIn(key, 0, comma) : NaN;
  const r = comma > 0 ? integerIn(key, comma + 1, key.length) : NaN;
  if (Number.isNaN(q) || Number.isNaN(r)) throw new Error(`not a hex key: ${key}`);
  return hex(q, r);
}

/** The integer written in key[from, to): an optional '-' then one or more digits 0-9; NaN otherwise. */
function integerIn(key: string, from: number, to: number): number {
  let i = from;
  const negative = key.charCodeAt(i) === 45;
  if (negative) i++;
  if (i >= to) return NaN;
  let n = 0;
  for (; i < to; i++) {
    const d = key.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return NaN;
    n = n * 10 + d;
  }
  return negative ? -n : n;
}
export function hexEquals(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}
export function hexAdd(a: Hex, b: Hex): Hex {
  return hex(a.q + b.q, a.r + b.r);
}

/** The six directions, counter-clockwise from +q. Pointy-top on screen: E, NE, NW, W, SW, SE. */
export const HEX_DIRECTIONS: readonly Hex[] = [hex(1, 0), hex(1, -1), hex(0, -1), hex(-1, 0), hex(-1, 1), hex(0, 1)];

export function hexNeighbour(h: Hex, direction: number): Hex {
  const d = HEX_DIRECTIONS[direction];
  return hex(h.q + d.q, h.r + d.r);
}
export function hexNeighbours(h: Hex): Hex[] {
  return HEX_DIRECTIONS.map((d) => hex(h.q + d.q, h.r + d.r));
}
/** The direction (0..5) from `a` to its neighbour `b`, or -1 when they are not neighbours. */
export function directionTo(a: Hex, b: Hex): number {
  return HEX_DIRECTIONS.findIndex((d) => d.q === b.q - a.q && d.r === b.r - a.r);
}

/** Steps between two hexes: half the cube Manhattan distance. */
export function hexDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** The hex containing fractional cube point (q, r, s): round each, fix the worst-rounded one. */
export function hexRound(q: number, r: number, s: number): Hex {
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return hex(rq, rr);
}

/**
 * The straight line of hexes from `a` to `b`, both included (distance + 1 hexes): points
 * sampled evenly along the segment between centres, each rounded to its hex. Where the segment
 * runs exactly along hexsides a point is equidistant from two hexes; a tiny nudge (of sign
 * `side`) to both ends picks the same one every time. Rules that let either line count (or
 * neither) can compare `side` 1 and -1.
 */
export function hexLine(a: Hex, b: Hex, side: 1 | -1 = 1): Hex[] {
  const n = hexDistance(a, b);
  // The nudge stays on the plane q + r + s = 0 (1 + 2 - 3 = 0) and runs along no hexside.
  const eq = 1e-6 * side, er = 2e-6 * side, es = -3e-6 * side;
  const as = 0 - a.q - a.r;
  const bs = 0 - b.q - b.r;
  const out: Hex[] = [];
  for (let i = 0; i <= n; i++) {
    const t = n === 0 ? 0 : i / n;
    out.push(hexRound(a.q + eq + (b.q - a.q) * t, a.r + er + (b.r - a.r) * t, as + es + (bs - as) * t));
  }
  return out;
}

/** Every hex within `radius` steps of `center` (center included), by q then r. */
export function hexesInRange(center: Hex, radius: number): Hex[] {
  const out: Hex[] = [];
  for (let dq = -radius; dq <= radius; dq++) {
    const lo = Math.max(-radius, -dq - radius);
    const hi = Math.min(radius, -dq + radius);
    for (let dr = lo; dr <= hi; dr++) out.push(hex(center.q + dq, center.r + dr));
  }
  return out;
}

/** The 6·radius hexes at exactly `radius` steps ([center] for 0), walking round from SW. */
export function hexRing(center: Hex, radius: number): Hex[] {
  if (radius === 0) return [hex(center.q, center.r)];
  const out: Hex[] = [];
  let h = hex(center.q - radius, center.r + radius);
  for (let d = 0; d < 6; d++) {
    for (let j = 0; j < radius; j++) {
      out.push(h);
      h = hexNeighbour(h, d);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Hexsides. The key of the edge between two neighbours is "q1,r1|q2,r2" with the hexes in
// (q, then r) order, so both sides name it alike and content can write it by hand.

function first(a: Hex, b: Hex): boolean {
  return a.q < b.q || (a.q === b.q && a.r < b.r);
}

/** The canonical key of the hexside between neighbours `a` and `b`; throws if not neighbours. */
export function hexsideKey(a: Hex, b: Hex): string {
  if (hexDistance(a, b) !== 1) throw new Error(`${hexKey(a)} and ${hexKey(b)} are not neighbours`);
  return first(a, b) ? `${a.q},${a.r}|${b.q},${b.r}` : `${b.q},${b.r}|${a.q},${a.r}`;
}

/** The two hexes of a hexside key, in key order. */
export function hexsideHexes(key: string): [Hex, Hex] {
  const bar = key.indexOf('|');
  return [parseHexKey(key.slice(0, bar)), parseHexKey(key.slice(bar + 1))];
}

/**
 * Crossing from `from` into `to`: the hexside key and `dir` +1 when going from the key's first
 * hex to its second, -1 the other way. Store a rise as (key, +1 if uphill first → second):
 * the crossing climbs when rise * dir > 0 and descends when < 0.
 */
export function hexsideCrossing(from: Hex, to: Hex): { key: string; dir: 1 | -1 } {
  return { key: hexsideKey(from, to), dir: first(from, to) ? 1 : -1 };
}

// ---------------------------------------------------------------------------------------------
// Movement

export interface HexReachOptions {
  /** Cost of stepping from `from` into its neighbour `to` across `side`; null = impassable. */
  cost: (from: Hex, to: Hex, side: string) => number | null;
  /** Entering this hex ends the move (a zone of control, a metro station). */
  stopsIn?: (h: Hex) => boolean;
  /** Hexes off the map are never entered. */
  inBounds?: (h: Hex) => boolean;
}

export interface HexStep {
  hex: Hex;
  /** Least cost to get here. */
  cost: number;
  /** Key of the previous hex on a cheapest path; null for the start. */
  prev: string | null;
}

/**
 * Every hex reachable from `from` spending at most `budget` (Dijkstra), keyed by hex key, in
 * order of least cost. The start is always left, even from a zone of control: rules that pin
 * a unit there do not call this. The Map is a working result, not state: keep keys if needed.
 */
export function hexReach(from: Hex, budget: number, options: HexReachOptions): Map<string, HexStep> {
  const { cost, stopsIn, inBounds } = options;
  const best = new Map<string, HexStep>();
  const settled = new Map<string, HexStep>();
  const heap: MinHeap<string> = { costs: [], items: [] };
  const startKey = hexKey(from);
  best.set(startKey, { hex: hex(from.q, from.r), cost: 0, prev: null });
  heapPush(heap, 0, startKey);
  while (heap.costs.length > 0) {
    const c = heap.costs[0];
    const k = heapPop(heap);
    const at = best.get(k) as HexStep;
    if (settled.has(k) || c > at.cost) continue;
    settled.set(k, at);
    if (k !== startKey && stopsIn && stopsIn(at.hex)) continue;
    for (let d = 0; d < 6; d++) {
      const to = hexNeighbour(at.hex, d);
      const tk = hexKey(to);
      if (settled.has(tk) || (inBounds && !inBounds(to))) continue;
      const step = cost(at.hex, to, hexsideKey(at.hex, to));
      if (step === null || step < 0) continue;
      const nc = c + step;
      const old = best.get(tk);
      if (nc > budget || (old && nc >= old.cost)) continue;
      best.set(tk, { hex: to, cost: nc, prev: k });
      heapPush(heap, nc, tk);
    }
  }
  return settled;
}

/** The hexes from the start to `to` along a cheapest path of `reach`, or null. */
export function hexPath(reach: Map<string, HexStep>, to: Hex): Hex[] | null {
  const out: Hex[] = [];
  for (let s = reach.get(hexKey(to)); s; s = s.prev === null ? undefined : reach.get(s.prev)) out.push(s.hex);
  return out.length > 0 ? out.reverse() : null;
}

// ---------------------------------------------------------------------------------------------
// Drawing. `size` is the centre-to-corner distance; y grows downwards as in SVG.

export type HexLayout = { orientation: 'pointy' | 'flat'; size: number; origin: Point };

const S3 = Math.sqrt(3);

export function hexToPixel(layout: HexLayout, h: Hex): Point {
  const { size, origin } = layout;
  if (layout.orientation === 'pointy') {
    return { x: origin.x + size * (S3 * h.q + (S3 / 2) * h.r), y: origin.y + size * 1.5 * h.r };
  }
  return { x: origin.x + size * 1.5 * h.q, y: origin.y + size * ((S3 / 2) * h.q + S3 * h.r) };
}

/** The hex under a pixel (the inverse of hexToPixel, then rounded). */
export function pixelToHex(layout: HexLayout, p: Point): Hex {
  const x = (p.x - layout.origin.x) / layout.size;
  const y = (p.y - layout.origin.y) / layout.size;
  const q = layout.orientation === 'pointy' ? (S3 / 3) * x - y / 3 : (2 / 3) * x;
  const r = layout.orientation === 'pointy' ? (2 / 3) * y : -x / 3 + (S3 / 3) * y;
  return hexRound(q, r, -q - r);
}

/** The six corners, clockwise on screen (pointy: from 30°, the lower right; flat: from 0°). */
export function hexCorners(layout: HexLayout, h: Hex): Point[] {
  const c = hexToPixel(layout, h);
  const start = layout.orientation === 'pointy' ? 30 : 0;
  const out: Point[] = [];
  for (let i = 0; i < 6; i++) {
    const a = ((start + 60 * i) * Math.PI) / 180;
    out.push({ x: c.x + layout.size * Math.cos(a), y: c.y + layout.size * Math.sin(a) });
  }
  return out;
}

// Two decimals are plenty on screen; `+ 0` turns -0 (from cos 90° etc.) into 0.
const fmt = (v: number): string => String(Math.round(v * 100) / 100 + 0);

/** The corners as an SVG `points` attribute ("x,y x,y ..."), at most two decimals. */
export function hexPolygon(layout: HexLayout, h: Hex): string {
  return hexCorners(layout, h).map((p) => `${fmt(p.x)},${fmt(p.y)}`).join(' ');
}
