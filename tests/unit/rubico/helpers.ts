// Shared helpers for the Rubico tests (not a test file itself).
import { expect } from 'vitest';
import { cardKind, cardsInPlay, rubicoRules, stageOf, type MarciaKind, type RubicoMove, type RubicoState } from '../../../src/games/rubico/rules.ts';

export const rules = rubicoRules;

export function clone<T>(x: T): T {
  return JSON.parse(JSON.stringify(x)) as T;
}

/** Applies a move that must be legal. */
export function play(s: RubicoState, seat: number, move: RubicoMove): RubicoState {
  const r = rules.apply(s, seat, move);
  if (!r.ok) throw new Error(`move ${JSON.stringify(move)} by ${seat} refused: ${r.reason}`);
  return r.state;
}

/** Applies a move that must be refused with `reason`, and checks the state did not change. */
export function refuse(s: RubicoState, seat: number, move: unknown, reason: string): void {
  const before = clone(s);
  const r = rules.apply(s, seat, move as RubicoMove);
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.reason).toBe(reason);
  expect(s).toEqual(before);
}

/** Plays the decision-holder's move. */
export function act(s: RubicoState, move: RubicoMove): RubicoState {
  const d = rules.decision(s);
  if (!d) throw new Error('game over');
  return play(s, d.seat, move);
}

/** Setup, then every seat acknowledges its role: turn 1, suggest step. */
export function started(n: number, seed = 1, firstCenturion = 0): RubicoState {
  let s = rules.setup({ firstCenturion }, n, seed);
  while (stageOf(s) === 'roles') s = act(s, { type: 'ack' });
  return s;
}

/** Every seat in the suggest step lays its cards in draw order, no power. */
export function suggestAll(s: RubicoState): RubicoState {
  while (stageOf(s) === 'suggest') {
    const d = rules.decision(s)!;
    const k = s.hands[d.seat].length;
    s = play(s, d.seat, { type: 'suggest', order: Array.from({ length: k }, (_, i) => i) });
  }
  return s;
}

/**
 * Rearranges the Marcia cards of a state that just started a turn: `want[seat]` lists the kinds
 * that seat must hold (in row order); other seats and the deck get the remaining cards. Keeps
 * every card in exactly one place.
 */
export function arrange(s: RubicoState, want: Record<number, MarciaKind[]>, deckTop: MarciaKind[] = []): RubicoState {
  const pool = cardsInPlay(s.n).slice();
  const takeKind = (kind: MarciaKind): number => {
    const i = pool.findIndex((c) => cardKind(c) === kind);
    if (i < 0) throw new Error(`no ${kind} left in the pool`);
    return pool.splice(i, 1)[0];
  };
  const hands: number[][] = s.hands.map(() => []);
  for (const [seat, kinds] of Object.entries(want)) hands[Number(seat)] = kinds.map(takeKind);
  const top = deckTop.map(takeKind);
  s.hands.forEach((h, seat) => {
    if (want[seat] === undefined) for (let i = 0; i < h.length; i++) hands[seat].push(pool.pop()!);
  });
  const deck = [...pool, ...top.reverse()];
  return { ...s, hands, deck };
}

/** Takes cards (seat, slot) then confirms. */
export function choose(s: RubicoState, picks: [number, number][]): RubicoState {
  for (const [seat, slot] of picks) s = act(s, { type: 'take', seat, slot });
  return act(s, { type: 'confirm' });
}

/** Passes every pending power decision. */
export function passPowers(s: RubicoState): RubicoState {
  while (stageOf(s) === 'power') s = act(s, { type: 'power', use: null });
  return s;
}

/** Sorted kinds of a list of card indices. */
export function kindsOf(cards: readonly number[]): MarciaKind[] {
  return cards.map(cardKind).sort();
}
