// Spending the command points (cap. 5, 6, 8): +1 to the card's test, +1 Ardimento, choosing the
// active unit instead of rolling for it; in the trenches also a prepared bomb, a grenade passed
// between units, the PM card turned back (solo) or a PM unit's FUOCO (co-op). Co-op partners
// may share the two points of an Ardimento. The Pistole Mitragliatrici, when ready, are free.
// The PM's and FUOCO's dice are called from here and return here (enemies.ts applies them);
// once both players are done, the active unit is chosen (the 'selection' step, turn.ts).
import type { Seat } from '../../../engine/types.ts';
import { ENGINE_REASONS, type Decision } from '../../../engine/steps.ts';
import { topFrame } from '../../../engine/flow.ts';
import { GRENADES_MAX } from '../content.ts';
import type { FiammeContext } from './context.ts';
import type { FiammeMove, FiammeState, LogEntry, RollRecord } from './types.ts';
import { STEP_KINDS, type ReasonKey } from './keys.ts';
import { C, currentTest, isInt, pay, pool, ready, readyUnits } from './state.ts';
import { actor } from './rolls.ts';
import { resolveFuoco, resolvePm, usePM } from './enemies.ts';

/** What `seat` may buy or use now; 'done' is always last. */
export function spendMoves(s: FiammeState, seat: Seat): FiammeMove[] {
  const out: FiammeMove[] = [];
  const p = pool(s, seat);
  const other = 1 - seat;
  if (p >= C.modifierCost && !s.modifier && currentTest(s) !== null) out.push({ type: 'modifier' });
  if (s.ardimento < C.ardimentoMax) {
    if (p >= C.ardimentoCost) out.push({ type: 'ardimento' });
    if (s.coop && p >= 1 && pool(s, other) >= 1) out.push({ type: 'ardimento', partner: 1 });
  }
  if (s.active < 0) {
    const cost = s.coop ? C.selectCoop : C.selectSolo;
    if (p >= cost) for (const i of readyUnits(s, s.coop ? seat : null)) out.push({ type: 'choose', unit: i });
  }
  if (s.phase === 'trench') {
    if (p >= C.bombCost && !s.bomb && s.units.some((u) => ready(u) && u.grenades > 0)) out.push({ type: 'bomb' });
    if (p >= C.passCost) {
      s.units.forEach((from, i) => {
        if (!ready(from) || from.grenades <= 0 || (s.coop && from.owner !== seat)) return;
        s.units.forEach((to, j) => {
          if (j !== i && ready(to) && to.grenades < GRENADES_MAX) out.push({ type: 'pass', from: i, to: j });
        });
      });
    }
    if (s.pm === 'used' && p >= C.pmFlipCost) out.push({ type: 'pmFlip' });
    if (s.pm === 'ready') out.push({ type: 'usePM' });
    if (s.coop && p >= C.fuocoCost) {
      s.units.forEach((u, i) => {
        if (u.kind === 'pm' && u.owner === seat && ready(u)) out.push({ type: 'fuoco', unit: i });
      });
    }
  }
  out.push({ type: 'done' });
  return out;
}

/** `seat` spends now, unless there is nothing to spend nor use (the step would only offer 'done'). */
export function enterSpend(c: FiammeContext, seat: Seat): void {
  c.s.actor = seat;
  if (topFrame(c.s)!.step !== 'spend') c.goto('spend');
  if (spendMoves(c.s, seat).length === 1) endSpend(c, seat);
}

/** `seat` is done: the partner spends (co-op), then the active unit is chosen. */
function endSpend(c: FiammeContext, seat: Seat): void {
  if (c.s.coop && seat === 0) enterSpend(c, 1);
  else c.goto('selection');
}

/** After a purchase: stay in the spend step unless nothing is left to do there. */
function spent(c: FiammeContext, seat: Seat): null {
  if (spendMoves(c.s, seat).length === 1) endSpend(c, seat);
  return null;
}

type Points = (p: number, n: number) => ReasonKey | null;
const need: Points = (p, n) => (p < n ? 'fiamme.error.notEnoughPoints' : null);

