// The combat phase (C 8-11): every pair of enemy units engaged must fight once a turn; a
// combat pits one element (a unit, a stack, an armoured column) against one or more enemy
// elements, or several against one; odds rounded for the defender, terrain, the head of the
// march, then retreat, panic and arrests, chosen hex by hex (pending.ts).
import { directionTo, parseHexKey } from '../../../engine/hex.ts';
import { unitRecord } from '../content/pieces.ts';
import { COMBAT_TABLE, oddsColumn, readTable } from '../content/tables.ts';
import type { CombatResult } from '../content/types.ts';
import { cityOf, editUnit, facedown, graphOf, groupOf, isHex, keptSnap, neighbours, occupancy, sideOf, stackRoom, standable, standing, unit, walled } from './board.ts';
import { isActiveHead } from './head.ts';
import type { CorteoContext } from './context.ts';
import { stepNow } from './now.ts';
import { climbs, corteoFactor, fightsOn, zocOnto } from './terrain.ts';
import type { CorteoMove, CorteoState, Pending, UnitState } from './types.ts';

/**
 * The element a unit fights in: its stack, or for blindati on the street the whole armoured
 * column of blindati on adjacent hexes (11).
 */
export function elementOf(s: CorteoState, id: string): string[] {
  return elementFinder(s)(id);
}

/**
 * `elementOf` for many units of one state: who stands where and the blindati on the street
 * read once, not once a unit.
 */
function elementFinder(s: CorteoState): (id: string) => string[] {
  const city = cityOf(s);
  let occ: ReadonlyMap<string, UnitState[]> | null = null;
  let blindati: Map<string, string> | null = null;
  return (id) => {
    const u = unit(s, id)!;
    if (!isHex(u.at)) return [id];
    if (unitRecord(id).kind === 'blindati' && city.hexes[u.at].terrain !== 'caserma') {
      if (!blindati) {
        blindati = new Map<string, string>();
        for (const x of s.units) {
          if (isHex(x.at) && !facedown(x) && unitRecord(x.id).kind === 'blindati' && city.hexes[x.at].terrain !== 'caserma') blindati.set(x.at, x.id);
        }
      }
      const column = blindati;
      const out: string[] = [];
      const seen = new Set([u.at]);
      const todo = [u.at];
      while (todo.length) {
        const k = todo.pop()!;
        out.push(column.get(k)!);
        // The map neighbours, walls or not (a column is sorted at the end: the order of the search does not count).
        for (const n of neighbours(city, k)) if (column.has(n) && !seen.has(n)) (seen.add(n), todo.push(n));
      }
      return out.sort();
    }
    occ ??= standing(s);
    return occ.get(u.at)!.filter((x) => !facedown(x)).map((x) => x.id).sort();
  };
}

const fought = (s: CorteoState, id: string): boolean => s.done.includes(id);

/**
 * Who is engaged with whom (8a): for each unit, the enemy units engaged with it, each in the
 * other's zone of control on hexes where both may fight (then a combat between them is possible
 * and due, 8c).
 * Asked of every pair of elements when the combats are listed, so each unit looks only at the
 * units on its neighbouring hexes, once a state.
 */
function engagements(s: CorteoState): Map<string, Set<string>> {
  // Kept with a settled board's map of who stands where: the combat phase's start, its listing
  // and the combat fought read the same board.
  const kept = keptSnap(s);
  const known = kept && ENGAGED.get(kept.occ);
  if (known) return known;
  const city = kept?.city ?? cityOf(s);
  const occ = kept?.occ ?? occupancy(s);
  const { next } = graphOf(city);
  const out = new Map<string, Set<string>>();
  if (kept) ENGAGED.set(kept.occ, out);
  for (const [at, here] of occ) {
    const A = city.hexes[at];
    // Neighbours not behind a wall (graphOf's next), face up, of the two sides.
    for (const n of next.get(at)!) {
      const there = occ.get(n.key);
      if (!there) continue;
      const B = city.hexes[n.key];
      for (const x of here) {
        if (facedown(x)) continue;
        const sx = sideOf(x.id);
        for (const y of there) {
          if (facedown(y)) continue;
          const sy = sideOf(y.id);
          if (sx === sy || !(zocOnto(B, sx) && zocOnto(A, sy) && fightsOn(A, sx) && fightsOn(B, sy))) continue;
          let with_ = out.get(x.id);
          if (!with_) out.set(x.id, (with_ = new Set()));
          with_.add(y.id);
        }
      }
    }
  }
  return out;
}

