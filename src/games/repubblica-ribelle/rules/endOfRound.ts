// The round, steps 5 and 6: Rifornimenti (action cards for everyone, one more for the faction
// the first-player token favours) and Fine del round (the token passes and turns over, then
// everyone over the hand limit discards in secret).
import type { Seat } from '../../../engine/types.ts';
import { ACTION_CARDS } from '../content.ts';
import type { RibelleContext } from './context.ts';
import { faction, orderFrom } from './helpers.ts';
import type { ReasonKey, Task } from './types.ts';

/** Rifornimenti: 1 card each in phase I, 2 in phase II, one more for the favoured faction. */
export function supply(c: RibelleContext): void {
  const s = c.s;
  s.roundStep = 5;
  const order = orderFrom(s.first, s.n);
  const k = s.phase === 1 ? 1 : 2;
  for (const seat of order) c.log('ribelle.log.supply', { seat, cards: c.drawTo(seat, k) });
  const favoured = s.token === 'cumer' ? 'stella' : 'fiamma';
  for (const seat of order) {
    if (faction(s.seats[seat]) === favoured) c.log('ribelle.log.supplyExtra', { seat, cards: c.drawTo(seat, 1), token: `ribelle.token.${s.token}` });
  }
}

/** Fine del round: the token passes counter-clockwise and turns over; returns the discards. */
export function endRound(c: RibelleContext): Task[] {
  const s = c.s;
  s.roundStep = 6;
  s.first = (s.first - 1 + s.n) % s.n;
  s.token = s.token === 'cumer' ? 'alleati' : 'cumer';
  s.mission = -1;
  c.log('ribelle.log.token', { seatFirst: s.first, token: `ribelle.token.${s.token}` });
  const tasks: Task[] = [];
  for (const seat of orderFrom(s.first, s.n)) tasks.push({ t: 'discard', seat });
  return tasks;
}

/** The 'discard' task's decision: one card over the hand limit goes (the task waits while over). */
export function discardOne(c: RibelleContext, seat: Seat, card: unknown): ReasonKey | null {
  const x = c.s.seats[seat];
  const ci = typeof card === 'string' ? ACTION_CARDS.findIndex((a) => a.id === card) : -1;
  if (ci < 0) return 'ribelle.error.badCard';
  const i = x.hand.indexOf(ci);
  if (i < 0) return 'ribelle.error.notInHand';
  x.hand.splice(i, 1);
  c.s.discard.push(ci);
  c.log('ribelle.log.discarded', { seat, cards: 1 });
  return null;
}

