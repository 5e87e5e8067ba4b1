// Export one save to a small JSON file (setup + moves, no snapshots) and import it back.
// An import is validated completely, replay included, before anything is written, and then
// written in one transaction under a fresh id: a rejected import changes nothing.
import { ReplayError, step, type LoggedMove } from '../engine/replay.ts';
import type { AnyRules } from '../engine/types.ts';
import { SNAPSHOT_EVERY, type SaveMeta, type SaveStatus, type SavedSeat } from './db.ts';
import { ImportError, StorageError } from './errors.ts';
import { summarizeOutcome, type SaveStore } from './saves.ts';

export const APP_ID = 'passamano';
export const EXPORT_FORMAT = 1;
/** Larger files are refused before parsing. */
export const MAX_IMPORT_CHARS = 5 * 1024 * 1024;

export interface ExportedGame extends SaveMeta {
  moves: LoggedMove[];
}

export interface SaveFile {
  app: typeof APP_ID;
  format: number;
  /** ISO 8601 */
  exportedAt: string;
  game: ExportedGame;
}

/** Returns the rules for a game id, or null when this app does not have that game. */
export type ResolveRules = (gameId: string) => AnyRules | null | undefined | Promise<AnyRules | null | undefined>;

/** A PIN hash is left out: 4 digits are trivially recovered from a hash, and people reuse PINs. */
export async function exportSave(store: SaveStore, id: string, now: Date = new Date()): Promise<SaveFile> {
  const { meta, log } = await store.readLog(id);
  const seats = meta.seats.map(({ name, color }) => ({ name, color }));
  return {
    app: APP_ID,
    format: EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    game: { ...meta, seats, moves: log },
  };
}

export async function exportSaveText(store: SaveStore, id: string, now?: Date): Promise<string> {
  return JSON.stringify(await exportSave(store, id, now));
}

/** "passamano-rubico-2026-11-22.json" */
export function exportFileName(meta: Pick<SaveMeta, 'gameId' | 'updatedAt'>): string {
  const day = new Date(meta.updatedAt).toISOString().slice(0, 10);
  return `${APP_ID}-${meta.gameId.replace(/[^a-z0-9-]/gi, '_')}-${day}.json`;
}

/** A validated import, ready to write. */
export interface PreparedImport {
  meta: Omit<SaveMeta, 'id'>;
  log: LoggedMove[];
  snapshots: { index: number; state: unknown }[];
  /** The state after the last move. */
  state: unknown;
}

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => x !== null && typeof x === 'object' && !Array.isArray(x);
const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
const corrupt = (detail: string, cause?: unknown) =>
  new ImportError('import.error.corrupt', detail, cause === undefined ? undefined : { cause });

function parseSeats(x: unknown, seatCount: number): SavedSeat[] {
  if (!Array.isArray(x) || x.length !== seatCount) throw corrupt('seats');
  return x.map((s, i) => {
    if (!isObj(s) || typeof s.name !== 'string' || typeof s.color !== 'string') throw corrupt(`seat ${i}`);
    if (s.pinHash !== undefined && typeof s.pinHash !== 'string') throw corrupt(`seat ${i} pin`);
    const seat: SavedSeat = { name: s.name, color: s.color };
    if (typeof s.pinHash === 'string') seat.pinHash = s.pinHash;
    return seat;
  });
}

/**
 * Checks a save file against everything it claims and replays it. Throws ImportError with the
 * reason key; writes nothing.
 */
