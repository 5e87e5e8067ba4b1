// The IndexedDB schema. A save is event-sourced: one metadata row in `games`, its move log as
// rows in `moves`, and snapshots of the full rules state in `snapshots` for fast resume.
import { Dexie, type Table, type Transaction } from 'dexie';
import type { GameSetup, LoggedMove } from '../engine/replay.ts';
import type { GameClock, Json, Seat, SeatInfo } from '../engine/types.ts';
import type { Level } from '../engine/players.ts';

export const DB_NAME = 'passamano';

/** A snapshot of the rules state is kept after every SNAPSHOT_EVERY moves. */
export const SNAPSHOT_EVERY = 25;

export type SaveStatus = 'playing' | 'finished' | 'abandoned';

/**
 * One seat as the shell saved it: what everybody sees (the engine's SeatInfo, a team's
 * `members` included: optional and unindexed, so no schema version, and a save from before
 * teams simply has none) and the hash of its optional 4-digit PIN. The PIN hash stays with the
 * table's cover; games get SeatInfo only (where `app` is only whether the app plays the seat,
 * not its level).
 */
export interface SavedSeat extends Omit<SeatInfo, 'app'> {
  pinHash?: string;
  /**
   * Set when the app plays this seat, at this level: it never gets a hand-off cover and never a
   * PIN. Optional and unindexed (no schema version); absent for a person.
   */
  app?: Level;
}

/** What the saves list needs to show a finished game without loading its rules. */
export interface OutcomeSummary {
  winners: Seat[];
  reasonKey: string;
}

/** The `games` row: metadata only, never the log or the state. */
export interface SaveMeta {
  /** uuid */
  id: string;
  gameId: string;
  title: string;
  status: SaveStatus;
  /** ms since the epoch */
  createdAt: number;
  updatedAt: number;
  /** Number of committed moves: the log is moves 0..moveCount-1. */
  moveCount: number;
  /**
   * Bumped by every write to the row (missing in older rows: 0). A tab writes only from the
   * revision it last saw, so an undo and a new move in the same millisecond still differ.
   */
  rev?: number;
  seats: SavedSeat[];
  setup: GameSetup;
  contentVersion: number;
  /** 0/1 rather than boolean: IndexedDB cannot index booleans. */
  kiosk: 0 | 1;
  language: string;
  outcome?: OutcomeSummary;
  /** The campaign this save belongs to (id of its first save) and its place in it (1-based). */
  campaign?: CampaignLink;
  /**
   * A game clock that lives beside the rules (the Tournament's): optional and unindexed like
   * `campaign`, so no schema version; it travels with the save's row and survives a reload.
   */
  clock?: GameClock;
  /**
   * Whether the last move answered a secret decision (only its seat may take it back, and only on
   * its private screen), as the table knew when it wrote the move: a resumed game need not replay
   * its whole log to know. Missing (older rows, after an undo, an import): worked out by replay.
   */
  lastMoveSecret?: boolean;
  /**
   * A guided first game ("Impara giocando", src/games/lessons.ts): the id of its lesson while the
   * coach still leads it; gone once the player goes on alone. Optional and unindexed like `clock`.
   */
  lesson?: string;
}

/** Optional and unindexed: adding it needed no schema version. */
export interface CampaignLink {
  id: string;
  mission: number;
}

export interface MoveRow extends LoggedMove {
  saveId: string;
  index: number;
}

/** `state` is the rules state after `index` moves (index 0 = the state right after setup). */
export interface SnapshotRow {
  saveId: string;
  index: number;
  state: unknown;
}

export interface SettingRow {
  key: string;
  value: Json;
}

/** Version 1 kept each game as one record with its whole log inside; read only by the upgrade. */
export interface GameRecordV1 {
  id: string;
  gameId: string;
  title?: string;
  createdAt?: number;
  updatedAt: number;
  seats?: SavedSeat[];
  setup: GameSetup;
  contentVersion?: number;
  language?: string;
  log?: LoggedMove[];
  finished?: boolean;
  outcome?: OutcomeSummary;
}

export const SCHEMA_V1 = {
  games: 'id, gameId, updatedAt',
  settings: 'key',
} as const;

