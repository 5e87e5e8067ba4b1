// The public log on the table: the engine's entries in the current language.
import { t } from '../i18n/index.ts';
import { formatLogEntry as formatWith, type LogEntry } from '../engine/log.ts';
import type { GamePackage } from '../games/types.ts';

export { logOf, type LogEntry } from '../engine/log.ts';

export function formatLogEntry(entry: LogEntry, seatNames: readonly string[]): string {
  return formatWith(entry, seatNames, t);
}

/** The game's own sentence for a log entry when it has one, the plain one otherwise. */
export function describeLogEntry(pkg: Pick<GamePackage, 'formatLog'>, entry: LogEntry, seatNames: readonly string[], tableView: unknown): string {
  return pkg.formatLog ? pkg.formatLog(entry, seatNames, tableView) : formatLogEntry(entry, seatNames);
}
