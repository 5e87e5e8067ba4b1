// Corteo on a landscape tablet: a base game between two people, played through the table to
// the end of hand 10 with quick legal moves (the set-up placed at once, a unit moved on the map
// in the first hands, every combat the rules impose fought with the die), and the end screen's
// score and victory level equal the replayed save's. The advanced game against the app's potere
// is corteo-special.tablet's (with every special rule), scored the same way.
import { expect, test } from '@playwright/test';
import { endMatchesSave, playCorteo, startCorteo } from './support/corteo.ts';

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
});
