// Hash routes, so the app works from any static host and offline with one index.html.
import { signal } from '@preact/signals';

export type Route =
  | { name: 'home' }
  | { name: 'new'; gameId: string }
  | { name: 'saves' }
  | { name: 'settings' }
  | { name: 'help'; gameId?: string }
  | { name: 'sources' }
  | { name: 'play'; saveId: string };

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
  switch (parts[0]) {
    case 'new':
      return parts[1] ? { name: 'new', gameId: parts[1] } : { name: 'home' };
    case 'saves':
      return { name: 'saves' };
    case 'settings':
      return { name: 'settings' };
    case 'help':
      return parts[1] ? { name: 'help', gameId: parts[1] } : { name: 'help' };
    case 'sources':
      return { name: 'sources' };
    case 'play':
      return parts[1] ? { name: 'play', saveId: parts[1] } : { name: 'home' };
    default:
      return { name: 'home' };
  }
}

export function routeHash(r: Route): string {
  switch (r.name) {
    case 'home':
      return '#/';
    case 'new':
      return `#/new/${encodeURIComponent(r.gameId)}`;
    case 'help':
      return r.gameId ? `#/help/${encodeURIComponent(r.gameId)}` : '#/help';
    case 'play':
      return `#/play/${encodeURIComponent(r.saveId)}`;
    default:
      return `#/${r.name}`;
  }
}

export const route = signal<Route>(parseRoute(typeof location === 'undefined' ? '' : location.hash));

/**
 * A guard the game screen installs: while it is set, the back button does not leave the
 * game; the guard is called so it can ask the players first.
 */
let leaveGuard: (() => void) | null = null;
export function setLeaveGuard(guard: (() => void) | null): void {
  leaveGuard = guard;
}

/** Kiosk mode: the back button never leaves the screen it is on (rules help excepted). */
let kioskLock = false;
export function setKioskLock(on: boolean): void {
  kioskLock = on;
}

export function navigate(r: Route, replace = false): void {
  const hash = routeHash(r);
  if (replace) history.replaceState(null, '', hash);
  else history.pushState(null, '', hash);
  route.value = r;
}

/**
 * A game keeps one extra history entry above its own, so the back button (or an Android back
 * gesture) lands inside the page, where the guard can ask, instead of leaving the app.
 */
export function pushGuardEntry(): void {
  if ((history.state as { guard?: boolean } | null)?.guard) return;
  history.pushState({ guard: true }, '', location.hash);
}

export function startRouter(): void {
  window.addEventListener('popstate', () => {
    const cur = route.value;
    if (cur.name === 'play' && leaveGuard) {
      // Stay in the game: put the guard entry back; the guard is showing the question.
      history.pushState({ guard: true }, '', routeHash(cur));
      leaveGuard();
      return;
    }
    if (kioskLock && cur.name !== 'help') {
      history.pushState({ guard: true }, '', routeHash(cur));
      return;
    }
    route.value = parseRoute(location.hash);
  });
}
