// The staff PIN's lockout: five wrong PINs lock the panel for a minute. Pure functions over a
// small record the kiosk keeps in the settings table, so a reload does not reset the lock.
export const MAX_FAILS = 5;
export const LOCK_MS = 60_000;

export interface LockState {
  fails: number;
  /** ms since the epoch; 0 when not locked */
  lockedUntil: number;
}

export const UNLOCKED: LockState = { fails: 0, lockedUntil: 0 };

export function parseLock(raw: unknown): LockState {
  const r = raw as Partial<LockState> | undefined;
  const fails = Number.isInteger(r?.fails) && r!.fails! >= 0 ? Math.min(r!.fails!, MAX_FAILS) : 0;
  const lockedUntil = typeof r?.lockedUntil === 'number' && Number.isFinite(r.lockedUntil) ? r.lockedUntil : 0;
  return { fails, lockedUntil };
}

/** Milliseconds left on the lock (0 when the PIN may be typed). */
export function lockedFor(s: LockState, now: number): number {
  // A lock far in the future (clock set back) never lasts more than LOCK_MS from now.
  return s.lockedUntil > now ? Math.min(s.lockedUntil - now, LOCK_MS) : 0;
}

export function onWrongPin(s: LockState, now: number): LockState {
  if (lockedFor(s, now) > 0) return s;
  const fails = s.fails + 1;
  return fails >= MAX_FAILS ? { fails: 0, lockedUntil: now + LOCK_MS } : { fails, lockedUntil: 0 };
}

export function onRightPin(): LockState {
  return { ...UNLOCKED };
}

/** The hidden staff gesture: `taps` touches within `windowMs`. Returns the taps to keep and whether it fired. */
export function tapGesture(times: readonly number[], now: number, taps = 5, windowMs = 3000): { times: number[]; fired: boolean } {
  const kept = [...times, now].filter((t) => now - t <= windowMs);
  if (kept.length >= taps) return { times: [], fired: true };
  return { times: kept, fired: false };
}
