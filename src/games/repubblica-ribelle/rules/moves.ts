// Who decides now, what they may do, and applying a move.
import type { ApplyResult, PendingDecision, Seat } from '../../../engine/types.ts';
import { ACTION_CARDS, BOARDS, LEADERS } from '../content.ts';
import { ADJ, LOC_ID, LOC_TERR, TERR_LOCS, cardIndex, leaderIndex } from './data.ts';
import {
  Ctx,
  activatableCards,
  activate,
  advanceMission,
  bonusPiece,
  chooseBoard,
  clone,
  discardOne,
  drawTo,
  effectOptions,
  finishTask,
  isMilitary,
  leaderHeld,
  locKey,
  movePiece,
  nextManeuver,
  onMap,
  reserve,
  reveal,
  runTasks,
  startActivation,
  startManeuver,
} from './flow.ts';
import { DECISION_KINDS, type PieceKind, type ReasonKey, type RibelleMove, type RibelleState, type Task } from './types.ts';

export function decision(s: RibelleState): PendingDecision | null {
  switch (s.step) {
    case 'over':
      return null;
    case 'board':
      return { seat: s.queue[s.qi], secret: false, kind: DECISION_KINDS.board };
    case 'staff':
      return { seat: s.first, secret: false, kind: DECISION_KINDS.staff };
    case 'maneuver':
      return { seat: s.queue[s.qi], secret: false, kind: DECISION_KINDS.maneuver };
    case 'mission':
      return { seat: s.queue[s.qi], secret: true, kind: isMilitary(s) ? DECISION_KINDS.playMilitary : DECISION_KINDS.playOne };
    case 'reveal':
      return { seat: s.first, secret: false, kind: DECISION_KINDS.reveal };
    case 'tasks': {
      const t = s.tasks[0];
      if (!t) return null;
      switch (t.t) {
        case 'activate':
          return { seat: t.seat, secret: false, kind: t.mp > 0 ? DECISION_KINDS.bonusMove : DECISION_KINDS.activate };
        case 'pile':
          return { seat: t.seat, secret: true, kind: DECISION_KINDS.scorePile };
        case 'loseDm':
          return { seat: t.seat, secret: false, kind: DECISION_KINDS.loseDm };
        case 'discard':
          return { seat: t.seat, secret: true, kind: DECISION_KINDS.discard };
        case 'phaseBonus':
          return { seat: t.seat, secret: false, kind: DECISION_KINDS.phaseBonus };
        default:
          return null;
      }
    }
  }
}

export function activeSeats(s: RibelleState): Seat[] {
  const d = decision(s);
  return d ? [d.seat] : [];
}

/** The current phase's leader id of a seat. */
export function leaderId(s: RibelleState, seat: Seat): string {
  return LEADERS[leaderIndex(s.seats[seat].board, s.phase)].id;
}

function movementMoves(s: RibelleState, seat: Seat, mp: number, freeRadici: boolean): RibelleMove[] {
  const out: RibelleMove[] = [];
  const x = s.seats[seat];
  for (const piece of ['dm', 'cp'] as PieceKind[]) {
    const locs = [...new Set(onMap(x, piece))];
    for (const from of locs) {
      for (const link of ADJ[LOC_TERR[from]]) {
        const cost = freeRadici && link.radici ? 0 : 1;
        if (cost > mp) continue;
        for (const to of TERR_LOCS[link.to]) out.push({ type: 'move', piece, from: LOC_ID[from], to: LOC_ID[to] });
      }
    }
  }
  return out;
}

function playMoves(s: RibelleState, seat: Seat): RibelleMove[] {
  const x = s.seats[seat];
  const out: RibelleMove[] = [];
  for (const ci of x.hand) out.push({ type: 'play', card: ACTION_CARDS[ci].id });
  if (leaderHeld(s, x) && !x.leaderPlayed) out.push({ type: 'play', card: leaderId(s, seat) });
  return out;
}

