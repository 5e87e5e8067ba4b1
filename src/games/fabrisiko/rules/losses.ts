// Who may be hit by what (ruling, from "Le unità"): infantry and tank hits only land units;
// aircraft hits any unit, AA infantry first ("il difensore dovrà eliminare per prime le sue unità
// di fanteria AA"); AA infantry hits only aircraft. The side hit chooses its casualties among
// the distributions that take as many units as the hits can reach.
//
// A choice is a count per kind (a battle has one owner a side, and units of a kind differ only by
// their bonus, whose order the rules fix), so choices are canonical by construction. A big battle
// still has thousands of them: the legal moves list a few (`lossChoices`), the cheapest first,
// and the rules accept every legal count (`isLegalLoss`), as saves made with the full list hold.
import type { Fighter, Hits, LossVector } from './types.ts';

export interface Alive {
  inf: number;
  aa: number;
  tank: number;
  fighter: number;
  bomber: number;
}

export function aliveOf(units: readonly Fighter[], includeHit: boolean): Alive {
  const a: Alive = { inf: 0, aa: 0, tank: 0, fighter: 0, bomber: 0 };
  for (const u of units) {
    if (u.hit && !includeHit) continue;
    if (u.aa) a.aa++;
    else a[u.k]++;
  }
  return a;
}

/** The choice of how many fighters and bombers fall, with the land casualties it leaves. */
interface AirSplit {
  f: number;
  b: number;
  /** AA infantry the aircraft hits must take first. */
  forcedAA: number;
  /** Land casualties still to spread over infantry, further AA infantry and tanks. */
  land: number;
}

/** Every split of the aircraft casualties that takes the most units (few: at most 17 × 13). */
function airSplits(alive: Alive, hits: Hits): AirSplit[] {
  const forcedAA = Math.min(hits.any, alive.aa);
  const anyLeft0 = hits.any - forcedAA;
  const airHits = hits.antiAir + anyLeft0;
  const capacity = alive.inf + alive.aa - forcedAA + alive.tank;
  const out: AirSplit[] = [];
  let bestTotal = -1;
  for (let f = 0; f <= Math.min(alive.fighter, airHits); f++) {
    for (let b = 0; b <= Math.min(alive.bomber, airHits - f); b++) {
      const anyLeft = anyLeft0 - Math.max(0, f + b - hits.antiAir);
      const land = Math.min(capacity, hits.land + anyLeft);
      const total = forcedAA + f + b + land;
      if (total < bestTotal) continue;
      if (total > bestTotal) (bestTotal = total), (out.length = 0);
      out.push({ f, b, forcedAA, land });
    }
  }
  return out;
}

/** Every land split of one air split: `land` casualties over infantry, extra AA infantry, tanks. */
function landSplits(alive: Alive, s: AirSplit, visit: (v: LossVector) => void): void {
  const aaLeft = alive.aa - s.forcedAA;
  for (let t = Math.max(0, s.land - alive.inf - aaLeft); t <= Math.min(alive.tank, s.land); t++) {
    for (let a = Math.max(0, s.land - t - alive.inf); a <= Math.min(aaLeft, s.land - t); a++) {
      visit({ inf: s.land - t - a, aa: s.forcedAA + a, tank: t, fighter: s.f, bomber: s.b });
    }
  }
}

/** How many land splits one air split has (without listing them). */
function landSplitCount(alive: Alive, s: AirSplit): number {
  const aaLeft = alive.aa - s.forcedAA;
  let n = 0;
  for (let t = Math.max(0, s.land - alive.inf - aaLeft); t <= Math.min(alive.tank, s.land); t++) {
    n += Math.min(aaLeft, s.land - t) - Math.max(0, s.land - t - alive.inf) + 1;
  }
  return n;
}

/** Every casualty distribution the side may choose (all with the most casualties). */
export function lossOptions(alive: Alive, hits: Hits): LossVector[] {
  const out: LossVector[] = [];
  for (const s of airSplits(alive, hits)) landSplits(alive, s, (v) => out.push(v));
  return out;
}

/** How many distinct distributions the side may choose. */
export const lossOptionCount = (alive: Alive, hits: Hits): number =>
  airSplits(alive, hits).reduce((n, s) => n + landSplitCount(alive, s), 0);

