// Offline-first: after one online visit the service worker serves the whole app, so it
// starts with no network at all. The control run (service workers blocked) must fail offline,
// which shows the offline switch really cuts the network.
import { expect, test, type Page } from '@playwright/test';

async function expectAppShell(page: Page): Promise<void> {
  await expect(page).toHaveTitle(/Passamano/);
  const home = page.getByTestId('home');
  await expect(home).toBeVisible();
  await expect(home.getByRole('heading', { name: 'Passamano' }).first()).toBeVisible();
}

async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, {
    timeout: 30_000,
  });
}

test.describe('offline after the first visit', () => {
  test('the app starts from the service worker with no network', async ({ page, context }) => {
    const first = await page.goto('/');
    expect(first?.ok()).toBe(true);
    await expectAppShell(page);
    await waitForServiceWorkerControl(page);

    await context.setOffline(true);
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));

    const response = await page.reload();
    expect(response, 'the reload got a response').not.toBeNull();
    expect(response!.fromServiceWorker(), 'the page came from the service worker').toBe(true);
    expect(response!.status()).toBe(200);
    await expectAppShell(page);
    // The tiles' scenes, images loaded after the first paint, come from the cache too (their
    // box has its size before they do).
    const scene = page.locator('[data-testid="tile-rubico"] img.tile-art');
    await expect.poll(() => scene.evaluate((img: HTMLImageElement) => img.decode().then(() => true, () => false))).toBe(true);
    expect(failed, 'no request failed while offline').toEqual([]);
    expect(
      await page.evaluate(() => fetch(`/offline-probe-${Date.now()}.txt`, { cache: 'no-store' }).then(() => 'reached', () => 'failed')),
      'the network is really off (navigator.onLine is not reliable under emulation in every Chromium build)',
    ).toBe('failed');
  });

  test('a deep link offline falls back to the cached app shell', async ({ page, context }) => {
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);

    const response = await page.goto('/una/pagina/profonda?partita=1');
    expect(response?.fromServiceWorker()).toBe(true);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Passamano/);
    await expect(page.locator('#app > *').first()).toBeAttached();
  });
});

test.describe('control run: service workers blocked', () => {
  test.use({ serviceWorkers: 'block' });

  test('offline after the first visit, the app cannot load', async ({ page, context }) => {
    await page.goto('/');
    await expectAppShell(page);
    expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();

    await context.setOffline(true);
    await expect(page.reload()).rejects.toThrow(/net::ERR_INTERNET_DISCONNECTED/);
  });
});
