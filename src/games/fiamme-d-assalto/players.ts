// Fiamme d'assalto's app players (DESIGN.md, "App players"): the app may be the second commander
// of a co-op mission, or the solo commander. Both players fight the game together, so a level is
// how well the app plays: 'normal' is the careful player of bot.ts (it decides from the view and
// the legal moves only), 'easy' the same player with a share of random legal moves. 'strong'
// (below) judges the careful move with paired playouts over sampled futures; it is played and
// measured (`STRENGTH_TRIAL=1 npm run strength`) but not offered: it has not measured stronger
// than 'normal' (README, "App players"; tests/bench/HISTORY.md). An earlier flat Monte Carlo
// search without paired samples did not either (solo it did worse).
import { legalChoice, scriptedLevels, type AppPlayers, type Observation, type ThinkLimits } from '../../engine/players.ts';
import type { Rng } from '../../engine/rng.ts';
import { pairedChoice } from '../../engine/search.ts';
import type { Seat } from '../../engine/types.ts';
import { sensibleChoice } from './bot.ts';
import { determinize } from './determinize.ts';
import { fiammeRules } from './rules.ts';
import type { FiammeMove, FiammeState, FiammeView } from './rules/types.ts';

/** Percent of the easy player's decisions taken at random. */
export const EASY_RANDOM_PERCENT = 40;


/**
 * With physical dice a roll move names the dice: the app throws them fairly, a random one of the
 * roll moves offered (for a reroll, of those for the same die), never the first listed.
 */
function fairDice(moves: readonly FiammeMove[], m: FiammeMove, rng: Rng): FiammeMove {
  if (m.type === 'roll' && m.values) return rng.pick(moves.filter((x) => x.type === 'roll'));
  if (m.type === 'reroll' && m.value !== undefined) return rng.pick(moves.filter((x) => x.type === 'reroll' && x.die === m.die));
  return m;
}

const carefulMove = (obs: Observation<FiammeView, FiammeMove>, rng: Rng): FiammeMove => fairDice(obs.moves, legalChoice(obs.moves, sensibleChoice(obs.view, obs.moves, rng)), rng);

// The careful player has one judgement: easy differs by its slips only.
const scripted = scriptedLevels<FiammeView, FiammeMove>({ play: carefulMove, slipPercent: EASY_RANDOM_PERCENT });

/** Strong's search: samples a decision is judged on, and the edge it must show over the careful move. */
export const STRONG = { samples: 24, margin: 0.02, z: 1 };

/** The careful player inside a sample (it reads the sample's view, as at the table). */
const carefulRollout = (s: FiammeState, seat: Seat, moves: readonly unknown[], rng: Rng): unknown => sensibleChoice(fiammeRules.view(s, seat), moves as FiammeMove[], rng);

/**
 * Strong: the careful move, unless playing each move on the same sampled futures (the decks, the
 * bag, the tokens' hidden sides and the dice to come, drawn from the seat's view) and the rest of
 * the mission by the careful player shows another move clearly better (engine/search.ts
 * pairedPlayouts). Roll steps are not judged (a roll is a roll), nor dice thrown by hand.
 */
function strongMove(obs: Observation<FiammeView, FiammeMove>, rng: Rng, limits?: ThinkLimits): FiammeMove {
  const careful = carefulMove(obs, rng);
  const judged = obs.moves.some((m) => m.type !== 'roll' && m.type !== 'usePM') && !obs.moves.some((m) => (m.type === 'roll' && m.values) || (m.type === 'reroll' && m.value !== undefined));
  if (!judged) return careful;
  // The samples throw their dice from their own RNG, so the futures compared are the same.
  const sample = (r: Rng): FiammeState => ({ ...determinize(obs.view, obs.seat, r), physical: false });
  return pairedChoice({ rules: fiammeRules, obs, determinize: sample, rng, samples: STRONG.samples, limits, rollout: carefulRollout, plan: careful, margin: STRONG.margin, z: STRONG.z }) as FiammeMove;
}

const fiammePlayers: AppPlayers<FiammeView, FiammeMove> = {
  levels: ['easy', 'normal'],
  trial: ['strong'],
  choose: (level, obs, rng, limits) => (level === 'strong' ? strongMove(obs, rng, limits) : scripted(level, obs, rng)),
  determinize,
};

export default fiammePlayers;
