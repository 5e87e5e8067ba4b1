// Corteo's scenario Antirepressivo on a landscape tablet, three seats: chosen in the new-game
// wizard, which then sets three seats (the Destra, the potere, the Sinistra) with their roles;
// Anna plays the corteo's Destra and Carla its Sinistra, passing the tablet, against the app as
// the potere (normal, fast pace). Each places her own units, Anna names the head and takes the
// trial's decision (strategy b, the liberation by force), and they play to the end of hand 10;
// the end screen shows the three seats by name and each corteo player's final and level on its
// own table, as the replayed save says. Hands 3-9 are played in Node (the driver's quick moves,
// the app's own plan; imported through the Saves screen), hands 1-2 and 10 at the table. (The app as the Sinistra: the unit tests' app-vs-app
// games; here it would add some 170 paced app moves to a run of minutes.)
import { expect, test } from '@playwright/test';
import { antirepressivoStrings } from '../../src/games/corteo/strings/antirepressivo.ts';
import { stepStrings } from '../../src/games/corteo/strings/steps.ts';
import { corteoRules as R } from '../../src/games/corteo/rules.ts';
import { chooseAppSeats, setPace } from './support/app-players.ts';
import { jumpCorteo, playCorteo, readSave, stateOf } from './support/corteo.ts';
import { tableMoves } from './support/crafted.ts';
import { seedGames } from './support/seed.ts';
import { stepNow } from '../../src/games/corteo/rules/now.ts';


const words = { ...stepStrings, ...antirepressivoStrings };

test.describe('Corteo Antirepressivo on a tablet', () => {
  test('Anna as the Destra and Carla as the Sinistra against the app as the potere, chosen in the wizard, hands 1-2 and 10 at the table, to the end of hand 10', async ({ page }) => {
    // 1.7 minutes measured on a busy machine (two unit runs beside it).
    test.setTimeout(5 * 60_000);
    await seedGames(page, 20261126);
    await setPace(page, 'Veloce');
    await page.goto('/#/new/corteo');
    await expect(page.getByTestId('start-game')).toBeEnabled();
    // Two seats until the scenario is chosen.
    await expect(page.getByTestId('player-count')).toHaveText('2');
    await expect(page.getByTestId('seat-2')).toHaveCount(0);
    await page.getByTestId('scenario-antirepressivo').click();
    await expect(page.getByTestId('player-count')).toHaveText('3');
    await expect(page.getByTestId('seat-0-role')).toHaveText('Destra del corteo');
    await expect(page.getByTestId('seat-1-role')).toHaveText('Potere');
    await expect(page.getByTestId('seat-2-role')).toHaveText('Sinistra del corteo');
    await expect(page.getByTestId('co-sides-three')).toContainText('il terzo la Sinistra del corteo');
    await page.getByLabel('Nome del giocatore 1').fill('Anna');
    await page.getByLabel('Nome del giocatore 3').fill('Carla');
    await chooseAppSeats(page, [1]);
    await page.getByTestId('seat-1-level-normal').click();
    const names = ['Anna', await page.getByLabel('Nome del giocatore 2').inputValue(), 'Carla'];
    expect(new Set(names).size).toBe(3);
    await page.getByTestId('start-game').click();
    await expect(page).toHaveURL(/#\/play\//);
    await expect(page.getByTestId('corteo-table')).toBeVisible();
    await expect(page.getByTestId('co-scenario')).toContainText('Antirepressivo');
    const start = (await readSave(page))!;
    expect(start.meta.setup.seatCount).toBe(3);

    // Anna places the Destra's units and hands the tablet to Carla, who places the Sinistra's;
    // Anna names the head.
    await expect(page.getByTestId('co-banner')).toContainText('Tocca alla Destra del corteo: Anna');
    await playCorteo(page, { until: (s) => stepNow(s) === 'placeCorteo' && s.scen?.blocs?.active === 'sinistra' });
    await expect(page.getByTestId('co-banner')).toContainText('Tocca alla Sinistra del corteo: Carla');
    await playCorteo(page, { until: (s) => stepNow(s) === 'move' && s.hand === 1 && s.side === 'corteo' });
    // The trial in the status, and its decision in Anna's movement phase: strategy b.
    await expect(page.getByTestId('co-trial-strategy')).toBeVisible();
    await expect(page.getByTestId('co-trial-defendants')).toBeVisible();
    await expect(page.getByTestId('co-banner')).toContainText('Tocca alla Destra del corteo: Anna');
    const before = (await readSave(page))!.moves.length;
    await page.getByTestId('strategy-force').click();
    await expect.poll(async () => (await readSave(page))!.moves.length).toBeGreaterThan(before);
    await expect(page.getByTestId('strategy-force')).toHaveCount(0);
    expect(stateOf((await readSave(page))!).scen!.blocs!.strategy).toBe('force');

    await playCorteo(page, { until: (s) => s.hand === 3 });
    const jump = await jumpCorteo(page, (s) => s.hand === 10);
    await playCorteo(page);
    await expect(page.getByTestId('end-screen')).toBeVisible({ timeout: 20_000 });
    const save = (await readSave(page))!;
    const atTable = tableMoves(save.moves, jump);
    const state = stateOf(save);
    expect(stepNow(state)).toBe('over');
    // Every seat played its own part at the table: the potere's moves by the app's seat, each corteo player's by its own.
    for (const seat of [0, 1, 2]) expect(atTable.some((m) => m.seat === seat), `seat ${seat}`).toBe(true);
    expect(atTable.some((m) => m.seat === 2 && (m.move as { type?: string }).type === 'move'), 'Carla moved a unit').toBe(true);
    const outcome = R.outcome(state)!;
    await expect(page.getByTestId('winner')).toHaveText(words[outcome.reasonKey as keyof typeof words].it);
    // The three seats by name.
    const seatsList = page.getByTestId('end-seats');
    for (const name of names) await expect(seatsList).toContainText(name);
    // Each corteo player's result on its own table.
    await page.getByTestId('end-show-table').click();
    await expect(page.getByTestId('co-end-scenario')).toHaveText('Antirepressivo');
    const results = state.scen!.blocs!.results!;
    for (const k of ['destra', 'sinistra'] as const) {
      await expect(page.getByTestId(`co-end-${k}`)).toHaveText(`${results[k].final} · ${words[results[k].level as keyof typeof words].it}`);
    }
  });
});
