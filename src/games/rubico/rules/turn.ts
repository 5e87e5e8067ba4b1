// A turn up to the reveal. At the start every Marcia card is shuffled back into the deck and
// each seat but the Centurion draws; in the `suggest` step each of them, in turn and in private,
// lays its cards face down in a row, the first one being the card it suggests (and may play a
// power card: Venus/Eris cover a card of the row); in the `choose` step the Centurion, at the
// table and blind, takes exactly `needNow` cards, at most 2 from any row and never a covered
// one; then the power cards (powers.ts) or at once the reveal (reveal.ts). After the reveal
// `endTurn` passes the Centurion card clockwise and the next turn starts.
import type { Seat } from '../../../engine/types.ts';
import { SENATE_CARDS } from '../content.ts';
import { cardsInPlay, drawPerTurn } from './cards.ts';
import { actor, type RubicoContext, type RubicoStepDef } from './context.ts';
import { checkPower, heldPower, playPower, powerOptions } from './powers.ts';
import { stepsToNextCastrum } from './track.ts';
import { DECISION_KINDS, type RubicoMove, type RubicoState } from './types.ts';

/** Cards the Centurion has taken so far this turn (forced ones not counted). */
export function takenCount(s: RubicoState): number {
  let t = 0;
  for (const a of s.taken) t += a.length;
  return t;
}

/** Cards the Centurion could take at most now (2 per seat, covered ones excluded). */
function capacity(s: RubicoState): number {
  let c = 0;
  for (let seat = 0; seat < s.n; seat++) {
    if (seat === s.centurion) continue;
    const free = s.hands[seat].length - (s.covered[seat] >= 0 ? 1 : 0);
    c += free < 2 ? free : 2;
  }
  return c;
}

/** `need` capped at what can be taken now: the Centurion must take exactly this many. */
export function needNow(s: RubicoState): number {
  const c = capacity(s);
  return s.need < c ? s.need : c;
}

/** Turn start: shuffle every Marcia card in play into the deck and deal; the rows are laid out. */
export function startTurn(c: RubicoContext): void {
  const s = c.s;
  const n = s.n;
  const deck = c.rng.shuffle(cardsInPlay(n));
  const k = drawPerTurn(n);
  const hands: number[][] = [];
  const placed: boolean[] = [];
  const covered: number[] = [];
  const taken: number[][] = [];
  const forced: number[][] = [];
  for (let i = 0; i < n; i++) {
    hands.push([]);
    placed.push(false);
    covered.push(-1);
    taken.push([]);
    forced.push([]);
  }
  const queue: Seat[] = [];
  for (let j = 1; j < n; j++) {
    const seat = (s.centurion + j) % n;
    queue.push(seat);
    const h = hands[seat];
    for (let d = 0; d < k; d++) h.push(deck.pop() as number);
  }
  s.turn += 1;
  s.deck = deck;
  s.hands = hands;
  s.placed = placed;
  s.covered = covered;
  s.taken = taken;
  s.forced = forced;
  s.played = [];
  s.discard = [];
  // Senate cards flipped in the last turn act in this one.
  s.active = s.flipped;
  s.flipped = [];
  s.vesta = false;
  s.iuno = false;
  s.need = stepsToNextCastrum(n, s.pos) + 2;
  c.goto('suggest');
  s.queue = queue;
  s.qi = 0;
  c.log('rubico.log.turnStart', { turn: s.turn, centurion: s.centurion, need: s.need });
  if (s.active.length > 0) {
    c.log('rubico.log.senateActive', { effects: s.active.map((p) => SENATE_CARDS[s.senate[p]].effect) });
  }
}

/** Each seat but the Centurion lays out its row in private; the first card is the suggested one. */
export const suggestStep: RubicoStepDef = {
  kind: DECISION_KINDS.suggest,
  seat: actor,
  secret: true,
  moves(s, seat) {
    // One canonical order per suggested card (the rest keep their draw order): the order of
    // the non-suggested cards has no effect in the rules, any permutation is legal in apply.
    const k = s.hands[seat].length;
    const powers = powerOptions(s, seat, true, k);
    const out: RubicoMove[] = [];
    for (let first = 0; first < k; first++) {
      const order = [first];
      for (let i = 0; i < k; i++) if (i !== first) order.push(i);
      out.push({ type: 'suggest', order });
      for (const power of powers) out.push({ type: 'suggest', order, power });
    }
    return out;
  },
  on: { suggest },
};

