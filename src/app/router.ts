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
 * A guard the game screen installs: while it returns true, the back button does not leave
 * the page; the guard is told so it can ask the players first.
 */
let leaveGuard: (() => boolean) | null = null;
export function setLeaveGuard(guard: (() => boolean) | null): void {
  leaveGuard = guard;
}

export function navigate(r: Route, replace = false): void {
  const hash = routeHash(r);
  if (replace) history.replaceState(null, '', hash);
  else history.pushState(null, '', hash);
  route.value = r;
}

export function startRouter(): void {
  window.addEventListener('popstate', () => {
    const next = parseRoute(location.hash);
    const cur = route.value;
    if (cur.name === 'play' && leaveGuard && (next.name !== 'play' || next.saveId !== cur.saveId) && leaveGuard()) {
      // Stay in the game: put its entry back; the guard is showing the question.
      history.pushState(null, '', routeHash(cur));
      return;
    }
    route.value = next;
  });
}
