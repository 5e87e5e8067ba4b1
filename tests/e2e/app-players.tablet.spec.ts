// App players on a tablet: a Repubblica Ribelle game with an app seat played to its end with the
// privacy check at every cover and table view, and a museum visitor alone who starts Rubico from
// the kiosk, the app filling the other seats, and plays a turn.
import { expect, test } from '@playwright/test';
import { NAMES, expectEndMatchesSave, playRibelle, startRibelle } from './support/ribelle.ts';
import { appDeciding, recordCovers, seenSoFar, setPace } from './support/app-players.ts';
import { enterKiosk } from './support/kiosk.ts';
import { playRubico, readSave as readRubicoSave, stateOf as rubicoState } from './support/rubico.ts';

test.describe('App players on a tablet', () => {
  test('Repubblica Ribelle: Anna and the app (Bruno) play the demonstration game to its end, no secret on a shared screen', async ({ page }) => {
    test.setTimeout(10 * 60_000);
    await recordCovers(page);
    await setPace(page, 'Veloce');
    await startRibelle(page, 2, { apps: [1] });
    const stats = await playRibelle(page, {
      checkPrivacy: true,
      onTable: async () => void (await appDeciding(page)),
    });
    const { save, state } = await expectEndMatchesSave(page);
    // The app played Bruno's seat: its moves are in the log, and Bruno never had a cover.
    expect(save.moves.some((m) => m.seat === 1)).toBe(true);
    // Nobody had a cover (Anna plays alone with the app); the table said whenever the app played for Bruno.
    const seen = await seenSoFar(page);
    expect(seen.covers).toEqual([]);
    expect(seen.appBars.length).toBeGreaterThan(0);
    expect(new Set(seen.appBars)).toEqual(new Set(['Passamano gioca per Bruno…']));
    expect(seen.both).toBe(0);
    expect(stats.privateScreens).toBeGreaterThanOrEqual(1);
    // The end screen marks the app's seat.
    const seats = page.getByTestId('end-seats');
    await expect(seats).toContainText(NAMES[0]);
    await expect(seats.getByTestId('app-badge')).toHaveCount(1);
    console.log(`ribelle with the app: ${JSON.stringify(stats)}, round ${state.round}, result ${state.result?.kind}`);
  });

  test('a museum visitor alone starts Rubico from the kiosk, the app filling the table, and plays a turn', async ({ page }) => {
    test.setTimeout(5 * 60_000);
    await recordCovers(page);
    await setPace(page, 'Veloce');
    await enterKiosk(page);
    await page.getByTestId('touch-to-play').click();
    await page.getByTestId('kiosk-entry-rubico').click();
    // One visitor; Passamano plays the other four seats.
    await expect(page.getByTestId('player-count')).toHaveText('1');
    await expect(page.getByTestId('app-count')).toHaveText('4');
    await page.getByLabel('Nome del giocatore 1').fill('Anna');
    await expect(page.getByTestId('kiosk-start')).toBeEnabled();
    await page.getByTestId('kiosk-start').click();
    await expect(page.getByTestId('private-screen').or(page.getByTestId('table')).first()).toBeVisible();

    // Anna plays until the first turn is over and the second has begun, every view checked.
    let turnOver = false;
    await playRubico(page, {
      checkPrivacy: true,
      stopWhen: () => turnOver,
      onTable: async () => {
        await appDeciding(page);
        const save = await readRubicoSave(page);
        if (save && rubicoState(save).turn >= 2) turnOver = true;
      },
    });
    // The seed is fresh, so once in a while Caesar reaches Roma in the first turn: a game over
    // after the first turn counts as the turn played too.
    const ended = await page.getByTestId('end-screen').isVisible();
    expect(turnOver || ended, 'the first turn was played to its end').toBe(true);
    const save = (await readRubicoSave(page))!;
    expect(save.meta.setup.seatCount).toBe(5);
    for (const seat of [1, 2, 3, 4]) expect(save.moves.some((m) => m.seat === seat), `the app played seat ${seat}`).toBe(true);
    // A visitor alone gets no hand-off cover.
    const seen = await seenSoFar(page);
    expect(seen.covers).toEqual([]);
    expect(seen.appBars.length).toBeGreaterThan(0);
    expect(seen.both).toBe(0);
  });
});
