// Repubblica Ribelle on a touch tablet, the museum's own game: a 3-player demonstration game
// and a solo game with two automated partisans, both to their end through the UI, with the
// privacy check at every cover and table view.
import { expect, test } from '@playwright/test';
import { expectEndMatchesSave, playRibelle, startRibelle } from './support/ribelle.ts';


test.describe('Repubblica Ribelle on a tablet', () => {
  test('three players play the demonstration game to its end, and no secret reaches a shared screen', async ({ page }) => {
    test.setTimeout(8 * 60_000);
    await startRibelle(page, 3);
    const stats = await playRibelle(page, { checkPrivacy: true });
    const { state } = await expectEndMatchesSave(page);
    expect(state.demo).toBe(true);
    expect(stats.covers).toBeGreaterThanOrEqual(3);
    expect(stats.tables).toBeGreaterThan(3);
    console.log(`demo: ${JSON.stringify(stats)}, round ${state.round}, health ${state.health}, result ${state.result?.kind}`);
  });

  test('a lone visitor plays a full game with two automated partisans to its end', async ({ page }) => {
    test.setTimeout(8 * 60_000);
    await page.goto('/#/new/repubblica-ribelle');
    await expect(page.getByTestId('start-game')).toBeEnabled();
    await startRibelle(page, 1, { demo: false });
    const stats = await playRibelle(page, { checkPrivacy: true });
    const { state } = await expectEndMatchesSave(page);
    expect(state.auto).toBe(2);
    // Alone at the table: no hand-off cover, the private screens simply open.
    expect(stats.covers).toBe(0);
    expect(stats.privateScreens).toBeGreaterThanOrEqual(1);
    console.log(`solo: ${JSON.stringify(stats)}, round ${state.round}, health ${state.health}, result ${state.result?.kind}`);
  });
});
