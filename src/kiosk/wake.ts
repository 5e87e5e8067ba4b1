// The screen stays on in kiosk mode: a screen wake lock, asked for again whenever the page
// becomes visible (the browser drops it when the page is hidden), and full screen on a touch
// whenever the browser allows it (it needs a user gesture; refusals are ignored).
import { signal } from '@preact/signals';

export const wakeLockState = signal<'off' | 'held' | 'unsupported' | 'refused'>('off');

interface Sentinel {
  released: boolean;
  release(): Promise<void>;
  addEventListener(type: 'release', fn: () => void): void;
}

let wanted = false;
let sentinel: Sentinel | null = null;
let lastFullscreenTry = 0;

async function requestLock(): Promise<void> {
  const wl = (navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<Sentinel> } }).wakeLock;
  if (!wl) {
    wakeLockState.value = 'unsupported';
    return;
  }
  if (!wanted || document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
  try {
    const s = await wl.request('screen');
    if (!wanted) {
      void s.release();
      return;
    }
    sentinel = s;
    wakeLockState.value = 'held';
    s.addEventListener('release', () => {
      if (sentinel === s) wakeLockState.value = wanted ? 'refused' : 'off';
    });
  } catch {
    wakeLockState.value = 'refused';
  }
}

function onVisible(): void {
  if (document.visibilityState === 'visible') void requestLock();
}

function requestFullscreen(): void {
  const root = document.documentElement;
  if (document.fullscreenElement || !document.fullscreenEnabled || typeof root.requestFullscreen !== 'function') return;
  const now = Date.now();
  if (now - lastFullscreenTry < 3000) return;
  lastFullscreenTry = now;
  root.requestFullscreen({ navigationUI: 'hide' }).catch(() => undefined);
}

function onTouch(): void {
  requestFullscreen();
  // A lock refused earlier (page not yet visible, no gesture) gets another chance.
  if (!sentinel || sentinel.released) void requestLock();
}

export function keepAwake(): void {
  if (wanted) return;
  wanted = true;
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('pointerup', onTouch, true);
  void requestLock();
}

export function letSleep(): void {
  if (!wanted) return;
  wanted = false;
  document.removeEventListener('visibilitychange', onVisible);
  window.removeEventListener('pointerup', onTouch, true);
  const s = sentinel;
  sentinel = null;
  wakeLockState.value = 'off';
  if (s && !s.released) void s.release().catch(() => undefined);
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
}
