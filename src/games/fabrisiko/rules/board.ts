// The board as nodes: territories 0..34 (content order) and one node per mountain border (the
// ridge infantry stands on while crossing, "come se il confine montuoso fosse un piccolo
// territorio a sé"). Unit stacks and the small questions about them.
import { graphFromIds } from '../../../engine/graph.ts';
import type { Seat } from '../../../engine/types.ts';
import { BORDERS, TERRITORIES, TERRITORY_IDS } from '../content/map.ts';
import { PIECES, type PieceKind, type UnitKind } from '../content/pieces.ts';
import { FACTIONS, type FactionId } from '../content/factions.ts';
import type { FabState, Stack } from './types.ts';

export const TERRITORY_COUNT = TERRITORIES.length;
const built = graphFromIds(TERRITORY_IDS, BORDERS.map((b) => ({ a: b.a, b: b.b, data: b.mountain })));
export const GRAPH = built.graph;
export const nodeOf = (id: string): number => built.index.indexOf(id);

/** The mountain borders, each with its ridge node. */
export const RIDGES: readonly { node: number; a: number; b: number }[] = GRAPH.edges
  .filter((e) => e.data === true)
  .map((e, i) => ({ node: TERRITORY_COUNT + i, a: e.a, b: e.b }));
export const NODE_COUNT = TERRITORY_COUNT + RIDGES.length;
export const isRidge = (node: number): boolean => node >= TERRITORY_COUNT;
export const ridgeOf = (node: number) => RIDGES[node - TERRITORY_COUNT];

export interface Link {
  to: number;
  mountain: boolean;
  /** For a mountain border: its ridge node. */
  ridge: number;
}
/** Every territory's borders. */
export const LINKS: readonly Link[][] = Array.from({ length: TERRITORY_COUNT }, (_, t) =>
  GRAPH.nbr[t].map((to, i) => {
    const mountain = GRAPH.edges[GRAPH.via[t][i]].data === true;
    const ridge = mountain ? RIDGES.find((r) => (r.a === t && r.b === to) || (r.b === t && r.a === to))!.node : -1;
    return { to, mountain, ridge };
  }),
);

const HOME: Record<string, number> = Object.fromEntries((Object.keys(FACTIONS) as FactionId[]).map((f) => [f, nodeOf(FACTIONS[f].home)]));
/** A faction's major frazione (looked up once: the rules ask at every move). */
export const homeOf = (f: FactionId): number => HOME[f];
export const FABRIANO_NODE = nodeOf('fabriano');
export const MAJOR_NODES: readonly number[] = (['melano', 'marischio', 'collamato', 'albacina'] as const).map((f) => homeOf(f));

/** The seat whose home `node` is, or -1. */
export function homeSeat(s: FabState, node: number): Seat {
  for (let i = 0; i < s.n; i++) if (homeOf(s.faction[i]) === node) return i;
  return -1;
}

/** True when the seat holds its own major frazione (its sheet): it may buy, place and collect. */
/** The player whose turn it is. */
export const activeSeat = (s: FabState): Seat => s.order[s.turnIdx];

export const hasSheet = (s: FabState, seat: Seat): boolean => s.owner[homeOf(s.faction[seat])] === seat;

export const territoriesOf = (s: FabState, seat: Seat): number => s.owner.reduce((n, o) => (o === seat ? n + 1 : n), 0);

// ---------------------------------------------------------------------------------------------
// Stacks.

export function unitsAt(s: FabState, node: number, seat?: Seat): Stack[] {
  return s.units.filter((u) => u.at === node && (seat === undefined || u.o === seat));
}

export function countAt(s: FabState, node: number, seat: Seat, kind?: UnitKind): number {
  let n = 0;
  for (const u of s.units) if (u.at === node && u.o === seat && (kind === undefined || u.k === kind)) n += u.n;
  return n;
}

/** Owners other than `seat` with units on `node`. */
export function enemiesAt(s: FabState, node: number, seat: Seat): Seat[] {
  const out: Seat[] = [];
  for (const u of s.units) if (u.at === node && u.o !== seat && !out.includes(u.o)) out.push(u.o);
  return out;
}

