// What just happened on the map: the territories a move changed (a new owner, units arrived,
// left or lost), ringed for a moment where the player is looking.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { FabView } from '../rules/types.ts';

/** Each territory's owner and units, in one comparable line. */
function signature(view: FabView, at: number): string {
  const here = view.units
    .filter((u) => u.at === at)
    .map((u) => `${u.o}${u.k}${u.n}`)
    .sort()
    .join(',');
  return `${view.owner[at]}|${here}`;
}

/** The territories whose owner or units differ between two views of the table. */
export function changedTerritories(before: FabView, after: FabView): number[] {
  const out: number[] = [];
  for (let i = 0; i < after.owner.length; i++) if (signature(before, i) !== signature(after, i)) out.push(i);
  return out;
}

/**
 * The territories the last change of the view touched, with a number that grows at each change
 * (a key, so a ring drawn again restarts its animation).
 */
export function useRecentTerritories(view: FabView): { cells: number[]; seq: number } {
  const prev = useRef(view);
  const [recent, setRecent] = useState<{ cells: number[]; seq: number }>({ cells: [], seq: 0 });
  useEffect(() => {
    if (prev.current === view) return;
    const cells = changedTerritories(prev.current, view);
    prev.current = view;
    if (cells.length) setRecent((r) => ({ cells, seq: r.seq + 1 }));
  }, [view]);
  return recent;
}
