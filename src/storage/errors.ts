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
  'import.error.tooLarge',
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

type Named = { name?: unknown; inner?: unknown; cause?: unknown };

/** True when `err`, or an error it wraps (Dexie's `inner`, or `cause`), has this name. */
export function hasErrorName(err: unknown, name: string): boolean {
  let e = err as Named | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 8; depth++) {
    if (e.name === name) return true;
    e = (e.inner ?? e.cause) as Named | undefined;
  }
  return false;
}

export function isQuotaError(err: unknown): boolean {
  return hasErrorName(err, 'QuotaExceededError');
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
