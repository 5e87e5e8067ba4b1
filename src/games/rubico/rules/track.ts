// Caesar's track: the cells that count at each player count (content.ts activeTrack), which of
// them stop a march (every Castrum, and Roma), and how far the next one is.
import { activeTrack } from '../content.ts';
import type { TrackCellView } from './types.ts';

export interface TrackInfo {
  cells: TrackCellView[];
  /** True for castrum and roma cells: a march stops at the first one it reaches. */
  stop: boolean[];
  /** Index of Roma, the last cell: Caesar there wins for the reds. */
  roma: number;
}

/** The track for each player count, computed once. */
export const TRACKS: Record<number, TrackInfo> = {};
for (const n of [3, 4, 5, 6, 7]) {
  const cells = activeTrack(n).map((c) => ({ id: c.id, kind: c.kind, minPlayers: c.minPlayers, name: c.name }));
  TRACKS[n] = {
    cells,
    stop: cells.map((c) => c.kind === 'castrum' || c.kind === 'roma'),
    roma: cells.length - 1,
  };
}

export function trackFor(n: number): readonly TrackCellView[] {
  return TRACKS[n].cells;
}

/** Steps from `pos` to the first Castrum (or Roma) strictly ahead. */
export function stepsToNextCastrum(n: number, pos: number): number {
  const t = TRACKS[n];
  for (let i = pos + 1; i <= t.roma; i++) if (t.stop[i]) return i - pos;
  return 0;
}
