// Balance survey for FabRisiko!: seeded games with every seat played by the app (normal by
// default) through its observation only, over 2, 3 and 4 players; the factions are drawn blind
// at set-up and the first player by the D10, so the seeds spread both. Prints each faction's
// and each play position's win rate, the endings and the game lengths. A measurement, not a test:
//   npm run balance:fabrisiko      (G=games per player count, default 30; LEVEL=easy|normal;
//                                   VS=random: seat 0 at LEVEL against random seats instead;
//                                   FROM=first game's number, to extend an earlier survey's seeds)
import { observe, type Level } from '../../src/engine/players.ts';
import { randomMove } from '../../src/engine/playout.ts';
import { Rng, seedRng } from '../../src/engine/rng.ts';
import { fabrisikoRules as R, type FabMove, type FabState, type FabView } from '../../src/games/fabrisiko/rules.ts';
import players from '../../src/games/fabrisiko/players.ts';
import { FACTION_IDS } from '../../src/games/fabrisiko/content/index.ts';

const G = Number(process.env.G ?? 30);
const FROM = Number(process.env.FROM ?? 0);
const LEVEL = (process.env.LEVEL ?? 'normal') as Level;
const VS_RANDOM = process.env.VS === 'random';
const COUNTS = (process.env.N ?? '2,3,4').split(',').map(Number);
const MAX_MOVES = 60_000;
/** A game still undecided after this many global turns is counted as unfinished (armies deadlocked). */
const MAX_GLOBAL_TURNS = Number(process.env.MAX_TURNS ?? 30);

interface Result {
  final: FabState;
  moves: number;
}

export function play(n: number, seed: number, policy: (seat: number) => Level | 'random'): Result {
  let s = R.setup(R.defaultOptions(n), n, seed);
  const rngs = Array.from({ length: n }, (_, i) => new Rng(seedRng(seed ^ (0x77 + i * 0x9e37))));
  const random = new Rng(seedRng(seed ^ 0x5eed));
  let moves = 0;
  for (let d = R.decision(s); d && s.globalTurn <= MAX_GLOBAL_TURNS; d = R.decision(s)) {
    const p = policy(d.seat);
    let m: FabMove;
    if (p === 'random') m = randomMove(R, s, d.seat, random) as FabMove;
    else m = players.choose(p, observe(R, s, d.seat, n) as never as Parameters<typeof players.choose>[1], rngs[d.seat]) as FabMove;
    const r = R.apply(s, d.seat, m);
    if (!r.ok) throw new Error(`seed ${seed}: ${JSON.stringify(m)} refused (${r.reason})`);
    s = r.state;
    if (++moves > MAX_MOVES) throw new Error(`seed ${seed}: no end after ${MAX_MOVES} moves`);
  }
  return { final: s, moves };
}

const pct = (a: number, b: number) => (b === 0 ? '-' : `${Math.round((100 * a) / b)} %`);

export default function main(): void {
  const t0 = performance.now();
  for (const n of COUNTS) {
    const byFaction: Record<string, [number, number]> = Object.fromEntries(FACTION_IDS.map((f) => [f, [0, 0]]));
    const byPosition = Array.from({ length: n }, () => [0, 0]);
    const endings: Record<string, number> = {};
    let rounds = 0;
    let moves = 0;
    let seat0 = 0;
    for (let g = FROM; g < FROM + G; g++) {
      const seed = 0xfab + g * 7919 + n;
      const { final: s, moves: m } = play(n, seed, (seat) => (VS_RANDOM && seat !== g % n ? 'random' : LEVEL));
      const winners = s.winners ?? [];
      const share = 1 / Math.max(1, winners.length);
      for (let seat = 0; seat < n; seat++) {
        const won = winners.includes(seat) ? share : 0;
        byFaction[s.faction[seat]][0] += won;
        byFaction[s.faction[seat]][1]++;
        byPosition[s.order.indexOf(seat)][0] += won;
        byPosition[s.order.indexOf(seat)][1]++;
      }
      if (VS_RANDOM && winners.includes(g % n)) seat0 += share;
      const end = s.endReason ?? 'unfinished';
      endings[end] = (endings[end] ?? 0) + 1;
      console.error(`[balance] ${n} players game ${g}: ${end} ${JSON.stringify(winners.map((w) => s.faction[w]))} in ${s.globalTurn} global turns`);
      rounds += s.globalTurn;
      moves += m;
    }
    console.log(`${n} players, ${G} games, ${VS_RANDOM ? `one ${LEVEL} seat against random` : `every seat ${LEVEL}`}`);
    if (VS_RANDOM) console.log(`  the ${LEVEL} seat wins ${pct(seat0, G)}`);
    console.log(`  factions: ${FACTION_IDS.map((f) => `${f} ${pct(byFaction[f][0], byFaction[f][1])} of ${byFaction[f][1]}`).join(', ')}`);
    console.log(`  play order: ${byPosition.map((p, i) => `${i + 1}° ${pct(p[0], p[1])}`).join(', ')}`);
    console.log(`  endings: ${Object.entries(endings).map(([k, v]) => `${k.replace('fabrisiko.win.', '')} ${v}`).join(', ')}; global turns ${(rounds / G).toFixed(1)}, moves ${(moves / G).toFixed(0)} a game`);
  }
  console.log(`(${((performance.now() - t0) / 1000).toFixed(0)} s)`);
}

export type { FabView };
