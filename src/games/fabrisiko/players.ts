// FabRisiko!'s app players (DESIGN.md, "App players"). Normal is the scripted general of bot.ts:
// it judges every invasion and every battle card with the battle calculator (odds.ts) over the
// public board, so it needs no sampled state. Easy is the same general with a newcomer's
// judgement (it counts units instead of odds and keeps its battle cards) and slips (a share of
// any legal move). Strong (below) is the general whose decisions of where to invade and when to
// stop are judged by the engine's paired playouts over states sampled from the seat's view; it
// is played and measured (`STRENGTH_TRIAL=1 npm run strength`) but not offered unless measured
// stronger than normal (README, "App players"; tests/bench/HISTORY.md).
// Every choice is a function of the observation and the player's own RNG only.
import { indexOfMove, legalChoice, scriptedLevels, type AppPlayers, type Observation, type ThinkLimits } from '../../engine/players.ts';
import type { Rng } from '../../engine/rng.ts';
import { pairedChoice } from '../../engine/search.ts';
import type { Seat } from '../../engine/types.ts';
import { sensibleChoice } from './bot.ts';
import { PIECES } from './content/index.ts';
import { determinize } from './determinize.ts';
import { homeOf } from './rules/board.ts';
import { viewStep } from './rules/view.ts';
import { fabrisikoRules } from './rules.ts';
import type { FabMove, FabState, FabView } from './rules/types.ts';

/** Percent of the easy player's decisions taken at random (never declaring the Tournament's time up). */
export const EASY_RANDOM_PERCENT = 25;

const scripted = scriptedLevels<FabView, FabMove>({
  play: (obs, rng, newcomer) => sensibleChoice(obs.view, obs.seat, obs.moves, rng, newcomer),
  slipPercent: EASY_RANDOM_PERCENT,
  slips: (moves) => moves.filter((m) => m.type !== 'timeUp'),
});

/**
 * Strong's search: samples a decision is judged on, the edge a move must show over the plan's
 * (in the evaluation's units, and in standard errors of the paired differences), the odds the
 * bolder general invades at, the battle calculator's trials inside the samples, where the
 * samples stop (strongMove), and the most moves a sample plays before it is scored where it stands
 * (the budget: at most samples x 3 candidates x cutoff moves a decision, in moves, not
 * milliseconds, so a seed plays the same everywhere: over 289 judged decisions, CPU time in
 * Node median 180 ms, p95 810 ms, max 1.6 s, so about 0.7 s, 3 s and 6.5 s at 4x, over the 1 s
 * goal where armies are large; over all of strong's decisions the p95 is 14 ms. The app's
 * worker passes a deadline, after which no new sample starts and the plan's move stands).
 */
export const STRONG = { samples: 6, margin: 0.005, z: 1, boldOdds: 0.45, rolloutTrials: 30, horizon: 'round' as 'turn' | 'round', cutoff: 45 };

/**
 * What the board is worth to `seat` at the search's horizon, in [0, 1]: its share of the table's
 * strength, a seat's strength being its territories, its army at cost (six resources a
 * territory), its resources at half that and its major frazione held.
 */
export function boardValue(s: FabState, seat: Seat): number {
  const strength = new Array<number>(s.n).fill(0);
  for (let t = 0; t < s.owner.length; t++) if (s.owner[t] >= 0) strength[s.owner[t]] += 1;
  for (const u of s.units) strength[u.o] += (u.n * PIECES[u.k].cost) / 6;
  for (let i = 0; i < s.n; i++) {
    strength[i] += s.res[i] / 12;
    if (s.owner[homeOf(s.faction[i])] === i) strength[i] += 3;
  }
  const total = strength.reduce((a, b) => a + b, 0);
  return total > 0 ? strength[seat] / total : 1 / s.n;
}

