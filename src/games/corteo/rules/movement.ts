// The movement phase (C 4-6): one unit at a time, costs by terrain in half points, zones of
// control that stop a move, the corteo's disengagement, the metro, running, barricades, the
// potere's units held in a zone of control, the garrison of the objectives and the barracks'
// numbered exits.
import { reachable } from '../../../engine/graph.ts';
import { unitRecord } from '../content/pieces.ts';
import type { CityMap } from '../content/map-types.ts';
import {
  editUnit, facedown, graphOf, isHex, neighbours, sideOf, snap, stackRoom, standable, unit, walled, zocOf, type CityGraph, type Snap,
} from './board.ts';
import type { CorteoContext } from './context.ts';
import { stepNow } from './now.ts';
import { barricadeAllowed, isMotorized, mayEnter, stopsOn, zocOnto } from './terrain.ts';
import type { Side } from '../content/types.ts';
import { other, type CorteoState, type UnitState } from './types.ts';
import { coverVacated } from './objectives.ts';
import { entryHexes } from './pending.ts';
import { clearJamsBy } from './jams.ts';
import { waiting } from './national.ts';
import { isRallyPiece, nearMobilePiece } from './scenario.ts';

/** Half points a unit may spend this phase: twice its speed, doubled again while running (5c). */
export function budgetOf(s: CorteoState, id: string): number {
  const r = unitRecord(id);
  return r.speed * 2 * (s.running && r.side === 'corteo' ? 2 : 1);
}

/** Can this unit begin a move now? */
export function canStart(s: CorteoState, u: UnitState, b: Snap = snap(s)): boolean {
  if (!isHex(u.at) || facedown(u) || waiting(u) || sideOf(u.id) !== s.side || s.done.includes(u.id) || s.moving?.id === u.id) return false;
  // The potere never leaves a corteo unit's zone of control but by a combat result (6a).
  if (s.side === 'potere' && b.zoc.corteo.has(u.at)) return false;
  return true;
}

/**
 * What the terrain says to a mover, by hex index of the city's graph (graphOf), once a city:
 * per side and per kind of mover (motorized or not), who may enter each hex and where a move
 * stops; the barracks and the objectives.
 */
interface MoverTerrain {
  barracks: Uint8Array;
  objective: Uint8Array;
  /** `${side}${motorized ? 1 : 0}` -> may enter; `${side}` -> entering stops the move. */
  enter: Record<string, Uint8Array>;
  stops: Record<string, Uint8Array>;
}

const TERRAINS = new WeakMap<CityMap, MoverTerrain>();

function terrainOf(city: CityMap): MoverTerrain {
  let t = TERRAINS.get(city);
  if (t) return t;
  const { keys } = graphOf(city);
  const flags = (f: (k: string) => boolean) => Uint8Array.from(keys, (k) => (f(k) ? 1 : 0));
  const enter: Record<string, Uint8Array> = {};
  const stops: Record<string, Uint8Array> = {};
  for (const side of ['corteo', 'potere'] as const) {
    enter[`${side}0`] = flags((k) => mayEnter(city.hexes[k], side, side === 'corteo' ? 'gruppo' : 'celere'));
    enter[`${side}1`] = flags((k) => mayEnter(city.hexes[k], side, 'blindati'));
    stops[side] = flags((k) => stopsOn(city.hexes[k], side));
  }
  t = {
    barracks: flags((k) => city.hexes[k].terrain === 'caserma'),
    objective: flags((k) => city.hexes[k].terrain === 'obiettivo'),
    enter,
    stops,
  };
  TERRAINS.set(city, t);
  return t;
}

/**
 * What blocks a side's movers on a board, and the walks already made on it. A walk depends only
 * on the hexes the side may not enter (covers, barricades, jams, smoke, a scenario's pieces,
 * enemy units) and the enemy's zones of control, never on the side's own units: while a side
 * moves, the board's blocking stays the same from move to move, so the walks are kept by what
 * blocks (`blockingKey`) and made again only for the unit that moved.
 */
interface Blocking {
  blocked: Uint8Array;
  zoc: Uint8Array;
  /** Walks by start, budget and kind of mover: pairs (hex index, cost). */
  walks: Map<string, number[]>;
}

/** The blockings met lately, per city, by key; a few dozen kept (a playout's side moves, a bot's search). */
const BLOCKINGS = new WeakMap<CityMap, Map<string, Blocking>>();
const KEPT_BLOCKINGS = 64;
const KEPT_WALKS = 4096;

