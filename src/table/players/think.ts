// One decision of an app player, the same in the worker and in the page: load the game's app
// players, give them the seat's observation and an RNG of their own, check the answer is one of
// the legal moves. A game without app players (or whose players fail to load or to choose)
// still gets a move: one of the legal ones, picked at random with the same seeded RNG.
import { gameEntry } from '../../games/registry.ts';
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

export type ThinkAnswer = { move: unknown } | { error: string };

export type LoadPlayers = (gameId: string) => Promise<AppPlayers | null>;

const loaded = new Map<string, Promise<AppPlayers | null>>();

/** The game's app players from the registry, once per game; null when it has none. */
export const loadPlayers: LoadPlayers = (gameId) => {
  let p = loaded.get(gameId);
  if (!p) {
    const load = gameEntry(gameId)?.players;
    p = load
      ? load().catch(() => {
          // Mostly a chunk gone with an update: pick at random now, try loading again next time.
          loaded.delete(gameId);
          return null;
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

/** A legal move at random, from the decision's own seed. */
export function randomMove(obs: Observation, seed: number): unknown {
  return new Rng(seedRng(seed)).pick(obs.moves);
}

export async function think(req: ThinkRequest, load: LoadPlayers = loadPlayers, now: () => number = () => performance.now()): Promise<ThinkAnswer> {
  const { obs } = req;
  if (!obs.moves.length) return { error: 'no legal move' };
  const players = await load(req.gameId);
  if (players) {
    try {
      const start = now();
      const move = players.choose(levelFor(players, req.level), obs, new Rng(seedRng(req.seed)), { now, deadline: start + req.budgetMs });
      const i = indexOfMove(obs.moves, move);
      if (i >= 0) return { move: obs.moves[i] };
    } catch {
      // A player that fails must not stop the table: fall through to a legal move.
    }
  }
  return { move: randomMove(obs, req.seed) };
}
