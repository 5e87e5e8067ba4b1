// Corteo's scenarios on a landscape tablet: Internazionalista chosen in the new-game wizard,
// Anna leading the corteo against the app's potere (normal, fast pace) to the end of hand 10,
// hands 1 and 10 at the table and the hands between in Node (the driver's quick moves, the app's
// own plan; imported through the Saves screen): the map shows the presidential motorcade, the
// status the scenario's points, and the end screen the scenario and the victory level of the
// replayed save.
import { expect, test } from '@playwright/test';
import { stepStrings } from '../../src/games/corteo/strings/steps.ts';
import { setPace } from './support/app-players.ts';
import { jumpCorteo, playCorteo, readSave, startCorteo, stateOf } from './support/corteo.ts';
import { tableMoves } from './support/crafted.ts';
import { stepNow } from '../../src/games/corteo/rules/now.ts';

test.describe('Corteo scenarios on a tablet', () => {
  test('Internazionalista: Anna leads the corteo, the app (normal) escorts the motorcade, hands 1 and 10 at the table, to the end of hand 10', async ({ page }) => {
    test.setTimeout(6 * 60_000);
    await setPace(page, 'Veloce');
    await page.goto('/#/new/corteo');
    await expect(page.getByTestId('scenario-internazionalista')).toContainText('Internazionalista');
    // Two seats, the corteo and the potere (the Antirepressivo alone takes three).
    await expect(page.getByTestId('player-count')).toHaveText('2');
    await expect(page.getByTestId('seat-1-role')).toHaveText('Potere');
    await startCorteo(page, { mode: 'advanced', scenario: 'internazionalista', apps: [1], appLevel: 'normal' });
    await expect(page.getByTestId('corteo-table')).toBeVisible();
    await expect(page.getByTestId('co-scenario')).toContainText('Internazionalista');
    // The five cars of the motorcade are on the map.
    await expect(page.locator('[data-testid="corteo-table"] svg.city-map text.cc-label', { hasText: 'PRES' })).toHaveCount(5);
    await playCorteo(page, { until: (s) => s.hand === 2 });
    const jump = await jumpCorteo(page, (s) => s.hand === 10);
    await playCorteo(page);
    await expect(page.getByTestId('end-screen')).toBeVisible({ timeout: 20_000 });
    const save = (await readSave(page))!;
    const state = stateOf(save);
    expect(state.options.scenario).toBe('internazionalista');
    expect(save.meta.setup.seatCount).toBe(2);
    expect(stepNow(state)).toBe('over');
    await expect(page.getByTestId('winner')).toHaveText(stepStrings[state.result!.level].it);
    await page.getByTestId('end-show-table').click();
    await expect(page.getByTestId('co-end-scenario')).toHaveText('Internazionalista');
    await expect(page.getByTestId('co-end-corteo')).toHaveText(String(state.score.corteo));
    await expect(page.getByTestId('co-end-potere')).toHaveText(String(state.score.potere));
    await expect(page.getByTestId('co-scenario-points')).toContainText(String(state.scen!.points.corteo));
    // The potere moved its cars at the table: by its seat, nobody tapped them.
    expect(tableMoves(save.moves, jump).some((m) => m.seat === 1 && (m.move as { type?: string }).type === 'mobile')).toBe(true);
  });
});
