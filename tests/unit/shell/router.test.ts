import { describe, expect, it } from 'vitest';
import { parseRoute, routeHash, type Route } from '../../../src/shell/router.ts';

describe('hash routes', () => {
  it('round-trips every route', () => {
    const routes: Route[] = [
      { name: 'home' },
      { name: 'new', gameId: 'rubico' },
      { name: 'saves' },
      { name: 'settings' },
      { name: 'help' },
      { name: 'help', gameId: 'rubico' },
      { name: 'help', gameId: 'rubico', at: 'suggest' },
      { name: 'sources' },
      { name: 'play', saveId: 'a b/c' },
    ];
    for (const r of routes) expect(parseRoute(routeHash(r))).toEqual(r);
  });

  it('sends unknown or incomplete addresses home', () => {
    expect(parseRoute('')).toEqual({ name: 'home' });
    expect(parseRoute('#/nowhere')).toEqual({ name: 'home' });
    expect(parseRoute('#/play')).toEqual({ name: 'home' });
    expect(parseRoute('#/new/')).toEqual({ name: 'home' });
  });
});
