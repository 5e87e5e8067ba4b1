// The save store: create, append, undo, resume, list and remove event-sourced saves.
// Every write that must not be half-done is one Dexie transaction over all the tables it
// touches, and nothing but Dexie calls is awaited inside it (other awaits end the IndexedDB
// transaction early).
import { replay, type GameSetup, type LoggedMove } from '../engine/replay.ts';
import type { AnyRules, GameClock, Json, Outcome } from '../engine/types.ts';
import {
  DB_NAME,
  PassamanoDB,
  SNAPSHOT_EVERY,
  deleteSaveRows,
  gameIdentity,
  seatsRecordKey,
  type CampaignLink,
  type MoveRow,
  type OutcomeSummary,
  type SaveMeta,
  type SaveStatus,
  type SavedSeat,
  type SnapshotRow,
} from './db.ts';
import { Dexie } from 'dexie';
import { StorageError, isClosedError, toStorageError } from './errors.ts';
import type { SaveNews } from './channel.ts';

/** What the shell provides to start a save. */
export interface NewSave {
  gameId: string;
  title: string;
  seats: SavedSeat[];
  setup: GameSetup;
  contentVersion: number;
  kiosk?: boolean;
  language?: string;
  /** A campaign's next game: the link is kept in the save's metadata. */
  campaign?: CampaignLink;
  /** A lesson's save: the lesson's id, kept while the coach leads the game. */
  lesson?: string;
}

export interface LoadedSave<S> {
  meta: SaveMeta;
  state: S;
  log: LoggedMove[];
  /** Index of the snapshot the state was rebuilt from, or null after a full replay from setup. */
  resumedFrom: number | null;
}

export interface ListFilter {
  kiosk?: boolean;
  status?: SaveStatus;
}

export interface SaveStoreOptions {
  /** Clock for createdAt/updatedAt (tests pin it). */
  now?: () => number;
  newId?: () => string;
  /** Told after every committed write (the app posts it to its other tabs). */
  announce?: (news: SaveNews) => void;
}

type RulesState = { rng: readonly number[] };

export function summarizeOutcome(o: Outcome | OutcomeSummary): OutcomeSummary {
  return { winners: [...o.winners], reasonKey: o.reasonKey };
}

export function newSaveId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  // randomUUID needs a secure context; a kiosk served over plain http on a LAN has none.
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const revOf = (m: SaveMeta) => m.rev ?? 0;

/**
 * The compare of every compare-and-set: the row must still be where the writer last saw it
 * (the same move count, time and revision); otherwise another tab or window wrote since.
 */
function checkFresh(id: string, current: SaveMeta | undefined, known: SaveMeta): asserts current is SaveMeta {
  if (!current) throw new StorageError('storage.error.notFound', id);
  if (current.moveCount !== known.moveCount || current.updatedAt !== known.updatedAt || revOf(current) !== revOf(known)) {
    throw new StorageError('storage.error.stale', `save ${id} changed elsewhere`);
  }
}

function usableState(s: unknown): s is RulesState {
  if (!s || typeof s !== 'object') return false;
  const rng = (s as { rng?: unknown }).rng;
  return Array.isArray(rng) && rng.every((x) => typeof x === 'number');
}

/** What one move writes: the move row, a snapshot when one is due, and the new metadata. */
interface AppendPlan {
  next: SaveMeta;
  move: MoveRow;
  snapshot: SnapshotRow | null;
}

/**
 * The write of every move, as one native IndexedDB transaction on Dexie's own connection. A
 * move is committed before it is shown, so this is on the path of every tap, and on a
 * throttled phone Dexie's transaction machinery (its promise zones) cost about three times the
 * write itself (`npm run bench`); everything else goes through Dexie. Every request goes out at
 * once: the read of the row comes back before the transaction can commit, and a row that
 * changed since `known` (another tab) or is gone aborts it with nothing written.
 */
