// Corteo's "Impara giocando": a short scenario on a corner of the city, three hands long. The
// person leads a small corteo (the Movement's seven units) out of Piazza Mento and the app plays
// a handful of potere units along the avenue to the east; nobody else plays, so no hand-off.
// The scenario is an editor's one (an ordinary game option, `custom`: the rules see nothing
// new), so its set-up, its objectives, its length and its victory levels are data here.
//
// Seed 6's dice and the app's fixed choices bring each kind of the corteo's decisions once,
// where it first happens: placing the corteo and its head, a unit moved (its reach and costs), a
// throw, a unit brought into contact, a barricade, the movement ended, the head units named, a
// combat and its die, an advance after the win; then the potere's turn (the app moves and
// attacks, the person's unit retreats); in the second hand an objective occupied and a combat
// with no advance; in the third and last an objective left (its points kept) and the spezzoni
// taken to safety in the metro before the end, where the score is counted. The words are in
// strings/lesson.ts.
//
// A hex is tapped on the map (hex-<key>); where the map's hexes are smaller than a finger (a
// tablet showing the whole city) the tap opens the picker, whose hex (hexpick-<key>) comes next:
// a mark the screen may not show, '?', passed when the one after it is there.
import type { Lesson, LessonStep } from '../lessons.ts';
import { cellKey } from './content/city/index.ts';
import type { StartLine } from './content/scenarios/types.ts';
import { editorScenario, readScenario } from './rules/scenario-check.ts';
import type { CorteoMove, CorteoOptions, CorteoView } from './rules.ts';

type Move = CorteoMove;
type Step = LessonStep<CorteoView, Move>;

/** A hex of the city by its printed column and row (content/city/plan.ts). */
const at = (col: number, row: number): string => cellKey([col, row]);

const line = (kind: StartLine['kind'], col: number, row: number): StartLine => ({
  kind, count: 1, where: { hexes: [at(col, row)] }, provenance: { source: 'reconstructed', note: { it: 'Lezione di Corteo.', en: 'Corteo\u2019s lesson.' } },
});

/**
 * The lesson's scenario, as the scenario editor writes one (and read back as an imported one is,
 * so it is exactly the editor's shape): the Movement alone, gathered on the east side of Piazza
 * Mento; two vigili along the avenue, two celere further on and a piantone on the ruling party's
 * seat; the shops, newspapers and the ruling party worth points; three hands; victory levels
 * scaled to so short a game.
 */
export const LESSON_SCENARIO = readScenario(
  editorScenario({
    id: 'custom-lezione-corteo',
    name: 'Piazza Mento',
    hands: 3,
    heads: ['MOV'],
    components: ['MOV'],
    start: { hexes: [at(6, 3), at(6, 2), at(5, 3), at(6, 4)] },
    lines: [line('vigili', 10, 3), line('vigili', 13, 4), line('piantoni', 18, 5), line('celere', 16, 3), line('celere', 17, 3)],
    schedule: [],
    kinds: ['partito-dominante', 'giornale', 'negozio'],
    values: {},
    own: [],
    levels: [8, 4, -4, -8, -14],
    special: {},
  }),
)!;

export const LESSON_OPTIONS: CorteoOptions = { mode: 'advanced', map: 'citta', scenario: LESSON_SCENARIO.id, custom: LESSON_SCENARIO };

/** The hexes the script names (axial keys). */
const H = {
  front: '5,3', // the corteo's front hex in the square: the 6-6 and a 6-4 spezzone
  avenue: '6,3', // a hex east along the avenue
  vigili: '9,3', // the first vigili, and after the throw the hex next to them
  pushed: '10,3', // where the throw pushes the vigili, then where the spezzone advances
  cordons: '4,3', // two 4-2 cordons
  group: '4,4', // the 4-1 group, alone at the square's south-east corner
  south: '4,5', // the street south of the square, barricaded
  shop: '0,7', // Negozio Dotto, a shop of two yellow hexes south of the square
  shop2: '-1,7',
  metro: '9,2', // Metro Corso Storico, beside the avenue
};

const U = {
  big: 'c-MOV-66-1',
  spezzone: 'c-MOV-64-1',
  cordon: 'c-MOV-42-1',
  group: 'c-MOV-41-1',
};

/** The move asked: the legal move like `want`, or a clear error when the deal no longer brings it. */
function asked(moves: readonly Move[], want: Partial<Move> & { type: Move['type'] }): Move {
  const m = moves.find((x) => Object.entries(want).every(([k, v]) => JSON.stringify((x as Record<string, unknown>)[k]) === JSON.stringify(v)));
  if (!m) throw new Error(`the Corteo lesson asks for ${JSON.stringify(want)}, which is not legal now`);
  return m;
}

/** A tap on hex `key`: on the map, then in the picker where the map's hexes are small. */
const hexTap = (key: string): string[] => [`hex-${key}`, `?hexpick-${key}`];

/** Where a unit stands in the view. */
const where = (view: CorteoView, id: string): string => view.units.find((u) => u.id === id)?.at ?? '';

