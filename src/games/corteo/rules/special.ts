// The 'special' step of section 13: the dice the special rules ask for are rolled here (the
// wind, a short throw, a jam, a unit waiting to arrive) and the national corteo and the finanza
// are placed, each handed to its rule's file. Each die is a task of a queue (`rollTask`, then
// the 'special' decision) called by the step that gave rise to it (a throw, a jam, the start of
// a movement phase); what a die gives rise to (the wind's direction, units to move off the
// smoke) is called in turn before the task ends. Which rules are on: special-rules.ts. The rules
// themselves: smoke.ts (13a), short.ts (13b), jams.ts (13c), national.ts (13d).
import { argsOf } from '../../../engine/flow.ts';
import type { MoveOf } from '../../../engine/steps.ts';
import type { Json } from '../../../engine/types.ts';
import { withFaces } from './combat.ts';
import type { CorteoContext } from './context.ts';
import { jamRolled } from './jams.ts';
import { arrivalSpots, arriveRolled, placeArrival, queueArrivals, waitingToRoll } from './national.ts';
import { coverVacated } from './objectives.ts';
import { shortRolled } from './short.ts';
import { isOn } from './special-rules.ts';
import { windDirRolled, windRolled } from './smoke.ts';
import type { CorteoMove, CorteoState, SpecialRoll } from './types.ts';

/** The die (or the piece to place) asked now: the data of the task under way. */
export const rollNow = (s: CorteoState): SpecialRoll => argsOf<SpecialRoll & Json>(s);

/**
 * A die's turn comes (the 'rollTask' step): the objectives the units that moved before it left
 * are covered, then a die that no longer asks anything (a unit with no room, one already
 * arrived) is dropped; any other is asked at the 'special' step.
 */
export function settleRoll(c: CorteoContext): void {
  coverVacated(c);
  const s = c.s;
  const r = rollNow(s);
  const asks = r.kind === 'place' ? arrivalSpots(s, r.unit).length > 0 : r.kind !== 'arrive' || waitingToRoll(s, r.unit);
  if (asks) c.goto('special', r as unknown as Json);
  else c.end();
}

/** At the start of a side's movement (after the potere's reinforcements): what arrives (13d). */
export function startMovementSpecials(c: CorteoContext): void {
  if (isOn(c.s, 'national')) queueArrivals(c);
  const tasks = c.takeTasks();
  if (tasks.length) c.callEach(tasks);
}

export function specialMoves(s: CorteoState): CorteoMove[] {
  const r = rollNow(s);
  if (!r) return [];
  if (r.kind === 'place') return arrivalSpots(s, r.unit).map((at) => ({ type: 'place', unit: r.unit, at }));
  return withFaces(s, [{ type: 'roll' }]);
}

/** What the die gave rise to is called in turn; the task ends after it (or at once). */
function followUp(c: CorteoContext): void {
  const tasks = c.takeTasks();
  if (tasks.length) c.callEach(tasks);
  else c.end();
}

/** The national corteo's or the finanza's unit placed where it arrives (13d). */
export function placeSpecial(c: CorteoContext, m: MoveOf<CorteoMove, 'place'>): string | null {
  const r = rollNow(c.s);
  if (!r) return 'corteo.error.noRoll';
  if (r.kind !== 'place' || m.unit !== r.unit) return 'corteo.error.badPlace';
  const why = placeArrival(c, m.unit, m.at);
  if (why) return why;
  followUp(c);
  return null;
}

/** The die a special rule asks for: the wind, a short throw, a jam, a unit waiting to arrive. */
export function rollSpecial(c: CorteoContext, m: MoveOf<CorteoMove, 'roll'>): string | null {
  const r = rollNow(c.s);
  if (!r || r.kind === 'place') return 'corteo.error.noRoll';
  const die = c.die(r.side, `corteo.roll.${r.kind}`, {}, m.faces);
  if (typeof die === 'string') return die;
  if (r.kind === 'wind') windRolled(c, r, die);
  else if (r.kind === 'windDir') windDirRolled(c, r, die);
  else if (r.kind === 'short') shortRolled(c, r, die);
  else if (r.kind === 'jam') jamRolled(c, r, die);
  else arriveRolled(c, r, die);
  followUp(c);
  return null;
}
