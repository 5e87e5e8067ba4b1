// The fixed map as a handful of SVG paths, built once from the map's data: a move never redraws
// it, and a table that mounts again (after the hand-off cover) builds a few dozen elements, not a
// thousand. Each layer that shares one look is one path (every road, every river, every hill of
// one shade); only what a move can change (highlights, pieces, targets) stays separate.
import type { Locality, Road, Territory } from '../content/map.ts';
import { overlaps, type Box, localityObstacles } from './labels.ts';

const n = (x: number) => Math.round(x * 10) / 10;

/** One path of every territory of a province (or all of them): the land under everything. */
export function landPath(territories: readonly Territory[]): string {
  return territories.map((tr) => `M${tr.polygon.map(([x, y]) => `${x},${y}`).join('L')}Z`).join('');
}

/** Every road of a kind as one path of straight segments between its two places. */
export function roadPath(roads: readonly Road[], at: (id: string) => { x: number; y: number }, kind: Road['kind']): string {
  return roads
    .filter((r) => r.kind === kind)
    .map((r) => {
      const a = at(r.a);
      const b = at(r.b);
      return `M${a.x},${a.y}L${b.x},${b.y}`;
    })
    .join('');
}

export function polylinePath(lines: readonly (readonly [number, number][])[]): string {
  return lines.map((pts) => `M${pts.map(([x, y]) => `${x},${y}`).join('L')}`).join('');
}

/** Circles as path arcs: every locality's dot in one path. */
export function dotsPath(spots: readonly { x: number; y: number }[], r: number): string {
  return spots.map(({ x, y }) => `M${x - r},${y}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0`).join('');
}

/** A relief mark's outline and its shaded side, drawn at (x, y) and scale s. */
function hill(x: number, y: number, s: number): { lit: string; shade: string } {
  const p = (dx: number, dy: number) => `${n(x + dx * s)},${n(y + dy * s)}`;
  return {
    lit: `M${p(-14, 6)}L${p(-2, -10)}L${p(4, -2)}L${p(8, -6)}L${p(16, 6)}Z`,
    shade: `M${p(-2, -10)}L${p(4, -2)}L${p(0, 6)}L${p(-14, 6)}Z`,
  };
}

/** A crest: a taller peak with a pale snow-lit ridge, for the highest ground. */
function peak(x: number, y: number, s: number): { lit: string; shade: string; snow: string } {
  const p = (dx: number, dy: number) => `${n(x + dx * s)},${n(y + dy * s)}`;
  return {
    lit: `M${p(-16, 7)}L${p(-3, -14)}L${p(3, -6)}L${p(8, -10)}L${p(18, 7)}Z`,
    shade: `M${p(-3, -14)}L${p(3, -6)}L${p(-1, 7)}L${p(-16, 7)}Z`,
    snow: `M${p(-3, -14)}L${p(0, -9)}L${p(-2, -8)}L${p(-5, -10)}Z`,
  };
}

/** A clump of chestnut wood: three round crowns. */
function wood(x: number, y: number): string {
  const crown = (cx: number, cy: number, r: number) => `M${n(cx - r)},${n(cy)}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0`;
  return crown(x - 7, y + 1, 5) + crown(x + 6, y + 2, 5) + crown(x, y - 4, 6);
}

export interface Relief {
  /** Hills in a few shades, lighter in the valleys; each entry is drawn with its opacity. */
  hills: { opacity: number; lit: string; shade: string }[];
  peaks: { lit: string; shade: string; snow: string };
  woods: string;
}

/**
 * The relief: a grid of marks clear of every locality, its pieces' row and every name, each
 * with a height that grows towards the Apennine crest in the south-west: woods on the low
 * slopes, hills above them, peaks on the crest. Grouped by look, so a few paths draw it all.
 */
export function relief(localities: readonly Locality[], names: readonly Box[], area: { x: number; y: number; w: number; h: number }, land: (x: number, y: number) => boolean): Relief {
  const blocked = [...localities.flatMap(localityObstacles), ...names];
  const levels = [0, 1, 2, 3].map(() => ({ lit: [] as string[], shade: [] as string[] }));
  const peaks = { lit: [] as string[], shade: [] as string[], snow: [] as string[] };
  const woods: string[] = [];
  for (let y = area.y + 40; y < area.y + area.h - 20; y += 46) {
    for (let x = area.x + 30 + ((y / 46) % 2) * 23; x < area.x + area.w - 20; x += 52) {
      const mark: Box = { x0: x - 16, y0: y - 14, x1: x + 16, y1: y + 8 };
      if (blocked.some((b) => overlaps(b, mark)) || !land(x, y)) continue;
      // 0 in the Secchia valley (north-east), 1 on the crest by the Passo delle Radici.
      const height = Math.max(0, Math.min(1, ((y - area.y) / area.h) * 0.7 + (1 - (x - area.x) / area.w) * 0.5 - 0.2));
      if (height < 0.22) {
        woods.push(wood(x, y));
      } else if (height > 0.72) {
        const m = peak(x, y, 0.9 + height * 0.6);
        peaks.lit.push(m.lit);
        peaks.shade.push(m.shade);
        peaks.snow.push(m.snow);
      } else {
        const m = hill(x, y, 0.7 + height * 0.8);
        const level = levels[Math.min(3, Math.floor(((height - 0.22) / 0.5) * 4))];
        level.lit.push(m.lit);
        level.shade.push(m.shade);
      }
    }
  }
  return {
    hills: levels.map((l, i) => ({ opacity: 0.3 + i * 0.1, lit: l.lit.join(''), shade: l.shade.join('') })),
    peaks: { lit: peaks.lit.join(''), shade: peaks.shade.join(''), snow: peaks.snow.join('') },
    woods: woods.join(''),
  };
}

/** Even-odd test over every territory: is the point on the map's land? */
export function onLand(territories: readonly Territory[]): (x: number, y: number) => boolean {
  return (x, y) =>
    territories.some((tr) => {
      let into = false;
      const poly = tr.polygon;
      for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
        const [xi, yi] = poly[i];
        const [xj, yj] = poly[j];
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) into = !into;
      }
      return into;
    });
}
