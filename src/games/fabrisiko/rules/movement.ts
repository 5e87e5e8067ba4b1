// Phases 4-A (invasion moves) and 4-C (moves between your own territories). Tanks never cross
// a mountain border; infantry spends a turn on the ridge; aircraft ignore mountains, and roll
// against every enemy AA site they enter, even in passing. The suicide moves the rulebook
// forbids (land units against a territory held only by aircraft) are refused. A land unit that
// enters an empty territory not its own takes it at once (ruling: the tank's double conquest).
import type { Seat } from '../../../engine/types.ts';
import { COMBAT, isAir as pieceIsAir, rowFor, type UnitKind } from '../content/pieces.ts';
import { FABRIANO_VICINA } from '../content/factions.ts';
import {
  FABRIANO_NODE as FABRIANO, LINKS, NODE_COUNT, TERRITORY_COUNT, activeSeat as seatToPlay, addUnits, isRidge as nodeIsRidge, maxMove as kindMaxMove, removeUnits,
  ridgeOf, withCount,
} from './board.ts';
import type { FabContext } from './context.ts';
import { conquer } from './conquest.ts';
import { infantryLost } from './resources.ts';
import type { FabMove, FabState } from './types.ts';

// The small questions this file asks thousands of times a move, held in local names: under
// Vite's SSR runner (the bench's and the tests' Node), every use of an imported name is a getter
// call, which doubled the cost of listing the moves there.
const isAir = pieceIsAir;
const isRidge = nodeIsRidge;
const maxMove = kindMaxMove;
const activeSeat = seatToPlay;
const FABRIANO_NODE = FABRIANO;

/**
 * Who stands where, seen by one seat: a number per node, built in one pass over the stacks, so
 * that listing the moves asks each node's questions in constant time instead of scanning every
 * stack again (the invasion step lists about sixty moves over some thirty stacks at every move).
 * Its bits: the first other owner with a stack there plus one (0: none), in the stacks' order
 * (enemiesAt's first); whether another owner has a land unit's stack there; whether the seat
 * has aircraft there.
 */
type Presence = Uint8Array;
const ENEMY = 0xf;
const ENEMY_LAND = 0x10;
const OWN_AIR = 0x20;

function presence(s: FabState, seat: Seat, into?: Presence): Presence {
  const p: Presence = into ?? new Uint8Array(NODE_COUNT);
  if (into) p.fill(0);
  for (const u of s.units) {
    if (u.o !== seat) {
      if ((p[u.at] & ENEMY) === 0) p[u.at] |= u.o + 1;
      if (!isAir(u.k)) p[u.at] |= ENEMY_LAND;
    } else if (u.n > 0 && isAir(u.k)) p[u.at] |= OWN_AIR;
  }
  return p;
}

const hasEnemy = (p: Presence, node: number): boolean => (p[node] & ENEMY) !== 0;

/**
 * What does not depend on the pieces, worked out once per node (territories, then ridges): a
 * land unit's steps (tanks never cross a mountain border, infantry stops on its ridge), a
 * ridge's two ends, a territory's neighbours and whether it has a mountain border.
 */
const landSteps = (k: 'inf' | 'tank'): readonly (readonly number[])[] =>
  Array.from({ length: NODE_COUNT }, (_, at) => {
    if (isRidge(at)) return k === 'tank' ? [] : [ridgeOf(at).a, ridgeOf(at).b];
    return LINKS[at].flatMap((l) => (!l.mountain ? [l.to] : k === 'inf' ? [l.ridge] : []));
  });
const LAND_STEPS = { inf: landSteps('inf'), tank: landSteps('tank') };
const NEIGHBOURS: readonly (readonly number[])[] = LINKS.map((links) => links.map((l) => l.to));
const HAS_MOUNTAIN: readonly boolean[] = LINKS.map((links) => links.some((l) => l.mountain));

/** Nodes one step from `at` for a unit of kind `k` (ridges for infantry and attacking aircraft). */
function steps(p: Presence, at: number, k: UnitKind): readonly number[] {
  if (k === 'inf' || k === 'tank') return LAND_STEPS[k][at];
  if (isRidge(at)) return LAND_STEPS.inf[at];
  if (!HAS_MOUNTAIN[at]) return NEIGHBOURS[at];
  // Aircraft fly over mountains, and may attack the infantry on a ridge.
  const out: number[] = [];
  for (const l of LINKS[at]) {
    out.push(l.to);
    if (l.mountain && hasEnemy(p, l.ridge)) out.push(l.ridge);
  }
  return out;
}

/** Who owns a node for the truce effects: a territory's owner, a ridge's infantry. */
function holderOf(s: FabState, p: Presence, node: number): Seat {
  return isRidge(node) ? (p[node] & ENEMY) - 1 : s.owner[node];
}

