// Where the app's move happened: when the seat that just decided is played by the app, the
// parts of the table its move changed (a unit, a counter, Ardimento, the dice, the card, the
// enemies) are marked for a moment, so the people see what it did without reading the log.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { SeatInfo } from '../../types.ts';
import type { FiammeView } from '../rules.ts';

/** How long a mark stays (the CSS animation lasts as long). */
export const MARK_MS = 1600;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The parts of the table that differ between two views, by the names the table marks. */
export function changedParts(prev: FiammeView, next: FiammeView): string[] {
  const out: string[] = [];
  next.units.forEach((u, i) => {
    if (!same(prev.units[i], u)) out.push(`unit-${i}`);
  });
  next.commandPoints.forEach((p, i) => {
    if (p !== prev.commandPoints[i] || next.tokens[i] !== prev.tokens[i]) out.push(`pc-${i}`);
  });
  if (next.ardimento !== prev.ardimento) out.push('ardimento');
  if ((next.lastRoll?.seq ?? 0) !== (prev.lastRoll?.seq ?? 0)) out.push('roll');
  if (!same(next.onCard, prev.onCard) || !same(next.tdn.current, prev.tdn.current) || !same(next.trench.current, prev.trench.current)) out.push('card');
  if (!same(next.enemies, prev.enemies)) out.push('enemies');
  return out;
}

/** The marks of the app's last move, cleared after MARK_MS; a person's move marks nothing. */
export function useAppMoveMarks(view: FiammeView, seats: readonly SeatInfo[]): ReadonlySet<string> {
  const prev = useRef(view);
  const [marks, setMarks] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    const before = prev.current;
    prev.current = view;
    if (before === view) return;
    const mover = before.decision?.seat;
    const byApp = mover !== undefined && !!seats[mover]?.app;
    const parts = byApp ? changedParts(before, view) : [];
    // No marks before nor after (a person's move): the same set, so the table is not drawn twice.
    setMarks((old) => (parts.length === 0 && old.size === 0 ? old : new Set(parts)));
    if (!parts.length) return;
    const id = setTimeout(() => setMarks(new Set()), MARK_MS);
    return () => clearTimeout(id);
  }, [view, seats]);
  return marks;
}
