// The city of Corteo, built from the plan and validated when the module loads.
import { hexDistance, parseHexKey } from '../../../../engine/hex.ts';
import type { CityMap } from '../map-types.ts';
import { buildCity, cellKey } from './build.ts';
import { validateCity } from './validate.ts';

export const CITY: CityMap = validateCity(buildCity());

export { cellHex, cellKey, hexCell, shapeCells } from './build.ts';
export { slopeStep, TERRAIN_EFFECTS, wallBetween } from './terrain.ts';
export { CITY_RULINGS } from './rulings.ts';
export { normalize, searchPlaces, type PlaceHit } from './pagine-gialle.ts';

const GLYPH: Record<string, string> = {
  strada: '.', viale: ':', affollato: '~', caseggiato: '#', popolari: 'p', obiettivo: 'O', caserma: 'K',
  metro: 'M', giardino: 'g', fiume: 'w', scale: 's', pendio: '/',
};

/** The city as rows of characters (odd rows indented), for tests and for reading the map. */
export function cityAscii(city: CityMap = CITY): string {
  const rows: string[] = [];
  for (let r = 0; r < city.rows; r++) {
    let s = r % 2 ? ' ' : '';
    for (let c = 0; c < city.cols; c++) {
      const h = city.hexes[cellKey([c, r])];
      s += (h.bridge ? '=' : h.prison ? 'X' : GLYPH[h.terrain]) + ' ';
    }
    rows.push(s.trimEnd());
  }
  return rows.join('\n');
}

/**
 * The hexes of Bulvar dei Cappuccini "in front of" its embassy (scenario Internazionalista):
 * the Bulvar's hexes within 2 of the embassy's.
 */
export function cappucciniFront(city: CityMap = CITY): string[] {
  const embassy = city.objectives.find((o) => o.id === 'diplo-cappuccini');
  const bulvar = city.places.find((p) => p.id === 'bulvar-cappuccini');
  if (!embassy || !bulvar) return [];
  return bulvar.hexes.filter((k) => embassy.hexes.some((e) => hexDistance(parseHexKey(k), parseHexKey(e)) <= 2));
}

export { cityFamilies } from './families.ts';
