// Rubico's app players. Easy is the scripted policy of bot.ts with a newcomer's slips. Normal and strong search with the
// engine's ISMCTS over full states sampled from the seat's view (determinize.ts), up to the end
// of the turn, scored by the reds' measured odds from there (RED_ODDS); the samples lay the other
// seats' suggested cards as a sensible player would, and the playouts play sensibly. The search
// judges the scripted move: it overrules it, when laying out a row and playing a power card, only
// by a clear margin. (The Centurion's blind choice stays scripted: there the search's signal drowns
// in the samples' noise, and overruling measured worse; tests/bench/rubico-strength.ts.) Normal
// draws the unseen roles uniformly; strong weighs each role assignment by how well it explains
// the public reveals and what each seat did in public (bot.ts's roleHypotheses and actEvidence:
// a power card played as a red or a blue seat would play it, a Centurion taking or leaving the
// suggested cards), searches five times longer, and as the Centurion
// weighs each card by what a sensible seat of each role lays first and leaves behind in its row
// (bot.ts rowCardWorth: an opponent's leftovers are the cards it did not want to give). Every
// choice is a function of the observation and the player's own RNG only.
import { legalChoice, scriptedLevels, type AppPlayers, type Level, type Observation, type ThinkLimits } from '../../engine/players.ts';
import type { Rng } from '../../engine/rng.ts';
import { ismcts } from '../../engine/search.ts';
import { roleHypotheses, sensibleMove, type RoleHypothesis } from './bot.ts';
import { determinizeView } from './determinize.ts';
import { rubicoRules, stageOf, type Faction, type MarciaKind, type RubicoMove, type RubicoState, type RubicoView } from './rules.ts';
import { CARD_KIND } from './rules/cards.ts';
import { TRACKS } from './rules/track.ts';
import { SENATE_CARDS } from './content.ts';
import type { Seat } from '../../engine/types.ts';

type RubicoObservation = Observation<RubicoView, RubicoMove>;

export interface SearchLevel {
  /** Iterations at up to 5 players; fewer at 6 and 7, where each one plays more seats. */
  iterations: number;
  /** Weigh role assignments by the public evidence (else uniform among the possible ones). */
  weighRoles: boolean;
  /** Sample the others' suggested cards as a sensible player lays them (else at random). */
  modelRows: boolean;
  /** Play the samples out with the sensible rollout policy (else uniformly at random). */
  sensibleRollouts: boolean;
  /** Look ahead to the end of the turn and score it with RED_ODDS (else play to the end). */
  turnHorizon: boolean;
  /** How deep the tree grows (1: only the seat's own choice now, the rest played out). */
  treeDepth: number;
  /** Keep the scripted move unless the search's best is this much better (null: pure search). */
  margin: number | null;
  /** The steps where the search may overrule the scripted move. */
  overrule: readonly string[];
  /**
   * The Centurion weighs each card by what a sensible seat of each role lays first and leaves in
   * its row (bot.ts rowCardWorth), else by its chance of being red only.
   */
  rowModel: boolean;
  /**
   * Weigh the roles also by what the seats did in public (bot.ts actEvidence: power plays, the
   * Centurions' choices), not only by the reveals.
   */
  acts: boolean;
}

/**
 * The reds' chance to win from the end of a turn, by player count, Caesar's distance from Roma
 * (1, 2, ...) and the larger legion count face up (0-3): measured over 20,000 random games per
 * player count; the few cells random play never reached are filled in by hand, monotone.
 */
const RED_ODDS: Record<number, number[][]> = {
  3: [[0.88, 0.78, 0.65, 0.47], [0.64, 0.58, 0.44, 0.26], [0.4, 0.28, 0.16, 0.05]],
  4: [[0.87, 0.81, 0.66, 0.42], [0.67, 0.57, 0.44, 0.25], [0.46, 0.39, 0.21, 0.09]],
  5: [[0.94, 0.88, 0.75, 0.51], [0.81, 0.72, 0.57, 0.36], [0.64, 0.55, 0.4, 0.22], [0.52, 0.42, 0.26, 0.1]],
  6: [[0.92, 0.86, 0.74, 0.49], [0.81, 0.7, 0.54, 0.34], [0.61, 0.53, 0.37, 0.19], [0.56, 0.43, 0.23, 0.08]],
  7: [[0.95, 0.86, 0.72, 0.51], [0.78, 0.66, 0.54, 0.35], [0.62, 0.52, 0.38, 0.2], [0.48, 0.32, 0.19, 0.08], [0.4, 0.27, 0.13, 0.05]],
};

