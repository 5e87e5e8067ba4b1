// Repubblica Ribelle's package for the shell: rules, content, words, help (with "La storia già
// scritta") and screens. At the museum the demonstration game is the default. Log entries are
// plain keys and parameters: RIBELLE_LOG declares which are seats (names) and which i18n keys.
import type { LogFormat } from '../../engine/log.ts';
import { definePackage, type HelpSection } from '../types.ts';
import { ribelleRules, type RibelleMove, type RibelleOptions, type RibelleView } from './rules.ts';
import { ribelleContent } from './content.ts';
import { ribelleHelp, ribelleHelpAt } from './help.ts';
import { ribelleHistory } from './history.ts';
import { it, en } from './strings.ts';
import { RibelleTable } from './ui/Table.tsx';
import { RibellePrivate } from './ui/Private.tsx';
import { RibelleOptionsForm } from './ui/Options.tsx';

/** The types of the log's parameters: seats and i18n keys; the others are plain numbers and words. */
const RIBELLE_LOG: LogFormat = {
  types: {
    seat: 'seat',
    seatFirst: 'seat',
    seatTarget: 'seat',
    board: 'key',
    token: 'key',
    mission: 'key',
    kind: 'key',
    locality: 'key',
    piece: 'key',
    from: 'key',
    to: 'key',
    at: 'key',
    card: 'key',
    effect: 'key',
    pile: 'key',
    why: 'key',
  },
};

const historySection: HelpSection = {
  id: 'history',
  title: ribelleHistory.title,
  body: [...ribelleHistory.paragraphs, ribelleHistory.note],
};

export default definePackage<RibelleView, RibelleMove, RibelleOptions>({
  rules: { ...ribelleRules, defaultOptions: () => ({ demo: true, firstPlayer: 0 }) },
  content: ribelleContent,
  strings: { it, en },
  help: [...ribelleHelp, historySection],
  helpAt: ribelleHelpAt,
  hintWhy: 'ribelle.hint.why',
  Table: RibelleTable,
  Private: RibellePrivate,
  Options: RibelleOptionsForm,
  logFormat: () => RIBELLE_LOG,
  // Each partisan's final score (also after a defeat, where nobody wins).
  standings: (o) => {
    const scores = (o.details?.scores ?? []) as { seat?: unknown; total?: unknown }[];
    return scores
      .filter((x): x is { seat: number; total: number } => typeof x?.seat === 'number' && typeof x.total === 'number')
      .map((x) => ({ seat: x.seat, figure: 'points' as const, n: x.total }))
      .sort((a, b) => b.n - a.n);
  },
});
