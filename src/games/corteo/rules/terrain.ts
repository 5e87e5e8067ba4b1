// The terrain effects the rules read (sections 2, 4c, 5d, 6d, 7f, 8c, 12a), one record a
// terrain, in the city's own type. Costs are in half movement points (strada 2, viale 1).
// A hex's effects for one side and unit kind are asked through the helpers below, so the rules
// never test a terrain by name except where a rule names it.
import type { CityHex, Sides, Terrain, TerrainEffects } from '../content/map-types.ts';
import { rb, rc, text } from '../content/source.ts';
import type { Side, UnitKind } from '../content/types.ts';

const T = (
  terrain: Terrain, it: string, en: string, cost: TerrainEffects['cost'], enter: Sides, more: Partial<TerrainEffects>, section = 'C 2, 4c, 7f, 8c',
): TerrainEffects => ({
  terrain, name: text(it, en), cost, enter, closedToMotorized: false, zoc: 'both', blocksThrow: false, combat: 'both', corteoPower: 1, stops: 'none',
  barricade: true, provenance: rb(section), ...more,
});

export const TERRAIN_EFFECTS: Readonly<Record<Terrain, TerrainEffects>> = {
  strada: T('strada', 'strada', 'street', 2, 'both', {}),
  viale: T('viale', 'viale, largo, piazza', 'avenue, largo, square', 1, 'both', {}),
  affollato: T('affollato', 'luogo affollato', 'crowded place', 2, 'corteo', {
    blocksThrow: true, corteoPower: 0.5, barricade: false,
    provenance: rc('Il regolamento dice che il potere non vi entra (1d) ma non lo stampa fra i divieti dello spostamento: lo rendiamo vietato al potere.', 'The rulebook says the potere keeps out (1d) but does not print it among the movement prohibitions: we make it forbidden to the potere.'),
  }),
  caseggiato: T('caseggiato', 'caseggiato', 'building', 2, 'none', { zoc: 'none', blocksThrow: true, combat: 'none', barricade: false }),
  popolari: T('popolari', 'case popolari', 'public housing', 2, 'corteo', { blocksThrow: true, corteoPower: 2 }),
  obiettivo: T('obiettivo', 'obiettivo', 'objective', 2, 'both', { closedToMotorized: true, blocksThrow: true, stops: 'both', barricade: false }, 'C 6d, 7f, 8c, 12a'),
  caserma: T('caserma', 'caserma', 'barracks', 2, 'potere', {
    zoc: 'potere', blocksThrow: true, combat: 'potere', barricade: false,
    provenance: rc('Nessuna regola permette al corteo di entrare in caserma, dove non ha ZOC né scontri (2, 8c): la rendiamo vietata al corteo.', 'No rule lets the corteo into a barracks, where it has no ZOC and no combat (2, 8c): we make it forbidden to the corteo.'),
  }),
  metro: T('metro', 'stazione della metro', 'metro station', 2, 'both', { zoc: 'corteo', blocksThrow: true, combat: 'corteo', stops: 'corteo' }, 'C 2, 5b, 7f, 8c'),
  giardino: T('giardino', 'giardino', 'garden', 2, 'both', { closedToMotorized: true, blocksThrow: true, barricade: false }, 'C 4c, 5d, 6d, 7f, 8c'),
  fiume: T('fiume', 'fiume', 'river', 2, 'none', { zoc: 'none', blocksThrow: true, combat: 'none', barricade: false }),
  scale: T('scale', 'scale', 'stairs', 2, 'both', { closedToMotorized: true, zoc: 'none', combat: 'none', barricade: false }, 'C 2, 4c, 5d, 6d, 7f, 8c'),
  pendio: T('pendio', 'salita / discesa', 'rise / descent', { salita: 4, discesa: 1 }, 'both', { blocksThrow: 'salita' }),
};

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
