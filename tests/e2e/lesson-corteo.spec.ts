// "Impara giocando" on a tablet and a phone: Corteo's lesson (the app plays the potere) from the
// home, played through the corteo's first hand by tapping only what the coach marks, on the bar
// and on the map's hexes, then the game goes on alone. Where the map's hexes are smaller than a
// finger (the tablet shows the whole city) a hex's tap opens the picker and the coach marks the
// hex there too; on the phone the map opens close and the tap is the move.
import { test } from '@playwright/test';
import { learnFromHome } from './support/lesson.ts';

test('Corteo: the lesson is played through the first hand by following the coach, then the game goes on alone', async ({ page }, info) => {
  test.setTimeout(90_000);
  const hex = (key: string) => (info.project.name === 'tablet' ? [`hex-${key}`, `hexpick-${key}`] : [`hex-${key}`]);
  // A unit placed in Piazza Mento and the rest placed for the person, the head's component, a
  // unit moved (its hex, then where it goes) and the movement ended, the two head units named,
  // a combat chosen and its die rolled.
  await learnFromHome(page, 'corteo', [
    'unit-c-AUTOP-66-1', ...hex('2,1'),
    'place-rest',
    'head-MOV',
    ...hex('3,2'), ...hex('4,5'),
    'end-move',
    'headunit-c-MOV-66-1', 'headunit-c-MOV-64-1', 'heads-confirm',
    'combat-0', 'roll',
  ]);
});
