// The app players' judgement of the special rules (section 13), from the seat's view and moves
// only: where to put the national corteo's delegations (the station nearest an open objective)
// and the finanza (the barracks nearest the most threatened one), and where to try a traffic
// jam. The potere jams an avenue on the corteo's way to the objective it threatens most, ahead
// of the march; the corteo jams one near a barracks' exits, away from its own way, to hold up
// the police coming out. With short throws on, a throw over its own units counts their risk.
import { hexDistance, hexKey, hexLine, parseHexKey } from '../../engine/hex.ts';
import type { Rng } from '../../engine/rng.ts';
import { distance, FAR, type CityFields } from './bot-fields.ts';
import { unitRecord } from './content/pieces.ts';
import type { Side } from './content/types.ts';
import { cityOf } from './rules/board.ts';
import type { CorteoMove, CorteoState } from './rules/types.ts';

type Jam = Extract<CorteoMove, { type: 'jam' }>;
type Place = Extract<CorteoMove, { type: 'place' }>;

/** What the judgement reads: the board, the seat's side, the city's distances, the objectives at risk. */
export interface SpecialSight {
  b: CorteoState;
  me: Side;
  f: CityFields;
  /** Open objectives with the corteo's distance to each from its nearest unit. */
  threat: ReadonlyMap<string, number>;
}

/** Where the units of 13d go, and the special dice (a die is a die: any face the rules list). */
export function chooseSpecialStep(x: SpecialSight, moves: readonly CorteoMove[], rng: Rng): CorteoMove {
  const places = moves.filter((m): m is Place => m.type === 'place');
  if (!places.length) return rng.pick(moves);
  const goals = [...x.threat.entries()].sort((a, b) => a[1] - b[1]).slice(0, 3).map(([k]) => k);
  let best = places[0];
  let bestD = Infinity;
  for (const m of places) {
    const d = Math.min(FAR, ...goals.map((g) => distance(x.f, x.me, g, m.at)));
    if (d < bestD) (best = m), (bestD = d);
  }
  return best;
}

/** A jam worth trying now, or null. */
export function bestJam(x: SpecialSight, moves: readonly CorteoMove[]): Jam | null {
  const jams = moves.filter((m): m is Jam => m.type === 'jam');
  if (!jams.length || x.threat.size === 0) return null;
  let best: Jam | null = null;
  let bestWorth = 0;
  if (x.me === 'potere') {
    // The objectives the corteo is nearest: a jam nearer the objective than the march is, just
    // ahead of it, where the march must go round it.
    // (Not those it already stands beside: no jam fits between.)
    const goals = [...x.threat.entries()].filter(([, d]) => d >= 8 && d < FAR).sort((a, b) => a[1] - b[1]).slice(0, 3);
    for (const [rank, [goal, near]] of goals.entries()) {
      for (const m of jams) {
        const d = distance(x.f, 'corteo', goal, m.at);
        if (d >= near) continue;
        const worth = (3 - rank) / (1 + (near - d) / 8);
        if (worth > bestWorth) (best = m), (bestWorth = worth);
      }
    }
    return bestWorth > 0.2 ? best : null;
  }
  const exits = cityOf(x.b).barracks.flatMap((b) => b.exits).map(parseHexKey);
  for (const m of jams) {
    // Never on the corteo's own way to an objective it is heading for.
    const inWay = [...x.threat.entries()].some(([k, d]) => distance(x.f, 'corteo', k, m.at) <= d);
    if (inWay) continue;
    const h = parseHexKey(m.at);
    const near = Math.min(...exits.map((e) => hexDistance(e, h)));
    if (near > 3) continue;
    const worth = 4 - near;
    if (worth > bestWorth) (best = m), (bestWorth = worth);
  }
  return best;
}

/**
 * What a throw risks with short throws on (13b): one die face in six falls on the hex before
 * the target, and the seat's own units there would take it.
 */
export function shortThrowRisk(x: SpecialSight, m: Extract<CorteoMove, { type: 'throw' }>): number {
  if (!x.b.options.special?.shortThrows) return 0;
  const from = x.b.units.find((u) => u.id === m.unit)?.at;
  if (!from) return 0;
  const line = hexLine(parseHexKey(from), parseHexKey(m.at)).map(hexKey);
  const before = line[line.length - 2];
  if (line.length < 3 || !before) return 0;
  const mine = x.b.units.filter((u) => u.at === before && unitRecord(u.id).side === x.me).reduce((n, u) => n + unitRecord(u.id).power, 0);
  return mine / 6;
}
