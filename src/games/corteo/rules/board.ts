// The board: the city of the game, who stands where, zones of control, who is engaged with
// whom, stacking, and the corteo's connected groups (the march behind its heads).
import { buildGraph, type EdgeSpec, type Graph } from '../../../engine/graph.ts';
import { hexKey, hexNeighbours, hexsideKey, parseHexKey } from '../../../engine/hex.ts';
import type { CityHex, CityMap } from '../content/map-types.ts';
import { unitRecord } from '../content/pieces.ts';
import { CITY } from '../content/city/index.ts';
import { PRACTICE_CITY } from '../content/practice.ts';
import { cityWithOwn } from '../content/scenarios/own-city.ts';
import type { Side } from '../content/types.ts';
import { mayEnter, stepCost, zocOnto } from './terrain.ts';
import type { Board, CorteoState, UnitState } from './types.ts';

const MAPS: Record<string, CityMap> = { [CITY.id]: CITY, practice: PRACTICE_CITY };

/** Adds a city the rules can play on (the full city registers itself when it lands; tests add corners). */
export function registerCity(map: CityMap): void {
  MAPS[map.id] = map;
}

/** A city the rules know by this id (its own key: never an object's inherited one, '__proto__'). */
export const isCity = (map: unknown): map is string => typeof map === 'string' && Object.hasOwn(MAPS, map);

export function cityOf(s: Pick<Board, 'options'>): CityMap {
  const m = isCity(s.options.map) ? MAPS[s.options.map] : undefined;
  if (!m) throw new Error(`unknown Corteo city ${s.options.map}`);
  // A scenario from the editor lays its own objectives on grey hexes.
  return cityWithOwn(m, s.options.custom?.own);
}

export const isHex = (w: string): boolean => w.includes(',');
/**
 * The side of a unit, by its id's first letter (every counter's id begins 'c-' or 'p-', the
 * content test holds them to it): asked a hundred times a move, a lookup of the record cost more.
 * Anything else is looked up, and an unknown id throws.
 */
export const sideOf = (id: string): Side =>
  id.charCodeAt(1) === 45 ? (id.charCodeAt(0) === 99 ? 'corteo' : id.charCodeAt(0) === 112 ? 'potere' : unitRecord(id).side) : unitRecord(id).side;

export function unit(s: CorteoState, id: string): UnitState | undefined {
  // Asked for every unit of every move list: by an index of the units' array, checked on use
  // (the array reordered or a unit replaced: indexed again); an id not in the index is looked for.
  let at = UNIT_INDEX.get(s.units);
  if (!at) UNIT_INDEX.set(s.units, (at = indexUnits(s.units)));
  let i = at.get(id);
  if (i === undefined) return s.units.find((u) => u.id === id);
  if (s.units[i]?.id !== id) {
    UNIT_INDEX.set(s.units, (at = indexUnits(s.units)));
    i = at.get(id);
  }
  return i === undefined ? undefined : s.units[i];
}

/**
 * The unit `id` of a move's working copy, to edit: `draft` shares the units with the state before,
 * so the first edit of a unit in a move copies it into the working copy's array (the copy
 * replaces it there: a reference taken before is the state before's, not to be written). Outside
 * a move (a state being set up, a copy made by hand), the unit itself.
 */
export function editUnit(s: CorteoState, id: string): UnitState {
  let i = UNIT_INDEX.get(s.units)?.get(id);
  if (i === undefined || s.units[i]?.id !== id) i = s.units.findIndex((u) => u.id === id);
  if (i < 0) throw new Error(`no Corteo unit ${id}`);
  return editUnitAt(s, i);
}

/** The working copy's unit at index `i` of its units, to edit (`editUnit`). */
export function editUnitAt(s: CorteoState, i: number): UnitState {
  const u = s.units[i];
  // The working copy's units stand in its state before's order (nothing reorders them).
  const origin = DRAFTED.get(s);
  if (origin && origin.units[i] === u) {
    const copy: UnitState = { ...u };
    s.units[i] = copy;
    return copy;
  }
  return u;
}

function indexUnits(units: readonly UnitState[]): Map<string, number> {
  const at = new Map<string, number>();
  for (let j = units.length - 1; j >= 0; j--) at.set(units[j].id, j);
  return at;
}
const UNIT_INDEX = new WeakMap<readonly UnitState[], Map<string, number>>();

