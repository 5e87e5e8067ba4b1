// A cooperative game's levels compared game by game, in Node, over a range of the strength
// bench's seeded games (tests/bench/strength-games.ts), every seat the app at one level: each
// game's result and, for the level's decisions with two moves or more, the CPU time of
// `choose()` (process.cpuUsage). One JSON line a game on stdout, so ranges run in separate
// processes (a shared machine's two cores) and are added up afterwards by coop-strength-sum.ts.
//   STRENGTH_ONLY=fiamme-d-assalto LEVEL=strong FROM=0 TO=100 node scripts/run-ts.mjs tests/bench/coop-strength.ts
// FIAMME_STRONG / RIBELLE_STRONG: JSON patches of the game's strong settings (players.ts
// STRONG), to compare variants on the same games.
import type { Level } from '../../src/engine/players.ts';
import { STRONG as FIAMME_STRONG } from '../../src/games/fiamme-d-assalto/players.ts';
import { STRONG as RIBELLE_STRONG } from '../../src/games/repubblica-ribelle/players.ts';
import { playGame, seatsOf, strengthGames, won } from './strength-games.ts';

export default async function main(): Promise<void> {
  if (process.env.FIAMME_STRONG) Object.assign(FIAMME_STRONG, JSON.parse(process.env.FIAMME_STRONG));
  if (process.env.RIBELLE_STRONG) Object.assign(RIBELLE_STRONG, JSON.parse(process.env.RIBELLE_STRONG));
  const level = (process.env.LEVEL ?? 'strong') as Level;
  const from = Number(process.env.FROM ?? 0);
  const to = Number(process.env.TO ?? 100);
  for (const game of await strengthGames()) {
    if (game.kind !== 'coop') continue;
    const choose = game.players.choose;
    let cpu: number[] = [];
    game.players = {
      ...game.players,
      choose: (l, obs, rng, limits) => {
        const t = process.cpuUsage();
        const m = choose(l, obs, rng, limits);
        const d = process.cpuUsage(t);
        if (obs.moves.length > 1) cpu.push((d.user + d.system) / 1000);
        return m;
      },
    };
    for (let g = from; g < to; g++) {
      cpu = [];
      const { seatCount, sides } = seatsOf(game, g);
      const outcome = playGame(game, g, Array(seatCount).fill(level));
      cpu.sort((a, b) => a - b);
      const q = (p: number) => (cpu.length ? Math.round(cpu[Math.min(cpu.length - 1, Math.floor(cpu.length * p))]) : 0);
      console.log(JSON.stringify({ game: game.id, level, g, won: won(outcome, sides, 'all'), decisions: cpu.length, cpu: Math.round(cpu.reduce((a, b) => a + b, 0)), p95: q(0.95), max: q(1), times: cpu.map((x) => Math.round(x)) }));
    }
  }
}
