// Fiamme's step table: every decision of a mission, who takes it (`actor`; nothing is secret
// between players), the moves it takes and where its rule is. The engine derives decision,
// activeSeats and legalMoves from it and makes the opening checks (game over, not your turn,
// not a move, not a move of this step).
import type { Step } from '../../../engine/steps.ts';
import type { FiammeContext } from './context.ts';
import type { FiammeMove, FiammeState, FiammeStep, RollPurpose } from './types.ts';
import { STEP_KINDS } from './keys.ts';
import { acceptRoll, applyReroll, applyRoll, rerollMoves, rollMoves } from './rolls.ts';
import { applySpend, applyUsePM, spendMoves } from './spend.ts';
import { applyPick, applyVolunteer, pickMoves, volunteerMoves } from './turn.ts';
import { applyImprove, veteranMoves } from './campaign.ts';
import { skipGranate } from './trench.ts';

export type StepName = Exclude<FiammeStep, 'over'>;
type FiammeStepDef = Step<FiammeState, FiammeMove, FiammeContext>;

const actor = (s: FiammeState) => s.actor;

/** A plain roll step: the dice of `purpose` (rolls.ts and the rule named in its ROLLS entry). */
function roll(purpose: RollPurpose): FiammeStepDef {
  return {
    kind: STEP_KINDS[purpose],
    seat: actor,
    accepts: ['roll'],
    moves: rollMoves,
    apply: (c, _seat, move) => (move.type === 'roll' ? applyRoll(c, move) : null),
  };
}

export const FIAMME_STEPS: Record<StepName, Step<FiammeState, FiammeMove, FiammeContext>> = {
  command: roll('command'),
  select: roll('select'),
  test: roll('test'),
  sniper: roll('sniper'),
  pm: roll('pm'),
  fuoco: roll('fuoco'),
  grenade: roll('grenade'),
  fire: roll('fire'),
  melee: roll('melee'),
  /** The enemy roll; the Pistole Mitragliatrici may still be used first (spend.ts). */
  enemies: {
    kind: STEP_KINDS.enemies,
    seat: actor,
    accepts: ['roll', 'usePM'],
    moves: (s) => (s.pm === 'ready' ? [...rollMoves(s), { type: 'usePM' }] : rollMoves(s)),
    apply: (c, _seat, move) => (move.type === 'usePM' ? applyUsePM(c) : move.type === 'roll' ? applyRoll(c, move) : null),
  },
  /** GRANATE: roll to recover grenades, or not (trench.ts). */
  granate: {
    kind: STEP_KINDS.granate,
    seat: actor,
    accepts: ['roll', 'skip'],
    moves: (s) => [...rollMoves(s), { type: 'skip' }],
    apply: (c, _seat, move) => (move.type === 'skip' ? skipGranate(c) : move.type === 'roll' ? applyRoll(c, move) : null),
  },
  /** After a roll: spend Ardimento on a die, or keep the dice (rolls.ts). */
  reroll: {
    kind: STEP_KINDS.reroll,
    seat: actor,
    accepts: ['reroll', 'accept'],
    moves: rerollMoves,
    apply: (c, _seat, move) => (move.type === 'reroll' ? applyReroll(c, move) : acceptRoll(c)),
  },
  /** Spending the command points (spend.ts). */
  spend: {
    kind: STEP_KINDS.spend,
    seat: actor,
    accepts: ['done', 'modifier', 'ardimento', 'choose', 'bomb', 'pass', 'pmFlip', 'usePM', 'fuoco'],
    moves: spendMoves,
    apply: applySpend,
  },
  /** Co-op: which player acts this turn; seat 0 decides for the table (turn.ts). */
  volunteer: {
    kind: STEP_KINDS.volunteer,
    seat: actor,
    accepts: ['volunteer'],
    moves: volunteerMoves,
    apply: (c, _seat, move) => (move.type === 'volunteer' ? applyVolunteer(c, move) : null),
  },
  /** The selection die named a unit no longer in play: a free choice (turn.ts). */
  pick: {
    kind: STEP_KINDS.pick,
    seat: actor,
    accepts: ['pick'],
    moves: pickMoves,
    apply: (c, _seat, move) => (move.type === 'pick' ? applyPick(c, move) : null),
  },
  /** A won mission's new veterans, one attribute each (campaign.ts). */
  veteran: {
    kind: STEP_KINDS.veteran,
    seat: actor,
    accepts: ['improve'],
    moves: veteranMoves,
    apply: (c, _seat, move) => (move.type === 'improve' ? applyImprove(c, move) : null),
  },
};

export function stepOf(s: FiammeState): StepName | null {
  return s.step === 'over' ? null : s.step;
}

/** The moves open now (what the engine's legalMoves gives the deciding seat). */
export function movesNow(s: FiammeState): FiammeMove[] {
  const name = stepOf(s);
  return name === null ? [] : FIAMME_STEPS[name].moves(s, s.actor);
}
