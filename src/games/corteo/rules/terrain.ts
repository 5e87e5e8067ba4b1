// The questions the rules ask of the terrain (sections 2, 4c, 5d, 6d, 7f, 8c, 12a), answered
// from the city's terrain effects table (content/city/terrain.ts: one record a terrain, costs in
// half movement points, strada 2, viale 1). The rules never test a terrain by name except where
// a rule names it.
import type { CityHex, Sides } from '../content/map-types.ts';
import { TERRAIN_EFFECTS } from '../content/city/terrain.ts';
import type { Side, UnitKind } from '../content/types.ts';

export { TERRAIN_EFFECTS };

const MOTORIZED: ReadonlySet<UnitKind> = new Set(['blindati', 'lacrimogeni']);

export const isMotorized = (kind: UnitKind): boolean => MOTORIZED.has(kind);

export function sidesInclude(sides: Sides, side: Side): boolean {
  return sides === 'both' || sides === side;
}

/** May a unit of this side and kind stand on this hex at all (terrain only)? */
export function mayEnter(h: CityHex, side: Side, kind: UnitKind): boolean {
  if (h.prison) return false;
  const e = TERRAIN_EFFECTS[h.terrain];
  if (!sidesInclude(e.enter, side)) return false;
  return !(e.closedToMotorized && isMotorized(kind));
}

/**
 * Does a step into `to` (in HEX_DIRECTIONS direction `dir`) climb? Only a pendio climbs: a
 * step in its `up` direction or either next to it.
 */
export function climbs(to: CityHex, dir: number): boolean {
  if (to.terrain !== 'pendio' || to.up === undefined) return false;
  const d = (dir - to.up + 6) % 6;
  return d === 0 || d === 1 || d === 5;
}

/** Half points to step into `to` in direction `dir`. */
export function stepCost(to: CityHex, dir: number): number {
  const c = TERRAIN_EFFECTS[to.terrain].cost;
  return typeof c === 'number' ? c : climbs(to, dir) ? c.salita : c.discesa;
}

/** Does a side's unit project its zone of control onto this hex (2)? */
export const zocOnto = (h: CityHex, side: Side): boolean => sidesInclude(TERRAIN_EFFECTS[h.terrain].zoc, side);

/** May a side's unit standing here fight (8c)? */
export const fightsOn = (h: CityHex, side: Side): boolean => sidesInclude(TERRAIN_EFFECTS[h.terrain].combat, side);

/** The corteo's power factor on this hex (case popolari double, crowded places half). */
export const corteoFactor = (h: CityHex): number => TERRAIN_EFFECTS[h.terrain].corteoPower;

/** Does entering this hex end a side's move (objectives, the metro for the corteo)? */
export const stopsOn = (h: CityHex, side: Side): boolean => sidesInclude(TERRAIN_EFFECTS[h.terrain].stops, side);

export const barricadeAllowed = (h: CityHex): boolean => TERRAIN_EFFECTS[h.terrain].barricade && !h.prison;

/** Does this hex, between thrower and target, interrupt a throw taken in direction `dir`? */
export function blocksThrow(h: CityHex, dir: number): boolean {
  const b = TERRAIN_EFFECTS[h.terrain].blocksThrow;
  return b === 'salita' ? climbs(h, dir) : b;
}
