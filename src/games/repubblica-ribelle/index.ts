// Repubblica Ribelle's package for the shell: rules, content, words, help (with "La storia già
// scritta") and screens. At the museum the demonstration game is the default.
import type { GamePackage, HelpSection } from '../types.ts';
import type { LogEntry } from '../../engine/log.ts';
import { formatLogEntry } from '../../table/log.ts';
import { ribelleRules } from './rules.ts';
import { ribelleContent } from './content.ts';
import { ribelleHelp } from './help.ts';
import { ribelleHistory } from './history.ts';
import { it, en } from './strings.ts';
import { RibelleTable } from './ui/Table.tsx';
import { RibellePrivate } from './ui/Private.tsx';
import { RibelleOptionsForm } from './ui/Options.tsx';

const historySection: HelpSection = {
  title: ribelleHistory.title,
  body: [...ribelleHistory.paragraphs, ribelleHistory.note],
};

/** Log sentences: seat parameters become names, key-like parameters their words. */
export function formatRibelleLog(entry: LogEntry, seatNames: readonly string[]): string {
  return formatLogEntry(entry, seatNames);
}

const ribelle: GamePackage = {
  rules: { ...ribelleRules, defaultOptions: () => ({ demo: true, firstPlayer: 0 }) },
  content: ribelleContent,
  strings: { it, en },
  help: [...ribelleHelp, historySection],
  Table: RibelleTable,
  Private: RibellePrivate,
  Options: RibelleOptionsForm,
  formatLog: (entry, names) => formatRibelleLog(entry, names),
};

export default ribelle;