function appendNative(idb: IDBDatabase, id: string, plan: (base: SaveMeta) => AppendPlan, known?: SaveMeta): Promise<SaveMeta> {
  return new Promise((resolve, reject) => {
    let failure: unknown = null;
    let next: SaveMeta | null = null;
    let tx: IDBTransaction;
    const fail = (err: unknown) => {
      failure ??= err;
      try {
        tx.abort();
      } catch {
        // Already finished or aborting: onabort reports the failure.
      }
    };
    const write = (base: SaveMeta) => {
      const p = plan(base);
      // `add`, not `put`: a move already stored at this index makes the transaction fail.
      tx.objectStore('moves').add(p.move);
      if (p.snapshot) tx.objectStore('snapshots').put(p.snapshot);
      tx.objectStore('games').put(p.next);
      next = p.next;
    };
    try {
      tx = idb.transaction(['games', 'moves', 'snapshots'], 'readwrite');
    } catch (err) {
      // The browser closed the connection (iOS backgrounding): the store reopens it and retries.
      reject(err instanceof DOMException && err.name === 'InvalidStateError' ? new Dexie.DatabaseClosedError(err.message) : err);
      return;
    }
    tx.oncomplete = () => resolve(next!);
    tx.onabort = () => reject(failure ?? tx.error ?? new DOMException('The transaction was aborted.', 'AbortError'));
    try {
      const current = tx.objectStore('games').get(id);
      if (known) write(known);
      current.onsuccess = () => {
        try {
          const row = current.result as SaveMeta | undefined;
          if (known) checkFresh(id, row, known);
          else if (!row) throw new StorageError('storage.error.notFound', id);
          else write(row);
        } catch (err) {
          fail(err);
        }
      };
    } catch (err) {
      fail(err);
    }
  });
}

export class SaveStore {
  readonly db: PassamanoDB;
  private readonly now: () => number;
  private readonly newId: () => string;
  private readonly announce: (news: SaveNews) => void;

  constructor(db: PassamanoDB | string = DB_NAME, options: SaveStoreOptions = {}) {
    this.db = typeof db === 'string' ? new PassamanoDB(db) : db;
    this.now = options.now ?? Date.now;
    this.newId = options.newId ?? newSaveId;
    this.announce = options.announce ?? (() => {});
  }

  /** Announces a committed write of the row; returns the row. */
  private told(meta: SaveMeta): SaveMeta {
    this.announce({ id: meta.id, moveCount: meta.moveCount, rev: revOf(meta) });
    return meta;
  }

  /**
   * Runs one storage operation, mapping failures to StorageError. A closed database (iOS
   * closes IndexedDB when the app is backgrounded) is reopened and the operation retried once;
   * a closed database fails before its transaction starts, so the retry cannot write twice.
   */
  private async run<T>(op: () => PromiseLike<T>): Promise<T> {
    try {
      return await op();
    } catch (err) {
      if (!isClosedError(err)) throw toStorageError(err);
    }
    try {
      if (!this.db.isOpen()) await this.db.open();
      return await op();
    } catch (err) {
      throw toStorageError(err);
    }
  }

  /** Writes the game row and the snapshot at index 0 together. */
  async create(input: NewSave, initialState: unknown): Promise<string> {
    const id = this.newId();
    const t = this.now();
    const meta: SaveMeta = {
      id,
      gameId: input.gameId,
      title: input.title,
      status: 'playing',
      createdAt: t,
      updatedAt: t,
      moveCount: 0,
      seats: input.seats,
      setup: input.setup,
      contentVersion: input.contentVersion,
      kiosk: input.kiosk ? 1 : 0,
      language: input.language ?? 'it',
    };
    if (input.campaign) meta.campaign = { id: input.campaign.id, mission: input.campaign.mission };
    if (input.lesson) meta.lesson = input.lesson;
    const { db } = this;
    await this.run(() =>
      db.transaction('rw', db.games, db.snapshots, async () => {
        await db.games.add(meta);
        await db.snapshots.put({ saveId: id, index: 0, state: initialState });
      }),
    );
    return id;
  }

