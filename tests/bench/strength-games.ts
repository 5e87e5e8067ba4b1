// What `npm run strength` plays (scripts/strength.mjs): every game of the registry with app
// players, the same seeded games as the bench (tests/bench/games.ts: its seat counts and
// options), each seat played by a policy, the app at some level through `observe` and
// `choose` only or the uniformly random policy. The referee (this file) reads the state to
// deal the seats to sides and to score; the players never see it. Shared by Node
// (tests/bench/strength.ts) and the thinking-time page (tests/bench/thinking).
import { randomMove } from '../../src/engine/playout.ts';
import { LEVELS, observe, type AppPlayers, type Level, type Observation } from '../../src/engine/players.ts';
import { Rng, seedRng } from '../../src/engine/rng.ts';
import type { Outcome, Seat } from '../../src/engine/types.ts';
import { GAMES } from '../../src/games/registry.ts';
import { benchGames, startOf, type BenchGame } from './games.ts';

/**
 * How a game is scored. `team`: seats are dealt to sides at set-up (Rubico's red and blue);
 * the app plays one side, the other side is random or another level. `coop`: every seat plays
 * together and a win is a win for all (Repubblica Ribelle, Fiamme d'assalto). `solo` (any
 * other game): the app plays one seat, turning round the table from game to game.
 */
export type StrengthKind = 'team' | 'coop' | 'solo';

export interface StrengthGame extends BenchGame {
  players: AppPlayers;
  kind: StrengthKind;
  /** Team games: the side of each seat in a starting state, read by the referee. */
  sides?: (state: unknown) => string[];
}

/** The games scored by side or together; the others are `solo`. */
const KINDS: Record<string, { kind: StrengthKind; sides?: (state: unknown) => string[] }> = {
  rubico: { kind: 'team', sides: (s) => (s as { roles: string[] }).roles.slice() },
  'repubblica-ribelle': { kind: 'coop' },
  'fiamme-d-assalto': { kind: 'coop' },
};

/** The levels measured of a game, easiest first: the offered ones, and its players' trial ones if asked (STRENGTH_TRIAL=1). */
export function measuredLevels(game: StrengthGame, trial: boolean): Level[] {
  return LEVELS.filter((l) => game.players.levels.includes(l) || (trial && (game.players.trial ?? []).includes(l)));
}

/** Every bench game whose registry entry has app players, the players loaded. */
export async function strengthGames(): Promise<StrengthGame[]> {
  const bench = await benchGames();
  const out: StrengthGame[] = [];
  // STRENGTH_ONLY=id,id in Node: only those games (a run while working on one game's players).
  const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env;
  const only = env?.STRENGTH_ONLY?.split(',');
  for (const g of bench) {
    if (only && !only.includes(g.id)) continue;
    const entry = GAMES.find((e) => e.id === g.id);
    if (!entry?.players) continue;
    out.push({ ...g, players: await entry.players(), ...(KINDS[g.id] ?? { kind: 'solo' }) });
  }
  return out;
}

/** Who plays a seat: the app at a level, or the uniformly random policy. */
export type Policy = Level | 'random';

/** The seed of seeded game number `g` (the same deal for every match-up). */
export const gameSeed = (g: number) => 0x57e6 + g * 7919;

/** Seeded game `g`'s seat count and the side of each seat: dealt (team), `all` (coop), its own (solo). */
export function seatsOf(game: StrengthGame, g: number): { seatCount: number; sides: string[] } {
  const start = startOf(game, g, gameSeed(g));
  const n = start.seatCount;
  if (game.kind === 'team') return { seatCount: n, sides: game.sides!(start.state) };
  if (game.kind === 'coop') return { seatCount: n, sides: Array(n).fill('all') };
  return { seatCount: n, sides: Array.from({ length: n }, (_, i) => `seat ${i}`) };
}

/**
 * Plays seeded game `g` to its end, seat i by `policies[i]`: the app through its observation
 * and its own seeded RNG (no time limit, so a level's play is the same on every machine), the
 * random policy through the engine's randomMove.
 */
export function playGame(game: StrengthGame, g: number, policies: readonly Policy[], maxMoves = 100_000): Outcome {
  const { rules } = game;
  const seed = gameSeed(g);
  const { seatCount, state: start } = startOf(game, g, seed);
  const random = new Rng(seedRng(seed ^ 0x5eed));
  const rngs = Array.from({ length: seatCount }, (_, i) => new Rng(seedRng(seed ^ (0xa99 + i * 0x9e37))));
  let state: unknown = start;
  for (let n = 0; ; n++) {
    const d = rules.decision(state);
    if (!d) break;
    if (n > maxMoves) throw new Error(`${game.id} game ${g}: no end after ${maxMoves} moves`);
    const policy = policies[d.seat];
    let move: unknown;
    if (policy === 'random') move = randomMove(rules, state, d.seat, random);
    else {
      const obs = observe(rules, state, d.seat, seatCount);
      if (!obs) throw new Error(`${game.id} game ${g}: seat ${d.seat} decides but has no observation`);
      move = game.players.choose(policy, obs, rngs[d.seat]);
    }
    const r = rules.apply(state, d.seat, move);
    if (!r.ok) throw new Error(`${game.id} game ${g}: ${policy} at seat ${d.seat} played ${JSON.stringify(move)}, refused (${r.reason})`);
    state = r.state;
  }
  const outcome = rules.outcome(state);
  if (!outcome) throw new Error(`${game.id} game ${g}: no decision and no outcome`);
  return outcome;
}

/** Whether any seat of `side` won (team games), anybody won (coop), or `seat` won (solo). */
export function won(outcome: Outcome, sides: readonly string[], side: string): boolean {
  return outcome.winners.some((w: Seat) => sides[w] === side);
}

/**
 * A fixed set of `count` observations where a seat has a real choice (two moves or more),
 * spread evenly over the decisions of seeded random games: what the thinking time is timed on.
 */
export function sampleObservations(game: StrengthGame, count: number, games = 8): Observation[] {
  const all: Observation[] = [];
  for (let g = 0; g < games; g++) {
    const seed = gameSeed(g) ^ 0x7417;
    const { seatCount, state: start } = startOf(game, g, seed);
    const rng = new Rng(seedRng(seed));
    let state: unknown = start;
    for (let d = game.rules.decision(state); d; d = game.rules.decision(state)) {
      const obs = observe(game.rules, state, d.seat, seatCount);
      if (obs && obs.moves.length > 1) all.push(obs);
      const r = game.rules.apply(state, d.seat, randomMove(game.rules, state, d.seat, rng));
      if (!r.ok) throw new Error(`${game.id}: a random move was refused (${r.reason})`);
      state = r.state;
    }
  }
  if (all.length <= count) return all;
  return Array.from({ length: count }, (_, i) => all[Math.floor((i * all.length) / count)]);
}
