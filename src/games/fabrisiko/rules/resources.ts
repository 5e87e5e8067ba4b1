// Resources gained and paid, and Il Marchigiano's gain for every infantry removed this turn.
import type { Seat } from '../../../engine/types.ts';
import { activeSeat, hasSheet } from './board.ts';
import type { FabContext } from './context.ts';

/** Resources gained: only a seat holding its sheet accumulates them (ruling). */
export function gain(c: FabContext, seat: Seat, n: number, why: string): void {
  if (n <= 0 || !hasSheet(c.s, seat)) return;
  c.resources()[seat] += n;
  c.log('fabrisiko.log.gain', { seat, n, why });
}

export function pay(c: FabContext, seat: Seat, n: number, why: string): void {
  const paid = Math.min(n, c.s.res[seat]);
  if (paid <= 0) return;
  c.resources()[seat] -= paid;
  c.log('fabrisiko.log.pay', { seat, n: paid, why });
}

/** Il Marchigiano: the active player earns 1 for every infantry removed this turn. */
export function infantryLost(c: FabContext, n: number): void {
  if (n > 0 && c.s.marchigiano) gain(c, activeSeat(c.s), n, 'fabrisiko.why.marchigiano');
}