/** The value of an unfinished state for `seat`: its faction's odds from the table. */
function evaluate(s: RubicoState, seat: Seat): number {
  const odds = RED_ODDS[s.n];
  const d = Math.min(Math.max(TRACKS[s.n].roma - s.pos, 1), odds.length);
  let I = 0;
  let XV = 0;
  for (let p = 0; p < s.senateUp; p++) for (const l of SENATE_CARDS[s.senate[p]].legions) l === 'I' ? I++ : XV++;
  const red = odds[d - 1][Math.min(Math.max(I, XV), 3)];
  return s.roles[seat] === 'red' ? red : 1 - red;
}

const endOfTurn = (s: RubicoState): boolean => stageOf(s) === 'endTurn';

/**
 * The levels' settings, measured with tests/bench/rubico-strength.ts (5 players, 100 seeded games
 * a side): normal's team wins 79% against a random team (easy's 71%). Strong's team against
 * normal's over 3-7 players (tests/bench/rubico-strength-versus.ts, 60 games a side each): 55.8%
 * with the row model (Centurion and Minerva/Cibelis), 50.8% without. Reading the seats' public
 * acts as evidence of their roles (`acts`) is what makes strong stronger than normal: the figures
 * are in the README ("Prestazioni") and tests/bench/HISTORY.md.
 */
export const SEARCH: Record<Exclude<Level, 'easy'>, SearchLevel> = {
  normal: { iterations: 300, weighRoles: false, modelRows: true, sensibleRollouts: true, turnHorizon: true, treeDepth: 1, margin: 0.05, overrule: ['suggest', 'power'], rowModel: false, acts: false },
  strong: { iterations: 1500, weighRoles: true, modelRows: true, sensibleRollouts: true, turnHorizon: true, treeDepth: 1, margin: 0.05, overrule: ['suggest', 'power'], rowModel: true, acts: true },
};

/** How much a seat of each faction likes a card of each kind (first in its row, taken). */
const LIKES: Record<Faction, Record<MarciaKind, number>> = {
  red: { red: 3, giano: 2, blue: 0.5, pompeo: 0.5 },
  blue: { pompeo: 3, blue: 3, giano: 1, red: 0.5 },
};

/**
 * The playout policy, inside a sample (so it may read the sampled state): a seat lays its
 * favourite card first and keeps its power card; the Centurion mostly takes the suggested card
 * of a seat of its own faction (in the sample), else any card.
 */
function rolloutMove(s: RubicoState, seat: Seat, moves: readonly unknown[], rng: Rng): unknown {
  if (stageOf(s) === 'suggest') {
    const likes = LIKES[s.roles[seat]];
    const hand = s.hands[seat];
    let best = 0;
    for (let i = 1; i < hand.length; i++) if (likes[CARD_KIND[hand[i]]] > likes[CARD_KIND[hand[best]]]) best = i;
    return (moves as RubicoMove[]).find((m) => m.type === 'suggest' && m.order[0] === best && !m.power) ?? null;
  }
  if (stageOf(s) === 'choose') {
    const first = moves[0] as RubicoMove;
    if (first.type === 'confirm' || rng.int(0, 3) === 0) return null;
    const own = s.roles[seat];
    const good = (moves as RubicoMove[]).filter((m) => m.type === 'take' && m.slot === 0 && s.roles[m.seat] === own);
    return good.length > 0 ? good[rng.int(0, good.length - 1)] : null;
  }
  if (stageOf(s) === 'power') return moves[0];
  return null;
}

