// Corteo's scenario Sociale on a landscape tablet: the corteo's secret gathering place chosen on
// its private screen, through the UI, and checked at every cover and table view: never in the
// page (its id in no element, attribute or the app's strip, the status panel saying "secret")
// until the corteo forms there or the game ends. Between two people the corteo's seat gets its
// cover first; a person against the app (normal) then plays Sociale to the end of hand 10,
// bringing units in from the edges, and the end screen shows the place: hands 1-2 and 9-10 at
// the table, hands 3-8 in Node (the driver's quick moves, the app's own plan; imported through
// the Saves screen, the place still secret).
import { expect, test, type Page } from '@playwright/test';
import { CITY } from '../../src/games/corteo/content/city/index.ts';
import { stepStrings } from '../../src/games/corteo/strings/steps.ts';
import { setPace } from './support/app-players.ts';
import { MIN_SECRET_DWELL_MS, skipAhead } from './support/time.ts';
import { NAMES, jumpCorteo, playCorteo, readSave, startCorteo, stateOf } from './support/corteo.ts';
import { checkWhileStill, holdToReveal } from './support/rubico.ts';
import { AWAY_TABLE } from './support/away.ts';
import { stepNow } from '../../src/games/corteo/rules/now.ts';

const placeName = (id: string) => CITY.places.find((p) => p.id === id)!.name;

/**
 * The privacy check at a cover or a table view: while the place is secret in the true state, the
 * page holds its id nowhere (elements, attributes, the log, the app's strip) and its status line
 * says it is secret; the private screen is not in the page.
 */
async function checkPlaceHidden(page: Page): Promise<'cover' | 'table' | 'revealed'> {
  return checkWhileStill(page, async () => {
    const s = stateOf((await readSave(page))!);
    const place = s.scen?.gather;
    expect(await page.getByTestId('private-screen').count(), 'a private screen on the shared screen').toBe(0);
    if (!place || s.scen?.revealed || stepNow(s) === 'over') return 'revealed';
    // What a watcher could read: the table kept under a cover is neither drawn nor read.
    const html = await page.evaluate((away) => {
      const root = document.documentElement.cloneNode(true) as HTMLElement;
      root.querySelectorAll(away).forEach((t) => t.remove());
      return root.outerHTML;
    }, AWAY_TABLE);
    expect(html, `the secret place ${place} in the page`).not.toContain(place);
    const cover = await page.getByTestId('cover').isVisible();
    if (cover) {
      expect(html).not.toContain(placeName(place));
      return 'cover';
    }
    await expect(page.getByTestId('co-sociale-place')).toHaveText('Luogo del corteo: segreto');
    return 'table';
  });
}

/** The corteo's private screen: a place tapped, then written down. */
async function choosePlace(page: Page, id: string): Promise<void> {
  const priv = page.getByTestId('private-screen');
  await expect(priv.getByTestId('co-gather')).toBeVisible();
  await expect(priv.getByTestId('gather-confirm')).toBeDisabled();
  await priv.getByTestId(`gather-${id}`).click();
  await expect(priv.getByTestId('gather-confirm')).toContainText(placeName(id));
  await priv.getByTestId('gather-confirm').click();
  // The screen stays up its minimum time after the choice: jumped where the driver has the clock.
  await skipAhead(page, MIN_SECRET_DWELL_MS);
  await expect(page.getByTestId('private-screen')).toHaveCount(0);
}

test.describe('Corteo Sociale on a tablet', () => {
  test('between two people: the corteo\u2019s cover, its place chosen on its own screen, never on the table', async ({ page }) => {
    await startCorteo(page, { mode: 'advanced', scenario: 'sociale' });
    await expect(page.getByTestId('cover')).toBeVisible();
    await expect(page.getByTestId('cover')).toContainText(NAMES[0]);
    expect(await checkPlaceHidden(page)).toBe('revealed');
    await holdToReveal(page);
    await choosePlace(page, 'piazza-robba');
    await expect(page.getByTestId('corteo-table')).toBeVisible();
    expect(stateOf((await readSave(page))!).scen!.gather).toBe('piazza-robba');
    expect(await checkPlaceHidden(page)).toBe('table');
    // The log says a place was chosen, not which.
    await page.getByRole('button', { name: 'Registro della partita' }).click();
    await expect(page.getByTestId('log')).toContainText('Il corteo ha scelto in segreto il luogo dove formarsi');
    await expect(page.getByTestId('log')).not.toContainText(placeName('piazza-robba'));
    await page.getByRole('dialog').getByRole('button', { name: 'Chiudi' }).click();
    await expect(page.getByTestId('log')).toHaveCount(0);
    // The corteo's seat finds its place again on its own screen, and only there.
    await page.getByRole('button', { name: 'Guarda le tue carte' }).click();
    await page.getByRole('button', { name: NAMES[0] }).click();
    expect(await checkPlaceHidden(page)).toBe('cover');
    await holdToReveal(page);
    await expect(page.getByTestId('co-secret-place')).toHaveText(`Il tuo luogo segreto: ${placeName('piazza-robba')}`);
  });

  test('Anna leads the scattered corteo against the app (normal), hands 1-2 and 9-10 at the table, to the end of hand 10, the place checked at every table view', async ({ page }) => {
    test.setTimeout(10 * 60_000);
    await setPace(page, 'Veloce');
    await startCorteo(page, { mode: 'advanced', scenario: 'sociale', apps: [1], appLevel: 'normal' });
    // Alone with the app: her private screen opens with no cover.
    await choosePlace(page, 'bulvar-cornetti');
    await expect(page.getByTestId('co-scenario')).toContainText('Sociale');
    let tables = 0;
    const check = async (p: Page) => {
      if ((await checkPlaceHidden(p)) === 'table') tables++;
    };
    // The 16 spezzoni placed, then units brought in from the edges in the first hands.
    await playCorteo(page, { until: (s) => stepNow(s) === 'move' && s.hand === 1, check });
    await expect(page.getByTestId('co-sociale-enter')).toContainText('24 unità devono ancora entrare');
    const stats = await playCorteo(page, { enters: true, movesPerPhase: 3, check, until: (s) => s.hand === 3 });
    expect(stats.mapTaps).toBeGreaterThan(3);
    await jumpCorteo(page, (s) => s.hand === 9, { enters: true, movesPerPhase: 3 });
    await playCorteo(page, { enters: true, movesPerPhase: 3, check });
    expect(tables).toBeGreaterThan(20);
    await expect(page.getByTestId('end-screen')).toBeVisible({ timeout: 20_000 });
    const save = (await readSave(page))!;
    const state = stateOf(save);
    expect(state.options).toMatchObject({ scenario: 'sociale' });
    expect(stepNow(state)).toBe('over');
    expect(save.moves.some((m) => m.seat === 0 && (m.move as { type?: string }).type === 'enter')).toBe(true);
    await expect(page.getByTestId('winner')).toHaveText(stepStrings[state.result!.level].it);
    await page.getByTestId('end-show-table').click();
    await expect(page.getByTestId('co-end-scenario')).toHaveText('Sociale');
    await expect(page.getByTestId('co-end-corteo')).toHaveText(String(state.score.corteo));
    await expect(page.getByTestId('co-end-potere')).toHaveText(String(state.score.potere));
    // At the end nothing is secret: the status names the place.
    await expect(page.getByTestId('co-sociale-place')).toHaveText(`Luogo del corteo: ${placeName('bulvar-cornetti')}`);
  });
});
