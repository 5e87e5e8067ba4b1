// 13b, short throws: the last "no effect" of a throw's column is a throw that falls one hex
// short, on the hex of the row before the target. Units there, friends or enemies, take a new
// die at the odds of the thrower's power to theirs.
import { hexKey, hexLine, parseHexKey } from '../../../engine/hex.ts';
import { THROW_TABLE, readTable, throwColumn } from '../content/tables.ts';
import type { Odds } from '../content/types.ts';
import { occupancy } from './board.ts';
import type { CorteoContext } from './context.ts';
import { queueSmoke } from './smoke.ts';
import { isOn } from './special-rules.ts';
import { applyThrowResult, safeFromThrow, targetPower } from './landing.ts';
import type { SpecialRoll } from './types.ts';

/** The die face of a column that falls short: its last NE, before the first result (none at 5-1). */
export function shortFace(column: Odds): number | null {
  const row = THROW_TABLE.rows[column] ?? [];
  const last = row.lastIndexOf('NE');
  return last >= 0 && last < row.length - 1 ? last + 1 : null;
}

/** After a throw's NE: if it was the short one, where it fell and whether a die follows. */
export function queueShortThrow(c: CorteoContext, throwers: readonly string[], from: string, at: string, power: number, column: Odds, die: number): void {
  const s = c.s;
  if (!isOn(s, 'shortThrows') || shortFace(column) !== die) return;
  const line = hexLine(parseHexKey(from), parseHexKey(at)).map(hexKey);
  const before = line[line.length - 2];
  if (line.length < 3 || !before || before === from) {
    c.log('corteo.log.shortAtFeet', { unit: throwers[0] });
    return;
  }
  const here = occupancy(s).get(before) ?? [];
  const col = here.length && !safeFromThrow(s, before) ? throwColumn(power, targetPower(s, before)) : null;
  c.log(col ? 'corteo.log.shortHit' : 'corteo.log.shortEmpty', { unit: throwers[0], at: before });
  if (!col) return;
  c.queueRoll({ kind: 'short', side: s.side, unit: throwers.join('+'), at: before, from, power });
}

export function shortRolled(c: CorteoContext, r: Extract<SpecialRoll, { kind: 'short' }>, die: number): void {
  const column = throwColumn(r.power, targetPower(c.s, r.at));
  const result = column ? readTable(THROW_TABLE, column, die) : 'NE';
  const throwers = r.unit.split('+');
  c.log('corteo.log.shortResult', { unit: throwers[0], at: r.at, column: column ?? '-', die, result });
  if (result === 'NE') return;
  applyThrowResult(c, r.at, r.from, result);
  queueSmoke(c, throwers, r.at);
}
