import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import {
  bfsDistance,
  buildGraph,
  components,
  edgeBetween,
  graphFromIds,
  heapPop,
  heapPush,
  isAdjacent,
  neighbours,
  nodeIndex,
  pathTo,
  reachable,
  shortestPath,
  type GraphEdge,
  type MinHeap,
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
    expect(isAdjacent(map, A, B)).toBe(true);
    expect(isAdjacent(map, B, A)).toBe(true);
    expect(isAdjacent(map, A, C)).toBe(false);
    expect(neighbours(map, C)).toEqual([B, E, F]);
    expect(map.edges[edgeBetween(map, C, B)].data).toBe('mountain');
    expect(map.edges[edgeBetween(map, A, D)].data).toBeNull();
    expect(edgeBetween(map, A, F)).toBe(-1);
    expect(JSON.parse(JSON.stringify(map))).toEqual(map);
  });

  it('builds directed graphs one way only', () => {
    const g = buildGraph(3, [{ a: 0, b: 1 }, { a: 1, b: 2 }], { directed: true });
    expect(isAdjacent(g, 0, 1)).toBe(true);
    expect(isAdjacent(g, 1, 0)).toBe(false);
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
  it('finds least costs and predecessors within the budget', () => {
    const r = reachable(map, A, 3, { cost: terrain });
    expect(r.cost).toEqual([0, 1, 3, 1, 2, -1]);
    // C is cheaper round by D and E (1+1+1) than over the mountain (1+3).
    expect(r.prev).toEqual([-1, A, E, A, D, -1]);
    expect([...r.nodes].sort()).toEqual([A, B, C, D, E]);
    expect(r.nodes[0]).toBe(A);
    for (let i = 1; i < r.nodes.length; i++) expect(r.cost[r.nodes[i]]).toBeGreaterThanOrEqual(r.cost[r.nodes[i - 1]]);
    expect(pathTo(r, C)).toEqual([A, D, E, C]);
    expect(pathTo(r, F)).toBeNull();
  });

  it('settles nodes of equal cost in the order they were reached, first in, first out', () => {
    // A star: 0 reaches 1..9 at cost 1 in that order, each of them its own leaf 10..18 at cost 2.
    // A game lists a piece's destinations in this order, so it must not depend on the heap.
    const spokes = Array.from({ length: 9 }, (_, i) => ({ a: 0, b: i + 1 }));
    const leaves = Array.from({ length: 9 }, (_, i) => ({ a: i + 1, b: i + 10 }));
    const r = reachable(buildGraph(19, [...spokes, ...leaves], { directed: true }), 0, 5);
    expect(r.nodes).toEqual(Array.from({ length: 19 }, (_, i) => i));
  });

  it('enters a stop node but never leaves it', () => {
    const enemyD = (n: number): boolean => n === D;
    const short = reachable(map, A, 3, { cost: terrain, stop: enemyD });
    expect(short.cost).toEqual([0, 1, -1, 1, -1, -1]);
    const long = reachable(map, A, 10, { cost: terrain, stop: enemyD });
    // With D a dead end, C is reached over the mountain and E from C.
    expect(long.cost).toEqual([0, 1, 4, 1, 5, 5]);
    expect(pathTo(long, E)).toEqual([A, B, C, E]);
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
    expect(pathTo(r, 3)).toEqual([0, 1, 2, 3]);
  });

  it('gives shortest paths', () => {
    expect(shortestPath(map, A, F, { cost: terrain })).toEqual({ path: [A, D, E, C, F], cost: 4 });
    expect(shortestPath(map, F, A)).toEqual({ path: [F, C, B, A], cost: 3 });
    expect(shortestPath(map, A, F, { blocked: (n) => n === C })).toBeNull();
    expect(shortestPath(map, B, B)).toEqual({ path: [B], cost: 0 });
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

describe('heap', () => {
  it('pops in cost order', () => {
    const rng = new Rng(seedRng(12));
    const h: MinHeap<number> = { costs: [], items: [] };
    const costs = Array.from({ length: 200 }, () => rng.int(0, 50));
    costs.forEach((c, i) => heapPush(h, c, i));
    const popped: number[] = [];
    while (h.costs.length > 0) {
      const c = h.costs[0];
      const i = heapPop(h);
      expect(costs[i]).toBe(c);
      popped.push(c);
    }
    expect(popped).toEqual([...costs].sort((x, y) => x - y));
  });
});
