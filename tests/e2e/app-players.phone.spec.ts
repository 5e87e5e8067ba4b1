// App players on a phone: Anna alone with four app players plays Rubico to the end. Every table
// view is checked for secrets (Anna's role and cards never shown while an app moves); a person
// alone never gets a hand-off cover (her private screens simply open), the app's seats neither, their moves are told in the strip at the top of the table
// and in the log as "Passamano (Bruno)", and the end screen marks them.
import { expect, test } from '@playwright/test';
import { rubicoRules } from '../../src/games/rubico/rules.ts';
import { NAMES, playRubico, readSave, startRubico, stateOf } from './support/rubico.ts';
import { appDeciding, recordCovers, seenSoFar, setPace } from './support/app-players.ts';

test.describe('App players on a phone', () => {
  test('one person and four app players play Rubico to the end, and no secret of hers reaches a shared screen', async ({ page }) => {
    test.setTimeout(15 * 60_000);
    await recordCovers(page);
    await setPace(page, 'Veloce');
    // Bruno (an app) holds the Centurion card first, so Anna lays out a row in the first turn:
    // with the wizard's default (Anna first) a game Caesar wins in one turn gave her only her role.
    await startRubico(page, 5, { apps: [1, 2, 3, 4], firstCenturion: 1 });
    const stats = await playRubico(page, {
      checkPrivacy: true,
      onTable: async () => {
        await appDeciding(page);
      },
    });

    await expect(page.getByTestId('end-screen')).toBeVisible();
    const save = (await readSave(page))!;
    const state = stateOf(save);
    const outcome = rubicoRules.outcome(state)!;
    expect(outcome).not.toBeNull();
    expect(save.meta.status).toBe('finished');
    await expect(page.getByTestId('winner')).toHaveText(outcome.reasonKey === 'rubico.win.caesar' ? /Cesare entra a Roma/ : /Il Senato ferma Cesare/);

    // Anna plays alone with the app: her private screens opened with no cover, and nobody else's.
    expect(stats.privateScreens).toBeGreaterThanOrEqual(2);
    const seen = await seenSoFar(page);
    expect(seen.covers).toEqual([]);
    expect(stats.tables).toBeGreaterThan(0);
    // The app played its four seats, and the table said so while it did.
    for (const seat of [1, 2, 3, 4]) expect(save.moves.some((m) => m.seat === seat), `seat ${seat} played`).toBe(true);
    // ...while the table said so, in words, never under a cover.
    expect(new Set(seen.appBars)).toEqual(new Set(['Bruno', 'Carla', 'Dario', 'Elena'].map((n) => `Passamano gioca per ${n}…`)));
    expect(seen.both).toBe(0);
    // It thought in its worker, off the page (the module worker the build emits).
    expect(page.workers().some((w) => /\/assets\/worker-[\w-]+\.js$/.test(w.url())), page.workers().map((w) => w.url()).join(', ')).toBe(true);
    // The strip told the app's moves naming the seat "Passamano (Bruno)", never Anna's.
    expect(seen.stripLines.some((l) => /Passamano \((Bruno|Carla|Dario|Elena)\)/.test(l)), seen.stripLines.join(' | ')).toBe(true);
    expect(seen.stripLines.every((l) => !l.includes('Passamano (Anna)'))).toBe(true);

    // The end screen marks the four app seats, and not Anna's.
    const seats = page.getByTestId('end-seats');
    for (const name of NAMES.slice(0, 5)) await expect(seats).toContainText(name);
    await expect(seats.getByTestId('app-badge')).toHaveCount(4);
    console.log(`rubico, Anna and four app players: ${JSON.stringify(stats)}, ${save.moves.length} moves, ${outcome.reasonKey}`);
  });

  test('offline after the first visit, the app still thinks in its worker (precached) and plays its seats', async ({ page, context }) => {
    test.setTimeout(3 * 60_000);
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 });
    const cachedWorker = () =>
      page.evaluate(async () => {
        for (const key of await caches.keys()) {
          const requests = await (await caches.open(key)).keys();
          const hit = requests.find((r) => /\/assets\/worker-[\w-]+\.js/.test(r.url));
          if (hit) return new URL(hit.url).pathname;
        }
        return null;
      });
    await expect.poll(cachedWorker).not.toBeNull();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('home')).toBeVisible();
    await setPace(page, 'Veloce');
    await startRubico(page, 3, { apps: [1, 2] });
    // Anna's role, then the app's seats decide for themselves.
    await playRubico(page, { stopWhen: (s) => s.privateScreens >= 2 });
    await expect.poll(async () => ((await readSave(page))?.moves ?? []).filter((m) => m.seat !== 0).length).toBeGreaterThanOrEqual(2);
    const path = await cachedWorker();
    expect(page.workers().some((w) => new URL(w.url()).pathname === path)).toBe(true);
    // Still offline: the network answers nothing.
    expect(await page.evaluate(() => fetch(`/not-cached-${Date.now()}.json`).then(() => 'answered', () => 'failed'))).toBe('failed');
  });
});
