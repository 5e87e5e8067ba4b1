// What the first screen must know before the database is open: the language, whether kiosk
// mode is on, and the games in play. The database stays the truth (startup.ts applies it once open); this is
// a copy in localStorage, rewritten whenever either changes, so the first render never waits
// for IndexedDB (nor for the JavaScript that opens it).
import { browserLang, browserLanguages, lang } from '../i18n/index.ts';
import { kioskOn } from '../kiosk/flags.ts';

/** Where the copy is kept (startup.ts rewrites it). */
export const BOOT_HINTS = 'passamano.boot';

/** Applies the copy left by the last run; on the first run, the browser's language. */
export function applyBootHints(): void {
  let first = true;
  try {
    const hints = JSON.parse(localStorage.getItem(BOOT_HINTS) ?? 'null') as { lang?: unknown; kiosk?: unknown } | null;
    if (hints?.lang === 'it' || hints?.lang === 'en') {
      lang.value = hints.lang;
      first = false;
    }
    if (hints?.kiosk === true) kioskOn.value = true;
  } catch {
    // No storage or a damaged copy: the database will tell.
  }
  // No language left by a run: the browser's, until the database says otherwise.
  if (first) lang.value = browserLang(browserLanguages());
}

/** The games in play as the home shows them: how many, and the newest one's id, title and names. */
export interface InPlay {
  count: number;
  id?: string;
  title?: string;
  names?: string;
}

/** Where the home's copy of the games in play is kept (rest.tsx rewrites it from the database). */
export const IN_PLAY = 'passamano.inPlay';

/**
 * The games in play as the home last saw them: its first paint draws the resume banner from this
 * copy, so nothing moves under a finger when the database answers a moment later (it differs
 * only when a game ended or was deleted since the home was last shown).
 */
export function lastInPlay(): InPlay {
  try {
    const v = JSON.parse(localStorage.getItem(IN_PLAY) ?? 'null') as InPlay | null;
    if (typeof v?.count === 'number') return v;
  } catch {
    // No storage or a damaged copy: the database will tell.
  }
  return { count: 0 };
}
