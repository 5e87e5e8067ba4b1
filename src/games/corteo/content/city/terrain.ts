// What each terrain of section 1d does, as the rulebook's sections on ZOC (2), movement (4c,
// 6d, 5b), barricades (5d), throws (7) and combat (8) print it. Costs in half points.
import { directionTo, parseHexKey, type Hex } from '../../../../engine/hex.ts';
import type { CityHex, CityMap, Terrain, TerrainEffects } from '../map-types.ts';
import { rb, text } from './source.ts';

const SECTIONS = rb('C 1d, 2, 4c, 5b, 5d, 6d, 7, 8, 12a');

function t(terrain: Terrain, it: string, en: string, e: Omit<TerrainEffects, 'terrain' | 'name' | 'provenance'>): TerrainEffects {
  return { terrain, name: text(it, en), provenance: SECTIONS, ...e };
}

export const TERRAIN_EFFECTS: Readonly<Record<Terrain, TerrainEffects>> = {
  strada: t('strada', 'Via, vicolo, strada', 'Street, alley', { cost: 2, enter: 'both', closedToMotorized: false, zoc: 'both', blocksThrow: false, combat: 'both', corteoPower: 1, stops: 'none', barricade: true }),
  viale: t('viale', 'Viale, largo, piazza', 'Avenue, largo, square', { cost: 1, enter: 'both', closedToMotorized: false, zoc: 'both', blocksThrow: false, combat: 'both', corteoPower: 1, stops: 'none', barricade: true }),
  affollato: t('affollato', 'Luogo affollato', 'Crowded place', { cost: 2, enter: 'corteo', closedToMotorized: true, zoc: 'both', blocksThrow: true, combat: 'both', corteoPower: 0.5, stops: 'none', barricade: false }),
  caseggiato: t('caseggiato', 'Caseggiato', 'Buildings', { cost: 2, enter: 'none', closedToMotorized: true, zoc: 'none', blocksThrow: true, combat: 'none', corteoPower: 1, stops: 'none', barricade: false }),
  popolari: t('popolari', 'Case popolari', 'Council housing', { cost: 2, enter: 'corteo', closedToMotorized: true, zoc: 'both', blocksThrow: true, combat: 'both', corteoPower: 2, stops: 'none', barricade: true }),
  obiettivo: t('obiettivo', 'Obiettivo', 'Objective', { cost: 2, enter: 'both', closedToMotorized: true, zoc: 'both', blocksThrow: true, combat: 'both', corteoPower: 1, stops: 'both', barricade: false }),
  caserma: t('caserma', 'Caserma', 'Barracks', { cost: 2, enter: 'both', closedToMotorized: false, zoc: 'potere', blocksThrow: true, combat: 'potere', corteoPower: 1, stops: 'none', barricade: false }),
  metro: t('metro', 'Metropolitana', 'Metro station', { cost: 2, enter: 'both', closedToMotorized: false, zoc: 'corteo', blocksThrow: true, combat: 'corteo', corteoPower: 1, stops: 'corteo', barricade: true }),
  giardino: t('giardino', 'Giardino', 'Garden', { cost: 2, enter: 'both', closedToMotorized: true, zoc: 'both', blocksThrow: true, combat: 'both', corteoPower: 1, stops: 'none', barricade: false }),
  fiume: t('fiume', 'Fiume', 'River', { cost: 2, enter: 'none', closedToMotorized: true, zoc: 'none', blocksThrow: true, combat: 'none', corteoPower: 1, stops: 'none', barricade: false }),
  scale: t('scale', 'Scale', 'Stairs', { cost: 2, enter: 'both', closedToMotorized: true, zoc: 'none', blocksThrow: false, combat: 'none', corteoPower: 1, stops: 'none', barricade: false }),
  pendio: t('pendio', 'Salita / discesa', 'Rise / descent', { cost: { salita: 4, discesa: 1 }, enter: 'both', closedToMotorized: false, zoc: 'both', blocksThrow: 'salita', combat: 'both', corteoPower: 1, stops: 'none', barricade: true }),
};

/**
 * A step from `from` into its neighbour `to`, on a slope: 'salita' when it climbs, 'discesa'
 * when it goes down, null when `to` is no slope. Three of the six directions climb (the uphill
 * one and its two neighbours), the other three descend, so every step has one reading.
 */
export function slopeStep(to: CityHex, from: Hex, toHex: Hex): 'salita' | 'discesa' | null {
  if (to.terrain !== 'pendio' || to.up === undefined) return null;
  const d = directionTo(from, toHex);
  if (d < 0) throw new Error('slopeStep: not neighbours');
  const off = (d - to.up + 6) % 6;
  return off === 0 || off === 1 || off === 5 ? 'salita' : 'discesa';
}

/** Whether `a` and `b` (keys) are across a wall or the historic walls. */
export function wallBetween(city: CityMap, a: string, b: string): boolean {
  const [x, y] = [parseHexKey(a), parseHexKey(b)];
  const first = x.q < y.q || (x.q === y.q && x.r < y.r);
  return city.hexsides[first ? `${a}|${b}` : `${b}|${a}`] !== undefined;
}
