// Scenario Sociale (D) on the advanced game's rules: the corteo's secret gathering place, chosen
// on its private screen before the game and shown to nobody else until the corteo forms there or
// the game ends; its spezzoni scattered over crowds, metro stations and case popolari, the rest
// entering from the edges; the corteo formed by enough connected units; its weak units going
// home while it has not formed; barricades used again; the place's, the head's and the
// dispersal's points. The scenario is data (content/scenarios/sociale.ts); the shared rules call
// in here by small hooks. Our readings of the text's gaps: content/scenarios/sociale-rulings.ts.
import { hexDistance, parseHexKey } from '../../../engine/hex.ts';
import type { CityMap, Place } from '../content/map-types.ts';
import { SPECIAL_UNITS, unitRecord } from '../content/pieces.ts';
import { scenarioIn, type SocialeSpec } from '../content/scenarios/index.ts';
import { cityOf, corteoGroups, editUnit, isHex, occupancy, sideOf, stackRoom, standable } from './board.ts';
import type { CorteoContext } from './context.ts';
import { stepNow } from './now.ts';
import type { CorteoMove, CorteoOptions, CorteoState, UnitState } from './types.ts';

type WithOptions = { options: CorteoOptions };

export const socialeOf = (s: WithOptions): SocialeSpec | null => scenarioIn(s.options)?.sociale ?? null;

/** The place kinds a corteo can be called to: squares, avenues and the like, never a lane or a building. */
const GATHER_KINDS: readonly Place['kind'][] = ['piazza', 'piazzale', 'largo', 'viale', 'corso', 'bulvar', 'lungo'];

/** A place's grey hexes (avenues, squares: the city's 'viale' terrain). */
export const greyHexes = (city: CityMap, place: Place): string[] => place.hexes.filter((k) => city.hexes[k]?.terrain === 'viale');

const GATHER_PLACES = new WeakMap<CityMap, Place[]>();

