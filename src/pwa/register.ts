// Service-worker registration and updates (vite-plugin-pwa generateSW, registerType 'prompt').
//
// The service worker precaches the whole app, so after the first visit Passamano starts and
// plays offline. A new version never takes over by itself: it waits (`updateReady`) until the
// shell calls `applyUpdate()` between games, after saving; then the page reloads once.
// workbox-window loads after the first render (registerServiceWorker), and this module with
// it (app/startup.ts): the home's first script holds none of it.
import type { Workbox } from 'workbox-window';
import { signal } from '@preact/signals';
import { updateReady } from './status.ts';

/** The app is cached: from now on it starts without a network. */
export const offlineReady = signal(false);

const HOUR = 60 * 60 * 1000;

let wb: Workbox | undefined;
let starting = false;
let registration: ServiceWorkerRegistration | undefined;
let applying = false;
let reloading = false;
/** Another tab already switched to the new version: this one only needs a reload. */
let controlledByNewVersion = false;

/** Service workers exist only in production builds, in browsers that support them. */
export function serviceWorkerSupported(): boolean {
  return (
    import.meta.env.PROD &&
    typeof window !== 'undefined' &&
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator
  );
}

function reloadOnce(): void {
  if (reloading) return;
  reloading = true;
  window.location.reload();
}

function backgroundUpdate(): void {
  if (!registration || !navigator.onLine) return;
  registration.update().catch(() => {
    /* offline or server unreachable: try again later */
  });
}

/**
 * Registers the service worker (idempotent). Call once at start-up; a no-op in dev mode and
 * in browsers without service workers. Resolves when registration is done (or skipped).
 */
export async function registerServiceWorker(): Promise<void> {
  if (wb || starting || !serviceWorkerSupported()) return;
  starting = true;
  const { Workbox } = await import('workbox-window');
  const base = import.meta.env.BASE_URL;
  wb = new Workbox(`${base}sw.js`, { scope: base });

  wb.addEventListener('waiting', () => {
    updateReady.value = true;
  });
  wb.addEventListener('activated', (event) => {
    if (!event.isUpdate) offlineReady.value = true;
  });
  wb.addEventListener('controlling', (event) => {
    if (applying) {
      reloadOnce();
    } else if (event.isUpdate) {
      // The update was applied from another tab: this page's code is now older than its
      // cache. Let the shell offer the reload between games like any other update.
      controlledByNewVersion = true;
      updateReady.value = true;
    }
  });

  try {
    registration = await wb.register();
  } catch (error) {
    console.warn('Passamano: service worker registration failed', error);
    return;
  }
  if (registration?.active) offlineReady.value = true;
  if (registration?.waiting) updateReady.value = true;

  window.addEventListener('focus', backgroundUpdate);
  window.setInterval(backgroundUpdate, HOUR);
}

/**
 * Switches to the waiting version: tells it to skip waiting and reloads the page as soon as
 * it controls the page. Call only between games, after the current game is saved.
 */
export function applyUpdate(): void {
  if (!wb || !updateReady.value) return;
  applying = true;
  if (controlledByNewVersion || !registration?.waiting) {
    reloadOnce();
    return;
  }
  // Belt and braces: workbox-window's 'controlling' and the raw controllerchange event.
  navigator.serviceWorker.addEventListener('controllerchange', reloadOnce, { once: true });
  wb.messageSkipWaiting();
}

/** Resolves when the worker has finished installing (true) or failed (false). */
function settled(worker: ServiceWorker, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (found: boolean) => {
      worker.removeEventListener('statechange', check);
      clearTimeout(timer);
      resolve(found);
    };
    const check = () => {
      if (worker.state === 'installed' || worker.state === 'activating' || worker.state === 'activated') done(true);
      else if (worker.state === 'redundant') done(false);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    worker.addEventListener('statechange', check);
    check();
  });
}

/**
 * Asks the server for a new version now (museum staff panel). Resolves to true when a new
 * version is installed and waiting (then `updateReady` is true too), false otherwise,
 * including offline and in dev mode.
 */
export async function checkForUpdate(timeoutMs = 60_000): Promise<boolean> {
  const reg = registration;
  if (!reg) return false;
  try {
    await reg.update();
  } catch {
    return updateReady.value;
  }
  if (reg.waiting) {
    updateReady.value = true;
    return true;
  }
  const installing = reg.installing;
  if (!installing) return updateReady.value;
  await settled(installing, timeoutMs);
  if (reg.waiting) updateReady.value = true;
  return updateReady.value;
}
