// The move context: the working copy (everything but the log copied) and dice that are logged.
import { MoveContext } from '../../../engine/context.ts';
import { resolveRoll, rollFromRng, type DiceRequest, type Die } from '../../../engine/dice.ts';
import type { LogEntry } from '../../../engine/log.ts';
import type { Json, Seat } from '../../../engine/types.ts';
import type { FabState } from './types.ts';

export class FabContext extends MoveContext<FabState> {
  /** Rolls `count` dice for `seat`, logs the roll with what it was for, returns the values. */
  roll(seat: Seat, die: Die, count: number, why: string, params: Record<string, Json> = {}): number[] {
    const r = rollFromRng(this.rng, { seat, why, die, count, params });
    this.log('fabrisiko.log.roll', { seat, why, die, faces: r.faces, values: r.values, ...params });
    return r.values;
  }

  /**
   * A roll that may be entered from physical dice (`faces`) when the game uses them: logged the
   * same way; returns the values, or a reason to refuse the move.
   */
  rollEntered(request: DiceRequest, physical: boolean, faces: unknown): number[] | string {
    const r = resolveRoll(this.rng, request, physical, faces);
    if (!r.ok) return r.reason;
    const { seat, why, die } = request;
    this.log('fabrisiko.log.roll', { seat, why, die, faces: r.roll.faces, values: r.roll.values, source: r.roll.source, ...(request.params ?? {}) });
    return r.roll.values;
  }
}

export const fabContext = (working: FabState): FabContext => new FabContext(working);

/**
 * What a move may change, copied (the rest shared: the deck and hands are replaced, never edited
 * in place; the log is written by writeLog). structuredClone would be simpler and 20 times slower.
 */
export function draft(s: FabState): FabState {
  const b = s.battle;
  return {
    ...s,
    owner: s.owner.slice(),
    factory: s.factory.slice(),
    aa: s.aa.slice(),
    units: s.units.map((u) => ({ ...u })),
    res: s.res.slice(),
    bought: s.bought.map((x) => ({ ...x })),
    hands: s.hands.slice(),
    eventsThisGlobal: s.eventsThisGlobal.slice(),
    sagra: s.sagra.slice(),
    fought: s.fought.slice(),
    battle: b && {
      ...b,
      a: b.a.map((f) => ({ ...f })),
      d: b.d.map((f) => ({ ...f })),
      aCards: b.aCards.slice(),
      dCards: b.dCards.slice(),
      roll: b.roll.slice(),
      fire: b.fire.slice(),
      hits: { ...b.hits },
    },
  };
}

export const LOG_CHUNK = 64;

export function writeLog(s: FabState, entries: readonly LogEntry[]): void {
  const chunks = s.log.slice();
  let last = chunks.length > 0 && chunks[chunks.length - 1].length < LOG_CHUNK ? chunks.pop()!.slice() : [];
  for (const e of entries) {
    if (last.length >= LOG_CHUNK) {
      chunks.push(last);
      last = [];
    }
    last.push(e);
  }
  chunks.push(last);
  s.log = chunks;
}

/** The last `n` entries of the log, oldest first. */
export function logTail(s: FabState, n: number): LogEntry[] {
  const out: LogEntry[] = [];
  for (let i = s.log.length - 1; i >= 0 && out.length < n; i--) {
    const chunk = s.log[i];
    for (let j = chunk.length - 1; j >= 0 && out.length < n; j--) out.push(chunk[j]);
  }
  return out.reverse();
}
