// Small cities drawn as text and states placed on them, for Corteo's rule tests.
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import { cityFromArt, cellKey, type ArtSpec } from '../../../src/games/corteo/content/practice.ts';
import { registerCity } from '../../../src/games/corteo/rules/board.ts';
import { writeLog } from '../../../src/games/corteo/rules/context.ts';
import { SCENARIO_HOOKS, drivenContext } from '../../../src/games/corteo/rules/steps.ts';
import { setup } from '../../../src/games/corteo/rules/setup.ts';
import { startAt } from '../../../src/engine/flow.ts';
import type { CorteoState, Pending, SpecialRoll } from '../../../src/games/corteo/rules/types.ts';
import { view } from '../../../src/games/corteo/rules/view.ts';
import type { Mode } from '../../../src/games/corteo/content/types.ts';

let n = 0;

/**
 * A state in the movement phase of `side` on a city drawn from `rows`, with the named units at
 * offset cells [row, col] and every other unit off the map.
 */
export function place(
  rows: readonly string[],
  at: Record<string, [number, number]>,
  more: Partial<CorteoState> = {},
  mode: Mode = 'base',
  spec: Partial<ArtSpec> = {},
): CorteoState {
  const id = `test-${++n}`;
  registerCity(cityFromArt({ id, rows, objectives: spec.objectives ?? OBJ, walls: spec.walls }));
  const s = setup({ mode, map: id }, 2, 1, SCENARIO_HOOKS);
  for (const u of s.units) {
    const c = at[u.id];
    if (c) u.at = cellKey(c[0], c[1]);
  }
  return { ...s, flow: startAt('move'), side: 'corteo', headComponent: 'MOV', ...more };
}

const OBJ = Array.from({ length: 9 }, (_, i) => ({ kind: 'negozio' as const, it: `Negozio ${i + 1}`, en: `Shop ${i + 1}`, address: 'Via Dotto', value: 5 + i }));

export const key = cellKey;

/** Runs `f` on a working copy with a move context (driven by the step table); returns the next state. */
export function withContext(s: CorteoState, f: (c: ReturnType<typeof drivenContext>) => unknown): CorteoState {
  const c = drivenContext(s);
  f(c);
  return c.finish(writeLog);
}

// Unit ids of the box, by what they are.
export const SP66 = 'c-AUTOP-66-1';
export const SP66B = 'c-AUTOP-66-2';
export const SP64 = 'c-MOV-64-1';
export const CO44 = 'c-MOV-44-1';
export const CO42 = 'c-MOV-42-1';
export const CO42B = 'c-MOV-42-2';
export const GR41 = 'c-MOV-41-1';
export const CELERE = 'p-celere-1';
export const CELERE2 = 'p-celere-2';
export const CELERE3 = 'p-celere-3';
export const BLIND = 'p-blindati-1';
export const BLIND2 = 'p-blindati-2';
export const BLIND3 = 'p-blindati-3';
export const LACR = 'p-lacrimogeni-1';
export const CARAB = 'p-carabinieri-1';
export const PIANT = 'p-piantoni-1';

/** The state with an RNG whose next d6 shows `die`, so a combat's result is known. */
export function withDie(s: CorteoState, die: number): CorteoState {
  for (let k = 1; k < 10_000; k++) {
    const rng = seedRng(k) as number[];
    if (new Rng(rng).int(1, 6) === die) return { ...s, rng };
  }
  throw new Error(`no seed rolls ${die}`);
}

/** The units still to move after a combat or a throw, the one deciding now first (as the view shows them). */
export const pendingOf = (s: CorteoState): Pending[] => view(s, 'table', SCENARIO_HOOKS).pending;

/** The special rules' dice still to roll, the one asked now first (as the view shows them; absent when none). */
export const rollsOf = (s: CorteoState): SpecialRoll[] | undefined => view(s, 'table', SCENARIO_HOOKS).rolls;