export function legalMoves(s: RibelleState, seat: Seat): RibelleMove[] {
  const d = decision(s);
  if (!d || d.seat !== seat) return [];
  switch (s.step) {
    case 'board':
      return BOARDS.filter((_, i) => !s.seats.some((x) => x.board === i)).map((b) => ({ type: 'chooseBoard', board: b.id }));
    case 'staff':
      return [{ type: 'ready' }];
    case 'maneuver':
      return [...movementMoves(s, seat, s.mp, !s.radiciUsed), { type: 'endManeuver' }];
    case 'mission':
      return [...playMoves(s, seat), isMilitary(s) ? { type: 'done' } : { type: 'pass' }];
    case 'reveal':
      return [{ type: 'reveal' }];
    case 'tasks': {
      const t = s.tasks[0];
      const x = s.seats[seat];
      switch (t.t) {
        case 'activate': {
          if (t.mp > 0) return [...movementMoves(s, seat, t.mp, false), { type: 'stop' }];
          const out: RibelleMove[] = [];
          for (const ci of activatableCards(s, t)) {
            for (const o of effectOptions(s, seat, ci)) {
              const m: RibelleMove = { type: 'activate', card: ACTION_CARDS[ci].id };
              if (o.target) m.target = { ...o.target };
              if (o.piece) m.piece = o.piece;
              out.push(m);
            }
          }
          out.push({ type: 'endActivation' });
          return out;
        }
        case 'pile':
          return x.hand.map((ci) => ({ type: 'score', card: ACTION_CARDS[ci].id }));
        case 'loseDm':
          return [...new Set(onMap(x, 'dm'))].map((l) => ({ type: 'removeDm', at: LOC_ID[l] }));
        case 'discard':
          return x.hand.map((ci) => ({ type: 'discard', card: ACTION_CARDS[ci].id }));
        case 'phaseBonus': {
          const out: RibelleMove[] = [];
          if (reserve(x, 'dm') > 0) out.push({ type: 'bonusPiece', piece: 'dm' });
          if (reserve(x, 'cp') > 0) out.push({ type: 'bonusPiece', piece: 'cp' });
          return out;
        }
        default:
          return [];
      }
    }
    default:
      return [];
  }
}

// =============================================================================================

type Result = ApplyResult<RibelleState>;
const fail = (reason: ReasonKey): Result => ({ ok: false, reason });

function applyMission(c: Ctx, seat: Seat, move: RibelleMove): ReasonKey | null {
  const s = c.s;
  const x = s.seats[seat];
  const military = isMilitary(s);
  if (move.type === 'play') {
    const ci = cardIndex(move.card);
    if (ci >= 0) {
      const i = x.hand.indexOf(ci);
      if (i < 0) return 'ribelle.error.notInHand';
      x.hand.splice(i, 1);
      x.played.push(ci);
    } else if (typeof move.card === 'string' && move.card === leaderId(s, seat)) {
      if (!leaderHeld(s, x) || x.leaderPlayed) return 'ribelle.error.notInHand';
      x.leaderPlayed = true;
    } else return 'ribelle.error.badCard';
    c.log('ribelle.log.played', { seat });
    if (!military) advanceMission(c);
    return null;
  }
  if (move.type === 'done' && military) {
    x.passed = true;
    c.log('ribelle.log.playDone', { seat, cards: x.played.length + (x.leaderPlayed ? 1 : 0) });
    advanceMission(c);
    return null;
  }
  if (move.type === 'pass' && !military) {
    x.passed = true;
    c.log('ribelle.log.passed', { seat });
    advanceMission(c);
    return null;
  }
  return 'ribelle.error.wrongStep';
}

