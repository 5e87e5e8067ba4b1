// The Pagine Gialle: the city's street index. A query finds streets, squares, gates, bridges,
// buildings, objectives, barracks and metro stations, with their hexes. Accents, case,
// punctuation and the rulebook's abbreviations ("P.za", "P.zale", "P.ale") are ignored.
import type { Text } from '../../../../engine/content.ts';
import type { CityMap, PlaceKind } from '../map-types.ts';

export interface PlaceHit {
  id: string;
  kind: PlaceKind | 'obiettivo' | 'caserma' | 'metro';
  /** The name on the map; objectives and barracks also have a name in both languages. */
  name: string;
  label?: Text;
  hexes: readonly string[];
}

const ABBREVIATIONS: Record<string, string> = { pza: 'piazza', pzale: 'piazzale', pale: 'piazzale' };
/** Names also answer to these ("S. Carlo" to "san carlo"); a query's single letters stay prefixes. */
const ALIASES: Record<string, string> = { s: 'san santo', ndante: 'andante' };

const withAliases = (words: string): string => words.split(' ').map((w) => (ALIASES[w] ? `${w} ${ALIASES[w]}` : w)).join(' ');

/** Lower case, no accents, no punctuation, abbreviations written out, single spaces. */
export function normalize(s: string): string {
  const plain = s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\.(?=\S)/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return plain
    .split(' ')
    .filter((w) => w.length > 0)
    .map((w) => ABBREVIATIONS[w] ?? w)
    .join(' ');
}

function entries(city: CityMap): { hit: PlaceHit; words: string }[] {
  const out: { hit: PlaceHit; words: string }[] = [];
  for (const p of city.places) out.push({ hit: { id: p.id, kind: p.kind, name: p.name, hexes: p.hexes }, words: withAliases(normalize(p.name)) });
  for (const o of city.objectives) {
    out.push({
      hit: { id: o.id, kind: 'obiettivo', name: `${o.name.it} \u2014 ${o.address}`, label: o.name, hexes: o.hexes },
      words: withAliases(normalize(`${o.name.it} ${o.name.en} ${o.address} obiettivo ${o.kind}`)),
    });
  }
  for (const b of city.barracks) {
    out.push({
      hit: { id: `caserma-${b.number}`, kind: 'caserma', name: `${b.number} \u2014 ${b.name.it}`, label: b.name, hexes: b.hexes },
      words: normalize(`caserma ${b.number} ${b.name.it} ${b.name.en}`),
    });
  }
  for (const m of city.metro) out.push({ hit: { id: m.id, kind: 'metro', name: m.name.it, label: m.name, hexes: [m.hex] }, words: normalize(`${m.name.it} ${m.name.en} metropolitana`) });
  return out;
}

const KIND_LATER = new Set<PlaceHit['kind']>(['obiettivo', 'caserma', 'metro']);

const cache = new WeakMap<CityMap, { hit: PlaceHit; words: string }[]>();

/**
 * The places matching `query`: every word of the query begins a word of the place (so "robba"
 * and "pza robba" find Piazza della Robba). Whole-name matches first, then names beginning
 * with the query, then names holding every word, then the rest (matched by kind or address);
 * places before objectives, barracks and stations, then alphabetical. An empty query finds nothing.
 */
export function searchPlaces(city: CityMap, query: string): PlaceHit[] {
  const q = normalize(query).split(' ').filter((w) => w.length > 0);
  if (q.length === 0) return [];
  let all = cache.get(city);
  if (!all) cache.set(city, (all = entries(city)));
  const joined = q.join(' ');
  const scored: { hit: PlaceHit; rank: number }[] = [];
  for (const e of all) {
    const words = e.words.split(' ');
    if (!q.every((w) => words.some((x) => x.startsWith(w)))) continue;
    const name = normalize(e.hit.name);
    const own = withAliases(name).split(' ');
    const rank = name === joined ? 0 : name.startsWith(joined) ? 1 : q.every((w) => own.some((x) => x.startsWith(w))) ? 2 : 3;
    // At equal rank the street or square comes before what stands on it.
    scored.push({ hit: e.hit, rank: rank * 2 + (KIND_LATER.has(e.hit.kind) ? 1 : 0) });
  }
  return scored.sort((a, b) => a.rank - b.rank || a.hit.name.localeCompare(b.hit.name, 'it')).map((s) => s.hit);
}
