// FabRisiko!'s state, moves and view. Plain JSON; territories and ridges are node numbers
// (board.ts), cards are ids "kind#n" (content/cards.ts).
import type { Deck } from '../../../engine/decks.ts';
import type { Frame } from '../../../engine/flow.ts';
import type { LogEntry } from '../../../engine/log.ts';
import type { Seat } from '../../../engine/types.ts';
import type { PieceKind, StructureKind, UnitKind } from '../content/pieces.ts';
import type { FactionId } from '../content/factions.ts';

export interface FabOptions {
  /** Tournament mode: the game ends at the end of the global turn in which time runs out. */
  tournament: boolean;
  /**
   * Physical dice for the battles: the faces of every battle roll (and Melano's reroll) are read
   * off the table and entered; every other roll is the app's.
   */
  physicalDice?: boolean;
  /**
   * The edition of our reconstructed sheets the game began with, so a saved game replays as it
   * was dealt: 2 has the 2-player starting units; absent (games begun before it) is 1, the
   * 3- and 4-player units at every count.
   */
  sheets?: 1 | 2;
  /**
   * The rulebook's hopeless fight: land units left facing aircraft alone are destroyed at once
   * ("verrebbe automaticamente distrutto dall'aereo"). Absent in games begun before it, which
   * went on rolling until the aircraft hit, and replay so.
   */
  hopeless?: boolean;
}

/** Units of one owner and kind on one node that moved alike this turn. */
export interface Stack {
  o: Seat;
  k: UnitKind;
  at: number;
  n: number;
  /** Movement points spent this turn. */
  mv: number;
  /** Where the units were at the start of the turn (-1: they have not moved). */
  from: number;
}

/** One unit in a battle. */
export interface Fighter {
  k: UnitKind;
  /** Fire bonus for the whole battle (Arma segreta +2, Arma biologica -1/-2). */
  bonus: number;
  /** Defending infantry declared as AA infantry. */
  aa: boolean;
  /** In the Perdite box: hit this round, still firing back. */
  hit: boolean;
  mv: number;
  from: number;
}

export type BomberMode = 'factory' | 'aa' | 'strategic';

export type BattleStage = 'attackCards' | 'defendCards' | 'betray' | 'fire' | 'reroll' | 'losses';

export interface Hits {
  land: number;
  any: number;
  antiAir: number;
}

export interface Battle {
  at: number;
  attacker: Seat;
  defender: Seat;
  ridge: boolean;
  a: Fighter[];
  d: Fighter[];
  round: number;
  /** Who fires now (attacker first in every round). */
  side: 'a' | 'd';
  /** Cards each side chose; the attacker's stay hidden until both have chosen. */
  aCards: string[];
  dCards: string[];
  colle: boolean;
  fulmineo: boolean;
  valorosa: boolean;
  /** Tradimento: units still to hand over, by the side that hands them. */
  betrayA: number;
  betrayD: number;
  /** The last roll of the side that fired, and the hits it scored. */
  roll: number[];
  fire: number[];
  hits: Hits;
}

/** The step a view names (a battle's stages are all `battle`, both kinds of earthquake step `quake`). */
export type Step =
  | 'carnival' | 'swap' | 'event' | 'revoltPick' | 'revoltFlee' | 'quake' | 'heat'
  | 'place' | 'buy' | 'invade' | 'battles' | 'battle' | 'regroup' | 'over';

/** A decision a player owes during the active player's turn (events): a task of a queue, or the epicentre (count -1). */
export interface Owed {
  seat: Seat;
  /** quake: structures still to remove; heat: units still to remove. */
  count: number;
  /** quake: the territories hit. */
  nodes: number[];
}