/** Null when a step is allowed in this phase; else the reason. */
export function stepProblem(s: FabState, seat: Seat, from: number, to: number, k: UnitKind, phase: 'invade' | 'regroup'): string | null {
  const p = presence(s, seat);
  if (!steps(p, from, k).includes(to)) return 'fabrisiko.error.notAdjacent';
  return problemOf(s, p, seat, to, k, phase);
}

/** Why a step to a node one step away is not allowed in this phase, or null. */
function problemOf(s: FabState, p: Presence, seat: Seat, to: number, k: UnitKind, phase: 'invade' | 'regroup'): string | null {
  const enemies = hasEnemy(p, to);
  const own = !isRidge(to) && s.owner[to] === seat;
  if (phase === 'regroup') {
    if (isRidge(to)) return !isAir(k) && !enemies ? null : 'fabrisiko.error.friendlyOnly';
    if (!isAir(k) && !own) return 'fabrisiko.error.friendlyOnly';
    if (isAir(k) && enemies) return 'fabrisiko.error.friendlyOnly';
    return null;
  }
  const hostile = isRidge(to) ? enemies : !own;
  if (!hostile) return null;
  if (s.palio) return 'fabrisiko.error.palio';
  if (s.sagra.includes(seat)) return 'fabrisiko.error.sagraOwn';
  if (s.sagra.includes(holderOf(s, p, to))) return 'fabrisiko.error.sagra';
  if (!isAir(k)) {
    if (to === FABRIANO_NODE && s.fabrianoBarred) return 'fabrisiko.error.fabrianoBarred';
    // Suicide: land units against aircraft alone, with no aircraft of ours there.
    const onlyAir = enemies && (p[to] & ENEMY_LAND) === 0;
    if (onlyAir && (p[to] & OWN_AIR) === 0) return 'fabrisiko.error.suicide';
  }
  return null;
}

/** A unit kind's place in the tables below. */
const KIND_INDEX = (k: UnitKind): number => (k === 'inf' ? 0 : k === 'tank' ? 1 : k === 'fighter' ? 2 : 3);
const KINDS: readonly UnitKind[] = ['inf', 'tank', 'fighter', 'bomber'];

/**
 * Every step a unit of a kind may take from a node, worked out once (by node and kind), each
 * with its one-unit move, made once and shared (frozen) by every listing that offers it: the
 * invasion lists some sixty moves at every move, and making them anew was much of its cost.
 * An aircraft's step onto a ridge is offered only while enemies stand there (`steps`).
 */
interface Reach {
  to: readonly number[];
  one: readonly FabMove[];
}
const REACH: readonly Reach[] = Array.from({ length: NODE_COUNT * 4 }, (_, g) => {
  const at = g >> 2;
  const k = KINDS[g & 3];
  const to =
    k === 'inf' || k === 'tank' ? LAND_STEPS[k][at] : isRidge(at) ? LAND_STEPS.inf[at] : LINKS[at].flatMap((l) => (l.mountain ? [l.to, l.ridge] : [l.to]));
  return { to, one: to.map((t) => Object.freeze<FabMove>({ type: 'move', from: at, to: t, kind: k, n: 1 })) };
});

/**
 * The moves of more than one unit, made once each (by node and kind, step, and count) and
 * shared, frozen, like the one-unit moves: a listing offers one for every group of two units
 * or more, and making them anew was a third of its cost.
 */
const MANY: readonly FabMove[][][] = REACH.map((r) => r.to.map(() => []));
function manyMove(g: number, j: number, n: number): FabMove {
  const row = MANY[g][j];
  const made = row[n];
  if (made !== undefined) return made;
  const to = REACH[g].to[j];
  return (row[n] = Object.freeze<FabMove>({ type: 'move', from: g >> 2, to, kind: KINDS[g & 3], n }));
}

/**
 * Scratch space of one listing, written and cleared within the call (never kept between
 * calls): who stands where (`Presence`), the seat's movable units by node and kind (plus one
 * for a group seen), and the groups in the order of each one's first stack.
 */
const SEEN: Presence = new Uint8Array(NODE_COUNT);
const MOVABLE = new Int32Array(NODE_COUNT * 4);
const GROUPS = new Int32Array(NODE_COUNT * 4);
const TERRITORIES_END = TERRITORY_COUNT;

