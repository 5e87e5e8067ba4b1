// How the strong player scores a Corteo position it stops its look-ahead at (players.ts): the
// final score the position points to (the corteo's objectives minus the potere's arrests, as the
// victory table reads it), read through the game's victory levels as an expected result for a
// side (a win 1, a draw one half, a loss 0). A whole game is too long to play out at every
// decision (hundreds of moves, each listing hundreds of unit moves), so the look-ahead stops and
// this guesses the rest. Only what changes from one choice to another in the same position needs
// to be right: the constant part of the game's future cancels out between the choices compared.
import type { Outcome, Seat } from '../../engine/types.ts';
import { unitRecord } from './content/pieces.ts';
import { cityFields, distance, FAR } from './bot-fields.ts';
import { objectiveCounts } from './bot-scenario.ts';
import { cityOf, facedown, isHex } from './rules/board.ts';
import { objectiveValue } from './rules/objectives.ts';
import { victoryLevelOf } from './rules/scenario.ts';
import { SEAT_SIDE, type CorteoState } from './rules/types.ts';

/** The weights of the projection, in points of the final score. */
export const WEIGHTS = {
  /** Share of an open objective's value for a corteo unit standing on it before the hand ends. */
  standing: 0.5,
  /** Share of an open objective's value for the corteo's nearest unit at no distance (fading to 0 at `reach`). */
  near: 0.3,
  /** Half movement points at which an objective no longer counts as near. */
  reach: 40,
  /** Points per point of power of a corteo unit on the map (what it may still score). */
  corteoPower: 0.5,
  /** Points per point of power of a face-up potere unit on the map (what it may still arrest). */
  poterePower: 0.3,
};

/** The final score (corteo minus potere) the position points to. */
export function projection(s: CorteoState): number {
  let p = s.score.corteo - s.score.potere;
  for (const key of Object.keys(s.held)) p += objectiveValue(s, key);
  const f = cityFields(cityOf(s));
  const corteoAt = new Set<string>();
  for (const u of s.units) {
    if (!isHex(u.at)) continue;
    const r = unitRecord(u.id);
    if (r.side === 'corteo') {
      corteoAt.add(u.at);
      p += WEIGHTS.corteoPower * r.power;
    } else if (!facedown(u)) p -= WEIGHTS.poterePower * r.power;
  }
  const corteoHexes = [...corteoAt];
  for (const o of f.objectives) {
    if (o.key in s.covered || o.key in s.held || !objectiveCounts(s, o.key)) continue;
    const value = objectiveValue(s, o.key);
    if (corteoAt.has(o.key)) {
      p += WEIGHTS.standing * value;
      continue;
    }
    let d = FAR;
    for (const k of corteoHexes) d = Math.min(d, distance(f, 'corteo', o.key, k));
    if (d < WEIGHTS.reach) p += WEIGHTS.near * value * (1 - d / WEIGHTS.reach);
  }
  return p;
}

/** The final scores from which the corteo wins, and from which the potere no longer does (the game's victory levels). */
const THRESHOLDS = new WeakMap<object, { corteo: number; notPotere: number }>();

function thresholds(s: CorteoState): { corteo: number; notPotere: number } {
  let t = THRESHOLDS.get(s.options);
  if (!t) {
    let corteo = Infinity;
    let notPotere = Infinity;
    for (let x = 300; x >= -300; x--) {
      const w = victoryLevelOf(s, x).winner;
      if (w === 'corteo') corteo = x;
      if (w !== 'potere') notPotere = x;
    }
    t = { corteo, notPotere };
    THRESHOLDS.set(s.options, t);
  }
  return t;
}

const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

/**
 * The expected result in [0, 1] for `seat` of an unfinished position (a win 1, a draw one half):
 * the final score is taken as the projection give or take a spread that narrows as the hands run
 * out, against the victory levels' two thresholds, so every point of the projection counts.
 */
export function evaluate(s: CorteoState, seat: Seat): number {
  const p = projection(s);
  const t = thresholds(s);
  const spread = 6 + 1.5 * Math.max(0, 10 - s.hand);
  const win = sigmoid((p - t.corteo) / spread);
  const loss = sigmoid((t.notPotere - p) / spread);
  const corteo = win + 0.5 * Math.max(0, 1 - win - loss);
  return SEAT_SIDE[seat] === 'corteo' ? corteo : 1 - corteo;
}

/** A finished game's worth for `seat`: a win 1, a draw (nobody won) one half, a loss 0. */
export function reward(o: Outcome, seat: Seat): number {
  return o.winners.includes(seat) ? 1 : o.winners.length === 0 ? 0.5 : 0;
}
