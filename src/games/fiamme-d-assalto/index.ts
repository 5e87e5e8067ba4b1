// Fiamme d'assalto's package for the shell: rules, content, words, help, screens and the
// campaign's next mission. Nothing is secret between players: every step is on the table.
import { h } from 'preact';
import { definePackage } from '../types.ts';
import { fiammeRules, type FiammeMove, type FiammeOptions, type FiammeView } from './rules.ts';
import { fiammeContent } from './content.ts';
import { fiammeHelp, fiammeHelpAt } from './help.ts';
import { it, en } from './strings.ts';
import { FiammeTable } from './ui/Table.tsx';
import { FiammeOptionsForm } from './ui/Options.tsx';
import { fiammeNextSetup } from './ui/campaign.ts';
import { FIAMME_LOG } from './ui/text.ts';

const fiamme = definePackage<FiammeView, FiammeMove, FiammeOptions>({
  rules: fiammeRules,
  content: fiammeContent,
  strings: { it, en },
  help: fiammeHelp,
  helpAt: fiammeHelpAt,
  hintWhy: 'fiamme.hint.why',
  Table: FiammeTable,
  // Used only by the shell's "look at your cards": there is nothing private, so the same table.
  Private: ({ view, seats, onMove }) => h(FiammeTable, { view, seats, decision: null, moves: [], onMove }),
  Options: FiammeOptionsForm,
  logFormat: () => FIAMME_LOG,
  nextSetup: fiammeNextSetup,
});

export default fiamme;
