// "Cosa farebbe Passamano?": the move the app would make for the seat deciding, asked by that
// seat's person (table/hint.ts finds it). The table or the private screen provides it here and a
// game's screen marks it where the move is made: the button that plays it gets `hintMark`, a
// target on a board its own mark. Nothing else of the game changes: every choice stays open.
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import './hint.css';

/** The move the app would make now, or null (no hint asked, or hints off). */
export const HintContext = createContext<unknown>(null);

/** The hinted move of the decision on screen, or null. */
export function useHint<M>(): M | null {
  return (useContext(HintContext) as M | null) ?? null;
}

/** Whether two moves are the same (moves are plain JSON). */
export function sameMove(a: unknown, b: unknown): boolean {
  return a !== null && a !== undefined && JSON.stringify(a) === JSON.stringify(b);
}

/** The props that mark the button playing `move` when it is the hint; none otherwise. */
export function hintMark(hint: unknown, move: unknown): { 'data-hint'?: 'true' } {
  return sameMove(hint, move) ? { 'data-hint': 'true' } : {};
}
