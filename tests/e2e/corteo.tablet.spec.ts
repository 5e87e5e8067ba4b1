// Corteo on a landscape tablet: a base game between two people, played through the table with
// quick legal moves (the set-up placed at once, a unit moved on the map in the first hands, every
// combat the rules impose fought with the die) through hands 1-2, then on in Node to hand 9 by
// the same moves (imported through the Saves screen), and at the table again to the end of hand
// 10; the end screen's score and victory level equal the replayed save's. The advanced game against the app's potere
// is corteo-special.tablet's (with every special rule), scored the same way.
import { expect, test } from '@playwright/test';
import { endMatchesSave, jumpCorteo, playCorteo, startCorteo } from './support/corteo.ts';

test.describe('Corteo on a tablet', () => {
  test('a base game between two people, hands 1-2 and 9-10 at the table, to the end of hand 10, scored as the save', async ({ page }) => {
    test.setTimeout(3 * 60_000);
    await startCorteo(page, { mode: 'base' });
    await expect(page.getByTestId('corteo-table')).toBeVisible();
    await expect(page.getByTestId('co-banner')).toContainText('Tocca al corteo: Anna');
    const stats = await playCorteo(page, { until: (s) => s.hand === 3 });
    expect(stats.mapTaps).toBeGreaterThan(0);
    await jumpCorteo(page, (s) => s.hand === 9);
    await expect(page.getByTestId('co-banner')).toBeVisible();
    expect((await playCorteo(page)).moves).toBeGreaterThan(0);
    await endMatchesSave(page);
  });
});
