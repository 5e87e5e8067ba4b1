// Where the time of random playouts goes: `node --cpu-prof scripts/run-ts.mjs tests/bench/profile-playouts.ts`
// (PROFILE_GAME=<id>, PROFILE_MS=3000). Prints the playouts per second it reached.
import { benchGames, playout } from './games.ts';

export default async function main(): Promise<void> {
  const game = (await benchGames()).find((g) => g.id === (process.env.PROFILE_GAME ?? 'rubico'))!;
  const ms = Number(process.env.PROFILE_MS ?? 3000);
  const t0 = performance.now();
  let n = 0;
  while (performance.now() - t0 < ms) playout(game, n, ++n);
  console.log(`${game.id}: ${Math.round((n * 1000) / (performance.now() - t0))} playouts/s`);
}
