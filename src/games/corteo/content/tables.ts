// The two dice tables printed on the board and not in the rulebook: "esiti di scontro" and
// "esiti di lancio". Ours, from what the rulebook says of them (C 7b, 7c, 8a, 8d):
// - odds are attacker to defender, rounded in the defender's (the target's) favour; combat reads
//   1-5 ... 5-1, and anything beyond is read on the end columns; a throw needs at least 1-2;
// - combat moves and scatters people, it never eliminates them: its results are retreat and
//   panic of either side (AR, DR, AP, DP); a throw only touches its target (NE, R1, R2, P2);
// - the worked example of 7c: a 6-6 throws on a 4-4 at 1-1, the die shows 4 and the target
//   retreats one hex (R1).
// A higher die is better for the side that rolls (the active player), at every column.
import { rc } from './source.ts';
import type { CombatResult, DiceTable, Odds, ThrowResult } from './types.ts';

export const COMBAT_COLUMNS: readonly Odds[] = ['1-5', '1-4', '1-3', '1-2', '1-1', '2-1', '3-1', '4-1', '5-1'];
export const THROW_COLUMNS: readonly Odds[] = ['1-2', '1-1', '2-1', '3-1', '4-1', '5-1'];

export const COMBAT_TABLE: DiceTable<CombatResult> = {
  id: 'combat',
  columns: COMBAT_COLUMNS,
  rows: {
    '1-5': ['AP', 'AP', 'AP', 'AR', 'AR', 'DR'],
    '1-4': ['AP', 'AP', 'AR', 'AR', 'AR', 'DR'],
    '1-3': ['AP', 'AP', 'AR', 'AR', 'DR', 'DR'],
    '1-2': ['AP', 'AR', 'AR', 'AR', 'DR', 'DR'],
    '1-1': ['AP', 'AR', 'AR', 'DR', 'DR', 'DP'],
    '2-1': ['AR', 'AR', 'DR', 'DR', 'DR', 'DP'],
    '3-1': ['AR', 'DR', 'DR', 'DR', 'DP', 'DP'],
    '4-1': ['AR', 'DR', 'DR', 'DP', 'DP', 'DP'],
    '5-1': ['DR', 'DR', 'DP', 'DP', 'DP', 'DP'],
  },
  provenance: rc(
    'La tabella «esiti di scontro» è stampata sulla mappa, che non abbiamo: la nostra ha le colonne da 1-5 a 5-1 e i soli esiti di ritirata e panico (lo scontro non elimina mai unità, 8d); a 1-1 attaccante e difensore hanno le stesse probabilità.',
    'The "esiti di scontro" table is printed on the map, which we do not have: ours has columns 1-5 to 5-1 and only retreat and panic results (combat never eliminates units, 8d); at 1-1 attacker and defender have the same chances.',
  ),
};

export const THROW_TABLE: DiceTable<ThrowResult> = {
  id: 'throw',
  columns: THROW_COLUMNS,
  rows: {
    '1-2': ['NE', 'NE', 'NE', 'NE', 'R1', 'R1'],
    '1-1': ['NE', 'NE', 'NE', 'R1', 'R1', 'R2'],
    '2-1': ['NE', 'NE', 'R1', 'R1', 'R2', 'P2'],
    '3-1': ['NE', 'R1', 'R1', 'R2', 'R2', 'P2'],
    '4-1': ['NE', 'R1', 'R2', 'R2', 'P2', 'P2'],
    '5-1': ['R1', 'R1', 'R2', 'P2', 'P2', 'P2'],
  },
  provenance: rc(
    'La tabella «esiti di lancio» è stampata sulla mappa: la nostra va da 1-2 (il rapporto più basso citato in 7b) a 5-1, con gli esiti NE, R1, R2, P2 di 7c, e rispetta l\u2019esempio di 7c (6-6 su 4-4, rapporto 1-1, dado 4: R1).',
    'The "esiti di lancio" table is printed on the map: ours runs from 1-2 (the lowest odds named in 7b) to 5-1, with the results NE, R1, R2, P2 of 7c, and keeps the example of 7c (6-6 on 4-4, odds 1-1, die 4: R1).',
  ),
};

/**
 * The odds column of `attack` against `defence`, rounded in the defender's favour (C 8a, 7b):
 * 4 against 6 is read as 4 against 8, "1-2". Beyond 5 to 1 either way the end columns are used.
 * Null when the defence is 0 (nothing to fight) or the attack is 0.
 */
export function oddsColumn(attack: number, defence: number): Odds | null {
  if (attack <= 0 || defence <= 0) return null;
  if (attack >= defence) return `${Math.min(5, Math.floor(attack / defence))}-1`;
  return `1-${Math.min(5, Math.ceil(defence / attack))}`;
}

/** The throw's column, or null when the thrower has less than half the target's power. */
export function throwColumn(attack: number, target: number): Odds | null {
  if (attack <= 0 || target <= 0 || attack * 2 < target) return null;
  return attack >= target ? `${Math.min(5, Math.floor(attack / target))}-1` : '1-2';
}

export function readTable<R>(table: DiceTable<R>, column: Odds, die: number): R {
  const row = table.rows[column];
  if (!row || die < 1 || die > 6) throw new Error(`no ${table.id} result for ${column} and ${die}`);
  return row[die - 1];
}
