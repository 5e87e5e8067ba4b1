// FabRisiko!'s words for players, Italian and English side by side (strings/). Our own phrasing.
import { defineStrings } from '../../i18n/strings.ts';
import { lessonStrings } from './strings/lesson.ts';
import { stepStrings } from './strings/steps.ts';
import { logStrings } from './strings/log.ts';
import { errorStrings } from './strings/errors.ts';
import { contentStrings } from './strings/content.ts';
import { uiStrings } from './strings/ui.ts';

export const { it, en } = defineStrings(stepStrings, logStrings, errorStrings, contentStrings, uiStrings, lessonStrings);