/** Everything `blockingOf` reads from the state, as a string. */
function blockingKey(s: CorteoState, side: Side): string {
  let key = side;
  for (const k in s.covered) key += `c${k}`;
  for (const x of s.barricades) key += `b${x.hex}`;
  for (const k of s.jams ?? []) key += `j${k}`;
  for (const x of s.smoke ?? []) key += `s${x.hex}`;
  if (side === 'corteo') for (const p of s.scen?.pieces ?? []) key += `p${p.id}@${p.at}${p.rest ?? ''}`;
  // The enemy's units: where they block and, unless panicked, hold a zone of control.
  for (const u of s.units) if (isHex(u.at) && sideOf(u.id) !== side) key += u.panic === undefined ? `u${u.at}` : `f${u.at}`;
  return key;
}

/** The blocking of each side on a snap, once looked up (kept on the snap: board.ts `settled` takes it over). */
function blockingOf(s: CorteoState, b: Snap, side: Side, g: CityGraph): Blocking {
  const sides = (b.blocking ??= {}) as Partial<Record<Side, Blocking>>;
  return (sides[side] ??= lookUpBlocking(s, b, side, g));
}

function lookUpBlocking(s: CorteoState, b: Snap, side: Side, g: CityGraph): Blocking {
  let byKey = BLOCKINGS.get(b.city);
  if (!byKey) BLOCKINGS.set(b.city, (byKey = new Map()));
  const key = blockingKey(s, side);
  let found = byKey.get(key);
  if (found) return found;
  const blocked = new Uint8Array(g.keys.length);
  const mark = (k: string) => {
    const i = g.index.get(k);
    if (i !== undefined) blocked[i] = 1;
  };
  for (const k of Object.keys(s.covered)) mark(k);
  for (const x of s.barricades) mark(x.hex);
  for (const k of s.jams ?? []) mark(k);
  for (const x of s.smoke ?? []) mark(x.hex);
  // A scenario's mobile objectives: the potere's units pass by them, the corteo's do not, but
  // may stop on a rally piece's hex (Antifascista); pieces in a clinic are out of the way.
  if (side === 'corteo') for (const p of s.scen?.pieces ?? []) if (isHex(p.at) && p.rest !== 'clinic' && !(isRallyPiece(p.id) && !p.rest)) mark(p.at);
  for (const [k, us] of b.occ) if (us.some((u) => sideOf(u.id) !== side)) mark(k);
  const zoc = new Uint8Array(g.keys.length);
  for (const k of b.zoc[other(side)]) zoc[g.index.get(k)!] = 1;
  if (side === 'corteo') for (const p of s.scen?.pieces ?? []) if (isRallyPiece(p.id) && !p.rest && isHex(p.at)) zoc[g.index.get(p.at)!] = 1;
  found = { blocked, zoc, walks: new Map() };
  if (byKey.size >= KEPT_BLOCKINGS) byKey.delete(byKey.keys().next().value!);
  byKey.set(key, found);
  return found;
}

/**
 * Where a unit may go from `from` with `left` half points, and at what cost: its hex's
 * neighbours by terrain, never into an enemy, a barricade, a cover or across a wall; entering an
 * enemy zone of control, an objective or (for the corteo) a metro station ends the move.
 */
export function reach(s: CorteoState, id: string, from: string, left: number, disengaging: boolean, b: Snap = snap(s)): Map<string, number> {
  const out = new Map<string, number>();
  eachDestination(s, id, from, left, disengaging, b, (key, cost) => out.set(key, cost));
  return out;
}

