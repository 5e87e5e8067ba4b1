import { render } from 'preact';
import './ui/theme.css';
import './ui/screens.css';
import { App } from './app/App.tsx';
import { applyBootHints } from './app/hints.ts';
import { lang, loadLanguage } from './i18n/index.ts';
import { loadRest } from './app/load-rest.ts';

// The first render needs neither the database nor Dexie: the language, kiosk mode and the games
// in play come from a copy kept in localStorage (app/hints.ts); the rest of the shell
// (app/rest.tsx) and, with it, the start-up that opens the database load once the home is up.
applyBootHints();
void loadLanguage(lang.value)
  .catch(() => undefined)
  .finally(() => {
    render(<App />, document.getElementById('app')!);
    // In a task of its own, so fetching and parsing the rest of the shell and the database code
    // never delays the home. (A message, not a timer: a page whose clock is paused, as in
    // tests, still starts up.)
    const next = new MessageChannel();
    next.port1.onmessage = () => void loadRest().then((m) => m.startUp());
    next.port2.postMessage(null);
  });
