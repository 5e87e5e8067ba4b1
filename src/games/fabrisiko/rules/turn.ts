// The turn as the rulebook's summary table lists it: 1-A draw (1 card for every 3 territories),
// Marischio's Carnevale, 1-B the obligatory event card, 2 placing last turn's purchases, 3 buying,
// 4 invasion, battles and friendly moves (movement.ts, battle.ts), 5 collecting resources; then
// the next player anticlockwise, and at the end of a global turn the victory check.
import type { Seat } from '../../../engine/types.ts';
import { TERRITORIES } from '../content/map.ts';
import { COMBAT, PIECES, PIECE_KINDS, isAir, rowFor, type PieceKind } from '../content/pieces.ts';
import { CARD_BY_KIND, isEvent, kindOf } from '../content/cards.ts';
import { CARNEVALE, DOMINIO } from '../content/factions.ts';
import {
  FABRIANO_NODE, NODE_COUNT, TERRITORY_COUNT, activeSeat, addUnits, allPiecesOut, hasSheet, homeOf, isRidge, territoriesOf, unitsOnBoard, withCount,
} from './board.ts';
import type { FabContext } from './context.ts';
import { discard, drawFor, takeFromHand } from './hands.ts';
import { gain } from './resources.ts';
import { endGlobalTurn } from './victory.ts';
import type { FabState, Stack } from './types.ts';

/** The steps a turn goes through before the battles, in order (each skipped when it has nothing to decide). */
export type TurnStep = 'carnival' | 'swap' | 'event' | 'place' | 'buy' | 'invade';

const isOut = (s: FabState, seat: Seat): boolean => territoriesOf(s, seat) === 0 && unitsOnBoard(s, seat) === 0;

/**
 * Starts the active player's turn: phase 1-A, then Carnevale or the event card. Returns the
 * turn's first step, or null when the game ended on the way (players out of the game skipped).
 */
export function beginTurn(c: FabContext): TurnStep | null {
  const s = c.s;
  for (let guard = 0; guard < s.n && isOut(s, activeSeat(s)); guard++) {
    c.log('fabrisiko.log.out', { seat: activeSeat(s) });
    if (advance(c)) return null;
  }
  const seat = activeSeat(s);
  s.crescita = false;
  s.marchigiano = false;
  s.fabrianoBarred = false;
  s.swaps = 0;
  s.rerollsUsed = 0;
  s.rerollsExtra = 0;
  s.colleUsed = false;
  s.revoltAt = -1;
  s.fought = [];
  c.log('fabrisiko.log.turn', { seat, globalTurn: s.globalTurn });
  drawFor(c, seat, Math.floor(territoriesOf(s, seat) / COMBAT.cardsPerTerritories.value));
  return s.faction[seat] === 'marischio' && s.hands[seat].length > 0 ? 'carnival' : eventOrLater(s);
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
  c.goto(c.s.swaps > 0 ? 'swap' : eventOrLater(c.s));
}

export function swap(c: FabContext, card: string | null): string | null {
  const seat = activeSeat(c.s);
  if (card === null) c.s.swaps = 0;
  else {
    if (!takeFromHand(c, seat, card)) return 'fabrisiko.error.noCard';
    discard(c, [card]);
    c.log('fabrisiko.log.swap', { seat, kind: kindOf(card) });
    drawFor(c, seat, 1);
    c.s.swaps--;
  }
  if (c.s.swaps <= 0) c.goto(eventOrLater(c.s));
  return null;
}

/** Phase 1-B when the player holds an event it may play, else what follows. */
export const eventOrLater = (s: FabState): TurnStep => (playableEvents(s, activeSeat(s)).length > 0 ? 'event' : placeOrLater(s));

// ---------------------------------------------------------------------------------------------
// Phase 2: placing last turn's purchases. Infantry anywhere of yours; tanks and aircraft only where
// an industrial complex stands; structures anywhere of yours, one of each kind a territory (ruling).

export function placeSpots(s: FabState, seat: Seat, kind: PieceKind): number[] {
  if (s.bought[seat][kind] <= 0) return [];
  const out: number[] = [];
  const structures = kind === 'factory' ? s.factory : kind === 'aa' ? s.aa : null;
  for (let t = 0; t < TERRITORY_COUNT; t++) {
    if (s.owner[t] !== seat) continue;
    if (structures) {
      if (!structures[t]) out.push(t);
    } else if (kind === 'inf' || s.factory[t]) out.push(t);
  }
  return out;
}

/** Whether a piece bought can be placed on `at` (placeSpots' question for one territory). */
function canPlace(s: FabState, seat: Seat, kind: PieceKind, at: number): boolean {
  if (s.bought[seat][kind] <= 0 || !Number.isInteger(at) || at < 0 || at >= TERRITORY_COUNT || s.owner[at] !== seat) return false;
  if (kind === 'factory') return !s.factory[at];
  if (kind === 'aa') return !s.aa[at];
  return kind === 'inf' || s.factory[at];
}

/** Whether anything bought can be placed (placeSpots of every kind, without listing them). */
function anyToPlace(s: FabState, seat: Seat): boolean {
  const b = s.bought[seat];
  for (const k of PIECE_KINDS) {
    if (b[k] <= 0) continue;
    for (let t = 0; t < TERRITORY_COUNT; t++) if (canPlace(s, seat, k, t)) return true;
  }
  return false;
}

