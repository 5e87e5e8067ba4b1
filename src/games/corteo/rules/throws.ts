// Throws (C 7): in its movement phase a spezzone (3 hexes) or a lacrimogeni unit (4 hexes)
// throws once, for half its points, at an enemy on a straight row of hexes; the hexes between
// must not interrupt the throw (7f). Odds are rounded for the target, the throw table gives
// nothing, a retreat of 1 or 2 hexes away from the thrower (chosen by the target's owner) or a
// panic of 2 hexes (chosen by the thrower); tear gas that panics the corteo pushes every unit
// connected to the target one hex. A throw never arrests: a unit that cannot move stays.
import { HEX_DIRECTIONS, hexDistance, hexLine, parseHexKey, directionTo, hexKey } from '../../../engine/hex.ts';
import type { CityMap } from '../content/map-types.ts';
import { unitRecord } from '../content/pieces.ts';
import { THROW_TABLE, readTable, throwColumn } from '../content/tables.ts';
import type { ThrowResult } from '../content/types.ts';
import { cityOf, graphOf, isHex, sideOf, snap, unit, type Snap } from './board.ts';
import type { CorteoContext } from './context.ts';
import { budgetOf, canStart, finishMoving, leftFor, startMoving } from './movement.ts';
import { stepNow } from './now.ts';
import { blocksThrow } from './terrain.ts';
import type { CorteoState, UnitState } from './types.ts';
import { applyThrowResult, targetPower } from './landing.ts';
import { queueShortThrow } from './short.ts';
import { queueSmoke } from './smoke.ts';

/** How far a unit throws, or 0 if it does not (7d, 7e). */
export function throwRange(id: string): number {
  const kind = unitRecord(id).kind;
  return kind === 'spezzone' ? 3 : kind === 'lacrimogeni' ? 4 : 0;
}

/** Half points a throw costs: half the unit's points for the phase (7a). */
export const throwCost = (s: CorteoState, id: string): number => budgetOf(s, id) / 2;

/** Is the row between thrower and target clear (7f)? A throw flies over walls (city rulings). */
export function clearLine(s: CorteoState, from: string, to: string): boolean {
  const city = cityOf(s);
  const line = hexLine(parseHexKey(from), parseHexKey(to)).map(hexKey);
  for (let i = 1; i < line.length - 1; i++) {
    const h = city.hexes[line[i]];
    if (!h || line[i] in s.covered) return false;
    if (blocksThrow(h, directionTo(parseHexKey(line[i - 1]), parseHexKey(line[i])))) return false;
  }
  return true;
}

/** Hexes `id` may throw at now. */
export function throwTargets(s: CorteoState, id: string, b: Snap = snap(s)): string[] {
  const range = throwRange(id);
  const u = unit(s, id);
  if (!range || !u || !isHex(u.at) || sideOf(id) !== s.side || stepNow(s) !== 'move') return [];
  if (id in s.threw) return [];
  if (pinnedThrower(s, u, b)) return targetsFrom(s, id, u.at, unitRecord(id).power, b);
  if (s.moving?.id !== id && !canStart(s, u, b)) return [];
  const l = leftFor(s, id, b);
  if (!l || l.left < throwCost(s, id)) return [];
  return targetsFrom(s, id, u.at, unitRecord(id).power, b);
}

/**
 * A lacrimogeni unit held in the corteo's zone of control does not move (6a), but a throw is
 * no move: it may still throw, and then stays (ruling).
 */
export function pinnedThrower(s: CorteoState, u: UnitState, b: Snap = snap(s)): boolean {
  return s.side === 'potere' && sideOf(u.id) === 'potere' && isHex(u.at) && u.panic === undefined && !s.done.includes(u.id) && s.moving?.id !== u.id && b.zoc.corteo.has(u.at);
}

/** Enemy hexes within `id`'s range of `from`, on a clear row, that `power` may throw at. */
function targetsFrom(s: CorteoState, id: string, from: string, power: number, b: Snap): string[] {
  const city = b.city;
  const out: string[] = [];
  // Within range, on one of the six rows of hexes through `from` (a table made once a city).
  for (const k of rowsOf(city, throwRange(id))[graphOf(city).index.get(from)!]) {
    const units = b.occ.get(k);
    if (!units || !units.some((x) => sideOf(x.id) !== s.side)) continue;
    const t = city.hexes[k].terrain;
    // Safe places: the potere in its barracks, the corteo in the metro.
    if ((s.side === 'corteo' && t === 'caserma') || (s.side === 'potere' && t === 'metro')) continue;
    if (units.some((x) => x.panic !== undefined)) continue;
    if (!clearLine(s, from, k) || !throwColumn(power, targetPower(s, k))) continue;
    out.push(k);
  }
  return out.sort();
}

