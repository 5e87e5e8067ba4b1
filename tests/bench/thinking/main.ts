// The thinking-time harness of `npm run strength`: every game's app players (from the
// registry, as the app loads them) on one page built with the app's Vite config, timing
// choose() on a fixed set of observations from seeded games, so scripts/strength.mjs can
// measure it in Chromium with the CPU throttled. Driven through window.__thinking. Never part
// of the app.
import type { Level, Observation } from '../../../src/engine/players.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import { sampleObservations, strengthGames, type StrengthGame } from '../strength-games.ts';

const games = new Map<string, { game: StrengthGame; observations: Observation[] }>();

/** Loads every game with app players and samples `count` observations of each (before any throttling). */
async function prepare(count: number): Promise<{ id: string; levels: Level[]; observations: number }[]> {
  for (const game of await strengthGames()) games.set(game.id, { game, observations: sampleObservations(game, count) });
  return [...games.values()].map(({ game, observations }) => ({ id: game.id, levels: [...game.players.levels], observations: observations.length }));
}

function p95(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)];
}

/**
 * Times choose() at `level` on each sampled observation of game `id`, each with its own seeded
 * RNG and the clock as the app's worker gives it (a safety deadline of `capMs`).
 */
function think(id: string, level: Level, capMs: number) {
  const entry = games.get(id);
  if (!entry) throw new Error(`no game ${id} with app players`);
  const times: number[] = [];
  entry.observations.forEach((obs, i) => {
    const rng = new Rng(seedRng(0x7417 + i));
    const now = () => performance.now();
    const t0 = now();
    const move = entry.game.players.choose(level, obs, rng, { now, deadline: t0 + capMs });
    times.push(now() - t0);
    if (!obs.moves.some((m) => JSON.stringify(m) === JSON.stringify(move))) throw new Error(`${id} ${level}: choose() returned a move not listed`);
  });
  const sorted = [...times].sort((a, b) => a - b);
  return { p95: p95(times), median: sorted[sorted.length >> 1], max: sorted[sorted.length - 1], count: times.length };
}

Object.assign(window, { __thinking: { prepare, think, ready: true } });
