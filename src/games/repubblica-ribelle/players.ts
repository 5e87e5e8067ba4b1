// Repubblica Ribelle's app players (DESIGN.md, "App players"). The app sits in a human seat; the
// rulebook's automated partisans stay part of the rules. Everyone plays against the game, so a
// level is how well the app helps the table: 'normal' is the sensible cooperative player of
// bot.ts (it decides from the seat's view and legal moves only), 'easy' the same player with a
// share of random legal moves. 'strong' (below) judges the sensible move with paired playouts to
// the round's end; it is played and measured (`STRENGTH_TRIAL=1 npm run strength`) but not
// offered: it has not measured stronger than 'normal' (README, "App players";
// tests/bench/HISTORY.md).
import { scriptedLevels, type AppPlayers, type Observation, type ThinkLimits } from '../../engine/players.ts';
import type { Rng } from '../../engine/rng.ts';
import { pairedChoice } from '../../engine/search.ts';
import type { Seat } from '../../engine/types.ts';
import { sensibleChoice } from './bot.ts';
import { determinize } from './determinize.ts';
import { ribelleRules } from './rules.ts';
import type { RibelleMove, RibelleState, RibelleView } from './rules/types.ts';

/** Percent of the easy player's decisions taken at random. */
export const EASY_RANDOM_PERCENT = 40;

// The sensible player has one judgement: easy differs by its slips only.
const scripted = scriptedLevels<RibelleView, RibelleMove>({
  play: (obs, rng) => sensibleChoice(obs.view, obs.moves, rng),
  slipPercent: EASY_RANDOM_PERCENT,
});

/** Strong's search: samples a decision is judged on, the edge it must show, the most moves it compares. */
export const STRONG = { samples: 8, margin: 0.02, z: 1, maxMoves: 8 };

/**
 * The Republic's survival from the start of a round under the sensible player, by health (1-3)
 * and missions left (the one on the table included, 1-8 or more): measured over 300 seeded
 * games with every seat sensible (2,511 rounds), the thin cells smoothed to stay monotone.
 */
const SURVIVAL: readonly (readonly number[])[] = [
  [0.76, 0.57, 0.42, 0.35, 0.3, 0.25, 0.2, 0.15],
  [0.99, 0.98, 0.93, 0.9, 0.87, 0.6, 0.57, 0.55],
  [0.99, 0.99, 0.99, 0.97, 0.94, 0.94, 0.82, 0.76],
];

/** The team's chance from a round's start (the search's horizon): SURVIVAL, 0 at no health. */
function survival(s: RibelleState): number {
  if (s.health <= 0) return 0;
  const left = s.missions.length + (s.mission >= 0 ? 1 : 0);
  if (left === 0) return 1;
  return SURVIVAL[Math.min(s.health, 3) - 1][Math.min(left, 8) - 1];
}

const sensibleRollout = (s: RibelleState, seat: Seat, moves: readonly unknown[], rng: Rng): unknown => sensibleChoice(ribelleRules.view(s, seat), moves as RibelleMove[], rng);

/**
 * Strong: the sensible move, unless playing each move on the same sampled hands and decks (drawn
 * from the seat's view) and the rest of the round by the sensible players shows another clearly
 * better for the team (engine/search.ts pairedPlayouts), the round's end scored by SURVIVAL (a
 * whole game is too long to play out at every decision). The team's survival is the aim, as the
 * sensible player's: who scores most among the survivors is not weighed. Judged: the mission's
 * plays and the round's tasks with a few choices; the board and the manoeuvres (tens of moves)
 * stay the sensible player's.
 */
function strongMove(obs: Observation<RibelleView, RibelleMove>, rng: Rng, limits?: ThinkLimits): RibelleMove {
  const sensible = scripted('normal', obs, rng);
  const v = obs.view;
  if ((v.step !== 'mission' && v.step !== 'tasks') || obs.moves.length > STRONG.maxMoves) return sensible;
  const round = v.round;
  return pairedChoice({
    rules: ribelleRules,
    obs,
    determinize: (r) => determinize(v, obs.seat, r),
    rng,
    samples: STRONG.samples,
    limits,
    rollout: sensibleRollout,
    horizon: (s: RibelleState) => s.round !== round,
    evaluate: survival,
    reward: (o) => (o.winners.length > 0 ? 1 : 0),
    plan: sensible,
    margin: STRONG.margin,
    z: STRONG.z,
  }) as RibelleMove;
}

const ribellePlayers: AppPlayers<RibelleView, RibelleMove> = {
  levels: ['easy', 'normal'],
  trial: ['strong'],
  choose: (level, obs, rng, limits) => (level === 'strong' ? strongMove(obs, rng, limits) : scripted(level, obs, rng)),
  determinize,
};

export default ribellePlayers;