/** The places the corteo may choose in secret: enough grey hexes to hold the whole corteo. */
export function gatherPlaces(s: WithOptions): Place[] {
  const spec = socialeOf(s);
  if (!spec) return [];
  const city = cityOf(s);
  let out = GATHER_PLACES.get(city);
  if (!out) {
    out = city.places.filter((p) => GATHER_KINDS.includes(p.kind) && greyHexes(city, p).length >= spec.place.greyHexes);
    GATHER_PLACES.set(city, out);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Set-up: the asterisked units, the secret place, the scattered spezzoni.

/** The seven asterisked Movement units, off the map until placed or entered. */
export const socialeUnits = (options: CorteoOptions): UnitState[] =>
  socialeOf({ options }) ? SPECIAL_UNITS.filter((u) => u.special === 'asterisk').map((u) => ({ id: u.id, at: 'reserve' })) : [];

export function gatherMoves(s: CorteoState): CorteoMove[] {
  return stepNow(s) === 'gather' ? gatherPlaces(s).map((p) => ({ type: 'gather', place: p.id })) : [];
}

/** The corteo writes its place down: nobody else sees it, not even the log. */
export function gather(c: CorteoContext, place: string): string | null {
  const s = c.s;
  if (!gatherPlaces(s).some((p) => p.id === place) || !s.scen) return 'corteo.error.badGather';
  s.scen.gather = place;
  c.goto('placeCorteo');
  c.log('corteo.log.gathered', {});
  return null;
}

/** Does this corteo unit start on the map (a spezzone) rather than enter from an edge? */
export const startsScattered = (id: string): boolean => unitRecord(id).kind === 'spezzone';

/** Where a spezzone may start: a hex of a terrain whose count is not full yet. */
export function scatteredStartHexes(s: CorteoState, id: string, ok: (k: string) => boolean): string[] {
  const spec = socialeOf(s);
  if (!spec || !startsScattered(id)) return [];
  const city = cityOf(s);
  const out: string[] = [];
  for (const line of spec.start) {
    const there = s.units.filter((u) => u.id !== id && isHex(u.at) && sideOf(u.id) === 'corteo' && city.hexes[u.at]?.terrain === line.terrain).length;
    if (there >= line.count) continue;
    for (const k of Object.keys(city.hexes)) if (city.hexes[k].terrain === line.terrain && ok(k)) out.push(k);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The corteo formed or not, its weak units going home.

/** The corteo's units entering from an edge: off the map, not the spezzoni placed at the start. */
export const isEntrant = (s: CorteoState, u: UnitState): boolean => Boolean(socialeOf(s)) && u.at === 'reserve' && sideOf(u.id) === 'corteo' && !startsScattered(u.id);

export const isWeak = (s: WithOptions, id: string): boolean => {
  const spec = socialeOf(s);
  const r = unitRecord(id);
  return Boolean(spec) && r.side === 'corteo' && r.kind !== 'spezzone' && r.power <= spec!.weakPower;
};

/** From hand 6, while the corteo has not formed, its weak units head for the edges. */
export function goingHome(s: CorteoState): boolean {
  const spec = socialeOf(s);
  return Boolean(spec && s.scen && s.hand >= spec.homeFrom && s.scen.formed === undefined);
}

/** Hex distance to the nearest map edge. */
function edgeDistance(city: CityMap, key: string): number {
  const h = parseHexKey(key);
  let best = Infinity;
  for (const edge of Object.values(city.edges)) for (const k of edge) best = Math.min(best, hexDistance(parseHexKey(k), h));
  return best;
}

const EDGE_DISTANCE = new WeakMap<CityMap, Map<string, number>>();
function edgeDistanceOf(city: CityMap, key: string): number {
  let m = EDGE_DISTANCE.get(city);
  if (!m) EDGE_DISTANCE.set(city, (m = new Map()));
  let d = m.get(key);
  if (d === undefined) m.set(key, (d = edgeDistance(city, key)));
  return d;
}

/**
 * What the rules of going home forbid: a weak unit moving no nearer an edge, or entering. One
 * test for a whole listing; `reach` is the unit's destinations now (movement.ts), asked only of a
 * weak unit standing on an objective held at the end of the last hand: it must still leave it
 * this turn (12a), and when none of its destinations is nearer an edge it leaves for those of
 * them nearest one (our ruling, sociale-rulings.ts), so it is never left with no move at all.
 */
export function homeForbidder(s: CorteoState, reach: (id: string) => Iterable<string>): (m: CorteoMove) => boolean {
  if (!goingHome(s)) return () => false;
  const city = cityOf(s);
  const best = new Map<string, number>();
  const nearestReach = (id: string): number => {
    let d = best.get(id);
    if (d === undefined) {
      d = Infinity;
      for (const k of reach(id)) d = Math.min(d, edgeDistanceOf(city, k));
      best.set(id, d);
    }
    return d;
  };
  return (m) => {
    if (m.type === 'enter') return isWeak(s, m.unit) && s.units.find((u) => u.id === m.unit)?.at === 'reserve';
    if (m.type !== 'move' && m.type !== 'metro') return false;
    if (!isWeak(s, m.unit)) return false;
    const at = s.units.find((u) => u.id === m.unit)?.at;
    if (!at || !isHex(at)) return true;
    const to = edgeDistanceOf(city, m.to);
    if (to < edgeDistanceOf(city, at)) return false;
    const mustLeave = s.side === 'corteo' && at in s.held && !s.done.includes(m.unit);
    return !(mustLeave && to <= nearestReach(m.unit));
  };
}

/** Weak units going home that stand on an edge hex may leave the map. */
export function leaveMoves(s: CorteoState): CorteoMove[] {
  if (!goingHome(s) || s.side !== 'corteo' || stepNow(s) !== 'move') return [];
  const city = cityOf(s);
  const edge = new Set(Object.values(city.edges).flat());
  return s.units
    .filter((u) => isHex(u.at) && edge.has(u.at) && isWeak(s, u.id) && !s.done.includes(u.id) && (!s.moving || s.moving.id === u.id))
    .map((u) => ({ type: 'leave', unit: u.id }));
}

export function leave(c: CorteoContext, id: string): string | null {
  const s = c.s;
  if (!leaveMoves(s).some((m) => m.type === 'leave' && m.unit === id)) return 'corteo.error.cannotLeave';
  const u = editUnit(s, id);
  const from = u.at;
  u.at = 'off';
  delete u.metro;
  if (s.moving?.id === id) s.moving = null;
  s.done.push(id);
  s.heads = s.heads.filter((h) => h !== id);
  c.log('corteo.log.wentHome', { unit: id, from });
  return null;
}

/** Edge hexes where a unit still off the map may come in: any edge, as terrain and stacking allow. */
export function edgeEntryHexes(s: CorteoState, id: string): string[] {
  const u = s.units.find((x) => x.id === id);
  if (!u || !isEntrant(s, u) || s.side !== 'corteo' || stepNow(s) !== 'move' || s.done.includes(id) || s.moving) return [];
  if (goingHome(s) && isWeak(s, id)) return [];
  const city = cityOf(s);
  const occ = occupancy(s);
  const out = new Set<string>();
  for (const edge of Object.values(city.edges)) {
    for (const k of edge) {
      if (out.has(k) || (occ.get(k) ?? []).some((x) => sideOf(x.id) === 'potere') || s.barricades.some((b) => b.hex === k) || k in s.covered) continue;
      if (standable(s, id, k, city) && stackRoom(s, id, k, occ, city)) out.add(k);
    }
  }
  return [...out];
}

/** Entering moves of the units still off the map, one unit of each type (they are alike). */
export function entrantMoves(s: CorteoState): CorteoMove[] {
  if (!socialeOf(s) || s.side !== 'corteo' || stepNow(s) !== 'move' || s.moving) return [];
  const seen = new Set<string>();
  const out: CorteoMove[] = [];
  for (const u of s.units) {
    if (!isEntrant(s, u)) continue;
    const r = unitRecord(u.id);
    const sig = `${r.kind}${r.speed}${r.power}${r.component}`;
    if (seen.has(sig)) continue;
    seen.add(sig);
    for (const at of edgeEntryHexes(s, u.id)) out.push({ type: 'enter', unit: u.id, at });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The head's walk, the forming and the dispersal, the points.

/** A corteo unit moved: the hexes it walked this phase (the head's points). */
export function recordWalk(s: CorteoState, id: string, from: string, to: string): void {
  if (!socialeOf(s) || !s.scen || sideOf(id) !== 'corteo' || !isHex(from) || !isHex(to)) return;
  s.scen.walked = { ...s.scen.walked, [id]: (s.scen.walked?.[id] ?? 0) + hexDistance(parseHexKey(from), parseHexKey(to)) };
}

/** The largest group of connected corteo units on the map. */
export function largestGroup(s: CorteoState): string[] {
  return corteoGroups(s).reduce<string[]>((a, g) => (g.length > a.length ? g : a), []);
}

/** How many grey hexes of the secret place a group of units stands on. */
export function onPlace(s: CorteoState, place: string, group: readonly string[]): number {
  const city = cityOf(s);
  const p = city.places.find((x) => x.id === place);
  if (!p) return 0;
  const grey = new Set(greyHexes(city, p));
  const at = new Set(group.map((id) => s.units.find((u) => u.id === id)!.at).filter((k) => grey.has(k)));
  return at.size;
}

function award(c: CorteoContext, side: 'corteo' | 'potere', points: number, why: string, params: Record<string, string | number> = {}): void {
  c.s.scen!.points[side] += points;
  c.s.score[side] += points;
  c.log('corteo.log.scenarioPoints', { side: `corteo.scenario.side.${side}`, points, why, ...params });
}

/**
 * The end of every turn: the corteo forms when enough of its units are connected (on its secret
 * place, that place is revealed now: an undo barrier); once formed, losing that continuity
 * disperses it, for the potere's points the first time.
 */
export function socialeTurnEnd(c: CorteoContext): void {
  const s = c.s;
  const spec = socialeOf(s);
  const scen = s.scen;
  if (!spec || !scen) return;
  const group = largestGroup(s);
  if (scen.formed === undefined && group.length >= spec.formWith) {
    scen.formed = s.hand;
    c.log('corteo.log.formed', { count: group.length });
    if (scen.gather && !scen.revealed && onPlace(s, scen.gather, group) >= spec.placePoints.occupy) {
      scen.revealed = true;
      scen.placeDue = true;
      c.barrier();
      c.log('corteo.log.formedThere', { place: scen.gather });
    }
  } else if (scen.formed !== undefined && group.length < spec.formWith) {
    delete scen.formed;
    c.log('corteo.log.dispersed', { count: group.length });
    if (scen.dispersed === undefined) {
      scen.dispersed = s.hand;
      award(c, 'potere', spec.dispersed, 'corteo.scenario.why.dispersed');
    }
  }
}

/** The end of a hand: the secret place's points, the head's hexes (not in the hand it formed). */
export function socialeHandEnd(c: CorteoContext): void {
  const s = c.s;
  const spec = socialeOf(s);
  const scen = s.scen;
  if (!spec || !scen) return;
  if (scen.placeDue) {
    delete scen.placeDue;
    award(c, 'corteo', spec.placePoints.points, 'corteo.scenario.why.formedThere');
  }
  if (scen.formed !== undefined && scen.formed < s.hand) {
    const walked = Math.max(0, ...s.heads.map((h) => scen.walked?.[h] ?? 0));
    if (walked > 0) award(c, 'corteo', walked * spec.headHex, 'corteo.scenario.why.headWalked', { count: walked });
  }
  scen.walked = {};
}

/** The start of a hand: from hand 6, if the corteo has not formed, its weak units go home. */
export function socialeHandStart(c: CorteoContext): void {
  const spec = socialeOf(c.s);
  if (spec && c.s.hand === spec.homeFrom && goingHome(c.s)) c.log('corteo.log.goingHome', {});
}

/** Is the secret place shown to this viewer: the corteo's own seat, or everyone once revealed or at the end? */
export function placeShown(s: CorteoState, viewer: number | 'table'): boolean {
  return viewer === 0 || Boolean(s.scen?.revealed) || stepNow(s) === 'over';
}

/** The corteo's secret place, when the state holds one hidden from this viewer. */
export function hiddenPlace(s: CorteoState, viewer: number | 'table'): string | null {
  return s.scen?.gather && !placeShown(s, viewer) ? s.scen.gather : null;
}