/** `reach`'s hexes and costs, in order, to `visit` (or only `only`'s, when given), until `visit` returns true. */
function eachDestination(s: CorteoState, id: string, from: string, left: number, disengaging: boolean, b: Snap, visit: (key: string, cost: number) => unknown, only?: string): void {
  const { city, occ } = b;
  const g = graphOf(city);
  const side = sideOf(id);
  const rec = unitRecord(id);
  const motorized = isMotorized(rec.kind);
  const guard = rec.kind === 'piantoni' && terrainOf(city).objective[g.index.get(from)!] === 1;
  // Units of a kind reach the same hexes at the same costs from the same hex on the same
  // board: the walk is kept with the board's blocking, and only the stacking room on each hex
  // is asked per unit.
  const blocking = blockingOf(s, b, side, g);
  const walks = blocking.walks;
  const walkKey = `${from}|${left}|${disengaging ? 1 : 0}|${motorized ? 1 : 0}|${guard ? 1 : 0}`;
  let walked = walks.get(walkKey);
  if (!walked) {
    if (walks.size >= KEPT_WALKS) walks.clear();
    walks.set(walkKey, (walked = walk(city, g, blocking, side, motorized, guard, from, left, disengaging)));
  }
  // Most hexes reached are empty, with no scenario's piece or dissident on them: room for anyone.
  const busy = s.scen ? scenarioHexes(s, b) : null;
  const target = only === undefined ? -1 : (g.index.get(only) ?? -2);
  for (let i = 0; i < walked.length; i += 2) {
    if (target !== -1 && walked[i] !== target) continue;
    const key = g.keys[walked[i]];
    if (((!occ.has(key) && !busy?.has(key)) || stackRoom(s, id, key, occ, city)) && visit(key, walked[i + 1]) === true) return;
  }
}

/** Hexes a scenario's piece or a waiting dissident stands on (stackRoom asks about them), once a snap. */
const SCENARIO_HEXES = new WeakMap<Snap, Set<string>>();

function scenarioHexes(s: CorteoState, b: Snap): Set<string> {
  let hexes = SCENARIO_HEXES.get(b);
  if (!hexes) {
    hexes = new Set([...(s.scen?.pieces ?? []).map((p) => p.at), ...Object.values(s.scen?.dormant ?? {})]);
    SCENARIO_HEXES.set(b, hexes);
  }
  return hexes;
}

/**
 * The hexes a mover may end on, as pairs (hex index, cost) in the order they are settled: the
 * engine's `reachable` over the city's steps (graphOf), never into an enemy, a barricade, a
 * cover or across a wall; entering an enemy zone of control, an objective or (for the corteo) a
 * metro station ends the move.
 */
function walk(city: CityMap, g: CityGraph, { blocked, zoc }: Blocking, side: Side, motorized: boolean, guard: boolean, from: string, left: number, disengaging: boolean): number[] {
  const t = terrainOf(city);
  const enter = t.enter[`${side}${motorized ? 1 : 0}`];
  const stops = t.stops[side];
  const start = g.index.get(from)!;
  const r = reachable(g.steps, start, left, {
    blocked: (to) => blocked[to] === 1 || enter[to] === 0,
    stop: (at) => zoc[at] === 1 || stops[at] === 1,
    cost: (edge, at, to) => {
      // A garrison moves only to a neighbouring objective hex (6b).
      if (guard && (at !== start || !t.objective[to])) return null;
      // Out of a barracks only through its numbered exits (6c).
      if (t.barracks[at] && !t.barracks[to] && !exitOf(city, g.keys[at], g.keys[to])) return null;
      // Disengaging, the first step leaves the enemy's zone of control (5a).
      if (disengaging && at === start && zoc[to]) return null;
      return edge.data;
    },
  });
  const out: number[] = [];
  for (let i = 0; i < r.nodes.length; i++) if (r.nodes[i] !== start) out.push(r.nodes[i], r.costs[i]);
  return out;
}

function exitOf(city: CityMap, barracksHex: string, to: string): boolean {
  const n = city.hexes[barracksHex].barracks;
  return city.barracks.some((b) => b.number === n && b.exits.includes(to));
}

/** Half points left to the unit now moving, or its whole budget if it has not started. */
export function leftFor(s: CorteoState, id: string, b: Snap = snap(s)): { left: number; from: string; disengaging: boolean } | null {
  const u = unit(s, id);
  if (!u || !isHex(u.at)) return null;
  if (s.moving?.id === id) {
    const m = s.moving;
    return { left: m.budget - m.spent, from: u.at, disengaging: Boolean(m.disengage) && u.at === m.from };
  }
  if (!canStart(s, u, b)) return null;
  const disengaging = engagedStart(s, u, b);
  // A unit that threw together with the one stacked with it has paid for it already (9).
  const budget = budgetOf(s, id) - (disengaging ? 2 : 0) - (s.threw[id] ?? 0);
  return budget > 0 ? { left: budget, from: u.at, disengaging } : null;
}

