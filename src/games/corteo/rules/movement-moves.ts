// The moves of the movement phase (moving, the metro, barricades, throws, jams, re-entry), for
// the step table's 'move' step, listed per piece: the pieces first (a unit, 'run', 'jam',
// 'stop'), then one piece's moves when it is chosen, so that only the chosen unit's reach is
// computed. Each kind of move is its own file's (movement.ts, throws.ts, jams.ts, pending.ts);
// this file only gathers them, so that none of them imports another to list its moves.
import { isHex, sideOf, snap, type Snap } from './board.ts';
import { withFaces } from './combat.ts';
import { jamSpots, jamsOpen } from './jams.ts';
import { barricadeSpots, canRun, canStart, eachDestinationOf, metroExits, removableBarricades } from './movement.ts';
import { entryHexes } from './pending.ts';
import { jointTargets, pinnedThrower, throwTargets } from './throws.ts';
import type { CorteoMove, CorteoState } from './types.ts';

/**
 * The movement phase's pieces of the side to move, in the order of their moves in the flat
 * listing: 'run', each unit on the map that may throw or move, 'jam', each unit off the map
 * that may come back, 'stop'. A piece listed may turn out to have no move (a unit with no hex in
 * reach, no avenue clear for a jam).
 */
export function movementPieces(s: CorteoState, b: Snap = snap(s)): string[] {
  const out: string[] = [];
  if (canRun(s)) out.push('run');
  // Throwing and starting a move are for the side in turn's units only (pinnedThrower, canStart).
  for (const u of s.units) if (s.moving?.id === u.id || (sideOf(u.id) === s.side && (pinnedThrower(s, u, b) || canStart(s, u, b)))) out.push(u.id);
  if (jamsOpen(s)) out.push('jam');
  if (s.side === 'corteo') for (const u of s.units) if (u.at === 'off' && entryHexes(s, u.id).length > 0) out.push(u.id);
  if (s.moving) out.push('stop');
  return out;
}

/** The movement moves of one piece of `movementPieces`. */
export function movementMovesOf(s: CorteoState, piece: string, b: Snap = snap(s)): CorteoMove[] {
  if (piece === 'run') return canRun(s) ? [{ type: 'run' }] : [];
  if (piece === 'jam') return jamSpots(s, b).map((at) => ({ type: 'jam', at }));
  if (piece === 'stop') return s.moving ? [{ type: 'stop' }] : [];
  const u = s.units.find((x) => x.id === piece);
  if (!u) return [];
  const out: CorteoMove[] = [];
  if (!isHex(u.at)) {
    if (s.side === 'corteo' && u.at === 'off') for (const at of entryHexes(s, u.id)) out.push({ type: 'enter', unit: u.id, at });
    return out;
  }
  if (pinnedThrower(s, u, b)) for (const at of throwTargets(s, u.id, b)) out.push(...withFaces(s, [{ type: 'throw', unit: u.id, at }]));
  if (s.moving?.id !== u.id && !canStart(s, u, b)) return out;
  eachDestinationOf(s, u.id, b, (to) => out.push({ type: 'move', unit: u.id, to }));
  for (const to of metroExits(s, u.id, b)) out.push({ type: 'metro', unit: u.id, to });
  for (const at of barricadeSpots(s, u.id, b)) out.push({ type: 'barricade', unit: u.id, at });
  for (const at of removableBarricades(s, u.id, b)) out.push({ type: 'unbarricade', unit: u.id, at });
  const throws: Extract<CorteoMove, { type: 'throw' }>[] = [
    ...throwTargets(s, u.id, b).map((at) => ({ type: 'throw' as const, unit: u.id, at })),
    ...jointTargets(s, u.id, b).map((j) => ({ type: 'throw' as const, unit: u.id, at: j.at, with: j.with })),
  ];
  out.push(...withFaces(s, throws));
  return out;
}

/** Every movement move of the side to move: every piece's moves, in the pieces' order. */
export function movementMoves(s: CorteoState): CorteoMove[] {
  const b = snap(s);
  return movementPieces(s, b).flatMap((piece) => movementMovesOf(s, piece, b));
}
