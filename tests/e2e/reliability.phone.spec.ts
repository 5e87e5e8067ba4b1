// The reliability suite, short form (the long form is `npm run soak`, tests/soak): a crash
// loop, bad imports through the Saves screen, and hostile taps (double taps, a tap during the
// reveal, a rotation and a hidden page in the middle of a move). Nothing committed is lost,
// nothing is committed twice, bad input gets its message and leaves the database as it was.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { it as shell } from '../../src/i18n/it.ts';
import { holdToReveal, readSave, startRubico } from './support/rubico.ts';
import { crashLoop, dbCounts, expectConsistent, rubicoSteps } from './support/reliability.ts';

test('crash loop: the browser killed at 3 random points of a Rubico game resumes each time at its last committed move', async ({ baseURL }) => {
  test.setTimeout(4 * 60_000);
  const profile = mkdtempSync(join(tmpdir(), 'passamano-crashloop-'));
  try {
    const tally = await crashLoop(profile, baseURL, 3, 20261122);
    console.log(`crash loop: ${tally.kills} kills, ${tally.committed} moves committed, ${tally.lost} lost`);
    expect(tally.kills).toBe(3);
    expect(tally.lost).toBe(0);
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});

/** Plays steps until `ready` holds (at most `max` steps). */
async function playUntil(page: Page, ready: () => Promise<boolean>, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await ready()) return;
    await rubicoSteps(page, 1);
  }
  throw new Error('the wanted step never came');
}

async function moveCount(page: Page): Promise<number> {
  return (await readSave(page))!.moves.length;
}