/** A corteo unit starting in the potere's zone of control pays one more point to leave (5a). */
const engagedStart = (s: CorteoState, u: UnitState, b?: Snap): boolean => sideOf(u.id) === 'corteo' && (b ? b.zoc.potere : zocOf(s, 'potere')).has(u.at);

export function destinations(s: CorteoState, id: string, b: Snap = snap(s)): Map<string, number> {
  const l = leftFor(s, id, b);
  return l ? reach(s, id, l.from, l.left, l.disengaging, b) : new Map();
}

/** Has the unit somewhere to go (`destinations` not empty), asked without listing them all? */
export function hasDestination(s: CorteoState, id: string, b: Snap = snap(s)): boolean {
  const l = leftFor(s, id, b);
  let found = false;
  if (l) eachDestination(s, id, l.from, l.left, l.disengaging, b, () => (found = true));
  return found;
}

/** The hexes of `destinations`, in order, to `visit` (the listing of every unit's moves makes no map). */
export function eachDestinationOf(s: CorteoState, id: string, b: Snap, visit: (key: string) => void): void {
  const l = leftFor(s, id, b);
  if (l) eachDestination(s, id, l.from, l.left, l.disengaging, b, visit);
}

/** Ends the move of the unit now moving. */
export function finishMoving(s: CorteoState): void {
  if (!s.moving) return;
  s.done.push(s.moving.id);
  s.moving = null;
}

/** Makes `id` the unit moving, ending the previous one's move (4a: one unit at a time). */
export function startMoving(s: CorteoState, id: string, b?: Snap): void {
  if (s.moving?.id === id) return;
  finishMoving(s);
  const u = unit(s, id)!;
  const disengage = engagedStart(s, u, b);
  s.moving = { id, budget: budgetOf(s, id), spent: (disengage ? 2 : 0) + (s.threw[id] ?? 0), from: u.at, ...(disengage ? { disengage } : {}) };
}

/** Moves a unit; `b` is the board as it stands (the step's handler passes the state before's: it has changed nothing yet). */
export function move(c: CorteoContext, id: string, to: string, b: Snap = snap(c.s)): string | null {
  const s = c.s;
  // One read of the board for the checks: only this unit's reach is computed.
  const l = leftFor(s, id, b);
  if (!l) return 'corteo.error.cannotMove';
  // Only the destination asked is checked for room: the same answer as `reach(...).get(to)`.
  let cost: number | undefined;
  eachDestination(s, id, l.from, l.left, l.disengaging, b, (_k, c) => (cost = c), to);
  if (cost === undefined) return 'corteo.error.unreachable';
  startMoving(s, id, b);
  s.moving!.spent += cost;
  const u = editUnit(s, id);
  const from = u.at;
  u.at = to;
  c.log('corteo.log.moved', { unit: id, from, to });
  const city = b.city;
  const side = sideOf(id);
  if (side === 'corteo' && city.hexes[to].terrain === 'metro') u.metro = s.hand;
  const rally = side === 'corteo' && Boolean(s.scen?.pieces.some((p) => p.at === to && isRallyPiece(p.id) && !p.rest));
  // The enemy's zone of control is as it was before the move: none of its units moved.
  if (rally || b.zoc[other(side)].has(to) || stopsOn(city.hexes[to], side) || s.moving!.spent >= s.moving!.budget) finishMoving(s);
  clearJamsBy(c, id);
  coverVacated(c);
  return null;
}

/** The metro (5b): a unit that took it in an earlier hand leaves from any station. */
export function metroExits(s: CorteoState, id: string, b: Snap = snap(s)): string[] {
  const u = unit(s, id);
  if (!u || u.metro === undefined || u.metro >= s.hand || !canStart(s, u, b)) return [];
  const { city, occ } = b;
  return city.metro.map((m) => m.hex).filter((k) => k !== u.at && standable(s, id, k, city) && stackRoom(s, id, k, occ, city));
}

export function rideMetro(c: CorteoContext, id: string, to: string): string | null {
  if (!metroExits(c.s, id).includes(to)) return 'corteo.error.noMetro';
  const u = editUnit(c.s, id);
  c.log('corteo.log.metro', { unit: id, from: u.at, to });
  u.at = to;
  delete u.metro;
  startMoving(c.s, id);
  return null;
}

