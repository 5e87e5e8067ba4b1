// FabRisiko!'s strong level against normal, paired (`node scripts/run-ts.mjs
// tests/bench/fabrisiko-strength.ts`): the seeded games of `npm run strength` (its seat counts 4,
// 2, 3 and seeds, tests/bench/strength-games.ts), each played twice: every seat normal, then the
// same game with one seat strong (the seat turning round the table, as `npm run strength` does).
// With three or four players a seat at any level wins a third or a quarter of the games against
// its equals, so the raw rate cannot read as "beats"; the paired one can: of the games where the
// seat's result differs between the two (the decisive ones), the share strong won (issue 30, item
// 6: at least 65 %). Prints one line a game and, last, one JSON object. G (default 30) games from
// FROM (default 0); LEVELS=strong:normal (the higher and the lower level); STRONG=json (strong's
// settings, players.ts STRONG, tried without an edit).
import type { Level } from '../../src/engine/players.ts';
import { STRONG } from '../../src/games/fabrisiko/players.ts';
import { playGame, seatsOf, strengthGames } from './strength-games.ts';

const G = Number(process.env.G ?? 30);
const FROM = Number(process.env.FROM ?? 0);
const [HIGH, LOW] = (process.env.LEVELS ?? 'strong:normal').split(':') as [Level, Level];
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

export default async function main(): Promise<void> {
  // STRONG='{"horizon":"round"}': strong's settings tried without an edit (players.ts STRONG).
  Object.assign(STRONG, JSON.parse(process.env.STRONG ?? '{}'));
  const [game] = await strengthGames().then((gs) => gs.filter((x) => x.id === 'fabrisiko'));
  let wins = 0;
  let base = 0;
  let decisive = 0;
  let decisiveWon = 0;
  const t0 = cpuMs();
  for (let g = FROM; g < FROM + G; g++) {
    const { seatCount } = seatsOf(game, g);
    const seat = g % seatCount;
    const t = cpuMs();
    const low = playGame(game, g, Array(seatCount).fill(LOW)).winners.includes(seat);
    const high = playGame(game, g, Array.from({ length: seatCount }, (_, i) => (i === seat ? HIGH : LOW))).winners.includes(seat);
    wins += Number(high);
    base += Number(low);
    if (high !== low) {
      decisive++;
      decisiveWon += Number(high);
    }
    console.error(`[fab-strength] game ${g} (${seatCount} players, seat ${seat}): ${LOW} ${low ? 'won' : 'lost'}, ${HIGH} ${high ? 'won' : 'lost'} (${((cpuMs() - t) / 1000).toFixed(1)} s CPU)`);
  }
  const share = decisive ? decisiveWon / decisive : 0;
  const margin = 1.96 * Math.sqrt((share * (1 - share)) / Math.max(1, decisive));
  const r = (x: number) => Math.round(x * 1000) / 1000;
  console.log(JSON.stringify({ games: G, from: FROM, high: HIGH, low: LOW, highWins: wins, lowWins: base, decisive, decisiveWon, share: r(share), margin: r(margin), strong: STRONG, cpuSeconds: Math.round((cpuMs() - t0) / 100) / 10 }));
}
