// "Impara giocando" on a phone and a tablet: FabRisiko!'s lesson (the app in the second seat)
// from the home, played to its first battle by tapping only what the coach marks, then the game
// goes on alone. On a phone the map opens zoomed on the action and the battle's result holds the
// screen until it is seen: the coach marks its 'Visto, continua' before the turn's end.
import { test } from '@playwright/test';
import { learnFromHome } from './support/lesson.ts';

test('FabRisiko!: the lesson is played to its first battle by following the coach, then the game goes on alone', async ({ page }) => {
  // An infantry bought and the purchases ended; the invasion (where from, where to, all the
  // infantry) and its end; the battle chosen, the attack's dice rolled; its result seen, the turn ended.
  await learnFromHome(page, 'fabrisiko', ['buy-inf', 'next', 'from-4', 'to-11', 'move-inf-all', 'next', 'battle-11-fight', 'roll', 'battle-result-ok', 'next']);
});
