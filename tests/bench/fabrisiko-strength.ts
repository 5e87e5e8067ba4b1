// FabRisiko!'s strong level against normal, paired (`node scripts/run-ts.mjs
// tests/bench/fabrisiko-strength.ts`): the seeded games of `npm run strength` (its seat counts 4,
// 2, 3 and seeds, tests/bench/strength-games.ts), each played twice: every seat normal, then the
// same game with one seat strong (the seat turning round the table, as `npm run strength` does).
// With three or four players a seat at any level wins a third or a quarter of the games against
// its equals, so the raw rate cannot read as "beats"; the paired one can: of the games where the
// seat's result differs between the two (the decisive ones), the share strong won (issue 30, item
// 6: at least 65 %). Prints one line a game and, last, one JSON object. G (default 30) games from
// FROM (default 0); LEVELS=strong:normal (the higher and the lower level); STRONG=json (strong's
// settings, players.ts STRONG, tried without an edit). Also the higher level's CPU time a
// decision (ms; about a quarter of the time at 4x CPU), over all its decisions and over those
// its search judged.
import type { Level, Observation } from '../../src/engine/players.ts';
import { Rng, seedRng } from '../../src/engine/rng.ts';
import { sensibleChoice } from '../../src/games/fabrisiko/bot.ts';
import { STRONG, strongCandidates } from '../../src/games/fabrisiko/players.ts';
import type { FabMove, FabView } from '../../src/games/fabrisiko/rules/types.ts';
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
  const [found] = await strengthGames().then((gs) => gs.filter((x) => x.id === 'fabrisiko'));
  // The higher level's decisions timed (CPU ms), all of them and those its search judged.
  const all: number[] = [];
  const judged: number[] = [];
  const plain = found.players;
  const game = {
    ...found,
    players: {
      ...plain,
      choose: (level: Level, obs: Observation, rng: Rng) => {
        if (level !== HIGH) return plain.choose(level, obs, rng);
        const o = obs as Observation<FabView, FabMove>;
        const searched = HIGH === 'strong' && strongCandidates(o, sensibleChoice(o.view, o.seat, o.moves, new Rng(seedRng(1)), false), new Rng(seedRng(1))) !== null;
        const t = cpuMs();
        const m = plain.choose(level, obs, rng);
        const d = cpuMs() - t;
        all.push(d);
        if (searched) judged.push(d);
        return m;
      },
    },
  };
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
  const q = (xs: number[], p: number) => (xs.length ? Math.round(xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] * 10) / 10 : null);
  const think = { decisions: all.length, p95: q(all, 0.95), max: q(all, 1), judged: judged.length, judgedMedian: q(judged, 0.5), judgedP95: q(judged, 0.95), judgedMax: q(judged, 1) };
  const share = decisive ? decisiveWon / decisive : 0;
  const margin = 1.96 * Math.sqrt((share * (1 - share)) / Math.max(1, decisive));
  const r = (x: number) => Math.round(x * 1000) / 1000;
  console.log(JSON.stringify({ games: G, from: FROM, high: HIGH, low: LOW, highWins: wins, lowWins: base, decisive, decisiveWon, share: r(share), margin: r(margin), strong: STRONG, thinkCpuMs: think, cpuSeconds: Math.round((cpuMs() - t0) / 100) / 10 }));
}
