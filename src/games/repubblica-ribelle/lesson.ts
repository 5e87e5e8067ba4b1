// Repubblica Ribelle's "Impara giocando": two rebels, the person in seat 0 (the first player) and
// the app in seat 1, the demonstration game. Seed 43's deal brings, in the first round, each
// kind of decision a round asks of a rebel, once: taking a board, reading the mission, moving a
// piece along a road and ending the manoeuvres, playing a card face down on the private screen
// and stopping there, revealing, activating a card's resource, putting a card on a scoring box
// and, at the round's end, discarding down to the hand limit. Then the person goes on alone.
// The words are in strings/lesson.ts.
import type { Lesson, LessonStep } from '../lessons.ts';
import type { RibelleMove, RibelleOptions, RibelleView } from './rules.ts';

type Move = RibelleMove;
type Step = LessonStep<RibelleView, Move>;

const find = (moves: readonly Move[], type: Move['type']): Move => {
  const m = moves.find((x) => x.type === type);
  if (!m) throw new Error(`the Repubblica Ribelle lesson asks for a ${type} that is not legal now`);
  return m;
};

/** The person's hand card (not the leader) with the most of the mission's kind: the one to play. */
function bestCard(view: RibelleView, moves: readonly Move[]): Move {
  const kind = view.mission?.kind ?? 'military';
  const hand = view.me?.hand ?? [];
  const best = hand.reduce<(typeof hand)[number] | null>((b, c) => (!b || c[kind] > b[kind] ? c : b), null);
  const m = best && moves.find((x) => x.type === 'play' && x.card === best.id);
  return m ?? find(moves, 'play');
}

/** The hand card worth most on the scoring box asked for: its value counts there at the end. */
function scoreCard(view: RibelleView, moves: readonly Move[]): Move {
  const pile = view.detail.pile ?? 'military';
  const hand = (view.me?.hand ?? []).filter((c) => moves.some((m) => m.type === 'score' && m.card === c.id));
  const best = hand.reduce<(typeof hand)[number] | null>((b, c) => (!b || c[pile] > b[pile] ? c : b), null);
  return (best && moves.find((m) => m.type === 'score' && m.card === best.id)) ?? find(moves, 'score');
}

/** The hand card worth least in all three kinds: the one to discard. */
function discardCard(view: RibelleView, moves: readonly Move[]): Move {
  const worth = (c: { military: number; political: number; social: number }) => c.military + c.political + c.social;
  const hand = (view.me?.hand ?? []).filter((c) => moves.some((m) => m.type === 'discard' && m.card === c.id));
  const worst = hand.reduce<(typeof hand)[number] | null>((b, c) => (!b || worth(c) < worth(b) ? c : b), null);
  return (worst && moves.find((m) => m.type === 'discard' && m.card === worst.id)) ?? find(moves, 'discard');
}

/** The hand's position of a card (the private screen's `hand-<i>`). */
const handMark = (view: RibelleView, card: string) => `hand-${(view.me?.hand ?? []).findIndex((c) => c.id === card)}`;

/** The tap that makes an activation: the card's button, then its target if its effect has one. */
function activateMarks(m: Move): string[] {
  if (m.type !== 'activate') return [];
  const then = m.target ? (m.target.pile ? [`discard-pile-${m.target.seat}-${m.target.pile}`] : [`steal-${m.target.seat}`]) : m.piece ? [`place-${m.piece}`] : [];
  return [`activate-${m.card}`, ...then];
}

const steps: Step[] = [
  {
    say: 'ribelle.lesson.board',
    move: (_, moves) => find(moves, 'chooseBoard'),
    marks: (_, m) => (m.type === 'chooseBoard' ? [`board-${m.board}`] : []),
  },
  {
    say: 'ribelle.lesson.staff',
    move: (_, moves) => find(moves, 'ready'),
    marks: () => ['ready'],
    about: 'mission-strip',
  },
  {
    // A detachment one road further, chosen in the bar (the map shows it too).
    say: 'ribelle.lesson.move',
    move: (_, moves) => moves.find((m) => m.type === 'move' && m.piece === 'dm') ?? find(moves, 'move'),
    marks: (_, m) => (m.type === 'move' ? [`pick-${m.piece}-${m.from}`, `go-${m.to}`] : []),
  },
  {
    say: 'ribelle.lesson.endManeuver',
    params: (_, names) => ({ name: names[1] ?? '' }),
    move: (_, moves) => find(moves, 'endManeuver'),
    marks: () => ['end-maneuver'],
  },
  {
    // The first mission is a military one: as many cards as one likes, face down.
    say: 'ribelle.lesson.play',
    move: (view, moves) => bestCard(view, moves),
    marks: (view, m) => (m.type === 'play' ? [handMark(view, m.card), 'play-card'] : []),
    // The words are about the mission's difficulty, in its strip over the hand.
    about: 'mission-strip',
  },
  {
    say: 'ribelle.lesson.done',
    move: (_, moves) => find(moves, 'done'),
    marks: () => ['play-done'],
  },
  {
    say: 'ribelle.lesson.reveal',
    move: (_, moves) => find(moves, 'reveal'),
    marks: () => ['reveal'],
  },
  {
    // A card's resource under one of the person's pieces: its effect (here a piece more at the base).
    say: 'ribelle.lesson.activate',
    move: (_, moves) => moves.find((m) => m.type === 'activate' && !m.target && !m.piece) ?? find(moves, 'activate'),
    marks: (_, m) => activateMarks(m),
    about: 'activate-cards',
  },
  {
    // The words name the box (one key a box, so each language says it its way).
    say: (view) => `ribelle.lesson.score.${view.detail.pile ?? 'military'}`,
    move: (view, moves) => scoreCard(view, moves),
    marks: (view, m) => (m.type === 'score' ? [handMark(view, m.card), 'score-card'] : []),
  },
  {
    // The round's end: a hand over its limit gives up a card (the one worth least in all).
    say: 'ribelle.lesson.discard',
    params: (view) => ({ limit: view.me?.handLimit ?? 0 }),
    move: (view, moves) => discardCard(view, moves),
    marks: (view, m) => (m.type === 'discard' ? [handMark(view, m.card), 'discard-card'] : []),
  },
];

export const lesson: Lesson<RibelleView, RibelleMove, RibelleOptions> = {
  gameId: 'repubblica-ribelle',
  title: 'ribelle.lesson.title',
  options: { demo: true, firstPlayer: 0 },
  seatCount: 2,
  seed: 43,
  person: 0,
  appLevel: 'easy',
  intro: 'ribelle.lesson.intro',
  steps,
  end: 'ribelle.lesson.end',
};
