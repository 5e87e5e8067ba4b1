// What Corteo's scripted players add in scenario Antirepressivo, from the view and the legal
// moves only: the corteo keeps the verdict's strategy while its arrests stay within the
// defendants' power, and in the last hands gathers in Piazzale Odio; once that is lost it goes
// for the Tribunale by force, every unit pulled toward the court's hexes. The potere guards the
// court and flies the defendants away only when the corteo comes within reach (a flight gives up
// the points of their conviction).
import { hexDistance, parseHexKey } from '../../engine/hex.ts';
import { unitRecord } from './content/pieces.ts';
import { sentenceStanding, trialOf } from './rules/antirepressivo.ts';
import { cityOf, isHex, neighbours } from './rules/board.ts';
import type { CorteoMove, CorteoState } from './rules/types.ts';
import type { Side } from './content/types.ts';

/** From this hand the corteo keeping the verdict's strategy gathers in the square. */
const GATHER_FROM = 7;
/** The potere flies the defendants when a corteo unit is this close to the court. */
const FLY_WITHIN = 7;

const nearest = (from: string, hexes: readonly string[]): number => {
  const h = parseHexKey(from);
  return hexes.reduce((d, k) => Math.min(d, hexDistance(parseHexKey(k), h)), Infinity);
};

function court(b: CorteoState): string[] {
  const t = trialOf(b);
  return t ? (cityOf(b).objectives.find((o) => o.id === t.court)?.hexes ?? []).slice() : [];
}

const onTrial = (b: CorteoState): boolean => Object.values(b.scen?.blocs?.defendants ?? {}).includes('trial');

/** Is the verdict still within reach (the arrests not above the defendants' power)? */
const sentenceAlive = (b: CorteoState): boolean => {
  const st = sentenceStanding(b);
  return Boolean(st && st.arrests <= st.cap);
};

/** The change of strategy and the helicopter, when the plan calls for them. */
export function chooseTrial(b: CorteoState, me: Side, moves: readonly CorteoMove[]): CorteoMove | null {
  const blocs = b.scen?.blocs;
  if (!blocs) return null;
  if (me === 'corteo') {
    const force = moves.find((m) => m.type === 'strategy');
    return force && !sentenceAlive(b) ? force : null;
  }
  const fly = moves.find((m) => m.type === 'helicopter');
  if (!fly) return null;
  const hexes = court(b);
  const close = b.units.some((u) => isHex(u.at) && unitRecord(u.id).side === 'corteo' && nearest(u.at, hexes) <= FLY_WITHIN);
  return close ? fly : null;
}

/** The corteo's pull: toward the court once it goes by force, toward the square at the end of the verdict's strategy. */
export function trialBonus(b: CorteoState, id: string, at: string): number {
  const blocs = b.scen?.blocs;
  const t = trialOf(b);
  if (!blocs || !t || !isHex(at) || !onTrial(b)) return 0;
  if (blocs.strategy === 'force') {
    const d = nearest(at, court(b));
    return d === 0 ? 300 : Math.max(0, 80 - 4 * d);
  }
  if (b.hand < GATHER_FROM || !sentenceAlive(b) || unitRecord(id).kind === 'spezzone') return 0;
  const city = cityOf(b);
  const square = city.places.find((p) => p.id === t.square)?.hexes ?? [];
  const area = [...square, ...square.flatMap((k) => neighbours(city, k))];
  const d = nearest(at, area);
  return d === 0 ? 60 : Math.max(0, 50 - 3 * d);
}

/** The potere's celere and carabinieri keep close to the court while the defendants are there. */
export function courtGuardBonus(b: CorteoState, id: string, at: string): number {
  if (!b.scen?.blocs || !isHex(at) || !onTrial(b)) return 0;
  const kind = unitRecord(id).kind;
  if (kind !== 'celere' && kind !== 'carabinieri') return 0;
  const d = nearest(at, court(b));
  return d <= 1 ? 30 : Math.max(0, 24 - 3 * d);
}
