// Rubico on a touch phone, end to end: a whole 5-player game to a victory with the privacy
// check at every cover and table view; PIN reveal; the back button; playing offline.
import { expect, test } from '@playwright/test';
import { holdToReveal, playRubico, readSave, startRubico, stateOf } from './support/rubico.ts';

test.describe('Rubico on a phone', () => {
  test('five players play a whole game to a victory, and no secret ever reaches a shared screen', async ({ page }) => {
    test.setTimeout(15 * 60_000);
    await startRubico(page, 5);
    const stats = await playRubico(page, { checkPrivacy: true });

    await expect(page.getByTestId('end-screen')).toBeVisible();
    const save = (await readSave(page))!;
    const state = stateOf(save);
    const outcome = (await import('../../src/games/rubico/rules.ts')).rubicoRules.outcome(state)!;
    expect(outcome).not.toBeNull();
    expect(save.meta.status).toBe('finished');
    await expect(page.getByTestId('winner')).toHaveText(outcome.reasonKey === 'rubico.win.caesar' ? /Cesare entra a Roma/ : /Il Senato ferma Cesare/);
    // Every winner is named, and the roles are revealed at the end.
    for (const w of outcome.winners) await expect(page.getByTestId('end-screen').getByText(['Anna', 'Bruno', 'Carla', 'Dario', 'Elena'][w]).first()).toBeVisible();
    await page.getByTestId('end-show-table').click();
    await expect(page.getByTestId('final-reveal')).toContainText(/Legionario di Cesare|Senatore di Pompeo/);

    // The privacy check really ran: every role step and every suggestion had its cover.
    expect(stats.covers).toBeGreaterThanOrEqual(5 + 4 * Math.max(1, stats.turns));
    expect(stats.tables).toBeGreaterThan(0);

    // The replay steps back through the game.
    await page.getByRole('button', { name: 'Mossa precedente' }).click();
    await expect(page.getByText(`Mossa ${save.moves.length - 1} di ${save.moves.length}`)).toBeVisible();

    // A finished game has nothing to lose: one back leaves the end screen, with no question.
    await page.goBack();
    await expect(page.getByTestId('end-screen')).toHaveCount(0);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(page.url()).not.toContain('#/play/');
  });

  test('a seat with a PIN reveals only with the right PIN', async ({ page }) => {
    test.setTimeout(60_000);
    await startRubico(page, 3, { pins: { 0: '4821' } });
    const cover = page.getByTestId('cover');
    await expect(cover).toContainText('Anna');
    await expect(page.getByTestId('hold-to-reveal')).toHaveCount(0);
    for (const d of '1111') await cover.getByRole('button', { name: d, exact: true }).click();
    await expect(cover.getByRole('alert')).toHaveText('PIN sbagliato, riprova.');
    await expect(page.getByTestId('private-screen')).toHaveCount(0);
    for (const d of '4821') await cover.getByRole('button', { name: d, exact: true }).click();
    await expect(page.getByTestId('private-screen')).toBeVisible();
    // The PIN is stored only as a salted hash.
    const raw = await page.evaluate(
      () =>
        new Promise<string>((res) => {
          const r = indexedDB.open('passamano');
          r.onsuccess = () => {
            const g = r.result.transaction('games').objectStore('games').getAll();
            g.onsuccess = () => res(JSON.stringify(g.result));
          };
        }),
    );
    expect(raw).not.toContain('4821');
  });

  test('the private screen covers itself when the page is hidden', async ({ page }) => {
    await startRubico(page, 3);
    await holdToReveal(page);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(page.getByTestId('private-screen')).toHaveCount(0);
    await expect(page.getByTestId('cover')).toContainText('Anna');
  });

  test('the back button does not leave a game by accident', async ({ page }) => {
    await startRubico(page, 3);
    // Players touch the game before anyone reaches for back: browsers skip history entries
    // that pages add without a user gesture. A short touch on the ring reveals nothing.
    await page.getByTestId('hold-to-reveal').click();
    await expect(page.getByTestId('private-screen')).toHaveCount(0);
    const url = page.url();
    await page.goBack();
    await expect(page.getByRole('alertdialog')).toContainText('Lasciare la partita?');
    expect(page.url()).toBe(url);
    await page.getByRole('button', { name: 'Resta' }).click();
    await expect(page.getByTestId('cover')).toBeVisible();
    await page.goBack();
    await page.getByRole('button', { name: 'Esci', exact: true }).click();
    await expect(page.getByTestId('home')).toBeVisible();
    // The game is saved and offered for resuming.
    await page.getByRole('button', { name: 'Riprendi' }).click();
    await expect(page.getByTestId('cover')).toContainText('Anna');
  });

  test('after the first visit the game starts and plays offline', async ({ page, context }) => {
    test.setTimeout(3 * 60_000);
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 });
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('home')).toBeVisible();
    await startRubico(page, 4);
    const stats = await playRubico(page, { stopWhen: (s) => s.turns >= 1 });
    expect(stats.privateScreens).toBeGreaterThanOrEqual(4 + 3);
    const save = (await readSave(page))!;
    expect(save.moves.length).toBeGreaterThan(8);
    expect(
      await page.evaluate(() => fetch(`/offline-probe-${Date.now()}.txt`, { cache: 'no-store' }).then(() => 'reached', () => 'failed')),
      'the network is really off (navigator.onLine is not reliable under emulation in every Chromium build)',
    ).toBe('failed');
  });
});
