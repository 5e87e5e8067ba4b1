// Strength survey for Rubico's app players: the app's team (every seat of one faction played
// by the app at one level) against a team playing another level or uniformly random moves, over
// a fixed set of seeded games, both sides; and the thinking time per move (Node, 1x).
// A measurement, not a test:
//   node scripts/run-ts.mjs tests/bench/rubico-strength.ts
// Env: N=player counts (default 5), G=games per side (default 100), A=levels (default
// easy,normal,strong), B=opponent (default random), SEED=first seed; NORMAL / STRONG: JSON
// patches of a searching level's settings (players.ts SEARCH), to try variants.
import { observe, type Level } from '../../src/engine/players.ts';
import { Rng, seedRng } from '../../src/engine/rng.ts';
import players, { SEARCH } from '../../src/games/rubico/players.ts';
import { rubicoRules as rules, type Faction, type RubicoMove, type RubicoState } from '../../src/games/rubico/rules.ts';

type Policy = Level | 'random';

function playGame(n: number, seed: number, app: Faction, a: Policy, b: Policy, times: number[]): boolean {
  let s: RubicoState = rules.setup({ firstCenturion: seed % n }, n, seed);
  const rngs = Array.from({ length: n }, (_, i) => new Rng(seedRng(seed * 31 + i)));
  while (!rules.outcome(s)) {
    const seat = rules.decision(s)!.seat;
    const policy = s.roles[seat] === app ? a : b;
    const obs = observe(rules, s, seat, n)!;
    let move: RubicoMove;
    if (policy === 'random') move = rngs[seat].pick(obs.moves as RubicoMove[]);
    else {
      const t0 = performance.now();
      move = players.choose(policy, obs as never, rngs[seat]);
      if (s.roles[seat] === app && obs.moves.length > 1) times.push(performance.now() - t0);
    }
    const r = rules.apply(s, seat, move);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(move)}: ${r.reason}`);
    s = r.state;
  }
  return s.winner === app;
}

function p95(xs: number[]): number {
  if (xs.length === 0) return 0;
  const sorted = xs.slice().sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))];
}

export default function main(): void {
  // NORMAL='{"iterations":100}' and STRONG='{...}' try other settings of a level.
  if (process.env.NORMAL) Object.assign(SEARCH.normal, JSON.parse(process.env.NORMAL));
  if (process.env.STRONG) Object.assign(SEARCH.strong, JSON.parse(process.env.STRONG));
  const counts = (process.env.N ?? '5').split(',').map(Number);
  const G = Number(process.env.G ?? 100);
  const levels = (process.env.A ?? 'easy,normal,strong').split(',') as Policy[];
  const opp = (process.env.B ?? 'random') as Policy;
  const first = Number(process.env.SEED ?? 1000);
  for (const n of counts) {
    for (const a of levels) {
      const times: number[] = [];
      const wins: Record<Faction, number> = { red: 0, blue: 0 };
      const base: Record<Faction, number> = { red: 0, blue: 0 };
      for (const side of ['red', 'blue'] as Faction[]) {
        for (let g = 0; g < G; g++) {
          if (playGame(n, first + g, side, a, opp, times)) wins[side]++;
          if (a !== 'random' && playGame(n, first + g, side, 'random', opp === 'random' ? 'random' : opp, [])) base[side]++;
        }
      }
      const pct = (x: number) => `${((100 * x) / G).toFixed(0)}%`;
      console.log(
        `${n}p ${a} vs ${opp}: as red ${pct(wins.red)} (random team ${pct(base.red)}), as blue ${pct(wins.blue)} (random team ${pct(base.blue)}); ` +
          `both sides ${((50 * (wins.red + wins.blue)) / G).toFixed(0)}%; think p95 ${p95(times).toFixed(1)} ms, max ${Math.max(0, ...times).toFixed(1)} ms over ${times.length} moves`,
      );
    }
  }
}
