// Fiamme d'assalto strong's judgement, looked at closely: over seeded games played by the careful
// player (every seat normal), at every judged decision, each move's value over many paired samples
// (DIAG_SAMPLES, default 400), against the careful move: how large the edges are that strong's
// few samples must find, and how often its verdict picks a move worse than the careful one.
//   STRENGTH_ONLY=fiamme-d-assalto FROM=0 TO=4 EVERY=3 node scripts/run-ts.mjs tests/bench/fiamme-diagnose.ts
import { observe, indexOfMove } from '../../src/engine/players.ts';
import { Rng, seedRng } from '../../src/engine/rng.ts';
import { pairedPlayouts, pairedVerdict } from '../../src/engine/search.ts';
import fiamme, { STRONG, strongSearch, judged } from '../../src/games/fiamme-d-assalto/players.ts';
import type { FiammeMove, FiammeView } from '../../src/games/fiamme-d-assalto/rules/types.ts';
import { gameSeed, strengthGames } from './strength-games.ts';
import { startOf } from './games.ts';

const mean = (rows: number[][], i: number) => rows.reduce((a, r) => a + r[i], 0) / rows.length;

export default async function main(): Promise<void> {
  const [game] = await strengthGames();
  const from = Number(process.env.FROM ?? 0);
  const to = Number(process.env.TO ?? 4);
  const every = Number(process.env.EVERY ?? 3);
  const big = Number(process.env.DIAG_SAMPLES ?? 400);
  const base = { ...STRONG };
  const configs: Partial<typeof STRONG>[] = JSON.parse(process.env.CONFIGS ?? '[{}]');
  const draws = Number(process.env.DRAWS ?? 6);
  let k = 0;
  for (let g = from; g < to; g++) {
    const seed = gameSeed(g);
    const { seatCount, state: start } = startOf(game, g, seed);
    const rngs = Array.from({ length: seatCount }, (_, i) => new Rng(seedRng(seed ^ (0xa99 + i * 0x9e37))));
    let state: unknown = start;
    for (let d = game.rules.decision(state); d; d = game.rules.decision(state)) {
      const obs = observe(game.rules, state, d.seat, seatCount)!;
      const move = fiamme.choose('normal', obs as never, rngs[d.seat]);
      if (obs.moves.length > 1 && judged(obs as never) && k++ % every === 0) {
        const o = obs as never as { view: FiammeView; moves: FiammeMove[] };
        const plan = indexOfMove(obs.moves, move);
        // The truth: each move's chance to win the mission, over many paired samples.
        Object.assign(STRONG, base);
        const rows = pairedPlayouts({ ...strongSearch(obs as never, new Rng(seedRng(k))), samples: big });
        const means = obs.moves.map((_, i) => mean(rows, i));
        const best = means.indexOf(Math.max(...means));
        // Each configuration's verdict, on `draws` independent draws of its own samples, and
        // the chance to win it gains (by the truth) over the careful move.
        const gains = configs.map((cfg) => {
          Object.assign(STRONG, base, cfg);
          let gain = 0;
          let departs = 0;
          for (let t = 0; t < draws; t++) {
            const r = pairedPlayouts({ ...strongSearch(obs as never, new Rng(seedRng(k * 100 + t))), samples: STRONG.samples });
            const p = pairedVerdict(r, plan, STRONG.margin, STRONG.z);
            gain += means[p] - means[plan];
            if (p !== plan) departs++;
          }
          return { gain: +(gain / draws).toFixed(4), departs };
        });
        console.log(JSON.stringify({ g, step: o.view.step, phase: o.view.phase, n: obs.moves.length, plan: JSON.stringify(move), planV: +means[plan].toFixed(3), best: JSON.stringify(obs.moves[best]), bestV: +means[best].toFixed(3), gains }));
      }
      const r = game.rules.apply(state, d.seat, move);
      if (!r.ok) throw new Error(r.reason);
      state = r.state;
    }
  }
}
