import { observe } from '../../src/engine/players.ts';
import { Rng, seedRng } from '../../src/engine/rng.ts';
import { fabrisikoRules as R, type FabMove } from '../../src/games/fabrisiko/rules.ts';
import players from '../../src/games/fabrisiko/players.ts';
import { territoriesOf, unitsOnBoard } from '../../src/games/fabrisiko/rules/board.ts';
export default function main() {
  const n = Number(process.env.N ?? 4), seed = Number(process.env.SEED ?? 26470);
  let s = R.setup({ tournament: false }, n, seed);
  const rngs = Array.from({ length: n }, (_, i) => new Rng(seedRng(seed ^ (0x77 + i))));
  let gt = 0; let moves = 0; const kinds: Record<string, number> = {};
  for (let d = R.decision(s); d && moves < 20000; d = R.decision(s)) {
    const m = players.choose('normal', observe(R, s, d.seat, n) as any, rngs[d.seat]) as FabMove;
    kinds[m.type] = (kinds[m.type] ?? 0) + 1;
    s = (R.apply(s, d.seat, m) as any).state; moves++;
    if (s.globalTurn !== gt) { gt = s.globalTurn; console.log(gt, moves, s.faction.map((f, i) => `${f}: T${territoriesOf(s, i)} U${unitsOnBoard(s, i)} R${s.res[i]}`).join(' | '), JSON.stringify(kinds)); for (const k in kinds) kinds[k] = 0; }
  }
  console.log(s.winners, s.endReason);
}
