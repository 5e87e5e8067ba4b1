// Da Fase I a Fase II: when the phase-I missions are over, pieces come off the map, boards turn
// over (new base, support back to the centre), leaders change, the single highest "cards in hand
// plus pieces on the map" takes a bonus piece, and everyone refills to the hand limit.
import type { Seat } from '../../../engine/types.ts';
import { BOARDS } from '../content.ts';
import type { RibelleContext } from './context.ts';
import { CAPITAL_LOC, locIndex } from './data.ts';
import { locKey, onMap, orderFrom, place } from './helpers.ts';
import type { ReasonKey, Task } from './types.ts';

/** Da Fase I a Fase II, steps a-i; returns the tasks that follow (the bonus piece, the refill). */
export function phaseTwo(c: RibelleContext): Task[] {
  const s = c.s;
  c.log('ribelle.log.phaseTwo', {});
  // a) pieces on the map, bases excluded
  const pieces = s.seats.map((x) => onMap(x, 'dm').length + onMap(x, 'cp').length);
  // b) + c) every piece off the map; the phase-II resources appear (they follow s.phase)
  s.phase = 2;
  for (const x of s.seats) {
    x.dm = [-1, -1, -1];
    x.cp = [-1, -1, -1];
    // d) boards turned over: the base on the phase-II side's locality, support back to the centre
    const b = BOARDS[x.board];
    x.base = locIndex(b.base[1]);
    x.support = b.centre;
    // e) phase-I leader: boxed if used, set aside for 2 points if still in hand
    if (x.leader1 === 'hand') x.leader1 = 'kept';
    // f) phase-II leader into the hand
    if (x.leader2 === 'side') x.leader2 = 'hand';
  }
  // g) the bonus piece for the single highest cards-in-hand + pieces
  const values = s.seats.map((x, i) => x.hand.length + pieces[i]);
  s.phaseCounts = values;
  const order = orderFrom(s.first, s.n);
  for (const seat of order) c.log('ribelle.log.phaseCount', { seat, cards: s.seats[seat].hand.length, pieces: pieces[seat], value: values[seat] });
  const max = Math.max(...values);
  const top = order.filter((seat) => values[seat] === max);
  const tasks: Task[] = [];
  if (top.length === 1) {
    s.phaseBonusSeat = top[0];
    c.log('ribelle.log.phaseBonus', { seat: top[0], value: max });
    tasks.push({ t: 'phaseBonus', seat: top[0] });
  } else {
    s.phaseBonusSeat = -1;
    c.log('ribelle.log.phaseBonusTie', { value: max });
  }
  // h) refill to the hand limit, i) play on
  tasks.push({ t: 'refill' }, { t: 'startRound' });
  return tasks;
}

/** The 'phaseBonus' task's decision: a DM at Montefiorino or a CP at the base. */
export function bonusPiece(c: RibelleContext, seat: Seat, piece: unknown): ReasonKey | null {
  if (piece !== 'dm' && piece !== 'cp') return 'ribelle.error.badPiece';
  const x = c.s.seats[seat];
  const at = piece === 'dm' ? CAPITAL_LOC : x.base;
  if (!place(x, piece, at)) return 'ribelle.error.noReserve';
  c.log('ribelle.log.phaseBonusPiece', { seat, piece: `ribelle.piece.${piece}`, at: locKey(at) });
  return null;
}

