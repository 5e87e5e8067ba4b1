// Fiamme d'assalto on a touch phone, end to end: a solo mission to its end, a co-op mission,
// real dice entered by tapping, and a two-mission campaign whose veteran carries over a reload.
import { expect, test } from '@playwright/test';
import { BOARD_A } from '../../src/games/fiamme-d-assalto/content.ts';
import { fiammeRules } from '../../src/games/fiamme-d-assalto/rules.ts';
import { checkEnd, playFiamme, readSave, startFiamme, stateOf } from './support/fiamme.ts';

test.describe('Fiamme d\u2019assalto on a phone', () => {
  test('mission 2 played solo to its end, with Ardimento rerolls by tapping a die', async ({ page }) => {
    test.setTimeout(3 * 60_000);
    await startFiamme(page, { players: 1, mission: 2 });
    await expect(page.getByTestId('mission-name')).toHaveText('Assalto');
    await expect(page.getByTestId('ardimento')).toHaveAttribute('data-value', '4');
    await expect(page.locator('[data-testid^="unit-"]')).toHaveCount(5);
    const stats = await playFiamme(page);
    const { state, save } = await checkEnd(page);
    expect(save.moves.length).toBe(stats.moves);
    expect(stats.rolls).toBeGreaterThan(5);
    // Rerolls tapped on the dice really spent Ardimento in the save.
    const rerolls = save.moves.filter((m) => (m.move as { type: string }).type === 'reroll').length;
    expect(rerolls).toBe(stats.rerolls);
    // The end screen shows the survivors the rules counted.
    const survivors = state.units.filter((u) => u.status !== 'eliminated').length;
    await expect(page.getByTestId('end-screen').locator('[data-testid^="unit-"][data-status="eliminated"]')).toHaveCount(5 - survivors);
    if (state.result === 'won') await expect(page.getByTestId('next-mission')).toBeVisible();
  });

  test('a co-op mission played by two to its end', async ({ page }) => {
    test.setTimeout(3 * 60_000);
    await startFiamme(page, { players: 2, mission: 1 });
    await expect(page.locator('[data-testid^="unit-"]')).toHaveCount(6);
    await expect(page.getByTestId('pc-1')).toContainText('Bruno');
    const stats = await playFiamme(page);
    const { state } = await checkEnd(page);
    expect(state.coop).toBe(true);
    expect(stats.moves).toBeGreaterThan(10);
  });

  test('with real dice the player taps each value, and a reroll asks for the new value', async ({ page }) => {
    test.setTimeout(2 * 60_000);
    await startFiamme(page, { players: 1, mission: 1, physical: true });
    const now = page.getByTestId('fiamme-now');
    // Command dice: three pickers with 48 px targets; a 1 is bad luck the player may reroll.
    const pickers = now.getByTestId('physical-dice').locator('[data-role="command"]');
    await expect(pickers).toHaveCount(3);
    const box = (await now.getByTestId('pick-0-1').boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(48);
    expect(box.height).toBeGreaterThanOrEqual(48);
    await expect(now.getByTestId('roll-confirm')).toBeDisabled();
    await now.getByTestId('pick-0-1').click();
    await now.getByTestId('pick-1-4').click();
    await now.getByTestId('pick-2-5').click();
    await now.getByTestId('roll-confirm').click();
    await expect(page.getByTestId('fiamme-table')).toHaveAttribute('data-step', 'reroll');
    await expect(page.getByTestId('die-0')).toHaveAttribute('data-value', '1');
    await page.getByTestId('reroll-0').click();
    await page.getByTestId('last-roll').getByTestId('pick-0-6').click();
    await expect(page.getByTestId('die-0')).toHaveAttribute('data-value', '6');
    await expect(page.getByTestId('ardimento')).toHaveAttribute('data-value', '3');
    // A few more rolls entered by hand.
    const stats = await playFiamme(page, { maxMoves: 12 });
    expect(stats.physicalRolls).toBeGreaterThanOrEqual(3);
    const save = (await readSave(page))!;
    const rolls = save.moves.filter((m) => (m.move as { type: string }).type === 'roll');
    expect(rolls.length).toBeGreaterThanOrEqual(4);
    for (const r of rolls) expect(Array.isArray((r.move as { values?: number[] }).values)).toBe(true);
    expect(save.moves[0].move).toEqual({ type: 'roll', values: [1, 4, 5] });
    expect(save.moves[1].move).toEqual({ type: 'reroll', die: 0, value: 6 });
    stateOf(save); // replays in Node
  });

  test('a two-mission campaign: the veteran\u2019s improvement is there in the next mission after a reload', async ({ page }) => {
    test.setTimeout(4 * 60_000);
    // Real dice entered by the player keep the campaign's luck in the test's hands.
    await startFiamme(page, { players: 1, mission: 1, physical: true });
    await playFiamme(page);
    const first = await checkEnd(page);
    expect(first.state.result).toBe('won');
    await expect(page.getByTestId('end-screen').getByTestId('roster')).toContainText('Missioni giocate 1, vinte 1');
    await page.reload();
    await page.getByTestId('next-mission').click();
    await expect(page.getByTestId('mission-name')).toHaveText('Assalto');
    const second = (await readSave(page))!;
    expect((second.meta as unknown as { campaign: unknown }).campaign).toEqual({ id: first.save.meta.id, mission: 2 });
    await expect(page.getByTestId('missions-0')).toContainText('Missioni superate: 1');

    const stats = await playFiamme(page, { improve: 'coraggio' });
    expect(stats.veterans).toBe(5);
    const done = await checkEnd(page);
    expect(done.state.result).toBe('won');
    await expect(page.getByTestId('end-screen').getByTestId('roster')).toContainText('Veterana: Coraggio +1');
    await page.reload();
    await page.getByTestId('next-mission').click();
    await expect(page.getByTestId('mission-name')).toHaveText('Contrattacco');
    await page.reload();
    await expect(page.getByTestId('mission-name')).toHaveText('Contrattacco');
    const third = (await readSave(page))!;
    expect((third.meta as unknown as { campaign: unknown }).campaign).toEqual({ id: first.save.meta.id, mission: 3 });
    const s3 = fiammeRules.setup(third.meta.setup.options as never, 1, third.meta.setup.seed);
    for (let i = 0; i < 5; i++) {
      const want = BOARD_A[i].attrs.coraggio + 1;
      expect(s3.units[i].attrs.coraggio).toBe(want);
      await expect(page.getByTestId(`attr-${i}-coraggio`)).toHaveAttribute('data-value', String(want));
      await expect(page.getByTestId(`attr-${i}-coraggio`)).toContainText('★');
    }
  });
});
