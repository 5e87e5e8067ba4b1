// Rolls and rerolls (cap. 5). Every die roll is a sub-procedure of its own, called by the step
// whose rule needs it (`c.call('fire')`): the deciding seat sends {type:'roll'} (the rules roll
// from the state's RNG) or, with physical dice, {type:'roll', values:[...]}. After a roll, while
// Ardimento points remain and some die could still help, the roll becomes the 'reroll' step,
// which offers {type:'reroll', die} (1 Ardimento) and {type:'accept'}. The final roll ends the
// sub-procedure (`c.end(roll)`): the caller's `resume` applies it and says what follows.
// `lastRoll` describes the latest roll die by die, for the screen to show.
//
// What each kind of roll asks for and what its dice do is written beside its rule (its
// `RollDice`; steps.ts lists them). Drawing the dice, checking entered values and the values
// offered to bots are the engine's (engine/dice.ts); `lastRoll` keeps Fiamme's own record (what
// each die is for and did), which saves hold.
import { diceMoves, rollDie, rollFromRng, validateEntered, type DiceRequest } from '../../../engine/dice.ts';
import type { Decision } from '../../../engine/steps.ts';
import type { Json, Seat } from '../../../engine/types.ts';
import type { FiammeContext } from './context.ts';
import type { DieSpec, FiammeMove, FiammeState, RollDice, RollPurpose, RollRecord } from './types.ts';
import { STEP_KINDS, type ReasonKey } from './keys.ts';
import { isInt, kt } from './state.ts';

type RollMove = Extract<FiammeMove, { type: 'roll' }>;
type FiammeDecision = Decision<FiammeState, FiammeMove, FiammeContext>;

/** The seat whose decision it is. */
export const actor = (s: FiammeState): Seat => s.actor;

/** The unit a roll concerns (index in `units`), or null (command dice, selection, PM). */
export function unitOfRoll(s: FiammeState, purpose: RollPurpose): number | null {
  if (purpose === 'fuoco') return s.fuocoUnit;
  if (purpose === 'command' || purpose === 'select' || purpose === 'pm') return null;
  return s.active >= 0 ? s.active : null;
}

function canReroll(s: FiammeState, roll: RollRecord): boolean {
  return s.ardimento > 0 && roll.dice.some((d) => d.rerollable && d.useful);
}

function diceText(roll: RollRecord): string {
  return roll.dice.map((d) => d.value).join('-');
}

/** A private copy of the last roll, dice included, before changing it. */
function ownRoll(s: FiammeState): RollRecord {
  const r = s.lastRoll!;
  const copy: RollRecord = { ...r, dice: r.dice.map((d) => ({ ...d })) };
  s.lastRoll = copy;
  return copy;
}

function makeRoll(c: FiammeContext, purpose: RollPurpose, rule: RollDice, specs: readonly DieSpec[], values: number[]): void {
  const s = c.s;
  s.rollSeq += 1;
  const roll: RollRecord = {
    seq: s.rollSeq,
    purpose,
    seat: s.actor,
    unit: unitOfRoll(s, purpose),
    dice: specs.map((sp, i) => ({
      role: sp.role,
      value: values[i],
      rerollable: sp.rerollable,
      useful: false,
      rerolled: 0,
      target: sp.target,
      slot: sp.slot,
      effect: kt('fiamme.die.command.none'),
    })),
    final: false,
    rerolls: 0,
    physical: s.physical,
    result: kt('fiamme.result.command', { points: 0 }),
  };
  rule.evaluate(s, roll);
  s.lastRoll = roll;
  c.log('fiamme.log.roll', { seat: s.actor, purpose: `fiamme.purpose.${purpose}`, dice: diceText(roll) });
  if (canReroll(s, roll)) c.goto('reroll');
  else endRoll(c);
}

/** The roll is final: the sub-procedure ends with it, and its caller applies it. */
function endRoll(c: FiammeContext): void {
  const roll: RollRecord = { ...c.s.lastRoll!, final: true };
  c.s.lastRoll = roll;
  c.end(roll as unknown as Json);
}

/** The engine's dice request for `count` d6 of `purpose` (never stored). */
function request(seat: Seat, purpose: RollPurpose, count: number): DiceRequest {
  return { seat, why: `fiamme.purpose.${purpose}`, die: 6, count };
}

