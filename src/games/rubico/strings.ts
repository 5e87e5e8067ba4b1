// Rubico's words for players, Italian and English side by side (strings/, by concern). Our own
// phrasing, citing no rulebook text.
import { defineStrings } from '../../i18n/strings.ts';
import { cardsStrings } from './strings/cards.ts';
import { lessonStrings } from './strings/lesson.ts';
import { logStrings } from './strings/log.ts';
import { privateStrings } from './strings/private.ts';
import { rolesStrings } from './strings/roles.ts';
import { tableStrings } from './strings/table.ts';

export const { it, en } = defineStrings(rolesStrings, cardsStrings, tableStrings, privateStrings, logStrings, lessonStrings);
