// Seeded fuzz: thousands of games to the end for 1 to 6 players, full and demo, with random,
// heuristic and mixed players, checking after every move the game's invariants (checks.ts: cards
// and pieces conserved, tracks in range, and a finished game ending in a defeat or a scored
// victory) and that someone can always move. Prints the rates used in the report. (The contract
// test plays the random games of checks.ts with the deep checks; this one adds the bots.)
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/rng.ts';
import { ribelleRules, stageOf, type RibelleMove } from '../../../src/games/repubblica-ribelle/rules.ts';
import checks from '../../../src/games/repubblica-ribelle/checks.ts';
import { randomMove } from '../../../src/engine/playout.ts';
import { sensibleMove } from '../../../src/games/repubblica-ribelle/bot.ts';

const GAMES = Number(process.env.RIBELLE_FUZZ ?? 180);

type Policy = 'random' | 'sensible' | 'mixed';

function play(n: number, demo: boolean, seed: number, policy: Policy) {
  let s = ribelleRules.setup({ demo }, n, seed);
  const rng = new Rng([seed, n, demo ? 1 : 0, 17]);
  let moves = 0;
  while (stageOf(s) !== 'over') {
    const d = ribelleRules.decision(s);
    if (!d) throw new Error('no decision while playing');
    const useSensible = policy === 'sensible' || (policy === 'mixed' && rng.int(0, 9) < 7);
    const m: RibelleMove | null = useSensible ? sensibleMove(s, d.seat, rng) : randomMove(ribelleRules, s, d.seat, rng);
    if (!m) throw new Error(`no legal move for ${d.kind}`);
    const r = ribelleRules.apply(s, d.seat, m);
    if (!r.ok) throw new Error(`${d.kind} ${JSON.stringify(m)}: ${r.reason}`);
    s = r.state;
    const problems = checks.invariants(s);
    if (problems.length) throw new Error(`${d.kind} ${JSON.stringify(m)}: ${problems.join('; ')}`);
    if (++moves > 3000) throw new Error('game too long');
  }
  const o = ribelleRules.outcome(s);
  if (!o) throw new Error('over without an outcome');
  expect(checks.invariants(s)).toEqual([]);
  return { won: o.winners.length > 0, shared: o.winners.length > 1, rounds: s.round, moves };
}

describe('fuzz', () => {
  it(`plays ${GAMES * 12} seeded games to the end with 1-6 players, full and demo`, () => {
    const rows: string[] = [];
    for (const demo of [false, true]) {
      for (let n = 1; n <= 6; n++) {
        const stats: Record<Policy, { games: number; won: number; shared: number; rounds: number; moves: number }> = {
          random: { games: 0, won: 0, shared: 0, rounds: 0, moves: 0 },
          sensible: { games: 0, won: 0, shared: 0, rounds: 0, moves: 0 },
          mixed: { games: 0, won: 0, shared: 0, rounds: 0, moves: 0 },
        };
        for (let g = 0; g < GAMES; g++) {
          const policy: Policy = g % 20 < 14 ? 'random' : g % 20 < 17 ? 'sensible' : 'mixed';
          const r = play(n, demo, 100000 * n + g * 7 + (demo ? 3 : 0), policy);
          const st = stats[policy];
          st.games++;
          st.won += r.won ? 1 : 0;
          st.shared += r.shared ? 1 : 0;
          st.rounds += r.rounds;
          st.moves += r.moves;
        }
        for (const [p, st] of Object.entries(stats)) {
          rows.push(
            `${demo ? 'demo' : 'full'} n=${n} ${p.padEnd(8)} games ${String(st.games).padStart(3)} victory ${((100 * st.won) / st.games).toFixed(0).padStart(3)}% defeat ${((100 * (st.games - st.won)) / st.games).toFixed(0).padStart(3)}% shared ${st.shared} rounds ${(st.rounds / st.games).toFixed(1)} moves ${(st.moves / st.games).toFixed(0)}`,
          );
        }
      }
    }
    console.log(rows.join('\n'));
  });
});

describe('invariants', () => {
  it('hold at the start and flag a lost or doubled card, a lost piece, a track out of range, a wrong ending', () => {
    const s = ribelleRules.setup({ demo: false, boards: ['rosso', 'verde', 'blu'] }, 3, 5);
    expect(checks.invariants(s)).toEqual([]);
    const bad = (edit: (t: typeof s) => void) => {
      const t = JSON.parse(JSON.stringify(s)) as typeof s;
      edit(t);
      return checks.invariants(t);
    };
    expect(bad((t) => t.seats[0].hand.push(t.deck[0]))).not.toEqual([]);
    expect(bad((t) => t.deck.pop())).not.toEqual([]);
    expect(bad((t) => t.seats[1].dm.pop())).not.toEqual([]);
    expect(bad((t) => (t.seats[2].support = 99))).not.toEqual([]);
    expect(bad((t) => (t.health = 0))).not.toEqual([]);
    expect(bad((t) => t.missions.pop())).not.toEqual([]);
    expect(bad((t) => ((t.flow = []), (t.result = { kind: 'defeat' })))).not.toEqual([]);
  });
});
