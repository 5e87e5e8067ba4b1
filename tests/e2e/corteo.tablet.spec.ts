// Corteo on a landscape tablet: a base game between two people, played through the table to
// the end of hand 10 with quick legal moves (the set-up placed at once, a unit moved on the map
// in the first hands, every combat the rules impose fought with the die), and the end screen's
// score and victory level equal the replayed save's.
import { expect, test } from '@playwright/test';
import { stepStrings } from '../../src/games/corteo/strings/steps.ts';
import { playCorteo, readSave, startCorteo, stateOf } from './support/corteo.ts';

test.describe('Corteo on a tablet', () => {
  test('a base game between two people to the end of hand 10, scored as the save', async ({ page }) => {
    test.setTimeout(3 * 60_000);
    await startCorteo(page, { mode: 'base' });
    await expect(page.getByTestId('corteo-table')).toBeVisible();
    await expect(page.getByTestId('co-banner')).toContainText('Corteo');
    const stats = await playCorteo(page);
    expect(stats.mapTaps).toBeGreaterThan(0);
    await expect(page.getByTestId('end-screen')).toBeVisible({ timeout: 20_000 });
    const state = stateOf((await readSave(page))!);
    expect(state.step).toBe('over');
    expect(state.hand).toBe(10);
    await expect(page.getByTestId('winner')).toHaveText(stepStrings[state.result!.level].it);
    await page.getByTestId('end-show-table').click();
    await expect(page.getByTestId('co-level')).toHaveText(stepStrings[state.result!.level].it);
    await expect(page.getByTestId('co-end-corteo')).toHaveText(String(state.score.corteo));
    await expect(page.getByTestId('co-end-potere')).toHaveText(String(state.score.potere));
    await expect(page.getByTestId('co-end-final')).toHaveText(String(state.result!.final));
  });
});
