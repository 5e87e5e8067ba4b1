import { route } from '../shell/router.ts';
import { Home } from './screens/Home.tsx';
import { kioskOn } from '../kiosk/flags.ts';
import { loadRest, rest, restFailed } from './load-rest.ts';
import { ReloadNotice } from '../ui/ReloadNotice.tsx';
import { t } from '../i18n/index.ts';

// Only the home is in the first script; every other screen, the overlays and the toast come
// with the rest of the shell (rest.tsx), loaded after the home's first paint (main.tsx), or at
// once when the app opens on another screen (an empty, busy screen until it arrives).
export function App() {
  const r = route.value;
  const more = rest.value;
  const home = r.name === 'home' && !kioskOn.value;
  if (!home && !more && !restFailed.value) void loadRest().catch(() => undefined);
  let screen;
  if (home) screen = <Home />;
  else if (more) screen = <more.Screen route={r} />;
  else if (restFailed.value)
    // Its code could not load (offline, and an update applied in another tab removed it).
    screen = (
      <main class="screen">
        <ReloadNotice message={t('update.reloadToOpen')} onReload={() => location.reload()} />
      </main>
    );
  else screen = <main class="screen" aria-busy="true" />;
  return (
    <>
      {screen}
      {more && <more.Overlays />}
    </>
  );
}
