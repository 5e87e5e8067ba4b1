// The power cards (from 4 players): which can be played when, the plays open to a seat, their
// checks and effects, and the two steps after the Centurion's choice where they are played:
// `power` (each seat still holding a card, clockwise from the Centurion, plays it or passes) and
// `peek` (the seat that played Roma looks at the card it picked). Venus, Eris, Fortuna, Vesta
// and Iuno can also be played while laying out a row (turn.ts, the suggest step).
import { ENGINE_REASONS } from '../../../engine/steps.ts';
import type { Json, Seat } from '../../../engine/types.ts';
import type { PowerCard } from '../content.ts';
import { actor, type RubicoContext, type RubicoStepDef } from './context.ts';
import { TRACKS } from './track.ts';
import { DECISION_KINDS, type PowerUse, type ReasonKey, type RubicoMove, type RubicoState, type UsedPower } from './types.ts';

/** Why a power play is refused: one of Rubico's reasons, or a malformed play. */
export type PowerRefusal = ReasonKey | typeof ENGINE_REASONS.badMove;

const SUGGEST_POWERS = new Set<PowerCard>(['venus', 'eris', 'fortuna', 'vesta', 'iuno']);
const STEP_POWERS = new Set<PowerCard>(['minerva', 'cibelis', 'roma', 'fortuna', 'vesta', 'iuno']);

/** The seat's power card if it has not played it yet, else null. */
export function heldPower(s: RubicoState, seat: Seat): PowerCard | null {
  return s.powerUsed[seat] ? null : s.powers[seat];
}

/** The power plays open to `seat` now (the seat's own card, in this step). */
export function powerOptions(s: RubicoState, seat: Seat, inSuggest: boolean, rowLength: number): PowerUse[] {
  const card = heldPower(s, seat);
  if (card === null) return [];
  if (!(inSuggest ? SUGGEST_POWERS : STEP_POWERS).has(card)) return [];
  switch (card) {
    case 'venus':
    case 'eris': {
      const out: PowerUse[] = [];
      for (let slot = 0; slot < rowLength; slot++) out.push({ card, slot });
      return out;
    }
    case 'fortuna':
      return s.pos > 0 ? [{ card, dir: 1 }, { card, dir: -1 }] : [{ card, dir: 1 }];
    case 'vesta':
    case 'iuno':
      return [{ card }];
    case 'minerva':
    case 'cibelis':
    case 'roma': {
      const out: PowerUse[] = [];
      for (let t = 0; t < s.n; t++) {
        if (t === seat || t === s.centurion) continue;
        const h = s.hands[t];
        for (let slot = 0; slot < h.length; slot++) {
          if (s.taken[t].includes(slot) || s.forced[t].includes(slot)) continue;
          if (card !== 'roma' && s.covered[t] === slot) continue;
          out.push({ card, seat: t, slot });
        }
      }
      return out;
    }
  }
}

/** Validates a power use's shape for `card` held by `seat`; returns a reason or null. */
export function checkPower(s: RubicoState, seat: Seat, use: PowerUse, inSuggest: boolean, rowLength: number): PowerRefusal | null {
  if (use === null || typeof use !== 'object' || typeof use.card !== 'string') return ENGINE_REASONS.badMove;
  const card = heldPower(s, seat);
  if (card === null || card !== use.card) return 'rubico.error.noPower';
  if (!(inSuggest ? SUGGEST_POWERS : STEP_POWERS).has(card)) return 'rubico.error.powerNotNow';
  switch (use.card) {
    case 'venus':
    case 'eris':
      if (!Number.isInteger(use.slot) || use.slot < 0 || use.slot >= rowLength) return 'rubico.error.badSlot';
      return null;
    case 'fortuna':
      if (use.dir !== 1 && use.dir !== -1) return ENGINE_REASONS.badMove;
      if (use.dir === -1 && s.pos === 0) return 'rubico.error.fortunaAtStart';
      return null;
    case 'vesta':
    case 'iuno':
      return null;
    case 'minerva':
    case 'cibelis':
    case 'roma': {
      const t = use.seat;
      if (!Number.isInteger(t) || t < 0 || t >= s.n || t === seat || t === s.centurion) return 'rubico.error.badSeat';
      if (!Number.isInteger(use.slot) || use.slot < 0 || use.slot >= s.hands[t].length) return 'rubico.error.badSlot';
      if (s.taken[t].includes(use.slot) || s.forced[t].includes(use.slot)) return 'rubico.error.alreadyTaken';
      if (use.card !== 'roma' && s.covered[t] === use.slot) return 'rubico.error.covered';
      return null;
    }
    default:
      return ENGINE_REASONS.badMove;
  }
}

