// Rubico's package for the shell: rules, content, words, help and screens.
import { definePackage } from '../types.ts';
import { rubicoRules, type RubicoMove, type RubicoOptions, type RubicoView } from './rules.ts';
import { rubicoContent } from './content.ts';
import { rubicoHelp, rubicoHelpAt } from './help.ts';
import { it, en } from './strings.ts';
import { RubicoTable } from './ui/Table.tsx';
import { RubicoPrivate } from './ui/Private.tsx';
import { RubicoOptionsForm } from './ui/Options.tsx';
import { rubicoLog } from './format.ts';

export default definePackage<RubicoView, RubicoMove, RubicoOptions>({
  rules: rubicoRules,
  content: rubicoContent,
  strings: { it, en },
  help: rubicoHelp,
  helpAt: rubicoHelpAt,
  hintWhy: 'rubico.hint.why',
  Table: RubicoTable,
  Private: RubicoPrivate,
  Options: RubicoOptionsForm,
  ...rubicoLog,
});
