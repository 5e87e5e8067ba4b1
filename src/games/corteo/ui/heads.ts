// The heads step (10a) as a choice of units, not of pairs: the rules list every allowed pair
// (dozens when the head's component is large), the player taps units one at a time, on the map
// or in a short list, and confirms the pair made.
import type { CorteoMove } from '../rules.ts';

type Heads = Extract<CorteoMove, { type: 'heads' }>;
const headsOf = (moves: readonly CorteoMove[]): Heads[] => moves.filter((m): m is Heads => m.type === 'heads');

/** Every unit that may be a head, in the order the moves list them. */
export function headCandidates(moves: readonly CorteoMove[]): string[] {
  return [...new Set(headsOf(moves).flatMap((m) => m.units))];
}

/** Units that may join those chosen in one allowed declaration. */
export function headPartners(moves: readonly CorteoMove[], chosen: readonly string[]): string[] {
  const out = new Set<string>();
  for (const m of headsOf(moves)) if (chosen.every((id) => m.units.includes(id))) for (const id of m.units) if (!chosen.includes(id)) out.add(id);
  return [...out];
}

/** The declaration the chosen units make, if it is allowed. */
export function headMove(moves: readonly CorteoMove[], chosen: readonly string[]): Heads | null {
  return headsOf(moves).find((m) => m.units.length === chosen.length && chosen.every((id) => m.units.includes(id))) ?? null;
}

/** A tap on a unit: off if chosen, added if it may join, else a fresh start from it. */
export function toggleHead(moves: readonly CorteoMove[], chosen: readonly string[], id: string): string[] {
  if (chosen.includes(id)) return chosen.filter((x) => x !== id);
  if (headPartners(moves, chosen).includes(id)) return [...chosen, id];
  return headCandidates(moves).includes(id) ? [id] : [...chosen];
}

/** What is chosen when the step begins: the one declaration there is, or nothing. */
export function initialHeads(moves: readonly CorteoMove[]): string[] {
  const all = headsOf(moves);
  return all.length === 1 ? [...all[0].units] : [];
}
