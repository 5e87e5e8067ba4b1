// Risoluzione (step 4 of a round): every face-down card revealed at once, the automated
// partisans' scores from their green gears, then the tasks that go through each rebel from the
// first player: resource activation (activation.ts), then the count of the mission's points and
// objectives; finally the mission's outcome (outcome.ts). The step table (steps.ts) runs them.
import type { Seat } from '../../../engine/types.ts';
import { ACTION_CARDS, MISSIONS } from '../content.ts';
import type { RibelleContext } from './context.ts';
import { CARD_VALUE, LOC_TERR, leaderIndex, leaderValue, missionKindIndex, missionTerritory } from './data.ts';
import { isMilitary, locKey, orderFrom, place } from './helpers.ts';
import type { AutoResult, Resolution, SeatResult, Task } from './types.ts';

/** An automated partisan's played score from its green gears (Partigiani automatizzati). */
export function autoScore(m: number, greens: number): number {
  const card = MISSIONS[m];
  if (card.kind === 'military') {
    const d = card.difficulty as number;
    return greens >= 3 ? d + 2 : greens === 2 ? d : greens === 1 ? d - 2 : Math.ceil(d / 2);
  }
  const [low, high] = card.thresholds as [number, number];
  return greens >= 3 ? high + 2 : greens === 2 ? high - 1 : greens === 1 ? low : Math.ceil(low / 2);
}

function reachedOf(m: number, total: number): number {
  const th = MISSIONS[m].thresholds;
  if (!th) return 0;
  return total >= th[1] ? 2 : total >= th[0] ? 1 : 0;
}

/** Everyone reveals at once; returns the tasks of the Risoluzione, in order. */
export function reveal(c: RibelleContext): Task[] {
  const s = c.s;
  const m = s.mission;
  const card = MISSIONS[m];
  const k = missionKindIndex(m);
  const seats: SeatResult[] = [];
  for (let seat = 0; seat < s.n; seat++) {
    const x = s.seats[seat];
    if (x.leaderPlayed) {
      if (s.phase === 1) x.leader1 = 'played';
      else x.leader2 = 'played';
    }
    seats.push({
      seat,
      cards: x.played.slice(),
      leader: x.leaderPlayed,
      activated: [],
      cardPoints: 0,
      plus: 0,
      pieceBonus: 0,
      baseBonus: 0,
      total: null,
      reached: 0,
      removed: 0,
    });
  }
  const autos: AutoResult[] = s.autoHands.map((cards, a) => {
    let greens = 0;
    for (const ci of cards) if (ACTION_CARDS[ci].gears[k]) greens++;
    const score = autoScore(m, greens);
    return { auto: a + 1, cards: cards.slice(), greens, score, reached: reachedOf(m, score), removed: 0 };
  });
  s.res = {
    mission: m,
    seats,
    autos,
    teamTotal: 0,
    target: card.difficulty === null ? 0 : card.difficulty * s.players,
    success: null,
    highest: null,
    lowest: [],
  };
  const order = orderFrom(s.first, s.n);
  for (const seat of order) {
    const x = s.seats[seat];
    c.log('ribelle.log.revealed', { seat, cards: x.played.length + (x.leaderPlayed ? 1 : 0), leader: x.leaderPlayed });
  }
  for (const a of autos) c.log('ribelle.log.autoScore', { auto: a.auto, greens: a.greens, score: a.score });
  s.roundStep = 4;
  const tasks: Task[] = [];
  for (const seat of order) {
    tasks.push({ t: 'activate', seat, started: false, cap: [], faction: false, mp: 0, done: [] });
    tasks.push({ t: 'count', seat });
  }
  tasks.push({ t: 'autoCount' }, { t: 'outcome' });
  c.barrier();
  return tasks;
}


// Counting: each rebel's points, objectives removed and the rewards they reach.

/**
 * A rebel's total for the mission, the objectives it removes and the rewards it reaches; returns
 * the tasks of those rewards, which come before anything else.
 */
export function count(c: RibelleContext, seat: Seat): Task[] {
  const s = c.s;
  const res = s.res as Resolution;
  const m = s.mission;
  const card = MISSIONS[m];
  const k = missionKindIndex(m);
  const terr = missionTerritory(m);
  const x = s.seats[seat];
  const r = res.seats[seat];
  let points = 0;
  for (const ci of r.cards) points += CARD_VALUE[ci][k];
  if (r.leader) points += leaderValue(leaderIndex(x.board, s.phase), k);
  r.cardPoints = points;
  r.pieceBonus = 0;
  if (k === 0) for (const l of x.dm) if (l >= 0 && LOC_TERR[l] === terr) r.pieceBonus++;
  if (k === 1) for (const l of x.cp) if (l >= 0 && LOC_TERR[l] === terr) r.pieceBonus++;
  r.baseBonus = k !== 2 && x.base >= 0 && LOC_TERR[x.base] === terr ? 2 : 0;
  r.total = points + r.plus + r.pieceBonus + r.baseBonus;
  c.log('ribelle.log.total', { seat, total: r.total, cards: points, plus: r.plus, pieces: r.pieceBonus, base: r.baseBonus });
  if (k === 0) return [];
  r.reached = reachedOf(m, r.total);
  r.removed = Math.min(r.reached, s.objectives);
  s.objectives -= r.removed;
  if (r.reached > 0) c.log('ribelle.log.objectives', { seat, removed: r.removed, left: s.objectives });
  const next: Task[] = [];
  if (card.legend === 'political') {
    if (r.reached === 2) {
      c.log(place(x, 'cp', x.base) ? 'ribelle.log.cpPlaced' : 'ribelle.log.noReserve', { seat, piece: 'ribelle.piece.cp', at: locKey(x.base) });
      next.push({ t: 'pileDraw', seat, pile: 1, thenDraw: false }, { t: 'support', seat, delta: 1, why: 'mission' });
    } else if (r.reached === 1) next.push({ t: 'pileDraw', seat, pile: 1, thenDraw: false });
  } else if (card.legend === 'politicalLeader') {
    if (r.reached >= 1) {
      if (x.leader2 === 'played') {
        x.leader2 = 'hand';
        c.log('ribelle.log.leaderRecovered', { seat });
      } else next.push({ t: 'pileDraw', seat, pile: 1, thenDraw: false });
    }
  } else if (card.legend === 'social') {
    if (r.reached === 2) next.push({ t: 'pileDraw', seat, pile: 2, thenDraw: false }, { t: 'support', seat, delta: 1, why: 'mission' });
    else if (r.reached === 1) next.push({ t: 'pileDraw', seat, pile: 2, thenDraw: false });
  }
  return next;
}

/** The automated partisans remove objectives after the rebels. */
export function autoObjectives(c: RibelleContext): void {
  const s = c.s;
  const res = s.res as Resolution;
  if (isMilitary(s)) return;
  for (const a of res.autos) {
    a.removed = Math.min(a.reached, s.objectives);
    s.objectives -= a.removed;
    if (a.reached > 0) c.log('ribelle.log.objectives', { auto: a.auto, removed: a.removed, left: s.objectives });
  }
}
