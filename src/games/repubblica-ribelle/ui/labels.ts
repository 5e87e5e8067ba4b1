// Where the map's names go, computed once from the map's data: each place name and territory
// name takes the first of a few candidate spots that covers no other name, no locality's dot,
// no resource marker and no place where pieces stand (the row under each locality).
import type { Locality, Territory } from '../content/map.ts';

/** Area centroid of a polygon: territory names sit there, away from the major place's name. */
export function centroid(poly: readonly [number, number][]): { x: number; y: number } {
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < poly.length; i++) {
    const [x0, y0] = poly[i];
    const [x1, y1] = poly[(i + 1) % poly.length];
    const f = x0 * y1 - x1 * y0;
    a += f;
    cx += (x0 + x1) * f;
    cy += (y0 + y1) * f;
  }
  return a ? { x: cx / (3 * a), y: cy / (3 * a) } : { x: poly[0][0], y: poly[0][1] };
}
/** Even-odd test: is the point inside the polygon? */
function inside(poly: readonly [number, number][], x: number, y: number): boolean {
  let into = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i];
    const [xj, yj] = poly[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) into = !into;
  }
  return into;
}

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface LabelSpot {
  x: number;
  /** The text's baseline. */
  y: number;
  anchor: 'start' | 'middle' | 'end';
  /** Font size in map units. */
  size: number;
  box: Box;
}

/** Font sizes in map units (map.css must agree): territory names, major and minor places. */
export const LABEL_FONT = { territory: 16, territorySmall: 13, major: 20, minor: 15 } as const;
const TERRITORY_SPACING = 2;

/** A generous width for a text: the map's fonts average about 0.6 em a letter. */
export function textWidth(text: string, size: number, spacing = 0): number {
  return text.length * (size * 0.6 + spacing);
}

function boxOf(x: number, y: number, anchor: LabelSpot['anchor'], w: number, size: number): Box {
  const x0 = anchor === 'start' ? x : anchor === 'end' ? x - w : x - w / 2;
  return { x0, y0: y - size * 0.8, x1: x0 + w, y1: y + size * 0.25 };
}

export function overlaps(a: Box, b: Box): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

/** What a name must never cover at a locality: its dot, its resource marker, its pieces' row. */
export function localityObstacles(l: Locality): Box[] {
  const r = l.major ? 10 : 7;
  return [
    { x0: l.x - r, y0: l.y - r, x1: l.x + r, y1: l.y + r },
    { x0: l.x - 38, y0: l.y - 36, x1: l.x - 10, y1: l.y - 8 },
    // Up to three pieces side by side, 40 units apart, centred 30 units below the place.
    { x0: l.x - 58, y0: l.y + 12, x1: l.x + 58, y1: l.y + 48 },
  ];
}

export function placeLabels(
  localities: readonly Locality[],
  territories: readonly Territory[],
  nameOf: (id: string) => string,
  territoryNameOf: (id: string) => string,
  territoryAnchor: (t: Territory) => { x: number; y: number },
): { places: Map<string, LabelSpot>; territories: Map<string, LabelSpot> } {
  const dots: Box[] = localities.map((l) => localityObstacles(l)[0]);
  const soft: Box[] = localities.flatMap((l) => localityObstacles(l).slice(1));
  const placed: Box[] = [];
  const free = (b: Box, own: Box | null) => !placed.some((p) => overlaps(p, b)) && !dots.some((d) => d !== own && overlaps(d, b));
  const freeOfSoft = (b: Box) => !soft.some((s) => overlaps(s, b));

  const places = new Map<string, LabelSpot>();
  // Major places first: their names are the ones people look for.
  const order = [...localities].sort((a, b) => Number(b.major) - Number(a.major));
  for (const l of order) {
    const size = l.major ? LABEL_FONT.major : LABEL_FONT.minor;
    const w = textWidth(nameOf(l.id), size);
    const gap = l.major ? 14 : 11;
    const candidates: [number, number, LabelSpot['anchor']][] = [
      [l.x, l.y - gap, 'middle'],
      [l.x + gap, l.y + size * 0.35, 'start'],
      [l.x - gap, l.y + size * 0.35, 'end'],
      [l.x + gap - 4, l.y - gap, 'start'],
      [l.x - gap + 4, l.y - gap, 'end'],
      [l.x, l.y - gap - size, 'middle'],
    ];
    const own = dots[localities.indexOf(l)];
    const spots = candidates.map(([x, y, anchor]) => ({ x, y, anchor, size, box: boxOf(x, y, anchor, w, size) }));
    const spot = spots.find((s) => free(s.box, own) && freeOfSoft(s.box)) ?? spots.find((s) => free(s.box, own)) ?? spots[0];
    places.set(l.id, spot);
    placed.push(spot.box);
  }

  const terrs = new Map<string, LabelSpot>();
  for (const tr of territories) {
    const c = territoryAnchor(tr);
    const text = territoryNameOf(tr.id);
    // Spots nearest the territory's middle first, kept inside the territory; a crowded
    // territory gets its name a size smaller before a name may cover anything.
    const offsets: [number, number][] = [];
    for (let dx = -100; dx <= 100; dx += 10) for (let dy = -100; dy <= 140; dy += 8) offsets.push([dx, dy]);
    offsets.sort((a, b) => Math.hypot(a[0], a[1] - 34) - Math.hypot(b[0], b[1] - 34));
    const spotsAt = (size: number, whole = true): LabelSpot[] => {
      const w = textWidth(text, size, TERRITORY_SPACING);
      const half = whole ? w / 2 : 0;
      // The whole name inside its territory, or at least its middle.
      return offsets
        .filter(([dx, dy]) => inside(tr.polygon, c.x + dx - half, c.y + dy - size / 3) && inside(tr.polygon, c.x + dx + half, c.y + dy - size / 3))
        .map(([dx, dy]) => ({ x: c.x + dx, y: c.y + dy, anchor: 'middle' as const, size, box: boxOf(c.x + dx, c.y + dy, 'middle', w, size) }));
    };
    const big = spotsAt(LABEL_FONT.territory);
    const small = spotsAt(LABEL_FONT.territorySmall);
    const fallback: LabelSpot = { x: c.x, y: c.y + 34, anchor: 'middle', size: LABEL_FONT.territorySmall, box: boxOf(c.x, c.y + 34, 'middle', textWidth(text, LABEL_FONT.territorySmall, TERRITORY_SPACING), LABEL_FONT.territorySmall) };
    const spot =
      big.find((s) => free(s.box, null) && freeOfSoft(s.box)) ??
      small.find((s) => free(s.box, null) && freeOfSoft(s.box)) ??
      small.find((s) => free(s.box, null)) ??
      spotsAt(LABEL_FONT.territorySmall, false).find((s) => free(s.box, null)) ??
      fallback;
    terrs.set(tr.id, spot);
    placed.push(spot.box);
  }
  return { places, territories: terrs };
}
