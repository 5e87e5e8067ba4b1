// The end of the game: defeat when the Republic's health reaches zero (everyone loses), or the
// final score once the last mission is resolved (Punteggio finale).
import { CARD_VALUE } from './data.ts';
import type { RibelleContext } from './context.ts';
import { movePoints, onMap } from './helpers.ts';
import type { FinalScore, RibelleState } from './types.ts';

/** The Republic's health reached zero: the game ends, everyone loses. */
export function defeat(c: RibelleContext): void {
  const s = c.s;
  s.result = { kind: 'defeat' };
  s.queue = [];
  c.log('ribelle.log.defeat', { round: s.round, phase: s.phase });
}

/** Punteggio finale: every item of each seat's score. */
export function finalScores(s: RibelleState): FinalScore[] {
  return s.seats.map((x, seat) => {
    const sum = (p: number) => {
      let t = 0;
      for (const ci of x.piles[p]) t += CARD_VALUE[ci][p];
      return t;
    };
    const military = sum(0);
    const political = sum(1);
    const social = sum(2);
    const leader1 = x.leader1 === 'kept' ? 2 : 0;
    const leader2 = x.leader2 === 'hand' ? 3 : 0;
    const support = movePoints(x);
    const hand = x.hand.length;
    const dm = onMap(x, 'dm').length * 2;
    const cp = onMap(x, 'cp').length * 2;
    const missions = x.won.length * 2;
    const total = military + political + social + leader1 + leader2 + support + hand + dm + cp + missions;
    return { seat, military, political, social, leader1, leader2, support, hand, dm, cp, missions, total };
  });
}

/** The last mission is resolved: the best total wins (ties share the victory). */
export function finalScoring(c: RibelleContext): void {
  const s = c.s;
  const scores = finalScores(s);
  const max = Math.max(...scores.map((x) => x.total));
  const winners = scores.filter((x) => x.total === max).map((x) => x.seat);
  s.result = { kind: 'victory', winners, scores };
  s.roundStep = 6;
  for (const x of scores) c.log('ribelle.log.finalScore', { seat: x.seat, score: x.total });
  c.log('ribelle.log.victory', { winners: winners.length, score: max, seat: winners[0] });
}
