// Everything of the shell but the home, loaded just after the home's first paint (load-rest.ts):
// the other screens (each still loaded on demand, lazy.tsx), the kiosk's screens and overlay,
// the toast, "Impara giocando", the update banner and the start-up that opens the database.
import { loadLanguage, t } from '../i18n/index.ts';
import { route, type Route } from '../shell/router.ts';
import { effect } from '@preact/signals';
import { TileImage } from '../ui/art/tile-image.tsx';
import { lazyComponent, lazyScreen } from './lazy.tsx';
import { Toast } from '../ui/toast.tsx';
import { kioskOn } from '../kiosk/flags.ts';
import { kioskReady, staffView } from '../kiosk/signals.ts';
import { installTouchGuards } from '../ui/touch.ts';
import { IN_PLAY, type InPlay } from './hints.ts';
import { startRouter } from '../shell/history.ts';

export { startLesson } from './screens/learn.ts';
export { UpdateBanner } from './UpdateBanner.tsx';

// The back button's handling, and game controls that never open the long-press menu: no screen
// needs them before this loads (the home has no history below it, nor a game control).
startRouter();
installTouchGuards();

const NewGame = lazyScreen(() => import('./screens/NewGame.tsx').then((m) => m.NewGame));
const Saves = lazyScreen(() => import('./screens/Saves.tsx').then((m) => m.Saves));
const Settings = lazyScreen(() => import('./screens/Settings.tsx').then((m) => m.Settings));
const Help = lazyScreen(() => import('./screens/Help.tsx').then((m) => m.Help));
const Sources = lazyScreen(() => import('./screens/Sources.tsx').then((m) => m.Sources));
const Play = lazyScreen(() => import('./screens/Play.tsx').then((m) => m.Play));
// The kiosk's screens and overlays load only in kiosk mode, or when staff open their panel;
// the attract screen comes with its overlay, so the staff corner answers as soon as it shows,
// and with English: it shows each game's tagline in both languages (the catalogs hold them).
const KioskLayer = lazyComponent(() => import('../kiosk/KioskLayer.tsx').then((m) => m.KioskLayer));
const KioskHome = lazyScreen(() =>
  Promise.all([import('../kiosk/KioskHome.tsx'), KioskLayer.preload(), loadLanguage('en')]).then(([m]) => m.KioskHome),
);

/** Everything that needs the database, in a task after the home's first paint (startup.ts). */
export function startUp(): Promise<void> {
  return import('./startup.ts').then((m) => m.startUp());
}

/**
 * The games in play from the database (the home shows them), its copy for the next start
 * rewritten (hints.ts).
 */
export async function inPlay(): Promise<InPlay> {
  const { store } = await import('../shell/services.ts');
  const playing = (await store.list()).filter((s) => s.status === 'playing');
  const latest = playing[0];
  const found: InPlay = latest ? { count: playing.length, id: latest.id, title: latest.title, names: latest.seats.map((s) => s.name).join(', ') } : { count: 0 };
  try {
    localStorage.setItem(IN_PLAY, JSON.stringify(found));
  } catch {
    // Storage full or refused: the next start draws the banner a moment later.
  }
  return found;
}

// The copy follows the games in play as screens change (a game started, saves deleted), so a
// home shown later in this visit draws them from its first frame as well.
effect(() => {
  if (route.value.name !== 'home') void inPlay().catch(() => undefined);
});

/** The screen of a route other than the home (App.tsx draws the home itself). */
export function Screen({ route: r }: { route: Route }) {
  if (kioskOn.value && r.name !== 'play' && r.name !== 'help') {
    // Kiosk mode: visitors see the attract screen and the enabled games, nothing else.
    return kioskReady.value ? <KioskHome gameId={r.name === 'new' ? r.gameId : undefined} art={TileImage} /> : <main class="screen" aria-busy="true" />;
  }
  switch (r.name) {
    case 'new':
      return <NewGame key={r.gameId} gameId={r.gameId} />;
    case 'saves':
      return <Saves />;
    case 'settings':
      return <Settings />;
    case 'help':
      return <Help gameId={r.gameId} at={r.at} />;
    case 'sources':
      return <Sources />;
    case 'play':
      return <Play key={r.saveId} saveId={r.saveId} />;
    default:
      return null;
  }
}

/** What lies over every screen: the kiosk's layer (kiosk mode, or staff's panel) and the toast. */
export function Overlays() {
  return (
    <>
      {(kioskOn.value || staffView.value) && kioskReady.value && <KioskLayer />}
      <Toast closeLabel={t('common.close')} />
    </>
  );
}
