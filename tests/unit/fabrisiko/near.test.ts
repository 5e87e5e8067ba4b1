// A tap on a phone's small frazioni: on a target it is that target, near several it asks.
import { describe, expect, it } from 'vitest';
import { CELLS, LABEL_AT, RIDGE_EDGES, type Pt } from '../../../src/games/fabrisiko/ui/geometry.ts';
import { distanceToCell, tapCandidates } from '../../../src/games/fabrisiko/ui/near.ts';

const same = (p: Pt, q: Pt) => Math.hypot(p[0] - q[0], p[1] - q[1]) < 0.5;

/** A corner where three cells meet, and a point just inside the first of them. */
function tripleCorner(): { a: number; b: number; c: number; p: Pt } {
  for (let a = 0; a < CELLS.length; a++) {
    for (const v of CELLS[a]) {
      const others = CELLS.map((poly, i) => (i !== a && poly.some((q) => same(q, v)) ? i : -1)).filter((i) => i >= 0);
      if (others.length < 2) continue;
      const [lx, ly] = LABEL_AT[a];
      const len = Math.hypot(lx - v[0], ly - v[1]);
      const p: Pt = [v[0] + ((lx - v[0]) * 3) / len, v[1] + ((ly - v[1]) * 3) / len];
      if (distanceToCell(p, a) === 0) return { a, b: others[0], c: others[1], p };
    }
  }
  throw new Error('no corner of three cells');
}

describe('tapCandidates', () => {
  const { a, b, c, p } = tripleCorner();

  it('takes the target a tap lands on, alone, even beside other targets', () => {
    expect(tapCandidates(p, new Set([a, b, c]), 20, 0)).toEqual([a]);
    expect(tapCandidates(LABEL_AT[b], new Set([a, b, c]), 20, 0)).toEqual([b]);
  });

  it('counts a tap just off a target for it, and asks between several near ones', () => {
    expect(tapCandidates(p, new Set([b]), 20, 0)).toEqual([b]);
    expect(new Set(tapCandidates(p, new Set([b, c]), 20, 0))).toEqual(new Set([b, c]));
    // Farther than the reach: nothing.
    expect(tapCandidates(p, new Set([b, c]), 0.5, 0)).toEqual([]);
  });

  it('takes a ridge whose ring a tap is on, and makes a small ring as big as a finger', () => {
    const r = RIDGE_EDGES[0];
    expect(tapCandidates(r.mid, new Set([r.node, r.a, r.b]), 20, 0)).toEqual([r.node]);
    const off: Pt = [r.mid[0] + 40, r.mid[1]];
    expect(tapCandidates(off, new Set([r.node]), 5, 0)).toEqual([]);
    expect(tapCandidates(off, new Set([r.node]), 5, 40)).toEqual([r.node]);
  });
});
