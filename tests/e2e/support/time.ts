// The page's clock in the drivers' hands. The app waits on purpose: a secret screen stays up
// at least MIN_SECRET_DWELL_MS whatever the seat chose, the cover wants a held finger, the app
// pads its moves to the pace. Whole games spend most of their time in those waits, so a game's
// driver installs Playwright's clock (time still flows) and jumps it ahead over each wait. The
// app is unchanged: its timers simply come due sooner. A page without the clock waits for real.
import type { Page } from '@playwright/test';
import { MIN_SECRET_DWELL_MS } from '../../../src/table/handoff.ts';
import { PACE_MS, holdMs } from '../../../src/shell/settings.ts';

export { MIN_SECRET_DWELL_MS };
/** The cover's hold, as the app ships it (Settings may change it; the drivers never do). */
export const HOLD_MS = holdMs.peek();

/** The app's pace the specs choose (Settings → Veloce): the longest wait between its moves. */
export const APP_PACE_MS = PACE_MS.fast;

const installed = new WeakSet<Page>();

/**
 * Installs the page's clock once, best before the page loads (every timer is then the clock's);
 * on a page already open (a spec that set the pace first) the timers set from now on are.
 */
export async function controlTime(page: Page, time?: number | Date): Promise<void> {
  if (installed.has(page)) return;
  await page.clock.install(time === undefined ? undefined : { time });
  installed.add(page);
}

/**
 * Jumps the page's clock `ms` ahead, firing what came due (each timer at most once). Returns
 * false, doing nothing, on a page whose clock was not installed.
 */
export async function skipAhead(page: Page, ms: number): Promise<boolean> {
  if (!installed.has(page)) return false;
  await page.clock.fastForward(ms);
  return true;
}
