// Public log entries: what the rules record for everyone to read. An entry is a key and JSON
// parameters, never a sentence, so the log is the same in every language and a save replays
// to the same log. Each game declares the type of its parameters (a `LogFormat`: a seat, an
// i18n key, a game's own kind such as a unit or a hex), and `logParams` says each one by its
// declared type: nothing is guessed from a parameter's name or from what its value looks like.
import type { Json } from './types.ts';

export interface LogEntry {
  key: string;
  params?: { [name: string]: Json };
}

/** A translation function: the i18n catalog's `t` in the app, a stub in tests. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * A log parameter's type. The engine knows three: 'seat' (a seat index, said as the player's
 * name), 'key' (an i18n key, said as its words) and 'plain' (a number or text as it is, a
 * boolean as "true"/"false", a list or an object left out). A game adds kinds of its own with
 * `say`.
 */
export type LogParamType = 'seat' | 'key' | 'plain' | (string & {});

/** How a game's log parameters are said: their declared types and the game's own kinds. */
export interface LogFormat {
  /** The type of each parameter, by name; a name not listed is 'plain'. */
  readonly types: Readonly<Record<string, LogParamType>>;
  /** Entries where a parameter of that name is of another type (entry key -> name -> type). */
  readonly byKey?: Readonly<Record<string, Readonly<Record<string, LogParamType>>>>;
  /** The game's own types: how a value is said (called for every value of the type, null aside). */
  readonly say?: Readonly<Record<string, (value: Json, entry: LogEntry) => string | number>>;
}

/** No parameter types beyond the plain ones. */
export const PLAIN_LOG: LogFormat = { types: {} };

/** The declared type of an entry's parameter. */
export const paramType = (format: LogFormat, key: string, name: string): LogParamType => format.byKey?.[key]?.[name] ?? format.types[name] ?? 'plain';

/** A plain value: a number or text as it is, a boolean as "true"/"false", anything else left out. */
function plain(value: Json): string | number | undefined {
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  return undefined;
}

/** An entry's parameters said by their declared types, ready for its sentence. */
export function logParams(entry: LogEntry, format: LogFormat, seatNames: readonly string[], t: Translate): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(entry.params ?? {})) {
    if (value === null || value === undefined) continue;
    const type = paramType(format, entry.key, name);
    const own = format.say?.[type];
    let said: string | number | undefined;
    if (own) said = own(value, entry);
    else if (type === 'seat' && typeof value === 'number') said = seatNames[value] ?? `#${value + 1}`;
    else if (type === 'key' && typeof value === 'string') said = t(value);
    else said = plain(value);
    if (said !== undefined) params[name] = said;
  }
  return params;
}

/** The sentence for an entry: its key's words with its parameters said by their declared types. */
export function formatLogEntry(entry: LogEntry, format: LogFormat, seatNames: readonly string[], t: Translate): string {
  return t(entry.key, logParams(entry, format, seatNames, t));
}

/** Reads the log out of a game's table view, if it has one. */
export function logOf(view: unknown): LogEntry[] {
  const log = (view as { log?: unknown } | null)?.log;
  return Array.isArray(log) ? (log as LogEntry[]) : [];
}
