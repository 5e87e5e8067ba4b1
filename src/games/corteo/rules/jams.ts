// 13c, traffic jams: in its movement phase, once a turn, either side may try a jam on an avenue
// hex out of every zone of control and joined by a clear line of streets to a clear
// crossroads; an odd die makes it. A jam blocks like a barricade, two are never adjacent, and
// only the vigili clear them, by moving to have them in their zone of control.
import { unitRecord } from '../content/pieces.ts';
import { MARKERS } from '../content/pieces.ts';
import { jamForms } from '../content/special.ts';
import type { CityMap } from '../content/map-types.ts';
import { cityOf, graphOf, neighbours, unit, walled, type Snap } from './board.ts';
import type { CorteoContext } from './context.ts';
import { nearMobilePiece } from './scenario.ts';
import { isOn } from './special-rules.ts';
import { stepNow } from './now.ts';
import { zocOnto } from './terrain.ts';
import type { CorteoState, SpecialRoll } from './types.ts';

const ROADS: ReadonlySet<string> = new Set(['viale', 'strada']);

export const jamAt = (s: CorteoState, key: string): boolean => (s.jams ?? []).includes(key);

/** The turn's key: one jam tried a side a hand. */
const turnKey = (s: CorteoState): string => `${s.hand}-${s.side}`;

const CROSSROADS = new WeakMap<CityMap, Set<string>>();

/** Crossroads (reconstructed): road hexes with three or more road neighbours not behind a wall. */
export function crossroads(city: CityMap): Set<string> {
  let x = CROSSROADS.get(city);
  if (!x) {
    const { next } = graphOf(city);
    x = new Set(Object.keys(city.hexes).filter((k) => ROADS.has(city.hexes[k].terrain) && next.get(k)!.filter((n) => ROADS.has(city.hexes[n.key].terrain)).length >= 3));
    CROSSROADS.set(city, x);
  }
  return x;
}

const SPOTS = new WeakMap<Snap, string[]>();

/** May the side to move try a jam now, somewhere (`jamSpots` says where)? */
export const jamsOpen = (s: CorteoState): boolean => isOn(s, 'jams') && stepNow(s) === 'move' && s.jamTried !== turnKey(s) && (s.jams?.length ?? 0) < MARKERS.jams.count;

/** Avenue hexes where the side to move may try a jam now. */
export function jamSpots(s: CorteoState, b: Snap): string[] {
  if (!jamsOpen(s)) return [];
  const cached = SPOTS.get(b);
  if (cached) return cached;
  const city = b.city;
  // What blocks a jam, once: the markers on the board by hex.
  const marked = new Set<string>([...s.barricades.map((x) => x.hex), ...(s.jams ?? []), ...(s.smoke ?? []).map((x) => x.hex)]);
  const { corteo, potere } = b.zoc;
  const clear = (k: string) => ROADS.has(city.hexes[k].terrain) && !b.occ.has(k) && !corteo.has(k) && !potere.has(k) && !marked.has(k) && !(k in s.covered);
  // Every clear road hex joined to a clear crossroads by clear road hexes.
  const { next } = graphOf(city);
  const reached = new Set<string>();
  const todo = [...crossroads(city)].filter(clear);
  todo.forEach((k) => reached.add(k));
  while (todo.length) {
    const k = todo.pop()!;
    for (const n of next.get(k)!) if (!reached.has(n.key) && clear(n.key)) (reached.add(n.key), todo.push(n.key));
  }
  // Nor near a scenario's motorcade (Internazionalista: no barricades or jams within its reach).
  const spots = [...reached].filter((k) => city.hexes[k].terrain === 'viale' && !neighbours(city, k).some((n) => jamAt(s, n)) && !nearMobilePiece(s, k)).sort();
  SPOTS.set(b, spots);
  return spots;
}

export function tryJam(c: CorteoContext, at: string, b: Snap): string | null {
  if (!jamSpots(c.s, b).includes(at)) return 'corteo.error.noJam';
  c.s.jamTried = turnKey(c.s);
  c.log('corteo.log.jamTry', { at });
  c.queueRoll({ kind: 'jam', side: c.s.side, at });
  return null;
}

export function jamRolled(c: CorteoContext, r: Extract<SpecialRoll, { kind: 'jam' }>, die: number): void {
  if (!jamForms(die)) {
    c.log('corteo.log.jamFailed', { at: r.at });
    return;
  }
  c.s.jams = [...(c.s.jams ?? []), r.at];
  c.log('corteo.log.jam', { at: r.at });
}

/** A vigili unit that has just moved clears the jams in its zone of control (ruling). */
export function clearJamsBy(c: CorteoContext, id: string): void {
  const s = c.s;
  if (!s.jams?.length || unitRecord(id).kind !== 'vigili') return;
  const city = cityOf(s);
  const at = unit(s, id)!.at;
  const gone = s.jams.filter((k) => neighbours(city, at).includes(k) && !walled(city, at, k) && zocOnto(city.hexes[k], 'potere'));
  if (!gone.length) return;
  for (const k of gone) c.log('corteo.log.unjam', { unit: id, at: k });
  s.jams = s.jams.filter((k) => !gone.includes(k));
  if (!s.jams.length) delete s.jams;
}
