// What Corteo's scripted players add in scenario Sociale, from the seat's view and its legal
// moves only. The corteo writes down a place at random among those allowed (a secret is worth
// more unpredictable), starts its spezzoni and brings its other units in as near it as it can,
// and walks everyone there until the corteo has formed; its weak units going home leave the map
// as soon as they reach an edge. The potere never sees the place: its view does not hold it.
import { hexDistance, parseHexKey } from '../../engine/hex.ts';
import type { Rng } from '../../engine/rng.ts';
import { cityOf, isHex } from './rules/board.ts';
import { greyHexes, socialeOf } from './rules/sociale.ts';
import type { CorteoMove, CorteoState } from './rules/types.ts';
import { stepNow } from './rules/now.ts';

/** The secret place: any of those allowed. */
export const chooseGather = (moves: readonly CorteoMove[], rng: Rng): CorteoMove | null =>
  moves.length && moves.every((m) => m.type === 'gather') ? rng.pick([...moves]) : null;

interface Target {
  hexes: string[];
  /** The place's middle (the grey hex nearest all the others): the march packs around it. */
  anchor: string;
}

const TARGETS = new WeakMap<CorteoState['scen'] & object, Target | null>();

/** The corteo's own secret place, when its view holds it and the corteo has not formed. */
function target(b: CorteoState): Target | null {
  const scen = b.scen;
  if (!scen?.gather || scen.formed !== undefined || !socialeOf(b)) return null;
  let out = TARGETS.get(scen);
  if (out === undefined) {
    const city = cityOf(b);
    const place = city.places.find((p) => p.id === scen.gather);
    const hexes = place ? greyHexes(city, place) : [];
    const spread = (k: string) => hexes.reduce((n, x) => n + hexDistance(parseHexKey(k), parseHexKey(x)), 0);
    out = hexes.length ? { hexes, anchor: hexes.reduce((a, k) => (spread(k) < spread(a) ? k : a)) } : null;
    TARGETS.set(scen, out);
  }
  return out;
}

const nearest = (hexes: readonly string[], at: string): number => {
  const h = parseHexKey(at);
  return Math.min(...hexes.map((k) => hexDistance(parseHexKey(k), h)));
};

/** The corteo's pull toward its place before it forms: strong, above the objectives. */
export function gatherBonus(b: CorteoState, at: string): number {
  const t = target(b);
  if (!t || !isHex(at)) return 0;
  const d = nearest(t.hexes, at);
  const toAnchor = hexDistance(parseHexKey(t.anchor), parseHexKey(at));
  return (d === 0 ? 40 : 30 - 3 * d) - 2 * toAnchor;
}

/** Placing the spezzoni: the start hex nearest the place. */
export function chooseScatteredPlace(b: CorteoState, moves: readonly CorteoMove[]): CorteoMove | null {
  const t = target(b);
  if (!t || stepNow(b) !== 'placeCorteo') return null;
  let best: CorteoMove | null = null;
  let bestD = Infinity;
  for (const m of moves) {
    if (m.type !== 'place') continue;
    const d = hexDistance(parseHexKey(t.anchor), parseHexKey(m.at));
    if (d < bestD) (best = m), (bestD = d);
  }
  return best;
}

/** A weak unit on its way home leaves as soon as it can. */
export const chooseLeave = (moves: readonly CorteoMove[]): CorteoMove | null => moves.find((m) => m.type === 'leave') ?? null;