/** A row laid out (and maybe a power played); after the last row the Centurion chooses. */
function suggest(c: RubicoContext, move: Extract<RubicoMove, { type: 'suggest' }>, seat: Seat): string | null | void {
  const s = c.s;
  const { order, power } = move;
  const hand = s.hands[seat];
  const k = hand.length;
  if (!Array.isArray(order) || order.length !== k) return 'rubico.error.badOrder';
  const seen = new Array<boolean>(k).fill(false);
  for (const i of order) {
    if (!Number.isInteger(i) || i < 0 || i >= k || seen[i]) return 'rubico.error.badOrder';
    seen[i] = true;
  }
  const played = power !== undefined && power !== null;
  if (played) {
    const why = checkPower(s, seat, power, true, k);
    if (why) return why;
  }
  const hands = s.hands.slice();
  hands[seat] = order.map((i) => hand[i]);
  s.hands = hands;
  const placed = s.placed.slice();
  placed[seat] = true;
  s.placed = placed;
  c.log('rubico.log.suggested', { seat });
  if (played) {
    // A power play is public and cannot be taken back: an undo barrier.
    c.barrier();
    if (playPower(c, seat, power, 'suggest')) return c.endAll();
  }
  s.qi += 1;
  if (s.qi >= s.queue.length) {
    c.goto('choose');
    s.queue = [];
    s.qi = 0;
  }
}

function take(c: RubicoContext, t: Seat, slot: number): string | null {
  const s = c.s;
  if (!Number.isInteger(t) || t < 0 || t >= s.n || t === s.centurion) return 'rubico.error.badSeat';
  if (!Number.isInteger(slot) || slot < 0 || slot >= s.hands[t].length) return 'rubico.error.badSlot';
  if (s.covered[t] === slot) return 'rubico.error.covered';
  if (s.taken[t].includes(slot)) return 'rubico.error.alreadyTaken';
  if (s.taken[t].length >= 2) return 'rubico.error.seatLimit';
  if (takenCount(s) >= needNow(s)) return 'rubico.error.needReached';
  const taken = s.taken.slice();
  taken[t] = [...taken[t], slot];
  s.taken = taken;
  return null;
}

function untake(c: RubicoContext, t: Seat, slot: number): string | null {
  const s = c.s;
  if (!Number.isInteger(t) || t < 0 || t >= s.n || t === s.centurion) return 'rubico.error.badSeat';
  if (!Number.isInteger(slot) || !s.taken[t].includes(slot)) return 'rubico.error.notTaken';
  const taken = s.taken.slice();
  taken[t] = taken[t].filter((x) => x !== slot);
  s.taken = taken;
  return null;
}

/** Done choosing: the seats still holding a power card (clockwise) may play it, or the reveal. */
function confirm(c: RubicoContext): string | null {
  const s = c.s;
  if (takenCount(s) !== needNow(s)) return 'rubico.error.needNotReached';
  c.log('rubico.log.choice', { taken: s.taken.map((a) => a.slice()), total: takenCount(s) });
  const queue: Seat[] = [];
  if (s.n > 3) {
    for (let j = 1; j < s.n; j++) {
      const seat = (s.centurion + j) % s.n;
      if (heldPower(s, seat) !== null) queue.push(seat);
    }
  }
  c.goto(queue.length === 0 ? 'reveal' : 'power');
  s.queue = queue;
  s.qi = 0;
  return null;
}

/** The Centurion's choice, at the table: take and give back cards, then confirm. */
export const chooseStep: RubicoStepDef = {
  kind: DECISION_KINDS.choose,
  seat: actor,
  secret: false,
  moves(s) {
    const out: RubicoMove[] = [];
    if (takenCount(s) === needNow(s)) out.push({ type: 'confirm' });
    else {
      for (let t = 0; t < s.n; t++) {
        if (t === s.centurion || s.taken[t].length >= 2) continue;
        const h = s.hands[t];
        for (let slot = 0; slot < h.length; slot++) {
          if (s.covered[t] === slot || s.taken[t].includes(slot)) continue;
          out.push({ type: 'take', seat: t, slot });
        }
      }
    }
    return out;
  },
  on: {
    take: (c, m) => take(c, m.seat, m.slot),
    untake: (c, m) => untake(c, m.seat, m.slot),
    confirm: (c) => confirm(c),
  },
};

/** After the reveal: the Centurion passes the card clockwise and the next turn starts. */
export const endTurnStep: RubicoStepDef = {
  kind: DECISION_KINDS.endTurn,
  seat: actor,
  secret: false,
  moves: () => [{ type: 'next' }],
  on: {
    next(c) {
      c.s.centurion = (c.s.centurion + 1) % c.s.n;
      startTurn(c);
      c.barrier();
    },
  },
};
