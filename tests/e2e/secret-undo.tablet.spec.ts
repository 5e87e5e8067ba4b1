// Issue 12, item 8: a seat takes back its own face-down card inside its own private screen,
// and the shared table never offers to take back a move made in a secret step.
import { expect, test, type Page } from '@playwright/test';
import { ribelleRules } from '../../src/games/repubblica-ribelle/rules.ts';
import { replay } from '../../src/engine/replay.ts';
import { playRibelle, readSave, startRibelle } from './support/ribelle.ts';
import { seedGames } from './support/seed.ts';

// Seeded: with the wizard's random seed some games fall after three political or social missions
// and no military one (seed 2 here: 44 moves, CI saw "0 taken back"); seeds 1, 3 and 5 reach one.
const SEED = 1;

/**
 * From the save: whether its last move was made in a secret step (the decision before it was
 * secret), and whether its seat may take it back in its private screen now (its decision
 * still, and not a barrier).
 */
async function lastMove(page: Page): Promise<{ secret: boolean; undoable: boolean }> {
  const save = (await readSave(page))!;
  const last = save.moves.at(-1);
  if (!last) return { secret: false, undoable: false };
  const { options, seatCount, seed } = save.meta.setup;
  const before = replay(ribelleRules, ribelleRules.setup(options as never, seatCount, seed), save.moves.slice(0, -1));
  const secret = !!ribelleRules.decision(before)?.secret;
  const now = ribelleRules.decision(replay(ribelleRules, before, [last]));
  return { secret, undoable: secret && !last.barrier && now?.seat === last.seat };
}

const moveCount = async (page: Page) => (await readSave(page))!.moves.length;

test('Repubblica Ribelle: a face-down card taken back inside its private screen; never an Undo of a secret move on the table', async ({ page }) => {
  test.setTimeout(6 * 60_000);
  // The full game, not the demonstration: the demonstration's three missions and low health
  // can end (CI saw it) before a military mission, the only one whose play may be taken back.
  await seedGames(page, SEED);
  await startRibelle(page, 3, { demo: false });
  let undone = 0;
  let tablesAfterSecret = 0;
  const enough = 'seen enough';
  await playRibelle(page, {
    onPrivate: async (page) => {
      const priv = page.getByTestId('private-screen');
      const undo = priv.getByTestId('private-undo');
      // Offered exactly when the seat's own last move was secret and may be taken back.
      if ((await lastMove(page)).undoable) await expect(undo).toBeVisible();
      else await expect(undo).toBeHidden();
      // A military mission's play keeps the screen open (a political or social one passes the turn).
      const playing = await priv.getByTestId('play-done').isVisible();
      const fresh = playing && (await priv.getByTestId('hand-0').count()) > 0 && (await priv.getByTestId('my-played').count()) === 0;
      if (!fresh || undone >= 1) return;
      const before = await moveCount(page);
      const card = (await priv.getByTestId('hand-0').textContent())!;
      await priv.getByTestId('hand-0').click();
      await priv.getByTestId('play-card').click();
      await expect(priv.getByTestId('my-played')).toBeVisible();
      await expect.poll(() => moveCount(page)).toBe(before + 1);
      // The card lies face down; its seat, still on its private screen, takes it back.
      await expect(undo).toBeVisible();
      await undo.click();
      await expect(priv.getByTestId('my-played')).toHaveCount(0);
      await expect.poll(() => moveCount(page)).toBe(before);
      await expect(priv.getByTestId('hand-0')).toHaveText(card);
      await expect(undo).toBeHidden();
      undone++;
    },
    onTable: async (page) => {
      if (!(await lastMove(page)).secret) return;
      // Whoever holds the device now may not take a face-down play back.
      await expect(page.getByTestId('decision-bar')).toBeVisible();
      await expect(page.getByTestId('decision-bar').getByRole('button', { name: 'Annulla' })).toHaveCount(0);
      tablesAfterSecret++;
      if (undone >= 1 && tablesAfterSecret >= 2) throw new Error(enough);
    },
  }).then(
    () => {
      throw new Error(`the game ended before enough was seen: ${undone} taken back, ${tablesAfterSecret} tables after a secret move`);
    },
    (err: Error) => expect(err.message).toBe(enough),
  );
});
