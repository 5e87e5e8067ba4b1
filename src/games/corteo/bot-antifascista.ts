// What Corteo's scripted players add in scenario Antifascista, from the view and the legal moves
// only: the corteo places the POC's dissidents on the case popolari nearest the rally, rolls to
// activate them whenever it may, and hunts the rally's pieces (7 points each to the clinic, 30
// more for the first before hand 5); the potere keeps its celere and carabinieri beside the rally
// and, from hand 5, walks its pieces back to the nearest free barracks, as many as it can each
// hand (the schedule pays only the hands that bring enough), away from the corteo.
import { hexDistance, parseHexKey } from '../../engine/hex.ts';
import type { Rng } from '../../engine/rng.ts';
import type { CityMap } from './content/map-types.ts';
import { unitRecord } from './content/pieces.ts';
import { isRallyPiece, rallyOf } from './rules/antifascista.ts';
import { cityOf, graphOf, isHex } from './rules/board.ts';
import { mayEnter, stepCost } from './rules/terrain.ts';
import { objectiveValue } from './rules/objectives.ts';
import { victoryLevelOf } from './rules/scenario.ts';
import type { Side } from './content/types.ts';
import type { CorteoMove, CorteoState } from './rules/types.ts';
import { stepNow } from './rules/now.ts';

type Mobile = Extract<CorteoMove, { type: 'mobile' }>;

const livePieces = (b: CorteoState): string[] => (b.scen?.pieces ?? []).filter((p) => isRallyPiece(p.id) && !p.rest && isHex(p.at)).map((p) => p.at);

const nearest = (from: string, hexes: readonly string[]): number => {
  const h = parseHexKey(from);
  return hexes.reduce((d, k) => Math.min(d, hexDistance(parseHexKey(k), h)), Infinity);
};

/**
 * The corteo's pull toward the rally: most for taking a piece's hex (before hand 5 the first one
 * also dissolves the rally), some on the way; the head's component also toward the dissidents.
 */
export function huntBonus(b: CorteoState, id: string, at: string): number {
  const r = rallyOf(b);
  if (!r || !isHex(at)) return 0;
  const pieces = livePieces(b);
  let value = 0;
  if (pieces.length) {
    const d = nearest(at, pieces);
    const early = b.scen!.dissolved === undefined && b.hand < r.staysUntil ? r.dissolvedEarly : 0;
    value += d === 0 ? 4 * (r.hospital.points + early) : Math.max(0, 48 - 3 * d);
  }
  const waiting = Object.values(b.scen?.dormant ?? {});
  if (waiting.length && unitRecord(id).component === b.headComponent) {
    const d = nearest(at, waiting);
    value += d <= 1 ? 30 : Math.max(0, 20 - d);
  }
  return value;
}

/** The potere's celere and carabinieri stand by the rally's pieces still in the streets. */
export function shieldBonus(b: CorteoState, id: string, at: string): number {
  if (!rallyOf(b) || !isHex(at)) return 0;
  const kind = unitRecord(id).kind;
  if (kind !== 'celere' && kind !== 'carabinieri') return 0;
  const pieces = livePieces(b);
  if (!pieces.length) return 0;
  const d = nearest(at, pieces);
  return d <= 1 ? 40 : Math.max(0, 40 - 6 * (d - 1));
}

/** The corteo places each dissident on the free case popolari hex nearest the rally. */
export function chooseDissidentPlace(b: CorteoState, moves: readonly CorteoMove[]): CorteoMove | null {
  const pieces = (b.scen?.pieces ?? []).map((p) => p.at).filter(isHex);
  const places = moves.filter((m): m is Extract<CorteoMove, { type: 'place' }> => m.type === 'place' && unitRecord(m.unit).special === 'dissident');
  if (!places.length || !pieces.length) return null;
  return places.reduce((a, m) => (nearest(m.at, pieces) < nearest(a.at, pieces) ? m : a));
}

/** A die for a dissident whenever one may be rolled (the faces, with dice on the table, at random). */
export function chooseActivation(moves: readonly CorteoMove[], rng: Rng): CorteoMove | null {
  const rolls = moves.filter((m) => m.type === 'activate');
  if (!rolls.length) return null;
  const unit = (rolls[0] as Extract<CorteoMove, { type: 'activate' }>).unit;
  return rng.pick(rolls.filter((m) => m.type === 'activate' && m.unit === unit));
}