/** The normal general inside a sample (it reads the sample's view, as at the table), with a cheaper calculator. */
const planRollout = (s: FabState, seat: Seat, moves: readonly unknown[], rng: Rng): unknown =>
  sensibleChoice(fabrisikoRules.view(s, seat), seat, moves as FabMove[], rng, false, { trials: STRONG.rolloutTrials });

/** Whether `m` starts an invasion: units sent where enemies stand and none of the seat's yet. */
function startsInvasion(v: FabView, seat: Seat, m: FabMove): boolean {
  if (m.type !== 'move') return false;
  const at = v.units.filter((u) => u.at === m.to);
  return at.some((u) => u.o !== seat) && !at.some((u) => u.o === seat);
}

/**
 * The moves strong compares at a decision, the plan's first, or null when the plan's move stands
 * unjudged: in the invasion, where the plan starts an invasion or stops invading, the plan's move,
 * stopping (`next`) and a bolder general's move (invading at lower odds).
 */
export function strongCandidates(obs: Observation<FabView, FabMove>, plan: FabMove, rng: Rng): FabMove[] | null {
  const v = obs.view;
  if (v.step !== 'invade') return null;
  if (plan.type !== 'next' && !startsInvasion(v, obs.seat, plan)) return null;
  const out: FabMove[] = [plan];
  const add = (m: FabMove | undefined) => {
    if (m && indexOfMove(out, m) < 0 && indexOfMove(obs.moves, m) >= 0) out.push(m);
  };
  add({ type: 'next' });
  add(sensibleChoice(v, obs.seat, obs.moves, rng, false, { attackOdds: STRONG.boldOdds }));
  return out.length > 1 ? out : null;
}

/**
 * Strong: the plan's move, unless playing each candidate on the same sampled hands, decks and
 * dice (drawn from the seat's view), then the rest of the round by normal generals (the seat's
 * turn and the others' answers, up to its next turn) shows another clearly better on the board
 * then (engine/search.ts pairedPlayouts, scored by boardValue; a whole game, some 1,500 moves,
 * is too long to play out at every decision). `STRONG.horizon = 'turn'` stops at the seat's own
 * battles instead (cheaper, blind to the answers: measured weaker, tests/bench/HISTORY.md).
 */
function strongMove(obs: Observation<FabView, FabMove>, rng: Rng, limits?: ThinkLimits): FabMove {
  const plan = scripted('normal', obs, rng);
  const candidates = strongCandidates(obs, plan, rng);
  if (!candidates) return plan;
  const v = obs.view;
  const me = obs.seat;
  const turn = v.globalTurn;
  // The samples throw their dice from their own RNG, so the futures compared are the same.
  const sample = (r: Rng): FabState => {
    const s = determinize(v, me, r);
    return { ...s, options: { ...s.options, physicalDice: false } };
  };
  const judged = pairedChoice({
    rules: fabrisikoRules,
    obs,
    moves: candidates,
    determinize: sample,
    rng,
    samples: STRONG.samples,
    limits,
    rollout: planRollout,
    cutoff: STRONG.cutoff,
    // The horizon: the seat's turn over (or its regrouping reached: the battles are fought), or
    // the round: the others' turns played too, up to the seat's next turn.
    horizon:
      STRONG.horizon === 'turn'
        ? (s: FabState) => s.globalTurn !== turn || s.order[s.turnIdx] !== me || viewStep(s) === 'regroup'
        : (s: FabState) => s.globalTurn > turn + 1 || (s.globalTurn > turn && s.order[s.turnIdx] === me),
    evaluate: boardValue,
    plan: candidates[0],
    margin: STRONG.margin,
    z: STRONG.z,
  });
  return legalChoice(obs.moves, judged as FabMove);
}

const fabPlayers: AppPlayers<FabView, FabMove> = {
  levels: ['easy', 'normal'],
  trial: ['strong'],
  choose: (level, obs, rng, limits) => (level === 'strong' ? strongMove(obs, rng, limits) : scripted(level, obs, rng)),
  determinize,
};

export default fabPlayers;
