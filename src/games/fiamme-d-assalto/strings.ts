// Fiamme d'assalto's words for players, Italian and English side by side (strings/). Our own
// phrasing; no rulebook text.
import { defineStrings } from '../../i18n/strings.ts';
import { stepStrings } from './strings/steps.ts';
import { diceStrings } from './strings/dice.ts';
import { logStrings } from './strings/log.ts';
import { errorStrings } from './strings/errors.ts';
import { contentStrings } from './strings/content.ts';
import { uiStrings } from './strings/ui.ts';
import { optionStrings } from './strings/options.ts';
import { lessonStrings } from './strings/lesson.ts';

export const { it, en } = defineStrings(stepStrings, diceStrings, logStrings, errorStrings, contentStrings, uiStrings, optionStrings, lessonStrings);