/** Units standing on map hexes, by hex (panicked potere units in barracks included). */
export function occupancy(s: Pick<Board, 'units'>): Map<string, UnitState[]> {
  const m = new Map<string, UnitState[]>();
  for (const u of s.units) {
    if (!isHex(u.at)) continue;
    const list = m.get(u.at);
    if (list) list.push(u);
    else m.set(u.at, [u]);
  }
  return m;
}

export const hasBarricade = (s: CorteoState, key: string): boolean => s.barricades.some((b) => b.hex === key);

/** A traffic jam (13c) or tear-gas smoke (13a) on the hex: nobody enters it. */
export const specialBlock = (s: CorteoState, key: string): boolean => Boolean(s.jams?.includes(key) || s.smoke?.some((x) => x.hex === key));

/** Is there a wall or the historic walls on the hexside between two neighbours? */
export function walled(city: CityMap, a: string, b: string): boolean {
  // Asked in every move list: the answers are kept per city (a pair that is not neighbours throws, uncached).
  let m = WALLED.get(city);
  if (!m) WALLED.set(city, (m = new Map()));
  const pair = `${a}|${b}`;
  let w = m.get(pair);
  if (w === undefined) m.set(pair, (w = hexsideKey(parseHexKey(a), parseHexKey(b)) in city.hexsides));
  return w;
}
const WALLED = new WeakMap<CityMap, Map<string, boolean>>();

/** The map neighbours of a hex (keys), walls or not. Shared lists, kept per city: do not change them. */
export function neighbours(city: CityMap, key: string): string[] {
  return graphOf(city).around.get(key) ?? hexNeighbours(parseHexKey(key)).map(hexKey).filter((k) => k in city.hexes);
}

/** A panicked potere unit is face down in its barracks: no move, no combat, no ZOC (8g). */
export const facedown = (u: UnitState): boolean => u.panic !== undefined;

/**
 * Every hex in the zone of control of `side`'s units (2: terrain and walls excepted). Shared
 * sets, kept by where the side's units stand (a side's zone stays the same while the other side
 * moves): do not change them.
 */
export function zocOf(s: Pick<Board, 'options' | 'units'>, side: Side, city = cityOf(s)): ReadonlySet<string> {
  const holds = (u: UnitState) => isHex(u.at) && !facedown(u) && sideOf(u.id) === side;
  let key: string = side;
  for (const u of s.units) if (holds(u)) key += `|${u.at}`;
  let kept = ZOCS.get(city);
  if (!kept) ZOCS.set(city, (kept = new Map()));
  let out = kept.get(key);
  if (!out) {
    const zone = new Set<string>();
    const onto = zocNext(city)[side];
    for (const u of s.units) if (holds(u)) for (const k of onto.get(u.at)!) zone.add(k);
    if (kept.size >= KEPT_ZOCS) kept.delete(kept.keys().next().value!);
    kept.set(key, (out = zone));
  }
  return out;
}
const ZOCS = new WeakMap<CityMap, Map<string, ReadonlySet<string>>>();
const KEPT_ZOCS = 64;

/** For each hex, the neighbours (not behind a wall) a side's unit there holds in its zone of control: once a city. */
const ZOC_NEXT = new WeakMap<CityMap, Record<Side, Map<string, string[]>>>();

function zocNext(city: CityMap): Record<Side, Map<string, string[]>> {
  let z = ZOC_NEXT.get(city);
  if (!z) {
    const { next } = graphOf(city);
    const of = (side: Side) => new Map([...next].map(([k, ns]) => [k, ns.filter((n) => zocOnto(city.hexes[n.key], side)).map((n) => n.key)]));
    z = { corteo: of('corteo'), potere: of('potere') };
    ZOC_NEXT.set(city, z);
  }
  return z;
}

/**
 * Does a scenario's mobile piece keep `id` off this hex? Every piece stands alone on its hex, but
 * the corteo may enter a rally piece's (Antifascista: it sends it to a clinic), and the rally's
 * pieces in a clinic keep nobody out.
 */
export function pieceBlocks(s: CorteoState, id: string, key: string): boolean {
  return Boolean(s.scen?.pieces.some((p) => p.at === key && p.rest !== 'clinic' && !(p.id.startsWith('rally-') && !p.rest && sideOf(id) === 'corteo')));
}