test('bad imports through the Saves screen each get their message and leave the saves as they were', async ({ page }) => {
  test.setTimeout(3 * 60_000);
  await startRubico(page, 3);
  await rubicoSteps(page, 4);
  // A fresh load: inside the game the back guard would ask before leaving.
  await page.goto('about:blank');
  await page.goto('/#/saves');
  await expect(page.getByTestId('save-item')).toHaveCount(1);
  // Rubico has secrets: the export asks first (imports.phone.spec.ts).
  await page.getByRole('button', { name: 'Esporta' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Esporta lo stesso' }).click()]);
  const good = readFileSync((await download.path())!, 'utf8');
  const file = JSON.parse(good);
  const variant = (change: (f: typeof file) => void) => {
    const f = structuredClone(file);
    change(f);
    return JSON.stringify(f);
  };
  let x = 0x2545f491;
  const noise = Buffer.from(Array.from({ length: 4096 }, () => ((x = (x * 1103515245 + 12345) >>> 0) >>> 24) & 255));
  const bad: [string, string | Buffer, string][] = [
    ['truncated', good.slice(0, Math.floor(good.length / 2)), 'import.error.notJson'],
    ['empty', '', 'import.error.notJson'],
    ['random bytes', noise, 'import.error.notJson'],
    ['another app', variant((f) => (f.app = 'scopa-online')), 'import.error.foreign'],
    ['a game this version lacks', variant((f) => (f.game.gameId = 'scacchi')), 'import.error.unknownGame'],
    ['a newer file format', variant((f) => (f.format = 99)), 'import.error.newer'],
    ['newer content', variant((f) => (f.game.contentVersion = 999)), 'import.error.newer'],
    ['a move that does not replay', variant((f) => (f.game.moves[f.game.moves.length - 1].move = { type: 'nonsense' })), 'import.error.corrupt'],
    ['a move by the wrong seat', variant((f) => (f.game.moves[0].seat = (f.game.moves[0].seat + 1) % 3)), 'import.error.corrupt'],
    ['huge', ' '.repeat(5 * 1024 * 1024 + 1), 'import.error.tooLarge'],
    // Parses, but deeper than any save: refused as unreadable, not as a failed move.
    ['nested 5,000 levels deep', good.replace('"moves":[', `"deep":${'['.repeat(5000)}${']'.repeat(5000)},"moves":[`), 'import.error.notJson'],
  ];
  const before = await dbCounts(page);
  for (const [name, content, reason] of bad) {
    await page.getByTestId('import-file').setInputFiles({ name: `${name}.json`, mimeType: 'application/json', buffer: Buffer.from(content) });
    await expect(page.getByTestId('toast'), name).toContainText(shell[reason]);
    await page.getByTestId('toast').getByRole('button').click();
    await expect(page.getByTestId('save-item'), name).toHaveCount(1);
    expect(await dbCounts(page), `${name}: the database is unchanged`).toEqual(before);
  }
  // The good file still imports: the checks above refused the files, not the feature.
  await page.getByTestId('import-file').setInputFiles({ name: 'good.json', mimeType: 'application/json', buffer: Buffer.from(good) });
  await expect(page.getByTestId('toast')).toContainText(shell['saves.imported']);
  await expect(page.getByTestId('save-item')).toHaveCount(2);
});

test('double taps, a tap during the reveal, a rotation and a hidden page mid-move: each move commits once, nothing is lost', async ({ page }) => {
  test.setTimeout(3 * 60_000);
  await startRubico(page, 3);

  // A double tap on a private screen's button commits one move.
  await expect(page.getByTestId('cover')).toBeVisible();
  await holdToReveal(page);
  const ack = page.getByTestId('private-screen').getByTestId('ack');
  await expect(ack).toBeVisible();
  let before = await moveCount(page);
  const a = (await ack.boundingBox())!;
  await page.touchscreen.tap(a.x + a.width / 2, a.y + a.height / 2);
  await page.touchscreen.tap(a.x + a.width / 2, a.y + a.height / 2);
  await expect(page.getByTestId('private-screen')).toBeHidden({ timeout: 10_000 });
  expect(await moveCount(page)).toBe(before + 1);
  await expectConsistent(page);

  // The page hidden right after a tap: the private screen covers itself, the move is committed once.
  await playUntil(page, () => page.getByTestId('cover').isVisible());
  await holdToReveal(page);
  const ack2 = page.getByTestId('private-screen').getByTestId('ack');
  const place = page.getByTestId('private-screen').getByTestId('place-cards');
  await expect(ack2.or(place).first()).toBeVisible();
  before = await moveCount(page);
  const target = (await ack2.isVisible()) ? ack2 : place;
  if (target === place) {
    const cards = page.getByTestId('private-screen').locator('[data-testid^="hand-"]');
    await cards.nth((await cards.count()) - 1).click();
  }
  await target.click({ noWaitAfter: true });
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(page.getByTestId('private-screen')).toBeHidden({ timeout: 10_000 });
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => moveCount(page)).toBe(before + 1);
  await expectConsistent(page);

  // The Centurion's choice confirmed while the phone rotates: one move, the table still right.
  await playUntil(page, () => page.getByTestId('confirm-choice').isVisible());
  const counter = page.getByTestId('taken-count');
  const need = Number((await counter.textContent())!.match(/di (\d+)/)![1]);
  const slots = page.locator('button[data-testid^="slot-"]');
  const perSeat = new Map<string, number>();
  for (let k = 0, taken = 0; taken < need; k++) {
    const seat = (await slots.nth(k).getAttribute('data-testid'))!.split('-')[1];
    if ((perSeat.get(seat) ?? 0) >= 2) continue;
    perSeat.set(seat, (perSeat.get(seat) ?? 0) + 1);
    await slots.nth(k).click();
    taken++;
  }
  before = await moveCount(page);
  const size = page.viewportSize()!;
  await Promise.all([page.getByTestId('confirm-choice').click(), page.setViewportSize({ width: size.height, height: size.width })]);
  await expect.poll(() => moveCount(page)).toBe(before + 1);
  await page.setViewportSize(size);
  await expectConsistent(page);

  // Reveal double-tapped: the reveal commits once and its result is shown, even where the next
  // turn's button comes up under the finger before the second touch (the double-tap guard; on
  // a loaded machine that second touch used to press it and skip the reveal). Then a tap where
  // the next button appears: either nothing (a third touch of the same double tap) or the one
  // next move.
  await playUntil(page, () => page.getByTestId('reveal').isVisible());
  before = await moveCount(page);
  const r = (await page.getByTestId('reveal').boundingBox())!;
  await page.touchscreen.tap(r.x + r.width / 2, r.y + r.height / 2);
  await page.touchscreen.tap(r.x + r.width / 2, r.y + r.height / 2);
  await expect(page.getByTestId('reveal-panel').or(page.getByTestId('end-screen')).first()).toBeVisible();
  expect(await moveCount(page)).toBe(before + 1);
  const next = page.getByTestId('next-turn');
  if (await next.isVisible()) {
    const n = (await next.boundingBox())!;
    await page.touchscreen.tap(n.x + n.width / 2, n.y + n.height / 2);
  }
  // The tap's move, if it made one, may still be saving: wait for the page and the save to agree.
  let after = 0;
  await expect(async () => {
    after = await expectConsistent(page);
  }).toPass({ timeout: 30_000 });
  expect(after - before).toBeGreaterThanOrEqual(1);
  expect(after - before).toBeLessThanOrEqual(2);
  // And the game goes on.
  await rubicoSteps(page, 3);
  expect(await moveCount(page)).toBeGreaterThan(after);
  await expectConsistent(page);
});
