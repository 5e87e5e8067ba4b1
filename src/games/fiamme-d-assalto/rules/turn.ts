// The turn (cap. 2, 5, 6): a new turn, the command dice (each 3 or more is a Punto Comando), the
// spending of the points (spend.ts), then the active unit: bought, rolled with the selection
// die, volunteered for in co-op, or picked when the die names a unit no longer in play.
import { countAtLeast } from '../../../engine/dice.ts';
import type { Seat } from '../../../engine/types.ts';
import type { FiammeContext } from './context.ts';
import type { DieSpec, FiammeMove, FiammeState, RollPurpose, RollRecord } from './types.ts';
import type { ReasonKey } from './keys.ts';
import { C, isInt, kt, ready, readyUnits, spec, tdnCard, trenchCard, unitKey, ownerOfActive } from './state.ts';
import { spendMoves } from './spend.ts';
import { beginEnemies, drawTrench } from './trench.ts';

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

/** The next decision is a roll of `purpose` by `seat`. */
export function rollStep(s: FiammeState, purpose: RollPurpose, seat: Seat): void {
  s.step = purpose;
  s.actor = seat;
}

// ---- command dice ----------------------------------------------------------------------------

export function commandDice(s: FiammeState): DieSpec[] {
  const n = s.coop ? C.diceCoop : C.diceSolo;
  return Array.from({ length: n }, () => spec('command', C.threshold));
}

export function evaluateCommand(_s: FiammeState, roll: RollRecord): void {
  let points = 0;
  for (const d of roll.dice) {
    const ok = d.value >= C.threshold;
    if (ok) points++;
    d.effect = kt(ok ? 'fiamme.die.command.point' : 'fiamme.die.command.none');
    d.useful = !ok;
  }
  roll.result = kt('fiamme.result.command', { points });
}

export function resolveCommand(c: FiammeContext, roll: RollRecord, v: number[]): void {
  const s = c.s;
  const seat = roll.seat;
  const points = countAtLeast(v, C.threshold);
  s.pc[seat] = points;
  c.log('fiamme.log.command', { seat, points });
  // Co-op: the second player rolls too; then the Trincea card is drawn and spending begins.
  if (s.coop && seat === 0) {
    rollStep(s, 'command', 1);
    return;
  }
  if (s.phase === 'trench') drawTrench(c);
  enterSpend(c, 0);
}

// ---- spending (the purchases are in spend.ts) ------------------------------------------------

export function enterSpend(c: FiammeContext, seat: Seat): void {
  const s = c.s;
  s.step = 'spend';
  s.actor = seat;
  s.resume = 'spend';
  // Nothing to spend and nothing to use: the step would only offer 'done'.
  if (spendMoves(s, seat).length === 1) endSpend(c, seat);
}

export function endSpend(c: FiammeContext, seat: Seat): void {
  if (c.s.coop && seat === 0) {
    enterSpend(c, 1);
    return;
  }
  beginSelection(c);
}

// ---- the active unit -------------------------------------------------------------------------

export function selectUnit(c: FiammeContext, unit: number, how: 'choice' | 'die' | 'free' | 'only'): void {
  const s = c.s;
  s.active = unit;
  c.log('fiamme.log.selected', { unit: unitKey(s, unit), how: `fiamme.how.${how}`, seat: s.units[unit].owner });
  afterSelection(c);
}

function beginSelection(c: FiammeContext): void {
  const s = c.s;
  if (s.active >= 0) {
    c.log('fiamme.log.selected', { unit: unitKey(s, s.active), how: 'fiamme.how.choice', seat: s.units[s.active].owner });
    afterSelection(c);
    return;
  }
  if (!s.coop) {
    const candidates = readyUnits(s);
    if (candidates.length === 1) selectUnit(c, candidates[0], 'only');
    else rollStep(s, 'select', 0);
    return;
  }
  const seats = [0, 1].filter((seat) => readyUnits(s, seat).length > 0);
  if (seats.length === 1) volunteer(c, seats[0]);
  else {
    s.step = 'volunteer';
    s.actor = 0;
  }
}

/** Co-op: `seat` acts this turn; a die chooses between its units 1 and 2. */
function volunteer(c: FiammeContext, seat: Seat): void {
  const s = c.s;
  s.volunteer = seat;
  c.log('fiamme.log.volunteer', { seat });
  const own = readyUnits(s, seat);
  if (own.length === 1) selectUnit(c, own[0], 'only');
  else rollStep(s, 'select', seat);
}

function pickStep(c: FiammeContext, seat: Seat): void {
  const s = c.s;
  const candidates = pickCandidates(s);
  if (candidates.length === 1) selectUnit(c, candidates[0], 'only');
  else {
    s.step = 'pick';
    s.actor = seat;
  }
}

/** The units a free choice may take (co-op: the volunteer's own). */
export function pickCandidates(s: FiammeState): number[] {
  return s.coop ? readyUnits(s, s.volunteer) : readyUnits(s);
}

/** The active unit is known: its card's sniper or test, or (a trench card with no test) the enemies. */
function afterSelection(c: FiammeContext): void {
  const s = c.s;
  const seat = ownerOfActive(s);
  if (s.phase === 'tdn') {
    const card = tdnCard(s)!;
    rollStep(s, card.sniper !== null ? 'sniper' : 'test', seat);
    return;
  }
  const card = trenchCard(s)!;
  if (card.test) rollStep(s, 'test', seat);
  else beginEnemies(c);
}

/** Selection die: the unit it names (if in play), or -1 for a free choice. */
export function selectTarget(s: FiammeState, value: number): number {
  if (!s.coop) return s.units.findIndex((u) => u.number === value && ready(u));
  const number = value % 2 === 1 ? 1 : 2;
  return s.units.findIndex((u) => u.owner === s.volunteer && u.kind === 'squad' && u.number === number && ready(u));
}

export function selectDice(): DieSpec[] {
  return [spec('select')];
}

export function evaluateSelect(s: FiammeState, roll: RollRecord): void {
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

export function resolveSelect(c: FiammeContext, roll: RollRecord, v: number[]): void {
  const unit = selectTarget(c.s, v[0]);
  if (unit >= 0) selectUnit(c, unit, 'die');
  else pickStep(c, roll.seat);
}

// ---- the volunteer and pick steps ------------------------------------------------------------

export function volunteerMoves(s: FiammeState): FiammeMove[] {
  return [0, 1].filter((x) => readyUnits(s, x).length > 0).map((x) => ({ type: 'volunteer', seat: x }));
}

export function applyVolunteer(c: FiammeContext, move: Extract<FiammeMove, { type: 'volunteer' }>): ReasonKey | null {
  if (move.seat !== 0 && move.seat !== 1) return 'fiamme.error.badSeat';
  if (readyUnits(c.s, move.seat).length === 0) return 'fiamme.error.noUnits';
  volunteer(c, move.seat);
  return null;
}

export function pickMoves(s: FiammeState): FiammeMove[] {
  return pickCandidates(s).map((unit) => ({ type: 'pick', unit }));
}

export function applyPick(c: FiammeContext, move: Extract<FiammeMove, { type: 'pick' }>): ReasonKey | null {
  const s = c.s;
  if (!isInt(move.unit) || move.unit < 0 || move.unit >= s.units.length) return 'fiamme.error.badUnit';
  if (!pickCandidates(s).includes(move.unit)) {
    return ready(s.units[move.unit]) ? 'fiamme.error.notYourUnit' : 'fiamme.error.unitGone';
  }
  selectUnit(c, move.unit, 'free');
  return null;
}
