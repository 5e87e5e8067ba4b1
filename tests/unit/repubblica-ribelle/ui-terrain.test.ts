// The fixed map as a few paths: every road, river and dot drawn, relief only on the land and
// never under a place or a name.
import { describe, expect, it } from 'vitest';
import { LOCALITIES, RIVERS, ROADS, TERRITORIES } from '../../../src/games/repubblica-ribelle/content.ts';
import { it as itCat } from '../../../src/games/repubblica-ribelle/strings.ts';
import { centroid, placeLabels } from '../../../src/games/repubblica-ribelle/ui/labels.ts';
import { dotsPath, landPath, onLand, polylinePath, relief, roadPath } from '../../../src/games/repubblica-ribelle/ui/terrain.ts';

const words = itCat as Record<string, string>;
const LOC = new Map(LOCALITIES.map((l) => [l.id, l]));
const moves = (d: string) => (d.match(/M/g) ?? []).length;

describe('the fixed map as paths', () => {
  it('draws every territory, road, river and dot once', () => {
    expect(moves(landPath(TERRITORIES))).toBe(TERRITORIES.length);
    const radici = ROADS.filter((r) => r.kind === 'radici').length;
    expect(moves(roadPath(ROADS, (id) => LOC.get(id)!, 'radici'))).toBe(radici);
    expect(moves(roadPath(ROADS, (id) => LOC.get(id)!, 'secondaria'))).toBe(ROADS.length - radici);
    expect(moves(polylinePath(RIVERS.map((r) => r.points)))).toBe(RIVERS.length);
    expect(moves(dotsPath(LOCALITIES, 6))).toBe(LOCALITIES.length);
  });

  it('tells the land from the water around it', () => {
    const land = onLand(TERRITORIES);
    for (const l of LOCALITIES) expect(land(l.x, l.y), l.id).toBe(true);
    expect(land(2, 2)).toBe(false);
  });

  it('puts relief only on the land, clear of places and names, higher to the south-west', () => {
    const labels = placeLabels(LOCALITIES, TERRITORIES, (id) => words[`ribelle.locality.${id}`], (id) => words[`ribelle.territory.${id}`].toUpperCase(), (tr) => centroid(tr.polygon));
    const names = [...labels.places.values(), ...labels.territories.values()].map((s) => s.box);
    const r = relief(LOCALITIES, names, { x: 10, y: 10, w: 980, h: 905 }, onLand(TERRITORIES));
    const all = [r.woods, r.peaks.lit, ...r.hills.map((h) => h.lit)].join('');
    expect(moves(all)).toBeGreaterThan(40);
    expect(moves(r.peaks.lit)).toBeGreaterThan(0);
    expect(moves(r.woods)).toBeGreaterThan(0);
    // Every mark's first point lies on land, outside every name's box.
    const land = onLand(TERRITORIES);
    const starts = [...all.matchAll(/M(-?[\d.]+),(-?[\d.]+)/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));
    for (const p of starts) for (const b of names) expect(p.x > b.x0 && p.x < b.x1 && p.y > b.y0 && p.y < b.y1, `${p.x},${p.y}`).toBe(false);
    expect(starts.filter((p) => land(p.x, p.y)).length / starts.length).toBeGreaterThan(0.9);
    // Peaks sit further south-west than woods, on average.
    const mean = (d: string) => {
      const ps = [...d.matchAll(/M(-?[\d.]+),(-?[\d.]+)/g)].map((m) => Number(m[2]) - Number(m[1]));
      return ps.reduce((a, b) => a + b, 0) / ps.length;
    };
    expect(mean(r.peaks.lit)).toBeGreaterThan(mean(r.woods));
  });
});
