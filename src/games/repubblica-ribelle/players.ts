// Repubblica Ribelle's app players (DESIGN.md, "App players"). The app sits in a human seat; the
// rulebook's automated partisans stay part of the rules. Everyone plays against the game, so a
// level is how well the app helps the table: 'normal' is the sensible cooperative player of
// bot.ts (it decides from the seat's view and legal moves only), 'easy' the same player with a
// share of random legal moves. No 'strong' level yet: none has been built and measured better
// than 'normal'.
import { indexOfMove, type AppPlayers, type Level, type Observation } from '../../engine/players.ts';
import type { Rng } from '../../engine/rng.ts';
import { sensibleChoice } from './bot.ts';
import { determinize } from './determinize.ts';
import type { RibelleMove, RibelleView } from './rules/types.ts';

/** Percent of the easy player's decisions taken at random. */
export const EASY_RANDOM_PERCENT = 40;

function choose(level: Level, obs: Observation<RibelleView, RibelleMove>, rng: Rng): RibelleMove {
  const moves = obs.moves;
  if (level === 'easy' && rng.int(0, 99) < EASY_RANDOM_PERCENT) return rng.pick(moves);
  const m = sensibleChoice(obs.view, moves, rng);
  // The sensible player builds its moves; hand back the legal move it names.
  const i = indexOfMove(moves, m);
  return i >= 0 ? moves[i] : moves[0];
}

const ribellePlayers: AppPlayers<RibelleView, RibelleMove> = {
  levels: ['easy', 'normal'],
  choose,
  determinize,
};

export default ribellePlayers;
