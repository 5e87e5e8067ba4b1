// FabRisiko!'s app players (DESIGN.md, "App players"). Normal is the scripted general of bot.ts:
// it judges every invasion and every battle card with the battle calculator (odds.ts) over the
// public board, so it needs no sampled state. Easy is the same general with a newcomer's
// judgement (it counts units instead of odds and keeps its battle cards) and slips (a share of
// any legal move). No strong level: none has been built and measured better than normal.
// Every choice is a function of the observation and the player's own RNG only.
import { scriptedLevels, type AppPlayers } from '../../engine/players.ts';
import { sensibleChoice } from './bot.ts';
import { determinize } from './determinize.ts';
import type { FabMove, FabView } from './rules/types.ts';

/** Percent of the easy player's decisions taken at random (never declaring the Tournament's time up). */
export const EASY_RANDOM_PERCENT = 25;

const fabPlayers: AppPlayers<FabView, FabMove> = {
  levels: ['easy', 'normal'],
  choose: scriptedLevels<FabView, FabMove>({
    play: (obs, rng, newcomer) => sensibleChoice(obs.view, obs.seat, obs.moves, rng, newcomer),
    slipPercent: EASY_RANDOM_PERCENT,
    slips: (moves) => moves.filter((m) => m.type !== 'timeUp'),
  }),
  determinize,
};

export default fabPlayers;
