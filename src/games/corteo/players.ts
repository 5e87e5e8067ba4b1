// Corteo's app players (DESIGN.md, "App players"), for either side. Normal is the scripted plan
// of bot.ts: nothing is secret between the sides in the base and advanced games (the view holds
// the whole board; it leaves out only the dice's RNG state), so the plan needs no sampled state.
// Easy is the same plan with a newcomer's judgement (bot.ts, `simple`) and slips: a share of
// its decisions taken at random. Strong (below) judges the plan's move where a decision has few
// choices and dice decide what they do (the combat phase): each choice is played on the same
// sampled dice to the end of its consequences and the position scored (evaluate.ts); the plan's
// move stands unless another is clearly better. Every choice is a function of the observation
// and the player's own RNG only.
import { scriptedLevels, type AppPlayers, type Observation, type ThinkLimits } from '../../engine/players.ts';
import type { Rng } from '../../engine/rng.ts';
import { pairedChoice } from '../../engine/search.ts';
import type { Seat } from '../../engine/types.ts';
import { sensibleChoice } from './bot.ts';
import { determinize } from './determinize.ts';
import { evaluate, reward } from './evaluate.ts';
import { corteoRules } from './rules.ts';
import { stepNow } from './rules/now.ts';
import { SEAT_SIDE, type CorteoMove, type CorteoState, type CorteoView, type StepName } from './rules/types.ts';

/** Percent of the easy player's decisions taken at random (never ending a phase by slip). */
export const EASY_RANDOM_PERCENT = 20;

const scripted = scriptedLevels<CorteoView, CorteoMove>({
  play: (obs, rng, newcomer) => sensibleChoice(obs.view, SEAT_SIDE[obs.seat], obs.moves, rng, newcomer),
  slipPercent: EASY_RANDOM_PERCENT,
  slips: (moves) => moves.filter((m) => m.type !== 'done' && m.type !== 'stop'),
});

/**
 * Strong's search: the steps judged, samples (sampled dice) a decision is judged on, the most
 * moves compared, the edge (in expected result, 0-1) another move must show over the plan's,
 * and the most moves a sample plays after the judged one.
 */
export const STRONG = { steps: ['combat', 'advance', 'retreat', 'heads'] as readonly StepName[], samples: 8, maxMoves: 8, margin: 0.005, z: 0.5, cutoff: 16 };

/** The plan inside a sample (it reads the sample's view, as at the table; the plan reads no log, so none is copied). */
const planRollout = (s: CorteoState, seat: Seat, moves: readonly unknown[], rng: Rng): unknown => sensibleChoice(corteoRules.view({ ...s, log: [] }, seat), SEAT_SIDE[seat], moves as CorteoMove[], rng, false);

/** A judged decision's consequences are over when the game is back at a step of its own (the next combat, the next phase). */
const settled = (s: CorteoState): boolean => {
  const step = stepNow(s);
  return step !== 'retreat' && step !== 'advance' && step !== 'special';
};

/**
 * Strong: the plan's move, unless playing each of the decision's moves on the same sampled dice
 * (engine/search.ts pairedPlayouts), its retreats and advances by the plan, up to the next step
 * of the game's own, shows another clearly better by the evaluation (evaluate.ts).
 */
function strongMove(obs: Observation<CorteoView, CorteoMove>, rng: Rng, limits?: ThinkLimits): CorteoMove {
  const plan = scripted('normal', obs, rng);
  const v = obs.view;
  if (!STRONG.steps.includes(v.step as StepName) || obs.moves.length < 2 || obs.moves.length > STRONG.maxMoves) return plan;
  return pairedChoice({
    rules: corteoRules,
    obs,
    determinize: (r) => determinize(v, obs.seat, r),
    rng,
    samples: STRONG.samples,
    limits,
    rollout: planRollout,
    cutoff: STRONG.cutoff,
    horizon: settled,
    evaluate,
    reward,
    plan,
    margin: STRONG.margin,
    z: STRONG.z,
  }) as CorteoMove;
}

const corteoPlayers: AppPlayers<CorteoView, CorteoMove> = {
  levels: ['easy', 'normal'],
  trial: ['strong'],
  choose: (level, obs, rng, limits) => (level === 'strong' ? strongMove(obs, rng, limits) : scripted(level, obs, rng)),
  determinize,
};

export default corteoPlayers;
