// Corteo's app players (DESIGN.md, "App players"), for either side. Normal is the scripted plan
// of bot.ts: nothing is secret between the sides in the base and advanced games (the view holds
// the whole board; it leaves out only the dice's RNG state), so the plan needs no sampled state,
// and a search would be slow where a movement phase lists hundreds of unit moves at each step.
// Easy is the same plan with a newcomer's judgement (bot.ts, `simple`) and slips: a share of
// its decisions taken at random. Every choice is a function of the observation and the
// player's own RNG only.
import { indexOfMove, type AppPlayers, type Level, type Observation } from '../../engine/players.ts';
import type { Rng } from '../../engine/rng.ts';
import { sensibleChoice } from './bot.ts';
import { SEAT_SIDE, type CorteoMove, type CorteoView } from './rules/types.ts';

/** Percent of the easy player's decisions taken at random (never ending a phase by slip). */
export const EASY_RANDOM_PERCENT = 20;

function choose(level: Level, obs: Observation<CorteoView, CorteoMove>, rng: Rng): CorteoMove {
  const moves = obs.moves;
  if (level === 'easy' && rng.int(0, 99) < EASY_RANDOM_PERCENT) {
    const any = moves.filter((m) => m.type !== 'done' && m.type !== 'stop');
    if (any.length > 0) return rng.pick(any);
  }
  const m = sensibleChoice(obs.view, SEAT_SIDE[obs.seat], moves, rng, level === 'easy');
  const i = indexOfMove(moves, m);
  return i >= 0 ? moves[i] : moves[0];
}

const corteoPlayers: AppPlayers<CorteoView, CorteoMove> = {
  levels: ['easy', 'normal'],
  choose,
};

export default corteoPlayers;
