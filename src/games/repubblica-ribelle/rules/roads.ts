// The road network: which territories a piece may enter in one move and at what cost. The rules
// (legal moves and the move check) and the map's reach highlighting all ask `moveTargets`, so
// they can never disagree. The first step along the Strada delle Radici in a Manovre turn is free.
import { ADJ, LOC_TERR, TERR_LOCS } from './data.ts';

export interface MoveTarget {
  /** Territory index entered. */
  territory: number;
  /** 0 for the free Radici step, else 1. */
  cost: number;
}

/** Territories a piece on locality `from` may enter in one move with `mp` points. */
export function moveTargets(from: number, mp: number, freeRadici: boolean): MoveTarget[] {
  const out: MoveTarget[] = [];
  for (const link of ADJ[LOC_TERR[from]]) {
    const cost = freeRadici && link.radici ? 0 : 1;
    if (cost <= mp) out.push({ territory: link.to, cost });
  }
  return out;
}

/** Cost of moving from locality `from` to `to` (a locality of an adjacent territory), or -1. */
export function moveCost(from: number, to: number, freeRadici: boolean): number {
  const link = ADJ[LOC_TERR[from]].find((l) => l.to === LOC_TERR[to]);
  if (!link) return -1;
  return freeRadici && link.radici ? 0 : 1;
}

/** Localities of a territory, major first (a piece stops on any of them). */
export function localitiesOf(territory: number): readonly number[] {
  return TERR_LOCS[territory];
}