  /**
   * Commits move number `moveCount`, a snapshot when the cadence or the end of the game asks
   * for one, and the new moveCount, all or nothing. Pass the outcome when this move ended the
   * game: the save becomes 'finished'. Returns the updated metadata.
   *
   * `known` is the metadata the caller holds (a game on screen always has it): the write is
   * then a compare-and-set from that position. Every request goes out at once instead of
   * reading the row first, and the transaction is undone if the row turns out to have changed
   * since: 'storage.error.stale' (another tab or window) or 'storage.error.notFound' (deleted),
   * with nothing written. `secret`: whether the move answered a secret decision (kept in the
   * metadata, so a resumed game knows it without a replay).
   */
  async append(
    id: string,
    entry: LoggedMove,
    stateAfter: unknown,
    outcome?: Outcome | null,
    known?: SaveMeta,
    secret?: boolean,
  ): Promise<SaveMeta> {
    const t = this.now();
    const plan = (base: SaveMeta): AppendPlan => {
      const index = base.moveCount;
      const count = index + 1;
      const next: SaveMeta = { ...base, moveCount: count, updatedAt: t, rev: revOf(base) + 1 };
      if (outcome) {
        next.status = 'finished';
        next.outcome = summarizeOutcome(outcome);
      } else if (base.status === 'abandoned') {
        next.status = 'playing'; // someone took the game up again
      }
      if (secret === undefined) delete next.lastMoveSecret;
      else next.lastMoveSecret = secret;
      const move: MoveRow = { saveId: id, index, seat: entry.seat, move: entry.move, barrier: entry.barrier };
      const snapshot: SnapshotRow | null = count % SNAPSHOT_EVERY === 0 || outcome ? { saveId: id, index: count, state: stateAfter } : null;
      return { next, move, snapshot };
    };
    const next = await this.run(() => {
      const idb = this.db.backendDB();
      // Not open yet (the first write after start) or closed: Dexie opens it, or says it is closed.
      if (!idb) return this.appendThroughDexie(id, plan, known);
      return appendNative(idb, id, plan, known);
    });
    return this.told(next);
  }

  /** `append` through Dexie's tables: the same requests, for a database not yet open. */
  private appendThroughDexie(id: string, plan: (base: SaveMeta) => AppendPlan, known?: SaveMeta): PromiseLike<SaveMeta> {
    const { db } = this;
    const write = (base: SaveMeta) => {
      const { next, move, snapshot } = plan(base);
      // `add`, not `put`: a move already stored at this index makes the transaction fail.
      const requests: Promise<unknown>[] = [db.moves.add(move)];
      if (snapshot) requests.push(db.snapshots.put(snapshot));
      requests.push(db.games.put(next));
      return Dexie.Promise.all(requests).then(() => next);
    };
    return db.transaction('rw', db.games, db.moves, db.snapshots, () => {
      const current = db.games.get(id);
      const done = known ? write(known) : null;
      return current.then((row) => {
        if (!known) {
          if (!row) throw new StorageError('storage.error.notFound', id);
          return write(row);
        }
        checkFresh(id, row, known);
        return done!;
      });
    });
  }

  /**
   * Undo: keeps moves 0..newCount-1 and the snapshots up to index newCount. A compare-and-set
   * from `known`, the metadata the caller's log goes with: a tab that missed another tab's
   * moves gets 'storage.error.stale' and deletes nothing, so its idea of "the last move" is
   * never applied to someone else's log.
   */
  async truncate(id: string, newCount: number, known: SaveMeta): Promise<SaveMeta> {
    const { db } = this;
    const t = this.now();
    const next = await this.run(() =>
      db.transaction('rw', db.games, db.moves, db.snapshots, async () => {
        const meta = await db.games.get(id);
        checkFresh(id, meta, known);
        if (!Number.isInteger(newCount) || newCount < 0 || newCount > meta.moveCount) {
          throw new StorageError('storage.error.unknown', `cannot truncate ${meta.moveCount} moves to ${newCount}`);
        }
        await db.moves.where('[saveId+index]').between([id, newCount], [id, Infinity], true, true).delete();
        await db.snapshots.where('[saveId+index]').between([id, newCount], [id, Infinity], false, true).delete();
        const next: SaveMeta = { ...meta, moveCount: newCount, updatedAt: t, rev: revOf(meta) + 1 };
        // The move now last was made before: whether it was secret is worked out when asked.
        delete next.lastMoveSecret;
        if (next.status === 'finished') {
          next.status = 'playing';
          delete next.outcome;
        }
        await db.games.put(next);
        return next;
      }),
    );
    return this.told(next);
  }

