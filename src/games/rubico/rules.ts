// Rubico rules as pure functions over plain JSON state (DESIGN.md, "Rules of the house").
// Rulebook: ../shared/rules/rubico.it.txt; our readings of its gaps are in content.ts RULINGS.
//
// State is JSON: numbers, strings, booleans, arrays, plain objects, null (never undefined).
// `apply` never mutates its input: it copies the parts it changes (shallowly) and shares the rest.
import type { ApplyResult, GameRules, Json, Outcome, PendingDecision, Seat, Viewer } from '../../engine/types.ts';
import { Rng, seedRng, type RngState } from '../../engine/rng.ts';
import {
  MARCIA_CARDS,
  POWER_IDS,
  SENATE_CARDS,
  SENATE_WIN,
  SETUP_TABLE,
  activeTrack,
  type CellKind,
  type Faction,
  type Legion,
  type MarciaKind,
  type PlayerCount,
  type PowerCard,
  type SenateEffect,
} from './content.ts';

export type { Faction, Legion, MarciaKind, PowerCard, SenateEffect, CellKind } from './content.ts';

// =============================================================================================
// Types

export interface RubicoOptions {
  /** Seat that holds the Centurion card in the first turn. */
  firstCenturion: number;
}

/** A power card play. `slot` always means a position in a row (after the row is laid out). */
export type PowerUse =
  /** Suggest step only: cover one of your own row's cards; the Centurion cannot take it. */
  | { card: 'venus' | 'eris'; slot: number }
  /** Suggest or power step: move Caesar one counted cell forward (1) or back (-1). */
  | { card: 'fortuna'; dir: 1 | -1 }
  /** Suggest or power step: cancel Senate effects, Pompeo and Giano cards this turn. */
  | { card: 'vesta' }
  /** Suggest or power step: +2 red and +1 Pompeo this turn. */
  | { card: 'iuno' }
  /** Power step only: the Centurion must also take this face-down card of another player. */
  | { card: 'minerva' | 'cibelis'; seat: Seat; slot: number }
  /** Power step only: look at one untaken face-down card of another player. */
  | { card: 'roma'; seat: Seat; slot: number };

export type RubicoMove =
  /** Role step (seen your role) and peek step (seen the peeked card). */
  | { type: 'ack' }
  /**
   * Suggest step: lay out the drawn cards. `order` is a permutation of the positions of your
   * drawn cards (as listed in your view's `me.hand`); the new row is `order.map(i => hand[i])`
   * and its first card (row slot 0) is the suggested one.
   */
  | { type: 'suggest'; order: number[]; power?: PowerUse }
  /** Choose step (Centurion, on the table): take / give back one face-down card of a row. */
  | { type: 'take'; seat: Seat; slot: number }
  | { type: 'untake'; seat: Seat; slot: number }
  /** Choose step: done; legal when exactly `needNow` cards are taken. */
  | { type: 'confirm' }
  /** Power step: play your power card now, or pass (null). */
  | { type: 'power'; use: PowerUse | null }
  /** Reveal step (Centurion, on the table). */
  | { type: 'reveal' }
  /** End of turn (Centurion, on the table): pass the Centurion card and start the next turn. */
  | { type: 'next' };

export type RubicoStep = 'roles' | 'suggest' | 'choose' | 'power' | 'peek' | 'reveal' | 'endTurn' | 'over';

export const DECISION_KINDS = {
  roles: 'rubico.step.roles',
  suggest: 'rubico.step.suggest',
  choose: 'rubico.step.choose',
  power: 'rubico.step.power',
  peek: 'rubico.step.peek',
  reveal: 'rubico.step.reveal',
  endTurn: 'rubico.step.endTurn',
} as const;

export const REASON_KEYS = [
  'rubico.error.gameOver',
  'rubico.error.notYourTurn',
  'rubico.error.badMove',
  'rubico.error.wrongStep',
  'rubico.error.badOrder',
  'rubico.error.noPower',
  'rubico.error.powerNotNow',
  'rubico.error.badSeat',
  'rubico.error.badSlot',
  'rubico.error.covered',
  'rubico.error.alreadyTaken',
  'rubico.error.notTaken',
  'rubico.error.seatLimit',
  'rubico.error.needReached',
  'rubico.error.needNotReached',
  'rubico.error.fortunaAtStart',
] as const;
export type ReasonKey = (typeof REASON_KEYS)[number];

export const LOG_KEYS = [
  'rubico.log.setup',
  'rubico.log.recognition',
  'rubico.log.turnStart',
  'rubico.log.senateActive',
  'rubico.log.suggested',
  'rubico.log.power',
  'rubico.log.powerPassed',
  'rubico.log.choice',
  'rubico.log.reveal',
  'rubico.log.caesarMoved',
  'rubico.log.senateFlipped',
  'rubico.log.win',
] as const;
export type LogKey = (typeof LOG_KEYS)[number];

export interface LogEntry {
  key: LogKey;
  /** Only public facts: seat numbers, counts, public card kinds and ids. */
  params: { [key: string]: Json };
}

export interface CardRef {
  /** Unique card id from content.ts (e.g. "marcia-red-03"). */
  id: string;
  kind: MarciaKind;
}

export interface UsedPower {
  seat: Seat;
  card: PowerCard;
  turn: number;
  step: 'suggest' | 'power';
  /** Public target of the play, or null (vesta, iuno). Never the peeked card's identity. */
  seatTarget: Seat | null;
  slot: number | null;
  dir: 1 | -1 | null;
}

export interface RevealedCard extends CardRef {
  /** What the card counted as: its own kind, the kind a Giano copied, or null for no effect. */
  counts: MarciaKind | null;
  /** Why a card had no effect: a Giano revealed first, or cancelled by Vesta. */
  note: 'gianoFirst' | 'cancelled' | null;
}

