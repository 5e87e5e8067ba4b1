// Replaying an entrance animation on an element kept from step to step. A table keeps its
// elements when the step changes (a new element drew the whole bar again at every move); to play
// the step's slide or fade again, the element's animation name swaps between two copies of the
// same keyframes (tl-in / tl-in-again in table-layout.css), which restarts it.
import { useRef } from 'preact/hooks';

/** Flips at each new `key`: true and false in turn, for the class that names the other copy. */
export function useAgain(key: string | undefined): boolean {
  const step = useRef({ key, again: false });
  if (step.current.key !== key) step.current = { key, again: !step.current.again };
  return step.current.again;
}
