// Random playouts to the end per second, in Node, per game (the engine's randomMove over each game's legal moves).
// `node scripts/run-ts.mjs tests/bench/playouts.ts` prints one JSON line:
// {"playoutsPerSecond": {...}, "movesPerGame": {...}, "cpuPlayoutsPerSecond": {...}}: the last
// is the same games over the process's CPU time instead of the clock's, the figure to compare on
// a loaded machine (a waiting process uses no CPU). BENCH_PLAYOUT_MS sets the time per run;
// BENCH_GAMES (ids, as scripts/bench.mjs resolves them) only those games.
import { benchGames, playout } from './games.ts';

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

export default async function main(): Promise<void> {
  const runMs = Number(process.env.BENCH_PLAYOUT_MS ?? 1000);
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const playoutsPerSecond: Record<string, number> = {};
  const movesPerGame: Record<string, number> = {};
  const cpuPlayoutsPerSecond: Record<string, number> = {};
  const only = process.env.BENCH_GAMES ? process.env.BENCH_GAMES.split(',') : null;
  for (const game of await benchGames()) {
    if (only && !only.includes(game.id)) continue;
    // Warm-up: let the JIT settle.
    for (let g = 0; g < 50; g++) playout(game, g, 7_000 + g);
    const rates: number[] = [];
    const cpuRates: number[] = [];
    let seed = 1;
    let moves = 0;
    let games = 0;
    for (let r = 0; r < runs; r++) {
      const t0 = performance.now();
      const cpu0 = process.cpuUsage();
      let n = 0;
      while (performance.now() - t0 < runMs) {
        moves += playout(game, seed, seed).moves;
        seed++;
        n++;
      }
      const cpu = process.cpuUsage(cpu0);
      games += n;
      rates.push((n * 1000) / (performance.now() - t0));
      cpuRates.push((n * 1e6) / Math.max(1, cpu.user + cpu.system));
    }
    // Two significant figures under a hundred: a slow game (Corteo, a few a second) does not read 0.
    const rate = median(rates);
    playoutsPerSecond[game.id] = rate >= 100 ? Math.round(rate) : Number(rate.toPrecision(2));
    movesPerGame[game.id] = Math.round(moves / games);
    const cpuRate = median(cpuRates);
    cpuPlayoutsPerSecond[game.id] = cpuRate >= 100 ? Math.round(cpuRate) : Number(cpuRate.toPrecision(2));
  }
  console.log(JSON.stringify({ playoutsPerSecond, movesPerGame, cpuPlayoutsPerSecond }));
}