/** Barracks hexes a rally piece may still enter: no potere unit, fewer than two pieces. */
function freeBarracks(b: CorteoState, city: CityMap): string[] {
  const held = new Set(b.units.filter((u) => isHex(u.at)).map((u) => u.at));
  const pieces = (b.scen?.pieces ?? []).filter((p) => p.rest === 'safe').map((p) => p.at);
  return city.barracks.flatMap((x) => x.hexes).filter((k) => !held.has(k) && pieces.filter((p) => p === k).length < 2);
}

/** Half points on foot from every hex to the nearest of `targets` (by the map only). */
function fieldTo(city: CityMap, targets: readonly string[]): Map<string, number> {
  const field = new Map(targets.map((k) => [k, 0]));
  const { next } = graphOf(city);
  const queue = [...targets];
  while (queue.length) {
    const at = queue.shift()!;
    const here = field.get(at)!;
    for (const n of next.get(at)!) {
      if (!mayEnter(city.hexes[n.key], 'potere', 'celere')) continue;
      const cost = here + stepCost(city.hexes[at], (n.dir + 3) % 6);
      if (cost < (field.get(n.key) ?? Infinity)) {
        field.set(n.key, cost);
        queue.push(n.key);
      }
    }
  }
  return field;
}

/** From hand 4 the potere keeps its units out of the barracks the rally will need. */
export function barracksBonus(b: CorteoState, at: string): number {
  const r = rallyOf(b);
  if (!r || !isHex(at) || b.hand < r.staysUntil - 1 || !livePieces(b).length) return 0;
  return cityOf(b).hexes[at]?.terrain === 'caserma' ? -60 : 0;
}

/**
 * The rally's next move, from hand 5: into a barracks if a piece can, else the piece nearest its
 * barracks a step closer, keeping two hexes from the corteo where it can. Null when none should move.
 */
export function chooseRally(b: CorteoState, moves: readonly CorteoMove[]): CorteoMove | null {
  const mobile = moves.filter((m): m is Mobile => m.type === 'mobile' && isRallyPiece(m.piece));
  if (!mobile.length) return null;
  const city = cityOf(b);
  const safe = mobile.find((m) => city.hexes[m.to].terrain === 'caserma');
  if (safe) return safe;
  const field = fieldTo(city, freeBarracks(b, city));
  const corteo = b.units.filter((u) => isHex(u.at) && unitRecord(u.id).side === 'corteo').map((u) => u.at);
  const where = new Map((b.scen?.pieces ?? []).map((p) => [p.id, p.at]));
  const danger = (k: string) => (corteo.length && nearest(k, corteo) <= 2 ? 20 : 0);
  let best: { m: Mobile; worth: number } | null = null;
  for (const m of mobile) {
    const from = where.get(m.piece)!;
    const gain = (field.get(from) ?? 999) - (field.get(m.to) ?? 999) - danger(m.to) + danger(from);
    // The piece nearest home first: the schedule pays for the pieces that arrive.
    const worth = gain - (field.get(from) ?? 999) / 100;
    if (gain > 0 && (!best || worth > best.worth)) best = { m, worth };
  }
  return best?.m ?? null;
}

/**
 * More hands at the end of hand 8, by the side's standing as the table shows it (scores, and
 * the objectives the corteo holds, which it will score): a side not winning now proposes two
 * more hands and accepts an offer; a side winning passes and refuses.
 */
export function chooseProlong(b: CorteoState, me: Side, moves: readonly CorteoMove[]): CorteoMove | null {
  if (stepNow(b) !== 'prolong') return null;
  const held = Object.keys(b.held).reduce((n, k) => n + objectiveValue(b, k), 0);
  const behind = victoryLevelOf(b, b.score.corteo + held - b.score.potere).winner !== me;
  const answer = moves.find((m) => m.type === 'agree' && m.yes === behind);
  if (answer) return answer;
  const offers = moves.filter((m) => m.type === 'prolong');
  if (!behind || !offers.length) return moves.find((m) => m.type === 'done') ?? null;
  return offers[Math.min(1, offers.length - 1)];
}
