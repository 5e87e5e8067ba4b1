// Where players.ts's RED_ODDS come from: over 20,000 seeded random games per player count, the
// reds' share of wins from the end of a turn, by Caesar's distance from Roma and the larger
// legion count face up ("distance,legions:share(states)"; cells with more than 50 states).
// A measurement, not a test:  node scripts/run-ts.mjs tests/bench/rubico-odds.ts
import { Rng, seedRng } from '../../src/engine/rng.ts';
import { rubicoRules as rules, stageOf, trackFor } from '../../src/games/rubico/rules.ts';
import { SENATE_CARDS } from '../../src/games/rubico/content.ts';
export default function main(): void {
  for (const n of [3, 4, 5, 6, 7]) {
    const roma = trackFor(n).length - 1;
    const tab = new Map<string, [number, number]>();
    for (let g = 0; g < 20000; g++) {
      const rng = new Rng(seedRng(g));
      let s = rules.setup({ firstCenturion: g % n }, n, g);
      const seen: string[] = [];
      while (!rules.outcome(s)) {
        if (stageOf(s) === 'endTurn') {
          let I = 0, XV = 0;
          for (let p = 0; p < s.senateUp; p++) for (const l of SENATE_CARDS[s.senate[p]].legions) l === 'I' ? I++ : XV++;
          seen.push(`${roma - s.pos},${Math.max(I, XV)}`);
        }
        const seat = rules.decision(s)!.seat;
        const r = rules.apply(s, seat, rng.pick(rules.legalMoves(s, seat)));
        if (!r.ok) throw new Error();
        s = r.state;
      }
      for (const k of seen) { const e = tab.get(k) ?? [0, 0]; e[0]++; if (s.winner === 'red') e[1]++; tab.set(k, e); }
    }
    const rows: string[] = [];
    for (const [k, [c, r]] of [...tab].sort()) if (c > 50) rows.push(`${k}:${(r / c).toFixed(2)}(${c})`);
    console.log(n, 'roma', roma, rows.join(' '));
  }
}
