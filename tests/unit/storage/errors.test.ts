// A full disk is told as a full disk, however Dexie wraps the browser's quota error.
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { toStorageError } from '../../../src/storage/errors.ts';
import { SaveStore } from '../../../src/storage/saves.ts';
import { freshDb, newSave, quotaError } from './helpers.ts';

describe('quota errors map to storage.error.full', () => {
  it.each([
    ['the browser\'s own', () => quotaError()],
    ['an AbortError wrapping it (a transaction the browser aborted)', () => new Dexie.AbortError(quotaError())],
    ['an AbortError around an AbortError around it', () => new Dexie.AbortError('aborted', new Dexie.AbortError(quotaError()))],
    ['a BulkError whose failures are quota errors', () => new Dexie.BulkError('bulkAdd failed', { 0: quotaError() } as never)],
    ['an AbortError that kept only the message', () => Object.assign(new Error('QuotaExceededError The quota has been exceeded.'), { name: 'AbortError' })],
    ['Firefox\'s name', () => Object.assign(new Error('quota'), { name: 'NS_ERROR_DOM_QUOTA_REACHED' })],
  ])('%s', (_what, make) => {
    expect(toStorageError(make()).reason).toBe('storage.error.full');
  });

  it('other failures, aborts included, stay generic', () => {
    expect(toStorageError(new Dexie.AbortError('Transaction aborted')).reason).toBe('storage.error.unknown');
    expect(toStorageError(new Dexie.ConstraintError('Key already exists')).reason).toBe('storage.error.unknown');
    expect(toStorageError(new Error('quota of cards')).reason).toBe('storage.error.unknown');
  });

  it('a bulk write the quota stops (an import) is told as a full disk', async () => {
    const { db, fault } = freshDb();
    const store = new SaveStore(db);
    fault.current = { table: 'moves', error: () => new Dexie.BulkError('bulkAdd', { 0: quotaError() } as never) };
    const meta = { ...newSave(), status: 'playing' as const, createdAt: 0, updatedAt: 0, moveCount: 1, kiosk: 0 as const, language: 'it' };
    const err = await store.insertComplete(meta, [{ seat: 0, move: { type: 'add', n: 1 }, barrier: false }], []).catch((e: unknown) => e);
    expect(err).toMatchObject({ reason: 'storage.error.full' });
    expect(await db.games.count()).toBe(0);
  });
});
