// Hash routes, so the app works from any static host and offline with one index.html.
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

/** What the app keeps in a history entry: a guard entry's mark, and the screen it was opened from. */
interface Entry {
  guard?: boolean;
  from?: string;
}
/** The hash of the screen the one on show was opened from (none when it was the first). */
let from: string | undefined;

export function navigate(r: Route, replace = false): void {
  const hash = routeHash(r);
  // A replacement stands where the old screen stood, so it goes back where that one would.
  if (!replace) from = routeHash(route.value);
  const entry: Entry = { from };
  if (replace) history.replaceState(entry, '', hash);
  else history.pushState(entry, '', hash);
  route.value = r;
}

/**
 * A screen's back arrow: to the screen it was opened from, or to `fallback` when it was the
 * first. Normally that is the history entry below, so it steps back like the device's back
 * button; in kiosk mode every touch adds a guard entry on top, so it goes there directly.
 */
export function goBack(fallback: Route = { name: 'home' }): void {
  const guarded = !!(history.state as Entry | null)?.guard;
  if (from !== undefined && !kioskLock && !guarded) history.back();
  else navigate(from !== undefined ? parseRoute(from) : fallback, true);
}

/**
 * A game keeps one extra history entry above its own, so the back button (or an Android back
 * gesture) lands inside the page, where the guard can ask, instead of leaving the app.
 */
export function pushGuardEntry(): void {
  if ((history.state as Entry | null)?.guard) return;
  history.pushState({ guard: true, from } satisfies Entry, '', location.hash);
}

export function startRouter(): void {
  from = (history.state as Entry | null)?.from;
  window.addEventListener('popstate', () => {
    const cur = route.value;
    if (cur.name === 'play' && leaveGuard) {
      // Stay in the game: put the guard entry back; the guard is showing the question.
      history.pushState({ guard: true, from } satisfies Entry, '', routeHash(cur));
      leaveGuard();
      return;
    }
    if (kioskLock) {
      // The rules go back where their arrow goes; every other screen stays.
      if (cur.name === 'help') goBack();
      else history.pushState({ guard: true, from } satisfies Entry, '', routeHash(cur));
      return;
    }
    from = (history.state as Entry | null)?.from;
    route.value = parseRoute(location.hash);
  });
}
