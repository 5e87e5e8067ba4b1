// Rolls and rerolls (cap. 5). Every die roll is a step of its own: the deciding seat sends
// {type:'roll'} (the rules roll from the state's RNG) or, with physical dice, {type:'roll',
// values:[...]}. After a roll, while Ardimento points remain and some die could still help, the
// 'reroll' step offers {type:'reroll', die} (1 Ardimento) and {type:'accept'}; otherwise the roll
// applies at once. `lastRoll` describes the latest roll die by die, for the screen to show.
//
// What each kind of roll asks for, what its dice do and how it applies is written beside its
// rule (ROLLS below says where). Drawing the dice, checking entered values and the values
// offered to bots are the engine's (engine/dice.ts); `lastRoll` keeps Fiamme's own record (what
// each die is for and did), which saves hold.
import { diceMoves, rollDie, rollFromRng, validateEntered, type DiceRequest } from '../../../engine/dice.ts';
import type { Seat } from '../../../engine/types.ts';
import type { FiammeContext } from './context.ts';
import type { DieSpec, FiammeMove, FiammeState, RollPurpose, RollRecord, RollRule } from './types.ts';
import type { ReasonKey } from './keys.ts';
import { isInt, kt } from './state.ts';
import { commandDice, evaluateCommand, evaluateSelect, resolveCommand, resolveSelect, selectDice } from './turn.ts';
import { evaluateTest, resolveTest, testDice } from './attribute-test.ts';
import { evaluateSniper, resolveSniper, sniperDice } from './tdn.ts';
import { enemiesDice, evaluateEnemies, evaluateFuoco, evaluatePm, fuocoDice, pmDice, resolveEnemies, resolveFuoco, resolvePm } from './enemies.ts';
import { evaluateFire, evaluateGrenade, evaluateMelee, fireDice, grenadeDice, meleeDice, resolveFire, resolveGrenade, resolveMelee } from './combat.ts';
import { evaluateGranate, granateDice, resolveGranate } from './trench.ts';

const ROLLS: Record<RollPurpose, RollRule> = {
  command: { dice: commandDice, evaluate: evaluateCommand, resolve: resolveCommand }, // turn.ts
  select: { dice: selectDice, evaluate: evaluateSelect, resolve: resolveSelect }, // turn.ts
  test: { dice: testDice, evaluate: evaluateTest, resolve: resolveTest }, // attribute-test.ts
  sniper: { dice: sniperDice, evaluate: evaluateSniper, resolve: resolveSniper }, // tdn.ts
  pm: { dice: pmDice, evaluate: evaluatePm, resolve: resolvePm }, // enemies.ts
  fuoco: { dice: fuocoDice, evaluate: evaluateFuoco, resolve: resolveFuoco }, // enemies.ts
  enemies: { dice: enemiesDice, evaluate: evaluateEnemies, resolve: resolveEnemies }, // enemies.ts
  grenade: { dice: grenadeDice, evaluate: evaluateGrenade, resolve: resolveGrenade }, // combat.ts
  fire: { dice: fireDice, evaluate: evaluateFire, resolve: resolveFire }, // combat.ts
  melee: { dice: meleeDice, evaluate: evaluateMelee, resolve: resolveMelee }, // combat.ts
  granate: { dice: granateDice, evaluate: evaluateGranate, resolve: resolveGranate }, // trench.ts
};

/** The dice the current roll step asks for. */
export function rollSpecs(s: FiammeState, purpose: RollPurpose): DieSpec[] {
  return ROLLS[purpose].dice(s);
}

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

function makeRoll(c: FiammeContext, values: number[]): void {
  const s = c.s;
  const purpose = s.step as RollPurpose;
  const specs = rollSpecs(s, purpose);
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
  ROLLS[purpose].evaluate(s, roll);
  s.lastRoll = roll;
  c.log('fiamme.log.roll', { seat: s.actor, purpose: `fiamme.purpose.${purpose}`, dice: diceText(roll) });
  if (canReroll(s, roll)) s.step = 'reroll';
  else resolveRoll(c);
}

/** The roll is final: it applies. */
function resolveRoll(c: FiammeContext): void {
  const roll: RollRecord = { ...c.s.lastRoll!, final: true };
  c.s.lastRoll = roll;
  ROLLS[roll.purpose].resolve(
    c,
    roll,
    roll.dice.map((d) => d.value),
  );
}

/** The engine's dice request for `count` d6 of `purpose` (never stored: the state keeps `step`). */
function request(seat: Seat, purpose: RollPurpose, count: number): DiceRequest {
  return { seat, why: `fiamme.purpose.${purpose}`, die: 6, count };
}

/** A roll step's {type:'roll'}: the rules' dice, or the values the players entered. */
export function applyRoll(c: FiammeContext, move: Extract<FiammeMove, { type: 'roll' }>): ReasonKey | null {
  const s = c.s;
  const purpose = s.step as RollPurpose;
  const dice = request(s.actor, purpose, rollSpecs(s, purpose).length);
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
  makeRoll(c, values);
  return null;
}

/** The reroll step's {type:'reroll', die}: 1 Ardimento, that die again. */
export function applyReroll(c: FiammeContext, move: Extract<FiammeMove, { type: 'reroll' }>): ReasonKey | null {
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
  ROLLS[r.purpose].evaluate(s, r);
  c.log('fiamme.log.reroll', { seat: r.seat, die: move.die + 1, from, to: value, ardimento: s.ardimento });
  if (!canReroll(s, r)) resolveRoll(c);
  return null;
}

/** The reroll step's {type:'accept'}: the dice stay as they are. */
export function acceptRoll(c: FiammeContext): null {
  resolveRoll(c);
  return null;
}

// ---- legal moves -----------------------------------------------------------------------------

/**
 * The roll moves of a roll step. With physical dice a roll accepts any vector of values 1..6 of
 * the right length; to keep the branching finite this lists the engine's sample (limit 6): every
 * value for a single die, else the six doubles and a rising and a falling vector.
 */
export function rollMoves(s: FiammeState): FiammeMove[] {
  if (!s.physical) return [{ type: 'roll' }];
  const purpose = s.step as RollPurpose;
  return diceMoves(request(s.actor, purpose, rollSpecs(s, purpose).length), 6).map((values) => ({ type: 'roll', values }));
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