function applyTask(c: Ctx, seat: Seat, t: Task, move: RibelleMove): ReasonKey | null {
  const s = c.s;
  switch (t.t) {
    case 'activate': {
      if (!t.started) startActivation(s, t);
      if (move.type === 'activate') {
        const why = activate(c, t, move);
        if (why) return why;
        runTasks(c);
        return null;
      }
      if (move.type === 'endActivation') {
        if (t.mp > 0) return 'ribelle.error.stillMoving';
        finishTask(c);
        return null;
      }
      if (move.type === 'move') {
        if (t.mp <= 0) return 'ribelle.error.notMoving';
        const r = movePiece(c, seat, move, t.mp, false);
        if ('reason' in r) return r.reason;
        t.mp -= r.cost;
        runTasks(c);
        return null;
      }
      if (move.type === 'stop') {
        if (t.mp <= 0) return 'ribelle.error.notMoving';
        t.mp = 0;
        runTasks(c);
        return null;
      }
      return 'ribelle.error.wrongStep';
    }
    case 'pile': {
      if (move.type !== 'score') return 'ribelle.error.wrongStep';
      const x = s.seats[seat];
      const ci = cardIndex(move.card);
      if (ci < 0) return typeof move.card === 'string' && move.card.startsWith('ld-') ? 'ribelle.error.leaderNotAllowed' : 'ribelle.error.badCard';
      const i = x.hand.indexOf(ci);
      if (i < 0) return 'ribelle.error.notInHand';
      x.hand.splice(i, 1);
      x.piles[t.pile].push(ci);
      c.log('ribelle.log.scored', { seat, pile: `ribelle.pile.${['military', 'political', 'social'][t.pile]}` });
      // M14/M24: every rebel then draws 1 action card.
      if (t.thenDraw) c.log('ribelle.log.drew', { seat, cards: drawTo(c, seat, 1) });
      finishTask(c);
      return null;
    }
    case 'loseDm': {
      if (move.type !== 'removeDm') return 'ribelle.error.wrongStep';
      const at = LOC_ID.indexOf(typeof move.at === 'string' ? move.at : '');
      const x = s.seats[seat];
      const i = at < 0 ? -1 : x.dm.indexOf(at);
      if (i < 0) return 'ribelle.error.noDmThere';
      x.dm[i] = -1;
      c.log('ribelle.log.dmLost', { seat, at: locKey(at) });
      finishTask(c);
      return null;
    }
    case 'discard':
      if (move.type !== 'discard') return 'ribelle.error.wrongStep';
      return discardOne(c, seat, move.card);
    case 'phaseBonus':
      if (move.type !== 'bonusPiece') return 'ribelle.error.wrongStep';
      return bonusPiece(c, seat, move.piece);
    default:
      return 'ribelle.error.wrongStep';
  }
}

export function apply(state: RibelleState, seat: Seat, move: RibelleMove): Result {
  if (state.step === 'over') return fail('ribelle.error.gameOver');
  const d = decision(state);
  if (!d || d.seat !== seat) return fail('ribelle.error.notYourTurn');
  if (move === null || typeof move !== 'object' || typeof (move as { type?: unknown }).type !== 'string') {
    return fail('ribelle.error.badMove');
  }
  const c = new Ctx(clone(state));
  const s = c.s;
  let why: ReasonKey | null = null;
  switch (state.step) {
    case 'board':
      why = move.type === 'chooseBoard' ? chooseBoard(c, seat, move.board) : 'ribelle.error.wrongStep';
      break;
    case 'staff':
      if (move.type === 'ready') startManeuver(c);
      else why = 'ribelle.error.wrongStep';
      break;
    case 'maneuver':
      if (move.type === 'move') {
        const r = movePiece(c, seat, move, s.mp, !s.radiciUsed);
        if ('reason' in r) why = r.reason;
        else if (r.cost === 0) s.radiciUsed = true;
        else s.mp -= r.cost;
      } else if (move.type === 'endManeuver') {
        c.log('ribelle.log.maneuverDone', { seat, mp: s.mp });
        nextManeuver(c);
      } else why = 'ribelle.error.wrongStep';
      break;
    case 'mission':
      why = applyMission(c, seat, move);
      break;
    case 'reveal':
      if (move.type === 'reveal') reveal(c);
      else why = 'ribelle.error.wrongStep';
      break;
    case 'tasks':
      why = applyTask(c, seat, s.tasks[0], move);
      break;
  }
  if (why) return fail(why);
  return { ok: true, state: c.finish(), barrier: c.barrier };
}