/** Whether `take` is one of the side's legal distributions (checked directly, not by listing). */
export function isLegalLoss(alive: Alive, hits: Hits, take: LossVector): boolean {
  if (!take || typeof take !== 'object') return false;
  const keys = ['inf', 'aa', 'tank', 'fighter', 'bomber'] as const;
  if (!keys.every((k) => Number.isInteger(take[k]) && take[k] >= 0 && take[k] <= alive[k])) return false;
  const s = airSplits(alive, hits).find((x) => x.f === take.fighter && x.b === take.bomber);
  return Boolean(s) && take.aa >= s!.forcedAA && take.inf + take.tank + take.aa - s!.forcedAA === s!.land;
}

/** What a casualty costs its owner (the purchase cost; AA infantry a little more than infantry). */
const WORTH: Record<keyof LossVector, number> = { inf: 1, aa: 1.1, tank: 3, fighter: 5, bomber: 8 };
const worthOf = (v: LossVector): number =>
  v.inf * WORTH.inf + v.aa * WORTH.aa + v.tank * WORTH.tank + v.fighter * WORTH.fighter + v.bomber * WORTH.bomber;

/** At most this many casualty choices are listed (a phone shows them as buttons). */
export const LOSS_CHOICES_CAP = 24;

/** The orders in which the land casualties can be taken (each gives one corner of the choices). */
const LAND_ORDERS: readonly (readonly ('inf' | 'aa' | 'tank')[])[] = [
  ['inf', 'aa', 'tank'], ['inf', 'tank', 'aa'], ['aa', 'inf', 'tank'], ['aa', 'tank', 'inf'], ['tank', 'inf', 'aa'], ['tank', 'aa', 'inf'],
];

/**
 * The casualty choices offered, the cheapest first (the usual "cheapest first" choice leads),
 * all distinct. When there are at most LOSS_CHOICES_CAP, all of them. Otherwise the corners of
 * the choice: for every split of the aircraft, the land casualties taken kind after kind in each
 * order (infantry first, tanks first, AA infantry kept...); of these, first the cheapest of each
 * order and the cheapest of each aircraft split (so sparing the tanks or the bombers stays on
 * offer), then the cheapest of the rest, LOSS_CHOICES_CAP in all.
 */
export function lossChoices(alive: Alive, hits: Hits, cap = LOSS_CHOICES_CAP): LossVector[] {
  const splits = airSplits(alive, hits);
  const count = splits.reduce((n, s) => n + landSplitCount(alive, s), 0);
  const byCost = (x: LossVector, y: LossVector) => worthOf(x) - worthOf(y) || compareLists(keyOf(x), keyOf(y));
  if (count <= cap) {
    const all: LossVector[] = [];
    for (const s of splits) landSplits(alive, s, (v) => all.push(v));
    return all.sort(byCost);
  }
  const chosen = new Map<string, LossVector>();
  const rest = new Map<string, LossVector>();
  const take = (vs: LossVector[]) => {
    const v = vs.sort(byCost)[0];
    if (v && chosen.size < cap) chosen.set(keyOf(v).join(), v);
  };
  const corners = splits.map((s) => LAND_ORDERS.map((order) => {
    const v: LossVector = { inf: 0, aa: s.forcedAA, tank: 0, fighter: s.f, bomber: s.b };
    const room = { inf: alive.inf, aa: alive.aa - s.forcedAA, tank: alive.tank };
    let left = s.land;
    for (const k of order) {
      const x = Math.min(left, room[k]);
      v[k] += x;
      left -= x;
    }
    rest.set(keyOf(v).join(), v);
    return v;
  }));
  LAND_ORDERS.forEach((_, i) => take(corners.map((c) => c[i])));
  for (const c of corners) take(c.slice());
  for (const v of [...rest.values()].sort(byCost)) if (chosen.size < cap) chosen.set(keyOf(v).join(), v);
  return [...chosen.values()].sort(byCost);
}

/** Most expensive kinds first, for ties in cost. */
const keyOf = (v: LossVector): number[] => [v.bomber, v.fighter, v.tank, v.aa, v.inf];

function compareLists(x: number[], y: number[]): number {
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

export const sameLoss = (x: LossVector, y: LossVector): boolean =>
  x.inf === y.inf && x.aa === y.aa && x.tank === y.tank && x.fighter === y.fighter && x.bomber === y.bomber;
