// Single-observer information-set Monte Carlo tree search (SO-ISMCTS: Cowling, Powley and
// Whitehouse, "Information Set Monte Carlo Tree Search", IEEE TCIAIG 2012), for any game's
// rules. The searching seat cannot see the state, so every iteration samples a full state
// consistent with its observation (a determinization, from the game's own sampler), descends
// one shared tree restricted to the moves legal in that sample, expands one move, plays the
// rest out and backs the result up. A node's statistics are counted for the seat that chose its
// move, so every seat in the tree plays to win. Moves are identified by their JSON text.
import { indexOfMove, type Observation, type ThinkLimits } from './players.ts';
import { Rng, seedRng } from './rng.ts';
import type { AnyRules, Outcome, Seat } from './types.ts';

/** A move for `seat` in `state` during a playout, or null to use a uniform random legal one. */
export type RolloutPolicy<S> = (state: S, seat: Seat, moves: readonly unknown[], rng: Rng) => unknown;

/** What both searches take: the seat's observation, its sampler, and how a playout goes and is scored. */
interface SampledSearch<S> {
  rules: AnyRules;
  obs: Observation;
  /** A full state consistent with `obs`, drawn from `rng` (the hidden parts sampled). */
  determinize: (rng: Rng) => S;
  rng: Rng;
  /** A safety cap: no new iteration or sample once `limits.now()` passes `limits.deadline`. */
  limits?: ThinkLimits;
  /** Playout policy (default: uniform among the legal moves). */
  rollout?: RolloutPolicy<S>;
  /** Stop a playout after this many moves and score it with `evaluate` (default: play to the end). */
  cutoff?: number;
  /** The search's horizon: a state where the tree and the playouts stop and `evaluate` scores. */
  horizon?: (state: S) => boolean;
  /** Value in [0, 1] of an unfinished state for `seat` (default 0.5: nobody knows). */
  evaluate?: (state: S, seat: Seat) => number;
  /** Value of a finished game for `seat` (default: 1 for a winner, else 0). */
  reward?: (outcome: Outcome, seat: Seat, state: S) => number;
  /**
   * A playout's state before each of its moves, given the playout's own RNG (one object for the
   * whole playout): where a game may set which dice come next, so that the playouts of a sample's
   * moves throw the same dice for the same purpose even where one of them throws more (default:
   * the state as it is).
   */
  beforeMove?: (state: S, rng: Rng) => S;
}

export interface SearchOptions<S> extends SampledSearch<S> {
  /** Iterations (one determinization each); the search budget. */
  iterations: number;
  /** Grow the tree at most this many moves deep, then play out (default: no limit; 1 is flat UCB). */
  treeDepth?: number;
  /** Receives the root's statistics at the end (for benches and tests). */
  report?: (root: { move: unknown; visits: number; mean: number }[]) => void;
  /** UCB1 exploration constant (default 0.7, for rewards in [0, 1]). */
  exploration?: number;
}

interface Node {
  move: unknown;
  key: string;
  /** The seat that chose this node's move (its rewards are counted for that seat). */
  seat: Seat;
  visits: number;
  total: number;
  /** Times this node's move was legal when its parent was visited (ISMCTS's availability). */
  avail: number;
  children: Map<string, Node>;
}

function newNode(move: unknown, key: string, seat: Seat): Node {
  return { move, key, seat, visits: 0, total: 0, avail: 0, children: new Map() };
}

/** The seat that decides in `state`, or null when nobody does (the game is over). */
function decider(rules: AnyRules, state: unknown): Seat | null {
  const d = rules.decision(state);
  return d ? d.seat : null;
}

const defaultReward = (o: Outcome, seat: Seat): number => (o.winners.includes(seat) ? 1 : 0);

/**
 * Plays `state` on with `rollout` (uniformly where it gives no move) until the game ends, `cutoff`
 * moves are played or `stop` holds; the state reached and its outcome. Both searches play out so.
 */
