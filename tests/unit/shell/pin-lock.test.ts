// The seats' PIN attempt limit (table/pin-lock.ts on shell/pin-lock.ts), on an injected clock.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { lockedFor, onRightPin, onWrongPin, parseLock, UNLOCKED, type LockState } from '../../../src/shell/pin-lock.ts';
import { readSeatLock, SEAT_LOCK, writeSeatLock } from '../../../src/table/pin-lock.ts';
import { store } from '../../../src/shell/services.ts';
import { SEAT_COLOR_VALUES } from '../../../src/engine/seats.ts';

const PIN_HASH = `${'5a'.repeat(8)}$${'c3'.repeat(32)}`;

const wrong = (s: LockState, now: number, n: number) => {
  for (let i = 0; i < n; i++) s = onWrongPin(SEAT_LOCK, s, now);
  return s;
};

describe('seat PIN lock (injected clock)', () => {
  it('five wrong PINs lock the seat for 30 s; wrong PINs while locked change nothing', () => {
    let s = wrong({ ...UNLOCKED }, 1000, 4);
    expect(lockedFor(SEAT_LOCK, s, 1000)).toBe(0);
    s = onWrongPin(SEAT_LOCK, s, 1000);
    expect(lockedFor(SEAT_LOCK, s, 1000)).toBe(30_000);
    expect(onWrongPin(SEAT_LOCK, s, 20_000)).toBe(s);
    expect(lockedFor(SEAT_LOCK, s, 30_999)).toBe(1);
    expect(lockedFor(SEAT_LOCK, s, 31_000)).toBe(0);
  });

  it('30 wrong PINs in 15 s buy one lock of 30 s, not 30 tries', () => {
    let s = { ...UNLOCKED };
    for (let i = 0; i < 30; i++) s = onWrongPin(SEAT_LOCK, s, 1000 + i * 500);
    expect(s.lockouts).toBe(1);
    expect(lockedFor(SEAT_LOCK, s, 16_000)).toBe(17_000); // locked at the fifth, 3 s in
  });

  it('the lock doubles at each lockout before the right PIN, up to half an hour', () => {
    let s = { ...UNLOCKED };
    let now = 0;
    const lengths: number[] = [];
    for (let k = 0; k < 8; k++) {
      s = wrong(s, now, 5);
      lengths.push(lockedFor(SEAT_LOCK, s, now) / 1000);
      now += lockedFor(SEAT_LOCK, s, now);
    }
    expect(lengths).toEqual([30, 60, 120, 240, 480, 960, 1800, 1800]);
    expect(lockedFor(SEAT_LOCK, wrong(onRightPin(), now, 5), now)).toBe(30_000);
  });

  it('a clock set back cannot stretch a lock; junk reads as unlocked', () => {
    expect(lockedFor(SEAT_LOCK, { fails: 0, lockedUntil: 1e12, lockouts: 1 }, 0)).toBe(30_000);
    expect(parseLock(SEAT_LOCK, { fails: 99, lockedUntil: 'x', lockouts: -1 })).toEqual({ fails: 5, lockedUntil: 0, lockouts: 0 });
    expect(parseLock(SEAT_LOCK, null)).toEqual(UNLOCKED);
  });

  it('is kept per game and seat in the settings table: a reload, a copy and a deleted save share it', async () => {
    const save = (seed: number) =>
      store.create(
        {
          gameId: 'rubico',
          title: 'Rubico',
          seats: ['Anna', 'Bruno', 'Carla'].map((name, i) => ({ name, color: SEAT_COLOR_VALUES[i], pinHash: PIN_HASH })),
          setup: { options: { firstCenturion: 0 }, seatCount: 3, seed },
          contentVersion: 1,
        },
        { rng: [seed] },
      );
    const a = await save(11);
    const copy = await save(11); // the same game imported back: another save, the same seed
    const other = await save(12);
    const locked = wrong({ ...UNLOCKED }, 1000, 5);
    await writeSeatLock(a, 1, locked);
    expect(await readSeatLock(a, 1)).toEqual(locked);
    expect(await readSeatLock(a, 0)).toEqual(UNLOCKED);
    expect(await readSeatLock(copy, 1)).toEqual(locked);
    expect(await readSeatLock(other, 1)).toEqual(UNLOCKED);
    // Deleting every copy and importing the game again does not reset the count.
    await store.remove(a);
    await store.remove(copy);
    const again = await save(11);
    expect(await readSeatLock(again, 1)).toEqual(locked);
  });
});
