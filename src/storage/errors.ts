// Typed storage errors. `reason` is an i18n key the shell shows as is.

export const STORAGE_ERRORS = [
  'storage.error.full',
  'storage.error.unknown',
  'storage.error.notFound',
  'storage.error.corrupt',
  'storage.error.newer',
  // Another tab or window wrote to the save since this one read it: nothing was written.
  'storage.error.stale',
] as const;

export const IMPORT_ERRORS = [
  'import.error.notJson',
  'import.error.foreign',
  'import.error.newer',
  'import.error.unknownGame',
  'import.error.corrupt',
  // The game's rules refuse the file's options (engine/options.ts): nothing was written.
  'import.error.options',
  'import.error.tooLarge',
  'import.error.notSaved',
] as const;

export type StorageErrorKey = (typeof STORAGE_ERRORS)[number];
export type ImportErrorKey = (typeof IMPORT_ERRORS)[number];

export class StorageError extends Error {
  constructor(
    readonly reason: StorageErrorKey | ImportErrorKey,
    /** For logs and tests, never for users. */
    readonly detail?: string,
    options?: { cause?: unknown },
  ) {
    super(detail ? `${reason}: ${detail}` : reason, options);
    this.name = 'StorageError';
  }
}

/** A rejected import: nothing was written. */
export class ImportError extends StorageError {
  declare readonly reason: ImportErrorKey;
  constructor(reason: ImportErrorKey, detail?: string, options?: { cause?: unknown }) {
    super(reason, detail, options);
    this.name = 'ImportError';
  }
}

type Named = { name?: unknown; message?: unknown; inner?: unknown; cause?: unknown; failures?: unknown };

/**
 * True when `err`, or an error it wraps, has this name: Dexie's `inner` (an AbortError wraps the
 * transaction's error), `cause`, and each of a BulkError's or ModifyError's `failures`.
 */
export function hasErrorName(err: unknown, name: string): boolean {
  const queue: unknown[] = [err];
  for (let seen = 0; queue.length && seen < 32; seen++) {
    const e = queue.shift() as Named | undefined;
    if (!e || typeof e !== 'object') continue;
    if (e.name === name) return true;
    queue.push(e.inner, e.cause);
    if (Array.isArray(e.failures)) queue.push(...e.failures.slice(0, 8));
  }
  return false;
}

/**
 * A full disk or quota. Dexie rejects a transaction the browser aborted for quota with an
 * AbortError whose `inner` is the QuotaExceededError; when only the message survived (an inner
 * lost on the way, Firefox's own name), the message tells.
 */
export function isQuotaError(err: unknown): boolean {
  if (hasErrorName(err, 'QuotaExceededError') || hasErrorName(err, 'NS_ERROR_DOM_QUOTA_REACHED')) return true;
  const e = err as Named | undefined;
  return hasErrorName(err, 'AbortError') && typeof e?.message === 'string' && /QuotaExceeded|quota/i.test(e.message);
}

export function isClosedError(err: unknown): boolean {
  return hasErrorName(err, 'DatabaseClosedError');
}

/** Maps any failure of a Dexie call to a StorageError, keeping ours as they are. */
export function toStorageError(err: unknown): StorageError {
  if (err instanceof StorageError) return err;
  if (isQuotaError(err)) return new StorageError('storage.error.full', undefined, { cause: err });
  const msg = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return new StorageError('storage.error.unknown', msg, { cause: err });
}
