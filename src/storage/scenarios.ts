// The players' own scenarios (Corteo's editor): kept in the `scenarios` table, exported to a
// small JSON file and imported back. The data belongs to the game, so the game checks it (the
// `check` given to an import); a file refused for any reason writes nothing.
import type { Json } from '../engine/types.ts';
import { PassamanoDB, type ScenarioRow } from './db.ts';
import { ImportError, toStorageError } from './errors.ts';
import { APP_ID } from './transfer.ts';

export const SCENARIO_FORMAT = 1;

/** A file whose data the game refused: `why` is the game's reason, in the player's words. */
export class ScenarioRefused extends ImportError {
  constructor(readonly why: string) {
    super('import.error.corrupt', why);
    this.name = 'ScenarioRefused';
  }
}
/** A scenario is a few kilobytes: a larger file is refused before parsing. */
export const MAX_SCENARIO_CHARS = 256 * 1024;

export interface ScenarioFile {
  app: typeof APP_ID;
  kind: 'scenario';
  format: number;
  gameId: string;
  /** ISO 8601 */
  exportedAt: string;
  name: string;
  data: Json;
}

/**
 * The game's verdict on a file's data: the row to keep (a name and the data, under an id not in
 * `taken`), or the reason it is refused, in the player's words.
 */
export type ScenarioCheck = (data: unknown, taken: ReadonlySet<string>) => { id: string; name: string; data: Json } | { refused: string };

export class ScenarioStore {
  readonly db: PassamanoDB;
  constructor(db: PassamanoDB) {
    this.db = db;
  }

  async list(gameId: string): Promise<ScenarioRow[]> {
    try {
      const rows = await this.db.scenarios.where('gameId').equals(gameId).toArray();
      return rows.sort((a, b) => b.updatedAt - a.updatedAt);
    } catch (err) {
      throw toStorageError(err);
    }
  }

  async get(id: string): Promise<ScenarioRow | undefined> {
    try {
      return await this.db.scenarios.get(id);
    } catch (err) {
      throw toStorageError(err);
    }
  }

  async put(row: ScenarioRow): Promise<void> {
    try {
      await this.db.scenarios.put(row);
    } catch (err) {
      throw toStorageError(err);
    }
  }

  async remove(id: string): Promise<void> {
    try {
      await this.db.scenarios.delete(id);
    } catch (err) {
      throw toStorageError(err);
    }
  }
}

export function scenarioFileText(row: ScenarioRow, now: Date = new Date()): string {
  const file: ScenarioFile = { app: APP_ID, kind: 'scenario', format: SCENARIO_FORMAT, gameId: row.gameId, exportedAt: now.toISOString(), name: row.name, data: row.data };
  return JSON.stringify(file, null, 1);
}

/** "passamano-corteo-scenario-il-mio-scenario.json" */
export function scenarioFileName(row: Pick<ScenarioRow, 'gameId' | 'name'>): string {
  const slug = row.name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'scenario';
  return `${APP_ID}-${row.gameId.replace(/[^a-z0-9-]/gi, '_')}-scenario-${slug}.json`;
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * Reads a scenario file for `gameId` and keeps it under a fresh id when its own is taken.
 * Throws ImportError (its reason an i18n key; a game's refusal in `detail`) and writes nothing
 * unless every check passed.
 */
export async function importScenario(store: ScenarioStore, input: string | Blob, gameId: string, check: ScenarioCheck, now: number = Date.now()): Promise<ScenarioRow> {
  if (typeof input !== 'string') {
    if (input.size > MAX_SCENARIO_CHARS) throw new ImportError('import.error.tooLarge');
    input = await input.text();
  }
  if (input.length > MAX_SCENARIO_CHARS) throw new ImportError('import.error.tooLarge');
  let file: unknown;
  try {
    file = JSON.parse(input);
  } catch (err) {
    throw new ImportError('import.error.notJson', undefined, { cause: err });
  }
  if (!isObj(file) || file.app !== APP_ID || file.kind !== 'scenario') throw new ImportError('import.error.foreign');
  if (!Number.isInteger(file.format) || (file.format as number) < 1) throw new ImportError('import.error.corrupt', 'format');
  if ((file.format as number) > SCENARIO_FORMAT) throw new ImportError('import.error.newer', `format ${String(file.format)}`);
  if (file.gameId !== gameId) throw new ImportError('import.error.unknownGame', String(file.gameId));
  const taken = new Set((await store.list(gameId)).map((r) => r.id));
  const verdict = check(file.data, taken);
  if ('refused' in verdict) throw new ScenarioRefused(verdict.refused);
  if (taken.has(verdict.id)) throw new ImportError('import.error.corrupt', 'id taken');
  const row: ScenarioRow = { id: verdict.id, gameId, name: verdict.name, updatedAt: now, data: verdict.data };
  try {
    await store.db.scenarios.add(row);
  } catch (err) {
    throw toStorageError(err);
  }
  return row;
}
