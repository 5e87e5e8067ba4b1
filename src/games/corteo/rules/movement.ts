// The movement phase (C 4-6): one unit at a time, costs by terrain in half points, zones of
// control that stop a move, the corteo's disengagement, the metro, running, barricades, the
// potere's units held in a zone of control, the garrison of the objectives and the barracks'
// numbered exits.
import { unitRecord } from '../content/pieces.ts';
import type { CityMap } from '../content/map-types.ts';
import {
  cityOf, facedown, graphOf, isHex, neighbours, sideOf, snap, stackRoom, standable, unit, walled, zocOf, type Snap,
} from './board.ts';
import type { CorteoContext } from './context.ts';
import { barricadeAllowed, mayEnter, stepCost, stopsOn, zocOnto } from './terrain.ts';
import { other, type CorteoMove, type CorteoState, type UnitState } from './types.ts';
import { coverVacated } from './objectives.ts';
import { entryHexes } from './pending.ts';
import { jointTargets, pinnedThrower, throwTargets } from './throws.ts';
import { withFaces } from './combat.ts';

/** Half points a unit may spend this phase: twice its speed, doubled again while running (5c). */
export function budgetOf(s: CorteoState, id: string): number {
  const r = unitRecord(id);
  return r.speed * 2 * (s.running && r.side === 'corteo' ? 2 : 1);
}

/** Can this unit begin a move now? */
export function canStart(s: CorteoState, u: UnitState, b: Snap = snap(s)): boolean {
  if (!isHex(u.at) || facedown(u) || sideOf(u.id) !== s.side || s.done.includes(u.id) || s.moving?.id === u.id) return false;
  // The potere never leaves a corteo unit's zone of control but by a combat result (6a).
  if (s.side === 'potere' && b.zoc.corteo.has(u.at)) return false;
  return true;
}

/**
 * Where a unit may go from `from` with `left` half points, and at what cost: its hex's
 * neighbours by terrain, never into an enemy, a barricade, a cover or across a wall; entering an
 * enemy zone of control, an objective or (for the corteo) a metro station ends the move.
 */
