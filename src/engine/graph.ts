// Maps of named places as graphs: FabRisiko's 35 territories, Repubblica Ribelle's localities
// and roads; Corteo's city. Adjacency, reachability with movement costs, connected regions and
// hop distances, written once so that the rules and the UI's reach highlighting call the same
// function and can never disagree about where a piece may go.
//
// Nodes are indices 0..size-1 (fast arrays, no string hashing in playouts); `nodeIndex` maps
// content ids to indices. A graph is plain arrays (JSON-friendly), built once from content and
// never mutated. Edges keep their data ('mountain', 'radici'...), which cost functions read.
//
// Reachability is Dijkstra with a small binary heap kept in parallel arrays (no object per
// entry), nodes of equal cost settled first in, first out. Costs may be any non-negative
// numbers.

export interface GraphEdge<D> {
  a: number;
  b: number;
  /** Per-edge data from the content, or null when the edge has none. */
  data: D | null;
}

export interface Graph<D = null> {
  size: number;
  directed: boolean;
  edges: GraphEdge<D>[];
  /** nbr[n][i]: the i-th neighbour of n (edges in the order given; parallel edges repeat). */
  nbr: number[][];
  /** via[n][i]: index in `edges` of the edge from n to nbr[n][i]. */
  via: number[][];
}

/** An edge as content writes it: node indices (or ids for graphFromIds), data optional. */
export type EdgeSpec<D, N = number> = { a: N; b: N; data?: D };

/** Builds a graph of `size` nodes; undirected unless `directed` (then edges go a → b only). */
export function buildGraph<D = null>(
  size: number,
  edges: readonly EdgeSpec<D>[],
  options: { directed?: boolean } = {},
): Graph<D> {
  const directed = options.directed ?? false;
  const empty = (): number[][] => Array.from({ length: size }, () => []);
  const g: Graph<D> = { size, directed, edges: [], nbr: empty(), via: empty() };
  edges.forEach((e, i) => {
    if (!Number.isInteger(e.a) || !Number.isInteger(e.b) || e.a < 0 || e.b < 0 || e.a >= size || e.b >= size) {
      throw new Error(`edge ${i} (${e.a}-${e.b}) has a node outside 0..${size - 1}`);
    }
    g.edges.push({ a: e.a, b: e.b, data: e.data ?? null });
    g.nbr[e.a].push(e.b);
    g.via[e.a].push(i);
    if (!directed && e.a !== e.b) {
      g.nbr[e.b].push(e.a);
      g.via[e.b].push(i);
    }
  });
  return g;
}

/** Content ids ↔ node indices. Not for storing in state (it holds a Map). */
export interface NodeIndex {
  ids: readonly string[];
  /** Index of `id`, or -1 when unknown. */
  indexOf(id: string): number;
}

export function nodeIndex(ids: readonly string[]): NodeIndex {
  const map = new Map<string, number>();
  ids.forEach((id, i) => {
    if (map.has(id)) throw new Error(`duplicate node id ${id}`);
    map.set(id, i);
  });
  return { ids, indexOf: (id) => map.get(id) ?? -1 };
}

/** A graph whose edges name nodes by content id; throws naming any unknown id. */
export function graphFromIds<D = null>(
  ids: readonly string[],
  edges: readonly EdgeSpec<D, string>[],
  options: { directed?: boolean } = {},
): { graph: Graph<D>; index: NodeIndex } {
  const index = nodeIndex(ids);
  const at = (id: string): number => {
    const i = index.indexOf(id);
    if (i < 0) throw new Error(`edge names unknown node ${id}`);
    return i;
  };
  return { graph: buildGraph(ids.length, edges.map((e) => ({ a: at(e.a), b: at(e.b), data: e.data })), options), index };
}

/** Neighbours of `n` (the graph's own array: do not mutate). */
export const neighbours = <D>(g: Graph<D>, n: number): readonly number[] => g.nbr[n];

// ---------------------------------------------------------------------------------------------
// Reachability

export interface ReachOptions<D> {
  /** Cost of crossing `edge` from `from` to `to`; null = impassable. Default 1. */
  cost?: (edge: GraphEdge<D>, from: number, to: number) => number | null;
  /** A node that may be entered but not left (enemy territory, zone of control). */
  stop?: (node: number) => boolean;
  /** A node that may not be entered at all. */
  blocked?: (node: number) => boolean;
}

