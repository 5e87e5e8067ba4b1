// What the last move changed on Rubico's table, so the table can show it where it happened
// (a row laid down, a card taken or covered, a Senate card turned over, a power played, Caesar
// marching cell by cell) and not only in the log: above all when the app plays a seat and
// nobody's finger made the move. Durations follow the app's pace (the table's --app-pace);
// with reduced motion the changes are outlined without moving.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { RubicoView } from '../rules.ts';

export interface TableChange {
  /** Seats whose row was laid down by this move. */
  rows: ReadonlySet<number>;
  /** "seat:slot" of the cards this move took, forced or covered. */
  slots: ReadonlySet<string>;
  /** Senate positions turned face up by this move. */
  senate: ReadonlySet<number>;
  /** Seats whose power card this move played. */
  powers: ReadonlySet<number>;
}

const NONE: TableChange = { rows: new Set(), slots: new Set(), senate: new Set(), powers: new Set() };

/** The differences between two consecutive table views of the same game (none for a new game or turn reset). */
export function changeBetween(before: RubicoView | null, after: RubicoView): TableChange {
  if (!before || before.playerCount !== after.playerCount || before.turn > after.turn) return NONE;
  const rows = new Set<number>();
  const slots = new Set<string>();
  const sameTurn = before.turn === after.turn;
  for (const r of after.rows) {
    const old = sameTurn ? before.rows.find((x) => x.seat === r.seat) : undefined;
    if (r.placed && !old?.placed) rows.add(r.seat);
    for (const s of [...r.taken, ...r.forced]) if (old && !old.taken.includes(s) && !old.forced.includes(s)) slots.add(`${r.seat}:${s}`);
    if (old && r.covered !== null && old.covered !== r.covered) slots.add(`${r.seat}:${r.covered}`);
  }
  const senate = new Set<number>();
  for (const s of after.senate) if (s.faceUp && before.senate.some((b) => b.pos === s.pos && !b.faceUp)) senate.add(s.pos);
  const powers = new Set<number>();
  for (const s of after.seats) if (s.used && !before.seats.find((b) => b.seat === s.seat)?.used) powers.add(s.seat);
  if (!rows.size && !slots.size && !senate.size && !powers.size) return NONE;
  return { rows, slots, senate, powers };
}

/**
 * What the last move changed. The table is redrawn with a new view object for other reasons
 * too (the app's strip updates right after its move): a view that changed nothing keeps the
 * last change, until the turn moves on.
 */
export function useTableChange(view: RubicoView): TableChange {
  const last = useRef<RubicoView | null>(null);
  const kept = useRef<TableChange>(NONE);
  return useMemo(() => {
    const prev = last.current;
    const change = changeBetween(prev, view);
    last.current = view;
    if (change !== NONE || !prev || prev.turn !== view.turn || prev.playerCount !== view.playerCount) kept.current = change;
    return kept.current;
  }, [view]);
}

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The app's pace in ms, read from the table's --app-pace (1200 ms, the normal pace, without one). */
function paceOf(el: Element | null): number {
  const v = el ? parseFloat(getComputedStyle(el).getPropertyValue('--app-pace')) : NaN;
  return Number.isFinite(v) && v > 0 ? v : 1200;
}

/**
 * Caesar's cell as drawn: it follows `caesar` one cell at a time (a fifth of the pace a cell,
 * the whole march within the pace), or at once with reduced motion or when he goes back (a
 * new game). `moving` is true while he walks.
 */
export function useMarch(caesar: number, anchor: { current: Element | null }): { shown: number; moving: boolean; stepMs: number } {
  const [shown, setShown] = useState(caesar);
  // The time a cell takes on this march, fixed when it starts; null at rest.
  const perCell = useRef<number | null>(null);
  useEffect(() => {
    if (shown === caesar) {
      perCell.current = null;
      return;
    }
    if (caesar < shown || reducedMotion()) {
      setShown(caesar);
      return;
    }
    const first = perCell.current === null;
    if (first) perCell.current = Math.min(paceOf(anchor.current) / 5, paceOf(anchor.current) / (caesar - shown));
    const timer = setTimeout(() => setShown(shown + 1), first ? 0 : perCell.current!);
    return () => clearTimeout(timer);
  }, [caesar, shown]);
  return { shown, moving: shown !== caesar, stepMs: perCell.current ?? 0 };
}
