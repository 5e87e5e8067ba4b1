// What a game package gives the shell. Each game lives in src/games/<id>/ and is loaded lazily;
// src/games/registry.ts lists them all.
import type { ComponentType } from 'preact';
import type { AnyRules, GameClock, Json, Outcome, PendingDecision, Seat, SeatInfo, Viewer } from '../engine/types.ts';
import type { GameContent, Text } from '../engine/content.ts';
import type { Catalog } from '../i18n/index.ts';
import type { LogEntry, LogFormat } from '../engine/log.ts';
import type { GameSetup } from '../engine/replay.ts';
import type { Rng } from '../engine/rng.ts';

export type { SeatInfo } from '../engine/types.ts';

export interface MoveResult {
  ok: boolean;
  /** i18n key of the reason when refused. */
  reason?: string;
}

/**
 * A clock kept with the save, outside the rules (FabRisiko!'s Tournament): its value (null until
 * first started) and a way to change it; `set` resolves false when it could not be saved now.
 */
export interface TableClock {
  value: GameClock | null;
  set: (clock: GameClock) => Promise<boolean>;
}

export interface TableProps<V = unknown, M = unknown> {
  /** view(state, 'table'): never a seat's secrets. */
  view: V;
  seats: readonly SeatInfo[];
  decision: PendingDecision | null;
  /**
   * The legal moves of the decision shown, as the rules list them for decision.seat (what the
   * app players get with a seat's view): the screen offers these and never rebuilds a state to
   * find them. Empty when no person decides on the table.
   */
  moves: readonly M[];
  /** Plays a public decision (decision.secret is false) for decision.seat. */
  onMove: (move: M) => Promise<MoveResult>;
  /** The save's clock, on the live table only (not on the end screen's replay). */
  clock?: TableClock;
  /** One person at the table (app seats aside): nothing to say about silence or hand-offs. */
  alone?: boolean;
}

export interface PrivateProps<V = unknown, M = unknown> {
  /** view(state, seat): this seat's secrets and nothing of anyone else's. */
  view: V;
  seat: Seat;
  seats: readonly SeatInfo[];
  /** The seat's own secret decision, or null when the seat only looks at its cards. */
  decision: PendingDecision | null;
  /** The seat's legal moves for that decision, as the rules list them; empty when it only looks. */
  moves: readonly M[];
  onMove: (move: M) => Promise<MoveResult>;
}

export interface OptionsProps<O = unknown> {
  options: O;
  seats: readonly SeatInfo[];
  onChange: (options: O) => void;
  /** The players' own records for this game (Corteo's scenarios), when the app keeps them. */
  shelf?: Shelf;
}

/** A record the players made for a game: the data is the game's own. */
export interface ShelfRow {
  id: string;
  name: string;
  /** ms since the epoch */
  updatedAt: number;
  data: Json;
}

/**
 * The players' own records of one game, kept by the app on the device (IndexedDB), exported to a
 * file and imported back. Failures reject with an Error whose message is for the player.
 */
export interface Shelf {
  list(): Promise<ShelfRow[]>;
  put(row: ShelfRow): Promise<void>;
  remove(id: string): Promise<void>;
  /** Offers the record to the player as a JSON file. */
  exportFile(row: ShelfRow): void;
  /**
   * Reads a file the player picked and keeps it, if `check` accepts its data (under an id not in
   * `taken`); otherwise nothing is written and the promise rejects with the reason.
   */
  importFile(file: Blob, check: (data: unknown, taken: ReadonlySet<string>) => { id: string; name: string; data: Json } | { refused: string }): Promise<ShelfRow>;
}

/** One section of a game's help (and of the shell's): a title and paragraphs, in both languages. */
export interface HelpSection {
  /** The section's name in the game's `helpAt` and in the help's address (`#/help/rubico/suggest`). */
  id?: string;
  title: Text;
  body: readonly Text[];
  /**
   * Where the rulebook says it, when the title does not: its heading as printed (Italian, as the
   * rulebook is) and its page where the rulebook gives pages.
   */
  rulebook?: { section: string; page?: number };
}

/**
 * A game package, typed by its view V, move M and options O: the Table and Private screens get
 * their game's own view and moves, so no screen casts. The registry stores packages erased
 * (`GamePackage`), which `definePackage` produces.
 */
