// Attribute tests and wounds (cap. 3, 4). A card's test, e.g. CORAGGIO (7): one die plus the
// active unit's attribute (+1 with the bought modifier, -1 from the second wound) must reach the
// difficulty, or the unit is wounded. The third wound eliminates it. The card's phase (tdn.ts,
// trench.ts) calls the test's roll and says what follows it.
import type { FiammeContext } from './context.ts';
import type { DieSpec, FiammeState, RollDice, RollRecord } from './types.ts';
import { C, currentTest, kt, ready, spec } from './state.ts';

/** The unit's total for the current test with die value d. */
export function testTotal(s: FiammeState, d: number): number {
  const u = s.units[s.active];
  const t = currentTest(s)!;
  return d + u.attrs[t.attr] + (s.modifier ? 1 : 0) - (u.wounds >= C.penaltyFrom ? 1 : 0);
}

function testDice(s: FiammeState): DieSpec[] {
  return [spec('test', currentTest(s)!.difficulty)];
}

function evaluateTest(s: FiammeState, roll: RollRecord): void {
  const d = roll.dice[0];
  const total = testTotal(s, d.value);
  const t = currentTest(s)!;
  const pass = total >= t.difficulty;
  d.useful = !pass;
  const params = { total, difficulty: t.difficulty, attr: `fiamme.attr.${t.attr}` };
  d.effect = kt(pass ? 'fiamme.die.test.pass' : 'fiamme.die.test.fail', params);
  roll.result = kt(pass ? 'fiamme.result.test.pass' : 'fiamme.result.test.fail', params);
}

export const TEST_DICE: RollDice = { dice: testDice, evaluate: evaluateTest };

/** The final test roll: logged, a wound if failed; whether it passed and the unit is out. */
export function resolveTest(c: FiammeContext, roll: RollRecord): { pass: boolean; out: boolean } {
  const s = c.s;
  const u = s.units[s.active];
  const t = currentTest(s)!;
  const total = testTotal(s, roll.dice[0].value);
  const pass = total >= t.difficulty;
  c.log(pass ? 'fiamme.log.test.pass' : 'fiamme.log.test.fail', {
    unit: u.nameKey,
    attr: `fiamme.attr.${t.attr}`,
    total,
    difficulty: t.difficulty,
  });
  const out = pass ? false : wound(c, s.active);
  return { pass, out };
}

/** Gives one wound; returns true when the unit is eliminated. */
export function wound(c: FiammeContext, i: number): boolean {
  const u = c.s.units[i];
  if (u.status !== 'ready') return false;
  u.wounds += 1;
  c.log('fiamme.log.wound', { unit: u.nameKey, wounds: u.wounds });
  if (u.wounds >= C.woundsOut) {
    u.status = 'eliminated';
    c.log('fiamme.log.eliminated', { unit: u.nameKey, seat: u.owner });
    return true;
  }
  return false;
}

/** No unit left in play: the mission is lost. */
export function defeated(s: FiammeState): boolean {
  return !s.units.some(ready);
}
