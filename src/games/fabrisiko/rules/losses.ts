// Who may be hit by what (ruling, from "Le unità"): infantry and tank hits only land units;
// aircraft hits any unit, AA infantry first ("il difensore dovrà eliminare per prime le sue unità
// di fanteria AA"); AA infantry hits only aircraft. The side hit chooses its casualties among
// the distributions that take as many units as the hits can reach.
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

/** Every casualty distribution the side may choose (all with the most casualties). */
export function lossOptions(alive: Alive, hits: Hits): LossVector[] {
  const forcedAA = Math.min(hits.any, alive.aa);
  const anyLeft0 = hits.any - forcedAA;
  const out: LossVector[] = [];
  let bestTotal = -1;
  const airHits = hits.antiAir + anyLeft0;
  for (let f = 0; f <= Math.min(alive.fighter, airHits); f++) {
    for (let b = 0; b <= Math.min(alive.bomber, airHits - f); b++) {
      const anyLeft = anyLeft0 - Math.max(0, f + b - hits.antiAir);
      const aaLeft = alive.aa - forcedAA;
      const capacity = alive.inf + aaLeft + alive.tank;
      const land = Math.min(capacity, hits.land + anyLeft);
      const total = forcedAA + f + b + land;
      if (total < bestTotal) continue;
      if (total > bestTotal) {
        bestTotal = total;
        out.length = 0;
      }
      for (let t = Math.max(0, land - alive.inf - aaLeft); t <= Math.min(alive.tank, land); t++) {
        for (let a = Math.max(0, land - t - alive.inf); a <= Math.min(aaLeft, land - t); a++) {
          out.push({ inf: land - t - a, aa: forcedAA + a, tank: t, fighter: f, bomber: b });
        }
      }
    }
  }
  return out;
}

export const sameLoss = (x: LossVector, y: LossVector): boolean =>
  x.inf === y.inf && x.aa === y.aa && x.tank === y.tank && x.fighter === y.fighter && x.bomber === y.bomber;
