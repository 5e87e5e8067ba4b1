// Repubblica Ribelle's app players (DESIGN.md, "App players"). The app sits in a human seat; the
// rulebook's automated partisans stay part of the rules. Everyone plays against the game, so a
// level is how well the app helps the table: 'normal' is the sensible cooperative player of
// bot.ts (it decides from the seat's view and legal moves only), 'easy' the same player with a
// share of random legal moves. No 'strong' level yet: none has been built and measured better
// than 'normal'.
import { scriptedLevels, type AppPlayers } from '../../engine/players.ts';
import { sensibleChoice } from './bot.ts';
import { determinize } from './determinize.ts';
import type { RibelleMove, RibelleView } from './rules/types.ts';

/** Percent of the easy player's decisions taken at random. */
export const EASY_RANDOM_PERCENT = 40;

const ribellePlayers: AppPlayers<RibelleView, RibelleMove> = {
  levels: ['easy', 'normal'],
  // The sensible player has one judgement: easy differs by its slips only.
  choose: scriptedLevels<RibelleView, RibelleMove>({
    play: (obs, rng) => sensibleChoice(obs.view, obs.moves, rng),
    slipPercent: EASY_RANDOM_PERCENT,
  }),
  determinize,
};

export default ribellePlayers;
