// Helpers of the reliability suite (tests/e2e/reliability*.spec.ts and tests/soak): killing the
// browser at random points, counting what IndexedDB holds, checking that the page shows the
// decision the committed log leads to.
import { readdirSync, readFileSync } from 'node:fs';
import { chromium, devices, expect, type BrowserContext, type Page } from '@playwright/test';
import { rubicoRules } from '../../../src/games/rubico/rules.ts';
import { NAMES, playRubico, readSave, stateOf } from './rubico.ts';

export const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const args = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** The browser's main process: the one started with this profile and without --type=. */
export function browserPid(profile: string): number {
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

export function launchPhone(profile: string, baseURL: string | undefined): Promise<BrowserContext> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
  return chromium.launchPersistentContext(profile, { executablePath, args, baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
}

/** Rows in each object store of the app's database. */
export async function dbCounts(page: Page): Promise<Record<string, number>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, number>>((resolve, reject) => {
        const open = indexedDB.open('passamano');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const names = [...db.objectStoreNames].filter((n) => n !== 'settings');
          const out: Record<string, number> = {};
          const tx = db.transaction(names, 'readonly');
          for (const n of names) {
            const r = tx.objectStore(n).count();
            r.onsuccess = () => (out[n] = r.result);
          }
          tx.oncomplete = () => {
            db.close();
            resolve(out);
          };
        };
      }),
  );
}

/** A seeded generator for kill points and delays (mulberry32). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Plays `n` steps of the Rubico UI driver (a step is one cover, private screen or table action). */
export function rubicoSteps(page: Page, n: number) {
  let left = n;
  return playRubico(page, { stopWhen: () => left-- <= 0 });
}

/**
 * The committed log replays, and the page shows the decision it leads to: the cover of the
 * deciding seat for a secret step, the decision bar for a public one, or an open private screen.
 */
export async function expectConsistent(page: Page): Promise<number> {
  const save = (await readSave(page))!;
  expect(save.meta.moveCount).toBe(save.moves.length);
  const state = stateOf(save);
  const d = rubicoRules.decision(state);
  if (!d) {
    await expect(page.getByTestId('end-screen')).toBeVisible();
    return save.moves.length;
  }
  const cover = page.getByTestId('cover');
  const bar = page.getByTestId('decision-bar');
  const priv = page.getByTestId('private-screen');
  await expect(cover.or(bar).or(priv).first()).toBeVisible({ timeout: 15_000 });
  if (await cover.isVisible()) await expect(cover).toContainText(NAMES[d.seat]);
  else if (await bar.isVisible()) await expect(bar).toContainText(NAMES[d.seat]);
  return save.moves.length;
}

export interface CrashTally {
  kills: number;
  committed: number;
  lost: number;
}

/**
 * Crash loop on one profile: play a Rubico game, and `kills` times kill the browser at a random
 * point (a random number of steps, then a random delay into the next step), relaunch, check the
 * game is at its last committed move and resumes there. A finished game starts a new one.
 */
export async function crashLoop(profile: string, baseURL: string | undefined, kills: number, seed: number, players = 4): Promise<CrashTally> {
  const rand = seeded(seed);
  const tally: CrashTally = { kills: 0, committed: 0, lost: 0 };
  let earlier = 0; // moves of the games already finished
  let context = await launchPhone(profile, baseURL);
  let page = context.pages()[0] ?? (await context.newPage());
  const { startRubico } = await import('./rubico.ts');
  await startRubico(page, players);
  try {
    for (let k = 0; k < kills; k++) {
      await rubicoSteps(page, 1 + Math.floor(rand() * 5));
      if (await page.getByTestId('end-screen').isVisible()) {
        earlier += (await readSave(page))!.moves.length;
        await startRubico(page, players);
        continue;
      }
      const known = (await readSave(page))!;
      // Kill inside the next step, at a random moment: mid-hold, mid-commit, mid-render.
      const next = rubicoSteps(page, 1).catch(() => undefined);
      await new Promise((r) => setTimeout(r, Math.floor(rand() * 600)));
      process.kill(browserPid(profile), 'SIGKILL');
      await next;
      await context.close().catch(() => undefined);
      tally.kills++;

      context = await launchPhone(profile, baseURL);
      page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await expect(page.getByTestId('home')).toBeVisible();
      const after = (await readSave(page))!;
      expect(after.meta.id).toBe(known.meta.id);
      tally.lost += Math.max(0, known.moves.length - after.moves.length);
      expect(after.moves.length, 'moves lost to the kill').toBeGreaterThanOrEqual(known.moves.length);
      expect(after.moves.slice(0, known.moves.length)).toEqual(known.moves);
      tally.committed = earlier + after.moves.length;
      await page.goto(`/#/play/${after.meta.id}`);
      await expectConsistent(page);
    }
  } finally {
    await context.close().catch(() => undefined);
  }
  return tally;
}
