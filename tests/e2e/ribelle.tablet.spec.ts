// Repubblica Ribelle on a touch tablet, the museum's own game: a 3-player demonstration game
// and a solo game with two automated partisans, both to their end through the UI, with the
// privacy check at every cover and table view.
import { expect, test } from '@playwright/test';
import { ribelleRules } from '../../src/games/repubblica-ribelle/rules.ts';
import { it as words } from '../../src/games/repubblica-ribelle/strings.ts';
import { NAMES, playRibelle, readSave, startRibelle, stateOf } from './support/ribelle.ts';

async function expectEndMatchesSave(page: import('@playwright/test').Page) {
  await expect(page.getByTestId('end-screen')).toBeVisible();
  const save = (await readSave(page))!;
  const state = stateOf(save);
  const outcome = ribelleRules.outcome(state)!;
  expect(outcome).not.toBeNull();
  expect(save.meta.status).toBe('finished');
  await expect(page.getByTestId('winner')).toHaveText(words[outcome.reasonKey]);
  for (const w of outcome.winners) await expect(page.getByTestId('end-screen').getByText(NAMES[w]).first()).toBeVisible();
  if (outcome.winners.length) await expect(page.getByTestId('final-scores')).toBeVisible();
  return { save, state, outcome };
}

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
    expect(stats.covers).toBeGreaterThanOrEqual(1);
    console.log(`solo: ${JSON.stringify(stats)}, round ${state.round}, health ${state.health}, result ${state.result?.kind}`);
  });
});
