// The movement phase (C 4-6): one unit at a time, costs by terrain in half points, zones of
// control that stop a move, the corteo's disengagement, the metro, running, barricades, the
// potere's units held in a zone of control, the garrison of the objectives and the barracks'
// numbered exits.
import { unitRecord } from '../content/pieces.ts';
import type { CityMap } from '../content/map-types.ts';
import {
  facedown, graphOf, isHex, neighbours, sideOf, snap, stackRoom, standable, unit, walled, zocOf, type Snap,
} from './board.ts';
import type { CorteoContext } from './context.ts';
import { stepNow } from './now.ts';
import { barricadeAllowed, isMotorized, mayEnter, stepCost, stopsOn, zocOnto } from './terrain.ts';
import type { Side } from '../content/types.ts';
import { other, type CorteoState, type UnitState } from './types.ts';
import { coverVacated } from './objectives.ts';
import { entryHexes } from './pending.ts';
import { clearJamsBy } from './jams.ts';
import { waiting } from './national.ts';
import { nearMobilePiece } from './scenario.ts';
import { isRallyPiece } from './antifascista.ts';
import { socialeOf } from './sociale.ts';

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
 * The city as arrays by hex index, for `reach`: listing every unit's moves runs it for each
 * unit at every state, so it walks typed arrays rather than keyed maps. Per side and per kind
 * of mover (motorized or not): who may enter each hex, and where a move stops.
 */
interface ReachGraph {
  keys: string[];
  index: Map<string, number>;
  /** Each hex's neighbours not behind a wall (the order of graphOf's lists) and the cost to step into each. */
  nbr: Int32Array[];
  cost: Int32Array[];
  barracks: Uint8Array;
  objective: Uint8Array;
  /** `${side}${motorized ? 1 : 0}` -> may enter; `${side}` -> entering stops the move. */
  enter: Record<string, Uint8Array>;
  stops: Record<string, Uint8Array>;
}

const REACH_GRAPHS = new WeakMap<CityMap, ReachGraph>();

function reachGraph(city: CityMap): ReachGraph {
  let g = REACH_GRAPHS.get(city);
  if (g) return g;
  const { next } = graphOf(city);
  const keys = Object.keys(city.hexes);
  const index = new Map(keys.map((k, i) => [k, i]));
  const flags = (f: (k: string) => boolean) => Uint8Array.from(keys, (k) => (f(k) ? 1 : 0));
  const enter: Record<string, Uint8Array> = {};
  const stops: Record<string, Uint8Array> = {};
  for (const side of ['corteo', 'potere'] as const) {
    enter[`${side}0`] = flags((k) => mayEnter(city.hexes[k], side, side === 'corteo' ? 'gruppo' : 'celere'));
    enter[`${side}1`] = flags((k) => mayEnter(city.hexes[k], side, 'blindati'));
    stops[side] = flags((k) => stopsOn(city.hexes[k], side));
  }
  g = {
    keys,
    index,
    nbr: keys.map((k) => Int32Array.from(next.get(k)!, (n) => index.get(n.key)!)),
    cost: keys.map((k) => Int32Array.from(next.get(k)!, (n) => stepCost(city.hexes[n.key], n.dir))),
    barracks: flags((k) => city.hexes[k].terrain === 'caserma'),
    objective: flags((k) => city.hexes[k].terrain === 'obiettivo'),
    enter,
    stops,
  };
  REACH_GRAPHS.set(city, g);
  return g;
}

/** Hexes a side's mover may not step into: covers, barricades, enemy units; computed once a snap. */
const BLOCKED = new WeakMap<Snap, Partial<Record<string, Uint8Array>>>();

function blockedFor(s: CorteoState, b: Snap, side: Side, g: ReachGraph): { blocked: Uint8Array; zoc: Uint8Array } {
  let m = BLOCKED.get(b);
  if (!m) BLOCKED.set(b, (m = {}));
  let blocked = m[side];
  let zoc = m[`zoc-${side}`];
  if (!blocked || !zoc) {
    blocked = new Uint8Array(g.keys.length);
    const mark = (k: string) => {
      const i = g.index.get(k);
      if (i !== undefined) blocked![i] = 1;
    };
    for (const k of Object.keys(s.covered)) mark(k);
    for (const x of s.barricades) mark(x.hex);
    for (const k of s.jams ?? []) mark(k);
    for (const x of s.smoke ?? []) mark(x.hex);
    // A scenario's mobile objectives: the potere's units pass by them, the corteo's do not, but
    // may stop on a rally piece's hex (Antifascista); pieces in a clinic are out of the way.
    if (side === 'corteo') for (const p of s.scen?.pieces ?? []) if (isHex(p.at) && p.rest !== 'clinic' && !(isRallyPiece(p.id) && !p.rest)) mark(p.at);
    for (const [k, us] of b.occ) if (us.some((u) => sideOf(u.id) !== side)) mark(k);
    zoc = new Uint8Array(g.keys.length);
    for (const k of b.zoc[other(side)]) zoc[g.index.get(k)!] = 1;
    if (side === 'corteo') for (const p of s.scen?.pieces ?? []) if (isRallyPiece(p.id) && !p.rest && isHex(p.at)) zoc[g.index.get(p.at)!] = 1;
    m[side] = blocked;
    m[`zoc-${side}`] = zoc;
  }
  return { blocked, zoc };
}

// Scratch arrays of `reach`, reused from call to call (a generation stamp marks what is set).
let scratchBest = new Int32Array(0);
let scratchSeen = new Int32Array(0);
let generation = 0;

/**
 * Where a unit may go from `from` with `left` half points, and at what cost: its hex's
 * neighbours by terrain, never into an enemy, a barricade, a cover or across a wall; entering an
 * enemy zone of control, an objective or (for the corteo) a metro station ends the move.
 */
