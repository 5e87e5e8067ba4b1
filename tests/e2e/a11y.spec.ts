// Accessibility: axe-core on every main screen, in Italian on the phone and the tablet and in
// English on the tablet (playwright.config.ts). Games are reached by importing saves made in
// Node at the wanted moment.
import { expect, test, type Page } from '@playwright/test';
import { rubicoRules } from '../../src/games/rubico/rules.ts';
import { ribelleRules } from '../../src/games/repubblica-ribelle/rules.ts';
import { fiammeRules } from '../../src/games/fiamme-d-assalto/rules.ts';
import { corteoRules } from '../../src/games/corteo/rules.ts';
import { fabrisikoRules } from '../../src/games/fabrisiko/rules.ts';
import type { AnyRules } from '../../src/engine/types.ts';
import { COVER, END, TABLE, expectNoViolations, importThrough, openSave, saveFile, type Moment } from './support/a11y.ts';
import { holdToReveal } from './support/rubico.ts';
import { STAFF_PIN, typePin } from './support/kiosk.ts';

// `open`: nothing secret, so no cover and no private screen to check (Corteo). FabRisiko!'s cover
// and private screen are checked apart, at a defender's battle card choice (below).
const GAMES: { id: string; rules: AnyRules; seats: number; open?: boolean }[] = [
  { id: 'rubico', rules: rubicoRules, seats: 3 },
  { id: 'repubblica-ribelle', rules: ribelleRules, seats: 2 },
  { id: 'fiamme-d-assalto', rules: fiammeRules, seats: 1 },
  { id: 'fabrisiko', rules: fabrisikoRules, seats: 3, open: true },
  { id: 'corteo', rules: corteoRules, seats: 2, open: true },
];

const LANGS = [
  { lang: 'it', button: 'Italiano' },
  { lang: 'en', button: 'English' },
] as const;

async function setLanguage(page: Page, button: string): Promise<void> {
  await page.goto('/#/settings');
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByRole('button', { name: button, exact: true })).toHaveAttribute('aria-pressed', 'true');
}

