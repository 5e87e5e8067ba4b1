// FabRisiko!'s "Impara giocando": two players, the person in seat 0 and the app in seat 1, the
// standard game. Seed 6's deal puts the person first, next to one of the app's territories, so
// the first turn brings, once each, the decisions that lead to the first battle: buying a piece,
// ending the purchases, invading (where from, where to, how many), ending the invasion, choosing
// the battle, rolling the attack's dice; then regrouping. Then the person goes on alone. The
// words are in strings/lesson.ts.
import type { Lesson, LessonStep } from '../lessons.ts';
import type { FabMove, FabOptions, FabView } from './rules.ts';

type Move = FabMove;
type Step = LessonStep<FabView, Move>;

const find = (moves: readonly Move[], type: Move['type']): Move => {
  const m = moves.find((x) => x.type === type);
  if (!m) throw new Error(`the FabRisiko! lesson asks for a ${type} that is not legal now`);
  return m;
};

/** The invasion shown: all the infantry of one territory into the app's neighbouring territory. */
function invasion(view: FabView, moves: readonly Move[]): Move {
  const me = view.viewer;
  const into = moves.filter((m): m is Extract<Move, { type: 'move' }> => m.type === 'move' && m.kind === 'inf' && view.owner[m.to] >= 0 && view.owner[m.to] !== me);
  const best = into.reduce<(typeof into)[number] | null>((b, m) => (!b || m.n > b.n ? m : b), null);
  if (!best) throw new Error('the FabRisiko! lesson finds no invasion');
  return best;
}

const next = (say: string): Step => ({ say, move: (_, moves) => find(moves, 'next'), marks: () => ['next'] });

export const lesson: Lesson<FabView, FabMove, FabOptions> = {
  gameId: 'fabrisiko',
  title: 'fabrisiko.lesson.title',
  options: { tournament: false, physicalDice: false, sheets: 2, hopeless: true },
  seatCount: 2,
  seed: 6,
  person: 0,
  appLevel: 'easy',
  intro: 'fabrisiko.lesson.intro',
  steps: [
    {
      say: 'fabrisiko.lesson.buy',
      move: (_, moves) => moves.find((m) => m.type === 'buy' && m.kind === 'inf') ?? find(moves, 'buy'),
      marks: (_, m) => (m.type === 'buy' ? [`buy-${m.kind}`] : []),
    },
    next('fabrisiko.lesson.buyDone'),
    {
      // Where from, where to, then how many: the bar's three taps.
      say: 'fabrisiko.lesson.invade',
      params: (_, names) => ({ name: names[1] ?? '' }),
      move: (view, moves) => invasion(view, moves),
      marks: (_, m) => (m.type === 'move' ? [`from-${m.from}`, `to-${m.to}`, `move-${m.kind}-${m.n > 1 ? 'all' : '1'}`] : []),
    },
    next('fabrisiko.lesson.invadeDone'),
    {
      say: 'fabrisiko.lesson.battle',
      move: (_, moves) => find(moves, 'battle'),
      marks: (_, m) => (m.type === 'battle' ? [`battle-${m.at}-fight`] : []),
    },
    {
      say: 'fabrisiko.lesson.fire',
      params: (_, names) => ({ name: names[1] ?? '' }),
      move: (_, moves) => find(moves, 'fire'),
      marks: () => ['roll'],
      // The battle's panel (the two sides, the odds) stays in view beside the words where there is
      // room (a tablet: the bubble lay over it).
      about: 'battle-panel',
    },
    // The battle's result stays in view beside the words (the bubble keeps clear of it where it
    // can) until it is seen: on a phone it holds the screen, the turn's end comes after it.
    { ...next('fabrisiko.lesson.regroup'), marks: () => ['battle-result-ok', 'next'], about: 'battle-result' },
  ],
  end: 'fabrisiko.lesson.end',
};