/** Phase 2 when something bought can be placed, else what follows. */
export function placeOrLater(s: FabState): TurnStep {
  const seat = activeSeat(s);
  return hasSheet(s, seat) && anyToPlace(s, seat) ? 'place' : buyOrLater(s);
}

export function place(c: FabContext, kind: PieceKind, at: number): string | null {
  const s = c.s;
  const seat = activeSeat(s);
  if (!PIECE_KINDS.includes(kind) || !canPlace(s, seat, kind, at)) return 'fabrisiko.error.cannotPlace';
  c.purchases(seat)[kind]--;
  if (kind === 'factory' || kind === 'aa') c.structures(kind)[at] = true;
  else addUnits(s, seat, kind, at, 1);
  c.log('fabrisiko.log.place', { seat, kind, at });
  if (!anyToPlace(s, seat)) c.goto(buyOrLater(s));
  return null;
}

// ---------------------------------------------------------------------------------------------
// Phase 3: buying, as much as the resources pay for, while pieces are left in the box.

export function buyable(s: FabState, seat: Seat): PieceKind[] {
  if (!hasSheet(s, seat)) return [];
  const res = s.res[seat];
  // Pieces out of the box counted once for every kind (board.ts piecesOut, kind by kind, scans the board each time).
  let out: Record<PieceKind, number> | null = null;
  const kinds: PieceKind[] = [];
  for (const k of PIECE_KINDS) {
    if (PIECES[k].cost > res) continue;
    out ??= allPiecesOut(s, seat);
    if (PIECES[k].perColour - out[k] > 0) kinds.push(k);
  }
  return kinds;
}

/** Whether a kind is left in the box that `res` pays for, the pieces out counted (`allPiecesOut`). */
function affordable(out: Record<PieceKind, number>, res: number): boolean {
  for (const k of PIECE_KINDS) if (PIECES[k].cost <= res && PIECES[k].perColour - out[k] > 0) return true;
  return false;
}

/** Phase 3 when something can be bought, else the invasion. */
export const buyOrLater = (s: FabState): TurnStep => (buyable(s, activeSeat(s)).length > 0 ? 'buy' : 'invade');

export function buy(c: FabContext, kind: PieceKind): string | null {
  const s = c.s;
  const seat = activeSeat(s);
  if (!hasSheet(s, seat) || !PIECE_KINDS.includes(kind)) return 'fabrisiko.error.cannotBuy';
  // The pieces out of the box counted once: before the purchase, then with it (buyable's question, twice).
  const out = allPiecesOut(s, seat);
  if (PIECES[kind].cost > s.res[seat] || PIECES[kind].perColour - out[kind] <= 0) return 'fabrisiko.error.cannotBuy';
  c.resources()[seat] -= PIECES[kind].cost;
  c.purchases(seat)[kind]++;
  out[kind]++;
  c.log('fabrisiko.log.buy', { seat, kind });
  if (!affordable(out, s.res[seat])) c.goto('invade');
  return null;
}

// ---------------------------------------------------------------------------------------------
// End of the turn: aircraft not over a territory of their own are lost; phase 5; the next player.

/**
 * Scratch space of endTurn's merge, cleared within the call: by node, owner (up to 8) and kind,
 * one plus the index of the merged stack.
 */
const FIRST = new Int32Array(NODE_COUNT * 8 * 4);

/** Ends the turn (phase 5 included) and begins the next player's: its first step, or null when the game is over. */
export function endTurn(c: FabContext): TurnStep | null {
  const s = c.s;
  const seat = activeSeat(s);
  const moved: Stack[] = [];
  for (const u of s.units) {
    if (u.o === seat && isAir(u.k) && (isRidge(u.at) || s.owner[u.at] !== seat)) {
      c.log('fabrisiko.log.aircraftLost', { seat, kind: u.k, n: u.n, at: u.at });
    } else if (u.n > 0) moved.push(u);
  }
  // Stacks of an owner and kind on a node merge again, unmoved, for the next turn (in the order
  // of each one's first stack, as adding them one by one would; a stack already alone and
  // unmoved is kept as it is).
  const merged: Stack[] = [];
  for (const u of moved) {
    const key = (u.at * 8 + u.o) * 4 + (u.k === 'inf' ? 0 : u.k === 'tank' ? 1 : u.k === 'fighter' ? 2 : 3);
    const i = FIRST[key] - 1;
    if (i < 0) {
      FIRST[key] = merged.length + 1;
      merged.push(u.mv === 0 && u.from === -1 ? u : { o: u.o, k: u.k, at: u.at, n: u.n, mv: 0, from: -1 });
    } else merged[i] = withCount(merged[i], merged[i].n + u.n);
  }
  for (const u of merged) FIRST[(u.at * 8 + u.o) * 4 + (u.k === 'inf' ? 0 : u.k === 'tank' ? 1 : u.k === 'fighter' ? 2 : 3)] = 0;
  s.units = merged;
  collect(c, seat);
  if (advance(c)) return null;
  return beginTurn(c);
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
