// What Corteo's app players know of the city before any game: for every objective hex, how far
// (in half movement points, by terrain) every hex is from it for the corteo and for the potere.
// Computed once a city from the map alone (no unit, no state), so reading them is honest.
import type { CityMap } from './content/map-types.ts';
import { graphOf } from './rules/board.ts';
import { mayEnter, stepCost } from './rules/terrain.ts';
import type { Side } from './content/types.ts';

/** Half points the bots charge for a hex they cannot enter (a distance "far away"). */
export const FAR = 10_000;

export interface CityFields {
  /** Objective hexes of the city, with their values. */
  objectives: { key: string; value: number }[];
  /** Each hex's index in the distance arrays. */
  index: Map<string, number>;
  /** Per objective hex, per side: half points from each hex (by index) to it (FAR when unreachable). */
  to: Record<Side, Map<string, Int32Array>>;
  /** Per objective hex: the corteo's distance from the nearest metro station to it. */
  fromMetro: Map<string, number>;
  metro: Set<string>;
  /** The corteo's half points from each hex (by index) to the nearest hex safe for a spezzone at the end (C 14). */
  toSafe: Int32Array;
  /** Computes the potere's field of an objective (`distance` caches it in `to.potere`). */
  potereField: (objective: string) => Int32Array | undefined;
}

const CACHE = new WeakMap<CityMap, CityFields>();

/** Where a spezzone is safe when the advanced game ends (objectives.ts, safeForSpezzoni). */
const SAFE = new Set(['popolari', 'metro', 'affollato']);

/** For each hex, who may step into it from where, at what cost: the reverse graph of one side. */
function reverseGraph(city: CityMap, keys: readonly string[], index: Map<string, number>, side: Side): { from: Int32Array[]; cost: Int32Array[] } {
  const { next } = graphOf(city);
  const kind = side === 'corteo' ? 'gruppo' : 'celere';
  const from: Int32Array[] = [];
  const cost: Int32Array[] = [];
  for (const at of keys) {
    const into = city.hexes[at];
    const f: number[] = [];
    const c: number[] = [];
    for (const { key, dir } of next.get(at)!) {
      if (!mayEnter(city.hexes[key], side, kind)) continue;
      f.push(index.get(key)!);
      // The step from `key` into `at` goes the opposite way of `at` to `key`.
      c.push(Math.max(1, stepCost(into, (dir + 3) % 6)));
    }
    from.push(Int32Array.from(f));
    cost.push(Int32Array.from(c));
  }
  return { from, cost };
}

/** Reverse Dijkstra (bucket queue): the half points from every hex to `target`. */
function distancesTo(g: { from: Int32Array[]; cost: Int32Array[] }, n: number, ...targets: number[]): Int32Array<ArrayBuffer> {
  const best = new Int32Array(n).fill(FAR);
  for (const t of targets) best[t] = 0;
  const buckets: number[][] = [targets];
  for (let cost = 0; cost < buckets.length; cost++) {
    const b = buckets[cost];
    if (!b) continue;
    for (const at of b) {
      if (best[at] !== cost) continue;
      const f = g.from[at];
      const c = g.cost[at];
      for (let i = 0; i < f.length; i++) {
        const nc = cost + c[i];
        if (best[f[i]] <= nc) continue;
        best[f[i]] = nc;
        (buckets[nc] ??= []).push(f[i]);
      }
    }
  }
  return best;
}

export function cityFields(city: CityMap): CityFields {
  let f = CACHE.get(city);
  if (f) return f;
  const keys = Object.keys(city.hexes);
  const index = new Map(keys.map((k, i) => [k, i]));
  const objectives: CityFields['objectives'] = [];
  for (const key of keys) {
    const h = city.hexes[key];
    if (h.terrain !== 'obiettivo') continue;
    const value = city.objectives.find((o) => o.id === h.objective)?.value ?? 0;
    objectives.push({ key, value });
  }
  // The corteo's fields now (every decision of either side reads them); the potere's when
  // first asked, for the few objectives at risk: a first decision stays quick on a phone.
  const to: CityFields['to'] = { corteo: new Map(), potere: new Map() };
  const corteo = reverseGraph(city, keys, index, 'corteo');
  for (const o of objectives) to.corteo.set(o.key, distancesTo(corteo, keys.length, index.get(o.key)!));
  const toSafe = distancesTo(corteo, keys.length, ...keys.flatMap((k, i) => (SAFE.has(city.hexes[k].terrain) ? [i] : [])));
  let potere: ReturnType<typeof reverseGraph> | null = null;
  const potereField = (o: string): Int32Array | undefined => {
    const i = index.get(o);
    if (i === undefined) return undefined;
    potere ??= reverseGraph(city, keys, index, 'potere');
    return distancesTo(potere, keys.length, i);
  };
  const metro = new Set(city.metro.map((m) => m.hex));
  const fromMetro = new Map<string, number>();
  for (const o of objectives) {
    const d = to.corteo.get(o.key)!;
    fromMetro.set(o.key, Math.min(FAR, ...[...metro].map((m) => d[index.get(m)!])));
  }
  f = { objectives, index, to, fromMetro, metro, toSafe, potereField };
  CACHE.set(city, f);
  return f;
}

export function distance(f: CityFields, side: Side, objective: string, from: string): number {
  const i = f.index.get(from);
  let d = f.to[side].get(objective);
  if (!d && side === 'potere') {
    d = f.potereField(objective);
    if (d) f.to.potere.set(objective, d);
  }
  return i === undefined || !d ? FAR : d[i];
}

export function safeDistance(f: CityFields, from: string): number {
  const i = f.index.get(from);
  return i === undefined ? FAR : f.toSafe[i];
}
