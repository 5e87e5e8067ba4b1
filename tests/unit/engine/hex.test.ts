import { describe, expect, it } from 'vitest';
import {
  HEX_DIRECTIONS,
  directionTo,
  hex,
  hexCorners,
  hexDistance,
  hexKey,
  hexLine,
  hexNeighbour,
  hexNeighbours,
  hexToPixel,
  hexsideHexes,
  hexsideKey,
  parseHexKey,
  pixelToHex,
  type Hex,
  type HexLayout,
} from '../../../src/engine/hex.ts';

const keys = (hs: readonly Hex[]): string[] => hs.map(hexKey);

/** The hexes within `radius` of `center` (for the tests' patches). */
function hexesInRange(center: Hex, radius: number): Hex[] {
  const out: Hex[] = [];
  for (let q = -radius; q <= radius; q++) for (let r = Math.max(-radius, -q - radius); r <= Math.min(radius, -q + radius); r++) out.push(hex(center.q + q, center.r + r));
  return out;
}

describe('coordinates', () => {
  it('converts to keys and back, without -0', () => {
    expect(hexKey(hex(-2, 5))).toBe('-2,5');
    expect(parseHexKey('-2,5')).toEqual({ q: -2, r: 5 });
    expect(Object.is(parseHexKey('-0,0').q, 0)).toBe(true);
    expect(parseHexKey('12,-34')).toEqual({ q: 12, r: -34 });
    for (const bad of ['1', '1,2,3', 'a,b', '1.5,2', '', '-', '1,-', '--1,2', ' 1,2', '1,2 ', ',', '1,', ',2']) expect(() => parseHexKey(bad)).toThrow(/not a hex key/);
  });

  it('has six neighbours in the direction order', () => {
    expect(keys(hexNeighbours(hex(1, 1)))).toEqual(['2,1', '2,0', '1,0', '0,1', '0,2', '1,2']);
    expect(hexNeighbour(hex(0, 0), 4)).toEqual({ q: -1, r: 1 });
    expect(directionTo(hex(3, 3), hex(3, 2))).toBe(2);
    expect(directionTo(hex(3, 3), hex(5, 3))).toBe(-1);
  });

  it('measures distance in steps', () => {
    expect(hexDistance(hex(0, 0), hex(3, -1))).toBe(3);
    expect(hexDistance(hex(1, -2), hex(-2, 3))).toBe(5);
    expect(hexDistance(hex(-1, 1), hex(-1, 1))).toBe(0);
    for (const n of hexNeighbours(hex(4, -7))) expect(hexDistance(hex(4, -7), n)).toBe(1);
  });
});

describe('lines', () => {
  it('draws straight lines along an axis and off it', () => {
    expect(keys(hexLine(hex(0, 0), hex(3, 0)))).toEqual(['0,0', '1,0', '2,0', '3,0']);
    expect(keys(hexLine(hex(0, 0), hex(3, -1)))).toEqual(['0,0', '1,0', '2,-1', '3,-1']);
    expect(keys(hexLine(hex(2, 2), hex(2, 2)))).toEqual(['2,2']);
  });

  it('picks a side deterministically where the line runs along hexsides', () => {
    // From 0,0 to 2,-1 the midpoint is on the edge between 1,0 and 1,-1.
    expect(keys(hexLine(hex(0, 0), hex(2, -1)))).toEqual(['0,0', '1,0', '2,-1']);
    expect(keys(hexLine(hex(0, 0), hex(2, -1), -1))).toEqual(['0,0', '1,-1', '2,-1']);
    expect(keys(hexLine(hex(0, 0), hex(2, -1)))).toEqual(keys(hexLine(hex(0, 0), hex(2, -1))));
  });

  it('is a chain of neighbours of length distance + 1', () => {
    const a = hex(-3, 2);
    for (const b of hexesInRange(hex(0, 0), 5)) {
      for (const side of [1, -1] as const) {
        const line = hexLine(a, b, side);
        expect(line).toHaveLength(hexDistance(a, b) + 1);
        expect(line[0]).toEqual(a);
        expect(line[line.length - 1]).toEqual(b);
        for (let i = 1; i < line.length; i++) expect(hexDistance(line[i - 1], line[i])).toBe(1);
      }
    }
  });
});