export async function prepareImport(
  input: string | Blob,
  resolveRules: ResolveRules,
  now: number = Date.now(),
): Promise<PreparedImport> {
  if (typeof input !== 'string') {
    if (input.size > MAX_IMPORT_CHARS) throw new ImportError('import.error.tooLarge');
    input = await input.text();
  }
  if (input.length > MAX_IMPORT_CHARS) throw new ImportError('import.error.tooLarge');
  let file: unknown;
  try {
    file = JSON.parse(input);
  } catch (err) {
    throw new ImportError('import.error.notJson', undefined, { cause: err });
  }
  if (!isObj(file)) throw new ImportError('import.error.notJson');
  if (file.app !== APP_ID) throw new ImportError('import.error.foreign');
  if (!isInt(file.format) || file.format < 1) throw corrupt('format');
  if (file.format > EXPORT_FORMAT) throw new ImportError('import.error.newer', `format ${file.format}`);

  const g = file.game;
  if (!isObj(g) || typeof g.gameId !== 'string' || !g.gameId) throw corrupt('game');
  let rules: AnyRules | null | undefined;
  try {
    rules = await resolveRules(g.gameId);
  } catch (err) {
    throw new ImportError('import.error.unknownGame', g.gameId, { cause: err });
  }
  if (!rules) throw new ImportError('import.error.unknownGame', g.gameId);
  if (!isInt(g.contentVersion) || g.contentVersion < 0) throw corrupt('contentVersion');
  if (g.contentVersion > rules.contentVersion) throw new ImportError('import.error.newer', `content ${g.contentVersion}`);

  const setup = g.setup;
  if (!isObj(setup) || !('options' in setup) || !isInt(setup.seatCount) || !isInt(setup.seed)) throw corrupt('setup');
  const { seatCount, seed, options } = setup;
  if (seatCount < rules.minSeats || seatCount > rules.maxSeats) throw corrupt('seatCount');
  const seats = parseSeats(g.seats, seatCount);
  if (g.title !== undefined && typeof g.title !== 'string') throw corrupt('title');
  if (g.language !== undefined && typeof g.language !== 'string') throw corrupt('language');
  if (g.createdAt !== undefined && !(typeof g.createdAt === 'number' && Number.isFinite(g.createdAt))) {
    throw corrupt('createdAt');
  }
  if (g.kiosk !== undefined && ![0, 1, true, false].includes(g.kiosk as number | boolean)) throw corrupt('kiosk');
  if (g.status !== undefined && !['playing', 'finished', 'abandoned'].includes(g.status as string)) {
    throw corrupt('status');
  }
  const moves = g.moves;
  if (!Array.isArray(moves)) throw corrupt('moves');
  if (g.moveCount !== undefined && g.moveCount !== moves.length) throw corrupt('moveCount');
  moves.forEach((m, i) => {
    if (!isObj(m) || !isInt(m.seat) || m.seat < 0 || m.seat >= seatCount || !('move' in m)) throw corrupt(`move ${i}`);
    if (m.barrier !== undefined && typeof m.barrier !== 'boolean') throw corrupt(`move ${i} barrier`);
  });

  // Replay with the installed rules. The stored barriers are the ones step computes, so a
  // hand-edited file cannot make a die roll undoable.
  const log: LoggedMove[] = [];
  const snapshots: { index: number; state: unknown }[] = [];
  let state: { rng: readonly number[] };
  try {
    state = rules.setup(options, seatCount, seed);
    snapshots.push({ index: 0, state });
    for (let i = 0; i < moves.length; i++) {
      const r = step(rules, state, moves[i].seat as number, moves[i].move);
      if (!r.ok) throw new ReplayError(i, r.reason);
      log.push(r.entry);
      state = r.state;
      if ((i + 1) % SNAPSHOT_EVERY === 0) snapshots.push({ index: i + 1, state });
    }
  } catch (err) {
    throw corrupt(err instanceof Error ? err.message : 'replay', err);
  }
  if (snapshots[snapshots.length - 1].index !== log.length) snapshots.push({ index: log.length, state });

  const outcome = rules.outcome(state);
  const status: SaveStatus = outcome ? 'finished' : g.status === 'abandoned' ? 'abandoned' : 'playing';
  const meta: Omit<SaveMeta, 'id'> = {
    gameId: g.gameId,
    title: typeof g.title === 'string' ? g.title : g.gameId,
    status,
    createdAt: typeof g.createdAt === 'number' ? g.createdAt : now,
    updatedAt: now,
    moveCount: log.length,
    seats,
    setup: { options, seatCount, seed },
    // The log was just verified to replay with the installed content.
    contentVersion: rules.contentVersion,
    kiosk: g.kiosk === 1 || g.kiosk === true ? 1 : 0,
    language: typeof g.language === 'string' ? g.language : 'it',
  };
  if (outcome) meta.outcome = summarizeOutcome(outcome);
  // A campaign link is kept when it is well formed; a bad one is dropped, never trusted.
  const c = g.campaign as { id?: unknown; mission?: unknown } | undefined;
  if (c && typeof c.id === 'string' && c.id.length <= 100 && Number.isInteger(c.mission) && (c.mission as number) >= 1) {
    meta.campaign = { id: c.id, mission: c.mission as number };
  }
  return { meta, log, snapshots, state };
}

/**
 * Validates and writes an exported save as a new game. Throws ImportError (nothing written)
 * for a bad file, StorageError ('storage.error.full'...) when the write itself fails.
 */
export async function importSave(
  store: SaveStore,
  input: string | Blob,
  resolveRules: ResolveRules,
): Promise<SaveMeta> {
  const p = await prepareImport(input, resolveRules);
  try {
    return await store.insertComplete(p.meta, p.log, p.snapshots);
  } catch (err) {
    if (err instanceof StorageError) throw err;
    throw new StorageError('storage.error.unknown', String(err), { cause: err });
  }
}
