// Fiamme's step table: every step of a mission's order of play, and the file of its rule. The
// engine keeps the order of play in the state (`flow`, engine/flow.ts): the decisions (who takes
// them: `actor`, nothing is secret between players; the moves they take, one handler a kind)
// and the automatic procedures that call them and, when they end, say what follows.
//
//   tdnTurn -> tdnCard -> tdnTurn ... -> trenchTurn        (tdn.ts)
//   trenchTurn -> trenchCard -> trenchFight -> cardEnd      (trench.ts)
//     -> trenchTurn, or the end: veterans (campaign.ts)
//   a turn calls its orders: command dice, spend, selection (turn.ts, spend.ts);
//   trenchFight calls the combat (combat.ts), which calls its rolls;
//   every roll (rolls.ts) is called by the step whose rule needs it and ends with the final
//   roll (after its rerolls), which the caller's `resume` applies.
import type { AnyStep } from '../../../engine/steps.ts';
import { topFrame } from '../../../engine/flow.ts';
import type { FiammeContext } from './context.ts';
import type { DieSpec, FiammeMove, FiammeState, FiammeStep, RollDice, RollPurpose } from './types.ts';
import { STEP_KINDS } from './keys.ts';
import { actor, applyRoll, rerollStep, rollMoves, rollStep } from './rolls.ts';
import { COMMAND_DICE, orders, pickStep, SELECT_DICE, selection, volunteerStep } from './turn.ts';
import { spendStep } from './spend.ts';
import { TEST_DICE } from './attribute-test.ts';
import { SNIPER_DICE, tdnCardStep, tdnTurn } from './tdn.ts';
import { ENEMIES_DICE, enemiesStep, FUOCO_DICE, PM_DICE } from './enemies.ts';
import { combat, FIRE_DICE, GRENADE_DICE, MELEE_DICE } from './combat.ts';
import { cardEnd, GRANATE_DICE, skipGranate, trenchCardStep, trenchFight, trenchTurn } from './trench.ts';
import { veterans, veteranStep } from './campaign.ts';

/** The dice of every kind of roll (each beside its rule). */
const ROLL_DICE: Record<RollPurpose, RollDice> = {
  command: COMMAND_DICE, // turn.ts
  select: SELECT_DICE, // turn.ts
  test: TEST_DICE, // attribute-test.ts
  sniper: SNIPER_DICE, // tdn.ts
  pm: PM_DICE, // enemies.ts
  fuoco: FUOCO_DICE, // enemies.ts
  enemies: ENEMIES_DICE, // enemies.ts
  grenade: GRENADE_DICE, // combat.ts
  fire: FIRE_DICE, // combat.ts
  melee: MELEE_DICE, // combat.ts
  granate: GRANATE_DICE, // trench.ts
};

/** The dice a roll of `purpose` asks for now. */
export function rollSpecs(s: FiammeState, purpose: RollPurpose): DieSpec[] {
  return ROLL_DICE[purpose].dice(s);
}

export const FIAMME_STEPS = {
  // The phases' turns and the end of the mission (procedures).
  tdnTurn,
  tdnCard: tdnCardStep,
  trenchTurn,
  trenchCard: trenchCardStep,
  trenchFight,
  cardEnd,
  veterans,
  // A turn's orders.
  orders,
  spend: spendStep,
  selection,
  volunteer: volunteerStep,
  pick: pickStep,
  combat,
  // The rolls.
  command: rollStep('command', COMMAND_DICE),
  select: rollStep('select', SELECT_DICE),
  test: rollStep('test', TEST_DICE),
  sniper: rollStep('sniper', SNIPER_DICE),
  pm: rollStep('pm', PM_DICE),
  fuoco: rollStep('fuoco', FUOCO_DICE),
  enemies: enemiesStep,
  grenade: rollStep('grenade', GRENADE_DICE),
  fire: rollStep('fire', FIRE_DICE),
  melee: rollStep('melee', MELEE_DICE),
  /** GRANATE: roll to recover grenades, or not (trench.ts). */
  granate: {
    kind: STEP_KINDS.granate,
    seat: actor,
    moves: (s) => [...rollMoves(s, 'granate', GRANATE_DICE), { type: 'skip' }],
    on: {
      roll: (c, move) => applyRoll(c, move, 'granate', GRANATE_DICE),
      skip: (c) => skipGranate(c),
    },
  },
  reroll: rerollStep(ROLL_DICE),
  veteran: veteranStep,
} satisfies Record<string, AnyStep<FiammeState, FiammeMove, FiammeContext>>;

export type StepName = keyof typeof FIAMME_STEPS;

/** The step under way as the views name it: a decision, or 'over' once the mission is over. */
export function stepNow(s: FiammeState): FiammeStep {
  const top = topFrame(s);
  return top === null ? 'over' : (top.step as FiammeStep);
}

/** The moves open now (what the engine's legalMoves gives the deciding seat). */
export function movesNow(s: FiammeState): FiammeMove[] {
  const top = topFrame(s);
  if (top === null) return [];
  const step = FIAMME_STEPS[top.step as StepName];
  return 'moves' in step && step.moves ? step.moves(s, step.seat(s)) : [];
}

/** Who decides now (the veterans' owners, else `actor`), or null once the mission is over. */
export function seatNow(s: FiammeState): number | null {
  const top = topFrame(s);
  if (top === null) return null;
  const step = FIAMME_STEPS[top.step as StepName];
  return 'seat' in step ? step.seat(s) : null;
}