/** Who is engaged with whom, by a settled board's map of who stands where (board.ts `keptSnap`): not to be changed. */
const ENGAGED = new WeakMap<ReadonlyMap<string, UnitState[]>, Map<string, Set<string>>>();

/** Are two elements engaged (some unit of one engaged with some unit of the other)? */
function elementsEngaged(a: readonly string[], b: readonly string[], engaged: Map<string, Set<string>>): boolean {
  return a.some((x) => {
    const with_ = engaged.get(x);
    return with_ !== undefined && b.some((y) => with_.has(y));
  });
}

/** The unfought elements of a side, each once. */
function elements(s: CorteoState, side: 'corteo' | 'potere'): string[][] {
  const elementOf = elementFinder(s);
  const seen = new Set<string>();
  const out: string[][] = [];
  for (const u of s.units) {
    if (!isHex(u.at) || facedown(u) || sideOf(u.id) !== side || seen.has(u.id) || fought(s, u.id)) continue;
    const e = elementOf(u.id).filter((id) => !fought(s, id));
    e.forEach((id) => seen.add(id));
    if (e.length) out.push(e);
  }
  return out;
}

/** The combats the side in turn may declare now: each element against each engaged enemy, against all of them, and all against one. */
export function combatMoves(s: CorteoState): CorteoMove[] {
  const mine = elements(s, s.side);
  const theirs = elements(s, s.side === 'corteo' ? 'potere' : 'corteo');
  const eng = engagements(s);
  // Which of mine is engaged with which of theirs, from who is engaged with whom (`engagements`).
  const theirIndex = new Map<string, number>();
  theirs.forEach((d, j) => d.forEach((id) => theirIndex.set(id, j)));
  const pairs = mine.map((a) => {
    const row = new Array<boolean>(theirs.length).fill(false);
    for (const x of a) for (const y of eng.get(x) ?? []) {
      const j = theirIndex.get(y);
      if (j !== undefined) row[j] = true;
    }
    return row;
  });
  const out = new Map<string, CorteoMove>();
  const add = (attackers: string[], defenders: string[]) => {
    const m: CorteoMove = { type: 'combat', attackers: attackers.slice().sort(), defenders: defenders.slice().sort() };
    out.set(JSON.stringify(m), m);
  };
  mine.forEach((a, i) => {
    const targets = theirs.filter((_, j) => pairs[i][j]);
    for (const d of targets) add(a, d);
    if (targets.length > 1) add(a, targets.flat());
  });
  theirs.forEach((d, j) => {
    const attackers = mine.filter((_, i) => pairs[i][j]);
    if (attackers.length > 1) add(attackers.flat(), d);
  });
  return withFaces(s, [...out.values()]);
}

/** With physical dice, each move that rolls is listed once for every face the die may show. */
export function withFaces(s: CorteoState, moves: readonly CorteoMove[]): CorteoMove[] {
  if (!s.options.physicalDice) return moves.slice();
  return moves.flatMap((m) => [1, 2, 3, 4, 5, 6].map((f) => ({ ...m, faces: [f] })));
}