export interface RevealSummary {
  turn: number;
  /** The cards in the order revealed, with Giano resolved. */
  cards: RevealedCard[];
  /** The extraDraw Senate effect added one card from the deck. */
  extraDrawn: boolean;
  /** Cards discarded unseen by the discardRandom Senate effect (0 or 1); identity not shown. */
  discardedUnseen: number;
  /** Vesta was played this turn. */
  vesta: boolean;
  /** Virtual cards from Senate effects and Iuno (after Vesta). */
  virtual: { red: number; blue: number; pompeo: number };
  /** Totals, cards + virtual. */
  red: number;
  blue: number;
  pompeo: number;
  /** max(0, red - blue). */
  steps: number;
  /** Cells actually moved (stops at the first Castrum reached). */
  moved: number;
  from: number;
  to: number;
  stoppedAtCastrum: boolean;
  /** Senate cards the reveal called for (one per Pompeo, one for enough blue). */
  senateCalls: number;
  /** Senate row positions flipped this turn, in order. */
  senateFlipped: number[];
  winner: Faction | null;
}

export interface RubicoState {
  rng: RngState;
  n: number;
  firstCenturion: Seat;
  /** 0 during the role step, then 1, 2, ... */
  turn: number;
  step: RubicoStep;
  /** Seats deciding in turn in the current sequential step, and whose turn it is. */
  queue: Seat[];
  qi: number;
  centurion: Seat;
  roles: Faction[];
  /** Power card dealt to each seat (null at 3 players). */
  powers: (PowerCard | null)[];
  powerUsed: boolean[];
  /** Caesar's position: index into activeTrack(n). */
  pos: number;
  /** Steps to the next Castrum + 2, computed at the start of the turn. */
  need: number;
  /** Marcia card indices (into MARCIA_CARDS), top of the deck last. */
  deck: number[];
  /** Each seat's drawn cards in row order; -1 where a card has left the row at the reveal. */
  hands: number[][];
  placed: boolean[];
  /** Row slot covered by Venus/Eris, or -1. */
  covered: number[];
  /** Slots taken by the Centurion, per seat. */
  taken: number[][];
  /** Slots forced by Minerva/Cibelis, per seat. */
  forced: number[][];
  /** Cards revealed this turn, in order. */
  played: number[];
  /** Cards discarded unseen this turn. */
  discard: number[];
  /** Senate row: indices into SENATE_CARDS; row[0] is the void card. */
  senate: number[];
  /** Face-up Senate cards: always the first `senateUp` of the row. */
  senateUp: number;
  /** Turn in which each face-up Senate card was flipped. */
  senateTurn: number[];
  /** Row positions whose effects are active this turn (flipped in the previous turn). */
  active: number[];
  /** Row positions flipped this turn (active next turn). */
  flipped: number[];
  vesta: boolean;
  iuno: boolean;
  usedPowers: UsedPower[];
  /** Roma peeks: private to `by`. */
  peeks: { by: Seat; turn: number; seat: Seat; slot: number; card: number }[];
  lastReveal: RevealSummary | null;
  log: LogEntry[];
  winner: Faction | null;
}

// ---- views -----------------------------------------------------------------------------------

export interface TrackCellView {
  id: string;
  kind: CellKind;
  /** Player count from which the cell counts (3 = always). */
  minPlayers: PlayerCount;
  name: { it: string; en: string } | null;
}

export interface RowView {
  seat: Seat;
  /** Cards in front of the seat this turn (0 for the Centurion). */
  count: number;
  /** The row is laid out (suggest move made). */
  placed: boolean;
  /** Suggested slot (0 once placed), or null. */
  suggested: number | null;
  /** Slot covered by Venus/Eris, or null. */
  covered: number | null;
  /** Slots the Centurion took. */
  taken: number[];
  /** Slots forced by Minerva/Cibelis. */
  forced: number[];
  /** Slots whose card left the row at the reveal (taken and forced cards). */
  gone: number[];
}

export type SenateSlotView =
  | { pos: number; faceUp: false }
  | {
      pos: number;
      faceUp: true;
      id: string;
      effect: SenateEffect;
      legions: Legion[];
      /** Turn in which it was flipped. */
      turn: number;
      /** Its effect applies in the current turn. */
      active: boolean;
    };

export interface SeatPublic {
  seat: Seat;
  /** The seat still holds an unused power card (identity hidden). */
  holdsPower: boolean;
  /** The power card this seat used, if any (public once played). */
  used: PowerCard | null;
}

export interface FinalReveal {
  roles: Faction[];
  /** Dealt power card per seat (null at 3 players). */
  powers: (PowerCard | null)[];
  /** Cards still in each row (null where a card has left). */
  hands: (CardRef | null)[][];
  deck: CardRef[];
  discardedUnseen: CardRef[];
  senate: { pos: number; id: string; effect: SenateEffect; legions: Legion[] }[];
}

export interface PeekView {
  turn: number;
  seat: Seat;
  slot: number;
  card: CardRef;
}

export interface HandCardView extends CardRef {
  slot: number;
  taken: boolean;
  forced: boolean;
  covered: boolean;
}

/** What only one seat may see: present in view(state, seat) only. */
export interface SeatSecrets {
  seat: Seat;
  role: Faction;
  /** Your unused power card, or null (none dealt, or already used). */
  power: PowerCard | null;
  /**
   * Your cards this turn. Before you lay out your row these are your drawn cards in draw order
   * (the positions `order` refers to); afterwards they are in row order (slot = row slot).
   * Cards that left the row at the reveal are not listed.
   */
  hand: HandCardView[];
  /** True at 5 and 7 players: the Senate's recognition happened in the role step. */
  recognitionHappened: boolean;
  /**
   * Blue seats at 5/7 players: the other blue seats. Red seats and games at 3, 4, 6 players:
   * null (red seats are not told who is blue).
   */
  allies: Seat[] | null;
  /** The card you are looking at through Roma (peek step), or null. */
  pendingPeek: PeekView | null;
  /** All cards you have looked at through Roma. */
  peeks: PeekView[];
}

