// Repubblica Ribelle's words for players, Italian and English side by side (strings/, by
// concern). Our own phrasing: rule summaries cite the rulebook's sections, never its text. Names
// of real people appear only where FACTS.md confirms them (the leaders of content/boards.ts);
// place names are the real ones.
import { defineStrings } from '../../i18n/strings.ts';
import { lessonStrings } from './strings/lesson.ts';
import { cardStrings } from './strings/cards.ts';
import { gameStrings } from './strings/game.ts';
import { leaderStrings } from './strings/leaders.ts';
import { logStrings } from './strings/log.ts';
import { missionStrings } from './strings/missions.ts';
import { placeStrings } from './strings/places.ts';
import { uiStrings } from './strings/ui.ts';

export const { it, en } = defineStrings(placeStrings, cardStrings, missionStrings, leaderStrings, uiStrings, gameStrings, logStrings, lessonStrings);
