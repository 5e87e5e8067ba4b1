// The special rules of section 13 (options of the advanced game and of the scenarios): which
// are on in a game, and the queue of the dice they ask for, rolled at the 'special' step
// (special.ts). The rules that queue them (smoke.ts, short.ts, jams.ts, national.ts) import this
// file only, never the step's.
import type { SpecialRule } from '../content/special.ts';
import type { CorteoState, SpecialRoll } from './types.ts';

/** Is this special rule on in this game? */
export const isOn = (s: CorteoState, rule: SpecialRule): boolean => Boolean(s.options.special?.[rule]);

/** The options as the game keeps them: only the rules chosen, and none in the base game. */
export function specialOptions(mode: string, special: CorteoState['options']['special']): CorteoState['options']['special'] | undefined {
  if (mode === 'base' || !special) return undefined;
  const on = Object.fromEntries(Object.entries(special).filter(([, v]) => v === true));
  return Object.keys(on).length ? on : undefined;
}

export function queueRoll(s: CorteoState, r: SpecialRoll, first = false): void {
  s.rolls = first ? [r, ...(s.rolls ?? [])] : [...(s.rolls ?? []), r];
}
