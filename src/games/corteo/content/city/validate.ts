// Checks a city when it loads: a map that breaks these is refused with the reason, so a
// replacement map (a printed one, an edited one) cannot slip in broken.
import { hexDistance, hexNeighbours, hexKey, hexsideHexes, parseHexKey } from '../../../../engine/hex.ts';
import { TERRAINS, type CityMap } from '../map-types.ts';

const ROAD = new Set(['strada', 'viale', 'pendio', 'scale']);

export function cityProblems(city: CityMap): string[] {
  const out: string[] = [];
  const has = (k: string) => city.hexes[k] !== undefined;
  const at = (k: string) => city.hexes[k];
  const nextToRoad = (k: string) => hexNeighbours(parseHexKey(k)).some((n) => ROAD.has(at(hexKey(n))?.terrain ?? ''));
  const count = Object.keys(city.hexes).length;
  if (count !== city.cols * city.rows) out.push(`${count} hexes, expected ${city.cols * city.rows}`);
  for (const [k, h] of Object.entries(city.hexes)) {
    if (!TERRAINS.includes(h.terrain)) out.push(`${k}: unknown terrain ${String(h.terrain)}`);
    if (h.terrain === 'pendio' && h.up === undefined) out.push(`${k}: a slope without its uphill direction`);
    if (h.bridge && !ROAD.has(h.terrain)) out.push(`${k}: a bridge that is no road`);
    if (h.terrain === 'obiettivo' && !city.objectives.some((o) => o.id === h.objective)) out.push(`${k}: objective hex of no objective`);
  }
  for (const side of Object.keys(city.hexsides)) {
    const [a, b] = hexsideHexes(side);
    if (hexDistance(a, b) !== 1 || !has(hexKey(a)) || !has(hexKey(b))) out.push(`wall ${side} is not between two hexes of the map`);
  }
  const seen = new Set<string>();
  for (const o of city.objectives) {
    if (seen.has(o.id)) out.push(`objective ${o.id} twice`);
    seen.add(o.id);
    if (!(o.value > 0) || !Number.isInteger(o.value)) out.push(`objective ${o.id}: value ${o.value}`);
    if (o.hexes.length === 0) out.push(`objective ${o.id} has no hex`);
    for (const k of o.hexes) if (at(k)?.terrain !== 'obiettivo' || at(k)?.objective !== o.id) out.push(`objective ${o.id}: ${k} is not its yellow hex`);
    if (!o.hexes.some(nextToRoad)) out.push(`objective ${o.id} is on no street`);
  }
  for (const b of city.barracks) {
    for (const k of b.hexes) if (at(k)?.terrain !== 'caserma') out.push(`barracks ${b.number}: ${k} is not violet`);
    if (b.exits.length === 0) out.push(`barracks ${b.number} has no numbered exit`);
    for (const e of b.exits) {
      if (!ROAD.has(at(e)?.terrain ?? '')) out.push(`barracks ${b.number}: exit ${e} is not a street`);
      if (!b.hexes.some((k) => hexDistance(parseHexKey(k), parseHexKey(e)) === 1)) out.push(`barracks ${b.number}: exit ${e} not next to it`);
    }
  }
  for (const m of city.metro) {
    if (at(m.hex)?.terrain !== 'metro') out.push(`metro ${m.id}: ${m.hex} is not a station`);
    if (!nextToRoad(m.hex)) out.push(`metro ${m.id} is on no street`);
  }
  if (city.prison.length === 0) out.push('no prison');
  for (const k of city.prison) if (!at(k)?.prison) out.push(`prison hex ${k} not flagged`);
  for (const k of city.piazzaMento) if (at(k)?.terrain !== 'viale') out.push(`Piazza Mento ${k} is not grey`);
  for (const p of city.places) {
    if (p.hexes.length === 0) out.push(`place ${p.id} has no hex`);
    for (const k of p.hexes) if (!has(k)) out.push(`place ${p.id}: ${k} off the map`);
  }
  return out;
}

/** The city, or an error listing what is wrong with it. */
export function validateCity(city: CityMap): CityMap {
  const problems = cityProblems(city);
  if (problems.length > 0) throw new Error(`invalid city map:\n${problems.slice(0, 20).join('\n')}`);
  return city;
}
