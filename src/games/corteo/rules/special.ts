// The 'special' step of section 13: the dice the special rules ask for are rolled here (the
// wind, a short throw, a jam, a unit waiting to arrive) and the national corteo and the finanza
// are placed, each handed to its rule's file. Which rules are on and the queue of their dice:
// special-rules.ts. The rules themselves: smoke.ts (13a), short.ts (13b), jams.ts (13c),
// national.ts (13d).
import type { MoveOf } from '../../../engine/steps.ts';
import { withFaces } from './combat.ts';
import type { CorteoContext } from './context.ts';
import { jamRolled } from './jams.ts';
import { arrivalSpots, arriveRolled, placeArrival, queueArrivals, waitingToRoll } from './national.ts';
import { settlePending } from './pending.ts';
import { shortRolled } from './short.ts';
import { isOn } from './special-rules.ts';
import { windDirRolled, windRolled } from './smoke.ts';
import type { CorteoMove, CorteoState } from './types.ts';

/** Drops from the head of the queue what no longer asks anything (a unit with no room, already arrived). */
function settleRolls(s: CorteoState): void {
  while (s.rolls?.length) {
    const r = s.rolls[0];
    if (r.kind === 'place' ? arrivalSpots(s, r.unit).length > 0 : r.kind !== 'arrive' || waitingToRoll(s, r.unit)) break;
    s.rolls = s.rolls.slice(1);
  }
  if (s.rolls && s.rolls.length === 0) delete s.rolls;
}

/** After a throw, a jam or a special die: a retreat to choose, another die, or back to moving. */
export function nextInMovement(c: CorteoContext): void {
  settlePending(c);
  settleRolls(c.s);
  c.s.step = c.s.pending.length ? 'retreat' : c.s.rolls?.length ? 'special' : 'move';
}

/** At the start of a side's movement (after the potere's reinforcements): what arrives (13d). */
export function startMovementSpecials(c: CorteoContext): void {
  if (isOn(c.s, 'national')) queueArrivals(c);
  settleRolls(c.s);
  if (c.s.rolls?.length) c.s.step = 'special';
}

export function specialMoves(s: CorteoState): CorteoMove[] {
  const r = s.rolls?.[0];
  if (!r) return [];
  if (r.kind === 'place') return arrivalSpots(s, r.unit).map((at) => ({ type: 'place', unit: r.unit, at }));
  return withFaces(s, [{ type: 'roll' }]);
}

/** The national corteo's or the finanza's unit placed where it arrives (13d). */
export function placeSpecial(c: CorteoContext, m: MoveOf<CorteoMove, 'place'>): string | null {
  const s = c.s;
  const r = s.rolls?.[0];
  if (!r) return 'corteo.error.noRoll';
  if (r.kind !== 'place' || m.unit !== r.unit) return 'corteo.error.badPlace';
  const why = placeArrival(c, m.unit, m.at);
  if (why) return why;
  s.rolls = s.rolls!.slice(1);
  nextInMovement(c);
  return null;
}

/** The die a special rule asks for: the wind, a short throw, a jam, a unit waiting to arrive. */
export function rollSpecial(c: CorteoContext, m: MoveOf<CorteoMove, 'roll'>): string | null {
  const s = c.s;
  const r = s.rolls?.[0];
  if (!r || r.kind === 'place') return 'corteo.error.noRoll';
  const die = c.die(r.side, `corteo.roll.${r.kind}`, {}, m.faces);
  if (typeof die === 'string') return die;
  s.rolls = s.rolls!.slice(1);
  if (r.kind === 'wind') windRolled(c, r, die);
  else if (r.kind === 'windDir') windDirRolled(c, r, die);
  else if (r.kind === 'short') shortRolled(c, r, die);
  else if (r.kind === 'jam') jamRolled(c, r, die);
  else arriveRolled(c, r, die);
  nextInMovement(c);
  return null;
}
