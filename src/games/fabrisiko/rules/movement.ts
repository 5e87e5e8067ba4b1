// Phases 4-A (invasion moves) and 4-C (moves between your own territories). Tanks never cross
// a mountain border; infantry spends a turn on the ridge; aircraft ignore mountains, and roll
// against every enemy AA site they enter, even in passing. The suicide moves the rulebook
// forbids (land units against a territory held only by aircraft) are refused. A land unit that
// enters an empty territory not its own takes it at once (ruling: the tank's double conquest).
import type { Seat } from '../../../engine/types.ts';
import { COMBAT, FABRIANO_VICINA, rowFor, type UnitKind } from '../content/index.ts';
import {
  FABRIANO_NODE, LINKS, TERRITORY_COUNT, activeSeat, addUnits, countAt, enemiesAt, isAir, isRidge, maxMove, removeUnits, ridgeOf,
} from './board.ts';
import type { FabContext } from './context.ts';
import { conquer } from './conquest.ts';
import { infantryLost } from './resources.ts';
import type { FabMove, FabState } from './types.ts';

/** Nodes one step from `at` for a unit of kind `k` (ridges for infantry and attacking aircraft). */
function steps(s: FabState, seat: Seat, at: number, k: UnitKind): number[] {
  if (isRidge(at)) {
    const r = ridgeOf(at);
    return k === 'tank' ? [] : [r.a, r.b];
  }
  const out: number[] = [];
  for (const l of LINKS[at]) {
    if (!l.mountain) out.push(l.to);
    else if (isAir(k)) {
      out.push(l.to);
      if (enemiesAt(s, l.ridge, seat).length > 0) out.push(l.ridge);
    } else if (k === 'inf') out.push(l.ridge);
  }
  return out;
}

/** Who owns a node for the truce effects: a territory's owner, a ridge's infantry. */
function holderOf(s: FabState, node: number, seat: Seat): Seat {
  if (!isRidge(node)) return s.owner[node];
  const e = enemiesAt(s, node, seat);
  return e.length ? e[0] : -1;
}

/** Units of a kind on a node that can still move (not committed to a battle there). */
export function movable(s: FabState, seat: Seat, at: number, k: UnitKind): number {
  if (enemiesAt(s, at, seat).length > 0) return 0;
  let n = 0;
  for (const u of s.units) if (u.o === seat && u.at === at && u.k === k && u.mv < maxMove(k)) n += u.n;
  return n;
}

/** Null when a step is allowed in this phase; else the reason. */
export function stepProblem(s: FabState, seat: Seat, from: number, to: number, k: UnitKind, phase: 'invade' | 'regroup'): string | null {
  if (!steps(s, seat, from, k).includes(to)) return 'fabrisiko.error.notAdjacent';
  const enemies = enemiesAt(s, to, seat);
  const own = !isRidge(to) && s.owner[to] === seat;
  if (phase === 'regroup') {
    if (isRidge(to)) return !isAir(k) && enemies.length === 0 ? null : 'fabrisiko.error.friendlyOnly';
    if (!isAir(k) && !own) return 'fabrisiko.error.friendlyOnly';
    if (isAir(k) && enemies.length > 0) return 'fabrisiko.error.friendlyOnly';
    return null;
  }
  const hostile = isRidge(to) ? enemies.length > 0 : !own;
  if (!hostile) return null;
  if (s.palio) return 'fabrisiko.error.palio';
  if (s.sagra.includes(seat)) return 'fabrisiko.error.sagraOwn';
  if (s.sagra.includes(holderOf(s, to, seat))) return 'fabrisiko.error.sagra';
  if (!isAir(k)) {
    if (to === FABRIANO_NODE && s.fabrianoBarred) return 'fabrisiko.error.fabrianoBarred';
    // Suicide: land units against aircraft alone, with no aircraft of ours there.
    const defenders = s.units.filter((u) => u.at === to && u.o !== seat);
    const onlyAir = defenders.length > 0 && defenders.every((u) => isAir(u.k));
    const ownAir = countAt(s, to, seat, 'fighter') + countAt(s, to, seat, 'bomber') > 0;
    if (onlyAir && !ownAir) return 'fabrisiko.error.suicide';
  }
  return null;
}

