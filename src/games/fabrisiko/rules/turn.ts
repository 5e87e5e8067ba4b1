// The turn as the rulebook's summary table lists it: 1-A draw (1 card for every 3 territories),
// Marischio's Carnevale, 1-B the obligatory event card, 2 placing last turn's purchases, 3 buying,
// 4 invasion, battles and friendly moves (movement.ts, battle.ts), 5 collecting resources; then
// the next player anticlockwise, and at the end of a global turn the victory check.
import { drawCards, discardCards } from '../../../engine/decks.ts';
import type { Seat } from '../../../engine/types.ts';
import {
  CARD_BY_KIND, CARNEVALE, COMBAT, DOMINIO, PIECES, PIECE_KINDS, TERRITORIES, isAir, isEvent, kindOf, rowFor, type PieceKind,
} from '../content/index.ts';
import { FABRIANO_NODE, TERRITORY_COUNT, addUnits, hasSheet, homeOf, inBox, isRidge, territoriesOf, unitsOnBoard } from './board.ts';
import type { FabContext } from './context.ts';
import { endGlobalTurn } from './victory.ts';
import { pendingBattles } from './battle.ts';
import type { FabState } from './types.ts';

export const activeSeat = (s: FabState): Seat => s.order[s.turnIdx];

/** Draws for a seat, reshuffling the discards when the deck runs out (ruling). */
export function drawFor(c: FabContext, seat: Seat, count: number): void {
  if (count <= 0) return;
  c.barrier(); // the drawer sees cards it did not know
  const r = drawCards(c.s.deck, count, c.rng);
  c.s.deck = r.deck;
  c.s.hands[seat] = c.s.hands[seat].concat(r.cards);
  if (r.reshuffled) c.log('fabrisiko.log.reshuffle');
  c.log('fabrisiko.log.draw', { seat, count: r.cards.length });
}

export function discard(c: FabContext, cards: readonly string[]): void {
  c.s.deck = discardCards(c.s.deck, cards);
}

/** Takes a card out of a hand; false when the seat does not hold it. */
export function takeFromHand(s: FabState, seat: Seat, card: string): boolean {
  const i = s.hands[seat].indexOf(card);
  if (i < 0) return false;
  s.hands[seat] = s.hands[seat].filter((_, j) => j !== i);
  return true;
}

/** Resources gained: only a seat holding its sheet accumulates them (ruling). */
export function gain(c: FabContext, seat: Seat, n: number, why: string): void {
  if (n <= 0 || !hasSheet(c.s, seat)) return;
  c.s.res[seat] += n;
  c.log('fabrisiko.log.gain', { seat, n, why });
}
export function pay(c: FabContext, seat: Seat, n: number, why: string): void {
  const paid = Math.min(n, c.s.res[seat]);
  if (paid <= 0) return;
  c.s.res[seat] -= paid;
  c.log('fabrisiko.log.pay', { seat, n: paid, why });
}

const isOut = (s: FabState, seat: Seat): boolean => territoriesOf(s, seat) === 0 && unitsOnBoard(s, seat) === 0;

/** Starts the active player's turn: phase 1-A, then Carnevale or the event card. */
export function beginTurn(c: FabContext): void {
  const s = c.s;
  for (let guard = 0; guard < s.n && isOut(s, activeSeat(s)); guard++) {
    c.log('fabrisiko.log.out', { seat: activeSeat(s) });
    if (advance(c)) return;
  }
  const seat = activeSeat(s);
  Object.assign(s, { crescita: false, marchigiano: false, fabrianoBarred: false, swaps: 0, rerollsUsed: 0, rerollsExtra: 0, colleUsed: false, revoltAt: -1, fought: [] });
  c.log('fabrisiko.log.turn', { seat, globalTurn: s.globalTurn });
  drawFor(c, seat, Math.floor(territoriesOf(s, seat) / COMBAT.cardsPerTerritories.value));
  if (s.faction[seat] === 'marischio' && s.hands[seat].length > 0) s.step = 'carnival';
  else toEvent(c);
}

/** The event kinds a seat may play now (a once-a-global-turn kind already played is barred). */
export function playableEvents(s: FabState, seat: Seat): string[] {
  return s.hands[seat].filter((id) => {
    const k = kindOf(id);
    return isEvent(k) && !(CARD_BY_KIND[k].limit === 'onceGlobalTurn' && s.eventsThisGlobal.includes(k));
  });
}

export function carnival(c: FabContext, use: boolean): void {
  if (use) {
    const seat = activeSeat(c.s);
    const [v] = c.roll(seat, 10, 1, 'fabrisiko.roll.carnival');
    c.s.swaps = Math.min(rowFor(CARNEVALE.rows, v), c.s.hands[seat].length);
  }
  if (c.s.swaps > 0) c.s.step = 'swap';
  else toEvent(c);
}

export function swap(c: FabContext, card: string | null): string | null {
  const seat = activeSeat(c.s);
  if (card === null) c.s.swaps = 0;
  else {
    if (!takeFromHand(c.s, seat, card)) return 'fabrisiko.error.noCard';
    discard(c, [card]);
    c.log('fabrisiko.log.swap', { seat, kind: kindOf(card) });
    drawFor(c, seat, 1);
    c.s.swaps--;
  }
  if (c.s.swaps <= 0) toEvent(c);
  return null;
}