/**
 * A stack with `n` units, its other fields as `u`'s. Stacks are never edited: a move's working
 * copy shares them with the state before (context.ts `draft`), so a changed count is a new stack
 * in the working copy's own array.
 */
export const withCount = (u: Stack, n: number): Stack => ({ o: u.o, k: u.k, at: u.at, n, mv: u.mv, from: u.from });

/** Adds units to the board, merging with a stack that moved alike. */
export function addUnits(s: FabState, o: Seat, k: UnitKind, at: number, n: number, mv = 0, from = -1): void {
  if (n <= 0) return;
  const units = s.units;
  for (let i = 0; i < units.length; i++) {
    const u = units[i];
    if (u.o === o && u.k === k && u.at === at && u.mv === mv && u.from === from) {
      units[i] = withCount(u, u.n + n);
      return;
    }
  }
  units.push({ o, k, at, n, mv, from });
}

/** Removes up to n units of a kind from a node (unmoved stacks last); returns how many went. */
export function removeUnits(s: FabState, o: Seat, k: UnitKind, at: number, n: number): number {
  const units = s.units;
  const picked: number[] = [];
  for (let i = 0; i < units.length; i++) if (units[i].o === o && units[i].k === k && units[i].at === at) picked.push(i);
  picked.sort((x, y) => units[y].mv - units[x].mv);
  let left = n;
  for (const i of picked) {
    const take = Math.min(units[i].n, left);
    units[i] = withCount(units[i], units[i].n - take);
    left -= take;
    if (left === 0) break;
  }
  s.units = units.filter((u) => u.n > 0);
  return n - left;
}

/** Pieces of a colour on the board plus bought: what is out of the box. */
export function piecesOut(s: FabState, seat: Seat, kind: PieceKind): number {
  let n = s.bought[seat][kind];
  if (kind === 'factory') return n + s.factory.reduce((m, f, t) => (f && s.owner[t] === seat ? m + 1 : m), 0);
  if (kind === 'aa') return n + s.aa.reduce((m, f, t) => (f && s.owner[t] === seat ? m + 1 : m), 0);
  for (const u of s.units) if (u.o === seat && u.k === kind) n += u.n;
  if (s.battle) {
    const b = s.battle;
    if (b.attacker === seat) n += b.a.filter((f) => f.k === kind).length;
    if (b.defender === seat) n += b.d.filter((f) => f.k === kind).length;
  }
  return n;
}
/** piecesOut for every kind at once, in one pass over the board. */
export function allPiecesOut(s: FabState, seat: Seat): Record<PieceKind, number> {
  const b = s.bought[seat];
  const out: Record<PieceKind, number> = { inf: b.inf, tank: b.tank, fighter: b.fighter, bomber: b.bomber, factory: b.factory, aa: b.aa };
  for (let t = 0; t < s.owner.length; t++) {
    if (s.owner[t] !== seat) continue;
    if (s.factory[t]) out.factory++;
    if (s.aa[t]) out.aa++;
  }
  for (const u of s.units) if (u.o === seat) out[u.k] += u.n;
  if (s.battle) {
    const bt = s.battle;
    if (bt.attacker === seat) for (const f of bt.a) out[f.k]++;
    if (bt.defender === seat) for (const f of bt.d) out[f.k]++;
  }
  return out;
}
export const inBox = (s: FabState, seat: Seat, kind: PieceKind): number => PIECES[kind].perColour - piecesOut(s, seat, kind);

export const unitsOnBoard = (s: FabState, seat: Seat): number => s.units.reduce((n, u) => (u.o === seat ? n + u.n : n), 0);

// A kind's movement, asked at every stack of every listing: compared, not looked up by a key.
const INF_MOVE = PIECES.inf.movement;
const TANK_MOVE = PIECES.tank.movement;
const FIGHTER_MOVE = PIECES.fighter.movement;
const BOMBER_MOVE = PIECES.bomber.movement;
export const maxMove = (k: UnitKind): number => (k === 'inf' ? INF_MOVE : k === 'tank' ? TANK_MOVE : k === 'fighter' ? FIGHTER_MOVE : BOMBER_MOVE);
