// Seeded games in the browser: crypto.getRandomValues is the app's only randomness (the
// wizard's seed, ids), so replacing it with a small generator before the page loads makes
// every game a spec starts the same game on every run and every machine.
import type { Page } from '@playwright/test';

export async function seedGames(page: Page, seed: number): Promise<void> {
  await page.addInitScript((seed) => {
    let x = seed >>> 0;
    crypto.getRandomValues = (<T extends ArrayBufferView | null>(a: T): T => {
      const v = a as unknown as Uint8Array;
      for (let i = 0; i < v.length; i++) {
        x = (Math.imul(x, 1103515245) + 12345) >>> 0;
        v[i] = x >>> 24;
      }
      return a;
    }) as Crypto['getRandomValues'];
  }, seed);
}
