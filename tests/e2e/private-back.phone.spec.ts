// Issue 12, item 7: the back button on a private screen hides the secret at once and asks
// "Lasciare la partita?" on the same seat's cover, never on the next player's.
import { expect, test } from '@playwright/test';
import { holdToReveal, startRubico } from './support/rubico.ts';

test('back on a private screen hides it at once and asks on that seat\'s cover', async ({ page }) => {
  test.setTimeout(60_000);
  await startRubico(page, 3);
  const cover = page.getByTestId('cover');
  await expect(cover).toContainText('Anna');
  await holdToReveal(page);
  await expect(page.locator('[data-secret]').first()).toBeVisible();

  await page.goBack();
  // Nothing of the role is left in the page, and Anna's cover asks the question.
  await expect(page.getByTestId('private-screen')).toHaveCount(0);
  await expect(page.locator('[data-secret]')).toHaveCount(0);
  await expect(cover).toBeVisible();
  await expect(cover).toContainText('Anna');
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('Lasciare la partita?');
  expect(page.url()).toContain('#/play/');

  // Staying keeps Anna's cover: she reveals again and sees her role.
  await ask.getByRole('button', { name: 'Resta' }).click();
  await expect(ask).toHaveCount(0);
  await expect(cover).toContainText('Anna');
  await holdToReveal(page);
  await expect(page.getByTestId('private-screen')).toContainText('Anna');
});