/** Antifascista: the dissidents waiting on a hex take room on it, as units of the corteo. */
function dormantHere(s: CorteoState, id: string, key: string): UnitState[] {
  const waiting = s.scen?.dormant;
  return waiting ? Object.keys(waiting).filter((d) => d !== id && waiting[d] === key).map((d) => ({ id: d, at: key })) : [];
}

/** May a unit of `id` end a move or retreat on `key` as far as stacking goes (9)? */
export function stackRoom(s: CorteoState, id: string, key: string, occ: ReadonlyMap<string, UnitState[]> = occupancy(s), city = cityOf(s)): boolean {
  // A scenario's mobile objective stands alone on its hex.
  const on = occ.get(key);
  // Most hexes asked about are empty, with no scenario's piece or dissident on them.
  if (!on && !s.scen) return true;
  if (pieceBlocks(s, id, key)) return false;
  const here = [...(on ?? []).filter((u) => u.id !== id), ...dormantHere(s, id, key)];
  if (here.length === 0) return true;
  const side = sideOf(id);
  if (here.some((u) => sideOf(u.id) !== side)) return false;
  if (here.length >= 2) return false;
  const h: CityHex = city.hexes[key];
  if (h.terrain === 'caserma') return true;
  // Blindati stack with nobody outside the barracks.
  return unitRecord(id).kind !== 'blindati' && unitRecord(here[0].id).kind !== 'blindati';
}

/** May a unit of this side and kind stand on `key` now (terrain, covers, barricades)? */
export function standable(s: CorteoState, id: string, key: string, city = cityOf(s)): boolean {
  const h = city.hexes[key];
  if (!h || key in s.covered || hasBarricade(s, key) || specialBlock(s, key)) return false;
  // A scenario's mobile objective stands alone on its hex.
  if (pieceBlocks(s, id, key)) return false;
  const r = unitRecord(id);
  return mayEnter(h, r.side, r.kind);
}

/**
 * The city as a graph, built once a city: every question of who is next to whom, every reach
 * and every zone of control reads it. Hexes by index (the content's order) for the searches,
 * by key for the rules.
 */
export interface CityGraph {
  keys: readonly string[];
  index: ReadonlyMap<string, number>;
  /** Axial coordinates by index. */
  q: Int32Array;
  r: Int32Array;
  /**
   * The steps of a move, for the engine's `reachable`: from each hex to each map neighbour not
   * behind a wall, in the order of the six directions, the edge's data the half points the step
   * costs (stepCost: terrain, and climbing a slope).
   */
  steps: Graph<number>;
  /** For each hex, its map neighbours not behind a wall, with the direction of the step (the steps' order). */
  next: Map<string, { key: string; dir: number }[]>;
  /** For each hex, all its map neighbours, walls or not. */
  around: Map<string, string[]>;
}

const GRAPHS = new WeakMap<CityMap, CityGraph>();

export function graphOf(city: CityMap): CityGraph {
  let g = GRAPHS.get(city);
  if (!g) {
    const keys = Object.keys(city.hexes);
    const index = new Map(keys.map((k, i) => [k, i]));
    const next = new Map<string, { key: string; dir: number }[]>();
    const around = new Map<string, string[]>();
    const edges: EdgeSpec<number>[] = [];
    const q = new Int32Array(keys.length);
    const r = new Int32Array(keys.length);
    keys.forEach((key, i) => {
      const h = parseHexKey(key);
      q[i] = h.q;
      r[i] = h.r;
      const list: { key: string; dir: number }[] = [];
      const all: string[] = [];
      hexNeighbours(h).forEach((n, dir) => {
        const k = hexKey(n);
        if (!(k in city.hexes)) return;
        all.push(k);
        if (walled(city, key, k)) return;
        list.push({ key: k, dir });
        edges.push({ a: i, b: index.get(k)!, data: stepCost(city.hexes[k], dir) });
      });
      next.set(key, list);
      around.set(key, all);
    });
    g = { keys, index, q, r, steps: buildGraph(keys.length, edges, { directed: true }), next, around };
    GRAPHS.set(city, g);
  }
  return g;
}