export function toEvent(c: FabContext): void {
  if (playableEvents(c.s, activeSeat(c.s)).length > 0) c.s.step = 'event';
  else toPlace(c);
}

// ---------------------------------------------------------------------------------------------
// Phase 2: placing last turn's purchases. Infantry anywhere of yours; tanks and aircraft only where
// an industrial complex stands; structures anywhere of yours, one of each kind a territory (ruling).

export function placeSpots(s: FabState, seat: Seat, kind: PieceKind): number[] {
  if (s.bought[seat][kind] <= 0) return [];
  const out: number[] = [];
  for (let t = 0; t < TERRITORY_COUNT; t++) {
    if (s.owner[t] !== seat) continue;
    if (kind === 'factory' || kind === 'aa') {
      if (!s[kind][t]) out.push(t);
    } else if (kind === 'inf' || s.factory[t]) out.push(t);
  }
  return out;
}

export function toPlace(c: FabContext): void {
  const s = c.s;
  const seat = activeSeat(s);
  if (hasSheet(s, seat) && PIECE_KINDS.some((k) => placeSpots(s, seat, k).length > 0)) s.step = 'place';
  else toBuy(c);
}

export function place(c: FabContext, kind: PieceKind, at: number): string | null {
  const s = c.s;
  const seat = activeSeat(s);
  if (!placeSpots(s, seat, kind).includes(at)) return 'fabrisiko.error.cannotPlace';
  s.bought[seat][kind]--;
  if (kind === 'factory' || kind === 'aa') s[kind][at] = true;
  else addUnits(s, seat, kind, at, 1);
  c.log('fabrisiko.log.place', { seat, kind, at });
  if (!PIECE_KINDS.some((k) => placeSpots(s, seat, k).length > 0)) toBuy(c);
  return null;
}

// ---------------------------------------------------------------------------------------------
// Phase 3: buying, as much as the resources pay for, while pieces are left in the box.

export function buyable(s: FabState, seat: Seat): PieceKind[] {
  if (!hasSheet(s, seat)) return [];
  return PIECE_KINDS.filter((k) => PIECES[k].cost <= s.res[seat] && inBox(s, seat, k) > 0);
}

export function toBuy(c: FabContext): void {
  if (buyable(c.s, activeSeat(c.s)).length > 0) c.s.step = 'buy';
  else c.s.step = 'invade';
}

export function buy(c: FabContext, kind: PieceKind): string | null {
  const s = c.s;
  const seat = activeSeat(s);
  if (!buyable(s, seat).includes(kind)) return 'fabrisiko.error.cannotBuy';
  s.res[seat] -= PIECES[kind].cost;
  s.bought[seat][kind]++;
  c.log('fabrisiko.log.buy', { seat, kind });
  if (buyable(s, seat).length === 0) s.step = 'invade';
  return null;
}

/** After the invasion moves: the battles, or straight to the friendly moves. */
export function toBattles(c: FabContext): void {
  c.s.step = pendingBattles(c.s).length > 0 ? 'battles' : 'regroup';
}

// ---------------------------------------------------------------------------------------------
// End of the turn: aircraft not over a territory of their own are lost; phase 5; the next player.

export function endTurn(c: FabContext): void {
  const s = c.s;
  const seat = activeSeat(s);
  for (const u of s.units) {
    if (u.o === seat && isAir(u.k) && (isRidge(u.at) || s.owner[u.at] !== seat)) {
      c.log('fabrisiko.log.aircraftLost', { seat, kind: u.k, n: u.n, at: u.at });
      u.n = 0;
    }
  }
  s.units = s.units.filter((u) => u.n > 0);
  // Stacks that moved alike merge again for the next turn.
  const moved = s.units;
  s.units = [];
  for (const u of moved) addUnits(s, u.o, u.k, u.at, u.n);
  collect(c, seat);
  if (advance(c)) return;
  beginTurn(c);
}

/** Phase 5: every territory's resources, Crescita economica, Albacina's Dominio industriale. */
export function collect(c: FabContext, seat: Seat): void {
  const s = c.s;
  if (!hasSheet(s, seat)) {
    c.log('fabrisiko.log.noSheet', { seat });
    return;
  }
  let total = 0;
  let frazioni = 0;
  for (let t = 0; t < TERRITORY_COUNT; t++) {
    if (s.owner[t] !== seat) continue;
    total += TERRITORIES[t].resources;
    if (t !== FABRIANO_NODE) frazioni++;
  }
  gain(c, seat, total, 'fabrisiko.why.collect');
  if (s.crescita) gain(c, seat, frazioni + (s.owner[FABRIANO_NODE] === seat ? 3 : 0), 'fabrisiko.why.crescita');
  if (s.faction[seat] === 'albacina') {
    const [v] = c.roll(seat, 10, 1, 'fabrisiko.roll.dominio');
    gain(c, seat, rowFor(DOMINIO.rows, v), 'fabrisiko.why.dominio');
  }
}

/** Moves to the next player; at the end of a global turn checks victory. True when the game ended. */
export function advance(c: FabContext): boolean {
  const s = c.s;
  s.turnIdx++;
  if (s.turnIdx >= s.n) {
    s.turnIdx = 0;
    if (endGlobalTurn(c)) return true;
  }
  return false;
}

export { homeOf };
