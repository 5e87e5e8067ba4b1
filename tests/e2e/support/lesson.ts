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

/**
 * Taps the marked element where a person would: on the part of it that shows, as it lies once
 * still. Not Playwright's click, which first scrolls the element whole into view, a map's frame
 * too (overflow hidden), shifting the map where neither the board's pan nor the coach expect it.
 */
async function tapSeen(page: Page, mark: string): Promise<void> {
  const target = page.locator(`[data-testid="${mark}"]:visible`).first();
  // Still: a board gliding to the decision's hexes carries it along for a moment.
  let was = '';
  await expect.poll(async () => {
    const now = JSON.stringify(await target.boundingBox());
    const still = now === was;
    was = now;
    return still;
  }, { message: `${mark} stays still`, intervals: [60, 60, 100] }).toBe(true);
  const find = () => page.evaluate((id) => {
    for (const el of document.querySelectorAll(`[data-testid="${id}"]`)) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || el.closest('[hidden], [inert]')) continue;
      // Its part on screen: cut by the screen and by every box around it that clips.
      let v = { top: r.top, left: r.left, bottom: r.bottom, right: r.right };
      const cut = (c: typeof v) => (v = { top: Math.max(v.top, c.top), left: Math.max(v.left, c.left), bottom: Math.min(v.bottom, c.bottom), right: Math.min(v.right, c.right) });
      cut({ top: 0, left: 0, bottom: innerHeight, right: innerWidth });
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const s = getComputedStyle(p);
        if (s.overflowX !== 'visible' || s.overflowY !== 'visible') cut(p.getBoundingClientRect());
      }
      // The point of that part nearest the element's middle that a tap there reaches it on.
      const mid = { x: (r.left + r.right) / 2, y: (r.top + r.bottom) / 2 };
      let best: { x: number; y: number; d: number } | null = null;
      for (let i = 1; i < 10; i++) {
        for (let j = 1; j < 10; j++) {
          const x = v.left + ((v.right - v.left) * i) / 10;
          const y = v.top + ((v.bottom - v.top) * j) / 10;
          if (!document.elementFromPoint(x, y)?.closest(`[data-testid="${id}"]`)) continue;
          const d = Math.hypot(x - mid.x, y - mid.y);
          if (!best || d < best.d) best = { x, y, d };
        }
      }
      if (best) return best;
    }
    return null;
  }, mark);
  // (Something passing over it, a toast, is waited out.)
  const found: { at: { x: number; y: number } | null } = { at: null };
  await expect.poll(async () => (found.at = await find()) !== null, { message: `a part of ${mark} can be tapped`, intervals: [50, 100] }).toBe(true);
  await page.mouse.click(found.at!.x, found.at!.y);
}

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
    await tapSeen(page, mark);
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
