// Fiamme d'assalto's app players (DESIGN.md, "App players"): the app may be the second commander
// of a co-op mission, or the solo commander. Both players fight the game together, so a level is
// how well the app plays: 'normal' is the careful player of bot.ts (it decides from the view and
// the legal moves only), 'easy' the same player with a share of random legal moves. No 'strong'
// level: a flat Monte Carlo search over determinizations (every move played out to the end by
// the careful player) did not measure better than 'normal' (solo it did worse), so none is offered.
import { indexOfMove, type AppPlayers, type Level, type Observation } from '../../engine/players.ts';
import type { Rng } from '../../engine/rng.ts';
import { sensibleChoice } from './bot.ts';
import { determinize } from './determinize.ts';
import type { FiammeMove, FiammeView } from './rules/types.ts';

/** Percent of the easy player's decisions taken at random. */
export const EASY_RANDOM_PERCENT = 40;

function choose(level: Level, obs: Observation<FiammeView, FiammeMove>, rng: Rng): FiammeMove {
  const moves = obs.moves;
  if (level === 'easy' && rng.int(0, 99) < EASY_RANDOM_PERCENT) return rng.pick(moves);
  const m = sensibleChoice(obs.view, moves, rng);
  // The careful player builds some of its moves; hand back the legal move it names.
  const i = indexOfMove(moves, m);
  return fairDice(moves, i >= 0 ? moves[i] : moves[0], rng);
}

/**
 * With physical dice a roll move names the dice: the app throws them fairly, a random one of the
 * roll moves offered (for a reroll, of those for the same die), never the first listed.
 */
function fairDice(moves: readonly FiammeMove[], m: FiammeMove, rng: Rng): FiammeMove {
  if (m.type === 'roll' && m.values) return rng.pick(moves.filter((x) => x.type === 'roll'));
  if (m.type === 'reroll' && m.value !== undefined) return rng.pick(moves.filter((x) => x.type === 'reroll' && x.die === m.die));
  return m;
}

const fiammePlayers: AppPlayers<FiammeView, FiammeMove> = {
  levels: ['easy', 'normal'],
  choose,
  determinize,
};

export default fiammePlayers;