export function reach(s: CorteoState, id: string, from: string, left: number, disengaging: boolean, b: Snap = snap(s)): Map<string, number> {
  const { city, occ } = b;
  const g = reachGraph(city);
  const side = sideOf(id);
  const rec = unitRecord(id);
  const motorized = isMotorized(rec.kind);
  const guard = rec.kind === 'piantoni' && g.objective[g.index.get(from)!] === 1;
  // Two units of a kind stacked on a hex reach the same hexes at the same costs: the walk is
  // kept for the snap, and only the stacking room on each hex is asked per unit.
  let walks = WALKS.get(b);
  if (!walks) WALKS.set(b, (walks = new Map()));
  const walkKey = `${from}|${left}|${disengaging ? 1 : 0}|${side}|${motorized ? 1 : 0}|${guard ? 1 : 0}`;
  let walked = walks.get(walkKey);
  if (!walked) walks.set(walkKey, (walked = walk(s, b, g, side, motorized, guard, from, left, disengaging)));
  const out = new Map<string, number>();
  for (let i = 0; i < walked.length; i += 2) {
    const key = g.keys[walked[i]];
    if (stackRoom(s, id, key, occ, city)) out.set(key, walked[i + 1]);
  }
  return out;
}

/** The walks of `reach` already made on a snap, by start, budget and kind of mover. */
const WALKS = new WeakMap<Snap, Map<string, number[]>>();

/**
 * The hexes a mover may end on, as pairs (hex index, cost) in the order they are settled: its
 * hex's neighbours by terrain, never into an enemy, a barricade, a cover or across a wall;
 * entering an enemy zone of control, an objective or (for the corteo) a metro station ends the move.
 */
function walk(s: CorteoState, b: Snap, g: ReachGraph, side: Side, motorized: boolean, guard: boolean, from: string, left: number, disengaging: boolean): number[] {
  const { blocked, zoc } = blockedFor(s, b, side, g);
  const enter = g.enter[`${side}${motorized ? 1 : 0}`];
  const stops = g.stops[side];
  const start = g.index.get(from)!;
  if (scratchBest.length < g.keys.length) {
    scratchBest = new Int32Array(g.keys.length);
    scratchSeen = new Int32Array(g.keys.length);
    generation = 0;
  }
  const best = scratchBest;
  const seen = scratchSeen;
  const gen = ++generation;
  // Dijkstra over half points with a bucket queue: costs are small integers.
  seen[start] = gen;
  best[start] = 0;
  const buckets: number[][] = [[start]];
  const out: number[] = [];
  for (let cost = 0; cost < buckets.length; cost++) {
    const bucket = buckets[cost];
    if (!bucket) continue;
    for (const at of bucket) {
      if (best[at] !== cost) continue;
      if (at !== start) {
        out.push(at, cost);
        if (zoc[at] || stops[at]) continue;
      }
      const fromBarracks = g.barracks[at] === 1;
      const nbr = g.nbr[at];
      const costs = g.cost[at];
      for (let j = 0; j < nbr.length; j++) {
        const to = nbr[j];
        if (blocked[to] || !enter[to]) continue;
        // A garrison moves only to a neighbouring objective hex (6b).
        if (guard && (at !== start || !g.objective[to])) continue;
        // Out of a barracks only through its numbered exits (6c).
        if (fromBarracks && !g.barracks[to] && !exitOf(b.city, g.keys[at], g.keys[to])) continue;
        // Disengaging, the first step leaves the enemy's zone of control (5a).
        if (disengaging && at === start && zoc[to]) continue;
        const nc = cost + costs[j];
        if (nc > left || (seen[to] === gen && best[to] <= nc)) continue;
        seen[to] = gen;
        best[to] = nc;
        (buckets[nc] ??= []).push(to);
      }
    }
  }
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

export function move(c: CorteoContext, id: string, to: string): string | null {
  const s = c.s;
  // One read of the board for the checks: only this unit's reach is computed.
  const b = snap(s);
  const l = leftFor(s, id, b);
  if (!l) return 'corteo.error.cannotMove';
  const cost = reach(s, id, l.from, l.left, l.disengaging, b).get(to);
  if (cost === undefined) return 'corteo.error.unreachable';
  startMoving(s, id, b);
  s.moving!.spent += cost;
  const u = unit(s, id)!;
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
  const u = unit(c.s, id)!;
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
  return neighbours(city, u.at).filter(
    (k) => !walled(city, u.at, k) && zocOnto(city.hexes[k], 'corteo') && barricadeAllowed(city.hexes[k]) && standable(s, id, k, city) && !occ.has(k) && !nearMobilePiece(s, k),
  );
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
  if (s.options.mode !== 'advanced' || s.barricades.length === 0) return [];
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
  // Sociale: a barricade taken off may be raised again.
  if (socialeOf(c.s)?.barricadesReused) c.s.barricadesLeft += 1;
  c.log('corteo.log.unbarricade', { unit: id, at });
  if (c.s.moving!.spent >= c.s.moving!.budget) finishMoving(c.s);
  return null;
}

/** A unit back from off the map enters on an edge hex and may go on moving (8h). */
export function enterMap(c: CorteoContext, id: string, at: string): string | null {
  if (!entryHexes(c.s, id).includes(at)) return 'corteo.error.noEntry';
  const u = unit(c.s, id)!;
  u.at = at;
  delete u.off;
  c.log('corteo.log.entered', { unit: id, at });
  startMoving(c.s, id);
  c.s.moving!.spent += 2;
  if (zocOf(c.s, 'potere').has(at) || c.s.moving!.spent >= c.s.moving!.budget) finishMoving(c.s);
  return null;
}