export interface Reach {
  from: number;
  /** Reachable nodes in order of least cost (ties in settling order), `from` first. */
  nodes: number[];
  /** The least cost of each of `nodes`, in the same order. */
  costs: number[];
  /** Least cost to each node; -1 when not reachable within the budget (made when first read). */
  readonly cost: number[];
}

// The queue of `reachable`: a binary min-heap over parallel arrays ordered by cost, then by
// the order of entry (`seq`), so that nodes of equal cost are settled first in, first out.

type FifoHeap = { costs: number[]; seqs: number[]; items: number[]; next: number };

function fifoPush(h: FifoHeap, cost: number, item: number): void {
  const { costs, seqs, items } = h;
  const seq = h.next++;
  let i = costs.length;
  while (i > 0) {
    const p = (i - 1) >> 1;
    if (costs[p] < cost || (costs[p] === cost && seqs[p] < seq)) break;
    costs[i] = costs[p];
    seqs[i] = seqs[p];
    items[i] = items[p];
    i = p;
  }
  costs[i] = cost;
  seqs[i] = seq;
  items[i] = item;
}

function fifoPop(h: FifoHeap): number {
  const { costs, seqs, items } = h;
  const top = items[0];
  const cost = costs.pop() as number;
  const seq = seqs.pop() as number;
  const item = items.pop() as number;
  const n = costs.length;
  if (n === 0) return top;
  let i = 0;
  for (let c = 1; c < n; c = 2 * i + 1) {
    if (c + 1 < n && (costs[c + 1] < costs[c] || (costs[c + 1] === costs[c] && seqs[c + 1] < seqs[c]))) c++;
    if (costs[c] > cost || (costs[c] === cost && seqs[c] > seq)) break;
    costs[i] = costs[c];
    seqs[i] = seqs[c];
    items[i] = items[c];
    i = c;
  }
  costs[i] = cost;
  seqs[i] = seq;
  items[i] = item;
  return top;
}

/**
 * Every node reachable from `from` spending at most `budget`, with least costs and
 * predecessors (Dijkstra). `from` itself is always left, even if `stop` or `blocked` says so:
 * a game that pins a piece in place simply does not call this. Nodes of equal cost are settled
 * in the order they were reached at that cost (first in, first out), so `nodes`, and any list a
 * game makes from it, has one order on every engine.
 */
export function reachable<D>(g: Graph<D>, from: number, budget: number, options: ReachOptions<D> = {}): Reach {
  const { cost, stop, blocked } = options;
  // The best costs so far in a buffer kept per graph, valid where stamped with this search's
  // number (no array of the graph's size made and filled per search; a search that a cost
  // function starts inside another makes its own).
  let sc = SCRATCH.get(g);
  if (!sc || sc.busy) {
    sc = { best: new Float64Array(g.size), stamp: new Uint32Array(g.size), search: 0, busy: false };
    if (!SCRATCH.has(g)) SCRATCH.set(g, sc);
  }
  const { best, stamp } = sc;
  const search = ++sc.search;
  if (search === 0xffffffff) {
    stamp.fill(0);
    sc.search = 1;
  }
  const id = sc.search;
  sc.busy = true;
  const nodes: number[] = [];
  const costs: number[] = [];
  // Whole costs (steps, half points: the usual case) are queued in a bucket per cost, each first
  // in, first out: the heap's order (cost, then order of entry) without its sifting. A cost that
  // is not a whole number, or far beyond the others, moves what is queued to the heap in that
  // order, and the search goes on there.
  let buckets: number[][] | null = [[from]];
  let at = 0; // the bucket being emptied, and its next entry
  let head = 0;
  let heap: FifoHeap | null = null;
  try {
    best[from] = 0;
    stamp[from] = id;
    for (;;) {
      let c: number;
      let u: number;
      if (buckets) {
        let b = buckets[at];
        while (b === undefined || head >= b.length) {
          if (++at >= buckets.length) break;
          b = buckets[at];
          head = 0;
        }
        if (at >= buckets.length) break;
        c = at;
        u = b[head++];
      } else {
        if (heap!.costs.length === 0) break;
        c = heap!.costs[0];
        u = fifoPop(heap!);
      }
      if (c > best[u]) continue; // a stale entry: u was reached cheaper since
      nodes.push(u);
      costs.push(c);
      if (u !== from && stop && stop(u)) continue;
      const nb = g.nbr[u];
      const via = g.via[u];
      for (let i = 0; i < nb.length; i++) {
        const v = nb[i];
        if (blocked && blocked(v)) continue;
        const step = cost ? cost(g.edges[via[i]], u, v) : 1;
        if (step === null || step < 0) continue;
        const nc = c + step;
        // Costs are non-negative, so this also skips nodes already settled.
        if (nc > budget || (stamp[v] === id && nc >= best[v])) continue;
        best[v] = nc;
        stamp[v] = id;
        if (buckets && Number.isInteger(nc) && nc - at <= MAX_BUCKET_SPAN) (buckets[nc] ??= []).push(v);
        else {
          if (buckets) {
            heap = queuedToHeap(buckets, at, head);
            buckets = null;
          }
          fifoPush(heap!, nc, v);
        }
      }
    }
  } finally {
    sc.busy = false;
  }
  let all: number[] | null = null;
  return {
    from,
    nodes,
    costs,
    get cost() {
      if (!all) {
        all = new Array<number>(g.size).fill(-1);
        for (let i = 0; i < nodes.length; i++) all[nodes[i]] = costs[i];
      }
      return all;
    },
  };
}