export interface FabState {
  rng: number[];
  n: number;
  options: FabOptions;
  /** Each seat's faction (sheets drawn blind at set-up). */
  faction: FactionId[];
  /** Play order, first player first (anticlockwise from the D10 winner). */
  order: Seat[];
  /** Index in `order` of the active player. */
  turnIdx: number;
  globalTurn: number;
  /** The order of play (engine/flow.ts): the step under way on top; empty once the game is over. */
  flow: Frame[];
  /** Territory owners (-1 neutral). */
  owner: Seat[];
  factory: boolean[];
  aa: boolean[];
  units: Stack[];
  res: number[];
  /** Bought pieces waiting to be placed, per seat and kind. */
  bought: Record<PieceKind, number>[];
  hands: string[][];
  deck: Deck<string>;
  /** Event kinds played this global turn (for the once-a-global-turn limits). */
  eventsThisGlobal: string[];
  /** Palio: no invasions until the end of this global turn. */
  palio: boolean;
  /** Sagra: seats whose territories nobody may attack (and who invade nowhere) this global turn. */
  sagra: Seat[];
  /** This turn's effects of the active player's event. */
  crescita: boolean;
  marchigiano: boolean;
  /** Marischio: Fabriano cannot be taken this turn (Fabriano vicina). */
  fabrianoBarred: boolean;
  /** Carnevale: cards still to swap. */
  swaps: number;
  /** Melano: rerolls used in this turn of play, and extra ones earned (Fabriano taken). */
  rerollsUsed: number;
  rerollsExtra: number;
  /** Collamato: Colle ameno used in this turn of play. */
  colleUsed: boolean;
  /** Revolt: the territory hit (revoltFlee). */
  revoltAt: number;
  battle: Battle | null;
  /** Nodes whose battle (or bombing) was resolved this turn. */
  fought: number[];
  timeUp: boolean;
  winners: Seat[] | null;
  /** Tournament scores at the end (null otherwise). */
  scores: number[] | null;
  endReason: string | null;
  /**
   * The public log in chunks of at most LOG_CHUNK entries: a move copies only the last chunk,
   * not a log of thousands of dice (rules/context.ts).
   */
  log: LogEntry[][];
}

export type FabMove =
  | { type: 'carnival'; use: boolean }
  | { type: 'swap'; card: string | null }
  | { type: 'event'; card: string }
  | { type: 'revoltPick'; at: number }
  | { type: 'flee'; to: number }
  | { type: 'epicentre'; at: number }
  | { type: 'quakeLose'; at: number; kind: StructureKind }
  | { type: 'heatLose'; at: number; kind: UnitKind }
  | { type: 'place'; kind: PieceKind; at: number }
  | { type: 'buy'; kind: PieceKind }
  | { type: 'next' }
  | { type: 'move'; from: number; to: number; kind: UnitKind; n: number }
  | { type: 'battle'; at: number; bombers: BomberMode[] }
  | { type: 'cards'; cards: string[]; aa: number; colle: boolean }
  | { type: 'betray'; kind: UnitKind }
  | { type: 'fire'; faces?: number[] }
  | { type: 'reroll'; die: number | null; faces?: number[] }
  | { type: 'losses'; take: LossVector }
  | { type: 'timeUp' };

/** Casualties by kind; `aa` is AA infantry. */
export interface LossVector {
  inf: number;
  aa: number;
  tank: number;
  fighter: number;
  bomber: number;
}

export interface FabView {
  n: number;
  viewer: Seat | 'table';
  options: FabOptions;
  faction: FactionId[];
  order: Seat[];
  active: Seat | null;
  globalTurn: number;
  step: Step;
  owner: Seat[];
  factory: boolean[];
  aa: boolean[];
  units: Stack[];
  res: number[];
  bought: Record<PieceKind, number>[];
  /** How many cards each player holds (public); the viewer's own cards in `hand`. */
  handSizes: number[];
  hand: string[] | null;
  deckSize: number;
  discard: string[];
  eventsThisGlobal: string[];
  palio: boolean;
  sagra: Seat[];
  crescita: boolean;
  marchigiano: boolean;
  battle: (Omit<Battle, 'aCards' | 'dCards'> & { stage: BattleStage; aCards: string[] | null; dCards: string[] | null }) | null;
  /** The losses players still owe (quake, heat), the one deciding first; the epicentre still to pick is count -1. */
  owed: Owed[];
  revoltAt: number;
  /** This turn's public counters the legal moves depend on (an app player sees what the table saw). */
  turn: Pick<FabState, 'fought' | 'colleUsed' | 'fabrianoBarred' | 'swaps' | 'rerollsUsed' | 'rerollsExtra'>;
  timeUp: boolean;
  winners: Seat[] | null;
  scores: number[] | null;
  /** Why the game ended (the end screen's headline), null while it goes on. */
  endReason: string | null;
  log: LogEntry[];
}
