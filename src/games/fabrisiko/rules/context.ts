// The move context: the working copy (everything but the log copied) and dice that are logged.
import { MoveContext, appendToLog } from '../../../engine/context.ts';
import { rollFromRng, type Die } from '../../../engine/dice.ts';
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
}

export const fabContext = (working: FabState): FabContext => new FabContext(working);

/** Everything a move may change is copied; the log is shared until written. */
export function draft(s: FabState): FabState {
  const log = s.log;
  const copy = structuredClone({ ...s, log: [] }) as FabState;
  copy.log = log;
  return copy;
}

export function writeLog(s: FabState, entries: readonly LogEntry[]): void {
  appendToLog(s, entries);
}
