// 13a, tear-gas smoke: after a tear-gas throw with an effect the potere rolls for the wind; the
// smoke lands on the target or drifts one or two hexes along avenues and streets, or is gone.
// Nobody enters or crosses a smoke hex; units on it step off at once. It clears at the end of
// the hand, or, left on the target by a calm, at the end of the corteo's next turn.
import { hexKey, hexNeighbour, parseHexKey } from '../../../engine/hex.ts';
import { unitRecord } from '../content/pieces.ts';
import { SMOKE_TERRAINS, WIND_DIRECTIONS, WIND_TABLE } from '../content/special.ts';
import { cityOf, occupancy, sideOf, walled } from './board.ts';
import type { CorteoContext } from './context.ts';
import { isOn } from './special-rules.ts';
import type { CorteoState, SpecialRoll } from './types.ts';

export const smokeAt = (s: CorteoState, key: string): boolean => (s.smoke ?? []).some((x) => x.hex === key);

/** After a throw with an effect: tear gas asks the wind where its smoke goes. */
export function queueSmoke(c: CorteoContext, throwers: readonly string[], at: string): void {
  if (!isOn(c.s, 'smoke') || c.s.side !== 'potere' || !throwers.some((id) => unitRecord(id).kind === 'lacrimogeni')) return;
  c.queueRoll({ kind: 'wind', side: 'potere', at });
}

export function windRolled(c: CorteoContext, r: Extract<SpecialRoll, { kind: 'wind' }>, die: number): void {
  const drift = WIND_TABLE.drift[die - 1];
  if (drift === null) {
    c.log('corteo.log.smokeGone', { at: r.at });
    return;
  }
  if (drift === 0) {
    placeSmoke(c, r.at, true);
    return;
  }
  c.queueRoll({ kind: 'windDir', side: r.side, at: r.at, steps: drift });
}

/** Where smoke from `at` ends, blown `steps` hexes in direction `dir`: only across avenues and streets. */
export function drift(s: CorteoState, at: string, dir: number, steps: number): string {
  const city = cityOf(s);
  let here = at;
  for (let i = 0; i < steps; i++) {
    const next = hexKey(hexNeighbour(parseHexKey(here), dir));
    const h = city.hexes[next];
    if (!h || !SMOKE_TERRAINS.includes(h.terrain) || walled(city, here, next)) break;
    here = next;
  }
  return here;
}

export function windDirRolled(c: CorteoContext, r: Extract<SpecialRoll, { kind: 'windDir' }>, die: number): void {
  const dir = WIND_DIRECTIONS.dirs[die - 1];
  placeSmoke(c, drift(c.s, r.at, dir, r.steps), false, dir);
}

function placeSmoke(c: CorteoContext, at: string, lasting: boolean, dir?: number): void {
  const s = c.s;
  s.smoke = [...(s.smoke ?? []).filter((x) => x.hex !== at), { hex: at, hand: s.hand, ...(lasting ? { lasting } : {}), ...(dir !== undefined ? { dir } : {}) }];
  c.log(lasting ? 'corteo.log.smokeStays' : 'corteo.log.smoke', { at });
  // Whoever stands in the smoke steps one hex off it, where its player likes (a unit that cannot, stays).
  for (const u of (occupancy(s).get(at) ?? []).map((x) => x.id).sort()) c.mustMove({ unit: u, chooser: sideOf(u), kind: 'throw', steps: 1 });
}

/**
 * Clears the smoke whose time is up: at the end of a hand (`hand`) the smoke of that hand, at
 * the end of the corteo's turn (`corteo`) the calm's smoke of the hand before.
 */
export function clearSmoke(c: CorteoContext, when: 'hand' | 'corteo'): void {
  const s = c.s;
  if (!s.smoke?.length) return;
  const keep = s.smoke.filter((x) => (when === 'hand' ? x.lasting : !(x.lasting && x.hand < s.hand)));
  if (keep.length === s.smoke.length) return;
  c.log('corteo.log.smokeCleared', {});
  if (keep.length) s.smoke = keep;
  else delete s.smoke;
}
