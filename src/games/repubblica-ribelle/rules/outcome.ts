// The mission's outcome (end of Risoluzione): success or failure from the team total or the
// objectives left, the highest and lowest contributions, and the rewards or losses as tasks
// (a card into a scoring box, a DM at the base, the mission card won, cards, DMs, the leader or
// support lost, the Republic's health). Also the two decisions those tasks wait for (which card
// goes into a scoring box, which DM is lost) and the clean-up after them.
import type { Seat } from '../../../engine/types.ts';
import { MISSIONS } from '../content.ts';
import type { RibelleContext } from './context.ts';
import { LOC_ID, cardIndex } from './data.ts';
import { PILE_KEYS, locKey, missionKey, orderFrom } from './helpers.ts';
import type { Highest, ReasonKey, Resolution, Task } from './types.ts';

function highestOf(cands: { seat: Seat | null; auto: number | null; value: number }[]): Highest {
  if (cands.length === 0) return { kind: 'none' };
  let max = -Infinity;
  for (const x of cands) if (x.value > max) max = x.value;
  const top = cands.filter((x) => x.value === max);
  if (top.length > 1) return { kind: 'tie' };
  const t = top[0];
  return t.seat !== null ? { kind: 'seat', seat: t.seat } : { kind: 'auto', auto: t.auto as number };
}

function logHighest(c: RibelleContext, h: Highest): void {
  if (h.kind === 'seat') c.log('ribelle.log.highest', { seat: h.seat });
  else if (h.kind === 'auto') c.log('ribelle.log.highestAuto', { auto: h.auto });
  else if (h.kind === 'tie') c.log('ribelle.log.highestTie', {});
}

/** Success or failure, the highest and lowest contributions; returns the legend's tasks. */
export function outcomeOf(c: RibelleContext): Task[] {
  const s = c.s;
  const res = s.res as Resolution;
  const m = s.mission;
  const card = MISSIONS[m];
  const order = orderFrom(s.first, s.n);
  const totals = res.seats.map((r) => r.total as number);
  if (card.kind === 'military') {
    let team = 0;
    for (const t of totals) team += t;
    for (const a of res.autos) team += a.score;
    res.teamTotal = team;
    res.success = team >= res.target;
  } else res.success = s.objectives === 0;
  c.log(res.success ? 'ribelle.log.success' : 'ribelle.log.failure', {
    mission: missionKey(m),
    total: res.teamTotal,
    target: res.target,
    objectives: s.objectives,
  });
  const tasks: Task[] = [];
  const everyone = [
    ...res.seats.map((r) => ({ seat: r.seat as Seat | null, auto: null as number | null, value: r.total as number })),
    ...res.autos.map((a) => ({ seat: null as Seat | null, auto: a.auto as number | null, value: a.score })),
  ];
  const failMilitary = () => {
    for (const seat of order) tasks.push({ t: 'lose', seat, pile: 0 }, { t: 'loseDm', seat });
    tasks.push({ t: 'health' });
  };
  switch (card.legend) {
    case 'military':
    case 'militaryPlus': {
      if (!res.success) {
        failMilitary();
        break;
      }
      const plus = card.legend === 'militaryPlus';
      for (const seat of order) tasks.push({ t: 'pileDraw', seat, pile: 0, thenDraw: plus });
      const h = highestOf(everyone);
      res.highest = h;
      logHighest(c, h);
      if (h.kind === 'seat') {
        tasks.push({ t: 'pileDraw', seat: h.seat, pile: 0, thenDraw: false });
        tasks.push(plus ? { t: 'winMission', seat: h.seat } : { t: 'placeDm', seat: h.seat });
      }
      break;
    }
    case 'political': {
      if (!res.success) {
        failMilitary();
        break;
      }
      let min = Infinity;
      for (const e of everyone) if (e.value < min) min = e.value;
      res.lowest = order.filter((seat) => totals[seat] === min);
      for (const seat of res.lowest) tasks.push({ t: 'support', seat, delta: -1, why: 'lowest' });
      c.log('ribelle.log.lowest', { value: min, seats: res.lowest.length });
      break;
    }
    case 'politicalLeader': {
      if (!res.success) {
        for (const seat of order) tasks.push({ t: 'loseLeader', seat }, { t: 'lose', seat, pile: 1 });
        tasks.push({ t: 'health' });
        break;
      }
      const low = (card.thresholds as [number, number])[0];
      const h = highestOf(everyone.filter((e) => e.value >= low));
      res.highest = h;
      logHighest(c, h);
      if (h.kind === 'seat') tasks.push({ t: 'winMission', seat: h.seat });
      break;
    }
    case 'social': {
      if (!res.success) {
        for (const seat of order) tasks.push({ t: 'lose', seat, pile: 2 }, { t: 'support', seat, delta: -1, why: 'failure' });
        tasks.push({ t: 'health' });
      }
      break;
    }
  }
  return tasks;
}


type PileTask = Extract<Task, { t: 'pile' }>;

/** The 'pile' task's decision: a card from the hand, face down on top of the scoring box. */
export function scoreCard(c: RibelleContext, seat: Seat, t: PileTask, card: unknown): ReasonKey | null {
  const x = c.s.seats[seat];
  const ci = cardIndex(card);
  if (ci < 0) return typeof card === 'string' && card.startsWith('ld-') ? 'ribelle.error.leaderNotAllowed' : 'ribelle.error.badCard';
  const i = x.hand.indexOf(ci);
  if (i < 0) return 'ribelle.error.notInHand';
  x.hand.splice(i, 1);
  x.piles[t.pile].push(ci);
  c.log('ribelle.log.scored', { seat, pile: PILE_KEYS[t.pile] });
  // M14/M24: every rebel then draws 1 action card.
  if (t.thenDraw) c.log('ribelle.log.drew', { seat, cards: c.drawTo(seat, 1) });
  return null;
}

/** The 'loseDm' task's decision (DMs on two or more localities): which one goes back. */
export function removeDm(c: RibelleContext, seat: Seat, at: unknown): ReasonKey | null {
  const loc = LOC_ID.indexOf(typeof at === 'string' ? at : '');
  const x = c.s.seats[seat];
  const i = loc < 0 ? -1 : x.dm.indexOf(loc);
  if (i < 0) return 'ribelle.error.noDmThere';
  x.dm[i] = -1;
  c.log('ribelle.log.dmLost', { seat, at: locKey(loc) });
  return null;
}

/** After the outcome: played cards to the discards, the mission resolved if nobody won it. */
export function cleanup(c: RibelleContext): void {
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
}
