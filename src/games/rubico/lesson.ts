// Rubico's "Impara giocando": five seats (the Senate's recognition happens at 5 and 7), the person
// in seat 0 and the app in the other four. Seed 0's deal makes the person a blue senator with an
// ally, and the Centurion of the first turn; so the lesson shows, where each first happens: the
// secret role and the recognition, the Centurion's blind pick (take, then confirm), the reveal,
// passing the Centurion card, laying out one's own row (the suggested card first) and the power
// card's moment. Then the person goes on alone. The words are in strings/lesson.ts.
import type { Lesson } from '../lessons.ts';
import { stepsToNextCastrum, type RubicoMove, type RubicoOptions, type RubicoView } from './rules.ts';

type Move = RubicoMove;
type TakeMove = Extract<Move, { type: 'take' }>;

const find = (moves: readonly Move[], type: Move['type']): Move => {
  const m = moves.find((x) => x.type === type);
  if (!m) throw new Error(`the Rubico lesson asks for a ${type} that is not legal now`);
  return m;
};

/**
 * The card the Centurion is shown to take: an ally's suggested card first (a fellow blue
 * recommends a blue card), then a card that is not a suggestion of a seat not known to be blue.
 */
function takeFor(view: RubicoView, moves: readonly Move[]): TakeMove {
  const takes = moves.filter((m): m is TakeMove => m.type === 'take');
  const allies = view.me?.allies ?? [];
  const rank = (m: TakeMove) => (allies.includes(m.seat) ? (m.slot === 0 ? 0 : 2) : m.slot === 0 ? 3 : 1);
  const best = takes.slice().sort((a, b) => rank(a) - rank(b) || a.seat - b.seat || a.slot - b.slot)[0];
  if (!best) throw new Error('the Rubico lesson asks for a take that is not legal now');
  return best;
}

/** The row's suggested card: a blue one if the hand holds one (a senator holds Caesar back), else the first. */
function suggestFor(view: RubicoView, moves: readonly Move[]): Move {
  const hand = view.me?.hand ?? [];
  const blue = Math.max(0, hand.findIndex((c) => c.kind === 'blue'));
  const m = moves.find((x) => x.type === 'suggest' && x.order[0] === blue && !x.power);
  if (!m) throw new Error('the Rubico lesson asks for a row that is not legal now');
  return m;
}

export const lesson: Lesson<RubicoView, RubicoMove, RubicoOptions> = {
  gameId: 'rubico',
  title: 'rubico.lesson.title',
  options: { firstCenturion: 0 },
  seatCount: 5,
  seed: 0,
  person: 0,
  appLevel: 'easy',
  intro: 'rubico.lesson.intro',
  steps: [
    {
      // The role and the recognition: the private screen names the other senator.
      say: 'rubico.lesson.role',
      params: (view, names) => ({ allies: (view.me?.allies ?? []).map((s) => names[s]).join(', ') }),
      move: (_, moves) => find(moves, 'ack'),
      marks: () => ['ack'],
      about: 'rb-role',
      // The power card beside the role stays in sight: it is asked about at the end.
      keep: ['rb-power'],
    },
    {
      // The Centurion's blind pick, card by card, as many as the turn needs.
      say: 'rubico.lesson.take',
      params: (view, names) => ({ n: view.needNow - view.takenCount, ally: names[view.me?.allies?.[0] ?? 0] }),
      move: (view, moves) => takeFor(view, moves),
      marks: (_, m) => (m.type === 'take' ? [`slot-${m.seat}-${m.slot}`] : []),
      accepts: (m) => m.type === 'take',
      // As many as Caesar's steps to the first Castrum, plus two (the first turn's need).
      times: stepsToNextCastrum(5, 0) + 2,
    },
    {
      say: 'rubico.lesson.confirm',
      move: (_, moves) => find(moves, 'confirm'),
      marks: () => ['confirm-choice'],
    },
    {
      say: 'rubico.lesson.reveal',
      move: (_, moves) => find(moves, 'reveal'),
      marks: () => ['reveal'],
    },
    {
      say: 'rubico.lesson.next',
      move: (_, moves) => find(moves, 'next'),
      marks: () => ['next-turn'],
    },
    {
      // One's own row, in private: the tapped card goes first, then the row is laid out.
      say: (view) => (view.me?.hand.some((c) => c.kind === 'blue') ? 'rubico.lesson.suggest' : 'rubico.lesson.suggestNoBlue'),
      move: (view, moves) => suggestFor(view, moves),
      marks: (_, m) => (m.type === 'suggest' ? [`hand-${m.order[0]}`, 'place-cards'] : []),
      accepts: (m, asked) => m.type === 'suggest' && asked.type === 'suggest' && m.order[0] === asked.order[0] && !m.power,
    },
    {
      // The power card's moment, after the Centurion's pick: this time it is kept.
      say: 'rubico.lesson.power',
      move: (_, moves) => moves.find((m) => m.type === 'power' && m.use === null) ?? find(moves, 'power'),
      marks: () => ['power-pass'],
    },
  ],
  end: 'rubico.lesson.end',
};