/** Is some combat due: an unfought element of the side in turn engaged with an unfought enemy one? */
export function combatDue(s: CorteoState): boolean {
  // The elements of a side hold its unfought units on the map, face up, each once (a stack is
  // one side's, a column all blindati): some such unit of the side in turn engaged with an
  // unfought enemy one (`engagements` has only enemies face up on the map).
  const mine = (u: UnitState) => isHex(u.at) && !facedown(u) && sideOf(u.id) === s.side && !fought(s, u.id);
  if (!s.units.some(mine)) return false;
  const eng = engagements(s);
  for (const u of s.units) {
    if (!mine(u)) continue;
    for (const y of eng.get(u.id) ?? []) if (!fought(s, y)) return true;
  }
  return false;
}

/** Splits ids into whole elements; null if some id is not an unfought unit of `side` on the map. */
function splitElements(s: CorteoState, ids: readonly string[], side: 'corteo' | 'potere'): string[][] | null {
  const out: string[][] = [];
  const seen = new Set<string>();
  const elementOf = elementFinder(s);
  for (const id of ids) {
    const u = unit(s, id);
    if (!u || !isHex(u.at) || facedown(u) || sideOf(id) !== side || fought(s, id)) return null;
    if (seen.has(id)) continue;
    const e = elementOf(id).filter((x) => !fought(s, x));
    e.forEach((x) => seen.add(x));
    out.push(e);
  }
  // The ids must name whole elements.
  return seen.size === new Set(ids).size ? out : null;
}

/** A unit's power in this combat against an enemy hex (8c, 10a). */
function unitPower(s: CorteoState, u: UnitState): number {
  const city = cityOf(s);
  let p = unitRecord(u.id).power;
  if (sideOf(u.id) === 'corteo') {
    // The head's hex alone gives its terrain effect, to the head's whole power (10b).
    if (isActiveHead(s, u.id)) p += 2 * (groupOf(s, u.id).length - 1);
    p *= corteoFactor(city.hexes[u.at]);
  }
  return p;
}

/** Is `high` uphill of `low` (a step from low into high climbs)? */
function above(s: CorteoState, high: string, low: string): boolean {
  const city = cityOf(s);
  const a = parseHexKey(low);
  const b = parseHexKey(high);
  const d = directionTo(a, b);
  return d >= 0 && climbs(city.hexes[high], d);
}

/** The power of an element, doubled if it stands above every enemy element (8c). */
function elementPower(s: CorteoState, e: readonly string[], enemies: readonly string[][]): number {
  const hexes = [...new Set(e.map((id) => unit(s, id)!.at))];
  const enemyHexes = [...new Set(enemies.flat().map((id) => unit(s, id)!.at))];
  const higher = hexes.every((h) => enemyHexes.every((k) => !areNeighbours(h, k) || above(s, h, k))) && hexes.some((h) => enemyHexes.some((k) => areNeighbours(h, k) && above(s, h, k)));
  const sum = e.reduce((n, id) => n + unitPower(s, unit(s, id)!), 0);
  return higher ? sum * 2 : sum;
}

function areNeighbours(a: string, b: string): boolean {
  return directionTo(parseHexKey(a), parseHexKey(b)) >= 0;
}

export interface CombatOdds {
  attack: number;
  defence: number;
  column: string;
}

/** The odds of a declared combat, or a reason it cannot be fought. */
export function combatOdds(s: CorteoState, attackers: readonly string[], defenders: readonly string[]): CombatOdds | string {
  if (stepNow(s) !== 'combat') return 'corteo.error.noCombat';
  const A = splitElements(s, attackers, s.side);
  const D = splitElements(s, defenders, s.side === 'corteo' ? 'potere' : 'corteo');
  if (!A || !D || A.length === 0 || D.length === 0) return 'corteo.error.badCombat';
  if (A.length > 1 && D.length > 1) return 'corteo.error.badCombat';
  const [one, many] = A.length === 1 ? [A[0], D] : [D[0], A];
  const eng = engagements(s);
  if (!many.every((e) => elementsEngaged(one, e, eng))) return 'corteo.error.notEngaged';
  const attack = A.reduce((n, e) => n + elementPower(s, e, D), 0);
  const defence = D.reduce((n, e) => n + elementPower(s, e, A), 0);
  const column = oddsColumn(attack, defence);
  return column ? { attack, defence, column } : 'corteo.error.badCombat';
}

