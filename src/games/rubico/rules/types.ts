// Rubico's types: options, moves, the state (plain JSON, saved as is: its shape never changes
// without a content version), the keys of decisions, refusals and log entries, and the views.
import type { Frame } from '../../../engine/flow.ts';
import type { LogEntry } from '../../../engine/log.ts';
import type { Json, Outcome, PendingDecision, Seat, Viewer } from '../../../engine/types.ts';
import type { RngState } from '../../../engine/rng.ts';
import type { CellKind, Faction, Legion, MarciaKind, PlayerCount, PowerCard, SenateEffect } from '../content.ts';

export type { Faction, Legion, MarciaKind, PowerCard, SenateEffect, CellKind } from '../content.ts';

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
/** The steps of the step table: every step but 'over', where nobody decides. */
export type StepName = Exclude<RubicoStep, 'over'>;

export const DECISION_KINDS = {
  roles: 'rubico.step.roles',
  suggest: 'rubico.step.suggest',
  choose: 'rubico.step.choose',
  power: 'rubico.step.power',
  peek: 'rubico.step.peek',
  reveal: 'rubico.step.reveal',
  endTurn: 'rubico.step.endTurn',
} as const;

/**
 * Rubico's own reasons for refusing a move. Game over, not your turn, a malformed move and a move
 * of another step are the engine's (ENGINE_REASONS), with words in the shell's catalog.
 */
export const REASON_KEYS = [
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

/** A Rubico log entry: always with params (the saved logs have them, even empty). */
export interface RubicoLogEntry extends LogEntry {
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
  /** The order of play (engine/flow.ts): the step under way; empty once the game is over. */
  flow: Frame[];
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
  log: RubicoLogEntry[];
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
  log: RubicoLogEntry[];
  outcome: Outcome | null;
  /** Everything, once the game is over; null before. */
  final: FinalReveal | null;
  /** The viewer's own secrets; null in the table view. */
  me: SeatSecrets | null;
}
