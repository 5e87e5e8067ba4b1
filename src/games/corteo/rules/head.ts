// The head of the march (10): the corteo's component that leads it, chosen before the game; the
// one or two units at its head, named after each corteo movement; and which of them acts as
// the head (its power in combat and against throws, combat.ts and landing.ts). The step table
// (steps.ts) says what follows each choice.
import { COMPONENTS, unitRecord } from '../content/pieces.ts';
import type { Component } from '../content/types.ts';
import { corteoGroups, isHex } from './board.ts';
import type { CorteoContext } from './context.ts';
import { waiting } from './national.ts';
import { headComponents } from './scenario.ts';
import type { Board, CorteoMove, CorteoState } from './types.ts';

/** Before the game: the components the head may be chosen from (a scenario may name them). */
export function componentMoves(s: CorteoState): CorteoMove[] {
  const allowed = headComponents(s);
  return COMPONENTS.filter((k) => (!allowed || allowed.includes(k)) && s.units.some((u) => unitRecord(u.id).component === k)).map((component) => ({ type: 'head', component }));
}

/** The head's component chosen: the potere places its units next. */
export function chooseHead(c: CorteoContext, component: Component): string | null {
  if (!componentMoves(c.s).some((m) => m.type === 'head' && m.component === component)) return 'corteo.error.badHead';
  c.s.headComponent = component;
  c.goto('placePotere');
  c.s.side = 'potere';
  c.log('corteo.log.headComponent', { component: `corteo.component.${component}` });
  return null;
}

/** The head (10): two units of the head's component on the map, single or stacked. */
export function headMoves(s: CorteoState): CorteoMove[] {
  const ids = s.units.filter((u) => isHex(u.at) && !waiting(u) && unitRecord(u.id).component === s.headComponent).map((u) => u.id);
  if (ids.length <= 2) return ids.length ? [{ type: 'heads', units: ids }] : [];
  const out: CorteoMove[] = [];
  // In the base game one aggregate alone is the corteo: its two heads stand in the same one (10b).
  let together: (a: string, b: string) => boolean = () => true;
  if (s.options.mode === 'base') {
    // Each unit's group (`groupOf`), the groups made once.
    const group = new Map<string, number>();
    corteoGroups(s).forEach((g, i) => g.forEach((id) => group.set(id, i)));
    together = (a, b) => group.has(a) && group.get(a) === group.get(b);
  }
  for (let i = 0; i < ids.length; i++) for (let j = i + 1; j < ids.length; j++) if (together(ids[i], ids[j])) out.push({ type: 'heads', units: [ids[i], ids[j]] });
  // No two in one aggregate: a single head.
  return out.length ? out : ids.map((id) => ({ type: 'heads', units: [id] }));
}

/** The corteo names its head; the step table then begins the combats (turn.ts `beginCombat`). */
export function declareHeads(c: CorteoContext, units: readonly string[]): string | null {
  const key = JSON.stringify([...units].sort());
  if (!headMoves(c.s).some((m) => m.type === 'heads' && JSON.stringify([...m.units].sort()) === key)) return 'corteo.error.badHeads';
  c.s.heads = [...units].sort();
  c.log('corteo.log.heads', { units: c.s.heads });
  return null;
}

/**
 * Is this unit an acting head? It was declared, and its group is the corteo: when the march has
 * split, the largest piece holding a unit of the head's component (10b).
 */
export function isActiveHead(s: Pick<Board, 'units' | 'heads' | 'headComponent'>, id: string): boolean {
  if (!s.heads.includes(id)) return false;
  const groups = corteoGroups(s).filter((g) => g.some((x) => unitRecord(x).component === s.headComponent));
  const largest = Math.max(0, ...groups.map((g) => g.length));
  return groups.some((g) => g.includes(id) && g.length === largest);
}
