// "Impara giocando": a guided first game, written as data per game (src/games/<id>/lesson.ts).
// A lesson is a real game from a fixed set-up (options, seats, seed) with one person in one seat
// and the app in the others (so no hand-off), and a script: for each of the person's decisions
// in turn, the move asked for, the elements of the screen to tap for it (their data-testid) and
// a few words about it. The table's coach (src/table/lesson/) shows the words beside the marked
// element, refuses any other move with a gentle word, and moves on when the asked move is made.
// The app's moves are deterministic for a lesson (the app seeds its choices from the lesson,
// src/table/lesson/script.ts), so what the script relies on happens every time.
import type { Level } from '../engine/players.ts';
import type { Seat } from '../engine/types.ts';

/** One step of a lesson: one of the person's decisions (or a run of alike ones, `times`). */
export interface LessonStep<V = unknown, M = unknown> {
  /** i18n key of the words: two or three sentences saying what this is and why (maybe by the view: the cards in hand). */
  say: string | ((view: V) => string);
  /** Parameters of the words, from the person's view and the seats' names (a name, a number). */
  params?: (view: V, names: readonly string[]) => Record<string, string | number>;
  /** The move asked for, one of the legal `moves`, from the person's view. */
  move: (view: V, moves: readonly M[]) => M;
  /**
   * The data-testid of the elements to tap for that move, in order (a card, then the button
   * that lays it out): the coach marks the first until it is tapped, then the next. A mark
   * written '?<data-testid>' is one the screen may not show (the picker a small map opens for a
   * hex): the coach passes it when the mark after it is on screen instead.
   */
  marks: (view: V, move: M) => readonly string[];
  /**
   * The data-testid of what the words are about, when it is not the element to tap (the role
   * panel over its button): the bubble keeps clear of it too where the screen has room.
   */
  about?: string;
  /**
   * The data-testid of other things on screen the bubble must not cover where the screen has
   * room (the power card beside the role): at worst it widens and goes under the element.
   */
  keep?: readonly string[];
  /** Whether the person's move is the one asked for (default: the same move). */
  accepts?: (move: M, asked: M, view: V) => boolean;
  /** How many of the person's decisions in a row this step covers, alike (default 1). */
  times?: number;
}

export interface Lesson<V = unknown, M = unknown, O = unknown> {
  gameId: string;
  /** i18n key of the lesson's title (the save's name). */
  title: string;
  options: O;
  seatCount: number;
  seed: number;
  /** The person's seat; every other seat is the app's, at `appLevel`. */
  person: Seat;
  appLevel: Level;
  /** i18n key of the words before the first step (a sentence or two), shown with the first. */
  intro?: string;
  steps: readonly LessonStep<V, M>[];
  /** i18n key of the words once the script is done: the person goes on alone. */
  end: string;
  /**
   * The kiosk's shorter lesson, for a visitor's two minutes: the script's first `steps` steps,
   * then `end`'s words (the game goes on, as after the whole script). Absent: the whole script.
   */
  kiosk?: { steps: number; end: string };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyLesson = Lesson<any, any, any>;

/** The games with a lesson, and how to load it (with its words, registered with the game's). */
export const LESSONS: Readonly<Record<string, () => Promise<AnyLesson>>> = {
  rubico: () => import('./rubico/lesson.ts').then((m) => m.lesson as AnyLesson),
  'fiamme-d-assalto': () => import('./fiamme-d-assalto/lesson.ts').then((m) => m.lesson as AnyLesson),
  fabrisiko: () => import('./fabrisiko/lesson.ts').then((m) => m.lesson as AnyLesson),
  'repubblica-ribelle': () => import('./repubblica-ribelle/lesson.ts').then((m) => m.lesson as AnyLesson),
  corteo: () => import('./corteo/lesson.ts').then((m) => m.lesson as AnyLesson),
};

export function hasLesson(gameId: string): boolean {
  return gameId in LESSONS;
}

/** The seats' names in a lesson: the app's these, the person's "Anna (tu)" / "Anna (you)" (lesson.you, in the language of the moment). */
const APP_NAMES = ['Bruno', 'Carla', 'Dario', 'Elena', 'Fabio', 'Gina'];

/** The seats' names of a lesson, the person's given. */
export function lessonNames(lesson: AnyLesson, you: string): string[] {
  let k = 0;
  return Array.from({ length: lesson.seatCount }, (_, seat) => (seat === lesson.person ? you : APP_NAMES[k++]));
}

/** The lesson as a kiosk plays it: its script cut to the kiosk's part, with its own last words. */
export function forKiosk(lesson: AnyLesson): AnyLesson {
  return lesson.kiosk ? { ...lesson, steps: lesson.steps.slice(0, lesson.kiosk.steps), end: lesson.kiosk.end } : lesson;
}