for (const { lang, button } of LANGS) {
  test(`every main screen passes axe (${lang})`, async ({ page }) => {
    // Some forty screens and imports, each checked by axe: 2.0-2.3 minutes on a 2-core machine
    // (one worker, 29 November); the limit leaves room for a loaded CI machine.
    test.setTimeout(10 * 60_000);
    await page.goto('/');
    await setLanguage(page, button);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expectNoViolations(page, 'settings');

    await page.goto('/#/');
    await expect(page.locator('h1')).toBeVisible();
    await expectNoViolations(page, 'home');
    await page.goto('/#/help');
    await expect(page.locator('h1')).toBeVisible();
    await expectNoViolations(page, 'help');
    await page.goto('/#/sources');
    for (const g of GAMES) {
      await page.getByTestId(`sources-${g.id}`).click();
      await expect(page.getByTestId(`sources-game-${g.id}`)).toBeVisible();
      await expectNoViolations(page, `sources ${g.id}`);
    }

    for (const g of GAMES) {
      await page.goto('about:blank');
      await page.goto(`/#/new/${g.id}`);
      await expect(page.getByTestId('start-game')).toBeEnabled();
      // "Impara giocando" at the wizard's head is one row around its 48 px button: as a panel of
      // its own it took about 150 px of a phone's first screen, the wizard's content pushed below.
      expect((await page.getByTestId('new-learn').boundingBox())!.height, `wizard ${g.id}: the lesson's row`).toBeLessThanOrEqual(72);
      expect((await page.getByTestId(`learn-${g.id}`).boundingBox())!.height).toBeGreaterThanOrEqual(48);
      await expectNoViolations(page, `wizard ${g.id}`);
      await page.goto(`/#/help/${g.id}`);
      await expect(page.locator('h1')).toBeVisible();
      await expectNoViolations(page, `help ${g.id}`);

      const moments: [string, Moment][] = [['table', TABLE], ['end', END]];
      if (g.seats > 1 && !g.open) moments.push(['cover', COVER]);
      for (const [name, moment] of moments) {
        const title = `${g.id} ${name}`;
        const id = await importThrough(page, saveFile(g.rules, g.id, title, g.seats, moment), title);
        await openSave(page, id);
        if (name === 'table') {
          await expect(page.getByTestId('table')).toBeVisible();
          await expectNoViolations(page, `${g.id} table`);
        } else if (name === 'end') {
          await expect(page.getByTestId('end-screen')).toBeVisible();
          await expectNoViolations(page, `${g.id} end screen`);
          await page.getByTestId('end-show-table').click();
          await expect(page.getByTestId('end-table')).toBeVisible();
          await expectNoViolations(page, `${g.id} end screen with its table`);
        } else {
          await expect(page.getByTestId('cover')).toBeVisible();
          await expectNoViolations(page, `${g.id} cover`);
          await holdToReveal(page);
          await expectNoViolations(page, `${g.id} private screen`);
        }
      }
    }
    // FabRisiko!'s cover and private screen at a defender's battle card choice: its hand, its
    // choices (radios) among places kept empty, its AA infantry or Colle ameno to declare.
    const fabAt: Moment = { stop: (d, over) => !over && !!d && d.secret && d.kind === 'fabrisiko.step.battle.defendCards' };
    const fabId = await importThrough(page, saveFile(fabrisikoRules, 'fabrisiko', 'fabrisiko cover', 3, fabAt), 'fabrisiko cover');
    await openSave(page, fabId);
    await expect(page.getByTestId('cover')).toBeVisible();
    await expectNoViolations(page, 'fabrisiko cover');
    await holdToReveal(page);
    await expect(page.getByTestId('private-confirm')).toBeVisible();
    await expectNoViolations(page, 'fabrisiko private screen');
    // "Cosa farebbe Passamano?" asked there: its line and its mark on the choice.
    await page.locator('[data-testid="hint-ask"]:visible').click();
    await expect(page.getByTestId('hint-line').locator('strong')).toBeVisible();
    await expectNoViolations(page, 'fabrisiko private screen with the hint');

    await page.goto('about:blank');
    await page.goto('/#/saves');
    await expect(page.getByTestId('save-item').first()).toBeVisible();
    await expectNoViolations(page, 'saves');

    // The museum: the staff gate, the panel, the attract screen and the picker. In museum mode
    // the page cannot be zoomed, on purpose (kiosk/lockdown.ts: a pinch would take a visitor
    // out of the game on a device nobody looks after): axe's meta-viewport rule is off there.
    const KIOSK_ZOOM = ['meta-viewport'];
    await page.goto('/#/settings');
    await page.getByTestId('open-kiosk').click();
    await expect(page.getByTestId('staff-gate')).toBeVisible();
    await typePin(page, STAFF_PIN.slice(0, 2));
    await expectNoViolations(page, 'staff gate');
    await typePin(page, STAFF_PIN.slice(2));
    await typePin(page, STAFF_PIN);
    await expect(page.getByTestId('staff-panel')).toBeVisible();
    await expectNoViolations(page, 'staff panel');
    await page.getByTestId('kiosk-on').click();
    await page.getByTestId('staff-close').click();
    await expect(page.getByTestId('attract')).toBeVisible();
    await expectNoViolations(page, 'kiosk attract', KIOSK_ZOOM);
    await page.getByTestId('touch-to-play').click();
    await expect(page.getByTestId('kiosk-pick')).toBeVisible();
    await expectNoViolations(page, 'kiosk picker', KIOSK_ZOOM);
    await page.getByTestId('kiosk-entry-rubico').click();
    await expect(page.getByTestId('kiosk-start')).toBeEnabled();
    await expectNoViolations(page, 'kiosk set-up', KIOSK_ZOOM);
  });
}
