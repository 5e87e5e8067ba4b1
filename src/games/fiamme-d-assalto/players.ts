// Fiamme d'assalto's app players (DESIGN.md, "App players"): the app may be the second commander
// of a co-op mission, or the solo commander. Both players fight the game together, so a level is
// how well the app plays: 'normal' is the careful player of bot.ts (it decides from the view and
// the legal moves only), 'easy' the same player with a share of random legal moves. No 'strong'
// level: a flat Monte Carlo search over determinizations (every move played out to the end by
// the careful player) did not measure better than 'normal' (solo it did worse), so none is offered.
import { legalChoice, scriptedLevels, type AppPlayers } from '../../engine/players.ts';
import type { Rng } from '../../engine/rng.ts';
import { sensibleChoice } from './bot.ts';
import { determinize } from './determinize.ts';
import type { FiammeMove, FiammeView } from './rules/types.ts';

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

const fiammePlayers: AppPlayers<FiammeView, FiammeMove> = {
  levels: ['easy', 'normal'],
  // The careful player has one judgement: easy differs by its slips only.
  choose: scriptedLevels<FiammeView, FiammeMove>({
    play: (obs, rng) => fairDice(obs.moves, legalChoice(obs.moves, sensibleChoice(obs.view, obs.moves, rng)), rng),
    slipPercent: EASY_RANDOM_PERCENT,
  }),
  determinize,
};

export default fiammePlayers;