export interface TypedPackage<V, M, O> {
  rules: AnyRules;
  content: GameContent;
  strings: { it: Catalog; en: Catalog };
  help: readonly HelpSection[];
  /**
   * The help section (its `id`) that applies at each decision kind the rules can produce: the
   * table's rules button opens the help there. A unit test holds every kind to a section.
   */
  helpAt: Readonly<Record<string, string>>;
  /**
   * The one line of why under "Cosa farebbe Passamano?" (a catalog key): how the game's normal
   * app player chooses, in words true of every hint it gives. Absent: the shell's general line.
   */
  hintWhy?: string;
  Table: ComponentType<TableProps<V, M>>;
  Private: ComponentType<PrivateProps<V, M>>;
  /**
   * The types of the game's log parameters (engine/log.ts): a seat, an i18n key, or a kind of
   * the game's own (a unit, a hex, a place), from the table view where a kind needs it (the
   * city that names Corteo's hexes). The table says every parameter by its type (table/log.ts);
   * absent: every parameter plain.
   */
  logFormat?: (tableView: V) => LogFormat;
  /**
   * The sentence of an entry whose words depend on more than its key (a move within one street,
   * a roll's reason), from its parameters already said by their types; absent: the key's words.
   */
  logSentence?: (entry: LogEntry, params: Record<string, string | number>, tableView: V) => string;
  /**
   * What each seat plays, as i18n keys, for the wizard to show beside its name (Corteo: the
   * corteo and the potere, or the Antirepressivo's Destra, potere and Sinistra); absent or
   * null where the seats are alike.
   */
  seatRoles?: (options: O, seatCount: number) => readonly string[] | null;
  /** Extra set-up questions for the new-game wizard (first Centurion, scenario...). */
  Options?: ComponentType<OptionsProps<O>>;
  /**
   * Campaigns: the options of the game that follows a finished one (the same seats play it),
   * or null when there is none. The end screen offers it as the next save of the campaign;
   * `retry` says the same game is played again (after a defeat).
   */
  nextSetup?: (finalState: unknown, setup: GameSetup) => { options: O; title?: string; retry?: boolean } | null;
  /**
   * How long the app's move is shown, as a share of the pace (1, the default: a whole beat). A
   * wargame's turn is tens of small moves (a unit's step, an army placed): shown at a whole
   * beat each, the app's turn is half a minute of watching; dice and battles keep the beat.
   */
  appBeat?: (move: M) => number;
  /**
   * The end screen's standings, best first: a line a seat (or a side, named by its role), with
   * the figure the game counts (points, territories). Absent or empty: the winners alone.
   */
  standings?: (outcome: Outcome) => readonly Standing[];
}

/** A line of the end screen's standings: Anna, 12 territories; the potere (Bruno), 9 points. */
export interface Standing {
  seat: Seat;
  /** The seat's role as an i18n key, where the game has sides ("corteo.side.potere"). */
  role?: string;
  /** What is counted: points or territories (the figure's words are the shell's). */
  figure: 'points' | 'territories';
  n: number;
}

// The erased form the shell handles: every game's package in one list.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type GamePackage = TypedPackage<any, any, any>;

/** Declares a game's package with its own types checked, and hands the shell the erased form. */
export function definePackage<V, M, O>(pkg: TypedPackage<V, M, O>): GamePackage {
  return pkg as GamePackage;
}

/**
 * What the contract test (tests/unit/contract) needs of a game beyond its rules: the games to
 * play, what each seat must not see, and the game's own invariants. Lives in the game's
 * `checks.ts`; the registry loads it on demand (never in the app's screens).
 */
export interface GameChecks<S = unknown> {
  /**
   * Seeded random playouts to the end: an option set and a seat count each. `deep`: how many of
   * its games get the expensive checks at every state (the contract's default, 3, if not set), so
   * a set whose games are slow can play many more seeds for the cheap checks alone. `perTest`:
   * at most this many games in one test (all of them if not set), for a set so slow that it
   * would come near a test's time limit on a busy machine.
   */
  playouts: readonly { label: string; seatCount: number; options: unknown; games: number; deep?: number; perTest?: number }[];
  /**
   * Strings that must not occur anywhere in `viewer`'s view JSON now (ids of cards it may not
   * know, roles it was not told...). Empty when nothing is hidden from it.
   */
  hiddenTokens(s: S, viewer: Viewer): string[];
  /**
   * A state that differs from `s` only in what `viewer` may not know (hidden cards reshuffled,
   * unknown roles swapped, the RNG changed): its view must be exactly the same.
   */
  reshuffleHidden(s: S, viewer: Viewer, rng: Rng): S;
  /** Problems with this state (cards or pieces not conserved, a track out of range): [] if none. */
  invariants(s: S): string[];
  /**
   * Problems with the endings of one playout set taken together (random play never wins a
   * mission, one faction always wins): [] if none.
   */
  spread?(finals: readonly S[], options: unknown): string[];
  /**
   * Seeded games played by the app at its normal level whose states the app players' honesty
   * check samples besides the random games' (default none): for a game whose searched level
   * judges only positions that sensible play reaches and random play seldom does.
   */
  honestyAppGames?: number;
}