/** A unit moved on the map: its hex, then where it goes. */
const moveStep = (say: string, unit: string, to: string, extra: Partial<Step> = {}): Step => ({
  say,
  move: (_, moves) => asked(moves, { type: 'move', unit, to }),
  marks: (view) => [...hexTap(where(view, unit)), ...hexTap(to)],
  ...extra,
});

const endMove = (say: string): Step => ({ say, move: (_, moves) => asked(moves, { type: 'done' }), marks: () => ['end-move'] });

/** The two head units named: the 6-6 and the 6-4 at the front. */
const heads = (say: string): Step => ({
  say,
  move: (_, moves) => asked(moves, { type: 'heads', units: [U.big, U.spezzone] }),
  marks: () => [`headunit-${U.big}`, `headunit-${U.spezzone}`, 'heads-confirm'],
});

/** The one combat there is, chosen, then its die rolled. */
const combat = (say: string): Step => ({
  say,
  move: (_, moves) => asked(moves, { type: 'combat' }),
  marks: () => ['combat-0', 'roll'],
  // The odds and the table's column the die is read on stay beside the words where there is room.
  about: 'combat-odds',
});

const steps: Step[] = [
  // Before the first hand.
  { say: 'corteo.lesson.place', move: (_, moves) => asked(moves, { type: 'done' }), marks: () => ['place-rest'] },
  { say: 'corteo.lesson.head', move: (_, moves) => asked(moves, { type: 'head', component: 'MOV' }), marks: () => ['head-MOV'] },
  // The first hand: the corteo's movement.
  moveStep('corteo.lesson.move', U.big, H.avenue),
  {
    // The spezzone still moving throws at the vigili three hexes on: the mode, the target, the die.
    say: 'corteo.lesson.throw',
    move: (_, moves) => asked(moves, { type: 'throw', unit: U.big, at: H.vigili }),
    marks: () => ['mode-throw', ...hexTap(H.vigili), 'roll'],
    about: 'throw-odds',
  },
  // It has points left and stays picked: it is stopped where it is before another unit moves.
  { say: 'corteo.lesson.stop', move: (_, moves) => asked(moves, { type: 'stop' }), marks: () => ['stop'] },
  moveStep('corteo.lesson.contact', U.spezzone, H.vigili),
  {
    say: 'corteo.lesson.barricade',
    move: (_, moves) => asked(moves, { type: 'barricade', unit: U.group, at: H.south }),
    marks: () => [...hexTap(H.group), 'mode-barricade', ...hexTap(H.south)],
  },
  endMove('corteo.lesson.endMove'),
  heads('corteo.lesson.heads'),
  combat('corteo.lesson.combat'),
  {
    say: 'corteo.lesson.advance',
    move: (_, moves) => asked(moves, { type: 'advance', unit: U.spezzone, to: H.pushed }),
    marks: () => [...hexTap(H.vigili), ...hexTap(H.pushed)],
  },
  // The potere's turn: the app moves, then its vigili attack the spezzone, which loses.
  {
    say: 'corteo.lesson.potere',
    params: (_, names) => ({ name: names[1] ?? '' }),
    move: (_, moves) => asked(moves, { type: 'retreat', unit: U.spezzone, to: H.vigili }),
    marks: () => hexTap(H.vigili),
  },
  // The second hand: an objective, and a combat won with no advance.
  moveStep('corteo.lesson.objective', U.cordon, H.shop),
  endMove('corteo.lesson.endMove2'),
  heads('corteo.lesson.heads2'),
  combat('corteo.lesson.combat2'),
  { say: 'corteo.lesson.stay', move: (_, moves) => asked(moves, { type: 'done' }), marks: () => ['advance-done'] },
  // The third and last hand: the objective left and scored, the spezzoni to safety.
  moveStep('corteo.lesson.leave', U.cordon, H.shop2),
  {
    say: 'corteo.lesson.metro',
    times: 2,
    move: (view, moves) => asked(moves, { type: 'move', unit: where(view, U.spezzone) === H.metro ? U.big : U.spezzone, to: H.metro }),
    marks: (view, m) => (m.type === 'move' ? [...hexTap(where(view, m.unit)), ...hexTap(m.to)] : []),
  },
  endMove('corteo.lesson.endMove3'),
  heads('corteo.lesson.heads3'),
];

export const lesson: Lesson<CorteoView, CorteoMove, CorteoOptions> = {
  gameId: 'corteo',
  title: 'corteo.lesson.title',
  options: LESSON_OPTIONS,
  seatCount: 2,
  seed: 6,
  person: 0,
  appLevel: 'easy',
  intro: 'corteo.lesson.intro',
  steps,
  end: 'corteo.lesson.end',
  // In the kiosk, the Movement's first turn (21 taps: the move, the throw, contact, the barricade,
  // the combat and the advance), then the visitor is asked to play the rest on their own.
  kiosk: { steps: steps.findIndex((s) => s.say === 'corteo.lesson.potere'), end: 'corteo.lesson.kioskEnd' },
};