function playOut<S>(rules: AnyRules, state: S, rng: Rng, rollout: RolloutPolicy<S> | undefined, cutoff: number, stop: (state: S) => boolean, beforeMove?: (state: S, rng: Rng) => S): { state: S; outcome: Outcome | null } {
  let outcome = rules.outcome(state) as Outcome | null;
  for (let depth = 0; !outcome && depth < cutoff && !stop(state); depth++) {
    if (beforeMove) state = beforeMove(state, rng);
    const seat = decider(rules, state);
    if (seat === null) break;
    const moves = rules.legalMoves(state, seat) as unknown[];
    if (moves.length === 0) throw new Error(`search: seat ${seat} has no legal move in a playout`);
    const chosen = rollout ? rollout(state, seat, moves, rng) : null;
    const move = chosen ?? moves[rng.int(0, moves.length - 1)];
    const r = rules.apply(state, seat, move);
    if (!r.ok) throw new Error(`search: playout move ${JSON.stringify(move)} refused: ${r.reason}`);
    state = r.state as S;
    outcome = rules.outcome(state) as Outcome | null;
  }
  return { state, outcome };
}

/**
 * The most visited of the observation's moves after the search (always one of `obs.moves`).
 * Deterministic for the same inputs and RNG state when the deadline is not hit.
 */
export function ismcts<S>(opts: SearchOptions<S>): unknown {
  const { rules, obs, rng } = opts;
  if (obs.moves.length === 1) return obs.moves[0];
  const c = opts.exploration ?? 0.7;
  const reward = opts.reward ?? defaultReward;
  const evaluate = opts.evaluate ?? (() => 0.5);
  const cutoff = opts.cutoff ?? Infinity;
  const horizon = opts.horizon ?? (() => false);
  const treeDepth = opts.treeDepth ?? Infinity;
  const now = opts.limits?.now;
  const deadline = opts.limits?.deadline;
  const rootKeys = new Set(obs.moves.map((m) => JSON.stringify(m)));
  const root = newNode(null, '', -1);

  for (let it = 0; it < opts.iterations; it++) {
    if (now && deadline !== undefined && now() > deadline) break;
    let state = opts.determinize(rng);
    let node = root;
    const path: Node[] = [];
    // Selection and expansion, over the moves legal in this determinization.
    for (;;) {
      if (path.length >= treeDepth || rules.outcome(state) || (path.length > 0 && horizon(state))) break;
      const seat = decider(rules, state);
      if (seat === null) break;
      let legal = rules.legalMoves(state, seat) as unknown[];
      let keys = legal.map((m) => JSON.stringify(m));
      if (node === root) {
        // The root's choices are the observation's moves, whatever the sample allows besides.
        const keep = keys.map((k) => rootKeys.has(k));
        legal = legal.filter((_, i) => keep[i]);
        keys = keys.filter((_, i) => keep[i]);
      }
      if (legal.length === 0) break;
      const untried: number[] = [];
      for (let i = 0; i < keys.length; i++) {
        const child = node.children.get(keys[i]);
        if (child) child.avail++;
        else untried.push(i);
      }
      let next: Node;
      let move: unknown;
      if (untried.length > 0) {
        const i = untried[rng.int(0, untried.length - 1)];
        move = legal[i];
        next = newNode(move, keys[i], seat);
        next.avail = 1;
        node.children.set(keys[i], next);
      } else {
        let best: Node | null = null;
        let bestScore = -Infinity;
        for (const k of keys) {
          const ch = node.children.get(k) as Node;
          const score = ch.total / ch.visits + c * Math.sqrt(Math.log(ch.avail) / ch.visits);
          if (score > bestScore) {
            bestScore = score;
            best = ch;
          }
        }
        next = best as Node;
        move = next.move;
      }
      const r = rules.apply(state, seat, move);
      if (!r.ok) throw new Error(`search: legal move ${next.key} refused: ${r.reason}`);
      state = r.state as S;
      path.push(next);
      node = next;
      if (untried.length > 0) break;
    }
    // Playout. The root itself may lie on the horizon: the horizon counts from the first move on.
    const atRoot = path.length === 0;
    const played = playOut(rules, state, rng, opts.rollout, cutoff, (x) => !atRoot && horizon(x), opts.beforeMove);
    state = played.state;
    const outcome = played.outcome;
    // Backpropagation: each node scored for the seat that chose its move.
    const scores = new Map<Seat, number>();
    for (const n of path) {
      let v = scores.get(n.seat);
      if (v === undefined) {
        v = outcome ? reward(outcome, n.seat, state) : evaluate(state, n.seat);
        scores.set(n.seat, v);
      }
      n.visits++;
      n.total += v;
    }
  }

  opts.report?.([...root.children.values()].map((ch) => ({ move: ch.move, visits: ch.visits, mean: ch.total / ch.visits })));
  let best: Node | null = null;
  for (const ch of root.children.values()) {
    if (!best || ch.visits > best.visits || (ch.visits === best.visits && ch.total > best.total)) best = ch;
  }
  if (!best) return obs.moves[rng.int(0, obs.moves.length - 1)];
  // Hand back the observation's own object for that move.
  const key = best.key;
  return obs.moves.find((m) => JSON.stringify(m) === key) as unknown;
}

