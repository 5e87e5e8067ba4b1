// Shared helpers for the Fiamme d'assalto tests (not a test file itself). With physical dice every
// die is entered by the player, so the tests script each roll exactly.
import { expect } from 'vitest';
import { ENEMY_TOKENS, type MissionId } from '../../../src/games/fiamme-d-assalto/content.ts';
import { flowOfView } from '../../../src/games/fiamme-d-assalto/determinize.ts';
import {
  fiammeRules,
  stepNow,
  type CampaignRoster,
  type EnemyOnTable,
  type FiammeMove,
  type FiammeState,
  type FiammeStep,
  type RollPurpose,
} from '../../../src/games/fiamme-d-assalto/rules.ts';

export const rules = fiammeRules;
export { stepNow };

/** The same state at another step (the order of play under it as a game reaches that step). */
export function at(s: FiammeState, step: FiammeStep): FiammeState {
  return { ...s, flow: flowOfView({ ...rules.view(s, 'table'), step }) };
}

export function clone<T>(x: T): T {
  return JSON.parse(JSON.stringify(x)) as T;
}

export function start(mission: MissionId, seats = 1, physical = true, seed = 1, roster: CampaignRoster | null = null): FiammeState {
  return rules.setup({ mission, physicalDice: physical, roster }, seats, seed);
}

/** Applies a move that must be legal. */
export function play(s: FiammeState, seat: number, move: FiammeMove): FiammeState {
  const r = rules.apply(s, seat, move);
  if (!r.ok) throw new Error(`move ${JSON.stringify(move)} by ${seat} at ${stepNow(s)} refused: ${r.reason}`);
  return r.state;
}

/** Plays the decision-holder's move. */
export function act(s: FiammeState, move: FiammeMove): FiammeState {
  const d = rules.decision(s);
  if (!d) throw new Error('mission over');
  return play(s, d.seat, move);
}

/** Rolls physical dice with these values at the current roll step. */
export function roll(s: FiammeState, ...values: number[]): FiammeState {
  return act(s, { type: 'roll', values });
}

/** Applies a move that must be refused with `reason`, and checks the state did not change. */
export function refuse(s: FiammeState, seat: number, move: unknown, reason: string): void {
  const before = clone(s);
  const r = rules.apply(s, seat, move as FiammeMove);
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.reason).toBe(reason);
  expect(s).toEqual(before);
}

export type Script = Partial<Record<RollPurpose, number[][]>> & {
  spend?: FiammeMove[];
  pick?: number[];
  volunteer?: number[];
  /** Reroll-step answers; 'accept' when empty. */
  reroll?: FiammeMove[];
};

/**
 * Plays scripted moves until `stop` holds: each roll step takes the next values of its purpose,
 * the spend step the next scripted purchase (then 'done'), the reroll step 'accept'.
 */
export function drive(s: FiammeState, script: Script, stop: (s: FiammeState) => boolean): FiammeState {
  let guard = 0;
  while (!stop(s)) {
    if (++guard > 500) throw new Error('drive: no progress');
    const d = rules.decision(s);
    if (!d) throw new Error(`drive: mission over before the stop (${s.result})`);
    let move: FiammeMove;
    switch (stepNow(s)) {
      case 'reroll':
        move = script.reroll?.shift() ?? { type: 'accept' };
        break;
      case 'spend':
        move = script.spend?.shift() ?? { type: 'done' };
        break;
      case 'pick': {
        const u = script.pick?.shift();
        move = u === undefined ? rules.legalMoves(s, d.seat)[0] : { type: 'pick', unit: u };
        break;
      }
      case 'volunteer':
        move = { type: 'volunteer', seat: script.volunteer?.shift() ?? 0 };
        break;
      case 'veteran':
        move = rules.legalMoves(s, d.seat)[0];
        break;
      default: {
        const q = script[stepNow(s) as RollPurpose];
        const values = q?.shift();
        if (!values) {
          if (stepNow(s) === 'granate') move = { type: 'skip' };
          else throw new Error(`drive: no dice scripted for ${stepNow(s)}`);
        } else move = { type: 'roll', values };
      }
    }
    s = play(s, d.seat, move);
  }
  return s;
}

/** Puts card `id` on top of the Terra di Nessuno deck (swapping it), keeping every card once. */
export function topTdn(s: FiammeState, id: string): FiammeState {
  const deck = s.tdnDeck.slice();
  const i = deck.indexOf(id);
  if (i < 0) throw new Error(`${id} is not in the deck`);
  deck.splice(i, 1);
  deck.push(id);
  return { ...s, tdnDeck: deck };
}

/** Makes `id` the Terra di Nessuno card in play (swapping it with the one drawn). */
export function currentTdn(s: FiammeState, id: string): FiammeState {
  if (s.tdnCard === id) return s;
  const deck = s.tdnDeck.slice();
  const i = deck.indexOf(id);
  if (i < 0) throw new Error(`${id} is not in the deck`);
  deck[i] = s.tdnCard as string;
  return { ...s, tdnDeck: deck, tdnCard: id };
}

