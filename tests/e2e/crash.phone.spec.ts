// Durability: kill the browser process mid-turn (SIGKILL, no goodbye), relaunch it on the same
// profile, and find the game at its last committed move.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, devices, expect, test } from '@playwright/test';
import { playRubico, readSave, startRubico, stateOf } from './support/rubico.ts';

const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const args = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** The browser's main process: the one started with this profile and without --type=. */
function browserPid(profile: string): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let cmd: string;
    try {
      cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    const parts = cmd.split('\0');
    if (parts.includes(`--user-data-dir=${profile}`) && !parts.some((p) => p.startsWith('--type='))) return Number(entry);
  }
  throw new Error('browser process not found');
}

test('a killed browser comes back to the last committed move', async ({ baseURL }) => {
  test.setTimeout(5 * 60_000);
  const profile = mkdtempSync(join(tmpdir(), 'passamano-crash-'));
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
  const launch = () => chromium.launchPersistentContext(profile, { executablePath, args, baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
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