export interface PairedOptions<S> extends SampledSearch<S> {
  /** The moves compared (default: all of `obs.moves`); each is played once in every sample. */
  moves?: readonly unknown[];
  /** Samples (determinizations); each costs one playout per move. */
  samples: number;
}

/**
 * Flat Monte Carlo with common random numbers: in each sample (a determinization drawn from its
 * own seed, which fixes the sampled state's own RNG, so the dice to come), every compared move
 * is played and then played out with the same playout seed, and scored for the observing seat.
 * Moves compared on the same futures differ by what the move changes, not by luck: a paired
 * comparison (`pairedVerdict`) sees a small edge in few samples, where a tree over noisy samples
 * would need many more. Returns one row of values per completed sample (one per move, in the
 * order of `moves`); deterministic for the same inputs and RNG state when the deadline is not hit.
 */
export function pairedPlayouts<S>(opts: PairedOptions<S>): number[][] {
  const { rules, obs, rng } = opts;
  const moves = opts.moves ?? obs.moves;
  const reward = opts.reward ?? defaultReward;
  const evaluate = opts.evaluate ?? (() => 0.5);
  const cutoff = opts.cutoff ?? Infinity;
  const horizon = opts.horizon ?? (() => false);
  const now = opts.limits?.now;
  const deadline = opts.limits?.deadline;
  const rows: number[][] = [];
  for (let k = 0; k < opts.samples; k++) {
    if (now && deadline !== undefined && now() > deadline) break;
    const sampleSeed = rng.int(0, 0x3fffffff);
    const playSeed = rng.int(0, 0x3fffffff);
    const row: number[] = [];
    // One sampled state for every move: rules apply without changing their input.
    const sampled = opts.determinize(new Rng(seedRng(sampleSeed)));
    for (const m of moves) {
      const r0 = rules.apply(sampled, obs.seat, m);
      if (!r0.ok) throw new Error(`search: legal move ${JSON.stringify(m)} refused: ${r0.reason}`);
      const { state, outcome } = playOut(rules, r0.state as S, new Rng(seedRng(playSeed)), opts.rollout, cutoff, horizon, opts.beforeMove);
      row.push(outcome ? reward(outcome, obs.seat, state) : evaluate(state, obs.seat));
    }
    rows.push(row);
  }
  return rows;
}

/**
 * The index of the move to play after `pairedPlayouts`: the best mean, if it beats the move at
 * `fallback` (the scripted plan's) by more than `margin` on average and by more than `z`
 * standard errors of the paired differences; else `fallback`.
 */
export function pairedVerdict(rows: readonly (readonly number[])[], fallback: number, margin = 0, z = 1): number {
  const n = rows.length;
  if (n < 2) return fallback;
  let best = fallback;
  let bestMean = -Infinity;
  for (let i = 0; i < rows[0].length; i++) {
    let t = 0;
    for (const row of rows) t += row[i];
    if (t / n > bestMean + 1e-12) {
      bestMean = t / n;
      best = i;
    }
  }
  if (best === fallback) return fallback;
  let sum = 0;
  let sq = 0;
  for (const row of rows) {
    const d = row[best] - row[fallback];
    sum += d;
    sq += d * d;
  }
  const mean = sum / n;
  const se = Math.sqrt(Math.max(0, sq / n - mean * mean) / (n - 1));
  return mean > margin && mean > z * se ? best : fallback;
}

/**
 * The move a judged decision plays: `plan` (the scripted player's, one of the compared moves),
 * unless the paired playouts of the compared moves show another clearly better (`pairedVerdict`
 * with `margin` and `z`). The whole of a strong level's judgement, said once for every game.
 */
export function pairedChoice<S>(opts: PairedOptions<S> & { plan: unknown; margin?: number; z?: number }): unknown {
  const moves = opts.moves ?? opts.obs.moves;
  return moves[pairedVerdict(pairedPlayouts(opts), indexOfMove(moves, opts.plan), opts.margin, opts.z)];
}