/** What the movement questions share, computed once per state read. */
export interface Snap {
  city: CityMap;
  occ: Map<string, UnitState[]>;
  zoc: Record<Side, ReadonlySet<string>>;
  /**
   * What a side's movers meet on this board, kept here by movement.ts (its `Blocking`): it reads
   * the markers and the enemy's units only, so a settled state's snap takes it over from the
   * state before's where those stand as they were (`settled`).
   */
  blocking?: Partial<Record<Side, object>>;
}

export function snap(s: CorteoState): Snap {
  // A move's working copy whose board is still its settled state's (a move's checks, before it
  // changes anything) reads that state's snap, with everything kept on it (blockings, walks).
  const origin = DRAFTED.get(s);
  if (origin && sameBoard(s, origin)) return settledSnap(origin);
  const city = cityOf(s);
  return { city, occ: occupancy(s), zoc: { corteo: zocOf(s, 'corteo', city), potere: zocOf(s, 'potere', city) } };
}

/**
 * The snap of the settled state a move's working copy was drafted from, for the move's first
 * reading of the board: only before the move has changed anything (no check is made, unlike
 * `snap`). Outside a move, the state's own snap.
 */
export function snapBefore(s: CorteoState): Snap {
  const origin = DRAFTED.get(s);
  return origin ? settledSnap(origin) : snap(s);
}

/**
 * A snap already kept for `s` and still true of it, or null: a settled state's (once made), or a
 * move's working copy's while its board is still its settled state's. For questions asked both of
 * settled states and of working copies (combat.ts `engagements`): what is kept with such a snap
 * is never made for a state that is still changing.
 */
export function keptSnap(s: CorteoState): Snap | null {
  const origin = DRAFTED.get(s);
  if (origin) return sameBoard(s, origin) ? (SETTLED.get(origin) ?? null) : null;
  return SETTLED.get(s) ?? null;
}

/** Who stands where on `s`, to read by hex only: a kept snap's (`keptSnap`) where there is one, else made now. */
export function standing(s: CorteoState): ReadonlyMap<string, UnitState[]> {
  return keptSnap(s)?.occ ?? occupancy(s);
}

/**
 * The snap of a settled state (one a move made, never a move's working copy), kept with it: the
 * listing of its moves piece by piece reads the board once. Never for a state still changing.
 */
export function settledSnap(s: CorteoState): Snap {
  let b = SETTLED.get(s);
  if (!b) SETTLED.set(s, (b = lazySnap(s)));
  return b;
}

/** A settled state's snap, each side's zone of control made when first asked (a side's listing often needs only the enemy's), or taken from `zones`. */
function lazySnap(s: CorteoState, zones: Partial<Record<Side, ReadonlySet<string>>> = {}, occ = occupancy(s)): Snap {
  const city = cityOf(s);
  const zoc = new LazyZones(s, city, zones);
  const b: Snap = { city, occ, zoc };
  ZONES.set(b, zones);
  return b;
}

/** Each side's zone of control on a settled state, made when first asked (a class: a snap is made at every move). */
class LazyZones {
  constructor(
    private readonly s: CorteoState,
    private readonly city: CityMap,
    private readonly zones: Partial<Record<Side, ReadonlySet<string>>>,
  ) {}
  get corteo(): ReadonlySet<string> {
    return (this.zones.corteo ??= zocOf(this.s, 'corteo', this.city));
  }
  get potere(): ReadonlySet<string> {
    return (this.zones.potere ??= zocOf(this.s, 'potere', this.city));
  }
}
/** The zones a lazy snap has made so far. */
const ZONES = new WeakMap<Snap, Partial<Record<Side, ReadonlySet<string>>>>();
const SETTLED = new WeakMap<CorteoState, Snap>();

/**
 * The settled state each working copy was drafted from (context.ts `draft`), until its move is
 * finished (`settled`): only the one step back, so no state keeps a chain of the states before it.
 */
const DRAFTED = new WeakMap<CorteoState, CorteoState>();

/** `copy` is a working copy of the settled state `origin` (context.ts `draft`). */
export function drafted(copy: CorteoState, origin: CorteoState): void {
  DRAFTED.set(copy, origin);
  // The copy's units stand in the same order: the index of `unit` holds (it is checked on use).
  const at = UNIT_INDEX.get(origin.units);
  if (at) UNIT_INDEX.set(copy.units, at);
}

