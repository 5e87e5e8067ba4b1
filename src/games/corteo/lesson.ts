// Corteo's "Impara giocando": the base game on the whole city, the person leading the corteo in
// seat 0 and the app playing the potere in seat 1. The first hand brings, once each, the corteo's
// decisions: a unit placed in the starting area and the rest placed for it, the component at the
// head of the march, a unit moved on the map (the unit, then where it goes) and the movement
// ended, the units at the head named, a combat chosen and its die rolled. Then the person goes
// on alone. The words are in strings/lesson.ts.
//
// A hex is tapped on the map (hex-<key>); where the map's hexes are smaller than a finger (a
// tablet showing the whole city) the tap opens the picker, whose hex (hexpick-<key>) comes next:
// a mark the screen may not show, '?', passed when the one after it is there.
import { parseHexKey } from '../../engine/hex.ts';
import type { Lesson, LessonStep } from '../lessons.ts';
import type { CorteoMove, CorteoOptions, CorteoView } from './rules.ts';

type Move = CorteoMove;
type Step = LessonStep<CorteoView, Move>;

const find = (moves: readonly Move[], type: Move['type']): Move => {
  const m = moves.find((x) => x.type === type);
  if (!m) throw new Error(`the Corteo lesson asks for a ${type} that is not legal now`);
  return m;
};

/** A tap on hex `key`: on the map, then in the picker where the map's hexes are small. */
const hexTap = (key: string): string[] => [`hex-${key}`, `?hexpick-${key}`];


/** A hex's centre on the (pointy) map, in hex sizes. */
function spot(key: string): { x: number; y: number } {
  const h = parseHexKey(key);
  return { x: Math.sqrt(3) * (h.q + h.r / 2), y: 1.5 * h.r };
}

/** The hex of `keys` nearest the middle of their box (where the map centres them), by key on a tie. */
function middlemost(keys: readonly string[]): string {
  const ps = keys.map(spot);
  const mid = { x: (Math.min(...ps.map((p) => p.x)) + Math.max(...ps.map((p) => p.x))) / 2, y: (Math.min(...ps.map((p) => p.y)) + Math.max(...ps.map((p) => p.y))) / 2 };
  const far = (k: string) => Math.hypot(spot(k).x - mid.x, spot(k).y - mid.y);
  return [...keys].sort((a, b) => far(a) - far(b) || (a < b ? -1 : a > b ? 1 : 0))[0];
}

/**
 * The unit moved and where: the map shows the units that may move as the movement begins (on a
 * phone close up, centred on them) and a picked unit with its reach, so the unit is the one
 * nearest the middle of those units, and its destination the hex of its reach nearest the
 * middle of the unit and its reach.
 */
function moving(view: CorteoView, moves: readonly Move[]): Move {
  const list = moves.filter((m): m is Extract<Move, { type: 'move' }> => m.type === 'move');
  const at = new Map(view.units.map((u) => [u.id, u.at]));
  const from = middlemost([...new Set(list.map((m) => at.get(m.unit) ?? ''))].filter((k) => k.includes(',')));
  const unit = list.find((m) => at.get(m.unit) === from)?.unit;
  const reach = list.filter((m) => m.unit === unit);
  const to = middlemost([from, ...reach.map((m) => m.to)]);
  return reach.find((m) => m.to === to) ?? reach[0] ?? find(moves, 'move');
}

const steps: Step[] = [
  {
    say: 'corteo.lesson.place',
    move: (_, moves) => find(moves, 'place'),
    marks: (_, m) => (m.type === 'place' ? [`unit-${m.unit}`, ...hexTap(m.at)] : []),
  },
  {
    say: 'corteo.lesson.placeRest',
    move: (_, moves) => find(moves, 'done'),
    marks: () => ['place-rest'],
  },
  {
    say: 'corteo.lesson.head',
    move: (_, moves) => find(moves, 'head'),
    marks: (_, m) => (m.type === 'head' ? [`head-${m.component}`] : []),
  },
  {
    say: 'corteo.lesson.move',
    params: (_, names) => ({ name: names[1] ?? '' }),
    move: (view, moves) => moving(view, moves),
    marks: (view, m) => {
      if (m.type !== 'move') return [];
      const from = view.units.find((u) => u.id === m.unit)?.at ?? '';
      return [...hexTap(from), ...hexTap(m.to)];
    },
  },
  {
    say: 'corteo.lesson.endMove',
    move: (_, moves) => find(moves, 'done'),
    marks: () => ['end-move'],
  },
  {
    say: 'corteo.lesson.heads',
    move: (_, moves) => find(moves, 'heads'),
    marks: (_, m) => (m.type === 'heads' ? [...m.units.map((u) => `headunit-${u}`), 'heads-confirm'] : []),
  },
  {
    say: 'corteo.lesson.combat',
    params: (_, names) => ({ name: names[1] ?? '' }),
    move: (_, moves) => find(moves, 'combat'),
    marks: () => ['combat-0', 'roll'],
    // The odds and the table's column the die is read on stay beside the words where there is room.
    about: 'combat-odds',
  },
];

export const lesson: Lesson<CorteoView, CorteoMove, CorteoOptions> = {
  gameId: 'corteo',
  title: 'corteo.lesson.title',
  options: { mode: 'base', map: 'citta' },
  seatCount: 2,
  seed: 1,
  person: 0,
  appLevel: 'easy',
  intro: 'corteo.lesson.intro',
  steps,
  end: 'corteo.lesson.end',
};