export const SCHEMA_V2 = {
  games: 'id, gameId, status, updatedAt, kiosk',
  moves: '[saveId+index], saveId',
  snapshots: '[saveId+index], saveId',
  settings: 'key',
} as const;

/** v3 adds the players' own scenarios (Corteo's editor): nothing to convert. */
export const SCHEMA_V3 = { ...SCHEMA_V2, scenarios: 'id, gameId, updatedAt' } as const;

/** A scenario made by the players for a game: its data is the game's own, checked by the game. */
export interface ScenarioRow {
  id: string;
  gameId: string;
  name: string;
  /** ms since the epoch */
  updatedAt: number;
  data: Json;
}

/** v1 → v2: split each record's log into `moves` rows. No snapshots: the rules are not loaded
 * here, so the first resume replays from setup (load handles a save without snapshots). */
export async function upgradeV1toV2(tx: Transaction): Promise<void> {
  const games = tx.table<GameRecordV1 & Partial<SaveMeta>, string>('games');
  const moves = tx.table<MoveRow, [string, number]>('moves');
  const old = await games.toArray();
  for (const g of old) {
    const log = Array.isArray(g.log) ? g.log : [];
    const rows: MoveRow[] = log.map((e, index) => ({
      saveId: g.id,
      index,
      seat: e.seat,
      move: e.move,
      // A missing flag is read as a barrier: refusing an undo is safer than a wrong one.
      barrier: e.barrier !== false,
    }));
    if (rows.length) await moves.bulkPut(rows);
    const meta: SaveMeta = {
      id: g.id,
      gameId: g.gameId,
      title: g.title ?? g.gameId,
      status: g.finished ? 'finished' : 'playing',
      createdAt: g.createdAt ?? g.updatedAt,
      updatedAt: g.updatedAt,
      moveCount: rows.length,
      seats: g.seats ?? [],
      setup: g.setup,
      contentVersion: g.contentVersion ?? 0,
      kiosk: 0,
      language: g.language ?? 'it',
    };
    if (g.outcome) meta.outcome = g.outcome;
    await games.put(meta);
  }
}

/**
 * A game across its copies on this device (the save, an export of it imported back, a copy made
 * after the save was deleted): its game and its seed, which the moves replay from. A seat's PIN
 * attempts are counted against it (table/pin-lock.ts), and an import takes the seats (people,
 * the app's seats, PINs) this device last knew for it (storage/transfer.ts).
 */
export function gameIdentity(meta: { gameId: string; setup: { seed: number } }): string {
  return `${meta.gameId}/${meta.setup.seed}`;
}

/**
 * The settings row that keeps an unfinished game's seats once its save is deleted, so a copy
 * imported later (perhaps with its PINs deleted in the file) gets them back. Its second part is
 * no save's id, so deleting a save never deletes it.
 */
export const seatsRecordKey = (identity: string): string => `seatsOf:${identity}`;

/**
 * A setting that belongs to one save (a seat's PIN lock) is keyed `<kind>:<saveId>[:<more>]`,
 * so deleting the save finds it and deletes it too.
 */
export function saveSettingKey(kind: string, saveId: string, ...more: (string | number)[]): string {
  return [kind, saveId, ...more].join(':');
}

/**
 * Deletes a save's row, moves, snapshots and own settings. Call it inside a transaction over
 * games, moves, snapshots and settings, so they go together or not at all.
 */
export async function deleteSaveRows(db: PassamanoDB, id: string): Promise<void> {
  await db.moves.where('saveId').equals(id).delete();
  await db.snapshots.where('saveId').equals(id).delete();
  await db.settings.filter((row) => row.key.split(':')[1] === id).delete();
  await db.games.delete(id);
}

export class PassamanoDB extends Dexie {
  declare games: Table<SaveMeta, string>;
  declare moves: Table<MoveRow, [string, number]>;
  declare snapshots: Table<SnapshotRow, [string, number]>;
  declare settings: Table<SettingRow, string>;
  declare scenarios: Table<ScenarioRow, string>;

  constructor(name: string = DB_NAME, options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, options);
    this.version(1).stores(SCHEMA_V1);
    this.version(2).stores(SCHEMA_V2).upgrade(upgradeV1toV2);
    this.version(3).stores(SCHEMA_V3);
  }
}
