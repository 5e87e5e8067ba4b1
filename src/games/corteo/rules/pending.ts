// After a combat: each loser moves one hex, chosen by its owner (a retreat) or by the enemy (a
// corteo panic); a panicked potere unit goes to a barracks hex the corteo chooses, face down.
// A corteo unit that cannot move is arrested; a potere unit that cannot retreat panics (8d-8h).
import { hexDistance, parseHexKey } from '../../../engine/hex.ts';
import { cityOf, neighbours, occupancy, sideOf, stackRoom, standable, unit, walled, zocOf } from './board.ts';
import { edgeEntryHexes } from './sociale.ts';
import type { CorteoContext } from './context.ts';
import { arrest, coverVacated } from './objectives.ts';
import { other, type CorteoState, type Pending } from './types.ts';

/** The edge a hex lies on, for a retreat off the map (8h), or null. */
export function edgeOf(s: CorteoState, key: string): { edge: string; part?: number } | null {
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

/** Applies what needs no choice (no option: arrest or panic), stopping at the first real choice. */
export function settlePending(c: CorteoContext): void {
  const s = c.s;
  while (s.pending.length) {
    const p = s.pending[0];
    const u = unit(s, p.unit)!;
    if (!u.at.includes(',')) {
      s.pending.shift();
      continue;
    }
    if (pendingOptions(s, p).length > 0) return;
    s.pending.shift();
    // A throw never arrests and never panics the potere: a unit that cannot move stays (7e).
    if (p.kind === 'throw') continue;
    if (sideOf(p.unit) === 'corteo') arrest(c, p.unit);
    else if (p.kind !== 'barracks') s.pending.unshift({ unit: p.unit, chooser: 'corteo', kind: 'barracks' });
    // A city without a barracks to go to (never the real one): it panics where it stands.
    else u.panic = s.hand;
  }
  coverVacated(c);
}

export function resolvePending(c: CorteoContext, id: string, to: string): string | null {
  const s = c.s;
  const p = s.pending[0];
  if (!p || p.unit !== id) return 'corteo.error.notPending';
  if (!pendingOptions(s, p).includes(to)) return 'corteo.error.badRetreat';
  const u = unit(s, id)!;
  const from = u.at;
  s.pending.shift();
  if (to === 'off') {
    const e = edgeOf(s, from)!;
    u.at = 'off';
    u.off = { hand: s.hand, ...e };
    delete u.metro;
    s.heads = s.heads.filter((h) => h !== id);
    c.log('corteo.log.offMap', { unit: id, from, edge: e.edge });
  } else {
    u.at = to;
    delete u.metro;
    if (p.kind === 'barracks') u.panic = s.hand;
    c.log(p.kind === 'barracks' ? 'corteo.log.panicked' : p.kind === 'panic' ? 'corteo.log.scattered' : 'corteo.log.retreated', { unit: id, from, to });
    // A second hex of a throw's retreat, unless the first ended in an enemy's zone.
    if (p.kind === 'throw' && (p.steps ?? 1) > 1 && !zocOf(s, other(sideOf(id))).has(to)) s.pending.unshift({ ...p, steps: (p.steps ?? 1) - 1 });
  }
  settlePending(c);
  return null;
}

/** Re-entry after two hands off the map, from the same edge (and part) it left by (8h). */
export function entryHexes(s: CorteoState, id: string): string[] {
  const u = unit(s, id);
  // Sociale: the corteo's units not placed at the start come in from any edge.
  if (u?.at === 'reserve') return edgeEntryHexes(s, id);
  if (!u || u.at !== 'off' || !u.off || s.hand < u.off.hand + 3 || s.side !== 'corteo' || s.step !== 'move' || s.done.includes(id)) return [];
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
