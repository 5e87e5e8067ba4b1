// Where a lesson stands and what it asks, from the game alone: the step is the one covering the
// person's next decision, counted from the moves the person has made (every move the lesson lets
// through is the one asked, so the count is the script's position; an undo steps back with it).
// No DOM here: the coach (Coach.tsx), the session's guard and the tests share these.
import type { AnyLesson, LessonStep } from '../../games/lessons.ts';
import { indexOfMove } from '../../engine/players.ts';
import type { AnyRules, Seat } from '../../engine/types.ts';

/** The i18n key of the gentle word a move gets when it is not the one asked for. */
export const NOT_THIS_MOVE = 'lesson.notThis';

/** The step covering the person's `made`-th decision (0-based), or null once the script is done. */
export function stepAt(lesson: AnyLesson, made: number): { index: number; step: LessonStep } | null {
  let left = made;
  for (let index = 0; index < lesson.steps.length; index++) {
    const step = lesson.steps[index];
    const times = step.times ?? 1;
    if (left < times) return { index, step };
    left -= times;
  }
  return null;
}

/** How many of the person's decisions the whole script covers. */
export function scriptLength(lesson: AnyLesson): number {
  return lesson.steps.reduce((n, s) => n + (s.times ?? 1), 0);
}

/** The moves the person has made so far in a log. */
export function madeBy(log: readonly { seat: Seat }[], person: Seat): number {
  let n = 0;
  for (const m of log) if (m.seat === person) n++;
  return n;
}

/**
 * A mark the screen may not show, written '?<data-testid>' (the picker a small map opens for a
 * hex): the coach passes it when the mark after it is on screen instead.
 */
export const isOptionalMark = (mark: string): boolean => mark.startsWith('?');
/** The data-testid a mark names. */
export const markId = (mark: string): string => (isOptionalMark(mark) ? mark.slice(1) : mark);

/** What the lesson asks now: the step, the move and the elements to tap; null when it asks nothing. */
export interface Ask {
  index: number;
  step: LessonStep;
  move: unknown;
  marks: readonly string[];
  /** What the words are about, kept clear by the bubble where it can (a data-testid). */
  about?: string;
  /** Other things the bubble keeps clear of where it can (data-testids). */
  keep: readonly string[];
  words: { key: string; params?: Record<string, string | number> };
}

/**
 * What the lesson asks of the person in this state: null when the decision is not the person's
 * (the app is playing) or when the script is done.
 */
export function askNow(lesson: AnyLesson, rules: AnyRules, state: unknown, made: number, names: readonly string[] = []): Ask | null {
  const d = rules.decision(state);
  if (!d || d.seat !== lesson.person) return null;
  const at = stepAt(lesson, made);
  if (!at) return null;
  const view = rules.view(state, lesson.person);
  const moves = rules.legalMoves(state, lesson.person) as readonly unknown[];
  const move = at.step.move(view, moves);
  return {
    index: at.index,
    step: at.step,
    move,
    marks: at.step.marks(view, move),
    about: at.step.about,
    keep: at.step.keep ?? [],
    words: { key: typeof at.step.say === 'function' ? at.step.say(view) : at.step.say, params: at.step.params?.(view, names) },
  };
}

/** Whether `move` is the one asked for (the step's own test, else the same move). */
export function isAsked(ask: Ask, move: unknown, view: unknown): boolean {
  if (ask.step.accepts) return ask.step.accepts(move, ask.move, view);
  return indexOfMove([ask.move], move) === 0;
}

/**
 * The session's guard during a lesson: null lets the move through; otherwise the gentle word's
 * key. Only the person's moves are checked while the script runs; the app's never are.
 */
export function refusal(lesson: AnyLesson, rules: AnyRules, state: unknown, made: number, seat: Seat, move: unknown): string | null {
  if (seat !== lesson.person) return null;
  const ask = askNow(lesson, rules, state, made);
  if (!ask) return null;
  return isAsked(ask, move, rules.view(state, lesson.person)) ? null : NOT_THIS_MOVE;
}

/**
 * The seed of the app's choice at the decision after `at` moves of a lesson: fixed, so the app
 * plays the same every time and the script can rely on it. Drawn from the lesson's id, never from
 * the game's seed (which would tell the app the deck).
 */
export function lessonAppSeed(lessonId: string, at: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < lessonId.length; i++) h = Math.imul(h ^ lessonId.charCodeAt(i), 0x01000193);
  return (Math.imul(h ^ at, 0x9e3779b1) >>> 0) % 0x7fffffff;
}

/**
 * The session's guard for a lesson (GameSession.guard): reads the game as it stands when a move
 * comes, so it always judges against the step under way.
 */
export function lessonGuard(lesson: AnyLesson, rules: AnyRules, now: () => { state: unknown; log: readonly { seat: Seat }[] }): (seat: Seat, move: unknown) => string | null {
  return (seat, move) => {
    const { state, log } = now();
    return refusal(lesson, rules, state, madeBy(log, lesson.person), seat, move);
  };
}
