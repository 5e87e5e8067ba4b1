// Drives Fiamme d'assalto through the real UI by reading the visible controls, like a player
// with the phone in hand, and rebuilds the game in Node from the save the page wrote.
import { expect, type Page } from '@playwright/test';
import { fiammeRules, type FiammeState } from '../../../src/games/fiamme-d-assalto/rules.ts';
import { it as words } from '../../../src/games/fiamme-d-assalto/strings.ts';
import { replay } from '../../../src/engine/replay.ts';
import { readSave, type SaveDump } from './rubico.ts';

export { readSave };
export const NAMES = ['Anna', 'Bruno'];

export async function startFiamme(page: Page, opts: { players: 1 | 2; mission: number; physical?: boolean }): Promise<void> {
  await page.goto('/#/new/fiamme-d-assalto');
  await expect(page.getByTestId('start-game')).toBeEnabled();
  const count = page.getByTestId('player-count');
  while (Number(await count.textContent()) < opts.players) await page.getByRole('button', { name: 'Un giocatore in più' }).click();
  while (Number(await count.textContent()) > opts.players) await page.getByRole('button', { name: 'Un giocatore in meno' }).click();
  for (let i = 0; i < opts.players; i++) await page.getByLabel(`Nome del giocatore ${i + 1}`).fill(NAMES[i]);
  await page.getByTestId(`mission-${opts.mission}`).click();
  await expect(page.getByTestId(`mission-${opts.mission}`)).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('fiamme-mode')).toContainText(opts.players === 2 ? 'cooperativo' : 'solitario');
  await page.getByTestId(opts.physical ? 'dice-physical' : 'dice-app').click();
  await page.getByTestId('start-game').click();
  await expect(page).toHaveURL(/#\/play\//);
  await expect(page.getByTestId('fiamme-table')).toBeVisible();
}

export function stateOf(save: SaveDump): FiammeState {
  const s0 = fiammeRules.setup(save.meta.setup.options as never, save.meta.setup.seatCount, save.meta.setup.seed);
  return replay(fiammeRules, s0, save.moves);
}

/** The Italian headline the end screen shows for an outcome key. */
export function headline(reasonKey: string): string {
  return words[reasonKey];
}

/** Values a lucky player would enter for each die role (physical dice). */
const LUCKY: Record<string, number> = {
  command: 6,
  select: 1,
  test: 6,
  sniper: 1,
  pm: 6,
  fuoco: 6,
  enemies: 1,
  grenade: 6,
  fire: 1,
  meleeUnit: 6,
  meleeEnemy: 1,
  granate: 6,
};

export interface PlayStats {
  moves: number;
  rolls: number;
  rerolls: number;
  physicalRolls: number;
  veterans: number;
  steps: Record<string, number>;
}

/**
 * Plays until the end screen (or `maxMoves`). Policy: roll whenever asked; with physical dice
 * enter lucky values (or `values(role)`); reroll the first die offered while `reroll` says so;
 * spend nothing; take the first choice offered for volunteers, picks and veteran improvements.
 */
export async function playFiamme(
  page: Page,
  opts: { maxMoves?: number; reroll?: (stats: PlayStats) => boolean; values?: (role: string, die: number) => number; improve?: string } = {},
): Promise<PlayStats> {
  const stats: PlayStats = { moves: 0, rolls: 0, rerolls: 0, physicalRolls: 0, veterans: 0, steps: {} };
  const table = page.getByTestId('fiamme-table').first();
  const end = page.getByTestId('end-screen');
  while (stats.moves < (opts.maxMoves ?? 3000)) {
    await expect(end.or(page.getByTestId('table')).first()).toBeVisible({ timeout: 15_000 });
    if (await end.isVisible()) return stats;
    const sig = await table.getAttribute('data-sig');
    const step = (await table.getAttribute('data-step'))!;
    stats.steps[step] = (stats.steps[step] ?? 0) + 1;
    const now = page.getByTestId('fiamme-now');
    const explain = (await now.getByTestId('explain').textContent()) ?? '';
    expect(explain.trim().length, `step ${step} says what to do`).toBeGreaterThan(10);
    const physical = now.getByTestId('physical-dice');
    if (step === 'reroll') {
      const offered = page.locator('[data-testid^="reroll-"]');
      if ((await offered.count()) > 0 && (opts.reroll?.(stats) ?? true)) {
        await offered.first().click();
        const picker = page.getByTestId('last-roll').locator('[data-testid^="pick-"]');
        if ((await picker.count()) > 0) {
          const id = (await picker.first().getAttribute('data-testid'))!;
          const die = Number(id.split('-')[1]);
          await page.getByTestId(`pick-${die}-6`).click();
        }
        stats.rerolls++;
      } else await now.getByTestId('move-accept').click();
    } else if (await physical.isVisible()) {
      const groups = physical.locator('[data-role]');
      const n = await groups.count();
      for (let i = 0; i < n; i++) {
        const role = (await groups.nth(i).getAttribute('data-role'))!;
        const v = opts.values ? opts.values(role, i) : (LUCKY[role] ?? 6);
        await physical.getByTestId(`pick-${i}-${v}`).click();
      }
      await now.getByTestId('roll-confirm').click();
      stats.physicalRolls++;
      stats.rolls++;
    } else if (await now.getByTestId('roll').isVisible()) {
      await now.getByTestId('roll').click();
      stats.rolls++;
    } else if (step === 'spend') {
      await now.getByTestId('move-done').click();
    } else if (step === 'veteran') {
      const b = opts.improve ? now.getByTestId(`move-improve-${opts.improve}`) : now.locator('[data-testid^="move-improve-"]').first();
      await b.click();
      stats.veterans++;
    } else {
      const b = now.locator('[data-testid^="move-volunteer-"], [data-testid^="move-pick-"]').first();
      await b.click();
    }
    stats.moves++;
    // The move is committed when the table changes (or the game is over). The read must not wait
    // for the table: at the end it leaves the page, and a waiting read would outlast the poll.
    await expect
      .poll(async () => ((await end.isVisible()) ? 'end' : await table.getAttribute('data-sig', { timeout: 250 }).catch(() => sig)), { timeout: 10_000, intervals: [20, 50, 100] })
      .not.toBe(sig);
  }
  if (opts.maxMoves !== undefined) return stats;
  throw new Error(`the mission did not end in ${stats.moves} moves`);
}

/** The end screen names the outcome the save replays to in Node. */
export async function checkEnd(page: Page): Promise<{ state: FiammeState; save: SaveDump }> {
  await expect(page.getByTestId('end-screen')).toBeVisible();
  const save = (await readSave(page))!;
  const state = stateOf(save);
  const outcome = fiammeRules.outcome(state)!;
  expect(outcome, 'the save replays to a finished mission').not.toBeNull();
  expect(save.meta.status).toBe('finished');
  await expect(page.getByTestId('winner')).toHaveText(headline(outcome.reasonKey));
  // The table at the end (units, roster) opens on demand under the result.
  await page.getByTestId('end-show-table').click();
  await expect(page.getByTestId('end-table')).toBeVisible();
  return { state, save };
}
