// @vitest-environment happy-dom
// Every game declares the type of its log parameters (engine/log.ts LogFormat, the package's
// logFormat): a parameter that holds one of the game's i18n keys is declared a key (or a kind
// of the game's own), never left plain for the words to show the raw key. One seeded random
// game of each, to its end.
import { describe, expect, it } from 'vitest';
import { benchGames, playout } from '../../bench/games.ts';
import { GAMES } from '../../../src/games/registry.ts';
import { logOf, paramType, PLAIN_LOG } from '../../../src/engine/log.ts';

describe('log parameter types', async () => {
  for (const game of await benchGames()) {
    it(`${game.id}: every parameter holding an i18n key is declared`, async () => {
      const pkg = await GAMES.find((g) => g.id === game.id)!.load!();
      const { state } = playout(game, 0, 1);
      const view = game.rules.view(state as never, 'table');
      const format = pkg.logFormat?.(view) ?? PLAIN_LOG;
      const keys = new Set(Object.keys(pkg.strings.it));
      const undeclared = new Set<string>();
      const log = logOf(view);
      expect(log.length).toBeGreaterThan(10);
      for (const e of log)
        for (const [name, value] of Object.entries(e.params ?? {})) if (typeof value === 'string' && keys.has(value) && paramType(format, e.key, name) === 'plain') undeclared.add(`${e.key} ${name}`);
      expect([...undeclared]).toEqual([]);
    }, 60_000);
  }
});
