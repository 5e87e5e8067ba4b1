// The screens' back arrows on a tablet: in museum mode, where every touch adds a history entry
// that holds the device's back button, and in normal use, where they step back like it.
import { expect, test, type Page } from '@playwright/test';
import { enterKiosk } from './support/kiosk.ts';
import { playRubico, startRubico } from './support/rubico.ts';

/** A few touches on a screen's title, as visitors do while reading. */
async function touchAround(page: Page, times = 3): Promise<void> {
  for (let i = 0; i < times; i++) await page.locator('main h1, main h2').first().tap();
}

/** Plays Rubico's first private steps until the shared table shows (it holds the rules button). */
async function toTheTable(page: Page): Promise<void> {
  const table = page.getByTestId('table');
  for (let i = 0; i < 12 && !(await table.isVisible()); i++) await playRubico(page, { maxSteps: 1 }).catch(() => undefined);
  await expect(table).toBeVisible();
}

const backArrow = (page: Page) => page.getByRole('button', { name: 'Indietro', exact: true });

test('museum mode: every back arrow goes back, however many touches came before it', async ({ page }) => {
  test.setTimeout(90_000);
  await enterKiosk(page);
  // The choice of game and its set-up.
  await page.getByTestId('touch-to-play').tap();
  await touchAround(page);
  await backArrow(page).tap();
  await expect(page.getByTestId('attract')).toBeVisible();
  await page.getByTestId('touch-to-play').tap();
  await page.getByTestId('kiosk-entry-rubico').tap();
  await touchAround(page);
  await backArrow(page).tap();
  await expect(page.getByTestId('kiosk-pick')).toBeVisible();

  // The rules, opened from a game.
  await page.getByTestId('kiosk-entry-rubico').tap();
  await expect(page.getByTestId('kiosk-start')).toBeEnabled();
  await page.getByTestId('kiosk-start').tap();
  await toTheTable(page);
  const game = page.url();
  for (let round = 0; round < 2; round++) {
    await page.getByRole('button', { name: 'Regole', exact: true }).tap();
    await expect(page.getByTestId('help')).toContainText('Regole di Rubico');
    await touchAround(page, 3 + round);
    await backArrow(page).tap();
    await expect(page.getByTestId('table')).toBeVisible();
    expect(page.url()).toBe(game);
  }
  // The device's back button on the rules goes the same way; on the game it stays put.
  await page.getByRole('button', { name: 'Regole', exact: true }).tap();
  await touchAround(page);
  await page.goBack();
  await expect(page.getByTestId('table')).toBeVisible();
  await page.goBack();
  expect(page.url()).toBe(game);
  await expect(page.getByTestId('table').or(page.getByRole('alertdialog')).first()).toBeVisible();
});

test('normal use: the arrows step back to where each screen was opened from, never out of the app', async ({ page }) => {
  await page.goto('/');
  const home = page.getByTestId('home');
  await home.getByTestId('tile-rubico').getByRole('button', { name: 'Regole' }).click();
  await expect(page.getByTestId('help')).toContainText('Regole di Rubico');
  await backArrow(page).click();
  await expect(home).toBeVisible();

  await home.getByRole('button', { name: 'Come funziona' }).click();
  await page.getByTestId('help').getByRole('button', { name: 'Rubico' }).click();
  await expect(page.getByTestId('help')).toContainText('Regole di Rubico');
  await backArrow(page).click();
  await expect(page.getByTestId('help')).toContainText('Come funziona Passamano');
  await backArrow(page).click();
  await expect(home).toBeVisible();

  // Opened from a game, the rules go back to it; the device's back button still asks there.
  await startRubico(page, 3);
  await toTheTable(page);
  const game = page.url();
  await page.getByRole('button', { name: 'Regole', exact: true }).click();
  await backArrow(page).click();
  await expect(page.getByTestId('table')).toBeVisible();
  expect(page.url()).toBe(game);
  await page.goBack();
  await expect(page.getByRole('alertdialog')).toContainText('Lasciare la partita?');

  // Rules opened from a link, with nothing before them: the arrow goes home, not away.
  await page.goto('about:blank');
  await page.goto('/#/help/rubico');
  await expect(page.getByTestId('help')).toContainText('Regole di Rubico');
  await backArrow(page).click();
  await expect(home).toBeVisible();
});
