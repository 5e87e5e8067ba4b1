// The seats' PIN attempt limit: five wrong PINs lock that seat's cover for 30 seconds, each
// further lockout before the right PIN twice as long (up to half an hour). Kept per save and
// seat in a settings row, so a reload does not lift it.
import { store } from '../shell/services.ts';
import { saveSettingKey } from '../storage/db.ts';
import { parseLock, UNLOCKED, type LockPolicy, type LockState } from '../shell/pin-lock.ts';

export const SEAT_LOCK: LockPolicy = { maxFails: 5, baseMs: 30_000, maxMs: 30 * 60_000 };

const keyOf = (saveId: string, seat: number) => saveSettingKey('pinLock', saveId, seat);

export async function readSeatLock(saveId: string, seat: number): Promise<LockState> {
  try {
    return parseLock(SEAT_LOCK, await store.getSetting(keyOf(saveId, seat)));
  } catch {
    return { ...UNLOCKED };
  }
}

export function writeSeatLock(saveId: string, seat: number, s: LockState): Promise<void> {
  return store.putSetting(keyOf(saveId, seat), { fails: s.fails, lockedUntil: s.lockedUntil, lockouts: s.lockouts }).catch(() => undefined);
}
