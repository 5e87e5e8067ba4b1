// A scenario's own objectives on the city: the players draw them on blank pieces laid on grey
// hexes (viali, larghi, piazze: 12b, "i pezzi bianchi"), so for the game those hexes become
// objective hexes of a new kind, 'proprio', with the scenario's name and value.
import type { CityHex, CityMap, Objective } from '../map-types.ts';
import { rc, text } from '../source.ts';
import type { OwnObjective } from './types.ts';

/** The terrain of the grey hexes, where the blank pieces may be laid. */
export const GREY_TERRAIN = 'viale';

const MADE = new Map<string, CityMap>();

/** The city with these own objectives laid on it (the same object for the same objectives). */
export function cityWithOwn(city: CityMap, own: readonly OwnObjective[] | undefined): CityMap {
  if (!own?.length) return city;
  const key = `${city.id}|${JSON.stringify(own)}`;
  const done = MADE.get(key);
  if (done) return done;
  const hexes: Record<string, CityHex> = { ...city.hexes };
  const objectives: Objective[] = [...city.objectives];
  for (const o of own) {
    const keys = o.hexes.filter((k) => hexes[k]?.terrain === GREY_TERRAIN);
    for (const k of keys) hexes[k] = { terrain: 'obiettivo', objective: o.id };
    objectives.push({
      id: o.id, kind: 'proprio', name: text(o.name, o.name), short: text(o.name, o.name), address: '', hexes: keys, value: o.value,
      provenance: rc('Obiettivo dei giocatori, disegnato su un pezzo bianco (12b).', 'The players\u2019 own objective, drawn on a blank piece (12b).'),
    });
  }
  const made: CityMap = { ...city, hexes, objectives };
  // A handful of scenarios are played in a session; keep the cache from growing without end.
  if (MADE.size > 16) MADE.delete(MADE.keys().next().value!);
  MADE.set(key, made);
  return made;
}
