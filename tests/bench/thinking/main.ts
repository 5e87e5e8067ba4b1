// The thinking-time harness of `npm run strength`: every game's app players (from the
// registry, as the app loads them) on one page built with the app's Vite config, timing
// choose() on a fixed set of observations from seeded games, so scripts/strength.mjs can
// measure it in Chromium with the CPU throttled. Driven through window.__thinking. Never part
// of the app. It also plays the app's own way of thinking, the worker behind ThinkHost, and
// watches the page meanwhile: long tasks and the longest wait between two frames.
import type { Level, Observation } from '../../../src/engine/players.ts';
import { ThinkHost } from '../../../src/table/players/host.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import { measuredLevels, sampleObservations, strengthGames, type StrengthGame } from '../strength-games.ts';

const games = new Map<string, { game: StrengthGame; observations: Observation[] }>();

/**
 * Loads every game with app players and samples `count` observations of each (before any
 * throttling); `trial`: its levels built but not offered are timed too.
 */
async function prepare(count: number, trial = false): Promise<{ id: string; levels: Level[]; offered: Level[]; observations: number }[]> {
  for (const game of await strengthGames()) games.set(game.id, { game, observations: sampleObservations(game, count) });
  return [...games.values()].map(({ game, observations }) => ({ id: game.id, levels: measuredLevels(game, trial), offered: [...game.players.levels], observations: observations.length }));
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

/** Long tasks on the page (the Long Tasks API reports only those over 50 ms), from the start. */
const longTasks: { start: number; duration: number }[] = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) longTasks.push({ start: e.startTime, duration: e.duration });
}).observe({ type: 'longtask', buffered: true });

const host = new ThinkHost();

/**
 * Asks the app's worker (table/players/worker.ts through ThinkHost, as the table does) for a move
 * at `level` on each sampled observation of game `id`, one after another, with the app's
 * thinking budget; meanwhile the page keeps drawing frames. Returns the page's long tasks over
 * that time, the longest of them, the longest wait between two frames, and the decisions asked;
 * then the same for as long again with nobody thinking (the control).
 */
async function watch(id: string, level: Level, budgetMs: number) {
  const entry = games.get(id);
  if (!entry) throw new Error(`no game ${id} with app players`);
  // The worker and the game's players chunk load before the watch starts.
  await host.think({ gameId: id, level, obs: entry.observations[0], seed: 1, budgetMs });
  let last = performance.now();
  let longestGap = 0;
  let drawing = true;
  const frame = (t: number) => {
    if (t - last > longestGap) longestGap = t - last;
    last = t;
    if (drawing) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  const t0 = performance.now();
  for (const [i, obs] of entry.observations.entries()) {
    const move = await host.think({ gameId: id, level, obs, seed: 0x7417 + i, budgetMs });
    if (!obs.moves.some((m) => JSON.stringify(m) === JSON.stringify(move))) throw new Error(`${id} ${level}: the worker answered a move not listed`);
  }
  const t1 = performance.now();
  // A wait still running at the end counts too (a page that never drew a frame has a long one).
  if (t1 - last > longestGap) longestGap = t1 - last;
  const thinkingGap = longestGap;
  // The control: as long again with nobody thinking, the frames still drawn. Long tasks here come
  // from the machine (other processes, the throttling), not from the app's thinking.
  longestGap = 0;
  await new Promise((resolve) => setTimeout(resolve, Math.max(t1 - t0, 500)));
  const t2 = performance.now();
  drawing = false;
  if (t2 - last > longestGap) longestGap = t2 - last;
  const within = (a: number, b: number) => longTasks.filter((t) => t.start >= a && t.start < b);
  const during = within(t0, t1);
  const idle = within(t1, t2);
  return {
    longTasks: during.length,
    longestTaskMs: during.reduce((m, t) => Math.max(m, t.duration), 0),
    longestFrameGapMs: thinkingGap,
    idleLongTasks: idle.length,
    idleLongestFrameGapMs: longestGap,
    decisions: entry.observations.length,
    ms: t1 - t0,
  };
}

Object.assign(window, { __thinking: { prepare, think, watch, ready: true } });