/** How far past the cost being settled a whole cost is still queued in a bucket (beyond: the heap). */
const MAX_BUCKET_SPAN = 1024;

/** What `reachable`'s buckets hold from bucket `at`'s entry `head` on, in a heap, in the same order. */
function queuedToHeap(buckets: readonly (number[] | undefined)[], at: number, head: number): FifoHeap {
  const heap: FifoHeap = { costs: [], seqs: [], items: [], next: 0 };
  for (let c = at; c < buckets.length; c++) {
    const b = buckets[c];
    if (b) for (let i = c === at ? head : 0; i < b.length; i++) fifoPush(heap, c, b[i]);
  }
  return heap;
}

/** `reachable`'s working buffers, one set per graph (graphs are built once and never mutated). */
const SCRATCH = new WeakMap<Graph<unknown>, { best: Float64Array; stamp: Uint32Array; search: number; busy: boolean }>();

/** Hop counts from `from` (breadth first, ignoring costs); -1 where not reachable. */
export function bfsDistance<D>(g: Graph<D>, from: number, blocked?: (node: number) => boolean): number[] {
  const dist = new Array<number>(g.size).fill(-1);
  const queue = [from];
  dist[from] = 0;
  for (let head = 0; head < queue.length; head++) {
    const u = queue[head];
    for (const v of g.nbr[u]) {
      if (dist[v] >= 0 || (blocked && blocked(v))) continue;
      dist[v] = dist[u] + 1;
      queue.push(v);
    }
  }
  return dist;
}

/**
 * Connected groups of the nodes `include` accepts (all by default), e.g. the contiguous
 * territories of one owner. Each group is sorted; groups are ordered by their smallest node.
 * Edges are followed both ways, so on a directed graph these are weakly connected groups.
 */
export function components<D>(g: Graph<D>, include?: (node: number) => boolean): number[][] {
  // Undirected adjacency is needed for directed graphs; build it only then.
  let adj = g.nbr;
  if (g.directed) {
    adj = g.nbr.map((nb) => nb.slice());
    for (const e of g.edges) adj[e.b].push(e.a);
  }
  const seen = new Uint8Array(g.size);
  const out: number[][] = [];
  for (let s = 0; s < g.size; s++) {
    if (seen[s] || (include && !include(s))) continue;
    const group = [s];
    seen[s] = 1;
    for (let head = 0; head < group.length; head++) {
      for (const v of adj[group[head]]) {
        if (seen[v] || (include && !include(v))) continue;
        seen[v] = 1;
        group.push(v);
      }
    }
    out.push(group.sort((a, b) => a - b));
  }
  return out;
}