export function reach(s: CorteoState, id: string, from: string, left: number, disengaging: boolean, b: Snap = snap(s)): Map<string, number> {
  const { city, occ } = b;
  const side = sideOf(id);
  const rec = unitRecord(id);
  const enemyZoc = b.zoc[other(side)];
  const guard = rec.kind === 'piantoni' && city.hexes[from].terrain === 'obiettivo';
  const { next } = graphOf(city);
  const blocked = new Set<string>([...Object.keys(s.covered), ...s.barricades.map((x) => x.hex)]);
  for (const [k, us] of occ) if (us.some((u) => sideOf(u.id) !== side)) blocked.add(k);
  // Dijkstra over half points with a bucket queue: costs are small integers. (The engine's
  // hexReach does the same on hex objects; this one runs on the city's precomputed graph,
  // since listing every unit's moves runs it for each unit at every state.)
  const best = new Map<string, number>([[from, 0]]);
  const buckets: string[][] = [[from]];
  const out = new Map<string, number>();
  for (let cost = 0; cost < buckets.length; cost++) {
    for (const at of buckets[cost] ?? []) {
      if (best.get(at) !== cost) continue;
      if (at !== from) {
        if (stackRoom(s, id, at, occ, city)) out.set(at, cost);
        if (enemyZoc.has(at) || stopsOn(city.hexes[at], side)) continue;
      }
      const fromBarracks = city.hexes[at].terrain === 'caserma';
      for (const { key, dir } of next.get(at)!) {
        if (blocked.has(key)) continue;
        const to = city.hexes[key];
        if (!mayEnter(to, side, rec.kind)) continue;
        // A garrison moves only to a neighbouring objective hex (6b).
        if (guard && (at !== from || to.terrain !== 'obiettivo')) continue;
        // Out of a barracks only through its numbered exits (6c).
        if (fromBarracks && to.terrain !== 'caserma' && !exitOf(city, at, key)) continue;
        // Disengaging, the first step leaves the enemy's zone of control (5a).
        if (disengaging && at === from && enemyZoc.has(key)) continue;
        const nc = cost + stepCost(to, dir);
        if (nc > left || (best.get(key) ?? Infinity) <= nc) continue;
        best.set(key, nc);
        (buckets[nc] ??= []).push(key);
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
export function startMoving(s: CorteoState, id: string): void {
  if (s.moving?.id === id) return;
  finishMoving(s);
  const u = unit(s, id)!;
  const disengage = engagedStart(s, u);
  s.moving = { id, budget: budgetOf(s, id), spent: (disengage ? 2 : 0) + (s.threw[id] ?? 0), from: u.at, ...(disengage ? { disengage } : {}) };
}

export function move(c: CorteoContext, id: string, to: string): string | null {
  const s = c.s;
  const l = leftFor(s, id);
  if (!l) return 'corteo.error.cannotMove';
  const cost = reach(s, id, l.from, l.left, l.disengaging).get(to);
  if (cost === undefined) return 'corteo.error.unreachable';
  startMoving(s, id);
  s.moving!.spent += cost;
  const u = unit(s, id)!;
  const from = u.at;
  u.at = to;
  c.log('corteo.log.moved', { unit: id, from, to });
  const city = cityOf(s);
  const side = sideOf(id);
  if (side === 'corteo' && city.hexes[to].terrain === 'metro') u.metro = s.hand;
  if (zocOf(s, other(side), city).has(to) || stopsOn(city.hexes[to], side) || s.moving!.spent >= s.moving!.budget) finishMoving(s);
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
  return s.side === 'corteo' && s.step === 'move' && s.hand > 1 && s.runsLeft > 0 && !s.running && s.done.length === 0 && !s.moving;
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
    (k) => !walled(city, u.at, k) && zocOnto(city.hexes[k], 'corteo') && barricadeAllowed(city.hexes[k]) && standable(s, id, k, city) && !occ.has(k),
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
  c.log('corteo.log.unbarricade', { unit: id, at });
  if (c.s.moving!.spent >= c.s.moving!.budget) finishMoving(c.s);
  return null;
}

/** Every movement move of the side to move, for the step table. */
export function movementMoves(s: CorteoState): CorteoMove[] {
  const out: CorteoMove[] = [];
  if (canRun(s)) out.push({ type: 'run' });
  const b = snap(s);
  for (const u of s.units) {
    if (pinnedThrower(s, u, b)) for (const at of throwTargets(s, u.id, b)) out.push(...withFaces(s, [{ type: 'throw', unit: u.id, at }]));
    if (s.moving?.id !== u.id && !canStart(s, u, b)) continue;
    for (const to of destinations(s, u.id, b).keys()) out.push({ type: 'move', unit: u.id, to });
    for (const to of metroExits(s, u.id, b)) out.push({ type: 'metro', unit: u.id, to });
    for (const at of barricadeSpots(s, u.id, b)) out.push({ type: 'barricade', unit: u.id, at });
    for (const at of removableBarricades(s, u.id, b)) out.push({ type: 'unbarricade', unit: u.id, at });
    const throws: Extract<CorteoMove, { type: 'throw' }>[] = [
      ...throwTargets(s, u.id, b).map((at) => ({ type: 'throw' as const, unit: u.id, at })),
      ...jointTargets(s, u.id, b).map((j) => ({ type: 'throw' as const, unit: u.id, at: j.at, with: j.with })),
    ];
    out.push(...withFaces(s, throws));
  }
  if (s.side === 'corteo') for (const u of s.units) if (u.at === 'off') for (const at of entryHexes(s, u.id)) out.push({ type: 'enter', unit: u.id, at });
  if (s.moving) out.push({ type: 'stop' });
  return out;
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

