// Every move of the movement phase (moving, the metro, barricades, throws, jams, re-entry), for
// the step table's 'move' step. Each kind of move is its own file's (movement.ts, throws.ts,
// jams.ts, pending.ts); this file only gathers them, so that none of them imports another to
// list its moves.
import { snap } from './board.ts';
import { withFaces } from './combat.ts';
import { jamSpots } from './jams.ts';
import { barricadeSpots, canRun, canStart, eachDestinationOf, metroExits, removableBarricades } from './movement.ts';
import { entryHexes } from './pending.ts';
import { jointTargets, pinnedThrower, throwTargets } from './throws.ts';
import type { CorteoMove, CorteoState } from './types.ts';

/** Every movement move of the side to move, for the step table. */
export function movementMoves(s: CorteoState): CorteoMove[] {
  const out: CorteoMove[] = [];
  if (canRun(s)) out.push({ type: 'run' });
  const b = snap(s);
  for (const u of s.units) {
    if (pinnedThrower(s, u, b)) for (const at of throwTargets(s, u.id, b)) out.push(...withFaces(s, [{ type: 'throw', unit: u.id, at }]));
    if (s.moving?.id !== u.id && !canStart(s, u, b)) continue;
    eachDestinationOf(s, u.id, b, (to) => out.push({ type: 'move', unit: u.id, to }));
    for (const to of metroExits(s, u.id, b)) out.push({ type: 'metro', unit: u.id, to });
    for (const at of barricadeSpots(s, u.id, b)) out.push({ type: 'barricade', unit: u.id, at });
    for (const at of removableBarricades(s, u.id, b)) out.push({ type: 'unbarricade', unit: u.id, at });
    const throws: Extract<CorteoMove, { type: 'throw' }>[] = [
      ...throwTargets(s, u.id, b).map((at) => ({ type: 'throw' as const, unit: u.id, at })),
      ...jointTargets(s, u.id, b).map((j) => ({ type: 'throw' as const, unit: u.id, at: j.at, with: j.with })),
    ];
    out.push(...withFaces(s, throws));
  }
  for (const at of jamSpots(s, b)) out.push({ type: 'jam', at });
  if (s.side === 'corteo') for (const u of s.units) if (u.at === 'off') for (const at of entryHexes(s, u.id)) out.push({ type: 'enter', unit: u.id, at });
  if (s.moving) out.push({ type: 'stop' });
  return out;
}
