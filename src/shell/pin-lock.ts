// A PIN's attempt limit with a growing lock, for the seats' PINs (table) and the staff PIN
// (kiosk): after `maxFails` wrong PINs it locks for `baseMs`, and each further lockout before
// the right PIN doubles it, up to `maxMs`. Pure functions over a small record the caller
// stores (a settings row), so a reload does not lift the lock.
export interface LockPolicy {
  maxFails: number;
  baseMs: number;
  maxMs: number;
}

export interface LockState {
  /** Wrong PINs since the last lock (or the right PIN). */
  fails: number;
  /** ms since the epoch; 0 when not locked */
  lockedUntil: number;
  /** Locks since the right PIN was last typed: the next one lasts twice as long. */
  lockouts: number;
}

export const UNLOCKED: LockState = { fails: 0, lockedUntil: 0, lockouts: 0 };

const count = (x: unknown, max: number) => (Number.isInteger(x) && (x as number) >= 0 ? Math.min(x as number, max) : 0);

export function parseLock(p: LockPolicy, raw: unknown): LockState {
  const r = raw as Partial<LockState> | undefined;
  const lockedUntil = typeof r?.lockedUntil === 'number' && Number.isFinite(r.lockedUntil) ? r.lockedUntil : 0;
  return { fails: count(r?.fails, p.maxFails), lockedUntil, lockouts: count(r?.lockouts, 64) };
}

/** How long the `n`-th lockout in a row lasts (n ≥ 1). */
export function lockLength(p: LockPolicy, n: number): number {
  return Math.min(p.baseMs * 2 ** Math.min(Math.max(n - 1, 0), 30), p.maxMs);
}

/** Milliseconds left on the lock (0 when the PIN may be typed). */
export function lockedFor(p: LockPolicy, s: LockState, now: number): number {
  // A lock far in the future (clock set back) never lasts longer than its own length from now.
  return s.lockedUntil > now ? Math.min(s.lockedUntil - now, lockLength(p, s.lockouts)) : 0;
}

export function onWrongPin(p: LockPolicy, s: LockState, now: number): LockState {
  if (lockedFor(p, s, now) > 0) return s;
  const fails = s.fails + 1;
  if (fails < p.maxFails) return { fails, lockedUntil: 0, lockouts: s.lockouts };
  const lockouts = s.lockouts + 1;
  return { fails: 0, lockedUntil: now + lockLength(p, lockouts), lockouts };
}

export function onRightPin(): LockState {
  return { ...UNLOCKED };
}
