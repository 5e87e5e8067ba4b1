// "Impara giocando" on a phone: Corteo's lesson, a three-hand scenario on a corner of the city
// (the app plays the potere), from the home, played to its end by tapping only what the coach
// marks, on the bar and on the map's hexes, then the game goes on alone to its result. On the
// phone the map opens close and a hex's tap is the move. Phone only: its 41 taps take about as
// long as the whole of another game's lesson on both devices (84 s at a load of 23); the
// tablet's way (the small hexes open the picker, which the coach marks too) is replayed by the
// lessons' unit test, and was played through once here by the same driver (59 taps).
import { expect, test } from '@playwright/test';
import { learnFromHome } from './support/lesson.ts';
import { APP_PACE_MS, skipAhead } from './support/time.ts';

test('Corteo: the lesson is played through its three hands by following the coach, then the game ends with its result', async ({ page }) => {
  test.setTimeout(120_000);
  const hex = (key: string) => [`hex-${key}`];
  const heads = ['headunit-c-MOV-66-1', 'headunit-c-MOV-64-1', 'heads-confirm'];
  await learnFromHome(page, 'corteo', [
    // Before the game: the corteo placed for the person, the head's component.
    'place-rest', 'head-MOV',
    // The first hand: a unit moved, a throw, the unit stopped, a spezzone into contact, a barricade, the movement
    // ended, the head units, the combat and its die, the advance.
    ...hex('5,3'), ...hex('6,3'),
    'mode-throw', ...hex('9,3'), 'roll', 'stop',
    ...hex('5,3'), ...hex('9,3'),
    ...hex('4,4'), 'mode-barricade', ...hex('4,5'),
    'end-move', ...heads, 'combat-0', 'roll',
    ...hex('9,3'), ...hex('10,3'),
    // The potere's turn: the spezzone attacked retreats.
    ...hex('9,3'),
    // The second hand: a cordon onto the shop, the movement ended, the heads, a combat, no advance.
    ...hex('4,3'), ...hex('0,7'), 'end-move', ...heads, 'combat-0', 'roll', 'advance-done',
    // The last hand: the objective left, the spezzoni into the metro, the movement ended, the heads.
    ...hex('0,7'), ...hex('-1,7'), ...hex('9,3'), ...hex('9,2'), ...hex('6,3'), ...hex('9,2'), 'end-move', ...heads,
  ]);
  // Going on alone, the potere plays its last turn and the game ends: a draw, 2 to 4.
  await expect
    .poll(async () => {
      if (await page.getByTestId('winner').isVisible()) return true;
      await skipAhead(page, APP_PACE_MS);
      return false;
    }, { timeout: 30_000 })
    .toBe(true);
  await expect(page.getByTestId('winner')).toContainText('Pareggio');
});
