// A seat's PIN has an attempt limit that a reload does not lift, and a long unbroken name
// never widens the phone's cover or table.
import { expect, test, type Page } from '@playwright/test';
import { it as shell } from '../../src/i18n/it.ts';
import { fill } from '../../src/i18n/index.ts';
import { holdToReveal, NAMES, startRubico } from './support/rubico.ts';
import { rubicoSteps } from './support/reliability.ts';

// The catalog's own words, filled as the app fills them ("1 secondo", "30 secondi").
const lockedWords = (s: number) => fill(shell['cover.locked'], { n: s }, 'it');

async function typePin(page: Page, pin: string) {
  const cover = page.getByTestId('cover');
  for (const d of pin) await cover.getByRole('button', { name: d, exact: true }).click();
}

test('five wrong PINs lock the seat\'s cover with a countdown, and a reload keeps the lock', async ({ page }) => {
  await startRubico(page, 3, { pins: { 0: '4821' } });
  const cover = page.getByTestId('cover');
  await expect(cover).toContainText('Anna');
  for (let i = 1; i <= 4; i++) {
    await typePin(page, '1111');
    await expect(cover.getByRole('alert')).toHaveText(shell['cover.wrongPin']);
  }
  await typePin(page, '1111');
  const locked = page.getByTestId('pin-locked');
  await expect(locked).toHaveText(/^Troppi PIN sbagliati: riprova tra \d+ secondi?\.$/);
  await expect(locked).toHaveText(new RegExp(`${lockedWords(30)}|${lockedWords(29)}`));
  // No pad while locked: the right PIN cannot even be typed.
  await expect(cover.getByRole('button', { name: '4', exact: true })).toHaveCount(0);
  // The words count down.
  await expect(locked).toHaveText(lockedWords(27), { timeout: 5000 });
  await page.reload();
  await expect(page.getByTestId('pin-locked')).toHaveText(/riprova tra (2\d|30) secondi\./);
  await expect(page.getByTestId('private-screen')).toHaveCount(0);
});

/** Renames a seat of the only save, straight in IndexedDB. */
async function renameSeat(page: Page, seat: number, name: string) {
  await page.evaluate(
    ([seat, name]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('passamano');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('games', 'readwrite');
          const games = tx.objectStore('games');
          const all = games.getAll();
          all.onsuccess = () => {
            const meta = all.result[0];
            meta.seats[seat].name = name;
            games.put(meta);
          };
          tx.oncomplete = () => (open.result.close(), resolve());
          tx.onerror = () => reject(tx.error);
        };
      }),
    [seat, name] as const,
  );
}

test('a long unbroken name never widens the cover, the private screen or the table', async ({ page }) => {
  test.setTimeout(2 * 60_000);
  // Longer than the wizard or an import now allow: a save imported before they checked names.
  const long = 'W'.repeat(60);
  const anna = NAMES[0];
  try {
    await startRubico(page, 3);
    await renameSeat(page, 0, long);
    NAMES[0] = long; // the helpers find the seats by these names
    await page.reload();
    const fits = async (where: string) => {
      // Every box's right edge, not the page's scroll width: an overflow hidden would hide the widening.
      const { right, width, what } = await page.evaluate(() => {
        let right = 0;
        let what = '';
        for (const el of document.body.querySelectorAll('*')) {
          const r = el.getBoundingClientRect();
          if (r.width > 0 && r.right > right) [right, what] = [r.right, `${el.tagName}.${el.className}`];
        }
        return { right: Math.round(right), width: window.innerWidth, what };
      });
      expect(right, `${where}: ${what} reaches ${right}px on a ${width}px screen`).toBeLessThanOrEqual(width);
    };
    await expect(page.getByTestId('cover')).toContainText(long);
    await fits('the cover');
    await holdToReveal(page);
    await fits('the private screen');
    await page.getByTestId('private-screen').getByTestId('ack').click();
    await expect(page.getByTestId('private-screen')).toBeHidden();
    for (let i = 0; i < 30 && !(await page.getByTestId('decision-bar').isVisible()); i++) {
      await rubicoSteps(page, 1);
      if (await page.getByTestId('cover').isVisible()) await fits('a cover');
    }
    await expect(page.getByTestId('decision-bar')).toBeVisible();
    await fits('the table');
  } finally {
    NAMES[0] = anna;
  }
});
