// Corteo's words for players, Italian and English side by side (strings/). Our own phrasing.
import { defineStrings } from '../../i18n/strings.ts';
import { stepStrings } from './strings/steps.ts';
import { logStrings } from './strings/log.ts';
import { errorStrings } from './strings/errors.ts';
import { specialStrings } from './strings/special.ts';
import { scenarioStrings } from './strings/scenarios.ts';
import { antifascistaStrings } from './strings/antifascista.ts';
import { socialeStrings } from './strings/sociale.ts';
import { antirepressivoStrings } from './strings/antirepressivo.ts';

export const { it, en } = defineStrings(stepStrings, logStrings, errorStrings, specialStrings, scenarioStrings, antifascistaStrings, socialeStrings, antirepressivoStrings);
