// The map follows the action: which hexes the decision of the moment concerns (a combat or a
// throw to resolve, a retreat, the heads to declare, what the app just did...) and the pan and
// zoom that bring them into view. Pure functions: the table calls them when a new decision
// comes, and BoardViewport applies the result unless a finger is on the map.
import type { Transform } from '../../../ui/viewport.ts';
import { clampTransform, MAX_SCALE, MIN_SCALE, viewOnMost } from '../../../ui/viewport.ts';
import type { CorteoMove, CorteoView } from '../rules.ts';
import type { Pick } from './Decision.tsx';

export interface Focus {
  hexes: string[];
  /** A die about to be rolled there (a chosen combat, a throw, a retreat): worth a closer look. */
  close: boolean;
}

export interface FocusInput {
  view: CorteoView;
  /** Legal moves of the seat deciding (none when nobody at the table decides). */
  moves: readonly CorteoMove[];
  pick: Pick;
  /** The app decides now: the map shows what it just did. */
  app: boolean;
  /** Hexes the last events touched. */
  recent: readonly string[];
  /** The hex each unit on the map stands on. */
  at: ReadonlyMap<string, string>;
}

const onMap = (h: string | undefined): h is string => !!h && h.includes(',');

/** The hexes the decision of the moment concerns (none: leave the map where the player put it). */
export function focusOf({ view, moves, pick, app, recent, at }: FocusInput): Focus {
  const units = (ids: readonly string[]) => ids.map((id) => at.get(id)).filter(onMap);
  const hexes = (list: (string | undefined)[], close: boolean): Focus => ({ hexes: [...new Set(list.filter(onMap))], close });
  if (app) return hexes([...recent], false);
  if (pick.rolling) return hexes([at.get(pick.rolling.unit), pick.rolling.with ? at.get(pick.rolling.with) : undefined, pick.rolling.at], true);
  switch (view.step) {
    case 'retreat':
      return hexes(moves.flatMap((m) => (m.type === 'retreat' ? [at.get(m.unit), m.to] : [])), true);
    case 'combat': {
      const chosen = pick.combat !== null ? moves[pick.combat] : null;
      if (chosen?.type === 'combat') return hexes(units([...chosen.attackers, ...chosen.defenders]), true);
      return hexes(moves.flatMap((m) => (m.type === 'combat' ? units([...m.attackers, ...m.defenders]) : [])), false);
    }
    case 'heads':
      return hexes(moves.flatMap((m) => (m.type === 'heads' ? units(m.units) : [])), false);
    case 'advance':
      return hexes(moves.flatMap((m) => (m.type === 'advance' ? [at.get(m.unit), m.to] : [])), false);
    case 'move': {
      // A throw or a barricade reaches next door: the unit and its targets. A move's reach is
      // the player's to look over; units that must move first (a held objective) are shown.
      if (pick.unit && pick.mode && ['throw', 'barricade', 'unbarricade'].includes(pick.mode)) {
        return hexes([at.get(pick.unit), ...moves.flatMap((m) => (m.type === pick.mode && 'unit' in m && m.unit === pick.unit && 'at' in m ? [m.at] : []))], false);
      }
      if (pick.unit && pick.mode === 'move') {
        return hexes([at.get(pick.unit), ...moves.flatMap((m) => (m.type === 'move' && m.unit === pick.unit ? [m.to] : []))], false);
      }
      // So are the side's units when its movement begins (nothing moved yet): the map was left
      // where the other side last acted, maybe far from them.
      if (!pick.unit && (!moves.some((m) => m.type === 'done') || (view.done.length === 0 && !view.moving))) {
        return hexes(moves.flatMap((m) => (m.type === 'move' ? [at.get(m.unit)] : [])), false);
      }
      return hexes([], false);
    }
    default:
      return hexes([], false);
  }
}

/** A box on the map at scale 1, in the viewport's pixels. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A hex this many pixels across is worth a close look at a die about to be rolled. */
export const CLOSE_HEX_PX = 34;
/** Room kept between the hexes shown and the viewport's edge, in pixels. */
const EDGE = 12;

/**
 * The view that shows `box` (hex centres at scale 1, `hex` pixels across at scale 1) in a
 * `width` × `height` viewport, or null when the current one already does: zoomed out only as
 * far as the box needs, zoomed in for a close look, otherwise at the player's zoom. On a phone
 * never below the reading scale (a hex READ_HEX_PX across): hexes spread wider than a readable
 * view are shown as many as it holds (`points`, the hex centres; the map's button shows the
 * whole city). `keepHex`: a tablet's game kept to a corner (opened on it) never zooms out below
 * hexes this many pixels across, a finger's, either: a unit's wide reach is shown as much as that
 * view holds, not at hexes tapped through the picker again.
 */