/**
 * A move made `s` (its working copy is now a settled state): where the move left the board as it
 * was (a unit stopped, a phase ended, a die rolled), the state before's snap is this one's too.
 */
export function settled(s: CorteoState): void {
  const origin = DRAFTED.get(s);
  if (!origin) return;
  DRAFTED.delete(s);
  const b = SETTLED.get(origin);
  if (!b || SETTLED.has(s)) return;
  const changed = boardChange(s, origin);
  if (!changed) return;
  if (!changed.corteo && !changed.potere && !changed.markers) {
    SETTLED.set(s, b);
    return;
  }
  // Some units moved (most moves: one unit of the side in turn): what reads only the others is
  // taken over, each side's zone of control where its units stand as they did, and the
  // blocking of a side whose enemies do, where no marker changed.
  const made = ZONES.get(b) ?? {};
  const zones: Partial<Record<Side, ReadonlySet<string>>> = {};
  for (const side of ['corteo', 'potere'] as const) if (!changed[side] && made[side]) zones[side] = made[side];
  const next = lazySnap(s, zones, movedOn(b.occ, s.units, origin.units));
  if (b.blocking && !changed.markers) {
    for (const side of ['corteo', 'potere'] as const) {
      const kept = b.blocking[side];
      if (kept && !changed[side === 'corteo' ? 'potere' : 'corteo']) (next.blocking ??= {})[side] = kept;
    }
  }
  SETTLED.set(s, next);
}

/**
 * Who stands where on `units`, from who stood where on `before`, the same units in the same
 * order (a working copy and its state before, `boardChange` said so): the state before's map
 * with the hexes of the units the move edited made again (a move copies a unit it edits, so an
 * edited unit is another object). Each hex's units in the units' order, as `occupancy` has them.
 */
function movedOn(occ: ReadonlyMap<string, UnitState[]>, units: UnitState[], before: readonly UnitState[]): Map<string, UnitState[]> {
  const edited: number[] = [];
  for (let i = 0; i < units.length; i++) if (units[i] !== before[i]) edited.push(i);
  // Many units edited (a hand's start, the end's arrests): made again whole.
  if (edited.length > 8) return occupancy({ units });
  const out = new Map(occ);
  // The lists are the state before's: a hex that changes gets a new one.
  for (const i of edited) {
    const k = before[i].at;
    if (!isHex(k)) continue;
    const left = out.get(k)!.filter((u) => u !== before[i]);
    if (left.length) out.set(k, left);
    else out.delete(k);
  }
  let at: Map<string, number> | undefined;
  for (const i of edited) {
    const u = units[i];
    if (!isHex(u.at)) continue;
    const list = out.get(u.at);
    if (!list) {
      out.set(u.at, [u]);
      continue;
    }
    // In the units' order, as `occupancy` lists a hex (a hex holds two or three units).
    at ??= UNIT_INDEX.get(units) ?? indexUnits(units);
    const here = list.slice();
    let j = here.length;
    while (j > 0 && at.get(here[j - 1].id)! > i) j--;
    here.splice(j, 0, u);
    out.set(u.at, here);
  }
  return out;
}

/**
 * Is the board the same on both states: everything a snap and what is kept with it read (units
 * where they stand and how, covers, barricades, jams, smoke, a scenario's pieces and waiting
 * dissidents, the city)? `a` is a copy of `b` (draft): what it did not change is shared or equal.
 */
function sameBoard(a: CorteoState, b: CorteoState): boolean {
  if (a.options !== b.options || a.scen?.dormant !== b.scen?.dormant) return false;
  const ua = a.units;
  const ub = b.units;
  if (ua.length !== ub.length) return false;
  for (let i = 0; i < ua.length; i++) if (ua[i] !== ub[i] && !sameUnit(ua[i], ub[i])) return false;
  return sameMarkers(a, b);
}

const sameUnit = (x: UnitState, y: UnitState): boolean =>
  x.id === y.id && x.at === y.at && x.panic === y.panic && x.metro === y.metro && x.off === y.off && x.waits === y.waits;

