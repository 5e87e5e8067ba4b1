// App players on a tablet: a Repubblica Ribelle game with an app seat played to its end with the
// privacy check at every cover and table view, and a museum visitor alone who starts Rubico from
// the kiosk, the app filling the other seats, and plays a turn.
import { expect, test } from '@playwright/test';
import { ribelleRules } from '../../src/games/repubblica-ribelle/rules.ts';
import { it as words } from '../../src/games/repubblica-ribelle/strings.ts';
import { NAMES, playRibelle, readSave, startRibelle, stateOf } from './support/ribelle.ts';
import { appDeciding, setPace } from './support/app-players.ts';

test.describe('App players on a tablet', () => {
  test('Repubblica Ribelle: Anna and the app (Bruno) play the demonstration game to its end, no secret on a shared screen', async ({ page }) => {
    test.setTimeout(10 * 60_000);
    await setPace(page, 'Veloce');
    await startRibelle(page, 2, { apps: [1] });
    let sawApp = false;
    const stats = await playRibelle(page, {
      checkPrivacy: true,
      onTable: async () => {
        if (await appDeciding(page)) sawApp = true;
      },
    });
    await expect(page.getByTestId('end-screen')).toBeVisible();
    const save = (await readSave(page))!;
    const state = stateOf(save);
    const outcome = ribelleRules.outcome(state)!;
    expect(outcome).not.toBeNull();
    expect(save.meta.status).toBe('finished');
    await expect(page.getByTestId('winner')).toHaveText(words[outcome.reasonKey]);
    // The app played Bruno's seat: its moves are in the log, and Bruno never had a cover.
    expect(save.moves.some((m) => m.seat === 1)).toBe(true);
    expect(sawApp).toBe(true);
    expect(stats.covers).toBeGreaterThanOrEqual(1);
    // The end screen marks the app's seat.
    const seats = page.getByTestId('end-seats');
    await expect(seats).toContainText(NAMES[0]);
    await expect(seats.getByTestId('app-badge')).toHaveCount(1);
    console.log(`ribelle with the app: ${JSON.stringify(stats)}, round ${state.round}, result ${state.result?.kind}`);
  });
});
