// The city's records as content families, for the game's content (Fonti, npm run sources):
// the map as a whole, its objectives, barracks, metro stations, places and terrain effects.
import type { ContentFamily } from '../../../../engine/content.ts';
import type { CityMap } from '../map-types.ts';
import { TERRAIN_EFFECTS } from './terrain.ts';
import { text } from './source.ts';

export function cityFamilies(city: CityMap): ContentFamily[] {
  return [
    { id: 'citta', name: text('La Città', 'The City'), records: [city] },
    { id: 'obiettivi', name: text('Obiettivi', 'Objectives'), records: city.objectives },
    { id: 'caserme', name: text('Caserme', 'Barracks'), records: city.barracks },
    { id: 'metro', name: text('Metropolitana', 'Metro'), records: city.metro },
    { id: 'pagine-gialle', name: text('Pagine Gialle', 'Street index'), records: city.places },
    { id: 'terreno', name: text('Effetti del terreno', 'Terrain effects'), records: Object.values(TERRAIN_EFFECTS) },
  ];
}
