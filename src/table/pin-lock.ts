// The seats' PIN attempt limit: five wrong PINs lock that seat's cover for 30 seconds, each
// further lockout before the right PIN twice as long (up to half an hour). Kept per game and
// seat in a settings row, so a reload does not lift it, and counted per game, not per copy: an
// export imported back (or imported again after the save was deleted) shares the game's count,
// since the row is keyed by the game's identity (storage/db.ts), which deleting a save keeps.
import { store } from '../shell/services.ts';
import { gameIdentity } from '../storage/db.ts';
import { parseLock, UNLOCKED, type LockPolicy, type LockState } from '../shell/pin-lock.ts';

export const SEAT_LOCK: LockPolicy = { maxFails: 5, baseMs: 30_000, maxMs: 30 * 60_000 };

/** `pinLock:game=<gameId>/<seed>:<seat>`: its second part is no save's id. */
async function keyOf(saveId: string, seat: number): Promise<string> {
  const meta = await store.get(saveId);
  if (!meta) throw new Error('no such save');
  return `pinLock:game=${gameIdentity(meta)}:${seat}`;
}

export async function readSeatLock(saveId: string, seat: number): Promise<LockState> {
  try {
    return parseLock(SEAT_LOCK, await store.getSetting(await keyOf(saveId, seat)));
  } catch {
    return { ...UNLOCKED };
  }
}

export async function writeSeatLock(saveId: string, seat: number, s: LockState): Promise<void> {
  try {
    await store.putSetting(await keyOf(saveId, seat), { fails: s.fails, lockedUntil: s.lockedUntil, lockouts: s.lockouts });
  } catch {
    // A lock that cannot be written is still held by the open cover.
  }
}
