// The back button and the back arrows (router.ts holds the routes and navigate): loaded with the
// rest of the shell, just after the home's first paint (app/rest.tsx starts it).
import { navigate, opened, parseRoute, route, routeHash, type Entry, type Route } from './router.ts';

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

/**
 * A screen's back arrow: to the screen it was opened from, or to `fallback` when it was the
 * first. Normally that is the history entry below, so it steps back like the device's back
 * button; in kiosk mode every touch adds a guard entry on top, so it goes there directly.
 */
export function goBack(fallback: Route = { name: 'home' }): void {
  const guarded = !!(history.state as Entry | null)?.guard;
  if (opened.from !== undefined && !kioskLock && !guarded) history.back();
  else navigate(opened.from !== undefined ? parseRoute(opened.from) : fallback, true);
}

/**
 * A game keeps one extra history entry above its own, so the back button (or an Android back
 * gesture) lands inside the page, where the guard can ask, instead of leaving the app.
 */
export function pushGuardEntry(): void {
  if ((history.state as Entry | null)?.guard) return;
  history.pushState({ guard: true, from: opened.from } satisfies Entry, '', location.hash);
}

export function startRouter(): void {
  opened.from = (history.state as Entry | null)?.from;
  // The address may have changed before this module loaded (a link or the address bar while the
  // home's first script ran alone, with nobody listening): show the screen it names now.
  // (CI at stop 38: the axe test's first hash change came before the rest of the shell.)
  const now = parseRoute(location.hash);
  if (routeHash(now) !== routeHash(route.value)) route.value = now;
  window.addEventListener('popstate', () => {
    const cur = route.value;
    if (cur.name === 'play' && leaveGuard) {
      // Stay in the game: put the guard entry back; the guard is showing the question.
      history.pushState({ guard: true, from: opened.from } satisfies Entry, '', routeHash(cur));
      leaveGuard();
      return;
    }
    if (kioskLock) {
      // The rules go back where their arrow goes; every other screen stays.
      if (cur.name === 'help') goBack();
      else history.pushState({ guard: true, from: opened.from } satisfies Entry, '', routeHash(cur));
      return;
    }
    opened.from = (history.state as Entry | null)?.from;
    route.value = parseRoute(location.hash);
  });
}