export function moveOptions(s: FabState, phase: 'invade' | 'regroup'): FabMove[] {
  const seat = activeSeat(s);
  const out: FabMove[] = [];
  const seen = new Set<string>();
  for (const u of s.units) {
    if (u.o !== seat || u.mv >= maxMove(u.k)) continue;
    const key = `${u.at}:${u.k}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const n = movable(s, seat, u.at, u.k);
    if (n === 0) continue;
    for (const to of steps(s, seat, u.at, u.k)) {
      if (stepProblem(s, seat, u.at, to, u.k, phase) !== null) continue;
      out.push({ type: 'move', from: u.at, to, kind: u.k, n: 1 });
      if (n > 1) out.push({ type: 'move', from: u.at, to, kind: u.k, n });
    }
  }
  return out;
}

export function move(c: FabContext, phase: 'invade' | 'regroup', m: Extract<FabMove, { type: 'move' }>): string | null {
  const s = c.s;
  const seat = activeSeat(s);
  const { from, to, kind } = m;
  if (!Number.isInteger(m.n) || m.n < 1 || m.n > movable(s, seat, from, kind)) return 'fabrisiko.error.noUnits';
  const why = stepProblem(s, seat, from, to, kind, phase);
  if (why) return why;
  // Take the units with the most movement left.
  const stacks = s.units.filter((u) => u.o === seat && u.at === from && u.k === kind && u.mv < maxMove(kind)).sort((a, b) => a.mv - b.mv);
  const moving: { n: number; mv: number; from: number }[] = [];
  let left = m.n;
  for (const u of stacks) {
    const take = Math.min(u.n, left);
    if (take === 0) break;
    u.n -= take;
    left -= take;
    moving.push({ n: take, mv: u.mv + 1, from: u.from === -1 ? from : u.from });
  }
  s.units = s.units.filter((u) => u.n > 0);
  c.log('fabrisiko.log.move', { seat, kind, n: m.n, from, to });
  let n = m.n;
  // Enemy AA sites fire at every aircraft entering, even in passing.
  if (isAir(kind) && !isRidge(to) && s.owner[to] !== seat && s.owner[to] !== -1 && s.aa[to]) {
    const rolls = c.roll(seat, 10, n, 'fabrisiko.roll.aaSite', { at: to, kind });
    const down = rolls.filter((v) => v <= COMBAT.aaSiteHitsUpTo.value).length;
    if (down > 0) c.log('fabrisiko.log.shotDown', { seat, kind, n: down, at: to });
    for (let i = 0; i < down; i++) {
      const g = moving.find((x) => x.n > 0)!;
      g.n--;
    }
    n -= down;
  }
  const enemies = enemiesAt(s, to, seat).length > 0;
  const entersHostile = !isRidge(to) && s.owner[to] !== seat;
  if (!isAir(kind) && entersHostile && !enemies && to === FABRIANO_NODE && s.owner[to] === -1 && s.faction[seat] === 'marischio') {
    // Fabriano vicina.
    const [v] = c.roll(seat, 10, 1, 'fabrisiko.roll.vicina');
    const r = rowFor(FABRIANO_VICINA.rows, v);
    c.log('fabrisiko.log.vicina', { seat, result: r });
    if (r !== 'taken') {
      s.fabrianoBarred = true;
      if (r === 'back') for (const g of moving) addUnits(s, seat, kind, g.from, g.n, maxMove(kind), g.from);
      else if (kind === 'inf') infantryLost(c, n);
      return null;
    }
  }
  for (const g of moving) {
    // Land units entering a battle stop there.
    const mv = !isAir(kind) && enemies ? maxMove(kind) : g.mv;
    addUnits(s, seat, kind, to, g.n, mv, g.from);
  }
  if (!isAir(kind) && entersHostile && !enemies && n > 0 && phase === 'invade') conquer(c, seat, to);
  return null;
}

/** Sends units back where they started this turn (Tregua). */
export function sendBack(s: FabState, seat: Seat, units: { k: UnitKind; from: number; n: number }[]): void {
  for (const u of units) {
    if (u.from >= 0 && u.from < TERRITORY_COUNT && s.owner[u.from] !== seat && !isAir(u.k)) continue; // nowhere to go back: lost
    addUnits(s, seat, u.k, u.from, u.n, maxMove(u.k), u.from);
  }
}

export { removeUnits };