/** Puts Trincea card `id` on top of the deck (from the deck or the aside pile). */
export function topTrench(s: FiammeState, id: string): FiammeState {
  const deck = s.trenchDeck.slice();
  const aside = s.trenchAside.slice();
  let i = deck.indexOf(id);
  if (i >= 0) deck.splice(i, 1);
  else {
    i = aside.indexOf(id);
    if (i < 0) throw new Error(`${id} is neither in the deck nor aside`);
    // Swap with the deck's top card so the counts stay the same.
    aside[i] = deck.pop() as string;
  }
  deck.push(id);
  return { ...s, trenchDeck: deck, trenchAside: aside };
}

/** Replaces the enemies on the table (the bag keeps every other token). */
export function setEnemies(s: FiammeState, enemies: EnemyOnTable[]): FiammeState {
  const used = new Set(enemies.map((e) => e.t));
  const bag = ENEMY_TOKENS.map((_, i) => i).filter((i) => !used.has(i));
  return { ...s, enemies: enemies.map((e) => ({ ...e })), bag };
}

/** Sets fields of one unit. */
export function withUnit(s: FiammeState, i: number, patch: Partial<FiammeState['units'][number]>): FiammeState {
  const units = s.units.map((u, k) => (k === i ? { ...u, ...patch, attrs: { ...(patch.attrs ?? u.attrs) } } : u));
  return { ...s, units };
}

/** Index of the token with these values (front fire, front melee, back melee). */
export function token(fire: number, melee: number, back?: number): number {
  const i = ENEMY_TOKENS.findIndex((t) => t.fire === fire && t.melee === melee && (back === undefined || t.backMelee === back));
  if (i < 0) throw new Error(`no token ${fire}/${melee}/${back}`);
  return i;
}

/** Plays the five Terra di Nessuno cards with safe dice: tests pass, the sniper misses. */
export function crossNoMansLand(s: FiammeState): FiammeState {
  const six = Array.from({ length: 40 }, () => [6]);
  const one = Array.from({ length: 40 }, () => [1]);
  const cmd = Array.from({ length: 40 }, () => (s.coop ? [1, 1] : [1, 1, 1]));
  return drive(s, { command: cmd, select: one.map(() => [1]), test: six, sniper: one }, (x) => x.phase !== 'tdn');
}

/** Dice that go the players' way, for getting through turns a test does not look at. */
export function safeValues(s: FiammeState): number[] {
  const n = rules.view(s, 'table').pendingRoll?.count ?? 1;
  switch (stepNow(s)) {
    case 'select':
    case 'sniper':
    case 'enemies':
    case 'fire':
      return Array.from({ length: n }, () => 1);
    case 'melee':
      return [6, 1];
    default:
      return Array.from({ length: n }, () => 6);
  }
}

/** Plays with safe dice (and no purchases) until `stop` holds. */
export function autoSafe(s: FiammeState, stop: (s: FiammeState) => boolean): FiammeState {
  let guard = 0;
  while (!stop(s)) {
    if (++guard > 2000) throw new Error('autoSafe: no progress');
    const d = rules.decision(s);
    if (!d) throw new Error(`autoSafe: mission over before the stop (${s.result})`);
    let move: FiammeMove;
    switch (stepNow(s)) {
      case 'reroll':
        move = { type: 'accept' };
        break;
      case 'spend':
        move = { type: 'done' };
        break;
      case 'pick':
      case 'volunteer':
      case 'veteran':
        move = rules.legalMoves(s, d.seat)[0];
        break;
      default:
        move = { type: 'roll', values: safeValues(s) };
    }
    s = play(s, d.seat, move);
  }
  return s;
}

/** Rolls and, if the reroll step opens, keeps the dice as they are. */
export function rollOk(s: FiammeState, ...values: number[]): FiammeState {
  s = roll(s, ...values);
  return stepNow(s) === 'reroll' ? act(s, { type: 'accept' }) : s;
}

export const unitIndex = (s: FiammeState, id: string) => s.units.findIndex((u) => u.id === id);
export const lastLog = (s: FiammeState, key: string) => [...s.log].reverse().find((e) => e.key === key);

/** Mission 3 (no no man's land): turn 1, card `card` drawn, `pc` command points to spend. */
export function trenchWith(card: string, pc: 0 | 1 | 2 | 3, mission: 2 | 3 | 4 | 5 = 3, seed = 1): FiammeState {
  let s = start(mission, 1, true, seed);
  if (mission !== 3) s = crossNoMansLand(s);
  s = topTrench(s, card);
  const dice = [1, 1, 1].map((_, i) => (i < pc ? 6 : 1));
  s = roll(s, ...dice);
  if (stepNow(s) === 'reroll') s = act(s, { type: 'accept' });
  expect(s.trenchCard).toBe(card);
  return s;
}

/** From the spend step: done, select unit `n` by die, pass the card's test if any: the enemies step. */
export function toEnemies(s: FiammeState, n = 1): FiammeState {
  s = drive(s, { select: [[n]], test: [[6]] }, (x) => stepNow(x) === 'enemies');
  return s;
}
