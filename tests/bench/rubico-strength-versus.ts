// One level's team against another's over seeded Rubico games at every seat count, both sides,
// with a 95 % interval on the pooled win rate: the quick check of a candidate change of a level.
// A measurement, not a test:
//   A=strong B=normal N=3,4,5,6,7 G=60 STRONG='{"rowModel":false}' node scripts/run-ts.mjs tests/bench/rubico-strength-versus.ts
// NORMAL / STRONG: JSON patches of a searching level's settings (players.ts SEARCH).
import { observe, type Level } from '../../src/engine/players.ts';
import { Rng, seedRng } from '../../src/engine/rng.ts';
import players, { SEARCH } from '../../src/games/rubico/players.ts';
import { rubicoRules as rules, type Faction, type RubicoMove, type RubicoState } from '../../src/games/rubico/rules.ts';

type Policy = Level | 'random';

function play(n: number, seed: number, app: Faction, a: Policy, b: Policy): boolean {
  let s: RubicoState = rules.setup({ firstCenturion: seed % n }, n, seed);
  const rngs = Array.from({ length: n }, (_, i) => new Rng(seedRng(seed * 31 + i)));
  while (!rules.outcome(s)) {
    const seat = rules.decision(s)!.seat;
    const policy = s.roles[seat] === app ? a : b;
    const obs = observe(rules, s, seat, n)!;
    const move = policy === 'random' ? rngs[seat].pick(obs.moves as RubicoMove[]) : (players.choose(policy, obs as never, rngs[seat]) as RubicoMove);
    const r = rules.apply(s, seat, move);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(move)}: ${r.reason}`);
    s = r.state;
  }
  return s.winner === app;
}

export default function main(): void {
  if (process.env.NORMAL) Object.assign(SEARCH.normal, JSON.parse(process.env.NORMAL));
  if (process.env.STRONG) Object.assign(SEARCH.strong, JSON.parse(process.env.STRONG));
  const a = (process.env.A ?? 'strong') as Policy;
  const b = (process.env.B ?? 'normal') as Policy;
  const counts = (process.env.N ?? '3,4,5,6,7').split(',').map(Number);
  const G = Number(process.env.G ?? 60);
  const first = Number(process.env.SEED ?? 7000);
  let wins = 0;
  let games = 0;
  for (const n of counts) {
    const w = { red: 0, blue: 0 };
    for (const side of ['red', 'blue'] as Faction[]) for (let g = 0; g < G; g++) if (play(n, first + g, side, a, b)) w[side]++;
    wins += w.red + w.blue;
    games += 2 * G;
    console.log(`${n}p ${a} vs ${b}: as red ${((100 * w.red) / G).toFixed(0)}%, as blue ${((100 * w.blue) / G).toFixed(0)}%, both ${((50 * (w.red + w.blue)) / G).toFixed(1)}%`);
  }
  const p = wins / games;
  console.log(`all: ${a} vs ${b} ${(100 * p).toFixed(1)}% ± ${(196 * Math.sqrt((p * (1 - p)) / games)).toFixed(1)} over ${games} games`);
}
