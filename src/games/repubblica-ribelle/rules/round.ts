// The round, steps 1-3: Stato Maggiore (a new mission on the table), Manovre (each rebel in turn
// moves DMs and CPs along the roads) and Missione (cards played face down, in secret, until
// everyone is done or has passed; the automated partisans turn up their cards first).
import type { Seat } from '../../../engine/types.ts';
import { MISSIONS } from '../content.ts';
import type { RibelleContext } from './context.ts';
import { cardIndex, locIndex } from './data.ts';
import { hasMovable, isMilitary, leaderHeld, leaderId, locKey, missionKey, movePoints, orderFrom } from './helpers.ts';
import { moveCost } from './roads.ts';
import type { ReasonKey, RibelleState } from './types.ts';

/** Stato Maggiore: a new round, its log chunk, and the next mission on the table. */
export function startRound(c: RibelleContext): void {
  const s = c.s;
  s.round += 1;
  if (s.res) s.lastRes = s.res;
  s.res = null;
  c.newLogChunk();
  s.mission = s.missions[0];
  s.missions = s.missions.slice(1);
  c.barrier(); // the mission turned up cannot be unseen: no undo back past it
  const m = MISSIONS[s.mission];
  s.objectives = m.kind === 'military' ? 0 : s.players;
  s.roundStep = 1;
  s.queue = [];
  s.qi = 0;
  c.log('ribelle.log.round', { round: s.round, phase: s.phase, seatFirst: s.first, token: `ribelle.token.${s.token}` });
  c.log('ribelle.log.mission', {
    mission: missionKey(s.mission),
    code: m.code,
    kind: `ribelle.kind.${m.kind}`,
    locality: `ribelle.locality.${m.locality}`,
    objectives: s.objectives,
    target: m.difficulty === null ? 0 : m.difficulty * s.players,
  });
  if (m.kind === 'political') c.log('ribelle.log.silence', {});
}

/** Manovre: the first player moves first, then clockwise; false when nobody has pieces to move. */
export function startManeuver(c: RibelleContext): boolean {
  const s = c.s;
  s.roundStep = 2;
  s.queue = orderFrom(s.first, s.n);
  s.qi = -1;
  return nextManeuver(c);
}

/** The next seat with pieces on the map moves (with its track's points); false when none is left. */
function nextManeuver(c: RibelleContext): boolean {
  const s = c.s;
  for (s.qi += 1; s.qi < s.queue.length; s.qi++) {
    const seat = s.queue[s.qi];
    const x = s.seats[seat];
    if (hasMovable(x)) {
      s.mp = movePoints(x);
      s.radiciUsed = false;
      return true;
    }
    c.log('ribelle.log.noPieces', { seat });
  }
  return false;
}

/** Moves a piece one territory along a road (Manovre or the 2-MP effect), spending `mpLeft`. */
export function movePiece(
  c: RibelleContext,
  seat: Seat,
  move: { piece?: unknown; from?: unknown; to?: unknown },
  mpLeft: number,
  freeRadici: boolean,
): { reason: ReasonKey } | { cost: number } {
  if (move.piece !== 'dm' && move.piece !== 'cp') return { reason: 'ribelle.error.badPiece' };
  const from = locIndex(move.from);
  const to = locIndex(move.to);
  if (from < 0 || to < 0) return { reason: 'ribelle.error.badLocality' };
  const x = c.s.seats[seat];
  const arr = move.piece === 'dm' ? x.dm : x.cp;
  const i = arr.indexOf(from);
  if (i < 0) return { reason: 'ribelle.error.noPieceThere' };
  const cost = moveCost(from, to, freeRadici);
  if (cost < 0) return { reason: 'ribelle.error.notAdjacent' };
  if (cost > mpLeft) return { reason: 'ribelle.error.noMovement' };
  arr[i] = to;
  c.log('ribelle.log.moved', { seat, piece: `ribelle.piece.${move.piece}`, from: locKey(from), to: locKey(to), cost });
  return { cost };
}

/** Missione: the automated partisans turn up 3 cards each; play starts left of the first player. */
export function startMission(c: RibelleContext): void {
  const s = c.s;
  s.roundStep = 3;
  s.autoHands = [];
  for (let a = 0; a < s.auto; a++) {
    const hand: number[] = [];
    for (let k = 0; k < 3; k++) {
      const ci = c.drawCard();
      if (ci >= 0) hand.push(ci);
    }
    s.autoHands.push(hand);
    c.log('ribelle.log.autoDrew', { auto: a + 1, cards: hand.length });
  }
  for (const x of s.seats) {
    x.played = [];
    x.leaderPlayed = false;
    x.passed = false;
  }
  s.queue = orderFrom((s.first + 1) % s.n, s.n);
  s.qi = 0;
}

/**
 * After a seat's turn at the mission (a card played on a political or social mission, done or
 * passed): whose turn it is next; false when everyone is done and the cards are revealed next.
 */
export function nextMissionTurn(c: RibelleContext): boolean {
  const s = c.s;
  if (isMilitary(s)) {
    s.qi += 1;
    if (s.qi < s.queue.length) return true;
    return toReveal(s);
  }
  for (let k = 1; k <= s.n; k++) {
    const j = (s.qi + k) % s.n;
    if (!s.seats[s.queue[j]].passed) {
      s.qi = j;
      return true;
    }
  }
  return toReveal(s);
}

function toReveal(s: RibelleState): false {
  s.roundStep = 4;
  s.queue = [];
  s.qi = 0;
  return false;
}


/** Missione: a card from the hand (or the current phase's leader) played face down. */
export function playCard(c: RibelleContext, seat: Seat, card: unknown): ReasonKey | null {
  const s = c.s;
  const x = s.seats[seat];
  const ci = cardIndex(card);
  if (ci >= 0) {
    const i = x.hand.indexOf(ci);
    if (i < 0) return 'ribelle.error.notInHand';
    x.hand.splice(i, 1);
    x.played.push(ci);
  } else if (typeof card === 'string' && card === leaderId(s, seat)) {
    if (!leaderHeld(s, x) || x.leaderPlayed) return 'ribelle.error.notInHand';
    x.leaderPlayed = true;
  } else return 'ribelle.error.badCard';
  c.log('ribelle.log.played', { seat });
  return null;
}

/** Missione: done playing (military) or passing (political and social). */
export function stopPlaying(c: RibelleContext, seat: Seat): void {
  const x = c.s.seats[seat];
  x.passed = true;
  if (isMilitary(c.s)) c.log('ribelle.log.playDone', { seat, cards: x.played.length + (x.leaderPlayed ? 1 : 0) });
  else c.log('ribelle.log.passed', { seat });
}

/** Manovre: one move of the seat whose turn it is (the first Radici step of the turn is free). */
export function maneuver(c: RibelleContext, seat: Seat, move: { piece?: unknown; from?: unknown; to?: unknown }): ReasonKey | null {
  const s = c.s;
  const r = movePiece(c, seat, move, s.mp, !s.radiciUsed);
  if ('reason' in r) return r.reason;
  if (r.cost === 0) s.radiciUsed = true;
  else s.mp -= r.cost;
  return null;
}

/** Manovre: the seat is done; the next one with pieces on the map moves (false: none is left). */
export function endManeuver(c: RibelleContext, seat: Seat): boolean {
  c.log('ribelle.log.maneuverDone', { seat, mp: c.s.mp });
  return nextManeuver(c);
}
