// What a kiosk offers is data: a list of entries, each a game and optionally a mode with the
// options it forces. Every game of the registry is a choice (so a game that lands later appears
// in the staff panel without a code change); an entry is shown to visitors only while its game
// is playable (its catalog entry has a `load`).
import type { Json } from '../engine/types.ts';
import { GAMES } from '../games/registry.ts';

export interface KioskEntry {
  gameId: string;
  /** A named way to play the game ('demo'); absent for the game's standard set-up. */
  mode?: string;
  /** Options forced on top of the game's defaults. */
  options?: { [key: string]: Json };
}

/** The named ways to play a game; a game not listed here is offered in its standard set-up. */
const MODES: readonly KioskEntry[] = [
  { gameId: 'repubblica-ribelle', mode: 'demo', options: { demo: true } },
  { gameId: 'repubblica-ribelle', mode: 'full', options: { demo: false } },
  // Corteo as two sides, and its Antirepressivo for three (the registry's seatsFor).
  { gameId: 'corteo' },
  { gameId: 'corteo', mode: 'antirepressivo', options: { mode: 'advanced', scenario: 'antirepressivo' } },
];

/** The museum's default: the Repubblica Ribelle demonstration game, and Rubico. */
export const DEFAULT_ENTRIES: readonly KioskEntry[] = [MODES[0], { gameId: 'rubico' }];

/**
 * Every entry staff can choose from, in display order: the defaults first, then each game of
 * `games` in the registry's order, as its modes or its standard set-up.
 */
export function kioskChoices(games: readonly { id: string }[]): KioskEntry[] {
  const out: KioskEntry[] = DEFAULT_ENTRIES.filter((e) => games.some((g) => g.id === e.gameId));
  for (const g of games) {
    const modes = MODES.filter((m) => m.gameId === g.id);
    for (const e of modes.length ? modes : [{ gameId: g.id }]) if (!out.some((o) => entryKey(o) === entryKey(e))) out.push(e);
  }
  return out;
}

export const KIOSK_CHOICES: readonly KioskEntry[] = kioskChoices(GAMES);

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

/** Whether `whole` (a game's options) holds every option `part` forces. */
export function optionsHeld(part: { [key: string]: Json } | undefined, whole: unknown): boolean {
  if (!part) return true;
  if (!whole || typeof whole !== 'object') return false;
  return Object.entries(part).every(([k, v]) => JSON.stringify((whole as Record<string, unknown>)[k]) === JSON.stringify(v));
}

/**
 * The mode a save was started in, read back from its options: the first choice of its game
 * whose forced options the save has ('standard' when none has any).
 */
export function modeOfSave(gameId: string, options: unknown): string {
  const hit = KIOSK_CHOICES.find((e) => e.gameId === gameId && e.options && optionsHeld(e.options, options));
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