/** Running (5c): declared before any unit moves, never in the first hand, five in a game. */
export function canRun(s: CorteoState): boolean {
  return s.side === 'corteo' && stepNow(s) === 'move' && s.hand > 1 && s.runsLeft > 0 && !s.running && s.done.length === 0 && !s.moving;
}

export function run(c: CorteoContext): string | null {
  if (!canRun(c.s)) return 'corteo.error.noRun';
  c.s.running = true;
  c.s.runsLeft -= 1;
  c.log('corteo.log.run', { hand: c.s.hand, left: c.s.runsLeft });
  return null;
}

/** Hexes where `id` may raise a barricade now (5d): in its zone of control, empty, not an objective... */
export function barricadeSpots(s: CorteoState, id: string, b: Snap = snap(s)): string[] {
  if (s.side !== 'corteo' || sideOf(id) !== 'corteo' || s.barricadesLeft <= 0) return [];
  const l = leftFor(s, id, b);
  if (!l || l.left < 4 || builtBy(s, id)) return [];
  const { city, occ } = b;
  const u = unit(s, id)!;
  // The neighbours not behind a wall (graphOf's steps), the cheap questions first.
  const out: string[] = [];
  for (const { key: k } of graphOf(city).next.get(u.at)!) {
    if (!occ.has(k) && zocOnto(city.hexes[k], 'corteo') && barricadeAllowed(city.hexes[k]) && standable(s, id, k, city) && !nearMobilePiece(s, k)) out.push(k);
  }
  return out;
}

const builtBy = (s: CorteoState, id: string): boolean => s.barricades.some((b) => b.hand === s.hand && b.by === id);

export function raiseBarricade(c: CorteoContext, id: string, at: string): string | null {
  if (!barricadeSpots(c.s, id).includes(at) || builtBy(c.s, id)) return 'corteo.error.noBarricade';
  startMoving(c.s, id);
  c.s.moving!.spent += 4;
  c.s.barricadesLeft -= 1;
  c.s.barricades.push({ hex: at, hand: c.s.hand, by: id });
  c.log('corteo.log.barricade', { unit: id, at, left: c.s.barricadesLeft });
  if (c.s.moving!.spent >= c.s.moving!.budget) finishMoving(c.s);
  return null;
}

/** Barricades `id` may remove (advanced game, 5d): built in an earlier hand, in its zone of control. */
export function removableBarricades(s: CorteoState, id: string, b: Snap = snap(s)): string[] {
  if (s.options.mode !== 'advanced' || !s.barricades.some((x) => x.hand < s.hand)) return [];
  const l = leftFor(s, id, b);
  if (!l || l.left < 4 || (s.moving?.id === id && s.moving.removed)) return [];
  const city = b.city;
  const u = unit(s, id)!;
  const side = sideOf(id);
  return s.barricades
    .filter((b) => b.hand < s.hand && neighbours(city, u.at).includes(b.hex) && !walled(city, u.at, b.hex) && zocOnto(city.hexes[b.hex], side))
    .map((b) => b.hex);
}

export function removeBarricade(c: CorteoContext, id: string, at: string): string | null {
  if (!removableBarricades(c.s, id).includes(at)) return 'corteo.error.noBarricade';
  startMoving(c.s, id);
  c.s.moving!.spent += 4;
  c.s.moving!.removed = true;
  c.s.barricades = c.s.barricades.filter((b) => b.hex !== at);
  // A barricade taken off may be raised again (Sociale).
  if (c.hooks.barricadeReused(c.s)) c.s.barricadesLeft += 1;
  c.log('corteo.log.unbarricade', { unit: id, at });
  if (c.s.moving!.spent >= c.s.moving!.budget) finishMoving(c.s);
  return null;
}

/** A unit back from off the map enters on an edge hex and may go on moving (8h). */
export function enterMap(c: CorteoContext, id: string, at: string): string | null {
  const from = unit(c.s, id)?.at === 'reserve' ? c.hooks.reserveEntries(c.s, id) : entryHexes(c.s, id);
  if (!from.includes(at)) return 'corteo.error.noEntry';
  const u = editUnit(c.s, id);
  u.at = at;
  delete u.off;
  c.log('corteo.log.entered', { unit: id, at });
  startMoving(c.s, id);
  c.s.moving!.spent += 2;
  if (zocOf(c.s, 'potere').has(at) || c.s.moving!.spent >= c.s.moving!.budget) finishMoving(c.s);
  return null;
}

