// What a tap on the map may do at this step: the units the player may pick, and the hexes the
// picked unit (or the step itself) may go to in the current mode, each with its move.
import type { CorteoMove, CorteoView } from '../rules.ts';
import { isHex } from '../rules/board.ts';

export type Mode = 'move' | 'throw' | 'barricade' | 'unbarricade' | 'metro' | 'enter' | 'place' | 'advance';

const UNIT_MOVES = new Set(['place', 'move', 'metro', 'enter', 'barricade', 'unbarricade', 'throw', 'advance']);

/** The mode a move belongs to. */
export function modeOf(m: CorteoMove): Mode | null {
  if (m.type === 'mobile') return 'move';
  return UNIT_MOVES.has(m.type) ? (m.type as Mode) : null;
}

/** The unit a move is about, if any. */
export function unitOfMove(m: CorteoMove): string | null {
  if (m.type === 'mobile') return m.piece;
  // Antifascista's dissidents are rolled for in their own block (ui/Antifascista.tsx).
  if (m.type === 'activate') return null;
  return 'unit' in m && typeof m.unit === 'string' ? m.unit : null;
}

/** The hex a move goes to or aims at. */
export function hexOfMove(m: CorteoMove): string | null {
  if ('to' in m) return m.to;
  if ('at' in m) return m.at;
  return null;
}

/** Units the player may pick now (ids, in the order the moves list them). */
export function pickableUnits(moves: readonly CorteoMove[]): string[] {
  const out = new Set<string>();
  for (const m of moves) {
    const u = modeOf(m) ? unitOfMove(m) : null;
    if (u) out.add(u);
  }
  return [...out];
}

/** The modes open to a unit, in a fixed order. */
export function modesOf(moves: readonly CorteoMove[], unit: string): Mode[] {
  const order: Mode[] = ['place', 'move', 'advance', 'enter', 'metro', 'throw', 'barricade', 'unbarricade'];
  const has = new Set(moves.filter((m) => unitOfMove(m) === unit).map(modeOf));
  return order.filter((m) => has.has(m));
}

/** The moves of `unit` in `mode`, one per target hex (with physical dice, the face-1 copy stands for all). */
export function targetMoves(moves: readonly CorteoMove[], unit: string | null, mode: Mode | null): Map<string, CorteoMove> {
  const out = new Map<string, CorteoMove>();
  if (!unit || !mode) return out;
  for (const m of moves) {
    if (unitOfMove(m) !== unit || modeOf(m) !== mode) continue;
    const h = hexOfMove(m);
    if (!h) continue;
    const key = m.type === 'throw' && m.with ? `${h}|${m.with}` : h;
    if (!out.has(key)) out.set(key, m.type === 'throw' ? { ...m, faces: undefined } : m);
  }
  return out;
}

/** The hex each unit stands on. */
export function unitsAt(v: CorteoView): Map<string, string> {
  return new Map([...v.units, ...(v.scen?.pieces ?? [])].filter((u) => isHex(u.at)).map((u) => [u.id, u.at]));
}

/** A target in a list of buttons: its move, its hex, and which of its place's hexes it is. */
export interface TargetItem {
  move: CorteoMove;
  hex: string;
  /** 1, 2…: the hex's number among its place's hexes in this list, when there are several. */
  nth: number | null;
}

/** The targets of one place (a barracks has two hexes), or one exit from the map. */
export interface TargetGroup {
  place: string;
  items: TargetItem[];
}

/**
 * Targets grouped by the place players know them by, in the order the places first come:
 * a barracks' two hexes share one row and are numbered, so a long list of barracks takes half
 * the rows. Two moves to one hex (a throw with either companion) keep one number.
 */
export function groupTargets(list: readonly CorteoMove[], hexOf: (m: CorteoMove) => string, nameOf: (m: CorteoMove) => string): TargetGroup[] {
  const groups = new Map<string, TargetGroup>();
  for (const move of list) {
    const hex = hexOf(move);
    const place = nameOf(move);
    // An exit is named by its edge: never merged with a place of the same words.
    const key = hex === 'off' ? `off\u0000${place}` : place;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { place, items: [] }));
    g.items.push({ move, hex, nth: null });
  }
  for (const g of groups.values()) {
    const hexes = [...new Set(g.items.map((x) => x.hex))];
    if (hexes.length > 1) for (const x of g.items) x.nth = hexes.indexOf(x.hex) + 1;
  }
  return [...groups.values()];
}
