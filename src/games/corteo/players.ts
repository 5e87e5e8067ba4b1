// Corteo's app players (DESIGN.md, "App players"), for either side. Normal is the scripted plan
// of bot.ts: nothing is secret between the sides in the base and advanced games (the view holds
// the whole board; it leaves out only the dice's RNG state), so the plan needs no sampled state,
// and a search would be slow where a movement phase lists hundreds of unit moves at each step.
// Easy is the same plan with a newcomer's judgement (bot.ts, `simple`) and slips: a share of
// its decisions taken at random. Every choice is a function of the observation and the
// player's own RNG only.
import { scriptedLevels, type AppPlayers } from '../../engine/players.ts';
import { sensibleChoice } from './bot.ts';
import { SEAT_SIDE, type CorteoMove, type CorteoView } from './rules/types.ts';

/** Percent of the easy player's decisions taken at random (never ending a phase by slip). */
export const EASY_RANDOM_PERCENT = 20;

const corteoPlayers: AppPlayers<CorteoView, CorteoMove> = {
  levels: ['easy', 'normal'],
  choose: scriptedLevels<CorteoView, CorteoMove>({
    play: (obs, rng, newcomer) => sensibleChoice(obs.view, SEAT_SIDE[obs.seat], obs.moves, rng, newcomer),
    slipPercent: EASY_RANDOM_PERCENT,
    slips: (moves) => moves.filter((m) => m.type !== 'done' && m.type !== 'stop'),
  }),
};

export default corteoPlayers;
