// Fiamme d'assalto's "Impara giocando": the first mission alone (one seat: nothing to hand over and
// no app seat), from seed 0's deal, where within two turns of the no man's land every kind of
// decision a turn asks comes once: rolling the Command Points, spending them (choosing the active
// unit, then +1 to the card's test), rolling the test, and, when a die falls short, spending
// Ardimento to roll it again. The second turn repeats the first in a few words; then the player
// goes on alone. The words are in strings/lesson.ts.
import type { Lesson, LessonStep } from '../lessons.ts';
import type { FiammeMove, FiammeOptions, FiammeView } from './rules/types.ts';

const find = (moves: readonly FiammeMove[], type: FiammeMove['type']): FiammeMove => {
  const m = moves.find((x) => x.type === type);
  if (!m) throw new Error(`the Fiamme lesson asks for a ${type} that is not legal now`);
  return m;
};

type Step = LessonStep<FiammeView, FiammeMove>;

const roll = (say: string): Step => ({ say, move: (_, moves) => find(moves, 'roll'), marks: () => ['roll'] });
/** The first unit on the board (the squad's own first) is the active one. */
const choose = (say: string): Step => ({
  say,
  move: (_, moves) => find(moves, 'choose'),
  marks: (_, m) => (m.type === 'choose' ? [`move-choose-${m.unit}`] : []),
});
const modifier = (say: string): Step => ({ say, move: (_, moves) => find(moves, 'modifier'), marks: () => ['move-modifier'] });

export const lesson: Lesson<FiammeView, FiammeMove, FiammeOptions> = {
  gameId: 'fiamme-d-assalto',
  title: 'fiamme.lesson.title',
  options: { mission: 1, physicalDice: false, roster: null },
  seatCount: 1,
  seed: 0,
  person: 0,
  appLevel: 'easy',
  intro: 'fiamme.lesson.intro',
  steps: [
    roll('fiamme.lesson.command'),
    choose('fiamme.lesson.choose'),
    modifier('fiamme.lesson.modifier'),
    roll('fiamme.lesson.test'),
    // The second turn: the same steps, in a few words.
    roll('fiamme.lesson.again.command'),
    choose('fiamme.lesson.again.choose'),
    modifier('fiamme.lesson.again.modifier'),
    roll('fiamme.lesson.again.test'),
    {
      // The test's die fell short: Ardimento rolls it again.
      say: 'fiamme.lesson.reroll',
      params: (view) => ({ n: view.ardimento }),
      move: (_, moves) => find(moves, 'reroll'),
      marks: (_, m) => (m.type === 'reroll' ? [`reroll-${m.die}`] : []),
    },
  ],
  end: 'fiamme.lesson.end',
};
