// Where a piece may go, worked out from the public view and the static map (never the state):
// the map highlights these localities and the move panel lists them. The rules' own function
// (rules/roads.ts, on the engine's graph) decides, so the map and the legal moves always agree.
import { LOC_ID, localitiesOf, locIndex, moveTargets } from '../rules.ts';

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
  for (const x of moveTargets(li, mp, freeRadici)) for (const to of localitiesOf(x.territory)) out.push({ to: LOC_ID[to], cost: x.cost });
  return out;
}