/** Fights a declared combat: the die, the table, then who retreats or panics. */
export function fight(c: CorteoContext, attackers: readonly string[], defenders: readonly string[], faces?: unknown): string | null {
  const s = c.s;
  const odds = combatOdds(s, attackers, defenders);
  if (typeof odds === 'string') return odds;
  const A = splitElements(s, attackers, s.side)!.flat();
  const D = splitElements(s, defenders, s.side === 'corteo' ? 'potere' : 'corteo')!.flat();
  const die = c.die(s.side, 'corteo.roll.combat', { column: odds.column }, faces);
  if (typeof die === 'string') return die;
  const result: CombatResult = readTable(COMBAT_TABLE, odds.column, die);
  c.log('corteo.log.combat', { seat: s.side === 'corteo' ? 0 : 1, attackers: A, defenders: D, attack: odds.attack, defence: odds.defence, column: odds.column, die, result });
  s.done.push(...A, ...D);
  const attackerLost = result === 'AR' || result === 'AP';
  const losers = attackerLost ? A : D;
  const winners = attackerLost ? D : A;
  s.advance = { side: sideOf(winners[0]), units: winners.slice(), hexes: [...new Set(losers.map((id) => unit(s, id)!.at))].sort() };
  queueLosers(c, losers, result === 'AP' || result === 'DP');
  return null;
}

/**
 * Advances open to the winners once the losers have moved: into a hex a loser of this combat
 * left, now empty of enemies, even in an enemy's zone of control (8d, 8e).
 */
export function advanceMoves(s: CorteoState): CorteoMove[] {
  const a = s.advance;
  if (!a) return [];
  const city = cityOf(s);
  const occ = standing(s);
  const out: CorteoMove[] = [];
  for (const id of a.must ? [a.must] : a.units) {
    const u = unit(s, id)!;
    if (!isHex(u.at) || facedown(u)) continue;
    for (const k of a.hexes) {
      if (k === u.at || (occ.get(k) ?? []).some((x) => sideOf(x.id) !== a.side)) continue;
      if (!areNeighbours(u.at, k) || walled(city, u.at, k) || !standable(s, id, k, city) || !stackRoom(s, id, k, occ, city)) continue;
      out.push({ type: 'advance', unit: id, to: k });
    }
  }
  return out;
}

export function advance(c: CorteoContext, id: string, to: string): string | null {
  if (!advanceMoves(c.s).some((m) => m.type === 'advance' && m.unit === id && m.to === to)) return 'corteo.error.noAdvance';
  const u = editUnit(c.s, id);
  const a = c.s.advance!;
  const mate = a.units.find((x) => x !== id && unit(c.s, x)!.at === u.at);
  c.log('corteo.log.advanced', { unit: id, from: u.at, to });
  u.at = to;
  delete u.metro;
  a.units = a.units.filter((x) => x !== id);
  if (a.must === id) delete a.must;
  else if (mate) a.must = mate;
  return null;
}

/**
 * Who must move after a lost combat, in order. A result on a head applies to the whole march
 * connected to it (10b); a corteo panic spreads to every corteo unit connected (8e).
 */
export function queueLosers(c: CorteoContext, losers: readonly string[], panic: boolean): void {
  const s = c.s;
  const ids = new Set(losers);
  if (losers.length && sideOf(losers[0]) === 'corteo') {
    for (const id of losers) if (panic || isActiveHead(s, id)) groupOf(s, id).forEach((x) => ids.add(x));
  }
  for (const id of [...ids].sort()) {
    const corteo = sideOf(id) === 'corteo';
    const p: Pending = corteo
      ? { unit: id, chooser: panic ? 'potere' : 'corteo', kind: panic ? 'panic' : 'retreat' }
      : { unit: id, chooser: panic ? 'corteo' : 'potere', kind: panic ? 'barracks' : 'retreat' };
    c.mustMove(p);
  }
}
