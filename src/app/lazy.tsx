// Screens other than the home load on demand, so the home needs as little JavaScript as
// possible to be interactive; `preloadScreens` fetches them once the home is up, so moving
// between screens never waits (the service worker serves them from its cache offline).
import type { ComponentType } from 'preact';
import { useState } from 'preact/hooks';
import { loadShellStrings, t } from '../i18n/index.ts';
import { reloadForUpdate } from '../pwa/reload.ts';
import { ReloadNotice } from '../ui/ReloadNotice.tsx';

type Lazy<P> = ComponentType<P> & { preload: () => Promise<unknown> };
const all: Lazy<never>[] = [];

/**
 * A screen loaded on demand: an empty, busy screen stands in for it while it loads, and a
 * reload is offered if it cannot (the next visit tries again).
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): Lazy<P> {
  return lazyComponent(load, true);
}

/** A component loaded on demand; nothing, or an empty busy screen, until it arrives. */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, isScreen = false): Lazy<P> {
  let Screen: ComponentType<P> | null = null;
  let pending: Promise<unknown> | null = null;
  const preload = () =>
    // Every screen but the home speaks with the rest of the shell's Italian: load both.
    (pending ??= Promise.all([load(), loadShellStrings()]).then(
      ([c]) => (Screen = c),
      (err) => {
        pending = null; // let a later visit try again
        throw err;
      },
    ));
  function LazyScreen(props: P) {
    const [state, settle] = useState<'loading' | 'loaded' | 'failed'>('loading');
    // Start loading while rendering, not in an effect: effects wait for the next frame, and
    // the overlay staff open from Settings must not depend on when that comes.
    if (!Screen && state === 'loading') preload().then(() => settle('loaded'), () => settle('failed'));
    if (Screen) return <Screen {...props} />;
    if (!isScreen) return null;
    if (state === 'failed')
      return (
        <main class="screen">
          <ReloadNotice message={t('update.reloadToOpen')} onReload={reloadForUpdate} />
        </main>
      );
    return <main class="screen" aria-busy="true" />;
  }
  const lazy = Object.assign(LazyScreen, { preload });
  all.push(lazy as Lazy<never>);
  return lazy;
}

/** Fetches every lazy screen when the browser is idle (idle.ts itself loads with them). */
export function preloadScreens(): void {
  void import('../ui/idle.ts').then(({ whenIdle }) =>
    whenIdle(() => all.forEach((s) => void s.preload().catch(() => undefined)), 2000, 200),
  );
}