export interface RubicoView {
  viewer: Viewer;
  playerCount: number;
  turn: number;
  step: RubicoStep;
  decision: PendingDecision | null;
  centurion: Seat;
  /** The cells that count at this player count, in order; `caesar` indexes it. */
  track: TrackCellView[];
  caesar: number;
  /** Steps to the next Castrum + 2, as computed at the start of the turn. */
  need: number;
  /** `need` capped at what can be taken now; the Centurion must take exactly this many. */
  needNow: number;
  /** Cards the Centurion has taken so far this turn (not counting forced ones). */
  takenCount: number;
  rows: RowView[];
  senate: SenateSlotView[];
  senateFaceDown: number;
  legionCounts: { I: number; XV: number };
  /**
   * Effects in play this turn (`senate`: Senate cards flipped in the previous turn; Vesta and
   * Iuno played this turn), and `next`: Senate cards flipped this turn, active next turn.
   */
  activeEffects: { senate: SenateEffect[]; vesta: boolean; iuno: boolean; next: SenateEffect[] };
  seats: SeatPublic[];
  usedPowers: UsedPower[];
  lastReveal: RevealSummary | null;
  deckCount: number;
  log: LogEntry[];
  outcome: Outcome | null;
  /** Everything, once the game is over; null before. */
  final: FinalReveal | null;
  /** The viewer's own secrets; null in the table view. */
  me: SeatSecrets | null;
}

// =============================================================================================
// Precomputed data

const CARD_KIND: readonly MarciaKind[] = MARCIA_CARDS.map((c) => c.kind);
const CARD_ID: readonly string[] = MARCIA_CARDS.map((c) => c.id);

/** Marcia card indices in play for n players (removed cards stay in the box). */
const CARDS_FOR: Record<number, number[]> = {};
for (const n of [3, 4, 5, 6, 7] as const) {
  const rem = SETUP_TABLE[n].marcia;
  const seen: Record<MarciaKind, number> = { giano: 0, red: 0, blue: 0, pompeo: 0 };
  const list: number[] = [];
  MARCIA_CARDS.forEach((c, i) => {
    seen[c.kind]++;
    if (seen[c.kind] > rem[c.kind]) list.push(i);
  });
  CARDS_FOR[n] = list;
}

export function cardsInPlay(n: number): readonly number[] {
  return CARDS_FOR[n];
}

export function cardRef(index: number): CardRef {
  return { id: CARD_ID[index], kind: CARD_KIND[index] };
}

export function cardKind(index: number): MarciaKind {
  return CARD_KIND[index];
}

interface TrackInfo {
  cells: TrackCellView[];
  /** True for castrum and roma cells. */
  stop: boolean[];
  roma: number;
}
const TRACKS: Record<number, TrackInfo> = {};
for (const n of [3, 4, 5, 6, 7]) {
  const cells = activeTrack(n).map((c) => ({ id: c.id, kind: c.kind, minPlayers: c.minPlayers, name: c.name }));
  TRACKS[n] = {
    cells,
    stop: cells.map((c) => c.kind === 'castrum' || c.kind === 'roma'),
    roma: cells.length - 1,
  };
}

export function trackFor(n: number): readonly TrackCellView[] {
  return TRACKS[n].cells;
}

/** Steps from `pos` to the first Castrum (or Roma) strictly ahead. */
export function stepsToNextCastrum(n: number, pos: number): number {
  const t = TRACKS[n];
  for (let i = pos + 1; i <= t.roma; i++) if (t.stop[i]) return i - pos;
  return 0;
}

export function drawPerTurn(n: number): number {
  return SETUP_TABLE[n as PlayerCount].draw;
}

// =============================================================================================
// Setup

function checkCount(n: number): void {
  if (!Number.isInteger(n) || n < 3 || n > 7) throw new RangeError(`Rubico is for 3 to 7 players, not ${n}`);
}

export function setup(options: RubicoOptions, n: number, seed: number): RubicoState {
  checkCount(n);
  const first = options?.firstCenturion;
  if (!Number.isInteger(first) || first < 0 || first >= n) {
    throw new RangeError(`firstCenturion must be a seat from 0 to ${n - 1}`);
  }
  const rng = new Rng(seedRng(seed));
  const table = SETUP_TABLE[n as PlayerCount];
  const roleDeck: Faction[] = [];
  for (let i = 0; i < 4 - table.roles.red; i++) roleDeck.push('red');
  for (let i = 0; i < 3 - table.roles.blue; i++) roleDeck.push('blue');
  const roles = rng.shuffle(roleDeck);
  let powers: (PowerCard | null)[] = Array.from({ length: n }, () => null);
  if (n > 3) powers = rng.shuffle(POWER_IDS).slice(0, n);
  const senate = [0, ...rng.shuffle([1, 2, 3, 4, 5, 6, 7])];
  const seats = Array.from({ length: n }, (_, i) => i);
  const log: LogEntry[] = [{ key: 'rubico.log.setup', params: { players: n, centurion: first } }];
  return {
    rng: rng.state,
    n,
    firstCenturion: first,
    turn: 0,
    step: 'roles',
    queue: seats,
    qi: 0,
    centurion: first,
    roles,
    powers,
    powerUsed: seats.map(() => false),
    pos: 0,
    need: 0,
    deck: cardsInPlay(n).slice(),
    hands: seats.map(() => []),
    placed: seats.map(() => false),
    covered: seats.map(() => -1),
    taken: seats.map(() => []),
    forced: seats.map(() => []),
    played: [],
    discard: [],
    senate,
    senateUp: 0,
    senateTurn: [],
    active: [],
    flipped: [],
    vesta: false,
    iuno: false,
    usedPowers: [],
    peeks: [],
    lastReveal: null,
    log,
    winner: null,
  };
}

