// A double tap (a finger's) on a button that commits a move must commit that move only. The first tap's
// move can be saved and shown before the second touch lands, and then the second lands on
// whatever control the new position put under the finger (a double tap on Rubico's "Svela"
// pressed "Prossimo turno" and skipped the reveal). So the second touch of a double tap (close
// in time and place to the one before) is dropped when a move was committed in between.
import { useEffect, useRef } from 'preact/hooks';

/** Two touches this close in time (ms) and place (CSS px) are one double tap. */
export const DOUBLE_TAP_MS = 400;
export const DOUBLE_TAP_PX = 40;

interface Touch {
  x: number;
  y: number;
  time: number;
  /** Moves committed when the finger came down. */
  moves: number;
}

/** Decides, touch by touch, whether a touch is the second of a double tap across a move. */
export class DoubleTapGuard {
  private last: Touch | null = null;

  /** A finger comes down; true when this touch (and the click it makes) must be dropped. */
  down(touch: Touch): boolean {
    const prev = this.last;
    this.last = touch;
    return (
      !!prev &&
      touch.moves !== prev.moves &&
      touch.time - prev.time < DOUBLE_TAP_MS &&
      Math.hypot(touch.x - prev.x, touch.y - prev.y) < DOUBLE_TAP_PX
    );
  }
}

/**
 * Drops the click of a double tap's second touch on the whole page, while mounted. `moves` is
 * the number of moves committed so far.
 */
export function useDoubleTapGuard(moves: number): void {
  const movesRef = useRef(moves);
  movesRef.current = moves;
  useEffect(() => {
    const guard = new DoubleTapGuard();
    let dropClick = false;
    const down = (e: PointerEvent) => {
      // A finger's double tap; a mouse's double click is deliberate (and a test driver's clicks).
      if (e.pointerType === 'mouse') dropClick = false;
      else dropClick = guard.down({ x: e.clientX, y: e.clientY, time: e.timeStamp, moves: movesRef.current });
    };
    const click = (e: MouseEvent) => {
      if (!dropClick) return;
      dropClick = false;
      e.stopPropagation();
      e.preventDefault();
    };
    window.addEventListener('pointerdown', down, true);
    window.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('pointerdown', down, true);
      window.removeEventListener('click', click, true);
    };
  }, []);
}
