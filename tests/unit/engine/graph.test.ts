import { describe, expect, it } from 'vitest';
import {
  bfsDistance,
  buildGraph,
  components,
  graphFromIds,
  neighbours,
  nodeIndex,
  reachable,
  type GraphEdge,
} from '../../../src/engine/graph.ts';

// A handmade map (B-C is a mountain pass, cost 3; every other edge costs 1):
//
//   A ─── B
//   │      ╲
//   D ─ E ─ C ─ F
//
const A = 0,
  B = 1,
  C = 2,
  D = 3,
  E = 4,
  F = 5;
type Kind = 'mountain' | 'radici';
const map = buildGraph<Kind>(6, [
  { a: A, b: B },
  { a: B, b: C, data: 'mountain' },
  { a: A, b: D },
  { a: D, b: E },
  { a: E, b: C },
  { a: C, b: F },
]);
const terrain = (e: GraphEdge<Kind>): number => (e.data === 'mountain' ? 3 : 1);

describe('building and adjacency', () => {
  it('is undirected by default and keeps edge data', () => {
    expect(neighbours(map, A)).toEqual([B, D]);
    expect(neighbours(map, B)).toContain(A);
    expect(neighbours(map, C)).toEqual([B, E, F]);
    expect(map.edges[map.via[C][neighbours(map, C).indexOf(B)]].data).toBe('mountain');
    expect(map.edges[map.via[A][neighbours(map, A).indexOf(D)]].data).toBeNull();
    expect(JSON.parse(JSON.stringify(map))).toEqual(map);
  });

  it('builds directed graphs one way only', () => {
    const g = buildGraph(3, [{ a: 0, b: 1 }, { a: 1, b: 2 }], { directed: true });
    expect(neighbours(g, 0)).toEqual([1]);
    expect(neighbours(g, 1)).toEqual([2]);
    expect(reachable(g, 2, 10).nodes).toEqual([2]);
    expect(reachable(g, 0, 10).cost).toEqual([0, 1, 2]);
    expect(components(g)).toEqual([[0, 1, 2]]);
  });

  it('refuses edges to nodes that do not exist', () => {
    expect(() => buildGraph(2, [{ a: 0, b: 2 }])).toThrow(/edge 0 \(0-2\) has a node outside 0..1/);
  });

  it('maps content ids to indices', () => {
    const { graph, index } = graphFromIds(['melano', 'marischio', 'fabriano'], [
      { a: 'melano', b: 'fabriano' },
      { a: 'marischio', b: 'fabriano', data: 'radici' },
    ]);
    expect(index.indexOf('fabriano')).toBe(2);
    expect(index.indexOf('roma')).toBe(-1);
    expect(index.ids[1]).toBe('marischio');
    expect(neighbours(graph, 2)).toEqual([0, 1]);
    expect(graph.edges[1].data).toBe('radici');
    expect(() => graphFromIds(['a'], [{ a: 'a', b: 'b' }])).toThrow(/unknown node b/);
    expect(() => nodeIndex(['a', 'a'])).toThrow(/duplicate node id a/);
  });
});

