// Export one save to a small JSON file (setup + moves, no snapshots) and import it back.
// An import is validated completely, replay included, before anything is written, and then
// written in one transaction under a fresh id: a rejected import changes nothing.
import { ReplayError, step, type GameSetup, type LoggedMove } from '../engine/replay.ts';
import type { AnyRules } from '../engine/types.ts';
import { seatsProblem, type SeatToCheck } from '../engine/seats.ts';
import { SNAPSHOT_EVERY, gameIdentity, seatsRecordKey, type CampaignLink, type SaveMeta, type SaveStatus, type SavedSeat } from './db.ts';
import { ImportError, StorageError } from './errors.ts';
import { summarizeOutcome, type SaveStore } from './saves.ts';

export const APP_ID = 'passamano';
export const EXPORT_FORMAT = 1;
/** A save's title: the game's name, or a campaign's "Fiamme d'assalto · <mission>"; longer ones are refused. */
export const MAX_TITLE = 100;
/** Larger files are refused before parsing. */
export const MAX_IMPORT_CHARS = 5 * 1024 * 1024;

export interface ExportedGame extends Omit<SaveMeta, 'rev'> {
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

/**
 * What the registry knows of a game beyond its rules (storage cannot import the registry):
 * `teams` says whether its seats may be held by a team of people (`members`).
 */
export interface ImportPolicy {
  teams?: (gameId: string) => boolean;
  /**
   * The options of the game that follows a finished one (the package's nextSetup), or null: a
   * campaign link is kept only when the mission before leads to the imported game's options.
   */
  nextOptions?: (gameId: string, finalState: unknown, setup: GameSetup) => unknown | Promise<unknown>;
}

/**
 * An unfinished game keeps its seats' PIN hashes, or the copy would show anyone Anna's role; a
 * finished one has revealed everything, and its hashes (4 digits are quickly tried) stay home.
 * Who plays each seat (`app`, the app's level; a team's people) always travels: the game goes
 * on as it was.
 */
export async function exportSave(store: SaveStore, id: string, now: Date = new Date()): Promise<SaveFile> {
  const { meta: full, log } = await store.readLog(id);
  // `rev` counts this database's writes to the row (tabs compare it); it means nothing in
  // another database, so the file leaves it out and an import starts its own count. Whether the
  // last move was secret is worked out again by the import's replay.
  const { rev: _rev, lastMoveSecret: _secret, ...meta } = full;
  const keepPins = meta.status !== 'finished';
  const seats = meta.seats.map(({ name, color, pinHash, app, members }) => {
    const seat: SavedSeat = { name, color };
    if (keepPins && pinHash) seat.pinHash = pinHash;
    if (app !== undefined) seat.app = app;
    if (members) seat.members = [...members];
    return seat;
  });
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

/** The wizard's hash (ui/pin.ts): 8 bytes of salt and a SHA-256, in lower-case hex. */
const PIN_HASH = /^[0-9a-f]{16}\$[0-9a-f]{64}$/;

/**
 * Names, colours and who plays each seat are held to the wizard's own rule (engine/seats.ts):
 * an app seat at a real level and without a PIN, at least one person, a team of 2 to 5 named
 * people. A save from before teams has no `members` and opens as it always did.
 */
function parseSeats(x: unknown, seatCount: number, teams: boolean): SavedSeat[] {
  if (!Array.isArray(x) || x.length !== seatCount) throw corrupt('seats');
  const seats = x.map((s, i) => {
    if (!isObj(s) || typeof s.name !== 'string' || typeof s.color !== 'string') throw corrupt(`seat ${i}`);
    if (s.pinHash !== undefined && !(typeof s.pinHash === 'string' && PIN_HASH.test(s.pinHash))) throw corrupt(`seat ${i} pin`);
    const seat: SeatToCheck = { name: s.name.trim(), color: s.color };
    if (typeof s.pinHash === 'string') seat.pinHash = s.pinHash;
    if (s.app !== undefined) seat.app = s.app;
    if (s.members !== undefined) {
      if (!teams) throw corrupt(`seat ${i} members: the game has no teams`);
      seat.members = Array.isArray(s.members) ? s.members.map((m) => (typeof m === 'string' ? m.trim() : m)) : s.members;
    }
    return seat;
  });
  const problem = seatsProblem(seats);
  if (problem) throw corrupt(`seats: ${problem}`);
  // The rule has checked every `app` is a Level, every pinHash a string, every team's people names.
  return seats as SavedSeat[];
}

/** Deeper than any save: refused before anything walks it (a stack overflow, a failed write). */
export const MAX_DEPTH = 64;

function tooDeep(root: unknown): boolean {
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length) {
    const [x, depth] = stack.pop()!;
    if (x === null || typeof x !== 'object') continue;
    if (depth >= MAX_DEPTH) return true;
    for (const v of Object.values(x)) if (v !== null && typeof v === 'object') stack.push([v, depth + 1]);
  }
  return false;
}

/**
 * Checks a save file against everything it claims and replays it. Throws ImportError with the
 * reason key; writes nothing.
 */
export async function prepareImport(
  input: string | Blob,
  resolveRules: ResolveRules,
  now: number = Date.now(),
  policy: ImportPolicy = {},
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
  if (!isObj(file) || tooDeep(file)) throw new ImportError('import.error.notJson');
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
  // The rules' own check, the one the wizard's start passes: an option the wizard could not
  // produce (a map named "__proto__", a scenario of no head, "no" for true) never reaches them.
  const optionsWrong = rules.optionsProblem(options, seatCount);
  if (optionsWrong) throw new ImportError('import.error.options', optionsWrong);
  const seats = parseSeats(g.seats, seatCount, policy.teams?.(g.gameId) ?? false);
  // A title as long as the wizard's or a campaign's (seat names: seatsProblem's own bound).
  if (g.title !== undefined && !(typeof g.title === 'string' && g.title.length <= MAX_TITLE)) throw corrupt('title');
  if (g.language !== undefined && !(typeof g.language === 'string' && g.language.length <= 12)) throw corrupt('language');
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
  let lastMoveSecret = false;
  try {
    state = rules.setup(options, seatCount, seed);
    snapshots.push({ index: 0, state });
    for (let i = 0; i < moves.length; i++) {
      if (i === moves.length - 1) lastMoveSecret = !!rules.decision(state)?.secret;
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
    // A visitor's game is the kiosk's own: an imported one is never deleted or counted as one.
    kiosk: 0,
    language: typeof g.language === 'string' ? g.language : 'it',
  };
  if (log.length) meta.lastMoveSecret = lastMoveSecret;
  if (outcome) {
    meta.outcome = summarizeOutcome(outcome);
    // Everything is revealed: the PINs go, who played each seat stays.
    meta.seats = seats.map(({ pinHash: _pin, ...seat }) => seat);
  }
  // A campaign link is kept when it is well formed (and, on writing, follows its mission before
  // in the database: campaignHolds); a bad one is dropped, never trusted.
  const c = g.campaign as { id?: unknown; mission?: unknown } | undefined;
  if (c && typeof c.id === 'string' && c.id.length <= 100 && Number.isInteger(c.mission) && (c.mission as number) >= 1) {
    meta.campaign = { id: c.id, mission: c.mission as number };
  }
  return { meta, log, snapshots, state };
}

/** Plain JSON with its keys in order: two option sets are the same when their texts are. */
function canonical(x: unknown): string {
  if (Array.isArray(x)) return `[${x.map(canonical).join(',')}]`;
  if (isObj(x)) return `{${Object.keys(x).filter((k) => x[k] !== undefined).sort().map((k) => `${JSON.stringify(k)}:${canonical(x[k])}`).join(',')}}`;
  return JSON.stringify(x) ?? 'null';
}

/**
 * Is the import's campaign link consistent with this database? The mission just before it must
 * be here: the campaign's first save (no link of its own) for mission 2, else the save linked to
 * the same campaign one mission earlier; of the same game and seat count, finished; and where
 * the game says what follows a finished game (`policy.nextOptions`), it leads to exactly the
 * imported game's options. Anything else (a link to another campaign's save, mission 99) is
 * dropped: the game imports on its own.
 */
async function campaignHolds(store: SaveStore, p: PreparedImport, c: CampaignLink, resolveRules: ResolveRules, policy: ImportPolicy): Promise<boolean> {
  if (c.mission < 2) return false;
  const saves = await store.list();
  const before = saves.filter(
    (s) =>
      s.gameId === p.meta.gameId &&
      s.status === 'finished' &&
      s.setup.seatCount === p.meta.setup.seatCount &&
      (c.mission === 2 ? s.id === c.id && !s.campaign : s.campaign?.id === c.id && s.campaign.mission === c.mission - 1),
  );
  if (!before.length) return false;
  if (!policy.nextOptions) return true;
  const rules = await resolveRules(p.meta.gameId);
  if (!rules) return false;
  for (const s of before) {
    try {
      const { state } = await store.load(s.id, rules);
      const next = await policy.nextOptions(p.meta.gameId, state, s.setup);
      if (next != null && canonical(next) === canonical(p.meta.setup.options)) return true;
    } catch {
      // A mission before that cannot be read leads nowhere.
    }
  }
  return false;
}

/**
 * The seats this device knows for the imported game (same game, same seed: a copy of it), as
 * they were: the most recently played unfinished copy here, else the seats its deleted save left
 * behind (SaveStore.remove). A file's seats can be edited (a PIN hash deleted, the other seats
 * made the app's, which leaves one person who needs no PIN); on this device the edit changes
 * nothing. A finished copy is no witness: its PINs are gone (and a file played to its end by
 * whoever holds it imports as one).
 */
async function seatsAsTheyWere(store: SaveStore, meta: Omit<SaveMeta, 'id'>): Promise<SavedSeat[] | null> {
  const identity = gameIdentity(meta);
  const copies = (await store.list()).filter((s) => s.status !== 'finished' && gameIdentity(s) === identity && s.setup.seatCount === meta.setup.seatCount);
  copies.sort((a, b) => b.updatedAt - a.updatedAt);
  if (copies.length) return copies[0].seats.map((s) => ({ ...s }));
  const record = (await store.getSetting(seatsRecordKey(identity))) as { seats?: SavedSeat[] } | undefined;
  const seats = record?.seats;
  return Array.isArray(seats) && seats.length === meta.setup.seatCount ? seats.map((s) => ({ ...s })) : null;
}

/**
 * Validates and writes an exported save as a new game. Throws ImportError (nothing written)
 * for a bad file, StorageError ('storage.error.full'...) when the write itself fails.
 */
export async function importSave(
  store: SaveStore,
  input: string | Blob,
  resolveRules: ResolveRules,
  policy: ImportPolicy = {},
): Promise<SaveMeta> {
  const p = await prepareImport(input, resolveRules, Date.now(), policy);
  const c = p.meta.campaign;
  if (c && !(await campaignHolds(store, p, c, resolveRules, policy))) delete p.meta.campaign;
  // An unfinished game keeps the seats this device knew for it, whatever the file says.
  if (p.meta.status !== 'finished') {
    const kept = await seatsAsTheyWere(store, p.meta);
    if (kept) p.meta.seats = kept;
  }
  try {
    return await store.insertComplete(p.meta, p.log, p.snapshots);
  } catch (err) {
    // A full disk says so; any other failure is the import's own, not a move's.
    if (err instanceof StorageError && err.reason === 'storage.error.full') throw err;
    throw new StorageError('import.error.notSaved', String(err), { cause: err });
  }
}
