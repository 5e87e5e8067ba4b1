// The hand and its turns (B 4, C 3): ten hands; in each the corteo, then the potere, moves and
// then fights. Before the potere moves its reinforcements enter the barracks ("ordine di
// servizio", 6c) and its panicked units turn face up; after the corteo's movement it names the
// units at the head of the march (10, head.ts); after the potere's combat the hand ends and the
// objectives the corteo occupies are held (12a).
import { unitRecord } from '../content/pieces.ts';
import { cityOf, editUnit, editUnitAt, isHex, occupancy, sideOf, stackRoom, standable, type Snap } from './board.ts';
import { advanceMoves, combatDue } from './combat.ts';
import type { CorteoContext } from './context.ts';
import { finishMoving, hasDestination } from './movement.ts';
import { coverVacated, endGame, holdObjectives } from './objectives.ts';
import { clearSmoke } from './smoke.ts';
import { startMovementSpecials } from './special.ts';
import { scenarioHandEnd, scenarioTurnEnd, scheduleOf } from './scenario.ts';
import type { CorteoMove, CorteoState } from './types.ts';
import { headMoves } from './head.ts';

export function beginMovement(c: CorteoContext, side: 'corteo' | 'potere'): void {
  const s = c.s;
  s.side = side;
  s.done = [];
  s.moving = null;
  s.threw = {};
  s.running = false;
  c.hooks.movementStart(c);
  if (side === 'potere') {
    for (let i = 0; i < s.units.length; i++) {
      const u = s.units[i];
      if (u.panic !== undefined && u.panic < s.hand) delete editUnitAt(s, i).panic;
    }
    const due = scheduleOf(s, c.hooks).find((r) => r.hand === s.hand);
    if (due) {
      s.reinforce = { power: due.power ?? 0, kinds: (due.units ?? []).flatMap((x) => Array<string>(x.count).fill(x.kind)) };
      c.goto('reinforce');
      c.log('corteo.log.reinforcements', { hand: s.hand, power: due.power ?? 0, count: s.reinforce.kinds.length });
      if (reinforceMoves(s).length === 1) finishReinforce(c);
      return;
    }
  }
  c.goto('move');
  startMovementSpecials(c);
}

/** Units the potere may still bring in now, one per kind, in each barracks hex with room. */
export function reinforceMoves(s: CorteoState): CorteoMove[] {
  const r = s.reinforce;
  const out: CorteoMove[] = [];
  if (r) {
    const city = cityOf(s);
    const occ = occupancy(s);
    const seen = new Set<string>();
    for (const u of s.units) {
      if (u.at !== 'reserve' || sideOf(u.id) !== 'potere') continue;
      const rec = unitRecord(u.id);
      if (seen.has(rec.kind) || rec.special) continue;
      if (r.kinds.length ? !r.kinds.includes(rec.kind) : rec.power > r.power) continue;
      seen.add(rec.kind);
      for (const b of city.barracks) for (const k of b.hexes) if (standable(s, u.id, k, city) && stackRoom(s, u.id, k, occ, city)) out.push({ type: 'place', unit: u.id, at: k });
    }
  }
  out.push({ type: 'done' });
  return out;
}

export function placeReinforcement(c: CorteoContext, id: string, at: string): string | null {
  const s = c.s;
  if (!reinforceMoves(s).some((m) => m.type === 'place' && m.at === at && unitRecord(m.unit).kind === unitRecord(id).kind)) return 'corteo.error.badPlace';
  const u = s.units.find((x) => x.id === id);
  if (!u || u.at !== 'reserve') return 'corteo.error.notToPlace';
  editUnit(s, id).at = at;
  const r = s.reinforce!;
  if (r.kinds.length) r.kinds.splice(r.kinds.indexOf(unitRecord(id).kind), 1);
  else r.power -= unitRecord(id).power;
  c.log('corteo.log.placed', { unit: id, at });
  if (reinforceMoves(s).length === 1) finishReinforce(c);
  return null;
}

/** Ends the reinforcements: allowed only when nothing more can come in (full barracks, no unit that fits). */
export function finishReinforce(c: CorteoContext): string | null {
  if (reinforceMoves(c.s).length > 1) return 'corteo.error.reinforcementsLeft';
  c.s.reinforce = null;
  c.goto('move');
  startMovementSpecials(c);
  return null;
}

/** The corteo must leave the objectives it held at the end of the last hand (12a); `mayMove`: the scenario's say (hooks). */
export function stayingOnHeld(s: CorteoState, mayMove: (s: CorteoState, id: string) => boolean, b?: Snap): string | null {
  if (s.side !== 'corteo') return null;
  for (const u of s.units) {
    if (isHex(u.at) && u.at in s.held && sideOf(u.id) === 'corteo' && mayMove(s, u.id) && !s.done.includes(u.id) && hasDestination(s, u.id, b)) return u.id;
  }
  return null;
}

/** A side's "done": the unit moving stops and the objectives left are covered; a reason to refuse. */
export function closeMovement(c: CorteoContext): string | null {
  const s = c.s;
  finishMoving(s);
  if (stayingOnHeld(s, c.hooks.mayMove)) return 'corteo.error.leaveObjective';
  coverVacated(c);
  return null;
}

/** The end of a side's movement phase: the corteo names its head, then the side's combats. */
export function endMovement(c: CorteoContext): string | null {
  const why = closeMovement(c);
  if (why) return why;
  const s = c.s;
  if (s.side === 'corteo' && headMoves(s).length > 0) {
    c.goto('heads');
    return null;
  }
  beginCombat(c);
  return null;
}

export function beginCombat(c: CorteoContext): void {
  c.goto('combat');
  c.s.done = [];
  c.s.moving = null;
  afterCombat(c);
}

/**
 * After a combat, once its losers have moved (the combat step's `resume`), and after each of the
 * winners' advances: the objectives left are covered; the winners may advance; then the next
 * combat, or the end of the phase.
 */
export function afterCombat(c: CorteoContext): void {
  const s = c.s;
  coverVacated(c);
  if (s.advance && advanceMoves(s).length) {
    c.call('advance');
    return;
  }
  s.advance = null;
  if (combatDue(s)) return;
  if (s.side === 'corteo') clearSmoke(c, 'corteo');
  scenarioTurnEnd(c);
  c.hooks.turnEnd(c);
  if (s.side === 'corteo') beginMovement(c, 'potere');
  else endHand(c);
}

function endHand(c: CorteoContext): void {
  const s = c.s;
  holdObjectives(c);
  clearSmoke(c, 'hand');
  scenarioHandEnd(c);
  c.hooks.handEnd(c);
  if (s.hand >= c.hooks.lastHand(s)) {
    endGame(c);
    return;
  }
  // Antifascista: the sides may agree on more hands before the next begins (rules/antifascista.ts).
  if (c.hooks.betweenHands(c)) return;
  nextHand(c);
}

/** The next hand begins, with the corteo's movement. */
export function nextHand(c: CorteoContext): void {
  const s = c.s;
  s.hand += 1;
  c.log('corteo.log.hand', { hand: s.hand });
  c.hooks.handStart(c);
  beginMovement(c, 'corteo');
}
