// The Montefiorino kiosk on a tablet: museum mode from settings behind the staff PIN, the
// attract screen, the idle countdown in both languages, lock-down, the PIN lockout, and a
// whole museum day of simulated visitors on a controllable clock.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { STAFF_PIN, enterKiosk, museumDay, staffGesture, startKioskGame, storedGames, typePin } from './support/kiosk.ts';
import { controlTime } from './support/time.ts';

const MORNING = new Date('2025-06-17T09:00:00');
const IDLE_MS = 120_000;
const COUNTDOWN_MS = 20_000;
const SLIDE_MS = 6_000;
const INTRO_PANEL_MS = 7_500;

/** The element's whole box lies inside the screen as it is, without scrolling. */
async function expectWhollyInView(page: Page, el: Locator): Promise<void> {
  const box = (await el.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  expect(box.y, 'top').toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'bottom').toBeLessThanOrEqual(height);
  expect(box.x + box.width, 'right').toBeLessThanOrEqual(width);
}

test.describe('Museum kiosk', () => {
  test.beforeEach(async ({ page }) => {
    await controlTime(page, MORNING);
  });

  test('attract screen: title, history, touch to play, languages in words; only playable enabled games', async ({ page }) => {
    await enterKiosk(page);
    const attract = page.getByTestId('attract');
    await expect(attract.getByRole('heading', { name: 'Passamano' })).toBeVisible();
    await expect(attract).toContainText('Repubblica di Montefiorino');
    await expect(attract).toContainText('1944');
    await expect(page.getByTestId('lang-it')).toHaveText('Italiano');
    await expect(page.getByTestId('lang-en')).toHaveText('English');
    // The silent showcase turns through the games visitors can play, each with its scene.
    const showcase = page.getByTestId('showcase');
    const shown = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const slide = showcase.locator('[data-testid^="slide-"]');
      await expect(slide.locator('img.tile-art')).toHaveCount(1);
      // Drawn, not only its box: the scenes are images (ui/art/tile-image.tsx), loaded after the first paint.
      await expect.poll(() => slide.locator('img.tile-art').evaluate((img: HTMLImageElement) => img.decode().then(() => true, () => false))).toBe(true);
      shown.add((await slide.getAttribute('data-testid'))!.replace('slide-', ''));
      await page.clock.runFor(SLIDE_MS);
    }
    expect(shown.has('rubico')).toBe(true);
    expect([...shown].every((k) => k === 'rubico' || k === 'repubblica-ribelle:demo')).toBe(true);
    await page.getByTestId('lang-en').click();
    await expect(page.getByTestId('touch-to-play')).toHaveText('Touch to play');
    // The pitch in the kiosk's language, the other language beneath it.
    await expect(showcase.locator('.kiosk-slide-pitch')).toContainText(/Caesar|partisan/);
    await expect(showcase.locator('.kiosk-slide-other')).toHaveAttribute('lang', 'it');
    await page.getByTestId('touch-to-play').click();
    const entries = page.locator('[data-testid^="kiosk-entry-"]');
    const keys = await entries.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.replace('kiosk-entry-', '')));
    // The default list: the Repubblica Ribelle demonstration game (when its screens exist) and Rubico.
    expect(keys).toContain('rubico');
    expect(keys.every((k) => k === 'rubico' || k === 'repubblica-ribelle:demo')).toBe(true);
    // Each game's card in the picker has its scene and its line of pitch.
    await expect(page.getByTestId('kiosk-entry-rubico').locator('img.tile-art')).toHaveCount(1);
    await expect(page.getByTestId('kiosk-entry-rubico')).toContainText('Caesar marches on Rome');
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
      // A visitor alone with the app: no cover, the private screen is still there.
      await expect(page.getByTestId('private-screen')).toBeVisible();

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

  test('two visitors get the introduction once before their first hand-off: it plays by itself, a tap skips it, idle still ends the visit', async ({ page }) => {
    await enterKiosk(page);
    // A visitor alone has no hand-off: no introduction.
    await startKioskGame(page);
    await expect(page.getByTestId('kiosk-intro')).toHaveCount(0);
    await page.clock.fastForward(IDLE_MS + COUNTDOWN_MS + 2_000);
    await expect(page.getByTestId('attract')).toBeVisible();

    // Two people: four panels, about thirty seconds, then the game's first cover.
    await page.getByTestId('touch-to-play').click();
    await page.getByTestId('kiosk-entry-rubico').click();
    // "Gioca" whole on the landscape tablet's screen, with no scrolling (it was cut by 18 px).
    await expectWhollyInView(page, page.getByTestId('kiosk-start'));
    await page.getByRole('button', { name: 'Una persona in più' }).click();
    await expect(page.getByTestId('player-count')).toHaveText('2');
    await expectWhollyInView(page, page.getByTestId('kiosk-start'));
    await page.getByTestId('kiosk-start').click();
    const intro = page.getByTestId('kiosk-intro');
    await expect(intro).toBeVisible();
    for (const panel of ['pass', 'hold', 'look', 'next']) {
      await expect(page.getByTestId(`intro-panel-${panel}`)).toBeVisible();
      await expect(page.getByTestId(`intro-panel-${panel}`).locator('svg.intro-art')).toHaveCount(1);
      await page.clock.runFor(INTRO_PANEL_MS);
    }
    await expect(page.getByTestId('cover')).toBeVisible();
    expect((await storedGames(page)).filter((g) => g.kiosk === 1)).toHaveLength(1);
    // The same visit's next game starts at once.
    await page.getByTestId('cover').getByRole('button', { name: 'Esci dalla partita' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Esci', exact: true }).click();
    await expect(page.getByTestId('attract')).toBeVisible();

    // A new visit sees it again; a tap on "Salta" skips it.
    await page.getByTestId('touch-to-play').click();
    await page.getByTestId('kiosk-entry-rubico').click();
    await page.getByRole('button', { name: 'Una persona in più' }).click();
    await page.getByTestId('kiosk-start').click();
    await expect(intro).toBeVisible();
    await page.getByTestId('intro-skip').click();
    await expect(page.getByTestId('cover')).toBeVisible();
    await page.clock.fastForward(IDLE_MS + COUNTDOWN_MS + 2_000);
    await expect(page.getByTestId('attract')).toBeVisible();

    // A visitor who walks away during the introduction: the idle countdown still ends the visit.
    await page.getByTestId('touch-to-play').click();
    await page.getByTestId('kiosk-entry-rubico').click();
    await page.getByRole('button', { name: 'Una persona in più' }).click();
    await page.getByTestId('kiosk-start').click();
    await expect(intro).toBeVisible();
    await page.getByTestId('intro-next').click();
    await expect(page.getByTestId('intro-panel-hold')).toBeVisible();
    await page.clock.fastForward(IDLE_MS + COUNTDOWN_MS + 2_000);
    await expect(page.getByTestId('attract')).toBeVisible();
    await expect.poll(async () => (await storedGames(page)).filter((g) => g.kiosk === 1).length).toBe(0);
  });

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
    await expect(page.getByTestId('private-screen')).toBeVisible();
    await expectLocked('game');
    const url = page.url();
    await page.goBack();
    expect(page.url()).toBe(url);
    await expect(page.getByTestId('private-screen').or(page.getByRole('alertdialog')).first()).toBeVisible();
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

test.describe('A museum day', () => {
  test('sixty visitors start, abandon, finish and switch languages; the kiosk ends clean, counted and bounded', async ({ page, context }) => {
    // About a minute on a 2-core machine; the day of 200 visitors is the soak's
    // (tests/soak/kiosk-day.tablet.soak.ts). The limit leaves room for a loaded CI machine.
    test.setTimeout(6 * 60_000);
    await museumDay(page, context, { visitors: 60, minStarted: 50, minIntros: 5 });
  });
});
