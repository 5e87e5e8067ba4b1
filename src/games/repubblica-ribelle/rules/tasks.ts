// The task queue of a round's second half: from the reveal to the next round, the rules run a
// list of tasks (activate, count, outcome, scoring boxes, losses, supplies, end of round, phase
// II...). Automatic tasks run at once; a task that needs a decision stays at the head of the
// queue, and the step table (steps.ts) names the step after it ('tasks.activate', ...).
import { MISSIONS } from '../content.ts';
import type { RibelleContext } from './context.ts';
import { activatableCards, startActivation } from './activation.ts';
import { endRound, supply } from './endOfRound.ts';
import { PILE_KEYS, handLimit, leaderHeld, locKey, missionKey, onMap, orderFrom, place } from './helpers.ts';
import { phaseTwo } from './phase2.ts';
import { outcomeOf } from './outcome.ts';
import { autoObjectives, count } from './reveal.ts';
import { startRound } from './round.ts';
import { defeat, finalScoring } from './scoring.ts';
import type { RibelleState, Task } from './types.ts';

/** True when the head task waits for a decision (starting it if needed). */
function waits(s: RibelleState, t: Task): boolean {
  switch (t.t) {
    case 'activate':
      if (!t.started) startActivation(s, t);
      return t.mp > 0 || activatableCards(s, t).length > 0;
    case 'pile':
    case 'phaseBonus':
      return true;
    case 'loseDm':
      return new Set(onMap(s.seats[t.seat], 'dm')).size >= 2;
    case 'discard':
      return s.seats[t.seat].hand.length > handLimit(s.seats[t.seat]);
    default:
      return false;
  }
}

/** Runs automatic tasks until one waits for a decision or the round moves on. */
export function runTasks(c: RibelleContext): void {
  const s = c.s;
  while (s.step === 'tasks') {
    if (s.tasks.length === 0) throw new Error('task queue ran dry');
    const t = s.tasks[0];
    if (waits(s, t)) return;
    s.tasks = s.tasks.slice(1);
    exec(c, t);
  }
}

/** Ends the head task (after its decision) and carries on. */
export function finishTask(c: RibelleContext): void {
  c.s.tasks = c.s.tasks.slice(1);
  runTasks(c);
}

/** Runs one automatic task. */
function exec(c: RibelleContext, t: Task): void {
  const s = c.s;
  switch (t.t) {
    case 'activate':
    case 'discard':
    case 'pile':
    case 'phaseBonus':
      return;
    case 'count':
      return count(c, t.seat);
    case 'autoCount':
      return autoObjectives(c);
    case 'outcome':
      return outcomeOf(c);
    case 'pileDraw': {
      const got = c.drawTo(t.seat, 1);
      if (got > 0) c.log('ribelle.log.drew', { seat: t.seat, cards: got });
      if (s.seats[t.seat].hand.length > 0) c.queueFirst({ t: 'pile', seat: t.seat, pile: t.pile, thenDraw: t.thenDraw });
      else c.log('ribelle.log.scoreSkipped', { seat: t.seat, pile: PILE_KEYS[t.pile] });
      return;
    }
    case 'placeDm': {
      const x = s.seats[t.seat];
      c.log(place(x, 'dm', x.base) ? 'ribelle.log.dmPlaced' : 'ribelle.log.noReserve', { seat: t.seat, piece: 'ribelle.piece.dm', at: locKey(x.base) });
      return;
    }
    case 'winMission':
      s.seats[t.seat].won.push(s.mission);
      c.log('ribelle.log.missionWon', { seat: t.seat, mission: missionKey(s.mission) });
      return;
    case 'lose': {
      const pile = s.seats[t.seat].piles[t.pile];
      if (pile.length > 0) {
        s.discard.push(pile.pop() as number);
        c.log('ribelle.log.pileLost', { seat: t.seat, pile: PILE_KEYS[t.pile] });
      } else {
        c.log('ribelle.log.perdereTutto', { seat: t.seat, pile: PILE_KEYS[t.pile] });
        c.changeSupport(t.seat, -1, 'perdereTutto');
      }
      return;
    }
    case 'loseDm': {
      const x = s.seats[t.seat];
      const i = x.dm.findIndex((l) => l >= 0);
      if (i >= 0) {
        const at = x.dm[i];
        x.dm[i] = -1;
        c.log('ribelle.log.dmLost', { seat: t.seat, at: locKey(at) });
      }
      return;
    }
    case 'loseLeader': {
      const x = s.seats[t.seat];
      if (leaderHeld(s, x)) {
        if (s.phase === 1) x.leader1 = 'played';
        else x.leader2 = 'played';
        c.log('ribelle.log.leaderLost', { seat: t.seat });
      } else {
        c.log('ribelle.log.perdereTutto', { seat: t.seat, pile: 'ribelle.leader' });
        c.changeSupport(t.seat, -1, 'perdereTutto');
      }
      return;
    }
    case 'support':
      return c.changeSupport(t.seat, t.delta, t.why);
    case 'health':
      s.health -= 1;
      c.log('ribelle.log.health', { health: s.health });
      if (s.health <= 0) defeat(c);
      return;
    case 'cleanup':
      return cleanup(c);
    case 'supply':
      return supply(c);
    case 'endRound':
      return endRound(c);
    case 'phaseCheck':
      if (s.missions.length === 0) return finalScoring(c);
      if (s.phase === 1 && MISSIONS[s.missions[0]].phase === 2) return phaseTwo(c);
      return startRound(c);
    case 'refill':
      for (const seat of orderFrom(s.first, s.n)) {
        const x = s.seats[seat];
        const need = Math.max(0, handLimit(x) - x.hand.length);
        const got = c.drawTo(seat, need);
        c.log('ribelle.log.refill', { seat, cards: got });
      }
      return;
    case 'startRound':
      return startRound(c);
  }
}

/** After the outcome: played cards to the discards, the mission resolved if nobody won it. */
function cleanup(c: RibelleContext): void {
  const s = c.s;
  for (const x of s.seats) {
    for (const ci of x.played) s.discard.push(ci);
    x.played = [];
    x.leaderPlayed = false;
    x.passed = false;
  }
  for (const h of s.autoHands) for (const ci of h) s.discard.push(ci);
  s.autoHands = [];
  if (!s.seats.some((x) => x.won.includes(s.mission))) s.resolved = [...s.resolved, s.mission];
  c.queueLast({ t: 'supply' });
}