/** One of the hypotheses, drawn in proportion to its weight. */
function drawHypothesis(hs: readonly RoleHypothesis[], total: number, rng: Rng): RoleHypothesis {
  let x = (rng.int(0, 0x3fffffff) / 0x40000000) * total;
  for (const h of hs) {
    x -= h.weight;
    if (x < 0) return h;
  }
  return hs[hs.length - 1];
}

function easyMove(obs: RubicoObservation, rng: Rng, rowModel = false, acts = false): RubicoMove {
  // The script has no opinion (null) on some decisions: then any legal move will do.
  const m = sensibleMove(obs, rng, rowModel, acts);
  return m === null ? rng.pick(obs.moves) : legalChoice(obs.moves, m);
}

/**
 * Easy plays like a newcomer who knows the game's aims but slips: the scripted move most of the
 * time, any legal move otherwise (without the slips it won as often as normal, tests/bench/
 * rubico-strength.ts, and a family's "easy" must be easier). The engine's easy level
 * (`scriptedLevels`), as every game's.
 */
export const EASY_RANDOM_PERCENT = 35;
const newcomer = scriptedLevels<RubicoView, RubicoMove>({ play: (obs, rng) => easyMove(obs, rng), slipPercent: EASY_RANDOM_PERCENT });

const suggestedLikes = (role: Faction, kind: MarciaKind): number => LIKES[role][kind];

/** A move chosen by ISMCTS over samples of the seat's view (exported for the strength bench). */
export function searchMove(cfg: SearchLevel, obs: RubicoObservation, rng: Rng, limits?: ThinkLimits): RubicoMove {
  const v = obs.view;
  const suggested = cfg.modelRows ? suggestedLikes : undefined;
  let sample: (rng: Rng) => RubicoState = (r) => determinizeView(v, obs.seat, r, { suggested });
  if (cfg.weighRoles && !v.me?.allies) {
    const hs = roleHypotheses(v, true, cfg.acts);
    const total = hs.reduce((a, h) => a + h.weight, 0);
    if (total > 0) {
      sample = (r) => {
        const roles: Faction[] = drawHypothesis(hs, total, r).red.map((red) => (red ? 'red' : 'blue'));
        return determinizeView(v, obs.seat, r, { roles, suggested });
      };
    }
  }
  const rollout = cfg.sensibleRollouts ? rolloutMove : undefined;
  const horizon = cfg.turnHorizon ? { horizon: endOfTurn, evaluate } : {};
  // The scripted move is the default; the search overrules it only by a clear margin.
  const scripted = cfg.margin === null ? null : easyMove(obs, rng, cfg.rowModel, cfg.acts);
  if (scripted !== null && !cfg.overrule.includes(v.step)) return scripted;
  let root: { move: unknown; visits: number; mean: number }[] = [];
  const best = ismcts({
    rules: rubicoRules,
    obs,
    determinize: sample,
    rng,
    iterations: Math.round((cfg.iterations * 5) / Math.max(5, v.playerCount)),
    treeDepth: cfg.treeDepth,
    limits,
    rollout,
    ...horizon,
    report: (r) => (root = r),
  }) as RubicoMove;
  if (scripted === null || cfg.margin === null) return best;
  const key = JSON.stringify(scripted);
  const mine = root.find((r) => JSON.stringify(r.move) === key);
  const bestKey = JSON.stringify(best);
  const top = root.find((r) => JSON.stringify(r.move) === bestKey);
  if (!mine || !top) return scripted; // stopped by the deadline before comparing them
  return top.mean > mine.mean + cfg.margin ? best : scripted;
}

const players: AppPlayers<RubicoView, RubicoMove> = {
  levels: ['easy', 'normal', 'strong'],
  choose(level, obs, rng, limits) {
    // Nothing to think about: one legal move (an 'ack', the reveal, passing the Centurion card).
    if (obs.moves.length === 1) return obs.moves[0];
    if (level === 'easy') return newcomer(level, obs, rng, limits);
    return searchMove(SEARCH[level], obs, rng, limits);
  },
  determinize: (view, seat, rng) => determinizeView(view, seat, rng),
};

export default players;
