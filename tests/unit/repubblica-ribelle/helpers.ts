// Shared helpers for the Repubblica Ribelle tests: set-ups with fixed boards, crafted states
// (plain JSON, so tests may arrange them directly) and a driver that answers decisions.
import { expect } from 'vitest';
import { ACTION_CARDS, MISSIONS, type MissionCode } from '../../../src/games/repubblica-ribelle/content.ts';
import {
  cardIndex,
  locIndex,
  ribelleRules,
  type RibelleMove,
  stageOf,
  type RibelleState,
} from '../../../src/games/repubblica-ribelle/rules.ts';

export const BOARD_ORDER = ['rosso', 'verde', 'blu', 'arancio', 'giallo', 'viola'];

/** A started game (boards fixed: alternating Stella and Fiamma), at the first Stato Maggiore. */
export function start(n: number, seed = 1, demo = false, firstPlayer = 0): RibelleState {
  return ribelleRules.setup({ demo, firstPlayer, boards: BOARD_ORDER.slice(0, n) }, n, seed);
}

export const missionIdx = (code: MissionCode): number => MISSIONS.findIndex((m) => m.code === code);
export const loc = (id: string): number => {
  const i = locIndex(id);
  if (i < 0) throw new Error(`no locality ${id}`);
  return i;
};
export const card = (id: string): number => cardIndex(id);
export const cardId = (i: number): string => ACTION_CARDS[i].id;

/** Replaces the current mission (at the Stato Maggiore step). */
export function setMission(s: RibelleState, code: MissionCode): void {
  const m = missionIdx(code);
  s.missions = s.missions.filter((x) => x !== m);
  s.mission = m;
  s.objectives = MISSIONS[m].kind === 'military' ? 0 : s.players;
}

/**
 * Takes cards matching `pred` out of wherever they are (deck, discard, hands) and gives them to
 * `seat`'s hand, keeping the 114 cards conserved.
 */
export function give(s: RibelleState, seat: number, cards: number[]): void {
  for (const ci of cards) {
    s.deck = s.deck.filter((x) => x !== ci);
    s.discard = s.discard.filter((x) => x !== ci);
    for (const x of s.seats) {
      x.hand = x.hand.filter((y) => y !== ci);
      for (let p = 0; p < 3; p++) x.piles[p] = x.piles[p].filter((y) => y !== ci);
    }
    s.seats[seat].hand.push(ci);
  }
}

/** Puts these cards on top of the deck (first drawn first), taking them from wherever they are. */
export function stack(s: RibelleState, cards: number[]): void {
  s.discard = s.discard.filter((c) => !cards.includes(c));
  for (const x of s.seats) {
    x.hand = x.hand.filter((c) => !cards.includes(c));
    for (let p = 0; p < 3; p++) x.piles[p] = x.piles[p].filter((c) => !cards.includes(c));
  }
  s.deck = [...s.deck.filter((c) => !cards.includes(c)), ...cards.slice().reverse()];
}

/** Empties every hand into the discard pile. */
export function clearHands(s: RibelleState): void {
  for (const x of s.seats) {
    s.discard.push(...x.hand);
    x.hand = [];
  }
}

/** Cards (indices) matching a predicate, not in `exclude`. */
export function pick(pred: (c: (typeof ACTION_CARDS)[number]) => boolean, k: number, exclude: number[] = []): number[] {
  const out: number[] = [];
  ACTION_CARDS.forEach((c, i) => {
    if (out.length < k && pred(c) && !exclude.includes(i)) out.push(i);
  });
  if (out.length < k) throw new Error('not enough cards');
  return out;
}

export function act(s: RibelleState, seat: number, move: RibelleMove): RibelleState {
  const r = ribelleRules.apply(s, seat, move);
  if (!r.ok) throw new Error(`${JSON.stringify(move)} by ${seat}: ${r.reason}`);
  return r.state;
}

/** Applies a move for whoever decides now. */
export function next(s: RibelleState, move: RibelleMove): RibelleState {
  const d = ribelleRules.decision(s);
  expect(d).not.toBeNull();
  return act(s, d!.seat, move);
}

/** From the Stato Maggiore: ready, and every seat ends Manovre without moving. */
export function skipToMission(s: RibelleState): RibelleState {
  expect(stageOf(s)).toBe('staff');
  s = next(s, { type: 'ready' });
  while (stageOf(s) === 'maneuver') s = next(s, { type: 'endManeuver' });
  expect(stageOf(s)).toBe('mission');
  return s;
}

/**
 * Plays the mission step: `plan[seat]` lists card ids (or leader ids) to play. Military: each
 * seat plays its list then 'done'; political/social: one card per turn, then pass.
 */
export function playMission(s: RibelleState, plan: Record<number, string[]>): RibelleState {
  const left: Record<number, string[]> = {};
  for (const [k, v] of Object.entries(plan)) left[Number(k)] = v.slice();
  const military = MISSIONS[s.mission].kind === 'military';
  while (stageOf(s) === 'mission') {
    const seat = ribelleRules.decision(s)!.seat;
    const mine = left[seat] ?? [];
    if (military) {
      for (const c of mine) s = act(s, seat, { type: 'play', card: c });
      left[seat] = [];
      s = act(s, seat, { type: 'done' });
    } else if (mine.length > 0) s = act(s, seat, { type: 'play', card: mine.shift()! });
    else s = act(s, seat, { type: 'pass' });
  }
  return s;
}

/** Answers every decision with a plain default until `stop` holds (or the step is staff/over). */
export function drive(s: RibelleState, stop: (s: RibelleState) => boolean = () => false): RibelleState {
  let guard = 0;
  while (!stop(s) && stageOf(s) !== 'over') {
    if (++guard > 500) throw new Error('drive: no progress');
    const d = ribelleRules.decision(s)!;
    const moves = ribelleRules.legalMoves(s, d.seat);
    const pref = ['endActivation', 'stop', 'score', 'removeDm', 'discard', 'bonusPiece', 'reveal', 'ready', 'endManeuver', 'done', 'pass'];
    let m: RibelleMove | undefined;
    for (const t of pref) if ((m = moves.find((x) => x.type === t))) break;
    s = act(s, d.seat, m ?? moves[0]);
    if (stageOf(s) === 'staff') break;
  }
  return s;
}

/** Every action card's place: deck, discard, hands, face-down plays, scoring boxes, partisans. */
export function cardPlaces(s: RibelleState): number[] {
  const out = [...s.deck, ...s.discard];
  for (const x of s.seats) {
    out.push(...x.hand, ...x.played, ...x.piles[0], ...x.piles[1], ...x.piles[2]);
  }
  for (const h of s.autoHands) out.push(...h);
  return out;
}

export function json<T>(x: T): T {
  return JSON.parse(JSON.stringify(x)) as T;
}
