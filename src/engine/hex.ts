// Hex grids for map wargames (Corteo): coordinates, neighbours, distance, straight lines of
// hexes (throws need a "linea retta di esa"), hexsides (walls, rivers, bridges and rises live
// on the edge between two hexes) and pixel conversion for drawing. Movement reach is the city
// graph's (engine/graph.ts `reachable`, Corteo's rules/board.ts `graphOf`). Written by us after Amit Patel's guide,
// Red Blob Games, "Hexagonal Grids" (redblobgames.com/grids/hexagons).
//
// Axial coordinates {q, r}; the cube third is s = -q - r. Plain objects, JSON-friendly. A hex
// in a Map or in state goes by its string key "q,r". Results never hold -0 (keys and deep
// equality stay clean).

export type Hex = { q: number; r: number };
export type Point = { x: number; y: number };

/** A hex; `+ 0` turns -0 into 0. */
export function hex(q: number, r: number): Hex {
  return { q: q + 0, r: r + 0 };
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
function hexRound(q: number, r: number, s: number): Hex {
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
