// The turn (cap. 2, 5, 6): a new turn, then the orders: the command dice (each 3 or more is a
// Punto Comando), the Trincea card in the trenches, the spending of the points (spend.ts), then
// the active unit: bought, rolled with the selection die, volunteered for in co-op, or picked
// when the die names a unit no longer in play. The orders end once the active unit is known;
// the phase's turn (tdn.ts, trench.ts) resumes with its card.
import { countAtLeast } from '../../../engine/dice.ts';
import type { Decision, Procedure } from '../../../engine/steps.ts';
import type { Json, Seat } from '../../../engine/types.ts';
import type { FiammeContext } from './context.ts';
import type { DieSpec, FiammeMove, FiammeState, RollDice, RollRecord } from './types.ts';
import { STEP_KINDS, type ReasonKey } from './keys.ts';
import { C, isInt, kt, ready, readyUnits, spec, unitKey } from './state.ts';
import { drawTrench } from './draw.ts';
import { enterSpend } from './spend.ts';
import { actor } from './rolls.ts';

type FiammeProcedure = Procedure<FiammeState, FiammeContext>;
type FiammeDecision = Decision<FiammeState, FiammeMove, FiammeContext>;

/** Clears what lasts one turn and counts the new one. */
export function resetTurn(c: FiammeContext): void {
  const s = c.s;
  s.turn += 1;
  s.pc = s.pc.map(() => 0);
  s.modifier = false;
  s.bomb = false;
  s.suppression = 0;
  s.active = -1;
  s.volunteer = -1;
  s.fuocoUnit = -1;
  c.log('fiamme.log.turn', { turn: s.turn });
}

/** The command dice of each player in turn (seat 0 first). */
function rollCommand(c: FiammeContext, seat: Seat): void {
  c.s.actor = seat;
  c.call('command');
}

/** The orders of a turn: command dice, the Trincea card, spending, the active unit; then ends. */
export const orders: FiammeProcedure = {
  run: (c) => rollCommand(c, 0),
  resume(c, result) {
    const roll = result as unknown as RollRecord;
    const s = c.s;
    const seat = roll.seat;
    const points = countAtLeast(roll.dice.map((d) => d.value), C.threshold);
    s.pc[seat] = points;
    c.log('fiamme.log.command', { seat, points });
    // Co-op: the second player rolls too; then the Trincea card is drawn and spending begins.
    if (s.coop && seat === 0) return rollCommand(c, 1);
    if (s.phase === 'trench') drawTrench(c);
    enterSpend(c, 0);
  },
};

// ---- command dice ----------------------------------------------------------------------------

function commandDice(s: FiammeState): DieSpec[] {
  const n = s.coop ? C.diceCoop : C.diceSolo;
  return Array.from({ length: n }, () => spec('command', C.threshold));
}

function evaluateCommand(_s: FiammeState, roll: RollRecord): void {
  let points = 0;
  for (const d of roll.dice) {
    const ok = d.value >= C.threshold;
    if (ok) points++;
    d.effect = kt(ok ? 'fiamme.die.command.point' : 'fiamme.die.command.none');
    d.useful = !ok;
  }
  roll.result = kt('fiamme.result.command', { points });
}

export const COMMAND_DICE: RollDice = { dice: commandDice, evaluate: evaluateCommand };

// ---- the active unit -------------------------------------------------------------------------

/** The active unit is known: the orders are over. */
function selectUnit(c: FiammeContext, unit: number, how: 'choice' | 'die' | 'free' | 'only'): void {
  const s = c.s;
  s.active = unit;
  c.log('fiamme.log.selected', { unit: unitKey(s, unit), how: `fiamme.how.${how}`, seat: s.units[unit].owner });
  c.end();
}

/** After spending: the unit bought, the only one left, a volunteer (co-op) or the selection die. */
export const selection: FiammeProcedure = {
  run(c) {
    const s = c.s;
    if (s.active >= 0) {
      c.log('fiamme.log.selected', { unit: unitKey(s, s.active), how: 'fiamme.how.choice', seat: s.units[s.active].owner });
      return c.end();
    }
    if (!s.coop) {
      const candidates = readyUnits(s);
      if (candidates.length === 1) selectUnit(c, candidates[0], 'only');
      else rollSelect(c, 0);
      return;
    }
    const seats = [0, 1].filter((seat) => readyUnits(s, seat).length > 0);
    if (seats.length === 1) volunteer(c, seats[0]);
    else {
      s.actor = 0;
      c.goto('volunteer');
    }
  },
  resume: (c, result) => afterSelect(c, result),
};

