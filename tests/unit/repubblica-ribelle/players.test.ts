// Repubblica Ribelle's app players: the determinization (a sampled state shows the seat the very
// view it came from, keeps the game's invariants and offers the same legal moves), the honesty
// test (the choice stays when everything the seat may not see is dealt again), legal choices,
// and whole games with the app in every human seat at each level.
import { describe, expect, it } from 'vitest';
import { indexOfMove, observe, type Observation } from '../../../src/engine/players.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import { randomMove } from '../../../src/engine/playout.ts';
import checks from '../../../src/games/repubblica-ribelle/checks.ts';
import players from '../../../src/games/repubblica-ribelle/players.ts';
import { ribelleRules, type RibelleMove, type RibelleState, stageOf, type RibelleView } from '../../../src/games/repubblica-ribelle/rules.ts';

const rngOf = (...seed: number[]) => new Rng(seedRng(seed.reduce((a, x) => a * 31 + x, 7)));
const obsOf = (s: RibelleState, seat: number) => observe(ribelleRules, s, seat, s.n) as Observation<RibelleView, RibelleMove> | null;

/** A seeded game (random and app moves mixed), calling `visit` on every `every`-th state and the last. */
function walk(n: number, demo: boolean, seed: number, every: number, visit: (s: RibelleState, k: number) => void): void {
  let s = ribelleRules.setup({ demo }, n, seed);
  const rng = rngOf(seed, n, demo ? 1 : 0);
  for (let k = 0; stageOf(s) !== 'over'; k++) {
    if (k % every === 0) visit(s, k);
    const d = ribelleRules.decision(s)!;
    const obs = obsOf(s, d.seat)!;
    const m = rng.int(0, 2) === 0 ? randomMove(ribelleRules, s, d.seat, rng)! : players.choose('normal', obs, rng);
    const r = ribelleRules.apply(s, d.seat, m);
    if (!r.ok) throw new Error(`${d.kind} ${JSON.stringify(m)}: ${r.reason}`);
    s = r.state;
  }
  visit(s, -1);
}

const SETS: [number, boolean][] = [
  [1, true],
  [2, false],
  [3, true],
  [4, false],
  [6, true],
];

describe('Repubblica Ribelle app players', () => {
  it('offers easy and normal', () => {
    expect(players.levels).toEqual(['easy', 'normal']);
  });

  it('determinizes: the sampled state shows each seat its view again and keeps the invariants', () => {
    let checked = 0;
    for (const [n, demo] of SETS) {
      for (let g = 0; g < 3; g++) {
        walk(n, demo, 100 + g * 7 + n, 3, (s, k) => {
          for (let seat = 0; seat < n; seat++) {
            const v = ribelleRules.view(s, seat);
            const t = players.determinize!(v, seat, rngOf(k, seat, g)) as RibelleState;
            const where = `n=${n} demo=${demo} game ${g} state ${k} seat ${seat} step ${stageOf(s)}`;
            expect(ribelleRules.view(t, seat), where).toEqual(v);
            expect(checks.invariants(t), where).toEqual([]);
            const d = ribelleRules.decision(s);
            if (d?.seat === seat) expect(ribelleRules.legalMoves(t, seat), where).toEqual(ribelleRules.legalMoves(s, seat));
            checked++;
          }
        });
      }
    }
    expect(checked).toBeGreaterThan(2000);
  });

  it('samples what the seat may not know: the other hands and the deck vary, its own cards stay', () => {
    const s = ribelleRules.setup({ demo: false, boards: ['rosso', 'verde', 'blu'] }, 3, 12);
    const v = ribelleRules.view(s, 1);
    const hands = new Set<string>();
    for (let k = 0; k < 30; k++) {
      const t = players.determinize!(v, 1, rngOf(k)) as RibelleState;
      expect(t.seats[1].hand).toEqual(s.seats[1].hand);
      expect(t.seats[0].hand).not.toContain(s.seats[1].hand[0]);
      hands.add(t.seats[0].hand.join() + '/' + t.deck.slice(-3).join());
    }
    expect(hands.size).toBe(30);
  });

  it('is honest: the same view gives the same move when the hidden cards are dealt again', () => {
    let compared = 0;
    for (const [n, demo] of SETS) {
      walk(n, demo, 300 + n, 5, (s, k) => {
        const d = ribelleRules.decision(s);
        if (!d) return;
        const obs = obsOf(s, d.seat)!;
        const other = obsOf(checks.reshuffleHidden(s, d.seat, rngOf(k, 99)) as RibelleState, d.seat)!;
        expect(other.view).toEqual(obs.view);
        expect(other.moves).toEqual(obs.moves);
        for (const level of players.levels) {
          const a = players.choose(level, obs, rngOf(k, 5));
          expect(indexOfMove(obs.moves, a), `${level} ${JSON.stringify(a)}`).toBeGreaterThanOrEqual(0);
          expect(players.choose(level, other, rngOf(k, 5))).toEqual(a);
          compared++;
        }
      });
    }
    expect(compared).toBeGreaterThan(200);
  });

  it('strong is honest and legal where it searches (the mission plays, the tasks with few choices), and stops at the deadline', () => {
    // A handful of seeded decisions: the searched level is the costly one.
    let searched = 0;
    for (const [n, demo] of [[2, false], [3, true]] as [number, boolean][]) {
      let here = 0;
      walk(n, demo, 600 + n, 1, (s, k) => {
        const d = ribelleRules.decision(s);
        if (!d || here >= 5) return;
        const obs = obsOf(s, d.seat)!;
        if (!['mission', 'tasks'].includes(obs.view.step) || obs.moves.length < 2 || obs.moves.length > 8) return;
        const other = obsOf(checks.reshuffleHidden(s, d.seat, rngOf(k, 98)) as RibelleState, d.seat)!;
        const a = players.choose('strong', obs, rngOf(k, 6));
        expect(indexOfMove(obs.moves, a), JSON.stringify(a)).toBeGreaterThanOrEqual(0);
        expect(players.choose('strong', other, rngOf(k, 6))).toEqual(a);
        // With the thinking time spent (the worker's deadline passed), no sample: the scripted move.
        expect(players.choose('strong', obs, rngOf(k, 6), { now: () => 1, deadline: 0 })).toEqual(players.choose('normal', obs, rngOf(k, 6)));
        searched++;
        here++;
      });
    }
    expect(searched).toBe(10);
  });

  for (const level of ['easy', 'normal'] as const) {
    it(`plays whole games with the app in every human seat at ${level}`, () => {
      for (const [n, demo] of [[1, true], [2, false], [3, true]] as [number, boolean][]) {
        let s = ribelleRules.setup({ demo }, n, 500 + n);
        const rng = rngOf(n, 77);
        let moves = 0;
        while (stageOf(s) !== 'over') {
          const d = ribelleRules.decision(s)!;
          const obs = obsOf(s, d.seat)!;
          const m = players.choose(level, obs, rng);
          expect(indexOfMove(obs.moves, m)).toBeGreaterThanOrEqual(0);
          const r = ribelleRules.apply(s, d.seat, m);
          if (!r.ok) throw new Error(`${d.kind} ${JSON.stringify(m)}: ${r.reason}`);
          s = r.state;
          expect(++moves).toBeLessThan(3000);
        }
        expect(ribelleRules.outcome(s)).not.toBeNull();
        expect(checks.invariants(s)).toEqual([]);
      }
    });
  }
});
