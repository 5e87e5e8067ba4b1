// Durability: kill the browser process mid-turn (SIGKILL, no goodbye), relaunch it on the same
// profile, and find the game at its last committed move.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { playRubico, readSave, startRubico, stateOf } from './support/rubico.ts';
import { browserPid, launchPhone } from './support/reliability.ts';

test('a killed browser comes back to the last committed move', async ({ baseURL }) => {
  test.setTimeout(5 * 60_000);
  const profile = mkdtempSync(join(tmpdir(), 'passamano-crash-'));
  const launch = () => launchPhone(profile, baseURL);
  try {
    let context = await launch();
    let page = context.pages()[0] ?? (await context.newPage());
    await startRubico(page, 4);
    // Mid-turn: roles seen, first turn under way (some suggestions made, the Centurion not yet done).
    await playRubico(page, { stopWhen: (s) => s.privateScreens >= 6 });
    const before = (await readSave(page))!;
    expect(before.moves.length).toBeGreaterThanOrEqual(6);

    process.kill(browserPid(profile), 'SIGKILL');
    await context.close().catch(() => undefined);

    context = await launch();
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await expect(page.getByTestId('home')).toBeVisible();
    const after = (await readSave(page))!;
    expect(after.meta.id).toBe(before.meta.id);
    expect(after.moves.length).toBe(before.moves.length);
    expect(after.meta.moveCount).toBe(before.moves.length);

    // Resuming shows the same decision the game was waiting for.
    await page.getByRole('button', { name: 'Riprendi' }).click();
    const state = stateOf(after);
    const { rubicoRules } = await import('../../src/games/rubico/rules.ts');
    const d = rubicoRules.decision(state)!;
    const names = ['Anna', 'Bruno', 'Carla', 'Dario'];
    if (d.secret) await expect(page.getByTestId('cover')).toContainText(names[d.seat]);
    else await expect(page.getByTestId('decision-bar')).toContainText(names[d.seat]);
    // And the game goes on from there.
    await playRubico(page, { stopWhen: (s) => s.privateScreens >= 1 });
    expect((await readSave(page))!.moves.length).toBeGreaterThan(after.moves.length);
    await context.close();
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});
