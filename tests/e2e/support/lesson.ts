// Plays a lesson ("Impara giocando") by following only the coach: at every step the driver taps
// the element the coach's ring marks, and nothing else, until the coach says the lesson is over.
// At every mark it checks that the bubble does not cover the ring.
import { expect, type Page } from '@playwright/test';
import { APP_PACE_MS, controlTime, skipAhead } from './time.ts';
import { setPace } from './app-players.ts';

export interface LessonStepSeen {
  step: number;
  mark: string;
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

export async function followCoach(page: Page, onMark?: (seen: LessonStepSeen, index: number) => Promise<void>): Promise<LessonStepSeen[]> {
  const seen: LessonStepSeen[] = [];
  const ring = page.getByTestId('coach-ring');
  const bubble = page.getByTestId('coach');
  const end = page.getByTestId('coach-end');
  for (let i = 0; i < 60; i++) {
    // The coach marks an element, or says the lesson is over (the app plays in between, its
    // pace jumped over where the driver holds the page's clock).
    await expect
      .poll(
        async () => {
          if ((await ring.isVisible()) || (await end.isVisible())) return true;
          await skipAhead(page, APP_PACE_MS);
          return false;
        },
        { timeout: 20_000, intervals: [25, 50, 100] },
      )
      .toBe(true);
    if (await end.isVisible()) return seen;
    const now = await page.evaluate(() => {
      const r = document.querySelector('[data-testid="coach-ring"]');
      const b = document.querySelector('[data-testid="coach"]');
      return r && b ? { mark: r.getAttribute('data-mark')!, at: r.getAttribute('data-at'), step: Number(b.getAttribute('data-step')) } : null;
    });
    // The ring went between the two looks (the app moved): look again.
    if (!now) continue;
    const { mark, at, step } = now;
    const target = page.locator(`[data-testid="${mark}"]:visible`).first();
    await expect(target).toBeVisible();
    // The bubble stands beside what it points at, never over it.
    await expect(bubble).toHaveAttribute('data-mark', mark);
    await expect.poll(async () => overlaps((await bubble.boundingBox())!, (await ring.boundingBox())!), { message: `the bubble covers ${mark}`, intervals: [25, 50, 100] }).toBe(false);
    seen.push({ step, mark });
    await onMark?.({ step, mark }, seen.length - 1);
    await target.click();
    // The ring moves on (the next mark, the app's turn, or the end) before the next look.
    // (Read at once in the page: the ring may go between two reads, and a locator's read waits for it.)
    await expect.poll(() => page.evaluate((was) => document.querySelector('[data-testid="coach-ring"]')?.getAttribute('data-at') === was, at), { intervals: [25, 50, 100] }).toBe(false);
  }
  throw new Error('the lesson did not end');
}

/**
 * Starts a game's lesson from the home, follows the coach to its end (the marks tapped must be
 * `marks`), then goes on alone: the coach is gone and the game is an ordinary one. `atEnd` runs
 * while the end card is up.
 */
export async function learnFromHome(
  page: Page,
  gameId: string,
  marks: readonly string[],
  onMark?: (seen: LessonStepSeen, index: number) => Promise<void>,
  atEnd?: () => Promise<void>,
): Promise<void> {
  const started = Date.now();
  await controlTime(page);
  await setPace(page, 'Veloce');
  await page.goto('/#/');
  await page.getByTestId(`learn-${gameId}`).click();
  await expect(page).toHaveURL(/#\/play\//);
  const seen = await followCoach(page, onMark);
  expect(seen.map((s) => s.mark)).toEqual(marks);
  // Under the end card the app plays nothing: its strip of moves stays as it is.
  const strip = () => page.evaluate(() => document.querySelector('[data-testid="app-strip"]')?.textContent ?? null);
  const before = await strip();
  for (let i = 0; i < 4; i++) await skipAhead(page, APP_PACE_MS);
  expect(await strip()).toBe(before);
  await atEnd?.();
  await page.getByTestId('coach-end').getByTestId('coach-alone').click();
  await expect(page.getByTestId('coach-end')).toHaveCount(0);
  await expect(page.getByTestId('coach')).toHaveCount(0);
  console.log(`${gameId} lesson: ${seen.length} taps in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
