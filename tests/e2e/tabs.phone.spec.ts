// Two tabs on one game (issue 12, item 1). With Web Locks one tab writes a game at a time and
// the other is asked; without them every tab may open it, the save channel brings the others
// up to date at once, and without the channel too a stale tab's Undo is refused by the store's
// compare-and-set: nothing the other tab played is lost.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { holdToReveal, readSave, startRubico } from './support/rubico.ts';

/** What the browser offers, taken away before the app loads in every page of the context. */
async function without(context: BrowserContext, what: { locks?: boolean; channel?: boolean }) {
  await context.addInitScript((w) => {
    if (w.locks) Object.defineProperty(Navigator.prototype, 'locks', { configurable: true, get: () => undefined });
    if (w.channel) delete (window as { BroadcastChannel?: unknown }).BroadcastChannel;
  }, what);
}

/** Plays the private steps (roles, suggestions) until the Centurion's choice is on the table. */
async function toChoice(page: Page) {
  for (let i = 0; i < 40; i++) {
    const cover = page.getByTestId('cover');
    const panel = page.getByTestId('choose-panel');
    await expect(cover.or(panel).first()).toBeVisible({ timeout: 15_000 });
    if (await panel.isVisible()) return;
    await holdToReveal(page);
    const priv = page.getByTestId('private-screen');
    const ack = priv.getByTestId('ack');
    const place = priv.getByTestId('place-cards');
    const pass = priv.getByTestId('power-pass');
    await expect(ack.or(place).or(pass).first()).toBeVisible();
    if (await ack.isVisible()) await ack.click();
    else if (await place.isVisible()) {
      const cards = priv.locator('[data-testid^="hand-"]');
      await cards.nth((await cards.count()) - 1).click();
      await place.click();
    } else await pass.click();
    await expect(priv).toBeHidden({ timeout: 10_000 });
  }
  throw new Error('no choice reached');
}

/** Takes cards at the table (at most two from a seat) until `count` are taken. */
async function takeUpTo(page: Page, count: number) {
  const counter = page.getByTestId('taken-count');
  const perSeat = new Map<string, number>();
  let taken = Number((await counter.textContent())!.match(/Prese (\d+)/)![1]);
  const slots = page.locator('button[data-testid^="slot-"]');
  for (let k = 0; k < (await slots.count()); k++) {
    if ((await slots.nth(k).getAttribute('aria-pressed')) !== 'true') continue;
    const seat = (await slots.nth(k).getAttribute('data-testid'))!.split('-')[1];
    perSeat.set(seat, (perSeat.get(seat) ?? 0) + 1);
  }
  for (let k = 0; taken < count && k < (await slots.count()); k++) {
    const seat = (await slots.nth(k).getAttribute('data-testid'))!.split('-')[1];
    if ((perSeat.get(seat) ?? 0) >= 2 || (await slots.nth(k).getAttribute('aria-pressed')) === 'true') continue;
    perSeat.set(seat, (perSeat.get(seat) ?? 0) + 1);
    await slots.nth(k).click();
    taken++;
    await expect(counter).toContainText(`Prese ${taken} di`);
  }
}

const needed = async (page: Page) => Number((await page.getByTestId('taken-count').textContent())!.match(/di (\d+)/)![1]);
const undo = (page: Page) => page.getByTestId('decision-bar').getByRole('button', { name: 'Annulla' });

