// Risoluzione, resource activation: each rebel in turn may activate the revealed cards whose
// resource holds one of their DMs or CPs (one card per piece there), or one Stella/Fiamma card
// matching their board. Effects: draw, 2 movement points at once, discard the top of an
// opponent's scoring box, +1 per card played, a piece at the base, a card stolen at random,
// popular support +1.
import type { Seat } from '../../../engine/types.ts';
import { ACTION_CARDS, MISSION_KINDS, RESOURCE_IDS } from '../content.ts';
import type { RibelleContext } from './context.ts';
import { RES_LOC, RES_PHASE } from './data.ts';
import { PILE_KEYS, cardKey, faction, hasMovable, locKey, place, reserve, track } from './helpers.ts';
import type { PieceKind, ReasonKey, Resolution, RibelleState, Task } from './types.ts';

export type ActivateTask = Extract<Task, { t: 'activate' }>;

/** The seat's activation starts: how many cards each resource may power (its pieces there). */
export function startActivation(s: RibelleState, t: ActivateTask): void {
  const x = s.seats[t.seat];
  t.cap = RESOURCE_IDS.map((_, r) => {
    if (RES_PHASE[r] !== s.phase) return 0;
    let k = 0;
    for (const l of x.dm) if (l === RES_LOC[r]) k++;
    for (const l of x.cp) if (l === RES_LOC[r]) k++;
    return k;
  });
  t.started = true;
}

/** Whether the card's activation condition holds for this seat now (resource piece or faction). */
export function conditionHolds(s: RibelleState, t: ActivateTask, ci: number): boolean {
  const a = ACTION_CARDS[ci].activation;
  if (a === 'stella' || a === 'fiamma') return !t.faction && faction(s.seats[t.seat]) === a;
  const r = RESOURCE_IDS.indexOf(a);
  return t.cap[r] > 0;
}

export interface EffectOption {
  target?: { seat: Seat; pile?: 'military' | 'political' | 'social' };
  piece?: PieceKind;
}

/** The ways a card's effect can be used now (empty when it would do nothing). */
export function effectOptions(s: RibelleState, seat: Seat, ci: number): EffectOption[] {
  const x = s.seats[seat];
  switch (ACTION_CARDS[ci].effect) {
    case 'draw':
      return s.deck.length + s.discard.length > 0 ? [{}] : [];
    case 'move':
      return hasMovable(x) ? [{}] : [];
    case 'discardPile': {
      const out: EffectOption[] = [];
      for (let t = 0; t < s.n; t++) {
        if (t === seat) continue;
        MISSION_KINDS.forEach((pile, p) => {
          if (s.seats[t].piles[p].length > 0) out.push({ target: { seat: t, pile } });
        });
      }
      return out;
    }
    case 'plusPerCard':
      return [{}];
    case 'place': {
      const out: EffectOption[] = [];
      if (reserve(x, 'dm') > 0) out.push({ piece: 'dm' });
      if (reserve(x, 'cp') > 0) out.push({ piece: 'cp' });
      return out;
    }
    case 'steal': {
      const out: EffectOption[] = [];
      for (let t = 0; t < s.n; t++) if (t !== seat && s.seats[t].hand.length > 0) out.push({ target: { seat: t } });
      return out;
    }
    case 'support':
      return x.support < track(x).length - 1 ? [{}] : [];
  }
}

/** Revealed cards the seat may still activate now (condition met, effect not empty). */
export function activatableCards(s: RibelleState, t: ActivateTask): number[] {
  const r = s.res as Resolution;
  const out: number[] = [];
  for (const ci of r.seats[t.seat].cards) {
    if (t.done.includes(ci)) continue;
    if (!conditionHolds(s, t, ci)) continue;
    if (effectOptions(s, t.seat, ci).length === 0) continue;
    out.push(ci);
  }
  return out;
}