/** Turn start: shuffle every Marcia card in play into the deck and deal. Mutates `s` (a copy). */
function startTurn(s: RubicoState): void {
  const n = s.n;
  const rng = new Rng(s.rng);
  const deck = rng.shuffle(CARDS_FOR[n]);
  const k = drawPerTurn(n);
  const hands: number[][] = [];
  for (let i = 0; i < n; i++) hands.push([]);
  const queue: Seat[] = [];
  for (let j = 1; j < n; j++) {
    const seat = (s.centurion + j) % n;
    queue.push(seat);
    const h = hands[seat];
    for (let d = 0; d < k; d++) h.push(deck.pop() as number);
  }
  s.rng = rng.state;
  s.turn += 1;
  s.deck = deck;
  s.hands = hands;
  s.placed = hands.map(() => false);
  s.covered = hands.map(() => -1);
  s.taken = hands.map(() => []);
  s.forced = hands.map(() => []);
  s.played = [];
  s.discard = [];
  s.active = s.flipped;
  s.flipped = [];
  s.vesta = false;
  s.iuno = false;
  s.need = stepsToNextCastrum(n, s.pos) + 2;
  s.step = 'suggest';
  s.queue = queue;
  s.qi = 0;
  const log = s.log.slice();
  log.push({ key: 'rubico.log.turnStart', params: { turn: s.turn, centurion: s.centurion, need: s.need } });
  if (s.active.length > 0) {
    log.push({
      key: 'rubico.log.senateActive',
      params: { effects: s.active.map((p) => SENATE_CARDS[s.senate[p]].effect) },
    });
  }
  s.log = log;
}

// =============================================================================================
// Queries

function actor(s: RubicoState): Seat {
  switch (s.step) {
    case 'roles':
    case 'suggest':
    case 'power':
    case 'peek':
      return s.queue[s.qi];
    default:
      return s.centurion;
  }
}

export function decision(s: RubicoState): PendingDecision | null {
  if (s.step === 'over') return null;
  const kind = DECISION_KINDS[s.step];
  const secret = s.step === 'roles' || s.step === 'suggest' || s.step === 'power' || s.step === 'peek';
  return { seat: actor(s), secret, kind };
}

function activeSeats(s: RubicoState): Seat[] {
  return s.step === 'over' ? [] : [actor(s)];
}