describe('reachable', () => {
  it('finds least costs within the budget', () => {
    const r = reachable(map, A, 3, { cost: terrain });
    expect(r.cost).toEqual([0, 1, 3, 1, 2, -1]);
    // C is cheaper round by D and E (1+1+1) than over the mountain (1+3).
    expect([...r.nodes].sort()).toEqual([A, B, C, D, E]);
    expect(r.nodes[0]).toBe(A);
    for (let i = 1; i < r.nodes.length; i++) expect(r.cost[r.nodes[i]]).toBeGreaterThanOrEqual(r.cost[r.nodes[i - 1]]);
  });

  it('settles nodes of equal cost in the order they were reached, first in, first out', () => {
    // A star: 0 reaches 1..9 at cost 1 in that order, each of them its own leaf 10..18 at cost 2.
    // A game lists a piece's destinations in this order, so it must not depend on the heap.
    const spokes = Array.from({ length: 9 }, (_, i) => ({ a: 0, b: i + 1 }));
    const leaves = Array.from({ length: 9 }, (_, i) => ({ a: i + 1, b: i + 10 }));
    const r = reachable(buildGraph(19, [...spokes, ...leaves], { directed: true }), 0, 5);
    expect(r.nodes).toEqual(Array.from({ length: 19 }, (_, i) => i));
  });

  it('settles in the same order whether the costs are whole numbers or not', () => {
    // Whole costs are queued by cost and others in a heap (a search may move from one to the
    // other midway): the same costs halved, or with some half steps, doubled back, must settle
    // the same nodes in the same order, ties first in, first out.
    const n = 8;
    const edges: { a: number; b: number; data: number }[] = [];
    for (let i = 0; i < n * n; i++) {
      if (i % n < n - 1) edges.push({ a: i, b: i + 1, data: 1 + ((i * 7) % 3) }, { a: i + 1, b: i, data: 1 + ((i * 5) % 2) });
      if (i + n < n * n) edges.push({ a: i, b: i + n, data: 1 + ((i * 3) % 2) }, { a: i + n, b: i, data: 2 });
    }
    const grid = buildGraph(n * n, edges, { directed: true });
    const whole = reachable(grid, 9, 12, { cost: (e) => e.data });
    const halved = reachable(grid, 9, 6, { cost: (e) => e.data! / 2 });
    expect(whole.nodes.length).toBeGreaterThan(30);
    expect(halved.nodes).toEqual(whole.nodes);
    expect(halved.costs.map((c) => c * 2)).toEqual(whole.costs);
    // Half steps out of one node only, met after some whole ones: doubled, all whole.
    const half = (e: GraphEdge<number>, at: number) => e.data! + (at === 19 ? 0.5 : 0);
    const mixed = reachable(grid, 9, 12, { cost: half });
    const doubled = reachable(grid, 9, 24, { cost: (e, at) => 2 * half(e, at) });
    expect(mixed.costs.some((c) => !Number.isInteger(c))).toBe(true);
    expect(mixed.nodes).toEqual(doubled.nodes);
    expect(mixed.costs.map((c) => c * 2)).toEqual(doubled.costs);
  });

  it('enters a stop node but never leaves it', () => {
    const enemyD = (n: number): boolean => n === D;
    const short = reachable(map, A, 3, { cost: terrain, stop: enemyD });
    expect(short.cost).toEqual([0, 1, -1, 1, -1, -1]);
    const long = reachable(map, A, 10, { cost: terrain, stop: enemyD });
    // With D a dead end, C is reached over the mountain and E from C.
    expect(long.cost).toEqual([0, 1, 4, 1, 5, 5]);
  });

  it('leaves the start even when it is a stop node', () => {
    expect(reachable(map, D, 1, { stop: (n) => n === D }).cost).toEqual([1, -1, -1, 0, 1, -1]);
  });

  it('never enters a blocked node; null cost is impassable', () => {
    expect(reachable(map, A, 10, { cost: terrain, blocked: (n) => n === B }).cost).toEqual([0, -1, 3, 1, 2, 4]);
    const noMountains = (e: GraphEdge<Kind>): number | null => (e.data === 'mountain' ? null : 1);
    const r = reachable(map, A, 10, { cost: noMountains, stop: (n) => n === D });
    expect(r.cost).toEqual([0, 1, -1, 1, -1, -1]);
  });

  it('handles free steps (cost 0), as on the Strada delle Radici', () => {
    const g = buildGraph<Kind>(4, [
      { a: 0, b: 1, data: 'radici' },
      { a: 1, b: 2, data: 'radici' },
      { a: 2, b: 3 },
    ]);
    const r = reachable(g, 0, 1, { cost: (e) => (e.data === 'radici' ? 0 : 1) });
    expect(r.cost).toEqual([0, 0, 0, 1]);
  });
});

describe('distances and components', () => {
  it('counts hops breadth first', () => {
    expect(bfsDistance(map, A)).toEqual([0, 1, 2, 1, 2, 3]);
    expect(bfsDistance(map, A, (n) => n === B)).toEqual([0, -1, 3, 1, 2, 4]);
  });

  it('groups contiguous territories of one owner', () => {
    const owner = [0, 1, 0, 0, 1, 0];
    expect(components(map, (n) => owner[n] === 0)).toEqual([
      [A, D],
      [C, F],
    ]);
    expect(components(map, (n) => owner[n] === 1)).toEqual([[B], [E]]);
    expect(components(map)).toEqual([[A, B, C, D, E, F]]);
  });
});
