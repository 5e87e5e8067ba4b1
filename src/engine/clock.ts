// A game clock kept with the save (FabRisiko!'s Tournament), as pure functions over GameClock.
// The referee's ruling: the clock counts the time the players spend at the table. When nobody
// is (the game screen left, the page hidden, the device put away), it stops by itself, and it
// starts again by itself when the game is back on screen, telling the table how long it stood
// still; a pause the players agreed on is theirs and stays until they resume it.
import type { GameClock } from './types.ts';

/** The time the clock has counted at `now`. */
export function clockElapsed(c: GameClock, now: number): number {
  return c.elapsedMs + (c.runningSince !== null ? Math.max(0, now - c.runningSince) : 0);
}

/** Nobody is at the table: a running clock stops by itself (null: nothing to change). */
export function clockAway(c: GameClock, now: number): GameClock | null {
  if (c.runningSince === null) return null;
  return { elapsedMs: clockElapsed(c, now), runningSince: null, awaySince: now };
}

/** The game is back on screen: a clock that stopped by itself runs again (null: nothing to change). */
export function clockBack(c: GameClock, now: number): GameClock | null {
  if (c.runningSince !== null || typeof c.awaySince !== 'number') return null;
  return { elapsedMs: c.elapsedMs, runningSince: now, awayMs: Math.max(0, now - c.awaySince) };
}
