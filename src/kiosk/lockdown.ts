// Kiosk lock-down: nothing on the touch screen leads out of the app. No long-press menu, no
// text selection (inputs included), no page zoom (the board keeps its own pinch), no links
// out, no keys that navigate, and the back button held by the router (setKioskLock).
import { pushGuardEntry, setKioskLock } from '../shell/history.ts';

const KIOSK_VIEWPORT = 'width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no, viewport-fit=cover';

let active = false;
let savedViewport: string | null = null;
const undo: (() => void)[] = [];

function on<K extends keyof DocumentEventMap>(target: Document | Window, type: K | string, fn: (e: Event) => void, opts: AddEventListenerOptions = {}): void {
  const options = { capture: true, passive: false, ...opts };
  target.addEventListener(type, fn, options);
  undo.push(() => target.removeEventListener(type, fn, options));
}

const prevent = (e: Event) => e.preventDefault();
const inBoard = (t: EventTarget | null) => t instanceof Element && !!t.closest('.board');
const editable = (t: EventTarget | null) => t instanceof Element && !!t.closest('input, textarea, [contenteditable="true"]');

/** Keys that would navigate, reload, close, print, save, zoom or leave full screen. */
export function isBlockedKey(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>, inField = false): boolean {
  const k = e.key;
  if (['Escape', 'BrowserBack', 'BrowserForward', 'BrowserHome', 'BrowserRefresh', 'BrowserSearch', 'F1', 'F3', 'F5', 'F6', 'F7', 'F11', 'F12', 'GoBack', 'ContextMenu'].includes(k)) return true;
  if (e.altKey && (k === 'ArrowLeft' || k === 'ArrowRight' || k === 'Home')) return true;
  if ((e.ctrlKey || e.metaKey) && /^[a-z0-9+\-=]$/i.test(k) && !(inField && /^[acvxz]$/i.test(k))) return true;
  if (k === 'Backspace' && !inField) return true;
  return false;
}

/** A link that would take the visitor away from the app. */
export function isExternalHref(href: string, origin: string): boolean {
  try {
    const u = new URL(href, origin);
    if (u.protocol === 'blob:') return false;
    return u.origin !== origin;
  } catch {
    return true;
  }
}

export function lockDown(): void {
  if (active) return;
  active = true;
  const root = document.documentElement;
  root.classList.add('kiosk');
  const meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  if (meta) {
    savedViewport = meta.content;
    meta.content = KIOSK_VIEWPORT;
  }
  on(document, 'contextmenu', prevent);
  on(document, 'selectstart', prevent);
  on(document, 'dragstart', prevent);
  // iOS pinch of the page, and Chromium's ctrl+wheel / trackpad pinch zoom.
  on(document, 'gesturestart', prevent);
  on(document, 'gesturechange', prevent);
  on(window, 'wheel', (e) => {
    if ((e as WheelEvent).ctrlKey) e.preventDefault();
  });
  // Two fingers outside the board would zoom the page.
  on(document, 'touchmove', (e) => {
    if ((e as TouchEvent).touches.length > 1 && !inBoard(e.target)) e.preventDefault();
  });
  on(window, 'keydown', (e) => {
    const k = e as KeyboardEvent;
    if (isBlockedKey(k, editable(k.target))) {
      k.preventDefault();
      k.stopPropagation();
    }
  });
  const guardLinks = (e: Event) => {
    const a = e.target instanceof Element ? e.target.closest('a[href]') : null;
    if (!a) return;
    const href = a.getAttribute('href') ?? '';
    if (isExternalHref(href, location.origin) || (a.getAttribute('target') ?? '_self') !== '_self') {
      // A same-origin download (the statistics CSV) is allowed; anything else stays put.
      if (a.hasAttribute('download') && !isExternalHref(href, location.origin)) return;
      e.preventDefault();
      e.stopPropagation();
    }
  };
  on(document, 'click', guardLinks);
  on(document, 'auxclick', guardLinks);
  const openBefore = window.open;
  window.open = () => null;
  undo.push(() => {
    window.open = openBefore;
  });
  // A history entry added on a touch holds the back button inside the page.
  on(window, 'pointerdown', () => pushGuardEntry(), { passive: true });
  setKioskLock(true);
}

export function release(): void {
  if (!active) return;
  active = false;
  setKioskLock(false);
  while (undo.length) undo.pop()!();
  document.documentElement.classList.remove('kiosk');
  const meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  if (meta && savedViewport !== null) meta.content = savedViewport;
  savedViewport = null;
}
