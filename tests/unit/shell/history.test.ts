// @vitest-environment happy-dom
import { expect, it } from 'vitest';

// The home's first script holds the router's signal but not the back button's handling, which
// comes with the rest of the shell (app/rest.tsx). An address changed in between (a link, the
// address bar, a test's page.goto) fired its popstate with nobody listening; the app stayed on
// the home for good (CI at stop 38: the axe test waited ten minutes for the settings).
it('the router, started late, shows the screen the address names by then', async () => {
  history.replaceState(null, '', '#/');
  const { route } = await import('../../../src/shell/router.ts');
  expect(route.value).toEqual({ name: 'home' });
  history.pushState(null, '', '#/settings');
  expect(route.value).toEqual({ name: 'home' });
  const { startRouter } = await import('../../../src/shell/history.ts');
  startRouter();
  expect(route.value).toEqual({ name: 'settings' });
  // From then on, the back button is followed.
  history.pushState(null, '', '#/help/rubico');
  window.dispatchEvent(new PopStateEvent('popstate'));
  expect(route.value).toEqual({ name: 'help', gameId: 'rubico' });
});
