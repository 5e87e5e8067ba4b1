// `npm run sources`: prints, as JSON, where every game's content comes from (rulebook or
// reconstructed), per game and component family. Run through scripts/run-ts.mjs.
import { sourcesReport } from '../src/games/sources.ts';

export default async function main(): Promise<void> {
  process.stdout.write(`${JSON.stringify(await sourcesReport(), null, 2)}\n`);
}
