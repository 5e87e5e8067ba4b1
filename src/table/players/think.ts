// One decision of an app player, the same in the worker and in the page: load the game's app
// players, give them the seat's observation and an RNG of their own, check the answer is one of
// the legal moves. Nothing else is ever played in the app's name: players that cannot load (a
// tab older than the server: an update removed their chunk) answer the reason,
// `update.reloadToGoOn`, and the table says so and offers the reload; a game without players, a
// player that fails or names an illegal move (a bug the contract test is there to catch) answer
// an error, and the table says the app could not choose.
import { PLAYERS } from '../../games/players-loaders.ts';
import { indexOfMove, type AppPlayers, type Level, type Observation } from '../../engine/players.ts';
import { Rng, seedRng } from '../../engine/rng.ts';

export interface ThinkRequest {
  gameId: string;
  level: Level;
  /** The seat's observation: all an app player ever receives of the game. */
  obs: Observation;
  /** Fresh for each decision (crypto), never derived from the game's seed. */
  seed: number;
  /** How long the app may search (a cap on the players' own effort). */
  budgetMs: number;
}

/** An error's `reason` is a catalog key the table can show (`update.reloadToGoOn`). */
export type ThinkAnswer = { move: unknown } | { error: string; reason?: string };

/** The players' code is gone with an update: reload to get the new version's. */
export const PLAYERS_GONE = 'update.reloadToGoOn';

export type LoadPlayers = (gameId: string) => Promise<AppPlayers | null>;

const loaded = new Map<string, Promise<AppPlayers | null>>();

/**
 * The game's app players (games/players-loaders.ts), once per game; null when it has none. A failed
 * load (mostly a chunk gone with an update) rejects and is forgotten, so a later try loads again.
 */
export const loadPlayers: LoadPlayers = (gameId) => {
  let p = loaded.get(gameId);
  if (!p) {
    const load = PLAYERS[gameId];
    p = load
      ? load().catch((err: unknown) => {
          loaded.delete(gameId);
          throw err;
        })
      : Promise.resolve(null);
    loaded.set(gameId, p);
  }
  return p;
};

/** The requested level if the game offers it, else the strongest offered below it, else its easiest. */
export function levelFor(players: AppPlayers, level: Level): Level {
  if (players.levels.includes(level)) return level;
  const order: readonly Level[] = ['easy', 'normal', 'strong'];
  const below = players.levels.filter((l) => order.indexOf(l) < order.indexOf(level));
  return below.at(-1) ?? players.levels[0];
}

export async function think(req: ThinkRequest, load: LoadPlayers = loadPlayers, now: () => number = () => performance.now()): Promise<ThinkAnswer> {
  const { obs } = req;
  if (!obs.moves.length) return { error: 'no legal move' };
  let players: AppPlayers | null;
  try {
    players = await load(req.gameId);
  } catch {
    return { error: 'players could not load', reason: PLAYERS_GONE };
  }
  if (!players) return { error: 'no app players for this game' };
  try {
    const start = now();
    const move = players.choose(levelFor(players, req.level), obs, new Rng(seedRng(req.seed)), { now, deadline: start + req.budgetMs });
    const i = indexOfMove(obs.moves, move);
    return i >= 0 ? { move: obs.moves[i] } : { error: 'the app player chose an illegal move' };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}
