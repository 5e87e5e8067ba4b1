// Fiamme d'assalto's app players (DESIGN.md, "App players"): the app may be the second commander
// of a co-op mission, or the solo commander. Both players fight the game together, so a level is
// how well the app plays: 'normal' is the careful player of bot.ts (it decides from the view and
// the legal moves only), 'easy' the same player with a share of random legal moves. 'strong'
// (below) judges the careful move with paired playouts over sampled futures; it is played and
// measured (`STRENGTH_TRIAL=1 npm run strength`) but not offered: it has not measured stronger
// than 'normal' (README, "App players"; tests/bench/HISTORY.md, where its decisions are looked
// at one by one: the careful move is seldom more than a point of win chance from the best). An
// earlier flat Monte Carlo search without paired samples did not either (solo it did worse).
import { legalChoice, scriptedLevels, type AppPlayers, type Observation, type ThinkLimits } from '../../engine/players.ts';
import { seedRng, type Rng } from '../../engine/rng.ts';
import { pairedChoice, type PairedOptions } from '../../engine/search.ts';
import type { Seat } from '../../engine/types.ts';
import { sensibleChoice } from './bot.ts';
import { determinize } from './determinize.ts';
import { fiammeRules, ROLL_PURPOSES, stepNow } from './rules.ts';
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

/** The steps that throw dice (a reroll's by the purpose of its roll). */
const THROWS = new Set<string>([...ROLL_PURPOSES, 'reroll']);

/** Each playout's dice: a seed of its own, and how many times each purpose has thrown. */
const playoutDice = new WeakMap<Rng, { seed: number; thrown: Map<string, number> }>();

/**
 * A playout's state before a throw: its dice drawn from a stream of the throw's purpose (the
 * third command roll of every playout of a sample throws the same dice, whatever was thrown
 * between). Dice drawn so are as random as the rules' own; but a move that throws one die more
 * (a reroll) no longer shifts every die after it, so the moves of a sample are compared on the
 * same luck and their difference is what the move changed.
 */
function diceOfPurpose(s: FiammeState, rng: Rng): FiammeState {
  const step = stepNow(s);
  if (!THROWS.has(step)) return s;
  let d = playoutDice.get(rng);
  if (!d) {
    d = { seed: rng.int(0, 0x3fffffff), thrown: new Map() };
    playoutDice.set(rng, d);
  }
  const key = step === 'reroll' && s.lastRoll ? `reroll ${s.lastRoll.purpose}` : step;
  const n = d.thrown.get(key) ?? 0;
  d.thrown.set(key, n + 1);
  let h = (d.seed ^ Math.imul(n + 1, 0x9e3779b1)) | 0;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return { ...s, rng: seedRng(h) };
}

/**
 * The log a sample keeps: from the last turn but one, all the rules read of it (where a PM roll
 * returns, rules/view.ts pmReturn); a playout then copies a short log at each move, not the mission's.
 */
function recentLog(log: FiammeState['log']): FiammeState['log'] {
  let turns = 0;
  for (let i = log.length - 1; i >= 0; i--) if (log[i].key === 'fiamme.log.turn' && ++turns === 2) return log.slice(i);
  return log;
}

/** The careful player inside a sample (it reads the sample's view, as at the table). */
const carefulRollout = (s: FiammeState, seat: Seat, moves: readonly unknown[], rng: Rng): unknown => sensibleChoice(fiammeRules.view(s, seat), moves as FiammeMove[], rng);

/** Whether strong judges this decision: not a roll (a roll is a roll), nor dice thrown by hand. */
export function judged(obs: Observation<FiammeView, FiammeMove>): boolean {
  return obs.moves.some((m) => m.type !== 'roll' && m.type !== 'usePM') && !obs.moves.some((m) => (m.type === 'roll' && m.values) || (m.type === 'reroll' && m.value !== undefined));
}

/**
 * Strong's paired playouts of a judged decision: the futures sampled from the seat's view (each
 * sample throws its dice by purpose, `diceOfPurpose`, so the moves compared meet the same dice),
 * the rest of the mission played by the careful player, a won mission 1 and a lost one 0.
 */
export function strongSearch(obs: Observation<FiammeView, FiammeMove>, rng: Rng, limits?: ThinkLimits): PairedOptions<FiammeState> {
  const sample = (r: Rng): FiammeState => {
    const s = determinize(obs.view, obs.seat, r);
    return { ...s, physical: false, log: recentLog(s.log) };
  };
  return { rules: fiammeRules, obs, determinize: sample, rng, samples: STRONG.samples, limits, rollout: carefulRollout, beforeMove: diceOfPurpose };
}

/**
 * Strong: the careful move, unless playing each move on the same sampled futures (the decks, the
 * bag, the tokens' hidden sides and the dice to come, drawn from the seat's view) and the rest of
 * the mission by the careful player shows another move clearly better (engine/search.ts
 * pairedPlayouts).
 */
function strongMove(obs: Observation<FiammeView, FiammeMove>, rng: Rng, limits?: ThinkLimits): FiammeMove {
  const careful = carefulMove(obs, rng);
  if (!judged(obs)) return careful;
  return pairedChoice({ ...strongSearch(obs, rng, limits), plan: careful, margin: STRONG.margin, z: STRONG.z }) as FiammeMove;
}

const fiammePlayers: AppPlayers<FiammeView, FiammeMove> = {
  levels: ['easy', 'normal'],
  trial: ['strong'],
  choose: (level, obs, rng, limits) => (level === 'strong' ? strongMove(obs, rng, limits) : scripted(level, obs, rng)),
  determinize,
};

export default fiammePlayers;
