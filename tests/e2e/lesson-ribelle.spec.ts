// "Impara giocando" on a phone and a tablet: Repubblica Ribelle's lesson (the app in the second
// seat) from the home, played to its end by tapping only what the coach marks, on the table and
// on the private screen, then the game goes on alone (no coach). Axe reads the coach's bubble
// over the table and over the private screen, and the end card (on the phone: the tablet's run is the longer).
import { test } from '@playwright/test';
import { learnFromHome } from './support/lesson.ts';
import { expectNoViolations } from './support/a11y.ts';

test('Repubblica Ribelle: the lesson is played to its end by following the coach, then the game goes on alone', async ({ page }, info) => {
  // Fifteen taps and two axe passes: about 25 s on a quiet 2-core machine, 55 s at a load of
  // 11, and past 90 s at 20 (a limit, not a measure).
  test.setTimeout(150_000);
  const axe = info.project.name === 'phone';
  // A board, the mission read, a detachment moved (the piece, then the place) and the moves
  // ended, a card played face down (the card, then the button) and done, the reveal, a card's
  // resource activated (a detachment at the base), a card on the scoring box, a discard.
  await learnFromHome(
    page,
    'repubblica-ribelle',
    ['board-rosso', 'ready', 'pick-dm-montefiorino', 'go-cerredolo', 'end-maneuver', 'hand-0', 'play-card', 'play-done', 'reveal', 'activate-az-006', 'place-dm', 'hand-4', 'score-card', 'hand-2', 'discard-card'],
    async ({ mark }) => {
      if (axe && mark === 'ready') await expectNoViolations(page, 'a lesson\u2019s coach on the table');
      if (axe && mark === 'hand-0') await expectNoViolations(page, 'a lesson\u2019s coach on the private screen');
    },
    async () => {
      if (axe) await expectNoViolations(page, 'a lesson\u2019s end card');
    },
  );
});