describe('hexsides', () => {
  it('names an edge alike from both sides, in all six directions', () => {
    for (const c of [hex(0, 0), hex(-3, 5), hex(7, -2)]) {
      const six = new Set<string>();
      for (let d = 0; d < 6; d++) {
        const n = hexNeighbour(c, d);
        const k = hexsideKey(c, n);
        expect(hexsideKey(n, c)).toBe(k);
        // The same side seen from the neighbour, in the opposite direction.
        expect(hexsideKey(hexNeighbour(n, (d + 3) % 6), n)).toBe(k);
        expect(hexsideHexes(k).map(hexKey).sort()).toEqual([hexKey(c), hexKey(n)].sort());
        six.add(k);
      }
      expect(six.size).toBe(6);
    }
  });

  it('counts the sides of a small patch right (shared sides once)', () => {
    const patch = hexesInRange(hex(0, 0), 1);
    const sides = new Set<string>();
    for (const h of patch) for (const n of hexNeighbours(h)) sides.add(hexsideKey(h, n));
    // 7 hexes × 6 sides, minus the 12 sides shared inside the patch.
    expect(sides.size).toBe(30);
  });

  it('writes keys in (q, r) order and refuses non-neighbours', () => {
    expect(hexsideKey(hex(1, 0), hex(0, 0))).toBe('0,0|1,0');
    expect(hexsideKey(hex(1, 0), hex(0, 1))).toBe('0,1|1,0');
    expect(hexsideKey(hex(-1, 3), hex(-1, 2))).toBe('-1,2|-1,3');
    expect(() => hexsideKey(hex(0, 0), hex(2, 0))).toThrow(/not neighbours/);
    expect(() => hexsideKey(hex(0, 0), hex(0, 0))).toThrow(/not neighbours/);
  });

});

describe('pixels', () => {
  const pointy: HexLayout = { orientation: 'pointy', size: 10, origin: { x: 100, y: 50 } };
  const flatTop: HexLayout = { orientation: 'flat', size: 10, origin: { x: 100, y: 50 } };

  it('places centres', () => {
    expect(hexToPixel(pointy, hex(0, 0))).toEqual({ x: 100, y: 50 });
    const p = hexToPixel(pointy, hex(1, 0));
    expect(p.x).toBeCloseTo(117.3205, 4);
    expect(p.y).toBeCloseTo(50, 9);
    const q = hexToPixel(pointy, hex(0, 1));
    expect(q.x).toBeCloseTo(108.6603, 4);
    expect(q.y).toBeCloseTo(65, 9);
    const f = hexToPixel(flatTop, hex(1, 0));
    expect(f.x).toBeCloseTo(115, 9);
    expect(f.y).toBeCloseTo(58.6603, 4);
    expect(hexToPixel(flatTop, hex(0, 1)).y).toBeCloseTo(67.3205, 4);
  });

  it('finds the hex under a pixel, near its centre too', () => {
    for (const layout of [pointy, flatTop]) {
      for (const h of hexesInRange(hex(1, -2), 3)) {
        const c = hexToPixel(layout, h);
        expect(pixelToHex(layout, c)).toEqual(h);
        expect(pixelToHex(layout, { x: c.x + 4, y: c.y - 3 })).toEqual(h);
      }
    }
  });

  it('makes neighbours share exactly one side (two corners)', () => {
    for (const layout of [pointy, flatTop]) {
      const mine = hexCorners(layout, hex(0, 0));
      for (const d of HEX_DIRECTIONS) {
        const theirs = hexCorners(layout, d);
        const shared = mine.filter((p) => theirs.some((t) => Math.hypot(t.x - p.x, t.y - p.y) < 1e-9));
        expect(shared).toHaveLength(2);
      }
    }
  });
});