export function moveOptions(s: FabState, phase: 'invade' | 'regroup'): FabMove[] {
  const seat = activeSeat(s);
  const units = s.units;
  const p = SEEN;
  p.fill(0);
  // One pass over the stacks: who stands where, and the seat's units that may still move, by
  // node and kind, in the order of each one's first stack (the stacks that moved alike summed).
  let groupCount = 0;
  for (let i = 0; i < units.length; i++) {
    const u = units[i];
    const k = u.k;
    const air = k === 'fighter' || k === 'bomber';
    if (u.o !== seat) {
      if ((p[u.at] & ENEMY) === 0) p[u.at] |= u.o + 1;
      if (!air) p[u.at] |= ENEMY_LAND;
      continue;
    }
    if (air && u.n > 0) p[u.at] |= OWN_AIR;
    if (u.mv >= maxMove(k)) continue;
    const g = u.at * 4 + KIND_INDEX(k);
    if (MOVABLE[g] === 0) {
      GROUPS[groupCount++] = g;
      MOVABLE[g] = 1 + u.n;
    } else MOVABLE[g] += u.n;
  }
  const owner = s.owner;
  const invade = phase === 'invade';
  // The invasion's bars on every hostile step (Palio, Sagra), asked once.
  const barred = invade && (s.palio || s.sagra.includes(seat));
  const sagra = invade && s.sagra.length > 0 ? s.sagra : null;
  const fabrianoBarred = s.fabrianoBarred;
  const out: FabMove[] = [];
  for (let i = 0; i < groupCount; i++) {
    const g = GROUPS[i];
    const n = MOVABLE[g] - 1;
    MOVABLE[g] = 0;
    const at = g >> 2;
    // Units facing enemies stay for the battle.
    if (n === 0 || (p[at] & ENEMY) !== 0) continue;
    const ki = g & 3;
    const kindAir = ki >= 2;
    const reach = REACH[g];
    const to = reach.to;
    const fromRidge = at >= TERRITORIES_END;
    for (let j = 0; j < to.length; j++) {
      const t = to[j];
      const e = p[t];
      const enemies = (e & ENEMY) !== 0;
      const ridge = t >= TERRITORIES_END;
      // problemOf, written out for the listing: aircraft reach a ridge only to attack it.
      if (ridge && kindAir && !fromRidge && !enemies) continue;
      if (invade) {
        if (ridge ? enemies : owner[t] !== seat) {
          if (barred) continue;
          if (sagra !== null && sagra.includes(ridge ? (e & ENEMY) - 1 : owner[t])) continue;
          if (!kindAir) {
            if (t === FABRIANO_NODE && fabrianoBarred) continue;
            // Suicide: land units against aircraft alone, with no aircraft of ours there.
            if (enemies && (e & ENEMY_LAND) === 0 && (e & OWN_AIR) === 0) continue;
          }
        }
      } else if (ridge ? kindAir || enemies : kindAir ? enemies : owner[t] !== seat) continue;
      out.push(reach.one[j]);
      if (n > 1) out.push(manyMove(g, j, n));
    }
  }
  // Every group seen was cleared above, those skipped too.
  return out;
}

/** Who stands where for the move under way (`move`'s own scratch: it lists nothing meanwhile). */
const MOVE_SEEN: Presence = new Uint8Array(NODE_COUNT);

export function move(c: FabContext, phase: 'invade' | 'regroup', m: Extract<FabMove, { type: 'move' }>): string | null {
  const s = c.s;
  const seat = activeSeat(s);
  const { from, to, kind } = m;
  const p = presence(s, seat, MOVE_SEEN);
  // The stacks that may move (none facing enemies: they stay for the battle) and their units.
  const units = s.units;
  const picked: number[] = [];
  let movable = 0;
  if (!hasEnemy(p, from)) {
    for (let i = 0; i < units.length; i++) {
      const u = units[i];
      if (u.o === seat && u.at === from && u.k === kind && u.mv < maxMove(kind)) {
        picked.push(i);
        movable += u.n;
      }
    }
  }
  if (!Number.isInteger(m.n) || m.n < 1 || m.n > movable) return 'fabrisiko.error.noUnits';
  if (!steps(p, from, kind).includes(to)) return 'fabrisiko.error.notAdjacent';
  const why = problemOf(s, p, seat, to, kind, phase);
  if (why) return why;
  // Take the units with the most movement left (their stacks replaced: board.ts `withCount`).
  if (picked.length > 1) picked.sort((a, b) => units[a].mv - units[b].mv);
  const moving: { n: number; mv: number; from: number }[] = [];
  let left = m.n;
  for (const i of picked) {
    const u = units[i];
    const take = Math.min(u.n, left);
    if (take === 0) break;
    units[i] = withCount(u, u.n - take);
    left -= take;
    moving.push({ n: take, mv: u.mv + 1, from: u.from === -1 ? from : u.from });
  }
  // The stacks left empty go, in place: the array is the working copy's own (context.ts `draft`).
  let kept = 0;
  for (let i = 0; i < units.length; i++) {
    const u = units[i];
    if (u.n > 0) units[kept++] = u;
  }
  units.length = kept;
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
  // Who stands there is as before: only the seat's own units have moved.
  const enemies = hasEnemy(p, to);
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
