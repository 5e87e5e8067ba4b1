// What the first screen must know before the database is open: the language and whether
// kiosk mode is on. The database stays the truth (startup.ts applies it once open); this is
// a copy in localStorage, rewritten whenever either changes, so the first render never waits
// for IndexedDB (nor for the JavaScript that opens it).
import { effect } from '@preact/signals';
import { browserLang, browserLanguages, lang } from '../i18n/index.ts';
import { kioskOn } from '../kiosk/flags.ts';

const KEY = 'passamano.boot';

/** Applies the copy left by the last run; on the first run, the browser's language. */
export function applyBootHints(): void {
  let first = true;
  try {
    const hints = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { lang?: unknown; kiosk?: unknown } | null;
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

/** Keeps the copy in step from now on (call once the database's values are applied). */
export function keepBootHints(): void {
  effect(() => {
    const hints = JSON.stringify({ lang: lang.value, kiosk: kioskOn.value });
    try {
      localStorage.setItem(KEY, hints);
    } catch {
      // Storage full or refused: the next start waits for nothing and shows the defaults briefly.
    }
  });
}
