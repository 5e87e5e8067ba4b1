// Corteo's scenario Antifascista on a landscape tablet: chosen in the new-game wizard with the
// rally in Piazzale Bombe, Anna leading the corteo against the app's potere (normal, fast pace)
// to the end of hand 10: the map shows the rally's ten pieces and the POC's dissidents waiting in
// the case popolari, the status the scenario's items, and the end screen the scenario, its
// points and the victory level of the replayed save; the app walked the rally back from hand 5.
// Hands 2-4 and 6-9 are played in Node (the driver's quick moves, the app's own plan; imported
// through the Saves screen), the set-up and hands 1, 5 and 10 at the table.
import { expect, test } from '@playwright/test';
import { CITY } from '../../src/games/corteo/content/city/index.ts';
import { stepStrings } from '../../src/games/corteo/strings/steps.ts';
import { chooseAppSeats, setPace } from './support/app-players.ts';
import { NAMES, jumpCorteo, playCorteo, readSave, stateOf } from './support/corteo.ts';
import { tableMoves } from './support/crafted.ts';
import { stepNow } from '../../src/games/corteo/rules/now.ts';

test.describe('Corteo Antifascista on a tablet', () => {
  test('Anna leads the corteo against the app (normal) protecting the rally in Piazzale Bombe, hands 1, 5 and 10 at the table, to the end of hand 10', async ({ page }) => {
    // 2.0-3.3 minutes on a 2-core machine (one worker, 29 November); the limit leaves room for a
    // loaded CI machine.
    test.setTimeout(12 * 60_000);
    await setPace(page, 'Veloce');
    await page.goto('/#/new/corteo');
    await expect(page.getByTestId('start-game')).toBeEnabled();
    for (let i = 0; i < 2; i++) await page.getByLabel(`Nome del giocatore ${i + 1}`).fill(NAMES[i]);
    await chooseAppSeats(page, [1]);
    await page.getByTestId('seat-1-level-normal').click();
    await page.getByTestId('mode-advanced').click();
    await page.getByTestId('scenario-antifascista').click();
    // The rally's place: Piazza della Robba as printed, or one of the other three.
    await expect(page.getByTestId('rally-piazza-robba')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('rally-piazzale-bombe').click();
    await expect(page.getByTestId('rally-piazzale-bombe')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('start-game').click();
    await expect(page).toHaveURL(/#\/play\//);
    await expect(page.getByTestId('corteo-table')).toBeVisible();
    await expect(page.getByTestId('co-scenario')).toContainText('Antifascista');
    const labels = page.locator('[data-testid="corteo-table"] svg.city-map text.cc-label');
    await expect(labels.filter({ hasText: /^COM$/ })).toHaveCount(10);
    const start = stateOf((await readSave(page))!);
    const bombe = new Set(CITY.places.find((p) => p.id === 'piazzale-bombe')!.hexes);
    for (const p of start.scen!.pieces) expect(bombe.has(p.at)).toBe(true);
    // Anna places the rest (the dissidents go to the case popolari) and leads the march.
    await playCorteo(page, { until: (s) => stepNow(s) === 'move' && s.hand === 1 });
    await expect(labels.filter({ hasText: /^POC$/ })).toHaveCount(5);
    await expect(page.getByTestId('co-dormant')).toContainText('5 dissidenti');
    await expect(page.getByTestId('co-rally-state')).toContainText('5a mano');
    await playCorteo(page, { until: (s) => s.hand === 2 });
    const jump = await jumpCorteo(page, (s) => s.hand === 5);
    await playCorteo(page, { until: (s) => s.hand === 6 });
    const jump2 = await jumpCorteo(page, (s) => s.hand === 10);
    await playCorteo(page);
    await expect(page.getByTestId('end-screen')).toBeVisible({ timeout: 20_000 });
    const save = (await readSave(page))!;
    const state = stateOf(save);
    expect(state.options).toMatchObject({ scenario: 'antifascista', rallyPlace: 'piazzale-bombe' });
    expect(stepNow(state)).toBe('over');
    await expect(page.getByTestId('winner')).toHaveText(stepStrings[state.result!.level].it);
    await page.getByTestId('end-show-table').click();
    await expect(page.getByTestId('co-end-scenario')).toHaveText('Antifascista');
    await expect(page.getByTestId('co-end-corteo')).toHaveText(String(state.score.corteo));
    await expect(page.getByTestId('co-end-potere')).toHaveText(String(state.score.potere));
    await expect(page.getByTestId('co-scenario-points')).toContainText(String(state.scen!.points.potere));
    // The rally stayed until hand 5, then the app walked it: by its seat, nobody tapped for it.
    expect(state.scen!.dissolved).toBeDefined();
    expect(tableMoves(save.moves, jump, jump2).some((m) => m.seat === 1 && (m.move as { type?: string }).type === 'mobile')).toBe(true);
  });
});