/** Spending the command points: one handler a purchase. */
export const spendStep: Decision<FiammeState, FiammeMove, FiammeContext> = {
  kind: STEP_KINDS.spend,
  seat: actor,
  moves: spendMoves,
  on: {
    done(c, _move, seat) {
      endSpend(c, seat);
    },
    modifier(c, _move, seat) {
      const s = c.s;
      if (s.modifier) return 'fiamme.error.alreadyPlaced';
      if (currentTest(s) === null) return 'fiamme.error.noTest';
      const why = need(pool(s, seat), C.modifierCost);
      if (why) return why;
      pay(s, seat, C.modifierCost);
      s.modifier = true;
      c.log('fiamme.log.buy.modifier', { seat });
      return spent(c, seat);
    },
    ardimento(c, move, seat) {
      const s = c.s;
      if (s.ardimento >= C.ardimentoMax) return 'fiamme.error.ardimentoFull';
      const partner = move.partner ?? 0;
      if (partner !== 0 && partner !== 1) return ENGINE_REASONS.badMove;
      if (partner === 1 && !s.coop) return 'fiamme.error.notCoop';
      if (partner === 1 && pool(s, 1 - seat) < 1) return 'fiamme.error.notEnoughPoints';
      const why = need(pool(s, seat), C.ardimentoCost - partner);
      if (why) return why;
      pay(s, seat, C.ardimentoCost - partner);
      if (partner === 1) pay(s, 1 - seat, 1);
      s.ardimento += 1;
      const params: LogEntry['params'] = { seat, ardimento: s.ardimento };
      if (partner === 1) params.partner = 1 - seat;
      c.log('fiamme.log.buy.ardimento', params);
      return spent(c, seat);
    },
    choose(c, move, seat) {
      const s = c.s;
      if (s.active >= 0) return 'fiamme.error.alreadySelected';
      if (!isInt(move.unit) || move.unit < 0 || move.unit >= s.units.length) return 'fiamme.error.badUnit';
      const u = s.units[move.unit];
      if (!ready(u)) return 'fiamme.error.unitGone';
      if (s.coop && u.owner !== seat) return 'fiamme.error.notYourUnit';
      const cost = s.coop ? C.selectCoop : C.selectSolo;
      const why = need(pool(s, seat), cost);
      if (why) return why;
      pay(s, seat, cost);
      s.active = move.unit;
      c.log('fiamme.log.buy.choose', { seat, unit: u.nameKey });
      return spent(c, seat);
    },
    bomb(c, _move, seat) {
      const s = c.s;
      if (s.phase !== 'trench') return 'fiamme.error.notTrench';
      if (s.bomb) return 'fiamme.error.alreadyPlaced';
      if (!s.units.some((u) => ready(u) && u.grenades > 0)) return 'fiamme.error.noGrenades';
      const why = need(pool(s, seat), C.bombCost);
      if (why) return why;
      pay(s, seat, C.bombCost);
      s.bomb = true;
      c.log('fiamme.log.buy.bomb', { seat });
      return spent(c, seat);
    },
    pass(c, move, seat) {
      const s = c.s;
      if (s.phase !== 'trench') return 'fiamme.error.notTrench';
      const n = s.units.length;
      if (!isInt(move.from) || !isInt(move.to) || move.from < 0 || move.to < 0 || move.from >= n || move.to >= n || move.from === move.to) {
        return 'fiamme.error.badUnit';
      }
      const a = s.units[move.from];
      const b = s.units[move.to];
      if (!ready(a) || !ready(b)) return 'fiamme.error.unitGone';
      if (s.coop && a.owner !== seat) return 'fiamme.error.notYourUnit';
      if (a.grenades <= 0) return 'fiamme.error.noGrenades';
      if (b.grenades >= GRENADES_MAX) return 'fiamme.error.grenadesFull';
      const why = need(pool(s, seat), C.passCost);
      if (why) return why;
      pay(s, seat, C.passCost);
      a.grenades -= 1;
      b.grenades += 1;
      c.log('fiamme.log.buy.pass', { seat, from: a.nameKey, to: b.nameKey });
      return spent(c, seat);
    },
    pmFlip(c, _move, seat) {
      const s = c.s;
      if (s.phase !== 'trench') return 'fiamme.error.notTrench';
      if (s.pm !== 'used') return s.pm === 'ready' ? 'fiamme.error.pmNotUsed' : 'fiamme.error.pmUnavailable';
      const why = need(pool(s, seat), C.pmFlipCost);
      if (why) return why;
      pay(s, seat, C.pmFlipCost);
      s.pm = 'ready';
      c.log('fiamme.log.buy.pmFlip', { seat });
      return spent(c, seat);
    },
    usePM: (c) => usePM(c),
    fuoco(c, move, seat) {
      const s = c.s;
      if (!s.coop) return 'fiamme.error.notCoop';
      if (s.phase !== 'trench') return 'fiamme.error.notTrench';
      if (!isInt(move.unit) || move.unit < 0 || move.unit >= s.units.length) return 'fiamme.error.badUnit';
      const u = s.units[move.unit];
      if (u.kind !== 'pm') return 'fiamme.error.badUnit';
      if (u.owner !== seat) return 'fiamme.error.notYourUnit';
      if (!ready(u)) return 'fiamme.error.unitGone';
      const why = need(pool(s, seat), C.fuocoCost);
      if (why) return why;
      pay(s, seat, C.fuocoCost);
      s.fuocoUnit = move.unit;
      c.call('fuoco');
      return null;
    },
  },
  /** The PM's or a FUOCO's dice are rolled: their suppression waits for the enemies; spending goes on. */
  resume(c, result) {
    const roll = result as unknown as RollRecord;
    if (roll.purpose === 'pm') resolvePm(c);
    else resolveFuoco(c, roll);
    enterSpend(c, c.s.actor);
  },
};
