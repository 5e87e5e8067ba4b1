// Everything that needs the database, run just after the first render: the home is on
// screen (and tappable) while Dexie loads, the settings and the kiosk's state are read, and
// the service worker registers. Loaded by the rest of the shell (rest.tsx), itself loaded by
// main.tsx after the first paint.
import { store } from '../shell/services.ts';
import { initSettings } from '../shell/settings.ts';
import { effect } from '@preact/signals';
import { BOOT_HINTS } from './hints.ts';
import { preloadScreens } from './lazy.tsx';
import { initKiosk } from '../kiosk/state.ts';
import { kioskOn } from '../kiosk/flags.ts';
import { kioskReady } from '../kiosk/signals.ts';
import { startKiosk } from '../kiosk/KioskLayer.tsx';
import { lang, loadLanguage, loadShellStrings } from '../i18n/index.ts';
import { registerServiceWorker } from '../pwa/register.ts';

export async function startUp(): Promise<void> {
  // Messages from the database (a full disk, say) need the shell's words.
  void loadShellStrings().catch(() => undefined);
  await Promise.all([initSettings(store), initKiosk(store)]);
  keepBootHints();
  startKiosk();
  kioskReady.value = true;
  preloadScreens();
  // Switching to English later should not wait for its catalog.
  void loadLanguage('en').catch(() => undefined);
  void registerServiceWorker();
}

/**
 * Keeps the first screen's copy of the language and kiosk mode (hints.ts) in step from now on
 * (called once the database's values are applied).
 */
function keepBootHints(): void {
  effect(() => {
    const hints = JSON.stringify({ lang: lang.value, kiosk: kioskOn.value });
    try {
      localStorage.setItem(BOOT_HINTS, hints);
    } catch {
      // Storage full or refused: the next start waits for nothing and shows the defaults briefly.
    }
  });
}