test.describe('two tabs on one game', () => {
  test('without locks or channel, a stale Undo is refused: nothing lost, the stale tab shows the current game', async ({ context, page }) => {
    test.setTimeout(120_000);
    await without(context, { locks: true, channel: true });
    await startRubico(page, 3);
    await toChoice(page);
    await takeUpTo(page, 1);
    await expect(undo(page)).toBeVisible();

    const stale = await context.newPage();
    await stale.goto(page.url());
    await expect(stale.getByTestId('taken-count')).toContainText('Prese 1 di');
    await expect(undo(stale)).toBeVisible();

    // The first tab plays on, through the public reveal (a barrier).
    await takeUpTo(page, await needed(page));
    await page.getByTestId('confirm-choice').click();
    await page.getByTestId('reveal').click();
    await expect(page.getByTestId('reveal-panel')).toBeVisible();
    const before = (await readSave(page))!;

    // The stale tab still shows its old position and its Undo.
    await expect(stale.getByTestId('taken-count')).toContainText('Prese 1 di');
    await undo(stale).click();
    await expect(stale.getByTestId('toast')).toContainText('è stata modificata in un’altra scheda o finestra');
    const after = (await readSave(stale))!;
    expect(after.meta.moveCount).toBe(before.meta.moveCount);
    expect(after.moves).toEqual(before.moves);
    // It reloaded: the reveal is on its table too, with no Undo past it.
    await expect(stale.getByTestId('reveal-panel')).toBeVisible();
    await expect(undo(stale)).toHaveCount(0);
    // And the first tab is not stale: it plays on.
    await page.getByTestId('next-turn').click();
    await expect.poll(async () => (await readSave(page))!.meta.moveCount).toBe(before.meta.moveCount + 1);
  });

  test('without locks, the channel brings the other tab up at once, closes its open private screen and sends it home when the game is deleted', async ({ context, page }) => {
    test.setTimeout(120_000);
    await without(context, { locks: true });
    await startRubico(page, 3);
    const other = await context.newPage();
    await other.goto(page.url());
    // Anna's private screen is open in the other tab when her role step is played in the first.
    await holdToReveal(other);
    await holdToReveal(page);
    await page.getByTestId('private-screen').getByTestId('ack').click();
    await expect(page.getByTestId('cover')).toContainText('Bruno', { timeout: 10_000 });
    await expect(other.getByTestId('private-screen')).toHaveCount(0);
    await expect(other.getByTestId('cover')).toContainText('Bruno');

    await toChoice(page);
    await expect(other.getByTestId('choose-panel')).toBeVisible();
    await takeUpTo(page, 2);
    await expect(other.getByTestId('taken-count')).toContainText('Prese 2 di');

    const saves = await context.newPage();
    await saves.goto('/#/saves');
    await saves.getByTestId('save-item').getByRole('button', { name: 'Elimina' }).click();
    await saves.getByRole('alertdialog').getByRole('button', { name: 'Elimina' }).click();
    await expect(saves.getByTestId('save-item')).toHaveCount(0);
    await expect(page.getByTestId('toast')).toContainText('Questa partita è stata eliminata in un’altra scheda o finestra.');
    expect(page.url()).not.toContain('#/play/');
    await expect(other.getByTestId('toast')).toContainText('Questa partita è stata eliminata');
  });

  test('with locks, a second tab is told the game is open elsewhere and may take it over; the first stops', async ({ context, page }) => {
    test.setTimeout(60_000);
    await startRubico(page, 3);
    await expect(page.getByTestId('cover')).toContainText('Anna');
    const second = await context.newPage();
    await second.goto(page.url());
    await expect(second.getByTestId('game-elsewhere')).toContainText('Questa partita è già aperta in un’altra scheda o finestra.');
    await expect(second.getByTestId('cover')).toHaveCount(0);

    await second.getByRole('button', { name: 'Gioca qui' }).click();
    await expect(second.getByTestId('cover')).toContainText('Anna');
    await expect(page.getByTestId('game-moved')).toContainText('qui non si salva più nessuna mossa');
    await expect(page.getByTestId('cover')).toHaveCount(0);

    await holdToReveal(second);
    await second.getByTestId('private-screen').getByTestId('ack').click();
    await expect(second.getByTestId('cover')).toContainText('Bruno', { timeout: 10_000 });
    expect((await readSave(second))!.meta.moveCount).toBe(1);

    // Taken back: the first tab shows the game as it is now, and the second stops.
    await page.getByRole('button', { name: 'Gioca qui' }).click();
    await expect(page.getByTestId('cover')).toContainText('Bruno');
    await expect(second.getByTestId('game-moved')).toBeVisible();

    // Going back from the question leaves the game to the tab that has it.
    const third = await context.newPage();
    await third.goto(page.url());
    await third.getByRole('button', { name: 'Torna indietro' }).click();
    expect(third.url()).not.toContain('#/play/');
    await expect(page.getByTestId('cover')).toContainText('Bruno');

    // A reload of the tab that has the game opens it again, with no question.
    await page.reload();
    await expect(page.getByTestId('cover')).toContainText('Bruno');
  });
});
