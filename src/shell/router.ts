// Hash routes, so the app works from any static host and offline with one index.html. This is
// what the home needs (the route and navigate); the back button's handling (the popstate
// listener, the guards, the back arrows) is in history.ts, loaded with the rest of the shell.
import { signal } from '@preact/signals';

export type Route =
  | { name: 'home' }
  | { name: 'new'; gameId: string }
  | { name: 'saves' }
  | { name: 'settings' }
  /** `at`: the section of the game's help to open at (the rule that applies at the table now). */
  | { name: 'help'; gameId?: string; at?: string }
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
      return parts[1] ? { name: 'help', gameId: parts[1], ...(parts[2] ? { at: parts[2] } : {}) } : { name: 'help' };
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
      return r.gameId ? `#/help/${encodeURIComponent(r.gameId)}${r.at ? `/${encodeURIComponent(r.at)}` : ''}` : '#/help';
    case 'play':
      return `#/play/${encodeURIComponent(r.saveId)}`;
    default:
      return `#/${r.name}`;
  }
}

export const route = signal<Route>(parseRoute(typeof location === 'undefined' ? '' : location.hash));

/** What the app keeps in a history entry: a guard entry's mark, and the screen it was opened from. */
export interface Entry {
  guard?: boolean;
  from?: string;
}
/** `from`: the hash of the screen the one on show was opened from (none when it was the first). */
export const opened: { from?: string } = {};

export function navigate(r: Route, replace = false): void {
  const hash = routeHash(r);
  // A replacement stands where the old screen stood, so it goes back where that one would.
  if (!replace) opened.from = routeHash(route.value);
  const entry: Entry = { from: opened.from };
  if (replace) history.replaceState(entry, '', hash);
  else history.pushState(entry, '', hash);
  route.value = r;
}
