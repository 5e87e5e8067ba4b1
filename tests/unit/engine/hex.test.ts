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
  hexPath,
  hexPolygon,
  hexReach,
  hexRing,
  hexToPixel,
  hexesInRange,
  hexsideCrossing,
  hexsideHexes,
  hexsideKey,
  parseHexKey,
  pixelToHex,
  toCube,
  type Hex,
  type HexLayout,
} from '../../../src/engine/hex.ts';

const keys = (hs: readonly Hex[]): string[] => hs.map(hexKey);

describe('coordinates', () => {
  it('converts to cube and keys, without -0', () => {
    expect(toCube(hex(2, -3))).toEqual({ q: 2, r: -3, s: 1 });
    expect(toCube(hex(0, 0))).toEqual({ q: 0, r: 0, s: 0 });
    expect(Object.is(toCube(hex(0, 0)).s, 0)).toBe(true);
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

describe('ranges and rings', () => {
  it('lists every hex within range once', () => {
    const c = hex(2, -1);
    const area = hexesInRange(c, 2);
    expect(area).toHaveLength(19);
    expect(new Set(keys(area)).size).toBe(19);
    for (const h of area) expect(hexDistance(c, h)).toBeLessThanOrEqual(2);
    expect(hexesInRange(c, 0)).toEqual([c]);
  });

  it('walks rings at exactly the radius', () => {
    expect(keys(hexRing(hex(0, 0), 1))).toEqual(['-1,1', '0,1', '1,0', '1,-1', '0,-1', '-1,0']);
    const ring = hexRing(hex(1, 1), 3);
    expect(ring).toHaveLength(18);
    expect(new Set(keys(ring)).size).toBe(18);
    for (let i = 0; i < ring.length; i++) {
      expect(hexDistance(hex(1, 1), ring[i])).toBe(3);
      expect(hexDistance(ring[i], ring[(i + 1) % ring.length])).toBe(1);
    }
    expect(hexRing(hex(1, 1), 0)).toEqual([hex(1, 1)]);
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

  it('tells which way a crossing goes', () => {
    expect(hexsideCrossing(hex(0, 0), hex(1, 0))).toEqual({ key: '0,0|1,0', dir: 1 });
    expect(hexsideCrossing(hex(1, 0), hex(0, 0))).toEqual({ key: '0,0|1,0', dir: -1 });
    expect(hexsideCrossing(hex(2, -1), hex(2, -2))).toEqual({ key: '2,-2|2,-1', dir: -1 });
  });
});

describe('hexReach', () => {
  const flat = () => 1;

  it('reaches by distance on open ground', () => {
    const reach = hexReach(hex(0, 0), 2, { cost: flat });
    expect(reach.size).toBe(19);
    for (const s of reach.values()) expect(s.cost).toBe(hexDistance(hex(0, 0), s.hex));
    expect(reach.get('0,0')).toEqual({ hex: { q: 0, r: 0 }, cost: 0, prev: null });
    const costs = [...reach.values()].map((s) => s.cost);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
  });

  it('stops in an enemy zone of control', () => {
    const enemy = hex(2, 0);
    const zoc = new Set(keys(hexNeighbours(enemy)));
    const cost = (_: Hex, to: Hex) => (hexKey(to) === hexKey(enemy) ? null : 1);
    const free = hexReach(hex(0, 0), 3, { cost });
    expect(free.get('3,-1')?.cost).toBe(3);
    const reach = hexReach(hex(0, 0), 3, { cost, stopsIn: (h) => zoc.has(hexKey(h)) });
    expect(reach.get('1,0')).toEqual({ hex: { q: 1, r: 0 }, cost: 1, prev: '0,0' });
    expect(reach.get('2,-1')?.cost).toBe(2);
    // 3,-1 lies behind the zone: only paths through it (stopping there) are within 3.
    expect(reach.has('3,-1')).toBe(false);
    expect(reach.has('2,0')).toBe(false);
    for (const s of reach.values()) if (s.prev !== null) expect(zoc.has(s.prev)).toBe(false);
    // A unit that starts in the zone may leave it.
    const out = hexReach(hex(1, 0), 2, { cost, stopsIn: (h) => zoc.has(hexKey(h)) });
    expect(out.get('-1,0')?.cost).toBe(2);
  });

  it('does not cross a wall on a hexside', () => {
    const wall = hexsideKey(hex(0, 0), hex(1, 0));
    const reach = hexReach(hex(0, 0), 2, { cost: (_a, _b, side) => (side === wall ? null : 1) });
    expect(reach.get('1,0')?.cost).toBe(2);
    const path = hexPath(reach, hex(1, 0)) as Hex[];
    expect(path).toHaveLength(3);
    expect(keys(path)).toEqual(['0,0', '1,-1', '1,0']);
    expect(hexReach(hex(0, 0), 1, { cost: (_a, _b, side) => (side === wall ? null : 1) }).has('1,0')).toBe(false);
  });

  it('pays for a rise going up and less coming down', () => {
    // Uphill from 0,0 to 1,0: 2 points; downhill 1/2; elsewhere 1.
    const rises: Record<string, number> = { [hexsideKey(hex(0, 0), hex(1, 0))]: 1 };
    const cost = (a: Hex, b: Hex) => {
      const { key, dir } = hexsideCrossing(a, b);
      const rise = (rises[key] ?? 0) * dir;
      return rise > 0 ? 2 : rise < 0 ? 0.5 : 1;
    };
    expect(hexReach(hex(0, 0), 1, { cost }).has('1,0')).toBe(false);
    const down = hexReach(hex(1, 0), 1.5, { cost });
    expect(down.get('0,0')?.cost).toBe(0.5);
    expect(down.get('-1,0')?.cost).toBe(1.5);
  });

  it('stays in bounds and rebuilds paths', () => {
    const board = new Set(keys(hexesInRange(hex(0, 0), 1)));
    const reach = hexReach(hex(-1, 0), 5, { cost: flat, inBounds: (h) => board.has(hexKey(h)) });
    expect(new Set(reach.keys())).toEqual(board);
    const path = hexPath(reach, hex(1, 0)) as Hex[];
    expect(path[0]).toEqual(hex(-1, 0));
    expect(path[path.length - 1]).toEqual(hex(1, 0));
    expect(path).toHaveLength(3);
    expect(hexPath(reach, hex(5, 5))).toBeNull();
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

  it('draws corners as an SVG polygon', () => {
    const origin = { ...pointy, origin: { x: 0, y: 0 } };
    expect(hexPolygon(origin, hex(0, 0))).toBe('8.66,5 0,10 -8.66,5 -8.66,-5 0,-10 8.66,-5');
    expect(hexPolygon({ ...flatTop, origin: { x: 0, y: 0 } }, hex(0, 0))).toBe('10,0 5,8.66 -5,8.66 -10,0 -5,-8.66 5,-8.66');
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
