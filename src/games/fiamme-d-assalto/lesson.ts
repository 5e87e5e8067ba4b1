// Fiamme d'assalto's "Impara giocando": the first mission alone (one seat: nothing to hand over and
// no app seat), from seed 36's deal, where the first turn of the no man's land brings every kind of
// decision a turn asks, once: rolling the Command Points (three, so both buys), spending them
// (choosing the unit best at the card's test, then +1 to the test), rolling the test, and, as its
// die falls short, spending Ardimento to roll it again. Then the player goes on alone. The words
// are in strings/lesson.ts.
import type { Lesson, LessonStep } from '../lessons.ts';
import type { FiammeMove, FiammeOptions, FiammeView } from './rules/types.ts';

const find = (moves: readonly FiammeMove[], type: FiammeMove['type']): FiammeMove => {
  const m = moves.find((x) => x.type === type);
  if (!m) throw new Error(`the Fiamme lesson asks for a ${type} that is not legal now`);
  return m;
};

type Step = LessonStep<FiammeView, FiammeMove>;

const roll = (say: string): Step => ({ say, move: (_, moves) => find(moves, 'roll'), marks: () => ['roll'] });
/** The unit best at the card's test (the first of the best), as the active one. */
function bestFor(view: FiammeView, moves: readonly FiammeMove[]): FiammeMove {
  const attr = view.tdn.current?.test?.attr;
  const chooses = moves.filter((m): m is Extract<FiammeMove, { type: 'choose' }> => m.type === 'choose');
  const value = (m: { unit: number }) => (attr ? view.units[m.unit].attrs[attr] : 0);
  const best = chooses.reduce<(typeof chooses)[number] | null>((b, m) => (!b || value(m) > value(b) ? m : b), null);
  return best ?? find(moves, 'choose');
}

/** The words name the card's attribute (one key an attribute, so each language says it its way). */
const choose = (say: string): Step => ({
  say: (view) => `${say}.${view.tdn.current?.test?.attr ?? 'any'}`,
  move: (view, moves) => bestFor(view, moves),
  marks: (_, m) => (m.type === 'choose' ? [`move-choose-${m.unit}`] : []),
});
const modifier = (say: string): Step => ({ say, move: (_, moves) => find(moves, 'modifier'), marks: () => ['move-modifier'] });

export const lesson: Lesson<FiammeView, FiammeMove, FiammeOptions> = {
  gameId: 'fiamme-d-assalto',
  title: 'fiamme.lesson.title',
  options: { mission: 1, physicalDice: false, roster: null },
  seatCount: 1,
  seed: 36,
  person: 0,
  appLevel: 'easy',
  intro: 'fiamme.lesson.intro',
  steps: [
    roll('fiamme.lesson.command'),
    choose('fiamme.lesson.choose'),
    modifier('fiamme.lesson.modifier'),
    roll('fiamme.lesson.test'),
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
