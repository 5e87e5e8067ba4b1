// Corteo's package for the shell: rules, content, words, help and screens. Both sides play at
// the one table (nothing is secret but Sociale's gathering place), seat 0 the corteo and seat 1 the potere.
import { definePackage } from '../types.ts';
import { defineStrings } from '../../i18n/strings.ts';
import { corteoRules, type CorteoMove, type CorteoOptions, type CorteoView } from './rules.ts';
import { corteoContent } from './content/index.ts';
import { stepStrings } from './strings/steps.ts';
import { logStrings } from './strings/log.ts';
import { errorStrings } from './strings/errors.ts';
import { uiStrings } from './strings/ui.ts';
import { specialStrings } from './strings/special.ts';
import { scenarioStrings } from './strings/scenarios.ts';
import { antifascistaStrings } from './strings/antifascista.ts';
import { socialeStrings } from './strings/sociale.ts';
import { editorStrings } from './strings/editor.ts';
import { antirepressivoStrings, antirepressivoUiStrings } from './strings/antirepressivo.ts';
import { lessonStrings } from './strings/lesson.ts';
import { corteoHelp, corteoHelpAt } from './ui/help.ts';
import { corteoLog } from './ui/log.ts';
import { CorteoTable } from './ui/Table.tsx';
import { CorteoPrivate } from './ui/Private.tsx';
import { CorteoOptionsForm } from './ui/Options.tsx';

/** A unit's step, a placement, an advance, the end of a phase: the app shows them quickly. */
const SMALL_MOVES: ReadonlySet<CorteoMove['type']> = new Set(['place', 'move', 'metro', 'enter', 'mobile', 'advance', 'leave', 'done', 'stop', 'run']);

export const corteoStrings = defineStrings(stepStrings, logStrings, errorStrings, uiStrings, specialStrings, scenarioStrings, antifascistaStrings, socialeStrings, editorStrings, antirepressivoStrings, antirepressivoUiStrings, lessonStrings);

export default definePackage<CorteoView, CorteoMove, CorteoOptions>({
  rules: corteoRules,
  content: corteoContent,
  strings: corteoStrings,
  help: corteoHelp,
  helpAt: corteoHelpAt,
  hintWhy: 'corteo.hint.why',
  Table: CorteoTable,
  Private: CorteoPrivate,
  Options: CorteoOptionsForm,
  // Seat order is the rules' (SIDE_SEAT; the Antirepressivo's Sinistra is seat 2).
  seatRoles: (_o, n) => (n === 3 ? ['corteo.ui.seat.destra', 'corteo.side.potere', 'corteo.ui.seat.sinistra'] : ['corteo.side.corteo', 'corteo.side.potere']),
  ...corteoLog,
  // A police turn is tens of single steps: each passes in a third of a beat; dice keep the beat.
  appBeat: (m) => (SMALL_MOVES.has(m.type) ? 1 / 3 : 1),
  // The two sides' points, the winner first: the victory is the corteo's points less the
  // potere's against the scenario's levels, so more points need not mean the win. (The
  // Antirepressivo's three seats are judged bloc by bloc: its headline says it.)
  standings: (o) => {
    const d = o.details ?? {};
    if (d.destra !== undefined || typeof d.corteo !== 'number' || typeof d.potere !== 'number') return [];
    const corteo = { seat: 0, role: 'corteo.side.corteo', figure: 'points', n: d.corteo } as const;
    const potere = { seat: 1, role: 'corteo.side.potere', figure: 'points', n: d.potere } as const;
    return o.winners.includes(1) ? [potere, corteo] : [corteo, potere];
  },
});
