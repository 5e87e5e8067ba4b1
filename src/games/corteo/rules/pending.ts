// After a combat: each loser moves one hex, chosen by its owner (a retreat) or by the enemy (a
// corteo panic); a panicked potere unit goes to a barracks hex the corteo chooses, face down.
// A corteo unit that cannot move is arrested; a potere unit that cannot retreat panics (8d-8h).
// Each unit that must move is a task (`retreatTask`, then the 'retreat' decision) of a queue the
// combat or the throw calls; the task ends once the unit has moved, and the queue with the last.
import { argsOf } from '../../../engine/flow.ts';
import { hexDistance, parseHexKey } from '../../../engine/hex.ts';
import type { Json } from '../../../engine/types.ts';
import { cityOf, editUnit, neighbours, occupancy, sideOf, stackRoom, standable, unit, walled, zocOf } from './board.ts';
import type { CorteoContext } from './context.ts';
import { stepNow } from './now.ts';
import { arrest } from './objectives.ts';
import { other, type Board, type CorteoState, type Pending } from './types.ts';
import { forcedOut } from './national.ts';

/** The edge a hex lies on, for a retreat off the map (8h), or null. */
export function edgeOf(s: Pick<Board, 'options'>, key: string): { edge: string; part?: number } | null {
  const city = cityOf(s);
  for (const edge of ['north', 'south', 'east', 'west'] as const) {
    if (city.edges[edge].includes(key)) return edge === 'north' || edge === 'south' ? { edge, part: city.edgePart[key] } : { edge };
  }
  return null;
}

/** Where the first pending unit may go: hexes, 'off' for the corteo on an edge. */
export function pendingOptions(s: CorteoState, p: Pending): string[] {
  const u = unit(s, p.unit)!;
  const city = cityOf(s);
  const occ = occupancy(s);
  if (p.kind === 'barracks') {
    const room = city.barracks.flatMap((b) => b.hexes).filter((k) => standable(s, p.unit, k, city) && stackRoom(s, p.unit, k, occ, city));
    // Every barracks full: any barracks hex will do rather than a unit with nowhere to be.
    return room.length ? room : city.barracks.flatMap((b) => b.hexes).filter((k) => standable(s, p.unit, k, city));
  }
  const side = sideOf(p.unit);
  if (p.kind === 'throw') {
    // Pushed by a throw: away from the thrower's hex, and it may stop in an enemy's zone (7c).
    const here = parseHexKey(u.at);
    const from = p.from ? parseHexKey(p.from) : null;
    return neighbours(city, u.at).filter(
      (k) =>
        !walled(city, u.at, k) &&
        k !== p.keepFree &&
        standable(s, p.unit, k, city) &&
        !(occ.get(k) ?? []).some((x) => sideOf(x.id) !== side) &&
        stackRoom(s, p.unit, k, occ, city) &&
        (!from || hexDistance(from, parseHexKey(k)) > hexDistance(from, here)),
    );
  }
  const enemyZoc = zocOf(s, other(side), city);
  const open = (from: string, k: string) =>
    !walled(city, from, k) && standable(s, p.unit, k, city) && !enemyZoc.has(k) && !(occ.get(k) ?? []).some((x) => sideOf(x.id) !== side);
  // A hex with room ends the retreat; through a full friendly stack it goes on (9).
  const out = new Set<string>();
  const seen = new Set([u.at]);
  const todo = [u.at];
  while (todo.length) {
    const from = todo.shift()!;
    for (const k of neighbours(city, from)) {
      if (seen.has(k) || !open(from, k)) continue;
      seen.add(k);
      if (stackRoom(s, p.unit, k, occ, city)) out.add(k);
      else if ((occ.get(k) ?? []).filter((x) => x.id !== p.unit).length >= 2) todo.push(k);
    }
  }
  const list = [...out].sort();
  if (side === 'corteo' && edgeOf(s, u.at)) list.push('off');
  return list;
}

/** The unit that must move now: the data of the 'retreat' step's task under way. */
export const pendingNow = (s: CorteoState): Pending => argsOf<Pending & Json>(s);

/**
 * A unit's turn to move comes (the 'retreatTask' step): what needs no choice is applied at once
 * (a unit off the map has nothing to do; with no hex to go to, a corteo unit is arrested, a potere
 * unit panics and goes to a barracks, a unit hit by a throw stays) and the task ends; otherwise
 * its chooser picks the hex at the 'retreat' step.
 */
export function settleRetreat(c: CorteoContext): void {
  const s = c.s;
  const p = pendingNow(s);
  const u = unit(s, p.unit)!;
  if (!u.at.includes(',')) return c.end();
  if (pendingOptions(s, p).length > 0) return c.goto('retreat', p as unknown as Json);
  // A throw never arrests and never panics the potere: a unit that cannot move stays (7e).
  if (p.kind === 'throw') return c.end();
  if (sideOf(p.unit) === 'corteo') arrest(c, p.unit);
  else if (p.kind !== 'barracks') return c.goto('retreatTask', { unit: p.unit, chooser: 'corteo', kind: 'barracks' });
  // A city without a barracks to go to (never the real one): it panics where it stands.
  else editUnit(s, p.unit).panic = s.hand;
  c.end();
}

/** The chooser moves the unit one hex (a throw's second hex is the next task), or off the map. */
export function resolvePending(c: CorteoContext, id: string, to: string): string | null {
  const s = c.s;
  const p = pendingNow(s);
  if (!p || p.unit !== id) return 'corteo.error.notPending';
  if (!pendingOptions(s, p).includes(to)) return 'corteo.error.badRetreat';
  const u = editUnit(s, id);
  const from = u.at;
  if (to === 'off') {
    const e = edgeOf(s, from)!;
    u.at = 'off';
    u.off = { hand: s.hand, ...e };
    delete u.metro;
    forcedOut(s, u);
    s.heads = s.heads.filter((h) => h !== id);
    c.log('corteo.log.offMap', { unit: id, from, edge: e.edge });
  } else {
    u.at = to;
    delete u.metro;
    forcedOut(s, u);
    if (p.kind === 'barracks') u.panic = s.hand;
    c.log(p.kind === 'barracks' ? 'corteo.log.panicked' : p.kind === 'panic' ? 'corteo.log.scattered' : 'corteo.log.retreated', { unit: id, from, to });
    // A second hex of a throw's retreat, unless the first ended in an enemy's zone.
    if (p.kind === 'throw' && (p.steps ?? 1) > 1 && !zocOf(s, other(sideOf(id))).has(to)) {
      c.goto('retreatTask', { ...p, steps: (p.steps ?? 1) - 1 } as unknown as Json);
      return null;
    }
  }
  c.end();
  return null;
}

/** Re-entry after two hands off the map, from the same edge (and part) it left by (8h). */
export function entryHexes(s: CorteoState, id: string): string[] {
  const u = unit(s, id);
  // A unit of the reserve (Sociale's, not placed at the start) enters by its scenario's rule (the hooks' reserveEntries).
  if (!u || u.at !== 'off' || !u.off || s.hand < u.off.hand + 3 || s.side !== 'corteo' || stepNow(s) !== 'move' || s.done.includes(id)) return [];
  const city = cityOf(s);
  const occ = occupancy(s);
  const enemy = other('corteo');
  const off = u.off;
  return (city.edges[off.edge as 'north'] ?? []).filter(
    (k) =>
      (off.part === undefined || city.edgePart[k] === off.part) &&
      standable(s, id, k, city) &&
      !(occ.get(k) ?? []).some((x) => sideOf(x.id) === enemy) &&
      stackRoom(s, id, k, occ, city),
  );
}