/** A roll step's {type:'roll'}: the rules' dice, or the values the players entered. */
export function applyRoll(c: FiammeContext, move: RollMove, purpose: RollPurpose, rule: RollDice): ReasonKey | null {
  const s = c.s;
  const specs = rule.dice(s);
  const dice = request(s.actor, purpose, specs.length);
  let values: number[];
  if (s.physical) {
    if (move.values === undefined) return 'fiamme.error.valuesRequired';
    if (validateEntered(dice, move.values) !== null) return 'fiamme.error.badValues';
    values = move.values.slice();
  } else {
    if (move.values !== undefined) return 'fiamme.error.valuesNotAllowed';
    values = rollFromRng(c.rng, dice).values;
  }
  c.barrier();
  makeRoll(c, purpose, rule, specs, values);
  return null;
}

/** The reroll step's {type:'reroll', die}: 1 Ardimento, that die again. */
function applyReroll(c: FiammeContext, move: Extract<FiammeMove, { type: 'reroll' }>, rules: Record<RollPurpose, RollDice>): ReasonKey | null {
  const s = c.s;
  const roll = s.lastRoll!;
  if (!isInt(move.die) || move.die < 0 || move.die >= roll.dice.length) return 'fiamme.error.badDie';
  const d0 = roll.dice[move.die];
  if (!d0.rerollable || !d0.useful) return 'fiamme.error.notRerollable';
  if (s.ardimento <= 0) return 'fiamme.error.noArdimento';
  let value: number;
  if (s.physical) {
    if (move.value === undefined) return 'fiamme.error.valuesRequired';
    if (validateEntered(request(roll.seat, roll.purpose, 1), [move.value]) !== null) return 'fiamme.error.badValues';
    value = move.value;
  } else {
    if (move.value !== undefined) return 'fiamme.error.valuesNotAllowed';
    value = rollDie(c.rng, 6);
  }
  c.barrier();
  const r = ownRoll(s);
  const d = r.dice[move.die];
  const from = d.value;
  d.value = value;
  d.rerolled += 1;
  r.rerolls += 1;
  s.rollSeq += 1;
  r.seq = s.rollSeq;
  s.ardimento -= 1;
  rules[r.purpose].evaluate(s, r);
  c.log('fiamme.log.reroll', { seat: r.seat, die: move.die + 1, from, to: value, ardimento: s.ardimento });
  if (!canReroll(s, r)) endRoll(c);
  return null;
}

// ---- the steps -------------------------------------------------------------------------------

/** The roll step of `purpose` (its dice from `rule`): one move, the roll. */
export function rollStep(purpose: RollPurpose, rule: RollDice): FiammeDecision {
  return {
    kind: STEP_KINDS[purpose],
    seat: actor,
    moves: (s) => rollMoves(s, purpose, rule),
    on: { roll: (c, move) => applyRoll(c, move, purpose, rule) },
  };
}

/** After a roll: spend Ardimento on a die, or keep the dice (the dice of every kind in `rules`). */
export function rerollStep(rules: Record<RollPurpose, RollDice>): FiammeDecision {
  return {
    kind: STEP_KINDS.reroll,
    seat: actor,
    moves: rerollMoves,
    on: {
      reroll: (c, move) => applyReroll(c, move, rules),
      accept: (c) => endRoll(c),
    },
  };
}

// ---- legal moves -----------------------------------------------------------------------------

/**
 * The roll moves of a roll step. With physical dice a roll accepts any vector of values 1..6 of
 * the right length; to keep the branching finite this lists the engine's sample (limit 6): every
 * value for a single die, else the six doubles and a rising and a falling vector.
 */
export function rollMoves(s: FiammeState, purpose: RollPurpose, rule: RollDice): FiammeMove[] {
  if (!s.physical) return [{ type: 'roll' }];
  return diceMoves(request(s.actor, purpose, rule.dice(s).length), 6).map((values) => ({ type: 'roll', values }));
}

/** The reroll step: keep the dice, or reroll one a reroll could help (every value, physical). */
export function rerollMoves(s: FiammeState): FiammeMove[] {
  const out: FiammeMove[] = [{ type: 'accept' }];
  const roll = s.lastRoll!;
  if (s.ardimento > 0) {
    roll.dice.forEach((d, die) => {
      if (!d.rerollable || !d.useful) return;
      if (s.physical) for (const [value] of diceMoves(request(s.actor, roll.purpose, 1), 6)) out.push({ type: 'reroll', die, value });
      else out.push({ type: 'reroll', die });
    });
  }
  return out;
}
