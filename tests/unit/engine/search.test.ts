// The engine's ISMCTS on tiny games: Nim (take 1 or 2 tokens, who takes the last one wins),
// whose winning moves are known, and a version where each seat also holds a secret bonus the
// other cannot see (the search samples it). Then the flat paired playouts and their verdict.
import { describe, expect, it } from 'vitest';
import { appendToLog } from '../../../src/engine/context.ts';
import type { LogEntry } from '../../../src/engine/log.ts';
import { observe, type Observation } from '../../../src/engine/players.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import { ismcts, pairedChoice, pairedPlayouts, pairedVerdict } from '../../../src/engine/search.ts';
import { defineRules } from '../../../src/engine/steps.ts';

interface NimState {
  rng: number[];
  pile: number;
  turn: number;
  /** Each seat's secret: may it also take 3 tokens (once)? */
  three: boolean[];
  winner: number | null;
  log: LogEntry[];
}
type NimMove = { type: 'take'; k: number };
interface NimView {
  pile: number;
  turn: number;
  mine: boolean;
  winner: number | null;
}

const nim = defineRules<NimState, NimMove, NimView, Record<string, never>, 'take'>({
  id: 'nim',
  contentVersion: 1,
  minSeats: 2,
  maxSeats: 2,
  defaultOptions: () => ({}),
  optionsProblem: () => null,
  setup: (_o, _n, seed) => {
    const rng = new Rng(seedRng(seed));
    return { rng: [], pile: 7 + rng.int(0, 6), turn: 0, three: [rng.int(0, 1) === 1, rng.int(0, 1) === 1], winner: null, log: [] };
  },
  stepOf: (s) => (s.winner === null ? 'take' : null),
  draft: (s) => ({ ...s, three: s.three.slice() }),
  writeLog: appendToLog,
  view: (s, viewer) => ({ pile: s.pile, turn: s.turn, mine: viewer === 'table' ? false : s.three[viewer], winner: s.winner }),
  outcome: (s) => (s.winner === null ? null : { winners: [s.winner], reasonKey: 'nim.win' }),
  steps: {
    take: {
      kind: 'nim.step.take',
      seat: (s) => s.turn % 2,
      accepts: ['take'],
      moves: (s, seat) => {
        const ks = s.three[seat] ? [1, 2, 3] : [1, 2];
        return ks.filter((k) => k <= s.pile).map((k) => ({ type: 'take', k }));
      },
      apply(c, seat, move) {
        if (move.k > c.s.pile || move.k < 1 || (move.k === 3 && !c.s.three[seat])) return 'nim.error.k';
        c.s.pile -= move.k;
        if (move.k === 3) c.s.three[seat] = false;
        if (c.s.pile === 0) c.s.winner = seat;
        c.s.turn++;
      },
    },
  },
});

function state(pile: number, three: [boolean, boolean], turn = 0): NimState {
  return { rng: [], pile, turn, three, winner: null, log: [] };
}

/** The seat's sampler: its own secret and the pile from the view, the other's secret drawn. */
function determinizer(obs: Observation): (rng: Rng) => NimState {
  const v = obs.view as NimView;
  return (rng) => {
    const three: boolean[] = [false, false];
    three[obs.seat] = v.mine;
    three[1 - obs.seat] = rng.int(0, 1) === 1;
    return { rng: [], pile: v.pile, turn: v.turn, three, winner: v.winner, log: [] };
  };
}

function think(s: NimState, seed: number, iterations = 2000, limits?: { now: () => number; deadline: number }): NimMove {
  const seat = nim.decision(s)!.seat;
  const obs = observe(nim, s, seat, 2)!;
  return ismcts({ rules: nim, obs, determinize: determinizer(obs), rng: new Rng(seedRng(seed)), iterations, limits }) as NimMove;
}

