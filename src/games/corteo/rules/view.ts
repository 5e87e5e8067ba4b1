// What each viewer sees: in these two games everything on the table is public, so every
// viewer sees the same view (the RNG state excepted). One secret: Sociale's gathering place,
// in the corteo's own view only until the corteo forms there or the game ends (rules/sociale.ts).
// The step, the units still to move and the dice still to roll are read off the order of play
// (`flow`), and `flowOfView` writes them back for the screens' questions (boardOfView).
import { queued, queueFrame, type Frame } from '../../../engine/flow.ts';
import type { Json, Viewer } from '../../../engine/types.ts';
import { stepNow } from './now.ts';
import type { ScenarioHooks } from './context.ts';
import type { CorteoState, CorteoView, Pending, ScenarioState, SpecialRoll } from './types.ts';

/**
 * The tasks still to do, in the order they will be done: the decision on top, then the queues
 * below it from the innermost out (a task that called a queue of its own is under way, not to do).
 */
function tasksOf(flow: readonly Frame[]): { pending: Pending[]; rolls: SpecialRoll[] } {
  const pending: Pending[] = [];
  const rolls: SpecialRoll[] = [];
  const add = (f: Frame) => {
    if (f.step === 'retreat' || f.step === 'retreatTask') pending.push(f.args as unknown as Pending);
    else if (f.step === 'special' || f.step === 'rollTask') rolls.push(f.args as unknown as SpecialRoll);
  };
  for (let i = flow.length - 1; i >= 0; i--) {
    const rest = queued(flow[i]);
    if (rest) rest.forEach(add);
    else if (i === flow.length - 1) add(flow[i]);
  }
  return { pending, rolls };
}

/**
 * The view's order of play written back as a stack for the rules' questions: the step with the
 * unit to move or the die asked now on top, the others waiting in a queue below it.
 */
export function flowOfView(v: Pick<CorteoView, 'step' | 'pending' | 'rolls'>): Frame[] {
  if (v.step === 'over') return [];
  const rolls = v.rolls ?? [];
  const waiting: Frame[] = [
    ...v.pending.slice(v.step === 'retreat' ? 1 : 0).map((p) => ({ step: 'retreatTask', args: p as unknown as Json })),
    ...rolls.slice(v.step === 'special' ? 1 : 0).map((r) => ({ step: 'rollTask', args: r as unknown as Json })),
  ];
  const top: Frame = v.step === 'retreat' ? { step: v.step, args: v.pending[0] as unknown as Json } : v.step === 'special' ? { step: v.step, args: rolls[0] as unknown as Json } : { step: v.step };
  return waiting.length ? [queueFrame(waiting), top] : [top];
}

function scenarioView(s: CorteoState, viewer: Viewer, hooks: Pick<ScenarioHooks, 'hiddenPlace'>): ScenarioState | undefined {
  if (!s.scen || !hooks.hiddenPlace(s, viewer)) return s.scen;
  const { gather: _secret, ...rest } = s.scen;
  return rest;
}

/** What a viewer sees: the whole board, less what a scenario keeps secret from it (the hooks' hiddenPlace). */
export function view(s: CorteoState, viewer: Viewer, hooks: Pick<ScenarioHooks, 'hiddenPlace'>): CorteoView {
  const tasks = tasksOf(s.flow);
  return {
    options: s.options,
    hand: s.hand,
    side: s.side,
    step: stepNow(s),
    units: s.units,
    done: s.done,
    moving: s.moving,
    threw: s.threw,
    running: s.running,
    runsLeft: s.runsLeft,
    barricadesLeft: s.barricadesLeft,
    barricades: s.barricades,
    headComponent: s.headComponent,
    heads: s.heads,
    reinforce: s.reinforce,
    pending: tasks.pending,
    advance: s.advance,
    held: s.held,
    covered: s.covered,
    score: s.score,
    result: s.result,
    ...(s.smoke ? { smoke: s.smoke } : {}),
    ...(s.jams ? { jams: s.jams } : {}),
    ...(s.jamTried ? { jamTried: s.jamTried } : {}),
    ...(tasks.rolls.length ? { rolls: tasks.rolls } : {}),
    ...(s.scen ? { scen: scenarioView(s, viewer, hooks) } : {}),
    log: s.log.flat(),
  };
}

/**
 * The view read back as a state the rules' questions accept (where a unit may go, the odds of
 * a combat, a throw's targets): the screens ask them of the table view, which holds the whole
 * board. It has no RNG and no log, so it must never be applied to.
 */
export function boardOfView(v: CorteoView): CorteoState {
  const { log: _log, step: _step, pending: _pending, rolls: _rolls, ...rest } = v;
  return { ...rest, flow: flowOfView(v), rng: [], log: [] };
}