/**
 * For each hex of the city (by its index in graphOf), the map hexes on the six rows through it,
 * one to `range` hexes away: where a unit of that range may throw from there. Once a city and range.
 */
function rowsOf(city: CityMap, range: number): readonly string[][] {
  let byRange = ROWS.get(city);
  if (!byRange) ROWS.set(city, (byRange = new Map()));
  let rows = byRange.get(range);
  if (!rows) {
    const { keys, q, r } = graphOf(city);
    rows = keys.map((_, i) => {
      const out: string[] = [];
      for (const d of HEX_DIRECTIONS) {
        for (let n = 1; n <= range; n++) {
          const k = hexKey({ q: q[i] + d.q * n, r: r[i] + d.r * n });
          if (k in city.hexes) out.push(k);
        }
      }
      return out;
    });
    byRange.set(range, rows);
  }
  return rows;
}
const ROWS = new WeakMap<CityMap, Map<number, string[][]>>();

/**
 * Partners for one throw of two stacked units (9): the other unit of the hex, a thrower that
 * could throw now, with the two powers summed. The throwing unit moves on; its partner has
 * spent half its points.
 */
export function jointTargets(s: CorteoState, id: string, b: Snap = snap(s)): { with: string; at: string }[] {
  const u = unit(s, id);
  if (!u || !isHex(u.at) || !throwRange(id) || stepNow(s) !== 'move' || sideOf(id) !== s.side) return [];
  const out: { with: string; at: string }[] = [];
  for (const p of b.occ.get(u.at) ?? []) {
    if (p.id === id || p.id in s.threw || s.moving?.id === p.id || !throwRange(p.id) || sideOf(p.id) !== s.side) continue;
    if (!canStart(s, p, b) || (leftFor(s, p.id, b)?.left ?? 0) < throwCost(s, p.id)) continue;
    if (id in s.threw || (s.moving?.id !== id && !canStart(s, u, b)) || (leftFor(s, id, b)?.left ?? 0) < throwCost(s, id)) continue;
    // Each pair once: the unit first in the hex throws, its partner joins.
    if (p.id < id) continue;
    const power = unitRecord(id).power + unitRecord(p.id).power;
    const range = Math.min(throwRange(id), throwRange(p.id));
    for (const at of targetsFrom(s, id, u.at, power, b)) {
      if (hexDistance(parseHexKey(u.at), parseHexKey(at)) <= range) out.push({ with: p.id, at });
    }
  }
  return out;
}

export function throwAt(c: CorteoContext, id: string, at: string, faces?: unknown, partner?: string): string | null {
  const s = c.s;
  if (partner === undefined ? !throwTargets(s, id).includes(at) : !jointTargets(s, id).some((j) => j.with === partner && j.at === at)) return 'corteo.error.noThrow';
  const power = unitRecord(id).power + (partner ? unitRecord(partner).power : 0);
  const column = throwColumn(power, targetPower(s, at))!;
  const die = c.die(s.side, 'corteo.roll.throw', { column }, faces);
  if (typeof die === 'string') return die;
  const pinned = pinnedThrower(s, unit(s, id)!);
  startMoving(s, id);
  s.moving!.spent += throwCost(s, id);
  s.threw[id] = 0;
  if (partner) s.threw[partner] = throwCost(s, partner);
  const thrower = unit(s, id)!.at;
  const result: ThrowResult = readTable(THROW_TABLE, column, die);
  c.log('corteo.log.throw', { unit: id, at, column, die, result, ...(partner ? { with: partner } : {}) });
  if (pinned || s.moving!.spent >= s.moving!.budget) finishMoving(s);
  const throwers = partner ? [id, partner] : [id];
  if (result === 'NE') {
    queueShortThrow(c, throwers, thrower, at, power, column, die);
    return null;
  }
  applyThrowResult(c, at, thrower, result);
  queueSmoke(c, throwers, at);
  return null;
}