describe('ismcts', () => {
  it('finds the forced win of plain Nim (leave a multiple of three)', () => {
    for (const [pile, k] of [
      [4, 1],
      [5, 2],
      [7, 1],
      [8, 2],
      [2, 2],
    ] as const) {
      for (const seed of [1, 2, 3]) expect(think(state(pile, [false, false]), seed)).toEqual({ type: 'take', k });
    }
  });

  it('takes the last tokens at once when it can', () => {
    expect(think(state(3, [true, false]), 5)).toEqual({ type: 'take', k: 3 });
  });

  it('never returns an illegal move, over random states and few iterations', () => {
    for (let seed = 0; seed < 60; seed++) {
      let s = nim.setup({}, 2, seed);
      const rng = new Rng(seedRng(seed));
      while (s.winner === null) {
        const seat = nim.decision(s)!.seat;
        const obs = observe(nim, s, seat, 2)!;
        const move = ismcts({ rules: nim, obs, determinize: determinizer(obs), rng, iterations: 1 + (seed % 7) * 5 });
        expect(obs.moves).toContainEqual(move);
        const r = nim.apply(s, seat, move as NimMove);
        expect(r.ok).toBe(true);
        if (r.ok) s = r.state;
      }
    }
  });

  it('gives the same move for the same seed, and uses the seed', () => {
    const s = state(10, [true, true]);
    const moves = new Set<string>();
    for (const seed of [11, 12, 13, 14, 15, 16]) {
      const a = think(s, seed, 30);
      expect(think(s, seed, 30)).toEqual(a);
      moves.add(JSON.stringify(a));
    }
    // A position with no forced win and 30 iterations: different seeds do not all agree.
    expect(moves.size).toBeGreaterThan(1);
  });

  it('stops at the deadline', () => {
    let t = 0;
    let calls = 0;
    const limits = {
      now: () => {
        calls++;
        return (t += 1);
      },
      deadline: 10,
    };
    const move = think(state(20, [false, false]), 3, 1_000_000, limits);
    expect([{ type: 'take', k: 1 }, { type: 'take', k: 2 }]).toContainEqual(move);
    expect(calls).toBeLessThan(20);
  });

  it('stops at the horizon and scores it with the evaluation, flat when asked', () => {
    // An evaluation that likes 5 tokens left, against the game's own forced win (take 1).
    const s = state(7, [false, false]);
    const obs = observe(nim, s, 0, 2)!;
    const evaluate = (t: NimState, seat: number) => (t.pile === 5 ? (seat === 0 ? 1 : 0) : 0.5);
    let root: { move: unknown; visits: number }[] = [];
    const move = ismcts({
      rules: nim,
      obs,
      determinize: determinizer(obs),
      rng: new Rng(seedRng(2)),
      iterations: 200,
      horizon: (t) => t.turn >= 1,
      evaluate,
      treeDepth: 1,
      report: (r) => (root = r),
    });
    expect(move).toEqual({ type: 'take', k: 2 });
    expect(root.map((r) => r.visits).reduce((a, b) => a + b, 0)).toBe(200);
  });

  it('returns the only legal move without searching', () => {
    let sampled = 0;
    const s = state(1, [false, false]);
    const obs = observe(nim, s, 0, 2)!;
    const determinize = (rng: Rng) => {
      sampled++;
      return determinizer(obs)(rng);
    };
    expect(ismcts({ rules: nim, obs, determinize, rng: new Rng(seedRng(1)), iterations: 100 })).toEqual({ type: 'take', k: 1 });
    expect(sampled).toBe(0);
  });
});

/** Plain Nim's perfect play: leave a multiple of three when possible, else take one. */
const perfect = (t: NimState, _seat: number, moves: readonly unknown[]) => moves.find((m) => (m as NimMove).k === t.pile % 3) ?? moves[0];

