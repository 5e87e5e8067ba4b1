// Privacy sweep, long form (phone): whole Rubico games at 3, 4, 6 and 7 players (5 is in the
// short suite), checking at every cover and every table view that no seat's secret is on the page.
import { expect, test } from '@playwright/test';
import { playRubico, startRubico } from '../e2e/support/rubico.ts';

for (const players of [3, 4, 6, 7]) {
  test(`Rubico at ${players} players: no secret on any cover or table view of a whole game`, async ({ page }) => {
    await startRubico(page, players);
    const stats = await playRubico(page, { checkPrivacy: true, maxSteps: 4000 });
    console.log(`SOAK privacy rubico ${players}: ${JSON.stringify(stats)}`);
    expect(stats.covers).toBeGreaterThan(players);
    expect(stats.tables).toBeGreaterThan(0);
    await expect(page.getByTestId('end-screen')).toBeVisible();
  });
}
