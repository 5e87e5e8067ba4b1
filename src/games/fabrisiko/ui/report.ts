// The last battle as the log tells it: each volley's dice (with Melano's rerolls), its hits and
// the losses it caused, and how the battle ended. The view keeps only the battle under way, so
// what the table shows of a volley just fought, or of a battle just over, is read from here.
import type { LogEntry } from '../../../engine/log.ts';
import type { LossVector } from '../rules/types.ts';

export interface Volley {
  seat: number;
  side: 'a' | 'd';
  round: number;
  values: number[];
  fire: number[];
  /** The dice (indices) Melano's crayfish rolled again. */
  rerolled: number[];
  /** The losses the other side took from this volley (null: none logged yet). */
  lost: { seat: number; take: LossVector } | null;
  /** The hits counted (null until counted: a reroll may still come). */
  hits: number | null;
}

export interface BattleReport {
  at: number;
  attacker: number;
  defender: number;
  volleys: Volley[];
  /**
   * How it ended (null while it goes on): the battle's last entry, a key for "seen". `truce`: the
   * defender's Tregua called it off before a die was rolled (the invaders went back).
   */
  end: { won: boolean; conquered: boolean; truce: boolean; entry: LogEntry } | null;
  /** Only what the battle's end caused has been logged since it ended (it is still the news). */
  fresh: boolean;
}

/** What follows a battle's end in the log as part of it: a conquest and what it brings. */
const AFTERMATH = new Set(['fabrisiko.log.conquer', 'fabrisiko.log.capture', 'fabrisiko.log.gain', 'fabrisiko.log.sheetTaken', 'fabrisiko.log.sheetBack']);

const num = (v: unknown): number => (typeof v === 'number' ? v : 0);
const nums = (v: unknown): number[] => (Array.isArray(v) ? v.map(num) : []);

/** The last battle (not a raid) in a view's log tail, or null. */
export function lastBattle(log: readonly LogEntry[]): BattleReport | null {
  let start = -1;
  for (let i = log.length - 1; i >= 0; i--)
    if (log[i].key === 'fabrisiko.log.battle') {
      start = i;
      break;
    }
  if (start < 0) return null;
  const p0 = log[start].params ?? {};
  const r: BattleReport = { at: num(p0.at), attacker: num(p0.seat), defender: num(p0.defender), volleys: [], end: null, fresh: true };
  for (let i = start + 1; i < log.length; i++) {
    const e = log[i];
    const p = e.params ?? {};
    const last = r.volleys[r.volleys.length - 1];
    if (r.end) {
      if (e.key === 'fabrisiko.log.conquer' && num(p.at) === r.at) r.end.conquered = true;
      if (!AFTERMATH.has(e.key)) r.fresh = false;
      continue;
    }
    if (e.key === 'fabrisiko.log.roll' && p.why === 'fabrisiko.roll.battle') {
      r.volleys.push({ seat: num(p.seat), side: p.side === 'd' ? 'd' : 'a', round: num(p.round), values: nums(p.values), fire: nums(p.fire), rerolled: [], lost: null, hits: null });
    } else if (e.key === 'fabrisiko.log.roll' && p.why === 'fabrisiko.roll.reroll' && last) {
      // The reroll's params carry the die's index where the roll's die size was.
      const die = num(p.die);
      last.values = last.values.slice();
      last.values[die] = nums(p.values)[0] ?? last.values[die];
      last.rerolled.push(die);
    } else if (e.key === 'fabrisiko.log.hits' && last) {
      last.hits = num(p.land) + num(p.any) + num(p.antiAir);
    } else if (e.key === 'fabrisiko.log.losses' && last) {
      last.lost = { seat: num(p.seat), take: { inf: num(p.inf), aa: num(p.aa), tank: num(p.tank), fighter: num(p.fighter), bomber: num(p.bomber) } };
    } else if (e.key === 'fabrisiko.log.battleEnd') {
      r.end = { won: p.won === true, conquered: false, truce: false, entry: e };
    } else if (e.key === 'fabrisiko.log.tregua') {
      r.end = { won: false, conquered: false, truce: true, entry: e };
    }
  }
  return r;
}

/** The volleys of the last round fought (the attacker's, then the defender's if it fired). */
export function lastRound(r: BattleReport): Volley[] {
  const last = r.volleys[r.volleys.length - 1];
  return last ? r.volleys.filter((v) => v.round === last.round) : [];
}