function takenCount(s: RubicoState): number {
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

export function needNow(s: RubicoState): number {
  const c = capacity(s);
  return s.need < c ? s.need : c;
}

function outcome(s: RubicoState): Outcome | null {
  if (s.winner === null) return null;
  const winners: Seat[] = [];
  s.roles.forEach((r, i) => {
    if (r === s.winner) winners.push(i);
  });
  return {
    winners,
    reasonKey: s.winner === 'red' ? 'rubico.win.caesar' : 'rubico.win.senate',
    details: { faction: s.winner },
  };
}

function legionCounts(s: RubicoState): { I: number; XV: number } {
  let I = 0;
  let XV = 0;
  for (let p = 0; p < s.senateUp; p++) {
    const l = SENATE_CARDS[s.senate[p]].legions;
    for (const x of l) {
      if (x === 'I') I++;
      else XV++;
    }
  }
  return { I, XV };
}

// =============================================================================================
// Legal moves

const SUGGEST_POWERS = new Set<PowerCard>(['venus', 'eris', 'fortuna', 'vesta', 'iuno']);
const STEP_POWERS = new Set<PowerCard>(['minerva', 'cibelis', 'roma', 'fortuna', 'vesta', 'iuno']);

function heldPower(s: RubicoState, seat: Seat): PowerCard | null {
  return s.powerUsed[seat] ? null : s.powers[seat];
}

/** The power plays open to `seat` now (the seat's own card, in this step). */
function powerOptions(s: RubicoState, seat: Seat, inSuggest: boolean, rowLength: number): PowerUse[] {
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

function legalMoves(s: RubicoState, seat: Seat): RubicoMove[] {
  if (s.step === 'over' || seat !== actor(s)) return [];
  switch (s.step) {
    case 'roles':
    case 'peek':
      return [{ type: 'ack' }];
    case 'suggest': {
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
    }
    case 'choose': {
      const out: RubicoMove[] = [];
      const total = takenCount(s);
      const limit = needNow(s);
      if (total === limit) out.push({ type: 'confirm' });
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
    }
    case 'power': {
      const out: RubicoMove[] = [{ type: 'power', use: null }];
      for (const use of powerOptions(s, seat, false, 0)) out.push({ type: 'power', use });
      return out;
    }
    case 'reveal':
      return [{ type: 'reveal' }];
    case 'endTurn':
      return [{ type: 'next' }];
  }
}

// =============================================================================================
// Apply

/**
 * A shallow copy of the state with a fixed shape (faster than a spread in hot loops); the
 * caller replaces the parts it changes with new objects, never mutating shared ones.
 */
function copy(s: RubicoState): RubicoState {
  return {
    rng: s.rng,
    n: s.n,
    firstCenturion: s.firstCenturion,
    turn: s.turn,
    step: s.step,
    queue: s.queue,
    qi: s.qi,
    centurion: s.centurion,
    roles: s.roles,
    powers: s.powers,
    powerUsed: s.powerUsed,
    pos: s.pos,
    need: s.need,
    deck: s.deck,
    hands: s.hands,
    placed: s.placed,
    covered: s.covered,
    taken: s.taken,
    forced: s.forced,
    played: s.played,
    discard: s.discard,
    senate: s.senate,
    senateUp: s.senateUp,
    senateTurn: s.senateTurn,
    active: s.active,
    flipped: s.flipped,
    vesta: s.vesta,
    iuno: s.iuno,
    usedPowers: s.usedPowers,
    peeks: s.peeks,
    lastReveal: s.lastReveal,
    log: s.log,
    winner: s.winner,
  };
}

type Result = ApplyResult<RubicoState>;
const fail = (reason: ReasonKey): Result => ({ ok: false, reason });

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

function withLog(s: RubicoState, ...entries: LogEntry[]): LogEntry[] {
  const log = s.log.slice();
  for (const e of entries) log.push(e);
  return log;
}

function apply(state: RubicoState, seat: Seat, move: RubicoMove): Result {
  if (state.step === 'over') return fail('rubico.error.gameOver');
  if (seat !== actor(state)) return fail('rubico.error.notYourTurn');
  if (move === null || typeof move !== 'object' || typeof (move as { type?: unknown }).type !== 'string') {
    return fail('rubico.error.badMove');
  }
  switch (state.step) {
    case 'roles':
      if (move.type !== 'ack') return fail('rubico.error.wrongStep');
      return applyRoleAck(state);
    case 'suggest':
      if (move.type !== 'suggest') return fail('rubico.error.wrongStep');
      return applySuggest(state, seat, move);
    case 'choose':
      if (move.type === 'take') return applyTake(state, move.seat, move.slot);
      if (move.type === 'untake') return applyUntake(state, move.seat, move.slot);
      if (move.type === 'confirm') return applyConfirm(state);
      return fail('rubico.error.wrongStep');
    case 'power':
      if (move.type !== 'power') return fail('rubico.error.wrongStep');
      return applyPowerStep(state, seat, move.use);
    case 'peek':
      if (move.type !== 'ack') return fail('rubico.error.wrongStep');
      return { ok: true, state: advancePowerQueue(copy(state)) };
    case 'reveal':
      if (move.type !== 'reveal') return fail('rubico.error.wrongStep');
      return { ok: true, state: applyReveal(state), barrier: true };
    case 'endTurn': {
      if (move.type !== 'next') return fail('rubico.error.wrongStep');
      const s = copy(state);
      s.centurion = (state.centurion + 1) % state.n;
      startTurn(s);
      return { ok: true, state: s, barrier: true };
    }
  }
  return fail('rubico.error.wrongStep');
}

function applyRoleAck(state: RubicoState): Result {
  const s = copy(state);
  s.qi = state.qi + 1;
  if (s.qi < s.queue.length) return { ok: true, state: s };
  if (s.n === 5 || s.n === 7) s.log = withLog(s, { key: 'rubico.log.recognition', params: {} });
  startTurn(s);
  return { ok: true, state: s, barrier: true };
}

/** Validates a power use's shape for `card` held by `seat`; returns a reason or null. */
function checkPower(s: RubicoState, seat: Seat, use: PowerUse, inSuggest: boolean, rowLength: number): ReasonKey | null {
  if (use === null || typeof use !== 'object' || typeof use.card !== 'string') return 'rubico.error.badMove';
  const card = heldPower(s, seat);
  if (card === null || card !== use.card) return 'rubico.error.noPower';
  if (!(inSuggest ? SUGGEST_POWERS : STEP_POWERS).has(card)) return 'rubico.error.powerNotNow';
  switch (use.card) {
    case 'venus':
    case 'eris':
      if (!isInt(use.slot) || use.slot < 0 || use.slot >= rowLength) return 'rubico.error.badSlot';
      return null;
    case 'fortuna':
      if (use.dir !== 1 && use.dir !== -1) return 'rubico.error.badMove';
      if (use.dir === -1 && s.pos === 0) return 'rubico.error.fortunaAtStart';
      return null;
    case 'vesta':
    case 'iuno':
      return null;
    case 'minerva':
    case 'cibelis':
    case 'roma': {
      const t = use.seat;
      if (!isInt(t) || t < 0 || t >= s.n || t === seat || t === s.centurion) return 'rubico.error.badSeat';
      if (!isInt(use.slot) || use.slot < 0 || use.slot >= s.hands[t].length) return 'rubico.error.badSlot';
      if (s.taken[t].includes(use.slot) || s.forced[t].includes(use.slot)) return 'rubico.error.alreadyTaken';
      if (use.card !== 'roma' && s.covered[t] === use.slot) return 'rubico.error.covered';
      return null;
    }
    default:
      return 'rubico.error.badMove';
  }
}

/** Plays a checked power use onto `s` (a copy). Returns true when the play ended the game. */
function playPower(s: RubicoState, seat: Seat, use: PowerUse, step: 'suggest' | 'power'): boolean {
  const used = s.powerUsed.slice();
  used[seat] = true;
  s.powerUsed = used;
  const rec: UsedPower = { seat, card: use.card, turn: s.turn, step, seatTarget: null, slot: null, dir: null };
  const entries: LogEntry[] = [];
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
      entries.push({ key: 'rubico.log.power', params: { seat, card: use.card, dir: use.dir } });
      entries.push({ key: 'rubico.log.caesarMoved', params: { from, to: s.pos, by: 'fortuna' } });
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
    const params: LogEntry['params'] = { seat, card: use.card };
    if (rec.seatTarget !== null) params.target = rec.seatTarget;
    if (rec.slot !== null) params.slot = rec.slot;
    entries.unshift({ key: 'rubico.log.power', params });
  }
  s.usedPowers = [...s.usedPowers, rec];
  if (won) {
    s.winner = 'red';
    s.step = 'over';
    entries.push({ key: 'rubico.log.win', params: { faction: 'red', by: 'fortuna' } });
  }
  s.log = withLog(s, ...entries);
  return won;
}

function applySuggest(state: RubicoState, seat: Seat, move: { order: number[]; power?: PowerUse }): Result {
  const hand = state.hands[seat];
  const k = hand.length;
  const order = move.order;
  if (!Array.isArray(order) || order.length !== k) return fail('rubico.error.badOrder');
  const seen = new Array<boolean>(k).fill(false);
  for (const i of order) {
    if (!isInt(i) || i < 0 || i >= k || seen[i]) return fail('rubico.error.badOrder');
    seen[i] = true;
  }
  const power = move.power;
  if (power !== undefined && power !== null) {
    const why = checkPower(state, seat, power, true, k);
    if (why) return fail(why);
  }
  const s = copy(state);
  const hands = s.hands.slice();
  hands[seat] = order.map((i) => hand[i]);
  s.hands = hands;
  const placed = s.placed.slice();
  placed[seat] = true;
  s.placed = placed;
  s.log = withLog(s, { key: 'rubico.log.suggested', params: { seat } });
  // A power play is public and cannot be taken back: it is an undo barrier.
  const played = power !== undefined && power !== null;
  if (played && playPower(s, seat, power, 'suggest')) return { ok: true, state: s, barrier: true };
  s.qi += 1;
  if (s.qi >= s.queue.length) {
    s.step = 'choose';
    s.queue = [];
    s.qi = 0;
  }
  return { ok: true, state: s, barrier: played };
}

function applyTake(state: RubicoState, t: Seat, slot: number): Result {
  if (!isInt(t) || t < 0 || t >= state.n || t === state.centurion) return fail('rubico.error.badSeat');
  if (!isInt(slot) || slot < 0 || slot >= state.hands[t].length) return fail('rubico.error.badSlot');
  if (state.covered[t] === slot) return fail('rubico.error.covered');
  if (state.taken[t].includes(slot)) return fail('rubico.error.alreadyTaken');
  if (state.taken[t].length >= 2) return fail('rubico.error.seatLimit');
  if (takenCount(state) >= needNow(state)) return fail('rubico.error.needReached');
  const taken = state.taken.slice();
  taken[t] = [...taken[t], slot];
  const s = copy(state);
  s.taken = taken;
  return { ok: true, state: s };
}

function applyUntake(state: RubicoState, t: Seat, slot: number): Result {
  if (!isInt(t) || t < 0 || t >= state.n || t === state.centurion) return fail('rubico.error.badSeat');
  if (!isInt(slot) || !state.taken[t].includes(slot)) return fail('rubico.error.notTaken');
  const taken = state.taken.slice();
  taken[t] = taken[t].filter((x) => x !== slot);
  const s = copy(state);
  s.taken = taken;
  return { ok: true, state: s };
}

function applyConfirm(state: RubicoState): Result {
  if (takenCount(state) !== needNow(state)) return fail('rubico.error.needNotReached');
  const s = copy(state);
  s.log = withLog(s, {
    key: 'rubico.log.choice',
    params: { taken: s.taken.map((a) => a.slice()), total: takenCount(s) },
  });
  const queue: Seat[] = [];
  if (s.n > 3) {
    for (let j = 1; j < s.n; j++) {
      const seat = (s.centurion + j) % s.n;
      if (heldPower(s, seat) !== null) queue.push(seat);
    }
  }
  if (queue.length === 0) {
    s.step = 'reveal';
    s.queue = [];
    s.qi = 0;
  } else {
    s.step = 'power';
    s.queue = queue;
    s.qi = 0;
  }
  return { ok: true, state: s };
}

function advancePowerQueue(s: RubicoState): RubicoState {
  s.qi += 1;
  if (s.qi >= s.queue.length) {
    s.step = 'reveal';
    s.queue = [];
    s.qi = 0;
  } else s.step = 'power';
  return s;
}

function applyPowerStep(state: RubicoState, seat: Seat, use: PowerUse | null | undefined): Result {
  if (use === undefined) return fail('rubico.error.badMove');
  if (use === null) {
    const s = copy(state);
    s.log = withLog(s, { key: 'rubico.log.powerPassed', params: { seat } });
    return { ok: true, state: advancePowerQueue(s) };
  }
  const why = checkPower(state, seat, use, false, 0);
  if (why) return fail(why);
  const s = copy(state);
  if (playPower(s, seat, use, 'power')) return { ok: true, state: s, barrier: true };
  if (use.card === 'roma') {
    s.step = 'peek';
    return { ok: true, state: s, barrier: true };
  }
  return { ok: true, state: advancePowerQueue(s), barrier: true };
}

// ---- reveal ------------------------------------------------------------------------------------

/** The effective Senate effects this turn (after Vesta). */
function activeEffects(s: RubicoState): SenateEffect[] {
  return s.active.map((p) => SENATE_CARDS[s.senate[p]].effect);
}

export interface RevealTally {
  /** Per card, in order: its kind, what it counted as, and why not (see RevealedCard). */
  cards: { kind: MarciaKind; counts: MarciaKind | null; note: RevealedCard['note'] }[];
  /** Revealed cards by printed kind. */
  raw: Record<MarciaKind, number>;
  virtual: { red: number; blue: number; pompeo: number };
  red: number;
  blue: number;
  pompeo: number;
  /** max(0, red - blue). */
  steps: number;
  /** Senate cards to flip: one per Pompeo, one more for enough blue cards. */
  senateCalls: number;
}

/**
 * Counts a revealed sequence (phases d-f): Giano copies the last non-Giano card before it (a
 * leading Giano has no effect); Vesta cancels Giano, Pompeo, Senate effects and Iuno's Pompeo;
 * `effects` are the Senate effects active this turn (ignored under Vesta).
 */
export function tallyReveal(
  kinds: readonly MarciaKind[],
  opts: { n: number; vesta: boolean; effects: readonly SenateEffect[]; iuno: boolean },
): RevealTally {
  const cards: RevealTally['cards'] = [];
  const count: Record<MarciaKind, number> = { giano: 0, red: 0, blue: 0, pompeo: 0 };
  const raw: Record<MarciaKind, number> = { giano: 0, red: 0, blue: 0, pompeo: 0 };
  let previous: MarciaKind | null = null;
  for (const kind of kinds) {
    raw[kind]++;
    let counts: MarciaKind | null = kind;
    let note: RevealedCard['note'] = null;
    if (kind === 'giano') {
      if (opts.vesta) {
        counts = null;
        note = 'cancelled';
      } else if (previous === null) {
        counts = null;
        note = 'gianoFirst';
      } else counts = previous;
    } else {
      previous = kind;
      if (kind === 'pompeo' && opts.vesta) {
        counts = null;
        note = 'cancelled';
      }
    }
    if (counts !== null) count[counts]++;
    cards.push({ kind, counts, note });
  }
  const virtual = { red: 0, blue: 0, pompeo: 0 };
  if (!opts.vesta) {
    for (const e of opts.effects) {
      if (e === 'plusRed') virtual.red++;
      else if (e === 'plusBlue') virtual.blue++;
    }
  }
  if (opts.iuno) {
    virtual.red += 2;
    if (!opts.vesta) virtual.pompeo += 1;
  }
  const red = count.red + virtual.red;
  const blue = count.blue + virtual.blue;
  const pompeo = count.pompeo + virtual.pompeo;
  return {
    cards,
    raw,
    virtual,
    red,
    blue,
    pompeo,
    steps: red > blue ? red - blue : 0,
    senateCalls: pompeo + (blue >= (opts.n === 3 ? 1 : 2) ? 1 : 0),
  };
}

function applyReveal(state: RubicoState): RubicoState {
  const s = copy(state);
  const n = s.n;
  const rng = new Rng(s.rng);
  const effects = s.vesta ? [] : activeEffects(s);
  const hands = s.hands.map((h) => h.slice());
  // Gather the chosen cards, in seat and slot order; they leave the rows.
  let pile: number[] = [];
  for (let t = 0; t < n; t++) {
    for (const slot of s.taken[t]) {
      pile.push(hands[t][slot]);
      hands[t][slot] = -1;
    }
    for (const slot of s.forced[t]) {
      pile.push(hands[t][slot]);
      hands[t][slot] = -1;
    }
  }
  s.hands = hands;
  let deck = s.deck;
  const extraDrawn = effects.includes('extraDraw') && deck.length > 0;
  if (extraDrawn) {
    deck = deck.slice();
    pile.push(deck.pop() as number);
  }
  s.deck = deck;
  pile = rng.shuffle(pile);
  const discard: number[] = [];
  if (effects.includes('discardRandom') && pile.length > 0) {
    const i = rng.int(0, pile.length - 1);
    discard.push(pile[i]);
    pile.splice(i, 1);
  }
  s.rng = rng.state;
  s.discard = discard;
  s.played = pile;

  const kinds = pile.map((c) => CARD_KIND[c]);
  const tally = tallyReveal(kinds, { n, vesta: s.vesta, effects, iuno: s.iuno });
  const cards: RevealedCard[] = pile.map((c, k) => ({ id: CARD_ID[c], ...tally.cards[k] }));
  const { red, blue, pompeo, virtual, steps, raw } = tally;

  // Advance, stopping at the first Castrum reached.
  const track = TRACKS[n];
  const from = s.pos;
  let pos = from;
  let stopped = false;
  for (let i = 0; i < steps; i++) {
    pos++;
    if (track.stop[pos]) {
      stopped = true;
      break;
    }
  }
  s.pos = pos;
  const entries: LogEntry[] = [
    {
      key: 'rubico.log.reveal',
      params: {
        red,
        blue,
        pompeo,
        cards: pile.length,
        kinds: { giano: raw.giano, red: raw.red, blue: raw.blue, pompeo: raw.pompeo },
        extraDrawn,
        discardedUnseen: discard.length,
      },
    },
    { key: 'rubico.log.caesarMoved', params: { from, to: pos, by: 'march' } },
  ];
  let winner: Faction | null = null;
  const senateFlipped: number[] = [];
  let calls = 0;
  if (pos === track.roma) {
    winner = 'red';
  } else {
    calls = tally.senateCalls;
    let up = s.senateUp;
    const senateTurn = s.senateTurn.slice();
    let I = 0;
    let XV = 0;
    for (let p = 0; p < up; p++) {
      for (const l of SENATE_CARDS[s.senate[p]].legions) {
        if (l === 'I') I++;
        else XV++;
      }
    }
    for (let c = 0; c < calls && up < s.senate.length; c++) {
      const card = SENATE_CARDS[s.senate[up]];
      senateFlipped.push(up);
      senateTurn.push(s.turn);
      entries.push({
        key: 'rubico.log.senateFlipped',
        params: { pos: up, id: card.id, effect: card.effect, legions: card.legions.slice() },
      });
      up++;
      for (const l of card.legions) {
        if (l === 'I') I++;
        else XV++;
      }
      if (I >= SENATE_WIN || XV >= SENATE_WIN) {
        winner = 'blue';
        break;
      }
    }
    s.senateUp = up;
    s.senateTurn = senateTurn;
    s.flipped = senateFlipped;
  }
  s.lastReveal = {
    turn: s.turn,
    cards,
    extraDrawn,
    discardedUnseen: discard.length,
    vesta: s.vesta,
    virtual,
    red,
    blue,
    pompeo,
    steps,
    moved: pos - from,
    from,
    to: pos,
    stoppedAtCastrum: stopped,
    senateCalls: calls,
    senateFlipped,
    winner,
  };
  if (winner) {
    s.winner = winner;
    s.step = 'over';
    entries.push({ key: 'rubico.log.win', params: { faction: winner, by: winner === 'red' ? 'march' : 'senate' } });
  } else {
    s.step = 'endTurn';
  }
  s.log = withLog(s, ...entries);
  return s;
}

// =============================================================================================
// Views

function rowsView(s: RubicoState): RowView[] {
  const rows: RowView[] = [];
  for (let seat = 0; seat < s.n; seat++) {
    const h = s.hands[seat];
    const gone: number[] = [];
    h.forEach((c, i) => {
      if (c === -1) gone.push(i);
    });
    rows.push({
      seat,
      count: h.length,
      placed: s.placed[seat],
      suggested: s.placed[seat] && h.length > 0 ? 0 : null,
      covered: s.covered[seat] >= 0 ? s.covered[seat] : null,
      taken: s.taken[seat].slice(),
      forced: s.forced[seat].slice(),
      gone,
    });
  }
  return rows;
}

function senateView(s: RubicoState): SenateSlotView[] {
  return s.senate.map((idx, pos) => {
    if (pos >= s.senateUp) return { pos, faceUp: false };
    const c = SENATE_CARDS[idx];
    return {
      pos,
      faceUp: true,
      id: c.id,
      effect: c.effect,
      legions: c.legions.slice(),
      turn: s.senateTurn[pos],
      active: s.active.includes(pos) && s.step !== 'endTurn' && s.step !== 'over',
    };
  });
}

function finalReveal(s: RubicoState): FinalReveal {
  return {
    roles: s.roles.slice(),
    powers: s.powers.slice(),
    hands: s.hands.map((h) => h.map((c) => (c === -1 ? null : cardRef(c)))),
    deck: s.deck.map(cardRef),
    discardedUnseen: s.discard.map(cardRef),
    senate: s.senate.map((idx, pos) => {
      const c = SENATE_CARDS[idx];
      return { pos, id: c.id, effect: c.effect, legions: c.legions.slice() };
    }),
  };
}

function peekView(p: RubicoState['peeks'][number]): PeekView {
  return { turn: p.turn, seat: p.seat, slot: p.slot, card: cardRef(p.card) };
}

function secrets(s: RubicoState, seat: Seat): SeatSecrets {
  const h = s.hands[seat];
  const hand: HandCardView[] = [];
  h.forEach((c, slot) => {
    if (c === -1) return;
    hand.push({
      ...cardRef(c),
      slot,
      taken: s.taken[seat].includes(slot),
      forced: s.forced[seat].includes(slot),
      covered: s.covered[seat] === slot,
    });
  });
  const recognition = s.n === 5 || s.n === 7;
  let allies: Seat[] | null = null;
  if (recognition && s.roles[seat] === 'blue') {
    allies = [];
    s.roles.forEach((r, i) => {
      if (r === 'blue' && i !== seat) (allies as Seat[]).push(i);
    });
  }
  const mine = s.peeks.filter((p) => p.by === seat);
  const last = mine[mine.length - 1];
  return {
    seat,
    role: s.roles[seat],
    power: heldPower(s, seat),
    hand,
    recognitionHappened: recognition,
    allies,
    pendingPeek: s.step === 'peek' && actor(s) === seat && last ? peekView(last) : null,
    peeks: mine.map(peekView),
  };
}

function view(s: RubicoState, viewer: Viewer): RubicoView {
  const effects = activeEffects(s);
  const running = s.step !== 'endTurn' && s.step !== 'over' && s.turn > 0;
  const v: RubicoView = {
    viewer,
    playerCount: s.n,
    turn: s.turn,
    step: s.step,
    decision: decision(s),
    centurion: s.centurion,
    track: TRACKS[s.n].cells.map((c) => ({ ...c })),
    caesar: s.pos,
    need: s.need,
    needNow: s.turn > 0 ? needNow(s) : 0,
    takenCount: takenCount(s),
    rows: rowsView(s),
    senate: senateView(s),
    senateFaceDown: s.senate.length - s.senateUp,
    legionCounts: legionCounts(s),
    activeEffects: {
      senate: running ? effects : [],
      vesta: s.vesta,
      iuno: s.iuno,
      next: s.flipped.map((p) => SENATE_CARDS[s.senate[p]].effect),
    },
    seats: s.roles.map((_, seat) => {
      const u = s.usedPowers.find((p) => p.seat === seat);
      return { seat, holdsPower: heldPower(s, seat) !== null, used: u ? u.card : null };
    }),
    usedPowers: s.usedPowers.map((u) => ({ ...u })),
    lastReveal: s.lastReveal,
    deckCount: s.deck.length,
    log: s.log.slice(),
    outcome: outcome(s),
    final: s.step === 'over' ? finalReveal(s) : null,
    me: null,
  };
  if (viewer !== 'table') {
    if (!isInt(viewer) || viewer < 0 || viewer >= s.n) throw new RangeError(`no seat ${String(viewer)}`);
    v.me = secrets(s, viewer);
  }
  return v;
}

// =============================================================================================

export const rubicoRules: GameRules<RubicoState, RubicoMove, RubicoView, RubicoOptions> = {
  id: 'rubico',
  contentVersion: 1,
  minSeats: 3,
  maxSeats: 7,
  defaultOptions: () => ({ firstCenturion: 0 }),
  setup,
  apply,
  activeSeats,
  decision,
  legalMoves,
  view,
  outcome,
};

/** Every Marcia card's place, for invariant checks: deck, rows, played, discarded. */
export function marciaPlaces(s: RubicoState): number[] {
  const out: number[] = s.deck.slice();
  for (const h of s.hands) for (const c of h) if (c !== -1) out.push(c);
  for (const c of s.played) out.push(c);
  for (const c of s.discard) out.push(c);
  return out;
}

