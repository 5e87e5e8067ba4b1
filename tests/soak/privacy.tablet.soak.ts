// Privacy sweep, long form (tablet): Repubblica Ribelle demonstration games at 2, 4 and 6
// players and a full game at 2, checking at every cover and table view that no hand card,
// face-down card, scoring pile or leader in hand is on the page. Fiamme d'assalto hides
// nothing between players (DESIGN.md), so it has no sweep.
import { expect, test } from '@playwright/test';
import { playRibelle, startRibelle } from '../e2e/support/ribelle.ts';

for (const [players, demo] of [[2, true], [4, true], [6, true], [2, false]] as const) {
  test(`Repubblica Ribelle, ${demo ? 'demonstration' : 'full'} game at ${players} players: no secret on any cover or table view`, async ({ page }) => {
    await startRibelle(page, players, { demo });
    const stats = await playRibelle(page, { checkPrivacy: true });
    console.log(`SOAK privacy ribelle ${players} ${demo ? 'demo' : 'full'}: covers ${stats.covers}, tables ${stats.tables}`);
    expect(stats.covers).toBeGreaterThan(0);
    await expect(page.getByTestId('end-screen')).toBeVisible();
  });
}
