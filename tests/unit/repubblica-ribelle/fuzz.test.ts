// Seeded fuzz: thousands of games to the end for 1 to 6 players, full and demo, with random,
// heuristic and mixed players, checking after every move that cards and pieces are conserved,
// tracks stay in range, someone can always move, and that each game ends in a defeat or a scored
// victory. Prints the rates used in the report.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/rng.ts';
import { BOARDS, HEALTH, LOCALITIES, MISSIONS } from '../../../src/games/repubblica-ribelle/content.ts';
import { finalScores, ribelleRules, type RibelleMove, type RibelleState } from '../../../src/games/repubblica-ribelle/rules.ts';
import { randomMove, sensibleMove } from '../../../src/games/repubblica-ribelle/bot.ts';

const GAMES = Number(process.env.RIBELLE_FUZZ ?? 180);
const LOCS = LOCALITIES.length;
const seen = new Uint8Array(114);

function invariants(s: RibelleState, deckSize: number): void {
  // Action cards: each of the 114 exactly once.
  seen.fill(0);
  let count = 0;
  const mark = (c: number) => {
    if (!(c >= 0 && c < 114) || seen[c]) throw new Error(`card ${c} duplicated or invalid`);
    seen[c] = 1;
    count++;
  };
  s.deck.forEach(mark);
  s.discard.forEach(mark);
  for (const h of s.autoHands) h.forEach(mark);
  for (const x of s.seats) {
    x.hand.forEach(mark);
    x.played.forEach(mark);
    x.piles[0].forEach(mark);
    x.piles[1].forEach(mark);
    x.piles[2].forEach(mark);
  }
  // Before the boards are chosen no card has been dealt yet.
  if (count !== (s.step === 'board' ? 0 : 114)) throw new Error(`${count} cards`);
  // Pieces: 3 DM, 3 CP, 1 base per seat, each on the map or in the reserve.
  for (const x of s.seats) {
    if (x.dm.length !== 3 || x.cp.length !== 3) throw new Error('pieces lost');
    for (const l of [...x.dm, ...x.cp]) if (!(l === -1 || (l >= 0 && l < LOCS))) throw new Error(`piece at ${l}`);
    if (s.step !== 'board' && !(x.base >= 0 && x.base < LOCS)) throw new Error('no base');
    if (s.step !== 'board') {
      const max = BOARDS[x.board].track.length - 1;
      if (x.support < 0 || x.support > max) throw new Error(`support ${x.support}`);
    }
    if (s.phase === 1 && x.leader2 !== 'side') throw new Error('phase-II leader early');
    if (s.phase === 2 && x.leader1 === 'hand') throw new Error('phase-I leader in hand in phase II');
  }
  // Tracks and missions.
  if (s.step !== 'board' && (s.health < 0 || s.health > HEALTH.max)) throw new Error(`health ${s.health}`);
  if (s.step !== 'board' && s.health === 0 && s.step !== 'over') throw new Error('health 0 but playing on');
  if (s.objectives < 0 || s.objectives > s.players) throw new Error('objectives');
  if (s.step !== 'board') {
    const won = s.seats.flatMap((x) => x.won);
    const all = [...s.missions, ...s.resolved, ...won, ...(s.mission >= 0 && !s.resolved.includes(s.mission) && !won.includes(s.mission) ? [s.mission] : [])];
    if (new Set(all).size !== all.length || all.length !== deckSize) throw new Error(`missions ${all.length}`);
  }
}

type Policy = 'random' | 'sensible' | 'mixed';

function play(n: number, demo: boolean, seed: number, policy: Policy) {
  let s = ribelleRules.setup({ demo }, n, seed);
  const rng = new Rng([seed, n, demo ? 1 : 0, 17]);
  const deckSize = demo ? 5 : 10;
  let moves = 0;
  while (s.step !== 'over') {
    const d = ribelleRules.decision(s);
    if (!d) throw new Error('no decision while playing');
    const useSensible = policy === 'sensible' || (policy === 'mixed' && rng.int(0, 9) < 7);
    const m: RibelleMove | null = (useSensible ? sensibleMove : randomMove)(s, d.seat, rng);
    if (!m) throw new Error(`no legal move for ${d.kind}`);
    const r = ribelleRules.apply(s, d.seat, m);
    if (!r.ok) throw new Error(`${d.kind} ${JSON.stringify(m)}: ${r.reason}`);
    s = r.state;
    invariants(s, deckSize);
    if (++moves > 3000) throw new Error('game too long');
  }
  const o = ribelleRules.outcome(s);
  if (!o) throw new Error('over without an outcome');
  if (o.winners.length === 0) {
    expect(o.reasonKey).toBe('ribelle.lose.health');
    expect(s.health).toBe(0);
  } else {
    expect(s.missions).toEqual([]);
    expect(s.health).toBeGreaterThan(0);
    const scores = finalScores(s);
    const max = Math.max(...scores.map((x) => x.total));
    expect(o.winners).toEqual(scores.filter((x) => x.total === max).map((x) => x.seat));
    expect(o.reasonKey).toBe(o.winners.length > 1 ? 'ribelle.win.shared' : 'ribelle.win.single');
    expect(s.seats.every((x) => x.leader2 !== 'side')).toBe(true);
    expect(MISSIONS.filter((_, i) => s.resolved.includes(i) || s.seats.some((x) => x.won.includes(i))).length).toBe(deckSize);
  }
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