  /** The metadata and the full log, read together. */
  async readLog(id: string): Promise<{ meta: SaveMeta; log: LoggedMove[] }> {
    const { db } = this;
    const { meta, rows } = await this.run(() =>
      db.transaction('r', db.games, db.moves, async () => {
        const meta = await db.games.get(id);
        if (!meta) throw new StorageError('storage.error.notFound', id);
        const rows = await this.movesOf(id, meta.moveCount);
        return { meta, rows };
      }),
    );
    return { meta, log: checkedLog(meta, rows) };
  }

  /**
   * Rebuilds the current state: the latest snapshot at index ≤ moveCount plus a replay of the
   * moves after it. A missing, malformed or non-replaying snapshot (or one made with other
   * content) falls back to setup + full replay; a log that does not replay is corrupt.
   */
  async load<S extends RulesState = RulesState>(id: string, rules: AnyRules): Promise<LoadedSave<S>> {
    const { db } = this;
    const { meta, rows, snap } = await this.run(() =>
      db.transaction('r', db.games, db.moves, db.snapshots, async () => {
        const meta = await db.games.get(id);
        if (!meta) throw new StorageError('storage.error.notFound', id);
        const rows = await this.movesOf(id, meta.moveCount);
        const snap: SnapshotRow | undefined = await db.snapshots
          .where('[saveId+index]')
          .between([id, 0], [id, meta.moveCount], true, true)
          .last();
        return { meta, rows, snap };
      }),
    );
    if (meta.gameId !== rules.id) {
      throw new StorageError('storage.error.unknown', `save of ${meta.gameId} loaded with rules of ${rules.id}`);
    }
    if (meta.contentVersion > rules.contentVersion) throw new StorageError('storage.error.newer', meta.gameId);
    const log = checkedLog(meta, rows);

    if (snap && meta.contentVersion === rules.contentVersion && usableState(snap.state)) {
      try {
        const state = replay<S>(rules, snap.state as S, log.slice(snap.index), snap.index);
        return { meta, state, log, resumedFrom: snap.index };
      } catch {
        // The snapshot disagrees with the log: trust the log.
      }
    }
    try {
      const { options, seatCount, seed } = meta.setup;
      const start = rules.setup(options, seatCount, seed) as S;
      return { meta, state: replay<S>(rules, start, log, 0), log, resumedFrom: null };
    } catch (err) {
      throw new StorageError('storage.error.corrupt', err instanceof Error ? err.message : String(err), {
        cause: err,
      });
    }
  }

  async get(id: string): Promise<SaveMeta | undefined> {
    return this.run(() => this.db.games.get(id));
  }

  /** Most recently played first. */
  async list(filter: ListFilter = {}): Promise<SaveMeta[]> {
    const all = await this.run(() => this.db.games.orderBy('updatedAt').reverse().toArray());
    return all.filter(
      (m) =>
        (filter.kiosk === undefined || m.kiosk === (filter.kiosk ? 1 : 0)) &&
        (filter.status === undefined || m.status === filter.status),
    );
  }

  /** Deletes the game, its moves, its snapshots and its own settings together. Removing a missing id is a no-op. */
  async remove(id: string): Promise<void> {
    const { db } = this;
    await this.run(() =>
      db.transaction('rw', [db.games, db.moves, db.snapshots, db.settings], async () => {
        // An unfinished game with PINs leaves its seats behind: a copy imported later gets them.
        const meta = await db.games.get(id);
        if (meta && meta.status !== 'finished' && meta.seats.some((s) => s.pinHash)) {
          await db.settings.put({ key: seatsRecordKey(gameIdentity(meta)), value: { seats: meta.seats.map((s) => ({ ...s })) } as unknown as Json });
        }
        await deleteSaveRows(db, id);
      }),
    );
    this.announce({ id, moveCount: null, rev: -1 });
  }

  async setStatus(id: string, status: SaveStatus, outcome?: Outcome | OutcomeSummary | null): Promise<SaveMeta> {
    const { db } = this;
    const t = this.now();
    const next = await this.run(() =>
      db.transaction('rw', db.games, async () => {
        const meta = await db.games.get(id);
        if (!meta) throw new StorageError('storage.error.notFound', id);
        const next: SaveMeta = { ...meta, status, updatedAt: t, rev: revOf(meta) + 1 };
        if (outcome) next.outcome = summarizeOutcome(outcome);
        else if (status !== 'finished') delete next.outcome;
        await db.games.put(next);
        return next;
      }),
    );
    return this.told(next);
  }

