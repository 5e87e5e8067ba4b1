// The special rules of section 13 (options of the advanced game and of the scenarios): which
// are on in a game. The dice they ask for are tasks of the 'special' step (special.ts), queued
// with the move context's `queueRoll`; the rules that queue them (smoke.ts, short.ts, jams.ts,
// national.ts) never import the step's file.
import type { SpecialRule } from '../content/special.ts';
import type { CorteoState } from './types.ts';

/** Is this special rule on in this game? */
export const isOn = (s: CorteoState, rule: SpecialRule): boolean => Boolean(s.options.special?.[rule]);

/** The options as the game keeps them: only the rules chosen, and none in the base game. */
export function specialOptions(mode: string, special: CorteoState['options']['special']): CorteoState['options']['special'] | undefined {
  if (mode === 'base' || !special) return undefined;
  const on = Object.fromEntries(Object.entries(special).filter(([, v]) => v === true));
  return Object.keys(on).length ? on : undefined;
}
