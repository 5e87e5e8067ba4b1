// Corteo's scenario editor on a landscape tablet: Anna makes a scenario in the wizard (three
// hands, a square of her own drawn on Viale Nin by tapping the city, the blindati earlier), is
// first refused with the reason (victory levels that do not rise), saves it, plays it against
// the app's potere (normal) to the end, hands 1 and 3 at the table and hand 2 in Node (the
// driver's quick moves, the app's own plan; imported through the Saves screen); then exports it to a file, deletes it, imports it back
// (a bad file is refused with a message and changes nothing) and finds it again in the wizard.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { CITY } from '../../src/games/corteo/content/city/index.ts';
import { stepStrings } from '../../src/games/corteo/strings/steps.ts';
import { chooseAppSeats, setPace } from './support/app-players.ts';
import { NAMES, jumpCorteo, playCorteo, readSave, stateOf, tapCityHex } from './support/corteo.ts';
import { stepNow } from '../../src/games/corteo/rules/now.ts';

const NIN = CITY.places.find((p) => p.id === 'viale-nin')!.hexes;
const OWN = [NIN[10], NIN[11]];

async function wizard(page: Page): Promise<void> {
  await page.goto('about:blank');
  await page.goto('/#/new/corteo');
  await expect(page.getByTestId('start-game')).toBeEnabled();
}

test.describe('Corteo scenario editor on a tablet', () => {
  test('a scenario made in the editor, played against the app to the end (hands 1 and 3 at the table), exported and imported back', async ({ page }) => {
    test.setTimeout(8 * 60_000);
    await setPace(page, 'Veloce');
    await wizard(page);
    for (let i = 0; i < 2; i++) await page.getByLabel(`Nome del giocatore ${i + 1}`).fill(NAMES[i]);
    await chooseAppSeats(page, [1]);
    await page.getByTestId('seat-1-level-normal').click();
    await expect(page.getByTestId('my-scenarios')).toContainText('I tuoi scenari');

    // The editor over the whole screen.
    await page.getByTestId('scenario-new').click();
    const editor = page.getByTestId('scenario-editor');
    await expect(editor).toBeVisible();
    await page.getByTestId('ed-name').fill('Fontana rossa');
    await page.getByTestId('ed-hands').fill('3');
    // Only the Marxist-Leninists may hold the head.
    for (const c of ['MOV', 'AUTOP', 'LC', 'DP', 'RAD', 'FEM', 'ANA', 'GRU', 'ZOM']) {
      const head = page.getByTestId(`ed-head-${c}`);
      if (await head.count()) await head.click();
    }
    await expect(page.getByTestId('ed-head-ML')).toHaveAttribute('aria-pressed', 'true');
    // A square of our own on two grey hexes of Viale Nin, tapped on the city.
    await page.getByTestId('ed-add-own').click();
    await expect(page.getByTestId('editor-map')).toBeVisible();
    for (const k of OWN) await tapCityHex(page, CITY, k, '[data-testid="editor-map"]');
    await expect(page.getByTestId('editor-map-count')).toContainText('Esa scelti: 2');
    await page.getByTestId('editor-map-done').click();
    await page.getByTestId('ed-own-name-0').fill('Sede del sindacato');
    await page.getByTestId('ed-own-value-0').fill('9');
    await expect(page.getByTestId('ed-own-map-0')).toHaveText('Esa scelti: 2');
    // The blindati come in at hand 3 rather than 2; so do the last tear-gas vans, printed for hand 4.
    await page.getByTestId('ed-sched-hand-0').fill('3');
    await page.getByTestId('ed-sched-hand-3').fill('3');
    // A scenario that cannot start is refused with the reason: victory levels that do not rise.
    await page.getByTestId('ed-level-1').fill('70');
    await page.getByTestId('ed-save').click();
    await expect(page.getByTestId('ed-problems')).toContainText('i livelli di vittoria devono salire');
    await page.getByTestId('ed-level-1').fill('45');
    await page.getByTestId('ed-save').click();
    await expect(editor).toBeHidden();
    await expect(page.getByTestId('toast')).toContainText('Scenario «Fontana rossa» salvato.');

    // Chosen beside the printed ones, and played.
    const mine = page.locator('[data-testid^="my-scenario-custom-"]');
    await expect(mine).toHaveCount(1);
    await mine.click();
    await expect(mine).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('mode-advanced')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('start-game').click();
    await expect(page).toHaveURL(/#\/play\//);
    await expect(page.getByTestId('corteo-table')).toBeVisible();
    await expect(page.getByTestId('co-scenario')).toContainText('Fontana rossa');
    await playCorteo(page, { until: (s) => s.hand === 2 });
    await jumpCorteo(page, (s) => s.hand === 3);
    await playCorteo(page);
    await expect(page.getByTestId('end-screen')).toBeVisible({ timeout: 20_000 });
    const save = (await readSave(page))!;
    const state = stateOf(save);
    expect(stepNow(state)).toBe('over');
    expect(state.hand).toBe(3);
    expect(state.headComponent).toBe('ML');
    expect(state.options.custom).toMatchObject({ name: { it: 'Fontana rossa' }, hands: 3, levels: [70, 45, 20, 0, -20], own: [{ name: 'Sede del sindacato', value: 9, hexes: OWN }] });
    await expect(page.getByTestId('winner')).toHaveText(stepStrings[state.result!.level].it);
    await page.getByTestId('end-show-table').click();
    await expect(page.getByTestId('co-end-scenario')).toHaveText('Fontana rossa');

    // Exported to a file, deleted, imported back.
    await wizard(page);
    const id = (await mine.getAttribute('data-testid'))!.replace('my-scenario-', '');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`my-export-${id}`).click()]);
    expect(download.suggestedFilename()).toBe('passamano-corteo-scenario-fontana-rossa.json');
    const text = readFileSync((await download.path())!, 'utf8');
    expect(JSON.parse(text)).toMatchObject({ app: 'passamano', kind: 'scenario', data: { id, name: { it: 'Fontana rossa' } } });
    await page.getByTestId(`my-delete-${id}`).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Elimina Fontana rossa' }).click();
    await expect(mine).toHaveCount(0);
    // A damaged file and one whose scenario cannot start: refused with the reason, nothing kept.
    const file = page.getByTestId('scenario-import-file');
    await file.setInputFiles({ name: 'rotto.json', mimeType: 'application/json', buffer: Buffer.from('{ rotto') });
    await expect(page.getByTestId('toast')).toContainText('Scenario rifiutato');
    const bad = JSON.parse(text) as { data: { hands: number } };
    bad.data.hands = 0;
    await file.setInputFiles({ name: 'zero.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
    await expect(page.getByTestId('toast')).toContainText('le mani devono essere da 1 a 20');
    await expect(mine).toHaveCount(0);
    await file.setInputFiles({ name: 'fontana.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await expect(page.getByTestId('toast')).toContainText('Scenario «Fontana rossa» importato.');
    await expect(mine).toHaveCount(1);
    await expect(page.getByTestId(`my-scenario-${id}`)).toContainText('Fontana rossa');
    // Back in the editor, as it was made.
    await page.getByTestId(`my-edit-${id}`).click();
    await expect(page.getByTestId('ed-name')).toHaveValue('Fontana rossa');
    await expect(page.getByTestId('ed-own-map-0')).toHaveText('Esa scelti: 2');
    await page.screenshot({ path: '/tmp/ed/editor-tablet.png' });
    await page.getByTestId('ed-own-map-0').click();
    await page.screenshot({ path: '/tmp/ed/editor-map-tablet.png' });
  });
});
