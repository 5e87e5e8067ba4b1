// The Montefiorino kiosk on a tablet: museum mode from settings behind the staff PIN, the
// attract screen, the idle countdown in both languages, lock-down, the PIN lockout, and a
// whole museum day of simulated visitors on a controllable clock.
import { expect, test } from '@playwright/test';
import { STAFF_PIN, enterKiosk, staffGesture, startKioskGame, storedGames, typePin } from './support/kiosk.ts';

const MORNING = new Date('2025-06-17T09:00:00');
const IDLE_MS = 120_000;
const COUNTDOWN_MS = 20_000;

test.describe('Museum kiosk', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: MORNING });
  });

  test('attract screen: title, history, touch to play, languages in words; only playable enabled games', async ({ page }) => {
    await enterKiosk(page);
    const attract = page.getByTestId('attract');
    await expect(attract.getByRole('heading', { name: 'Passamano' })).toBeVisible();
    await expect(attract).toContainText('Repubblica di Montefiorino');
    await expect(attract).toContainText('1944');
    await expect(page.getByTestId('lang-it')).toHaveText('Italiano');
    await expect(page.getByTestId('lang-en')).toHaveText('English');
    await page.getByTestId('lang-en').click();
    await expect(page.getByTestId('touch-to-play')).toHaveText('Touch to play');
    await page.getByTestId('touch-to-play').click();
    const entries = page.locator('[data-testid^="kiosk-entry-"]');
    const keys = await entries.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.replace('kiosk-entry-', '')));
    // The default list: the Repubblica Ribelle demonstration game (when its screens exist) and Rubico.
    expect(keys).toContain('rubico');
    expect(keys.every((k) => k === 'rubico' || k === 'repubblica-ribelle:demo')).toBe(true);
    // Nothing else of the app is reachable: the home screen's saves, settings and sources.
    await page.goto('/#/saves');
    await expect(page.getByTestId('saves')).toHaveCount(0);
    await expect(page.getByTestId('attract').or(page.getByTestId('kiosk-pick')).first()).toBeVisible();
  });

  for (const language of ['it', 'en'] as const) {
    test(`idle countdown in ${language === 'it' ? 'Italian' : 'English'}: a touch keeps playing, zero closes the game and returns to the attract screen in Italian`, async ({ page }) => {
      const words = language === 'it' ? { title: 'Ci sei ancora?', stay: 'Sì, ci sono', body: /Tra \d+ secondi/ } : { title: 'Still there?', stay: "Yes, I'm here", body: /In \d+ seconds/ };
      await enterKiosk(page);
      await page.getByTestId(`lang-${language}`).click();
      await startKioskGame(page);
      expect((await storedGames(page)).filter((g) => g.kiosk === 1)).toHaveLength(1);

      // Nearly two minutes without a touch: nothing yet.
      await page.clock.fastForward(IDLE_MS - 5_000);
      await expect(page.getByTestId('idle-countdown')).toHaveCount(0);
      await page.clock.fastForward(6_000);
      const box = page.getByTestId('idle-countdown');
      await expect(box).toBeVisible();
      await expect(box.getByRole('alertdialog')).toContainText(words.title);
      await expect(box).toContainText(words.body);
      const first = Number(await page.getByTestId('idle-seconds').textContent());
      expect(first).toBeGreaterThan(10);
      expect(first).toBeLessThanOrEqual(20);
      // Someone is still there: a touch keeps the game.
      await page.getByRole('button', { name: words.stay }).click();
      await expect(box).toHaveCount(0);
      await expect(page.getByTestId('cover')).toBeVisible();

      // Then they walk away for good.
      await page.clock.fastForward(IDLE_MS + 1_000);
      await expect(box).toBeVisible();
      await page.clock.fastForward(COUNTDOWN_MS);
      await expect(page.getByTestId('attract')).toBeVisible();
      await expect(page.getByTestId('touch-to-play')).toHaveText('Tocca per giocare');
      await expect(page.getByTestId('lang-it')).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(async () => (await storedGames(page)).filter((g) => g.kiosk === 1).length).toBe(0);
    });
  }

  test('lock-down: no menu, no selection, no zoom, no links out, back and Escape stay inside', async ({ page }) => {
    await enterKiosk(page);
    const origin = new URL(page.url()).origin;
    const probe = () =>
      page.evaluate(() => {
        const fire = (target: Element, ev: Event) => {
          target.dispatchEvent(ev);
          return ev.defaultPrevented;
        };
        const any = document.querySelector('h1, h2, p')!;
        const input = document.querySelector('input');
        return {
          menu: fire(any, new MouseEvent('contextmenu', { bubbles: true, cancelable: true })),
          menuOnInput: input ? fire(input, new MouseEvent('contextmenu', { bubbles: true, cancelable: true })) : true,
          select: fire(any, new Event('selectstart', { bubbles: true, cancelable: true })),
          selectOnInput: input ? fire(input, new Event('selectstart', { bubbles: true, cancelable: true })) : true,
          escape: fire(document.body, new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })),
          zoomWheel: fire(document.body, new WheelEvent('wheel', { ctrlKey: true, deltaY: -100, bubbles: true, cancelable: true })),
          userSelect: getComputedStyle(any).userSelect,
          viewport: document.querySelector('meta[name="viewport"]')!.getAttribute('content'),
          externalLinks: [...document.querySelectorAll('a[href]')].filter((a) => new URL(a.getAttribute('href')!, location.href).origin !== location.origin).length,
          open: window.open('https://example.org/') === null,
        };
      });
    const expectLocked = async (where: string) => {
      const p = await probe();
      expect(p, where).toEqual({ menu: true, menuOnInput: true, select: true, selectOnInput: true, escape: true, zoomWheel: true, userSelect: 'none', viewport: expect.stringContaining('user-scalable=no'), externalLinks: 0, open: true });
      expect(p.viewport).toContain('maximum-scale=1');
    };
    await expectLocked('attract');
    // A real drag across the history line selects nothing.
    const history = page.getByTestId('attract').locator('.kiosk-history');
    const hb = (await history.boundingBox())!;
    await page.mouse.move(hb.x + 2, hb.y + 4);
    await page.mouse.down();
    await page.mouse.move(hb.x + hb.width - 2, hb.y + hb.height - 4, { steps: 8 });
    await page.mouse.up();
    expect(await page.evaluate(() => String(window.getSelection()))).toBe('');

    // Back on the attract screen goes nowhere.
    await page.goBack();
    await expect(page.getByTestId('attract')).toBeVisible();
    expect(new URL(page.url()).origin).toBe(origin);

    await page.getByTestId('touch-to-play').click();
    await expectLocked('pick');
    await page.goBack();
    await expect(page.getByTestId('kiosk-pick')).toBeVisible();
    await page.getByTestId('kiosk-entry-rubico').click();
    await expectLocked('setup');
    await page.getByTestId('kiosk-start').click();
    await expect(page.getByTestId('cover')).toBeVisible();
    await expectLocked('game');
    const url = page.url();
    await page.goBack();
    expect(page.url()).toBe(url);
    await expect(page.getByTestId('cover').or(page.getByRole('alertdialog')).first()).toBeVisible();
    await page.keyboard.press('Escape');
    expect(page.url()).toBe(url);
  });

  test('staff PIN: five wrong PINs lock the panel for a minute, across a reload', async ({ page }) => {
    await enterKiosk(page);
    await staffGesture(page);
    for (let i = 0; i < 4; i++) {
      await typePin(page, '1111');
      await expect(page.getByTestId('staff-gate').getByRole('alert')).toContainText(`Tentativi rimasti: ${4 - i}`);
    }
    await typePin(page, '1111');
    await expect(page.getByTestId('staff-locked')).toContainText('Troppi tentativi');
    await expect(page.getByTestId('staff-gate').getByRole('button', { name: '1', exact: true })).toHaveCount(0);

    // A reload does not lift the lock.
    await page.reload();
    await expect(page.getByTestId('attract')).toBeVisible();
    await staffGesture(page);
    await expect(page.getByTestId('staff-locked')).toBeVisible();

    await page.clock.fastForward(61_000);
    await expect(page.getByTestId('staff-locked')).toHaveCount(0);
    await typePin(page, STAFF_PIN);
    await expect(page.getByTestId('staff-panel')).toBeVisible();
    // Staff can leave museum mode.
    await page.getByTestId('kiosk-off').click();
    await page.getByTestId('staff-close').click();
    await expect(page.getByTestId('home')).toBeVisible();
    expect(await page.evaluate(() => document.querySelector('meta[name="viewport"]')!.getAttribute('content'))).not.toContain('user-scalable=no');
  });
});
