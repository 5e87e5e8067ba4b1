// Geometry for drawing the city: the hex layout, and the SVG paths of whole layers (one path a
// terrain, one for the block outlines, one for the walls...), so the map is a few dozen nodes,
// not thousands. Pure functions of the CityMap, computed once.
import { hexCorners, hexNeighbour, hexToPixel, hexsideHexes, directionTo, parseHexKey, pixelToHex, hexKey, type Hex, type HexLayout, type Point } from '../../../engine/hex.ts';
import type { CityMap, Terrain } from '../content/map-types.ts';

/** Centre-to-corner size of a hex in map units; a hex is √3·SIZE ≈ 17.3 units across. */
export const SIZE = 10;
const PAD = 6;
const S3 = Math.sqrt(3);

export interface CityLayout {
  readonly layout: HexLayout;
  readonly width: number;
  readonly height: number;
}
// One layout a city, so the geometry kept per layout (below) is found again.
const layouts = new WeakMap<CityMap, CityLayout>();

export function cityLayout(city: CityMap): CityLayout {
  let out = layouts.get(city);
  if (!out) {
    // Offset row 0 starts at axial q = 0: the first centre sits half a hex in from the left.
    const layout: HexLayout = { orientation: 'pointy', size: SIZE, origin: { x: PAD + (S3 * SIZE) / 2, y: PAD + SIZE } };
    out = { layout, width: PAD * 2 + (city.cols + 0.5) * S3 * SIZE, height: PAD * 2 + (city.rows * 1.5 + 0.5) * SIZE };
    layouts.set(city, out);
  }
  return out;
}

const f = (v: number): string => String(Math.round(v * 10) / 10 + 0);

// The map asks the same few thousand hexes again and again (every path of the city, every
// highlight of a move): each hex's centre, corners (as hexCorners gives them) and their text
// are worked out once per layout, not for every side of every path.
interface HexGeometry {
  hex: Hex;
  centre: Point;
  corners: readonly Point[];
  /** The corners as path text, "x y", at scale 1. */
  text: readonly string[];
  /** The six neighbours' keys, by direction. */
  next: readonly string[];
}
const parsed = new Map<string, Hex>();
function hexOf(key: string): Hex {
  let h = parsed.get(key);
  if (!h) parsed.set(key, (h = parseHexKey(key)));
  return h;
}
const geometries = new WeakMap<HexLayout, Map<string, HexGeometry>>();
function geometry(layout: HexLayout, key: string): HexGeometry {
  let byKey = geometries.get(layout);
  if (!byKey) geometries.set(layout, (byKey = new Map()));
  let g = byKey.get(key);
  if (!g) {
    const hex = hexOf(key);
    const corners = hexCorners(layout, hex);
    g = {
      hex,
      centre: hexToPixel(layout, hex),
      corners,
      text: corners.map((p) => `${f(p.x)} ${f(p.y)}`),
      next: [0, 1, 2, 3, 4, 5].map((d) => hexKey(hexNeighbour(hex, d))),
    };
    byKey.set(key, g);
  }
  return g;
}

export function centre(layout: HexLayout, key: string): Point {
  return hexToPixel(layout, hexOf(key));
}

/** The hex polygon as a closed sub-path ("M..L..Z"). */
export function hexPath(layout: HexLayout, key: string, scale = 1): string {
  const g = geometry(layout, key);
  if (scale === 1) return `M${g.text.join('L')}Z`;
  const c = g.centre;
  let d = 'M';
  for (let i = 0; i < g.corners.length; i++) {
    const p = g.corners[i];
    d += `${i ? 'L' : ''}${f(c.x + (p.x - c.x) * scale)} ${f(c.y + (p.y - c.y) * scale)}`;
  }
  return `${d}Z`;
}

/** The corner index where the side facing direction `d` (0 E ... 5 SE) starts. */
const sideStart = (d: number): number => (5 - d + 6) % 6;

/** The two corners of the side of `key` facing direction `d` (0 E ... 5 SE). */
export function sideSegment(layout: HexLayout, key: string, d: number): [Point, Point] {
  const corners = geometry(layout, key).corners;
  const first = sideStart(d);
  return [corners[first], corners[(first + 1) % 6]];
}

/** The side of `g` facing direction `d` as "M..L..". */
const sideText = (g: HexGeometry, d: number): string => {
  const first = sideStart(d);
  return `M${g.text[first]}L${g.text[(first + 1) % 6]}`;
};

