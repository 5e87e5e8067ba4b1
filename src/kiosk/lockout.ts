// The staff PIN's lockout: five wrong PINs lock the panel for a minute, each further lockout
// before the right PIN twice as long (up to an hour). The arithmetic is the shell's
// (shared with the seats' PINs); the record lives in the settings table, so a reload does not
// reset the lock.
import * as lock from '../shell/pin-lock.ts';

export type { LockState } from '../shell/pin-lock.ts';
export { UNLOCKED, onRightPin } from '../shell/pin-lock.ts';

export const MAX_FAILS = 5;
export const LOCK_MS = 60_000;
export const STAFF_LOCK: lock.LockPolicy = { maxFails: MAX_FAILS, baseMs: LOCK_MS, maxMs: 60 * LOCK_MS };

export const parseLock = (raw: unknown) => lock.parseLock(STAFF_LOCK, raw);
export const lockedFor = (s: lock.LockState, now: number) => lock.lockedFor(STAFF_LOCK, s, now);
export const onWrongPin = (s: lock.LockState, now: number) => lock.onWrongPin(STAFF_LOCK, s, now);

/** The hidden staff gesture: `taps` touches within `windowMs`. Returns the taps to keep and whether it fired. */
export function tapGesture(times: readonly number[], now: number, taps = 5, windowMs = 3000): { times: number[]; fired: boolean } {
  const kept = [...times, now].filter((t) => now - t <= windowMs);
  if (kept.length >= taps) return { times: [], fired: true };
  return { times: kept, fired: false };
}