function sameMarkers(a: CorteoState, b: CorteoState): boolean {
  if (!sameList(a.barricades, b.barricades) || !sameList(a.jams ?? [], b.jams ?? []) || !sameList(a.smoke ?? [], b.smoke ?? [])) return false;
  if (!sameList(a.scen?.pieces ?? [], b.scen?.pieces ?? [])) return false;
  const ca = Object.keys(a.covered);
  return ca.length === Object.keys(b.covered).length && ca.every((k) => k in b.covered);
}

/**
 * What changed on the board from `b` to its copy `a`: each side's units (where they stand and
 * how), the markers; null when the two cannot be compared unit by unit (units added or
 * reordered, another city or scenario's dissidents).
 */
function boardChange(a: CorteoState, b: CorteoState): { corteo: boolean; potere: boolean; markers: boolean } | null {
  if (a.options !== b.options || a.scen?.dormant !== b.scen?.dormant) return null;
  const ua = a.units;
  const ub = b.units;
  if (ua.length !== ub.length) return null;
  const out = { corteo: false, potere: false, markers: !sameMarkers(a, b) };
  // Where each unit stands and whether it is face down first (what the zones and the blockings
  // read); the rest of a unit only where nothing else changed (the snap is then the same one).
  // A unit the move did not edit is the state before's (`editUnit` copies on write).
  for (let i = 0; i < ua.length; i++) {
    const x = ua[i];
    const y = ub[i];
    if (x === y) continue;
    if (x.id !== y.id) return null;
    if (x.at !== y.at || x.panic !== y.panic) out[sideOf(x.id)] = true;
  }
  if (!out.corteo && !out.potere && !out.markers) for (let i = 0; i < ua.length; i++) if (ua[i] !== ub[i] && !sameUnit(ua[i], ub[i])) out[sideOf(ua[i].id)] = true;
  return out;
}

/** Two lists of markers alike, item by item (strings, or flat records compared field by field). */
function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i] && !sameRecord(a[i], b[i])) return false;
  return true;
}

function sameRecord(x: unknown, y: unknown): boolean {
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
  const kx = Object.keys(x);
  if (kx.length !== Object.keys(y).length) return false;
  return kx.every((k) => (x as Record<string, unknown>)[k] === (y as Record<string, unknown>)[k]);
}

/**
 * The corteo's connected groups: units on the same or adjacent hexes, by unit id. Kept with a
 * settled board (board.ts `keptSnap`: the head's listing, its power in combat and against
 * throws ask it of the same board): shared lists, frozen.
 */
export function corteoGroups(s: Pick<Board, 'units'>): string[][] {
  const kept = keptSnap(s as CorteoState);
  if (!kept) return groupsOf(s);
  let groups = GROUPS.get(kept);
  if (!groups) GROUPS.set(kept, (groups = Object.freeze(groupsOf(s).map((g) => Object.freeze(g))) as string[][]));
  return groups;
}
const GROUPS = new WeakMap<Snap, string[][]>();

/** The neighbours' keys of a hex key, on any map (corteoGroups asks them of hexes with units): once a key. */
function around(key: string): readonly string[] {
  let out = AROUND.get(key);
  if (!out) AROUND.set(key, (out = hexNeighbours(parseHexKey(key)).map(hexKey)));
  return out;
}
const AROUND = new Map<string, readonly string[]>();

function groupsOf(s: Pick<Board, 'units'>): string[][] {
  const occ = occupancy(s);
  const corteoHexes = new Set([...occ.entries()].filter(([, us]) => us.some((u) => sideOf(u.id) === 'corteo')).map(([k]) => k));
  const seen = new Set<string>();
  const groups: string[][] = [];
  for (const start of corteoHexes) {
    if (seen.has(start)) continue;
    const group: string[] = [];
    const stack = [start];
    seen.add(start);
    while (stack.length) {
      const k = stack.pop()!;
      for (const u of occ.get(k) ?? []) if (sideOf(u.id) === 'corteo') group.push(u.id);
      for (const n of around(k)) {
        if (corteoHexes.has(n) && !seen.has(n)) (seen.add(n), stack.push(n));
      }
    }
    groups.push(group.sort());
  }
  return groups;
}

/** The group of a corteo unit (itself included). */
export function groupOf(s: Pick<Board, 'units'>, id: string): string[] {
  return corteoGroups(s).find((g) => g.includes(id)) ?? [id];
}