const seg = ([a, b]: [Point, Point]): string => `M${f(a.x)} ${f(a.y)}L${f(b.x)} ${f(b.y)}`;

/** One path of every hex whose terrain passes `test`. */
export function terrainPath(city: CityMap, layout: HexLayout, test: (k: string) => boolean, scale = 1): string {
  return Object.keys(city.hexes).filter(test).map((k) => hexPath(layout, k, scale)).join('');
}

/** The sides between hexes inside a set and hexes outside it (off-map sides too when `edges`). */
export function boundaryPath(city: CityMap, layout: HexLayout, inside: (k: string) => boolean, outsideOk: (k: string) => boolean = () => true, edges = false): string {
  const d: string[] = [];
  for (const k of Object.keys(city.hexes)) {
    if (!inside(k)) continue;
    const g = geometry(layout, k);
    for (let dir = 0; dir < 6; dir++) {
      const nk = g.next[dir];
      const there = city.hexes[nk] !== undefined;
      if ((there && !inside(nk) && outsideOk(nk)) || (!there && edges)) d.push(sideText(g, dir));
    }
  }
  return d.join('');
}

/** Every side of the hexes passing `test`, each once: the play grid. */
export function gridPath(city: CityMap, layout: HexLayout, test: (k: string) => boolean): string {
  const d: string[] = [];
  for (const k of Object.keys(city.hexes)) {
    if (!test(k)) continue;
    const g = geometry(layout, k);
    for (let dir = 0; dir < 6; dir++) {
      const nk = g.next[dir];
      // Draw a shared side from one hex only: the one whose key sorts first, or the only one in the set.
      if (city.hexes[nk] && test(nk) && nk < k) continue;
      d.push(sideText(g, dir));
    }
  }
  return d.join('');
}

/** The hexsides carrying `feature` as one path. */
export function wallPath(city: CityMap, layout: HexLayout, feature: 'mura' | 'muro'): string {
  let d = '';
  for (const [side, what] of Object.entries(city.hexsides)) {
    if (what !== feature) continue;
    const [a, b] = hexsideHexes(side);
    d += seg(sideSegment(layout, hexKey(a), directionTo(a, b)));
  }
  return d;
}

/** Midpoints of the wall's sides, for its towers (every `every`-th side). */
export function wallTowers(city: CityMap, layout: HexLayout, every = 3): Point[] {
  const out: Point[] = [];
  Object.entries(city.hexsides)
    .filter(([, w]) => w === 'mura')
    .forEach(([side], i) => {
      if (i % every !== 0) return;
      const [a, b] = hexsideHexes(side);
      const [p, q] = sideSegment(layout, hexKey(a), directionTo(a, b));
      out.push({ x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 });
    });
  return out;
}

/** A polyline through the centres of consecutive hexes (a street's band or centre line). */
export function centreLine(layout: HexLayout, keys: readonly string[]): string {
  return keys.map((k, i) => { const c = centre(layout, k); return `${i ? 'L' : 'M'}${f(c.x)} ${f(c.y)}`; }).join('');
}

/** Where a name sits along a place and how it turns: the middle of its hexes, along its course. */
export function labelPlacement(layout: HexLayout, keys: readonly string[]): { x: number; y: number; angle: number } {
  const pts = keys.map((k) => centre(layout, k));
  const x = pts.reduce((s, p) => s + p.x, 0) / pts.length;
  const y = pts.reduce((s, p) => s + p.y, 0) / pts.length;
  if (pts.length < 2) return { x, y, angle: 0 };
  const [a, b] = [pts[0], pts[pts.length - 1]];
  const w = Math.max(...pts.map((p) => p.x)) - Math.min(...pts.map((p) => p.x));
  const h = Math.max(...pts.map((p) => p.y)) - Math.min(...pts.map((p) => p.y));
  if (w >= h * 1.2) return { x, y, angle: 0 };
  let angle = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
  if (angle > 90) angle -= 180;
  if (angle <= -90) angle += 180;
  return { x, y, angle: Math.round(angle) };
}

/** The hex key under a point of the map (map units), or null off the map. */
export function hexAt(city: CityMap, layout: HexLayout, p: Point): string | null {
  const k = hexKey(pixelToHex(layout, p));
  return city.hexes[k] ? k : null;
}

export const BLOCKS: ReadonlySet<Terrain> = new Set(['caseggiato', 'popolari', 'obiettivo', 'caserma', 'affollato']);
export const PLAYABLE = (city: CityMap) => (k: string) => !['caseggiato', 'fiume'].includes(city.hexes[k].terrain);
