// The map's cells: every territory has a cell inside the outline, containing its own position,
// and every border of the content is drawn along a stretch the two cells really share.
import { describe, expect, it } from 'vitest';
import { BORDERS, TERRITORIES } from '../../../src/games/fabrisiko/content/index.ts';
import { CELLS, RIDGE_EDGES, sharedEdge } from '../../../src/games/fabrisiko/ui/geometry.ts';

function contains(poly: readonly [number, number][], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i];
    const [xj, yj] = poly[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

describe('map geometry', () => {
  it('gives every territory a cell around its own position', () => {
    expect(CELLS).toHaveLength(35);
    TERRITORIES.forEach((t, i) => {
      expect(CELLS[i].length, t.id).toBeGreaterThanOrEqual(3);
      expect(contains(CELLS[i], t.x, t.y), t.id).toBe(true);
    });
  });
  it('draws each border where the two cells meet', () => {
    const idx = (id: string) => TERRITORIES.findIndex((t) => t.id === id);
    let shared = 0;
    for (const b of BORDERS) {
      const [p, q] = sharedEdge(idx(b.a), idx(b.b));
      if (Math.hypot(p[0] - q[0], p[1] - q[1]) > 5) shared++;
    }
    // All but the hull's thinnest contacts are real shared stretches.
    expect(shared).toBeGreaterThanOrEqual(BORDERS.length - 4);
    expect(RIDGE_EDGES.length).toBe(BORDERS.filter((b) => b.mountain).length);
  });
});
