// Where a piece may go, worked out from the public view and the static map (never the state):
// the map highlights these localities and the move panel lists them.
import { ADJ, LOC_ID, LOC_TERR, TERR_LOCS, locIndex } from '../rules.ts';

export interface Target {
  to: string;
  /** 0 for the free first step on the Strada delle Radici, else 1. */
  cost: number;
}

/** Localities a piece may reach from `from` with `mp` points (the first Radici step free). */
export function reachable(from: string, mp: number, freeRadici: boolean): Target[] {
  const li = locIndex(from);
  if (li < 0) return [];
  const out: Target[] = [];
  for (const link of ADJ[LOC_TERR[li]]) {
    const cost = freeRadici && link.radici ? 0 : 1;
    if (cost > mp) continue;
    for (const to of TERR_LOCS[link.to]) out.push({ to: LOC_ID[to], cost });
  }
  return out;
}
