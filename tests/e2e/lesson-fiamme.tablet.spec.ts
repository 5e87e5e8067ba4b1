// "Impara giocando" on a tablet: Fiamme d'assalto's lesson (one seat) from the home, played to its
// end by tapping only what the coach marks, then the mission goes on alone (no coach).
import { test } from '@playwright/test';
import { learnFromHome } from './support/lesson.ts';

test('Fiamme d\u2019assalto: the lesson is played to its end by following the coach, then the mission goes on alone', async ({ page }) => {
  // The first turn: Command Points, the active unit, +1 to the test, the test, an Ardimento reroll.
  await learnFromHome(page, 'fiamme-d-assalto', ['roll', 'move-choose-3', 'move-modifier', 'roll', 'reroll-0']);
});
