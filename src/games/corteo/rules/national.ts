// 13d, the national corteo and the finanza: from the fourth hand, at the start of its movement
// phase, the corteo puts its four delegations in metro stations and the potere its five finanza
// units in barracks, each alone or stacked only with its own kind; each unit's die, even, lets
// it enter the game, odd keeps it where it is until its next try.
import { SPECIAL_UNITS } from '../content/pieces.ts';
import { NATIONAL_HAND, arrives } from '../content/special.ts';
import type { Side } from '../content/types.ts';
import { cityOf, editUnit, isHex, occupancy, sideOf, stackRoom, standable, unit } from './board.ts';
import type { CorteoContext } from './context.ts';
import type { CorteoState, SpecialRoll, UnitState } from './types.ts';

/** The units of 13d: the corteo's delegations and the potere's finanza. */
export const ARRIVALS: readonly string[] = SPECIAL_UNITS.filter((u) => u.special === 'national' || u.special === 'finanza').map((u) => u.id);
const IS_ARRIVAL = new Set(ARRIVALS);

export const isArrival = (id: string): boolean => IS_ARRIVAL.has(id);
/** Is this unit still waiting in its station or barracks (it neither moves nor throws)? */
export const waiting = (u: UnitState): boolean => u.waits !== undefined;

export const waitingToRoll = (s: CorteoState, id: string): boolean => {
  const u = unit(s, id);
  return Boolean(u && isHex(u.at) && waiting(u));
};

/** Where a unit of 13d may be put: a metro station (corteo) or a barracks hex (potere), not with other units. */
export function arrivalSpots(s: CorteoState, id: string): string[] {
  const u = unit(s, id);
  if (!u || u.at !== 'reserve') return [];
  const city = cityOf(s);
  const occ = occupancy(s);
  const hexes = sideOf(id) === 'corteo' ? city.metro.map((m) => m.hex) : city.barracks.flatMap((b) => b.hexes);
  return [...new Set(hexes)].filter(
    (k) => standable(s, id, k, city) && stackRoom(s, id, k, occ, city) && (occ.get(k) ?? []).every((x) => isArrival(x.id)),
  ).sort();
}

/** At the start of a side's movement from hand 4: its units to place, then every waiting unit's die. */
export function queueArrivals(c: CorteoContext): void {
  const s = c.s;
  if (s.hand < NATIONAL_HAND) return;
  const side: Side = s.side;
  const mine = s.units.filter((u) => isArrival(u.id) && sideOf(u.id) === side);
  for (const u of mine) if (u.at === 'reserve') c.queueRoll({ kind: 'place', side, unit: u.id });
  for (const u of mine) if (u.at === 'reserve' || waiting(u)) c.queueRoll({ kind: 'arrive', side, unit: u.id });
}

/**
 * A combat forced a unit off its hex (a retreat, an arrest): a unit of 13d still waiting there
 * is in the game from then on (`waitsEnd`; games made before the ruling kept it waiting).
 */
export function forcedOut(s: CorteoState, u: UnitState): void {
  if (s.options.waitsEnd && u.waits !== undefined) delete editUnit(s, u.id).waits;
}

export function placeArrival(c: CorteoContext, id: string, at: string): string | null {
  if (!arrivalSpots(c.s, id).includes(at)) return 'corteo.error.badPlace';
  const u = editUnit(c.s, id);
  u.at = at;
  u.waits = 0;
  c.log('corteo.log.arrivalPlaced', { unit: id, at });
  return null;
}

export function arriveRolled(c: CorteoContext, r: Extract<SpecialRoll, { kind: 'arrive' }>, die: number): void {
  const u = editUnit(c.s, r.unit);
  if (arrives(die)) {
    delete u.waits;
    c.log('corteo.log.arrived', { unit: r.unit });
  } else {
    u.waits = c.s.hand;
    c.log('corteo.log.hesitates', { unit: r.unit });
  }
}

/** The units of 13d a game starts with off the map, when the rule is on. */
export const arrivalUnits = (): UnitState[] => ARRIVALS.map((id) => ({ id, at: 'reserve' }));