describe('pairedPlayouts and pairedVerdict', () => {
  it('plays every move in every sample and scores it for the observing seat', () => {
    const s = state(4, [false, false]);
    const obs = observe(nim, s, 0, 2)!;
    const rows = pairedPlayouts({ rules: nim, obs, determinize: determinizer(obs), rng: new Rng(seedRng(1)), samples: 5, rollout: perfect });
    // Taking 1 leaves 3 (a win with perfect play after), taking 2 leaves 2 (a loss).
    expect(rows).toEqual(Array(5).fill([1, 0]));
    expect(pairedVerdict(rows, 1)).toBe(0);
    expect(pairedVerdict(rows, 0)).toBe(0);
  });

  it('draws each sample once for all the moves compared (common random numbers), a new one per sample', () => {
    const s = state(9, [false, false]);
    const obs = observe(nim, s, 0, 2)!;
    const draws: number[] = [];
    const determinize = (rng: Rng) => {
      draws.push(rng.int(0, 1_000_000));
      return determinizer(obs)(rng);
    };
    const rows = pairedPlayouts({ rules: nim, obs, determinize, rng: new Rng(seedRng(3)), samples: 4 });
    expect(rows).toHaveLength(4);
    // One sampled state a sample, every move played from it (rules never change their input).
    expect(obs.moves.length).toBeGreaterThan(1);
    expect(draws).toHaveLength(4);
    expect(new Set(draws).size).toBe(4);
    // Same seed, same rows.
    const again = () => pairedPlayouts({ rules: nim, obs, determinize: determinizer(obs), rng: new Rng(seedRng(3)), samples: 4 });
    expect(again()).toEqual(again());
  });

  it('hands each playout state to beforeMove with the playout\'s own RNG, and plays on from what it returns', () => {
    const s = state(9, [false, false]);
    const obs = observe(nim, s, 0, 2)!;
    const rngs: Rng[] = [];
    const seen: number[] = [];
    // Every playout state's pile halved: the playouts end sooner than the moves alone would make them.
    const beforeMove = (t: NimState, rng: Rng): NimState => {
      rngs.push(rng);
      seen.push(t.pile);
      return { ...t, pile: Math.floor(t.pile / 2) };
    };
    const rows = pairedPlayouts({ rules: nim, obs, determinize: determinizer(obs), rng: new Rng(seedRng(5)), samples: 1, rollout: perfect, beforeMove });
    expect(rows).toHaveLength(1);
    // Two moves, one playout each: 9-1=8 -> 4 -> perfect takes 1 -> 3 -> 1 -> takes 1: the
    // calls of one playout share one RNG object, the other playout has its own.
    expect(seen.slice(0, 2)).toEqual([8, 3]);
    const first = rngs[0];
    const split = rngs.findIndex((r) => r !== first);
    expect(split).toBeGreaterThan(0);
    expect(rngs.slice(0, split).every((r) => r === first)).toBe(true);
    expect(rngs.slice(split).every((r) => r === rngs[split])).toBe(true);
    expect(seen[split]).toBe(7);
  });

  it('stops at the deadline between samples, never leaving a row short', () => {
    const s = state(20, [false, false]);
    const obs = observe(nim, s, 0, 2)!;
    let t = 0;
    const rows = pairedPlayouts({ rules: nim, obs, determinize: determinizer(obs), rng: new Rng(seedRng(2)), samples: 1000, limits: { now: () => (t += 1), deadline: 3 } });
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toHaveLength(2);
  });

  it('plays each sample at most `cutoff` moves past the move compared, then scores it with the evaluation', () => {
    // Twenty tokens: no playout of three moves ends the game, so every value is the evaluation's,
    // of the state three moves on (the pile left, seen by the observing seat).
    const s = state(20, [false, false]);
    const obs = observe(nim, s, 0, 2)!;
    const seen: number[] = [];
    const evaluate = (t: NimState, seat: number) => {
      seen.push(t.turn);
      return seat === 0 ? t.pile / 100 : 0;
    };
    const rows = pairedPlayouts({ rules: nim, obs, determinize: determinizer(obs), rng: new Rng(seedRng(4)), samples: 3, rollout: () => ({ type: 'take', k: 1 }), cutoff: 3, evaluate });
    // The compared move and three playout moves: turn 4 every time; taking 1 or 2, then three 1s.
    expect(seen).toEqual(Array(6).fill(4));
    expect(rows).toEqual(Array(3).fill([0.16, 0.15]));
  });

  it('keeps the fallback unless the best move beats it by the margin and by z standard errors', () => {
    // Move 1 wins 0.1 more on average, always (no spread): over any margin below 0.1.
    const steady = Array.from({ length: 6 }, () => [0.5, 0.6]);
    expect(pairedVerdict(steady, 0, 0.05)).toBe(1);
    expect(pairedVerdict(steady, 0, 0.1)).toBe(0);
    // The same mean edge from a single lucky sample: within one standard error, so kept.
    const lucky = [[0, 0.6], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0]];
    expect(pairedVerdict(lucky, 0, 0.05, 1)).toBe(0);
    expect(pairedVerdict(lucky, 0, 0.05, 0)).toBe(1);
    // Too few samples to judge.
    expect(pairedVerdict([[0, 1]], 0)).toBe(0);
  });

  it('pairedChoice plays the plan unless another compared move is clearly better', () => {
    const s = state(4, [false, false]);
    const obs = observe(nim, s, 0, 2)!;
    const take = (k: number) => obs.moves.find((m) => JSON.stringify(m) === JSON.stringify({ type: 'take', k }));
    const choose = (plan: unknown, samples: number) => pairedChoice({ rules: nim, obs, determinize: determinizer(obs), rng: new Rng(seedRng(1)), samples, rollout: perfect, plan });
    // Taking 2 loses where taking 1 wins: the plan to take 2 is overruled, the plan to take 1 kept.
    expect(choose(take(2), 5)).toEqual(take(1));
    expect(choose(take(1), 5)).toEqual(take(1));
    // One sample cannot judge: the plan stands.
    expect(choose(take(2), 1)).toEqual(take(2));
    // Among the moves given only, the plan's index read in them.
    expect(pairedChoice({ rules: nim, obs, moves: [take(2)], determinize: determinizer(obs), rng: new Rng(seedRng(1)), samples: 5, rollout: perfect, plan: take(2) })).toEqual(take(2));
  });
});