/** Plays a checked power use. Returns true when the play won the game (Fortuna into Roma). */
export function playPower(c: RubicoContext, seat: Seat, use: PowerUse, step: 'suggest' | 'power'): boolean {
  const s = c.s;
  const used = s.powerUsed.slice();
  used[seat] = true;
  s.powerUsed = used;
  const rec: UsedPower = { seat, card: use.card, turn: s.turn, step, seatTarget: null, slot: null, dir: null };
  let won = false;
  switch (use.card) {
    case 'venus':
    case 'eris': {
      const covered = s.covered.slice();
      covered[seat] = use.slot;
      s.covered = covered;
      rec.slot = use.slot;
      break;
    }
    case 'fortuna': {
      const from = s.pos;
      s.pos = from + use.dir;
      rec.dir = use.dir;
      c.log('rubico.log.power', { seat, card: use.card, dir: use.dir });
      c.log('rubico.log.caesarMoved', { from, to: s.pos, by: 'fortuna' });
      if (s.pos === TRACKS[s.n].roma) won = true;
      break;
    }
    case 'vesta':
      s.vesta = true;
      break;
    case 'iuno':
      s.iuno = true;
      break;
    case 'minerva':
    case 'cibelis': {
      const forced = s.forced.slice();
      forced[use.seat] = [...forced[use.seat], use.slot];
      s.forced = forced;
      rec.seatTarget = use.seat;
      rec.slot = use.slot;
      break;
    }
    case 'roma': {
      rec.seatTarget = use.seat;
      rec.slot = use.slot;
      s.peeks = [...s.peeks, { by: seat, turn: s.turn, seat: use.seat, slot: use.slot, card: s.hands[use.seat][use.slot] }];
      break;
    }
  }
  if (use.card !== 'fortuna') {
    // The public entry names the target seat and slot, never the peeked card.
    const params: { [name: string]: Json } = { seat, card: use.card };
    if (rec.seatTarget !== null) params.target = rec.seatTarget;
    if (rec.slot !== null) params.slot = rec.slot;
    c.log('rubico.log.power', params);
  }
  s.usedPowers = [...s.usedPowers, rec];
  if (won) {
    s.winner = 'red';
    c.log('rubico.log.win', { faction: 'red', by: 'fortuna' });
  }
  return won;
}

/** The next seat of the power queue decides; false when none is left and the Centurion reveals. */
function nextInPowerQueue(s: RubicoState): boolean {
  s.qi += 1;
  if (s.qi < s.queue.length) return true;
  s.queue = [];
  s.qi = 0;
  return false;
}

/** After the Centurion's choice: a seat still holding a power card plays it, or passes. */
export const powerStep: RubicoStepDef = {
  kind: DECISION_KINDS.power,
  seat: actor,
  secret: true,
  moves(s, seat) {
    const out: RubicoMove[] = [{ type: 'power', use: null }];
    for (const use of powerOptions(s, seat, false, 0)) out.push({ type: 'power', use });
    return out;
  },
  on: {
    power(c, move, seat) {
      const use = move.use;
      if (use === undefined) return ENGINE_REASONS.badMove;
      if (use === null) {
        c.log('rubico.log.powerPassed', { seat });
        if (!nextInPowerQueue(c.s)) c.goto('reveal');
        return;
      }
      const why = checkPower(c.s, seat, use, false, 0);
      if (why) return why;
      // A power play is public and cannot be taken back: an undo barrier.
      c.barrier();
      if (playPower(c, seat, use, 'power')) return c.endAll();
      if (use.card === 'roma') c.goto('peek');
      else if (!nextInPowerQueue(c.s)) c.goto('reveal');
    },
  },
};

/** Roma's player looks at the card it picked (its private screen), then play goes on. */
export const peekStep: RubicoStepDef = {
  kind: DECISION_KINDS.peek,
  seat: actor,
  secret: true,
  moves: () => [{ type: 'ack' }],
  on: {
    ack: (c) => c.goto(nextInPowerQueue(c.s) ? 'power' : 'reveal'),
  },
};
