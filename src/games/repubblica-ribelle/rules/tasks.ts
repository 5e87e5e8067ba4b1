// The tasks of a round's second half as frames of the engine's order of play (engine/flow.ts):
// which step runs each kind of task (its frame carries the task itself), where the game stands
// for the views (`stageOf`), the tasks still to come read back from the flow (the views list
// them), and a flow rebuilt from that list (an app player's determinized state). What each task
// does and what follows it is the step table's business (steps.ts).
import { queued, queueFrame, topFrame, type Frame } from '../../../engine/flow.ts';
import type { DecisionStep, RibelleState, Step, StepName, Task } from './types.ts';

/** The step that runs a task when it comes up: a decision, or a procedure that may lead to one. */
export const TASK_STEP: Record<Task['t'], StepName> = {
  activate: 'activation',
  count: 'count',
  autoCount: 'autoCount',
  outcome: 'outcome',
  pileDraw: 'pileDraw',
  pile: 'tasks.pile',
  placeDm: 'placeDm',
  winMission: 'winMission',
  lose: 'lose',
  loseDm: 'dmLoss',
  loseLeader: 'loseLeader',
  support: 'support',
  health: 'health',
  cleanup: 'cleanup',
  supply: 'supply',
  endRound: 'endRound',
  discard: 'handLimit',
  phaseCheck: 'phaseCheck',
  phaseBonus: 'tasks.phaseBonus',
  refill: 'refill',
  startRound: 'startRound',
};

/** The decision a task waits at, for the kinds that may wait for a seat. */
const WAITING_STEP: Partial<Record<Task['t'], DecisionStep>> = {
  activate: 'tasks.activate',
  pile: 'tasks.pile',
  loseDm: 'tasks.loseDm',
  discard: 'tasks.discard',
  phaseBonus: 'tasks.phaseBonus',
};

/** A task's frame, as queued. */
export const taskFrame = (t: Task): Frame => ({ step: TASK_STEP[t.t], args: t });

/** The task under way (the data of the frame on top), typed by the step that knows its kind. */
export function taskOf<K extends Task['t']>(s: RibelleState, _kind: K): Extract<Task, { t: K }> {
  return topFrame(s)?.args as Extract<Task, { t: K }>;
}

/** Where the game stands, as the views name it. */
export function stageOf(s: RibelleState): Step {
  const top = topFrame(s);
  if (!top) return 'over';
  const step = top.step as StepName;
  if (step === 'mission.military' || step === 'mission.one') return 'mission';
  if (step.startsWith('tasks.')) return 'tasks';
  return step as Step;
}

/** The tasks still to come, the one under way first (empty outside a round's second half). */
export function tasksOf(s: RibelleState): Task[] {
  const f = s.flow;
  if (f.length === 0 || !f[f.length - 1].step.startsWith('tasks.')) return [];
  const out: Task[] = [f[f.length - 1].args as Task];
  // The queues under it, innermost first: frames of a task that called a queue of its own and
  // only ends after it (a count's rewards, an outcome's losses) are not tasks still to come.
  for (let i = f.length - 2; i >= 0; i--) {
    for (const q of queued(f[i]) ?? []) out.push(q.args as Task);
  }
  return out;
}

/** The flow of a round's second half whose tasks still to come are `tasks` (the first waits). */
export function flowOfTasks(tasks: readonly Task[]): Frame[] {
  const [head, ...rest] = tasks;
  const waits = WAITING_STEP[head.t];
  if (!waits) throw new Error(`a ${head.t} task never waits for a decision`);
  return [{ step: 'reveal' }, queueFrame(rest.map(taskFrame)), { step: waits, args: head }];
}
