// "Impara giocando": Rubico's lesson from the home, played to its end by tapping only what the
// coach marks (so every mark is a real, legal target on a phone and a tablet); then the player
// goes on alone and the game is an ordinary one (no coach).
import { expect, test } from '@playwright/test';
import { setPace } from './support/app-players.ts';
import { followCoach } from './support/lesson.ts';

test('Rubico: the lesson is played to its end by following the coach, then the game goes on alone', async ({ page }) => {
  const started = Date.now();
  await setPace(page, 'Veloce');
  await page.goto('/#/');
  await page.getByTestId('learn-rubico').click();
  await expect(page).toHaveURL(/#\/play\//);
  const seen = await followCoach(page);
  // The script's marks in order: the role (the recognition), three cards taken, confirm, reveal,
  // the Centurion card passed on, one's own row (a card, then lay out), the power card kept.
  expect(seen.map((s) => s.mark)).toEqual(['ack', 'slot-3-0', 'slot-1-1', 'slot-1-2', 'confirm-choice', 'reveal', 'next-turn', 'hand-0', 'place-cards', 'power-pass']);
  await page.getByTestId('coach-end').getByTestId('coach-alone').click();
  await expect(page.getByTestId('coach-end')).toHaveCount(0);
  await expect(page.getByTestId('coach')).toHaveCount(0);
  console.log(`rubico lesson: ${seen.length} taps in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