  /** Keeps a game's clock with its save (FabRisiko!'s Tournament); the moves are untouched. */
  async setClock(id: string, clock: GameClock): Promise<SaveMeta> {
    const { db } = this;
    const next = await this.run(() =>
      db.transaction('rw', db.games, async () => {
        const meta = await db.games.get(id);
        if (!meta) throw new StorageError('storage.error.notFound', id);
        const next: SaveMeta = { ...meta, clock: clockRow(clock), rev: revOf(meta) + 1 };
        await db.games.put(next);
        return next;
      }),
    );
    return this.told(next);
  }

  /** The lesson of a save ends (the player goes on alone): the coach no longer leads it. */
  async endLesson(id: string): Promise<SaveMeta> {
    const { db } = this;
    const next = await this.run(() =>
      db.transaction('rw', db.games, async () => {
        const meta = await db.games.get(id);
        if (!meta) throw new StorageError('storage.error.notFound', id);
        const next: SaveMeta = { ...meta, rev: revOf(meta) + 1 };
        delete next.lesson;
        await db.games.put(next);
        return next;
      }),
    );
    return this.told(next);
  }

  async getSetting<T extends Json>(key: string): Promise<T | undefined> {
    const row = await this.run(() => this.db.settings.get(key));
    return row?.value as T | undefined;
  }

  async putSetting(key: string, value: Json): Promise<void> {
    await this.run(() => this.db.settings.put({ key, value }));
  }

  /**
   * Writes a complete, already validated save (import): a fresh id, its moves and snapshots,
   * in one transaction. Returns the stored metadata.
   */
  async insertComplete(
    meta: Omit<SaveMeta, 'id'>,
    log: readonly LoggedMove[],
    snapshots: readonly { index: number; state: unknown }[],
  ): Promise<SaveMeta> {
    const id = this.newId();
    const full: SaveMeta = { ...meta, id, moveCount: log.length };
    const moveRows: MoveRow[] = log.map((e, index) => ({ saveId: id, index, seat: e.seat, move: e.move, barrier: e.barrier }));
    const snapRows: SnapshotRow[] = snapshots.map((s) => ({ saveId: id, index: s.index, state: s.state }));
    const { db } = this;
    await this.run(() =>
      db.transaction('rw', db.games, db.moves, db.snapshots, async () => {
        await db.games.add(full);
        if (moveRows.length) await db.moves.bulkAdd(moveRows);
        if (snapRows.length) await db.snapshots.bulkAdd(snapRows);
      }),
    );
    return full;
  }

  private movesOf(id: string, count: number): Promise<MoveRow[]> {
    return this.db.moves.where('[saveId+index]').between([id, 0], [id, count], true, false).toArray();
  }
}

/** The log as LoggedMove entries, after checking that no move is missing. */
function checkedLog(meta: SaveMeta, rows: MoveRow[]): LoggedMove[] {
  if (rows.length !== meta.moveCount || rows.some((r, i) => r.index !== i)) {
    throw new StorageError('storage.error.corrupt', `${meta.id}: ${rows.length} of ${meta.moveCount} moves`);
  }
  return rows.map((r) => ({ seat: r.seat, move: r.move, barrier: r.barrier }));
}

/** Asks the browser not to evict our data. Call it after a user gesture. */
export async function requestPersistence(): Promise<boolean> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (typeof storage?.persist !== 'function') return false;
  try {
    return await storage.persist();
  } catch {
    return false;
  }
}

/** Bytes used and available to this origin, when the browser tells. */
export async function estimate(): Promise<{ usage: number; quota: number } | null> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (typeof storage?.estimate !== 'function') return null;
  try {
    const e = await storage.estimate();
    if (typeof e.usage !== 'number' || typeof e.quota !== 'number') return null;
    return { usage: e.usage, quota: e.quota };
  } catch {
    return null;
  }
}

/** The clock's fields as a save row keeps them (nothing else the caller's object carries). */
function clockRow(c: GameClock): GameClock {
  return {
    elapsedMs: c.elapsedMs,
    runningSince: c.runningSince,
    ...(typeof c.awaySince === 'number' ? { awaySince: c.awaySince } : {}),
    ...(typeof c.awayMs === 'number' ? { awayMs: c.awayMs } : {}),
  };
}
