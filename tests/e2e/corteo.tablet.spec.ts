// Corteo on a landscape tablet: a base game between two people, played through the table to
// the end of hand 10 with quick legal moves (the set-up placed at once, a unit moved on the map
// in the first hands, every combat the rules impose fought with the die), and the end screen's
// score and victory level equal the replayed save's; and an advanced game of one person against
// the app's potere, to its end, scored the same way.
import { expect, test, type Page } from '@playwright/test';
import { stepStrings } from '../../src/games/corteo/strings/steps.ts';
import type { CorteoState } from '../../src/games/corteo/rules.ts';
import { setPace } from './support/app-players.ts';
import { playCorteo, readSave, startCorteo, stateOf } from './support/corteo.ts';
import { stepNow } from '../../src/games/corteo/rules/now.ts';

/** The end screen's level and scores equal the replayed save's; returns that state. */
async function endMatchesSave(page: Page): Promise<CorteoState> {
  await expect(page.getByTestId('end-screen')).toBeVisible({ timeout: 20_000 });
  const state = stateOf((await readSave(page))!);
  expect(stepNow(state)).toBe('over');
  expect(state.hand).toBe(10);
  await expect(page.getByTestId('winner')).toHaveText(stepStrings[state.result!.level].it);
  await page.getByTestId('end-show-table').click();
  await expect(page.getByTestId('co-level')).toHaveText(stepStrings[state.result!.level].it);
  await expect(page.getByTestId('co-end-corteo')).toHaveText(String(state.score.corteo));
  await expect(page.getByTestId('co-end-potere')).toHaveText(String(state.score.potere));
  await expect(page.getByTestId('co-end-final')).toHaveText(String(state.result!.final));
  return state;
}

test.describe('Corteo on a tablet', () => {
  test('a base game between two people to the end of hand 10, scored as the save', async ({ page }) => {
    test.setTimeout(3 * 60_000);
    await startCorteo(page, { mode: 'base' });
    await expect(page.getByTestId('corteo-table')).toBeVisible();
    await expect(page.getByTestId('co-banner')).toContainText('Tocca al corteo: Anna');
    const stats = await playCorteo(page);
    expect(stats.mapTaps).toBeGreaterThan(0);
    await endMatchesSave(page);
  });

  test('an advanced game: Anna leads the corteo, the app (normal) is the potere, to the end of hand 10', async ({ page }) => {
    test.setTimeout(6 * 60_000);
    await setPace(page, 'Veloce');
    await startCorteo(page, { mode: 'advanced', apps: [1], appLevel: 'normal' });
    await expect(page.getByTestId('corteo-table')).toBeVisible();
    const stats = await playCorteo(page);
    expect(stats.appLooks, 'the app was seen deciding').toBeGreaterThan(0);
    const state = await endMatchesSave(page);
    expect(state.options.mode).toBe('advanced');
    // The potere's moves are in the save, made by its seat: nobody tapped them.
    const save = (await readSave(page))!;
    expect(save.moves.filter((m) => m.seat === 1).length).toBeGreaterThan(20);
  });
});