function sameOption(a: EffectOption, m: { target?: unknown; piece?: unknown }): boolean {
  const mt = m.target as { seat?: unknown; pile?: unknown } | undefined | null;
  if (a.target) {
    if (!mt || typeof mt !== 'object' || mt.seat !== a.target.seat) return false;
    if ((a.target.pile ?? undefined) !== (mt.pile ?? undefined)) return false;
  } else if (mt !== undefined && mt !== null) return false;
  if ((a.piece ?? undefined) !== (m.piece ?? undefined)) return false;
  return true;
}

/** Activates one revealed card: its condition is used up and its effect happens. */
export function activate(
  c: RibelleContext,
  t: ActivateTask,
  move: { card?: unknown; target?: unknown; piece?: unknown },
): ReasonKey | null {
  const s = c.s;
  const seat = t.seat;
  const res = s.res as Resolution;
  if (t.mp > 0) return 'ribelle.error.stillMoving';
  const ci = typeof move.card === 'string' ? ACTION_CARDS.findIndex((x) => x.id === move.card) : -1;
  if (ci < 0) return 'ribelle.error.badCard';
  const mine = res.seats[seat];
  if (!mine.cards.includes(ci)) return 'ribelle.error.notPlayed';
  if (t.done.includes(ci)) return 'ribelle.error.alreadyActivated';
  const card = ACTION_CARDS[ci];
  if (!conditionHolds(s, t, ci)) {
    if (card.activation === 'stella' || card.activation === 'fiamma') {
      return faction(s.seats[seat]) === card.activation ? 'ribelle.error.factionUsed' : 'ribelle.error.notActivatable';
    }
    return 'ribelle.error.noResourcePiece';
  }
  const options = effectOptions(s, seat, ci);
  if (options.length === 0) return 'ribelle.error.nothingToDo';
  const opt = options.find((o) => sameOption(o, move));
  if (!opt) return 'ribelle.error.badTarget';
  // The condition is used up.
  if (card.activation === 'stella' || card.activation === 'fiamma') t.faction = true;
  else t.cap[RESOURCE_IDS.indexOf(card.activation)] -= 1;
  t.done.push(ci);
  const x = s.seats[seat];
  const pileIdx = opt.target?.pile ? MISSION_KINDS.indexOf(opt.target.pile) : null;
  mine.activated.push({ card: ci, effect: card.effect, target: opt.target?.seat ?? null, pile: pileIdx, piece: opt.piece ?? null });
  c.log('ribelle.log.activated', { seat, card: cardKey(ci), effect: `ribelle.effect.${card.effect}` });
  switch (card.effect) {
    case 'draw': {
      const got = c.drawTo(seat, 1);
      c.log('ribelle.log.effectDraw', { seat, cards: got });
      break;
    }
    case 'move':
      t.mp = 2;
      c.log('ribelle.log.effectMove', { seat, mp: 2 });
      break;
    case 'discardPile': {
      const victim = s.seats[opt.target!.seat];
      const p = pileIdx as number;
      const top = victim.piles[p].pop() as number;
      s.discard.push(top);
      c.log('ribelle.log.effectDiscardPile', { seat, seatTarget: opt.target!.seat, pile: PILE_KEYS[p] });
      break;
    }
    case 'plusPerCard': {
      const k = mine.cards.length + (mine.leader ? 1 : 0);
      mine.plus += k;
      c.log('ribelle.log.effectPlus', { seat, bonus: k });
      break;
    }
    case 'place': {
      place(x, opt.piece as PieceKind, x.base);
      c.log('ribelle.log.effectPlace', { seat, piece: `ribelle.piece.${opt.piece}`, at: locKey(x.base) });
      break;
    }
    case 'steal': {
      const victim = s.seats[opt.target!.seat];
      const i = c.rng.int(0, victim.hand.length - 1);
      const taken = victim.hand[i];
      victim.hand.splice(i, 1);
      x.hand.push(taken);
      c.barrier();
      c.log('ribelle.log.effectSteal', { seat, seatTarget: opt.target!.seat });
      break;
    }
    case 'support':
      c.changeSupport(seat, 1, 'effect');
      c.log('ribelle.log.effectSupport', { seat });
      break;
  }
  return null;
}

