// Public log entries: what the rules record for everyone to read. An entry is a key and JSON
// parameters, never a sentence, so the log is the same in every language and a save replays
// to the same log. Numeric parameters whose name starts with "seat" are seat indices; string
// parameters that look like i18n keys ("rubico.kind.red") are translated when shown.
import type { Json } from './types.ts';

export interface LogEntry {
  key: string;
  params?: { [name: string]: Json };
}

/** A translation function: the i18n catalog's `t` in the app, a stub in tests. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** Does this string look like an i18n key ("a.b" with no space) rather than words? */
export function isKey(value: string): boolean {
  return value.includes('.') && !value.includes(' ');
}

/**
 * The plain sentence for an entry: seat parameters become names, key-like parameters their
 * words, booleans "true"/"false"; arrays and objects are left out (games that log them have
 * their own formatter).
 */
export function formatLogEntry(entry: LogEntry, seatNames: readonly string[], t: Translate): string {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(entry.params ?? {})) {
    if (value === null || value === undefined || typeof value === 'object') continue;
    if (name.startsWith('seat') && typeof value === 'number') params[name] = seatNames[value] ?? `#${value + 1}`;
    else if (typeof value === 'string' && isKey(value)) params[name] = t(value);
    else params[name] = typeof value === 'boolean' ? String(value) : value;
  }
  return t(entry.key, params);
}

/** Reads the log out of a game's table view, if it has one. */
export function logOf(view: unknown): LogEntry[] {
  const log = (view as { log?: unknown } | null)?.log;
  return Array.isArray(log) ? (log as LogEntry[]) : [];
}
