// App players in the e2e: the pace set in Settings, app seats chosen in the wizard, and what
// the table shows while the app decides.
import { expect, type Page } from '@playwright/test';
import { onScreen } from './away.ts';

/** The app's decision bar on screen (not in the table kept under a cover). */
const APP_BAR = onScreen('[data-testid="decision-bar"][data-app="true"]');

/** Settings → "Velocità di Passamano" → the given pace (Italian labels). */
export async function setPace(page: Page, label: 'Lenta' | 'Normale' | 'Veloce'): Promise<void> {
  await page.goto('/#/settings');
  const group = page.getByRole('group', { name: 'Velocità di Passamano' });
  await group.getByRole('button', { name: label }).click();
  await expect(group.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
  // Stored before anything reloads the page (the kiosk's set-up does).
  const value = { Lenta: 'slow', Normale: 'normal', Veloce: 'fast' }[label];
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<unknown>((resolve) => {
            const open = indexedDB.open('passamano');
            // Before the app's first write the database may not be there yet: never create it
            // here (an empty one, held open, blocked the app's own opening for good on a loaded
            // machine), ask again later.
            open.onupgradeneeded = () => open.transaction!.abort();
            open.onerror = () => resolve(undefined);
            open.onsuccess = () => {
              if (!open.result.objectStoreNames.contains('settings')) {
                open.result.close();
                return resolve(undefined);
              }
              const req = open.result.transaction('settings').objectStore('settings').get('appPace');
              req.onsuccess = () => {
                open.result.close();
                resolve((req.result as { value?: unknown } | undefined)?.value);
              };
            };
          }),
      ),
    )
    .toBe(value);
}

/** In the wizard, with the names already typed: these seats are played by the app. */
export async function chooseAppSeats(page: Page, seats: readonly number[]): Promise<void> {
  for (const i of seats) {
    await page.getByTestId(`seat-${i}-app`).click();
    await expect(page.getByTestId(`seat-${i}-app`)).toHaveAttribute('aria-pressed', 'true');
  }
}

/**
 * Whether the app is deciding now (its decision bar is up); when it is, checks in the same
 * instant that no cover is up and no Undo is offered (nobody passes the device to the app, and
 * no control lets a person play for it).
 */
export async function appDeciding(page: Page): Promise<boolean> {
  const seen = await page.evaluate((barSelector) => {
    const bar = document.querySelector(barSelector);
    if (!bar) return null;
    const undo = [...document.querySelectorAll('button')].some((b) => /^\s*(Annulla|Undo)\s*$/.test(b.textContent ?? ''));
    return { covers: document.querySelectorAll('[data-testid="cover"]').length, undo, text: bar.textContent };
  }, APP_BAR);
  if (!seen) return false;
  expect(seen.covers, 'a cover while the app decides').toBe(0);
  expect(seen.undo, 'an Undo while the app decides').toBe(false);
  expect(seen.text).toMatch(/^Passamano gioca per .+…$/);
  return true;
}

/** The lines of the app's strip on screen (not in the table kept under a cover). */
const STRIP_LINES = onScreen('[data-testid="app-strip"] li:not(.app-strip-hint)');

/**
 * Records, from before the app starts, the name on every cover that comes up, the words of
 * every decision bar the app puts up and every line its strip showed, and counts the moments a
 * cover and the bar were on screen at once. Recorded in the page, so a line shown only between
 * two of a driver's looks (a short game, a fast pace) is still seen.
 */
export async function recordCovers(page: Page): Promise<void> {
  await page.addInitScript(([barSelector, stripSelector]) => {
    const seen = { covers: [] as string[], appBars: [] as string[], stripLines: [] as string[], both: 0 };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    let lastCover: Element | null = null;
    let lastBar: string | null = null;
    new MutationObserver(() => {
      const cover = document.querySelector('[data-testid="cover"]');
      const bar = document.querySelector(barSelector);
      if (cover && cover !== lastCover) seen.covers.push(cover.querySelector('.seat-name')?.textContent ?? '?');
      const barText = bar?.textContent ?? null;
      if (barText !== null && barText !== lastBar) seen.appBars.push(barText);
      for (const li of document.querySelectorAll(stripSelector)) {
        const line = li.textContent?.trim();
        if (line && !seen.stripLines.includes(line)) seen.stripLines.push(line);
      }
      if (cover && bar) seen.both++;
      lastCover = cover;
      lastBar = barText;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, [APP_BAR, STRIP_LINES] as const);
}

export interface Seen {
  covers: string[];
  appBars: string[];
  /** Every line the app's strip showed, once each. */
  stripLines: string[];
  both: number;
}

export async function seenSoFar(page: Page): Promise<Seen> {
  return page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as { __seen: unknown }).__seen)) as Seen);
}

export async function coversSeen(page: Page): Promise<string[]> {
  return (await seenSoFar(page)).covers;
}
