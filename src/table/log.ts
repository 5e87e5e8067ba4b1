// The public game log: games put `{ key, params }` entries in their table view; numeric
// params whose name starts with "seat" are seat indices and are shown as the seat's name.
import { t, type Params } from '../i18n/index.ts';

export interface LogEntry {
  key: string;
  params?: Record<string, string | number | boolean | null>;
}

export function formatLogEntry(entry: LogEntry, seatNames: readonly string[]): string {
  const params: Params = {};
  for (const [k, v] of Object.entries(entry.params ?? {})) {
    if (v === null || v === undefined) continue;
    if (k.startsWith('seat') && typeof v === 'number') params[k] = seatNames[v] ?? `#${v + 1}`;
    else if (typeof v === 'string' && v.includes('.') && !v.includes(' ')) params[k] = t(v); // an i18n key
    else params[k] = typeof v === 'boolean' ? String(v) : v;
  }
  return t(entry.key, params);
}

/** Reads the log out of a game's table view, if it has one. */
export function logOf(view: unknown): LogEntry[] {
  const log = (view as { log?: unknown })?.log;
  return Array.isArray(log) ? (log as LogEntry[]) : [];
}

/** The game's own sentence for a log entry when it has one, the plain one otherwise. */
export function describeLogEntry(pkg: { formatLog?: (e: LogEntry, n: readonly string[], v: unknown) => string }, entry: LogEntry, seatNames: readonly string[], tableView: unknown): string {
  return pkg.formatLog ? pkg.formatLog(entry, seatNames, tableView) : formatLogEntry(entry, seatNames);
}
