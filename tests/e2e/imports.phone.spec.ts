// The red team's second round (issue 32), through the Saves screen from saves made in Node: a
// title as long as an import allows wraps inside a 320 px screen; a save whose options the rules
// refuse gets its message and changes nothing; exporting an unfinished game with secrets asks
// first and says the file shows every secret.
import { expect, test } from '@playwright/test';
import { it as shell } from '../../src/i18n/it.ts';
import { rubicoRules } from '../../src/games/rubico/rules.ts';
import { corteoRules } from '../../src/games/corteo/rules.ts';
import { MAX_TITLE } from '../../src/storage/transfer.ts';
import { craftSave } from './support/crafted.ts';

const NAMES = ['Anna', 'Bruno', 'Carla'];

test('a long title wraps at 320 px, refused options change nothing, and an unfinished game with secrets asks before its export', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const crafted = craftSave('rubico', rubicoRules, { seatCount: 3, options: { firstCenturion: 0 }, names: NAMES, title: 'W'.repeat(MAX_TITLE) }, () => true);
  await page.goto('/#/saves');
  const file = page.getByTestId('import-file');
  await file.setInputFiles({ name: 'lungo.json', mimeType: 'application/json', buffer: Buffer.from(crafted.file) });
  await expect(page.getByTestId('toast')).toContainText(shell['saves.imported']);
  await page.getByTestId('toast').getByRole('button').click();
  await expect(page.getByTestId('save-item')).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // Options no wizard gives (a Corteo city named "__proto__"): refused, the one save still alone.
  const bad = JSON.parse(crafted.file);
  bad.game.gameId = 'corteo';
  bad.game.seats = bad.game.seats.slice(0, 2);
  bad.game.setup = { options: { mode: 'base', map: '__proto__' }, seatCount: 2, seed: 1 };
  // Corteo's own content version: only the options are wrong (not a save from a newer app).
  bad.game.contentVersion = corteoRules.contentVersion;
  await file.setInputFiles({ name: 'proto.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
  await expect(page.getByTestId('toast')).toContainText(shell['import.error.options']);
  await page.getByTestId('toast').getByRole('button').click();
  await expect(page.getByTestId('save-item')).toHaveCount(1);

  // Export: the warning first; no file until it is confirmed.
  let downloads = 0;
  page.on('download', () => downloads++);
  await page.getByRole('button', { name: shell['saves.export'] }).click();
  await expect(page.getByTestId('export-warning')).toHaveText(shell['saves.exportBody']);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.getByRole('button', { name: 'Annulla' }).click();
  await expect(page.getByTestId('export-warning')).toHaveCount(0);
  expect(downloads).toBe(0);
  await page.getByRole('button', { name: shell['saves.export'] }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: shell['saves.exportAnyway'] }).click()]);
  expect(download.suggestedFilename()).toMatch(/^passamano-rubico-/);
});
