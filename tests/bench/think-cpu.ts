// The app players' thinking time as CPU time in Node, on the observations the Chromium part of
// `npm run strength` times (tests/bench/strength-games.ts sampleObservations): the proxy for
// the worker at 4x on a machine too busy for wall-clock figures. Each observation is chosen on
// three times with the same seeded RNG and the first pass dropped (V8 warming up).
//   STRENGTH_ONLY=rubico LEVELS=normal,strong node scripts/run-ts.mjs tests/bench/think-cpu.ts
// OBS (default 60) observations a game; STRONG / NORMAL: JSON patches of Rubico's search
// settings (players.ts SEARCH), to compare variants.
import { Rng, seedRng } from '../../src/engine/rng.ts';
import { SEARCH } from '../../src/games/rubico/players.ts';
import { sampleObservations, strengthGames } from './strength-games.ts';

export default async function main(): Promise<void> {
  if (process.env.NORMAL) Object.assign(SEARCH.normal, JSON.parse(process.env.NORMAL));
  if (process.env.STRONG) Object.assign(SEARCH.strong, JSON.parse(process.env.STRONG));
  for (const game of await strengthGames()) {
    const obs = sampleObservations(game, Number(process.env.OBS ?? 60));
    const levels = process.env.LEVELS?.split(',') ?? game.players.levels;
    for (const level of levels) {
      const cpu: number[] = [];
      for (let pass = 0; pass < 3; pass++) {
        obs.forEach((o, i) => {
          const rng = new Rng(seedRng(1000 + i));
          const t = process.cpuUsage();
          game.players.choose(level as never, o, rng);
          const d = process.cpuUsage(t);
          if (pass > 0) cpu.push((d.user + d.system) / 1000);
        });
      }
      cpu.sort((a, b) => a - b);
      const q = (p: number) => cpu[Math.min(cpu.length - 1, Math.floor(cpu.length * p))].toFixed(1);
      console.log(`${game.id} ${level}: CPU ms a decision over ${cpu.length}: median ${q(0.5)}, p95 ${q(0.95)}, max ${q(1)}`);
    }
  }
}
