// FabRisiko!'s package for the shell: rules, content, words, help and screens. Log entries carry
// node numbers and piece kinds: their declared types (ui/log.ts) turn them into places and pieces in the current language.
import { definePackage } from '../types.ts';
import { fabrisikoRules, type FabMove, type FabOptions, type FabView } from './rules.ts';
import { fabrisikoContent } from './content/index.ts';
import { fabrisikoHelp, fabrisikoHelpAt } from './help.ts';
import { it, en } from './strings.ts';
import { fabLog } from './ui/log.ts';
import { FabTable } from './ui/Table.tsx';
import { FabPrivate } from './ui/Private.tsx';
import { FabOptionsForm } from './ui/Options.tsx';

/** A piece placed, bought or moved, a phase ended: the app shows them quickly. */
const SMALL_MOVES: ReadonlySet<FabMove['type']> = new Set(['place', 'buy', 'move', 'next']);

export default definePackage<FabView, FabMove, FabOptions>({
  rules: fabrisikoRules,
  content: fabrisikoContent,
  strings: { it, en },
  help: fabrisikoHelp,
  helpAt: fabrisikoHelpAt,
  hintWhy: 'fabrisiko.hint.why',
  Table: FabTable,
  Private: FabPrivate,
  Options: FabOptionsForm,
  ...fabLog,
  // A turn places, buys and moves piece by piece: each passes in a third of a beat; battles keep it.
  appBeat: (m) => (SMALL_MOVES.has(m.type) ? 1 / 3 : 1),
  // The Tournament's points where it was scored, else the territories each player holds.
  standings: (o) => {
    const d = o.details ?? {};
    const scores = Array.isArray(d.scores) && d.scores.every((x) => typeof x === 'number') ? (d.scores as number[]) : null;
    const list = scores ?? (Array.isArray(d.territories) ? (d.territories as number[]) : []);
    return list.map((n, seat) => ({ seat, figure: scores ? ('points' as const) : ('territories' as const), n })).sort((a, b) => b.n - a.n);
  },
});
