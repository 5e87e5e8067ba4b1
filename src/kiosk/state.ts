// Kiosk mode's state and its bookkeeping: the staff's choices (kept in one settings row),
// the visitor statistics (another row), the PIN lockout (a third), and the sweep that counts
// and removes kiosk games nobody is playing. No schema change: everything lives in the
// settings table and the games' own `kiosk` flag.
import { signal } from '@preact/signals';
import type { SaveStore } from '../storage/saves.ts';
import { deleteSaveRows } from '../storage/db.ts';
import type { Json } from '../engine/types.ts';
import { lang } from '../i18n/index.ts';
import { gameEntry } from '../games/registry.ts';
import { DEFAULT_ENTRIES, parseEntries, playableEntries, type KioskEntry } from './entries.ts';
import { parseStats, record, emptyStats, type KioskEvent, type KioskStats } from './stats.ts';
import { parseLock, UNLOCKED, type LockState } from './lockout.ts';
import { selectPurge } from './purge.ts';
import { kioskOn } from './flags.ts';
import { kioskHints } from './signals.ts';

export const CONFIG_KEY = 'kiosk.config';
export const STATS_KEY = 'kiosk.stats';
export const LOCK_KEY = 'kiosk.lock';

export const IDLE_CHOICES = [60, 90, 120, 180, 300] as const;
export const DEFAULT_IDLE_SEC = 120;
/** How long "Ci sei ancora?" counts down before the game is closed. */
export const COUNTDOWN_SEC = 20;

export const idleSec = signal<number>(DEFAULT_IDLE_SEC);
export const enabledEntries = signal<readonly KioskEntry[]>(DEFAULT_ENTRIES);
/** Salted hash of the staff PIN (ui/pin.ts), null until staff set one. */
export const staffPinHash = signal<string | null>(null);

/** The kiosk's own screens while no game is on: attract, choose a game, set it up. */
export const kioskView = signal<'attract' | 'pick' | 'setup'>('attract');
export const kioskEntry = signal<KioskEntry | null>(null);
/** This visit has seen the introduction to passing the tablet (or skipped it). */
export const introSeen = signal(false);

export function isPlayable(gameId: string): boolean {
  return !!gameEntry(gameId)?.load;
}

/** What visitors can choose now. */
export function visibleEntries(): KioskEntry[] {
  return playableEntries(enabledEntries.value, isPlayable);
}

let store: SaveStore | null = null;
/** One bookkeeping write at a time: counting never races removing. */
let queue: Promise<unknown> = Promise.resolve();
function serial<T>(job: () => Promise<T>): Promise<T> {
  const p = queue.then(job, job);
  queue = p.catch(() => undefined);
  return p;
}

function configJson(): Json {
  return { on: kioskOn.value, idleSec: idleSec.value, entries: enabledEntries.value as unknown as Json, pinHash: staffPinHash.value, hints: kioskHints.value };
}

export function saveConfig(): Promise<void> {
  const s = store;
  if (!s) return Promise.resolve();
  return serial(() => s.putSetting(CONFIG_KEY, configJson())).catch(() => undefined);
}

/** Reads the staff's choices. Called once at start-up (app/startup.ts). */
export async function initKiosk(s: SaveStore): Promise<void> {
  store = s;
  try {
    const raw = (await s.getSetting(CONFIG_KEY)) as { on?: unknown; idleSec?: unknown; entries?: unknown; pinHash?: unknown; hints?: unknown } | undefined;
    if (raw) {
      if (typeof raw.idleSec === 'number' && raw.idleSec >= 15 && raw.idleSec <= 3600) idleSec.value = raw.idleSec;
      const entries = parseEntries(raw.entries);
      if (entries) enabledEntries.value = entries;
      if (typeof raw.pinHash === 'string' && raw.pinHash.includes('$')) staffPinHash.value = raw.pinHash;
      // Settings saved before the hint existed have none: the default, on.
      if (typeof raw.hints === 'boolean') kioskHints.value = raw.hints;
      // Kiosk mode needs a staff PIN, or nobody could ever leave it.
      kioskOn.value = raw.on === true && staffPinHash.value !== null;
    }
  } catch {
    // Unreadable settings: start as a normal app.
  }
}

export function storeOf(): SaveStore {
  if (!store) throw new Error('kiosk not initialised');
  return store;
}

export async function readStats(): Promise<KioskStats> {
  try {
    return parseStats(await storeOf().getSetting(STATS_KEY));
  } catch {
    return emptyStats();
  }
}

export function resetStats(): Promise<void> {
  return serial(() => storeOf().putSetting(STATS_KEY, emptyStats() as unknown as Json));
}

/** Counts one event now (a game started). */
export function countEvent(event: KioskEvent, at: { gameId: string; mode: string; lang: string }): Promise<void> {
  const { db } = storeOf();
  return serial(() =>
    db.transaction('rw', db.settings, async () => {
      const stats = parseStats((await db.settings.get(STATS_KEY))?.value);
      await db.settings.put({ key: STATS_KEY, value: record(stats, event, { ...at, time: Date.now() }) as unknown as Json });
    }),
  ).catch(() => undefined);
}

/**
 * Counts and removes every kiosk game except `keepId` (the one on screen, if any): finished
 * ones as finished, the others as abandoned. Counting and removing are one transaction, so
 * a power cut never counts a game twice or loses one. Returns how many were removed.
 */
export function sweep(keepId: string | null = null): Promise<number> {
  const { db } = storeOf();
  return serial(() =>
    db.transaction('rw', [db.games, db.moves, db.snapshots, db.settings], async () => {
      const kiosk = await db.games.where('kiosk').equals(1).toArray();
      const items = selectPurge(kiosk, keepId);
      if (items.length === 0) return 0;
      let stats = parseStats((await db.settings.get(STATS_KEY))?.value);
      for (const it of items) {
        const meta = kiosk.find((m) => m.id === it.id)!;
        stats = record(stats, it.outcome, { gameId: it.gameId, mode: it.mode, lang: it.lang, time: meta.updatedAt });
        await deleteSaveRows(db, it.id);
      }
      await db.settings.put({ key: STATS_KEY, value: stats as unknown as Json });
      return items.length;
    }),
  ).catch(() => 0);
}

export async function readLock(): Promise<LockState> {
  try {
    return parseLock(await storeOf().getSetting(LOCK_KEY));
  } catch {
    return { ...UNLOCKED };
  }
}

export function writeLock(s: LockState): Promise<void> {
  return storeOf()
    .putSetting(LOCK_KEY, { fails: s.fails, lockedUntil: s.lockedUntil, lockouts: s.lockouts })
    .catch(() => undefined);
}

/** Visitors start over in Italian, on the attract screen, with the introduction still to see. */
export function resetVisit(): void {
  kioskView.value = 'attract';
  kioskEntry.value = null;
  introSeen.value = false;
  lang.value = 'it';
}
