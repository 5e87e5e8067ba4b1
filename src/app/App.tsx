import { t } from '../i18n/index.ts';
import { route } from '../shell/router.ts';
import { Home } from './screens/Home.tsx';
import { LazyTileArt } from '../ui/art/lazy-tiles.tsx';
import { lazyComponent, lazyScreen } from './lazy.tsx';
import { Toast } from '../ui/toast.tsx';
import { kioskOn, kioskReady, staffView } from '../kiosk/flags.ts';

// Only the home is in the first bundle; the other screens load on demand (see lazy.tsx).
const NewGame = lazyScreen(() => import('./screens/NewGame.tsx').then((m) => m.NewGame));
const Saves = lazyScreen(() => import('./screens/Saves.tsx').then((m) => m.Saves));
const Settings = lazyScreen(() => import('./screens/Settings.tsx').then((m) => m.Settings));
const Help = lazyScreen(() => import('./screens/Help.tsx').then((m) => m.Help));
const Sources = lazyScreen(() => import('./screens/Sources.tsx').then((m) => m.Sources));
const Play = lazyScreen(() => import('./screens/Play.tsx').then((m) => m.Play));
// The kiosk's screens and overlays load only in kiosk mode, or when staff open their panel;
// the attract screen comes with its overlay, so the staff corner answers as soon as it shows.
const KioskLayer = lazyComponent(() => import('../kiosk/KioskLayer.tsx').then((m) => m.KioskLayer));
const KioskHome = lazyScreen(() => Promise.all([import('../kiosk/KioskHome.tsx'), KioskLayer.preload()]).then(([m]) => m.KioskHome));

export function App() {
  const r = route.value;
  let screen;
  if (kioskOn.value && r.name !== 'play' && r.name !== 'help') {
    // Kiosk mode: visitors see the attract screen and the enabled games, nothing else.
    screen = kioskReady.value ? <KioskHome gameId={r.name === 'new' ? r.gameId : undefined} art={LazyTileArt} /> : <main class="screen" aria-busy="true" />;
  } else switch (r.name) {
    case 'new':
      screen = <NewGame key={r.gameId} gameId={r.gameId} />;
      break;
    case 'saves':
      screen = <Saves />;
      break;
    case 'settings':
      screen = <Settings />;
      break;
    case 'help':
      screen = <Help gameId={r.gameId} at={r.at} />;
      break;
    case 'sources':
      screen = <Sources />;
      break;
    case 'play':
      screen = <Play key={r.saveId} saveId={r.saveId} />;
      break;
    default:
      screen = <Home />;
  }
  return (
    <>
      {screen}
      {(kioskOn.value || staffView.value) && kioskReady.value && <KioskLayer />}
      <Toast closeLabel={t('common.close')} />
    </>
  );
}
