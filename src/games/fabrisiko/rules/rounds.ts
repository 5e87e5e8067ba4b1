// A battle's rounds, shared by the rules (battle.ts, where each volley is a player's decision:
// fire, Melano's reroll, the casualties) and the odds (../odds.ts, which plays the battle out
// many times): the fire values, the hits a roll scores, the casualties marked in the Perdite
// box, and what follows a volley. In every round the attacker fires, the defender's casualties
// go to the Perdite box (removed at once in Attacco fulmineo's first round), the defender fires
// with all its units, the attacker's casualties are taken, the Perdite are removed; no retreat:
// the battle ends when a side is gone (rulebook, "Il turno di gioco", 4-B).
import { COMBAT, PIECES, isAir } from '../content/pieces.ts';
import { COLLE_AMENO_BONUS } from '../content/factions.ts';
import type { Battle, Fighter, Hits, LossVector } from './types.ts';

/** A unit's fire value (hits on this or less with a d10): its kind, the ridge, the cards' bonuses, capped. */
export function fireOf(b: Pick<Battle, 'ridge' | 'valorosa' | 'colle' | 'round'>, side: 'a' | 'd', u: Fighter): number {
  let v = u.aa ? COMBAT.aaInfantryFire.value : PIECES[u.k].fire;
  if (b.ridge) {
    if (u.k === 'inf') v = COMBAT.ridgeFire.value;
    else if (u.k === 'fighter') v -= COMBAT.fighterRidgePenalty.value;
    else if (u.k === 'bomber') v -= COMBAT.bomberRidgePenalty.value;
  }
  v += u.bonus;
  if (side === 'd' && b.valorosa) v += 1;
  if (side === 'd' && b.colle && b.round === 1) v += COLLE_AMENO_BONUS.value;
  return Math.max(1, Math.min(COMBAT.fireCap.value, v));
}

/** What a unit's hit can take: AA infantry only aircraft, aircraft anything, land units land units. */
export const category = (u: Fighter): keyof Hits => (u.aa ? 'antiAir' : isAir(u.k) ? 'any' : 'land');

/** Marks a side's casualties (into the Perdite box); within a kind the lowest bonus goes first (ruling). */
export function markCasualties(list: readonly Fighter[], take: LossVector): void {
  const mark = (pred: (u: Fighter) => boolean, n: number) => {
    const pool = list.filter((u) => !u.hit && pred(u)).sort((x, y) => x.bonus - y.bonus);
    for (let i = 0; i < n && i < pool.length; i++) pool[i].hit = true;
  };
  mark((u) => u.aa, take.aa);
  mark((u) => !u.aa && u.k === 'inf', take.inf);
  mark((u) => u.k === 'tank', take.tank);
  mark((u) => u.k === 'fighter', take.fighter);
  mark((u) => u.k === 'bomber', take.bomber);
}

/** Removes the units in the Perdite box, in place; returns how many of them were infantry (Il Marchigiano counts them). */
function removeHit(list: Fighter[]): number {
  let inf = 0;
  let kept = 0;
  for (let i = 0; i < list.length; i++) {
    const u = list[i];
    if (!u.hit) list[kept++] = u;
    else if (u.k === 'inf') inf++;
  }
  list.length = kept;
  return inf;
}

/** What a volley's end did: the infantry removed from each side, and whether the battle is over. */
export interface VolleyEnd {
  infA: number;
  infD: number;
  over: boolean;
}

/**
 * Once the side that fired (`b.side`) has had its hits taken: after the attacker's volley the
 * defender fires (its casualties removed first in Attacco fulmineo's first round); after the
 * defender's, the Perdite are removed and the next round begins, unless a side is gone.
 */
export function endVolley(b: Battle): VolleyEnd {
  if (b.side === 'a') {
    const infD = b.fulmineo && b.round === 1 ? removeHit(b.d) : 0;
    b.side = 'd';
    return { infA: 0, infD, over: b.d.length === 0 };
  }
  const infA = removeHit(b.a);
  const infD = removeHit(b.d);
  const over = b.a.length === 0 || b.d.length === 0;
  if (!over) {
    b.round++;
    b.side = 'a';
  }
  return { infA, infD, over };
}
