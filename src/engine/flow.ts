// The order of play as data: a stack of frames in the state, the top one the step under way.
// A step moves the game on by naming its successor (`goto`), calls a sub-procedure that returns
// to it (`call`, then `end` in the callee: a battle, a retreat, a reroll), or runs a queue of
// tasks one after the other (`callEach`). A frame carries the step's own small data (`args`).
// The caller learns that its callee ended through its step's `resume`, so a phase's file never
// imports the file of the phase that follows it: the step table does the wiring, once.
// (Rally the Troops' call/end/resume on its `game.state` is the model.)
import type { Json } from './types.ts';

/** One step or procedure of the order of play under way, with its own data. */
export interface Frame {
  step: string;
  args?: Json;
}

/** A state whose order of play the engine keeps (`defineRules` without `stepOf`). */
export interface Flowing {
  /** The call stack, innermost last; empty once the game is over. */
  flow: readonly Frame[];
}

/** The built-in step that runs a queue of frames one after the other (`callEach`). */
export const EACH = '@each';

/** The frame on top of the stack, or null when it is empty (the game is over). */
export function topFrame(s: Flowing): Frame | null {
  const f = s.flow;
  return f.length === 0 ? null : f[f.length - 1];
}

/** The data of the frame under way, typed by the caller that knows its step. */
export function argsOf<A extends Json>(s: Flowing): A {
  return topFrame(s)?.args as A;
}

/** The stack of a game that starts at `step` (for `setup`). */
export function startAt(step: string, args?: Json): Frame[] {
  return [args === undefined ? { step } : { step, args }];
}

/** The frames still waiting in a queue frame (`callEach`), or null for any other frame. */
export function queued(frame: Frame | undefined): readonly Frame[] | null {
  return frame?.step === EACH ? (frame.args as unknown as { rest: Frame[] }).rest : null;
}

/** A queue frame holding `frames` (to rebuild a stack from a view: determinize, the screens). */
export function queueFrame(frames: readonly Frame[]): Frame {
  return { step: EACH, args: { rest: frames as unknown as Json } };
}
