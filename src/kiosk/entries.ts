// What a kiosk offers is data: a list of entries, each a game and optionally a mode with the
// options it forces. An entry is shown only while its game is playable (its catalog entry has
// a `load`), so a game that lands later appears in the kiosk without a code change.
import type { Json } from '../engine/types.ts';

export interface KioskEntry {
  gameId: string;
  /** A named way to play the game ('demo'); absent for the game's standard set-up. */
  mode?: string;
  /** Options forced on top of the game's defaults. */
  options?: { [key: string]: Json };
}

/** Every entry staff can choose from, in display order. */
export const KIOSK_CHOICES: readonly KioskEntry[] = [
  { gameId: 'repubblica-ribelle', mode: 'demo', options: { demo: true } },
  { gameId: 'rubico' },
  { gameId: 'repubblica-ribelle', mode: 'full', options: { demo: false } },
  { gameId: 'fiamme-d-assalto' },
  { gameId: 'fabrisiko' },
  { gameId: 'corteo' },
];

/** The museum's default: the Repubblica Ribelle demonstration game, and Rubico. */
export const DEFAULT_ENTRIES: readonly KioskEntry[] = [KIOSK_CHOICES[0], KIOSK_CHOICES[1]];

export function entryKey(e: KioskEntry): string {
  return e.mode ? `${e.gameId}:${e.mode}` : e.gameId;
}

export function modeName(e: KioskEntry): string {
  return e.mode ?? 'standard';
}

/** The enabled entries whose game can be played now. */
export function playableEntries(enabled: readonly KioskEntry[], isPlayable: (gameId: string) => boolean): KioskEntry[] {
  return enabled.filter((e) => isPlayable(e.gameId));
}

function isSubset(part: { [key: string]: Json } | undefined, whole: unknown): boolean {
  if (!part) return true;
  if (!whole || typeof whole !== 'object') return false;
  return Object.entries(part).every(([k, v]) => JSON.stringify((whole as Record<string, unknown>)[k]) === JSON.stringify(v));
}

/**
 * The mode a save was started in, read back from its options: the first choice of its game
 * whose forced options the save has ('standard' when none has any).
 */
export function modeOfSave(gameId: string, options: unknown): string {
  const hit = KIOSK_CHOICES.find((e) => e.gameId === gameId && e.options && isSubset(e.options, options));
  return hit ? modeName(hit) : 'standard';
}

/** Keeps only well-formed entries from a stored list (a damaged row falls back to defaults). */
export function parseEntries(raw: unknown): KioskEntry[] | null {
  if (!Array.isArray(raw)) return null;
  const keys = new Set(KIOSK_CHOICES.map(entryKey));
  const out = raw.filter((e): e is KioskEntry => !!e && typeof e === 'object' && typeof (e as KioskEntry).gameId === 'string' && keys.has(entryKey(e as KioskEntry)));
  // Options always come from the choice list, never from storage.
  return out.map((e) => KIOSK_CHOICES.find((c) => entryKey(c) === entryKey(e))!);
}
