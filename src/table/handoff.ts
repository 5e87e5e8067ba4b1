// The hand-off rule (DESIGN.md, "The hand-off protocol"): what the shared screen shows now, from
// the game's pending decision, its outcome and the seat called to the device, if any. A seat the
// app plays is never called: its secret decision shows the table while the app decides.
import type { Outcome, PendingDecision, Seat } from '../engine/types.ts';

/**
 * Every secret step keeps the screen up at least this long after it opened, whatever the seat
 * chose, so watchers learn nothing from how quickly someone decided.
 */
export const MIN_SECRET_DWELL_MS = 2500;

/** A seat called to the device, for its own secret decision or only to look at its cards. */
export interface Reveal {
  seat: Seat;
  purpose: 'decision' | 'look';
  /** False while its cover is up; true once the seat revealed (hold or PIN). */
  open: boolean;
}

export type Showing =
  | { screen: 'end' }
  | { screen: 'cover'; seat: Seat; purpose: Reveal['purpose'] }
  /** `decision`: the seat's own secret decision, or null when it only looks. */
  | { screen: 'private'; seat: Seat; purpose: Reveal['purpose']; decision: PendingDecision | null }
  | { screen: 'table' };

/** Whether the app plays a seat (no seat, by default: a table of people only). */
export type IsAppSeat = (seat: Seat) => boolean;

const nobody: IsAppSeat = () => false;

export function whatToShow(decision: PendingDecision | null, outcome: Outcome | null, reveal: Reveal | null, isApp: IsAppSeat = nobody, alone = false): Showing {
  // A finished game is shown to everybody: nothing is secret any more.
  if (outcome) return { screen: 'end' };
  // The app has no eyes to cover and no hands to pass the device to.
  if (reveal && isApp(reveal.seat)) reveal = null;
  // One person at the table (alone, or with app seats only): nobody to hide from and nobody
  // to pass the device to, so no cover: a called seat and its secret decisions open at once.
  if (alone) {
    if (reveal) reveal = { ...reveal, open: true };
    else if (decision?.secret && !isApp(decision.seat)) return { screen: 'private', seat: decision.seat, purpose: 'decision', decision };
  }
  // An open private screen stays until it closes itself (confirm, hide, idle): the state moving
  // on underneath must not cut its even dwell short.
  if (reveal?.open) {
    const own = decision && decision.secret && decision.seat === reveal.seat ? decision : null;
    return { screen: 'private', seat: reveal.seat, purpose: reveal.purpose, decision: own };
  }
  // A seat called and not yet revealed keeps its cover, whatever else is pending.
  if (reveal) return { screen: 'cover', seat: reveal.seat, purpose: reveal.purpose };
  // A person's secret decision always shows the cover of the seat it belongs to; an app's shows
  // the public table while the app decides.
  if (decision?.secret && !isApp(decision.seat)) return { screen: 'cover', seat: decision.seat, purpose: 'decision' };
  return { screen: 'table' };
}
