// Everything that needs the database, run just after the first render: the home is on
// screen (and tappable) while Dexie loads, the settings and the kiosk's state are read, and
// the service worker registers. Loaded by main.tsx with a dynamic import.
import { store } from '../shell/services.ts';
import { initSettings } from '../shell/settings.ts';
import { keepBootHints } from './hints.ts';
import { preloadScreens } from './lazy.tsx';
import { initKiosk } from '../kiosk/state.ts';
import { kioskReady } from '../kiosk/flags.ts';
import { startKiosk } from '../kiosk/KioskLayer.tsx';
import { loadLanguage, loadShellStrings } from '../i18n/index.ts';
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
