// A game's seeded games, to compare two trees of its rules (tests/bench/HISTORY.md): copy this
// file into each tree and run it there, the trees alternately, in both orders.
// `GAME=corteo MODE=time node scripts/run-ts.mjs tests/bench/same-games.ts` (N games, WARM games
// of warm-up): the bench's seeded games 1..N, games a CPU-second and a hash of their final states.
// `MODE=hash`: every listing, state and every seventh move's view of every seat of the game's
// hashed games (some of the bench's cycle, the rest of the soak's: for Corteo every scenario and
// special rule, for FabRisiko! 2-4 players, Tournament and physical dice), each state deep-frozen
// before a move is applied to it (a move that edits the state it was given throws): equal in both
// trees when a change keeps the same games. The hashes on record: Corteo a0c600b66d944c6f (36
// games, 19,779 moves), FabRisiko! 0cc27fa7f861fd4e (30 games, 27,629 moves; its hash also
// takes each decision).
import { createHash } from 'node:crypto';
import { benchGames, playout, soaked, startOf } from './games.ts';
import { Rng, seedRng } from '../../src/engine/rng.ts';
import { playoutMove } from '../../src/engine/playout.ts';

/** Per game: games timed and warm-up by default, the bench's and the soak's games hashed, whether the hash takes each decision. */
const SETTINGS: Record<string, { n: number; warm: number; bench: number; soak: number; decisions: boolean }> = {
  corteo: { n: 20, warm: 5, bench: 12, soak: 24, decisions: false },
  fabrisiko: { n: 100, warm: 150, bench: 12, soak: 18, decisions: true },
};

function deepFreeze(o: unknown): void {
  if (o === null || typeof o !== 'object' || Object.isFrozen(o)) return;
  Object.freeze(o);
  for (const v of Object.values(o as object)) deepFreeze(v);
}

export default async function main(): Promise<void> {
  const id = process.env.GAME ?? 'corteo';
  const set = SETTINGS[id];
  if (!set) throw new Error(`GAME is one of ${Object.keys(SETTINGS).join(', ')}`);
  const game = (await benchGames()).find((g) => g.id === id)!;
  const mode = process.env.MODE ?? 'time';
  if (mode === 'time') {
    const n = Number(process.env.N ?? set.n);
    for (let g = 0; g < Number(process.env.WARM ?? set.warm); g++) playout(game, g, 7000 + g);
    const h = createHash('sha256');
    const c0 = process.cpuUsage();
    let moves = 0;
    for (let seed = 1; seed <= n; seed++) {
      const r = playout(game, seed, seed);
      moves += r.moves;
      h.update(JSON.stringify(r.state));
    }
    const c = process.cpuUsage(c0);
    const cpu = (c.user + c.system) / 1e6;
    console.log(JSON.stringify({ games: n, moves, cpu: +cpu.toFixed(2), perCpuSecond: +(n / cpu).toFixed(2), hash: h.digest('hex').slice(0, 16) }));
    return;
  }
  const h = createHash('sha256');
  let moves = 0;
  for (const [label, gm, count] of [['bench', game, set.bench], ['soak', soaked(game), set.soak]] as const) {
    for (let g = 0; g < count; g++) {
      const seed = 100 + g;
      const start = startOf(gm, g, seed);
      const R = gm.rules;
      let s: unknown = start.state;
      const rng = new Rng(seedRng(seed ^ 0x5eed));
      for (let d = R.decision(s); d; d = R.decision(s)) {
        if (set.decisions) h.update(JSON.stringify(d));
        h.update(JSON.stringify(R.legalMoves(s, d.seat)));
        if (moves % 7 === 0) for (let v = 0; v < start.seatCount; v++) h.update(JSON.stringify(R.view(s, v)));
        deepFreeze(s);
        const m = playoutMove(R, s, d.seat, rng, () => ({ game: id, move: moves }));
        const r = R.apply(s, d.seat, m);
        if (!r.ok) throw new Error(`${label} ${g}: refused ${r.reason}`);
        s = r.state;
        h.update(JSON.stringify(s));
        moves++;
      }
    }
  }
  console.log(JSON.stringify({ moves, hash: h.digest('hex').slice(0, 16) }));
}
