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
}

const CACHE = new WeakMap<CityMap, CityFields>();

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
function distancesTo(g: { from: Int32Array[]; cost: Int32Array[] }, n: number, target: number): Int32Array {
  const best = new Int32Array(n).fill(FAR);
  best[target] = 0;
  const buckets: number[][] = [[target]];
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
  const to: CityFields['to'] = { corteo: new Map(), potere: new Map() };
  for (const side of ['corteo', 'potere'] as const) {
    const g = reverseGraph(city, keys, index, side);
    for (const o of objectives) to[side].set(o.key, distancesTo(g, keys.length, index.get(o.key)!));
  }
  const metro = new Set(city.metro.map((m) => m.hex));
  const fromMetro = new Map<string, number>();
  for (const o of objectives) {
    const d = to.corteo.get(o.key)!;
    fromMetro.set(o.key, Math.min(FAR, ...[...metro].map((m) => d[index.get(m)!])));
  }
  f = { objectives, index, to, fromMetro, metro };
  CACHE.set(city, f);
  return f;
}

export function distance(f: CityFields, side: Side, objective: string, from: string): number {
  const i = f.index.get(from);
  const d = f.to[side].get(objective);
  return i === undefined || !d ? FAR : d[i];
}
