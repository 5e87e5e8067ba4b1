// Where a throw lands (7): the power it is thrown at, the hexes safe from it, and what its result
// does to the units there. A throw (throws.ts) and a short throw's die (short.ts, 13b) both land.
import { unitRecord } from '../content/pieces.ts';
import type { ThrowResult } from '../content/types.ts';
import { cityOf, groupOf, occupancy, sideOf } from './board.ts';
import { isActiveHead } from './head.ts';
import type { CorteoContext } from './context.ts';
import type { CorteoState, Pending } from './types.ts';

/** The target's power: the units on its hex, a head with its bonus. */
export function targetPower(s: CorteoState, at: string): number {
  return (occupancy(s).get(at) ?? []).reduce((n, u) => n + unitRecord(u.id).power + (isActiveHead(s, u.id) ? 2 * (groupOf(s, u.id).length - 1) : 0), 0);
}

/**
 * What a throw's result does to the units on `at`, thrown from `thrower` by the side to move:
 * they move away, and tear gas that panics the corteo pushes the units connected to them (7c).
 */
export function applyThrowResult(c: CorteoContext, at: string, thrower: string, result: ThrowResult): void {
  const s = c.s;
  const targets = (occupancy(s).get(at) ?? []).map((u) => u.id).sort();
  if (result === 'NE' || targets.length === 0) return;
  const steps = result === 'R1' ? 1 : 2;
  const targetSide = sideOf(targets[0]);
  const chooser = result === 'P2' ? s.side : targetSide;
  const hit = new Set(targets);
  // A result on a head reaches the whole march (10b).
  if (targetSide === 'corteo') for (const t of targets) if (isActiveHead(s, t)) groupOf(s, t).forEach((x) => hit.add(x));
  const queue: Pending[] = [...hit].sort().map((u) => ({ unit: u, chooser, kind: 'throw', steps, from: thrower }));
  // Tear gas that panics the corteo: every unit connected to the target moves one hex (7c).
  if (result === 'P2' && targetSide === 'corteo' && s.side === 'potere') {
    const others = new Set<string>();
    for (const t of targets) groupOf(s, t).forEach((x) => !hit.has(x) && others.add(x));
    // Those that cannot move stay, but never on the target's hex, which must be left free (7c).
    for (const u of [...others].sort()) queue.push({ unit: u, chooser: 'potere', kind: 'throw', steps: 1, keepFree: at });
  }
  for (const p of queue) c.mustMove(p);
}

/** Is `at` a safe place from the side throwing now: the potere in its barracks, the corteo in the metro? */
export function safeFromThrow(s: CorteoState, at: string): boolean {
  const t = cityOf(s).hexes[at]?.terrain;
  const units = occupancy(s).get(at) ?? [];
  return units.some((u) => (sideOf(u.id) === 'potere' && t === 'caserma') || (sideOf(u.id) === 'corteo' && t === 'metro'));
}
