import { route } from '../shell/router.ts';
import { Home } from './screens/Home.tsx';
import { kioskOn } from '../kiosk/flags.ts';
import { useState } from 'preact/hooks';
import { loadRest, rest } from './load-rest.ts';
import { ReloadNotice } from '../ui/ReloadNotice.tsx';
import { t } from '../i18n/index.ts';

// Only the home is in the first script; every other screen, the overlays and the toast come
// with the rest of the shell (rest.tsx), loaded after the home's first paint (main.tsx), or at
// once when the app opens on another screen (an empty, busy screen until it arrives).
export function App() {
  const r = route.value;
  const more = rest.value;
  const home = r.name === 'home' && !kioskOn.value;
  // A load that failed (offline, and an update applied in another tab removed its code) offers
  // a reload; one that failed in the background after the home's first paint is tried again.
  const [failed, setFailed] = useState(false);
  if (!home && !more && !failed) void loadRest().catch(() => setFailed(true));
  let screen;
  if (home) screen = <Home />;
  else if (more) screen = <more.Screen route={r} />;
  else if (failed)
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
