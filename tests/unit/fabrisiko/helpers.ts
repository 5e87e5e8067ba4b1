// Building FabRisiko! positions for the rulebook's cases: a real set-up, then the board edited.
import { startAt } from '../../../src/engine/flow.ts';
import { fabrisikoRules as R } from '../../../src/games/fabrisiko/rules.ts';
import { draft, fabContext, writeLog, type FabContext } from '../../../src/games/fabrisiko/rules/context.ts';
import { nodeOf } from '../../../src/games/fabrisiko/rules/board.ts';
import type { StepName } from '../../../src/games/fabrisiko/rules/steps.ts';
import { beginTurn } from '../../../src/games/fabrisiko/rules/turn.ts';
import { viewStep } from '../../../src/games/fabrisiko/rules/view.ts';
import type { FabMove, FabState } from '../../../src/games/fabrisiko/rules/types.ts';
import type { FactionId, UnitKind } from '../../../src/games/fabrisiko/content/index.ts';

export const T = nodeOf;

/** A 2-4 player game at its first invasion step, with the factions given in seat order. */
export function game(factions: FactionId[], seed = 1): FabState {
  const s = R.setup({ tournament: false }, factions.length, seed);
  // Re-deal the drawn sheets as asked, keeping everything else.
  const t: FabState = structuredClone(s);
  t.faction = factions.slice();
  t.owner.fill(-1);
  t.units = [];
  t.factory.fill(false);
  t.aa.fill(false);
  factions.forEach((f, seat) => (t.owner[T(f)] = seat));
  return t;
}

export const active = (s: FabState): number => s.order[s.turnIdx];

export function put(s: FabState, seat: number, k: UnitKind, at: string | number, n = 1): void {
  s.units.push({ o: seat, k, at: typeof at === 'string' ? T(at) : at, n, mv: 0, from: -1 });
}

/** Runs `f` on a context over a copy of `s` and returns the next state. */
export function run(s: FabState, f: (c: FabContext) => unknown): FabState {
  const c = fabContext(draft(s));
  f(c);
  return c.finish(writeLog);
}

export function apply(s: FabState, m: FabMove): FabState {
  const seat = R.decision(s)!.seat;
  const r = R.apply(s, seat, m);
  if (!r.ok) throw new Error(`${JSON.stringify(m)} refused: ${r.reason}`);
  return r.state;
}

/** Puts the game at `step` (a decision of the turn), as if the turn had come to it. */
export function at(s: FabState, step: StepName): FabState {
  s.flow = startAt(step);
  return s;
}

/** The step the screens name now ('battle' for every stage of a battle, 'over' at the end). */
export const stepNow = (s: FabState): string => viewStep(s);

/** The stage of the battle under way (its step), or undefined. */
export const stage = (s: FabState): string | undefined => R.view(s, 'table').battle?.stage;

/** The active player's turn begun (phase 1-A and what follows), at its first step. */
export const begin = (s: FabState): FabState => run(s, (c) => (c.s.flow = startAt(beginTurn(c)!)));

export const logKeys = (s: FabState): string[] => s.log.flat().map((e) => e.key);
export { R };
