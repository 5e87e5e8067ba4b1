// The step under way, read off the order of play (the state's `flow`, engine/flow.ts): the
// decision on top of the stack, or 'over' once it is empty. The rules' questions that depend on
// the phase (may this unit throw now? is it the corteo's movement?) ask it here; the step table
// (steps.ts) is what moves the game from one step to the next.
import { topFrame } from '../../../engine/flow.ts';
import type { CorteoState, StepName } from './types.ts';

/** The step on top of the stack ('over' once the game is over). */
export function stepNow(s: Pick<CorteoState, 'flow'>): StepName | 'over' {
  return (topFrame(s)?.step as StepName | undefined) ?? 'over';
}
