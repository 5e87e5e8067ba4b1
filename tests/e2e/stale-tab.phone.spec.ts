// A tab left open across an update: the server (and the service worker's cache) no longer has
// the chunks of the version this tab runs. A game whose code was never loaded here cannot load
// now: the wizard says so and offers the reload, instead of a Start that never wakes up. The
// app players' worker and players cannot load either: the table says so, never a random move.
import { expect, test, type Page } from '@playwright/test';
import { enterKiosk } from './support/kiosk.ts';
import { chooseAppSeats } from './support/app-players.ts';
import { readSave } from './support/rubico.ts';

// The page's own requests, not the service worker's, so the test can take chunks away.
test.use({ serviceWorkers: 'block' });

/** From now on, every script this tab has not loaded yet is gone from the server. */
async function takeAwayNewScripts(page: Page, seen: Set<string>): Promise<void> {
  await page.waitForLoadState('networkidle');
  const loaded = new Set(seen);
  await page.route(/\.js(\?|$)/, (route) => (loaded.has(route.request().url()) ? route.continue() : route.fulfill({ status: 404, body: 'Not found' })));
}

test("a game's code that is gone: the wizard offers a reload, which brings it back", async ({ page }) => {
  const seen = new Set<string>();
  page.on('request', (r) => void seen.add(r.url()));
  // Another game's wizard first, so the wizard's own code is here.
  await page.goto('/#/new/fiamme-d-assalto');
  await expect(page.getByTestId('start-game')).toBeEnabled();
  await takeAwayNewScripts(page, seen);

  await page.getByRole('button', { name: 'Indietro', exact: true }).click();
  await page.getByTestId('tile-rubico').getByRole('button', { name: 'Nuova partita' }).click();
  await expect(page.getByTestId('new-game')).toBeVisible();
  const notice = page.getByTestId('reload-notice');
  await expect(notice).toContainText('Passamano è stato aggiornato: ricarica per giocare a questo gioco.');
  await expect(page.getByTestId('start-game')).toHaveCount(0);

  // The new version is on the server: the reload loads it and the game can start.
  await page.unroute(/\.js(\?|$)/);
  await notice.getByRole('button', { name: 'Ricarica' }).click();
  await expect(page.getByTestId('start-game')).toBeEnabled();
  expect(page.url()).toContain('#/new/rubico');
});

test("the museum's set-up: the same message and reload instead of a dead Play", async ({ page }) => {
  const seen = new Set<string>();
  page.on('request', (r) => void seen.add(r.url()));
  await enterKiosk(page);
  await page.getByTestId('touch-to-play').click();
  await takeAwayNewScripts(page, seen);
  await page.getByTestId('kiosk-entry-rubico').click();
  await expect(page.getByTestId('reload-notice')).toContainText('Passamano è stato aggiornato: ricarica per giocare a questo gioco.');
  await expect(page.getByTestId('kiosk-start')).toHaveCount(0);
  await page.unroute(/\.js(\?|$)/);
  await page.getByTestId('reload-notice').getByRole('button', { name: 'Ricarica' }).click();
  await expect(page.getByTestId('attract')).toBeVisible();
});

test("the app players' code that is gone: the table says so and offers the reload, and the app plays nothing", async ({ page }) => {
  const seen = new Set<string>();
  page.on('request', (r) => void seen.add(r.url()));
  // Three players, Anna and Bruno played by the app: Anna's role step comes first.
  await page.goto('/#/new/rubico');
  await expect(page.getByTestId('start-game')).toBeEnabled();
  const count = page.getByTestId('player-count');
  while (Number(await count.textContent()) > 3) await page.getByRole('button', { name: 'Un giocatore in meno' }).click();
  await chooseAppSeats(page, [0, 1]);
  await takeAwayNewScripts(page, seen);
  await page.getByTestId('start-game').click();

  const notice = page.getByTestId('reload-notice');
  await expect(notice).toContainText('Passamano è stato aggiornato: ricarica per continuare. La partita è salvata.');
  await expect(page.getByTestId('decision-bar')).toHaveCount(0);
  expect((await readSave(page))!.moves).toHaveLength(0);

  // The new version is on the server: the reload brings the same game, and the app plays.
  await page.unroute(/\.js(\?|$)/);
  await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Ricarica' }).click()]);
  // A read that races the reload's navigation counts as nothing read yet.
  await expect.poll(async () => (await readSave(page).catch(() => null))?.moves.length ?? 0).toBeGreaterThan(0);
  await expect(notice).toHaveCount(0);
});