export function followTransform(current: Transform, box: Box, hex: number, width: number, height: number, close: boolean, maxScale = MAX_SCALE, points: readonly { x: number; y: number }[] = [], keepHex = 0): Transform | null {
  const pad = EDGE + (hex * current.scale) / 2;
  const inView =
    box.x0 * current.scale + current.x >= pad &&
    box.y0 * current.scale + current.y >= pad &&
    box.x1 * current.scale + current.x <= width - pad &&
    box.y1 * current.scale + current.y <= height - pad;
  const closeEnough = !close || hex * current.scale >= CLOSE_HEX_PX;
  // On a phone (hexes of a few pixels at the whole city) the action is always shown readable; a
  // corner's game on a tablet at a finger's size.
  const phone = hex < PHONE_HEX_PX;
  const floor = phone ? READ_HEX_PX : keepHex;
  const readable = !floor || hex * current.scale >= floor - 0.01;
  if (inView && closeEnough && readable) return null;
  const bw = box.x1 - box.x0 + hex;
  const bh = box.y1 - box.y0 + hex;
  const fit = Math.min((width - 2 * EDGE) / bw, (height - 2 * EDGE) / bh);
  let scale = Math.min(current.scale, fit);
  if (close) scale = Math.max(scale, Math.min(fit, CLOSE_HEX_PX / hex));
  if (floor) scale = Math.max(scale, floor / hex);
  scale = Math.min(maxScale, Math.max(MIN_SCALE, scale));
  const cx = (box.x0 + box.x1) / 2;
  const cy = (box.y0 + box.y1) / 2;
  const next = floor && scale > fit && points.length > 0
    ? viewOnMost(points, scale, width, height, maxScale, EDGE + (hex * scale) / 2)
    : clampTransform({ scale, x: width / 2 - cx * scale, y: height / 2 - cy * scale }, width, height, maxScale);
  const same = Math.abs(next.x - current.x) < 1 && Math.abs(next.y - current.y) < 1 && Math.abs(next.scale - current.scale) < 0.01;
  return same ? null : next;
}

/**
 * A hex this many pixels across is a finger's target and shows its street's name and a move's
 * cost at 11 px or more: a phone opens at it and follows the action at it.
 */
export const READ_HEX_PX = 44;
/** The closest a finger zooms. */
export const FINGER_HEX_PX = 64;
/** A tablet opens on a game's corner (openingTransform's `area`) only when it is at least this much closer than the whole city. */
export const CORNER_SCALE = 1.5;
/** Below this many pixels across at the whole city, the screen is a phone's (a tablet's hex is 14 or more). */
export const PHONE_HEX_PX = 12;

/** How far the map zooms, for a hex `hex` pixels across at scale 1: at least MAX_SCALE, up to a finger's hex. */
export function cityMaxScale(hex: number): number {
  return Math.max(MAX_SCALE, FINGER_HEX_PX / hex);
}

/**
 * The view the map opens at. On a tablet the whole city, a board on the table; but a game kept to
 * a corner of it (`area`: an editor's scenario, a lesson, where its units stand) opens on that
 * corner when it fills the view at least CORNER_SCALE times larger, so its hexes take a finger
 * with no picker. On a phone zoomed until a hex is READ_HEX_PX across, centred on `box` (the
 * action) or on the city's middle.
 */
/** Whether a tablet opens on the game's corner (`area`), not the whole city (openingTransform). */
export function keptToCorner(hex: number, width: number, height: number, area: Box | null): boolean {
  return hex >= PHONE_HEX_PX && !!area && openingTransform(null, hex, width, height, area).scale >= CORNER_SCALE;
}

export function openingTransform(box: Box | null, hex: number, width: number, height: number, area: Box | null = null): Transform {
  const maxScale = cityMaxScale(hex);
  if (hex >= PHONE_HEX_PX) {
    if (!area) return { x: 0, y: 0, scale: 1 };
    const fit = Math.min((width - 2 * EDGE) / (area.x1 - area.x0 + 2 * hex), (height - 2 * EDGE) / (area.y1 - area.y0 + 2 * hex));
    const scale = Math.min(maxScale, fit);
    if (scale < CORNER_SCALE) return { x: 0, y: 0, scale: 1 };
    const cx = (area.x0 + area.x1) / 2;
    const cy = (area.y0 + area.y1) / 2;
    return clampTransform({ scale, x: width / 2 - cx * scale, y: height / 2 - cy * scale }, width, height, maxScale);
  }
  const scale = Math.min(maxScale, READ_HEX_PX / hex);
  const cx = box ? (box.x0 + box.x1) / 2 : width / 2;
  const cy = box ? (box.y0 + box.y1) / 2 : height / 2;
  return clampTransform({ scale, x: width / 2 - cx * scale, y: height / 2 - cy * scale }, width, height, maxScale);
}

/** Hex centres, from their map coordinates to the viewport's pixels at scale 1. */
export function pointsAt(points: readonly { x: number; y: number }[], pxPerUnit: number): { x: number; y: number }[] {
  return points.map((p) => ({ x: p.x * pxPerUnit, y: p.y * pxPerUnit }));
}

/** The box of hex centres, from their map coordinates to the viewport's pixels at scale 1. */
export function boxOf(points: readonly { x: number; y: number }[], pxPerUnit: number): Box | null {
  if (points.length === 0) return null;
  const xs = points.map((p) => p.x * pxPerUnit);
  const ys = points.map((p) => p.y * pxPerUnit);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}
