import { t } from '../i18n/index.ts';
import { route } from './router.ts';
import { Home } from './screens/Home.tsx';
import { NewGame } from './screens/NewGame.tsx';
import { Saves } from './screens/Saves.tsx';
import { Settings } from './screens/Settings.tsx';
import { Help } from './screens/Help.tsx';
import { Sources } from './screens/Sources.tsx';
import { Play } from './screens/Play.tsx';
import { Toast } from '../ui/toast.tsx';
import { kioskOn } from '../kiosk/state.ts';
import { KioskHome } from '../kiosk/KioskHome.tsx';
import { KioskLayer } from '../kiosk/KioskLayer.tsx';

export function App() {
  const r = route.value;
  let screen;
  if (kioskOn.value && r.name !== 'play' && r.name !== 'help') {
    // Kiosk mode: visitors see the attract screen and the enabled games, nothing else.
    screen = <KioskHome gameId={r.name === 'new' ? r.gameId : undefined} />;
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
      screen = <Help gameId={r.gameId} />;
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
      <KioskLayer />
      <Toast closeLabel={t('common.close')} />
    </>
  );
}
