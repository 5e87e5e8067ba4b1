// Balance survey for Repubblica Ribelle: plays many seeded games with the heuristic (or, with
// RANDOM=1, the random) policy and prints win rates, hand sizes and failure rates per mission.
// A measurement, not a test:  npm run balance:ribelle   (G=games per row, default 200)
import { Rng } from '../../src/engine/rng.ts';
import { ribelleRules, stageOf, type RibelleState } from '../../src/games/repubblica-ribelle/rules.ts';
import { randomMove } from '../../src/engine/playout.ts';
import { sensibleMove } from '../../src/games/repubblica-ribelle/bot.ts';
import { MISSIONS } from '../../src/games/repubblica-ribelle/content.ts';

const G = Number(process.env.G ?? 200);
export default function main(): void {
  const rows: string[] = [];
  const failBy: Record<string, [number, number]> = {};
  const hs: Record<string, [number, number]> = {};
  for (const demo of [false, true]) for (let n = 1; n <= 6; n++) {
    let wins = 0, rounds = 0, moves = 0, shared = 0;
    for (let g = 0; g < G; g++) {
      let s: RibelleState = ribelleRules.setup({ demo }, n, 1000 * g + n + (demo ? 77 : 0));
      const rng = new Rng([7, g, n, 11]);
      let lastMission = -1;
      while (!ribelleRules.outcome(s)) {
        const d = ribelleRules.decision(s)!;
        const m = (process.env.RANDOM ? randomMove(ribelleRules, s, d.seat, rng) : sensibleMove(s, d.seat, rng))!;
        const r = ribelleRules.apply(s, d.seat, m);
        if (!r.ok) throw new Error(r.reason + JSON.stringify(m));
        if (stageOf(s) === 'mission' && stageOf(r.state) === 'mission' && s.qi === 0 && (globalThis as any).__seen !== s.round + ':' + g + ':' + n) {
          (globalThis as any).__seen = s.round + ':' + g + ':' + n;
          const k = MISSIONS[s.mission].kind + s.phase;
          hs[k] ??= [0, 0];
          for (const x of s.seats) { hs[k][0] += x.hand.length; hs[k][1]++; }
        }
        if (s.res && s.res.success !== null && s.res.mission !== lastMission) {
          lastMission = s.res.mission;
          const code = MISSIONS[s.res.mission].code;
          failBy[code] ??= [0, 0];
          failBy[code][1]++;
          if (!s.res.success) failBy[code][0]++;
        }
        s = r.state; moves++;
      }
      const o = ribelleRules.outcome(s)!;
      if (o.winners.length) wins++;
      if (o.winners.length > 1) shared++;
      rounds += s.round;
    }
    rows.push(`${demo ? 'demo' : 'full'} n=${n}: win ${(100 * wins / G).toFixed(0)}% shared ${shared} rounds ${(rounds / G).toFixed(1)} moves ${(moves / G).toFixed(0)}`);
  }
  console.log(rows.join('\n'));
  console.log(Object.entries(hs).map(([k, [a, b]]) => `${k} ${(a / b).toFixed(1)}`).join('  '));
  console.log(Object.entries(failBy).sort().map(([k, [f, t]]) => `${k} ${(100 * f / t).toFixed(0)}%`).join('  '));
}
