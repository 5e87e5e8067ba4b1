// The public log on the table: the engine's entries in the current language, each parameter said
// by the type its game declares (engine/log.ts `logParams`, the package's `logFormat`).
import { t } from '../i18n/index.ts';
import { logParams, PLAIN_LOG, type LogEntry } from '../engine/log.ts';
import type { GamePackage } from '../games/types.ts';

export { logOf, type LogEntry } from '../engine/log.ts';

/** A log entry's sentence: its parameters said by their declared types, in the game's sentence or its key's words. */
export function describeLogEntry(pkg: Pick<GamePackage, 'logFormat' | 'logSentence'>, entry: LogEntry, seatNames: readonly string[], tableView: unknown): string {
  const params = logParams(entry, pkg.logFormat?.(tableView) ?? PLAIN_LOG, seatNames, t);
  return pkg.logSentence ? pkg.logSentence(entry, params, tableView) : t(entry.key, params);
}