function rollSelect(c: FiammeContext, seat: Seat): void {
  c.s.actor = seat;
  c.call('select');
}

/** Co-op: `seat` acts this turn; a die chooses between its units 1 and 2. */
function volunteer(c: FiammeContext, seat: Seat): void {
  const s = c.s;
  s.volunteer = seat;
  c.log('fiamme.log.volunteer', { seat });
  const own = readyUnits(s, seat);
  if (own.length === 1) selectUnit(c, own[0], 'only');
  else rollSelect(c, seat);
}

/** The selection die: the unit it names, or a free choice when that unit is no longer in play. */
function afterSelect(c: FiammeContext, result: Json | undefined): void {
  const roll = result as unknown as RollRecord;
  const unit = selectTarget(c.s, roll.dice[0].value);
  if (unit >= 0) return selectUnit(c, unit, 'die');
  const candidates = pickCandidates(c.s);
  if (candidates.length === 1) selectUnit(c, candidates[0], 'only');
  else {
    c.s.actor = roll.seat;
    c.goto('pick');
  }
}

/** The units a free choice may take (co-op: the volunteer's own). */
export function pickCandidates(s: FiammeState): number[] {
  return s.coop ? readyUnits(s, s.volunteer) : readyUnits(s);
}

/** Selection die: the unit it names (if in play), or -1 for a free choice. */
export function selectTarget(s: FiammeState, value: number): number {
  if (!s.coop) return s.units.findIndex((u) => u.number === value && ready(u));
  const number = value % 2 === 1 ? 1 : 2;
  return s.units.findIndex((u) => u.owner === s.volunteer && u.kind === 'squad' && u.number === number && ready(u));
}

function selectDice(): DieSpec[] {
  return [spec('select')];
}

function evaluateSelect(s: FiammeState, roll: RollRecord): void {
  const d = roll.dice[0];
  const unit = selectTarget(s, d.value);
  d.useful = true;
  if (unit >= 0) {
    d.effect = kt('fiamme.die.select.unit', { unit: unitKey(s, unit) });
    roll.result = kt('fiamme.result.select.unit', { unit: unitKey(s, unit) });
  } else {
    d.effect = kt('fiamme.die.select.free');
    roll.result = kt('fiamme.result.select.free');
  }
}

export const SELECT_DICE: RollDice = { dice: selectDice, evaluate: evaluateSelect };

// ---- the volunteer and pick steps ------------------------------------------------------------

/** Co-op: which player acts this turn; seat 0 decides for the table. */
export const volunteerStep: FiammeDecision = {
  kind: STEP_KINDS.volunteer,
  seat: actor,
  moves: (s) => [0, 1].filter((x) => readyUnits(s, x).length > 0).map((x) => ({ type: 'volunteer', seat: x })),
  on: {
    volunteer(c, move): ReasonKey | null {
      if (move.seat !== 0 && move.seat !== 1) return 'fiamme.error.badSeat';
      if (readyUnits(c.s, move.seat).length === 0) return 'fiamme.error.noUnits';
      volunteer(c, move.seat);
      return null;
    },
  },
  resume: (c, result) => afterSelect(c, result),
};

/** The selection die named a unit no longer in play: a free choice. */
export const pickStep: FiammeDecision = {
  kind: STEP_KINDS.pick,
  seat: actor,
  moves: (s) => pickCandidates(s).map((unit) => ({ type: 'pick', unit })),
  on: {
    pick(c, move): ReasonKey | null {
      const s = c.s;
      if (!isInt(move.unit) || move.unit < 0 || move.unit >= s.units.length) return 'fiamme.error.badUnit';
      if (!pickCandidates(s).includes(move.unit)) {
        return ready(s.units[move.unit]) ? 'fiamme.error.notYourUnit' : 'fiamme.error.unitGone';
      }
      selectUnit(c, move.unit, 'free');
      return null;
    },
  },
};
