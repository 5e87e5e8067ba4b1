// Helpers of the reliability suite (tests/e2e/reliability*.spec.ts and tests/soak): killing the
// browser at random points, counting what IndexedDB holds, checking that the page shows the
// decision the committed log leads to.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chromium, devices, expect, type BrowserContext, type Page } from '@playwright/test';
import { rubicoRules } from '../../../src/games/rubico/rules.ts';
import { NAMES, holdToReveal, readSave, startRubico, stateOf, type SaveDump } from './rubico.ts';
import { chromiumArgs as args, chromiumPath as executablePath } from '../../../scripts/chromium.mjs';

/** The processes started with this profile; `main` is the browser itself (no --type=). */
function profileProcesses(profile: string): { pid: number; main: boolean }[] {
  const found: { pid: number; main: boolean }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let cmd: string;
    try {
      cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    const parts = cmd.split('\0');
    if (parts.includes(`--user-data-dir=${profile}`)) found.push({ pid: Number(entry), main: !parts.some((p) => p.startsWith('--type=')) });
  }
  return found;
}

/** The browser's main process: the one started with this profile and without --type=. */
export function browserPid(profile: string): number {
  const main = profileProcesses(profile).find((p) => p.main);
  if (!main) throw new Error('browser process not found');
  return main.pid;
}

/** Every process of the browser on this profile, the main one first (renderers, GPU, network and storage services after). */
export function browserPids(profile: string): number[] {
  return [browserPid(profile), ...profileProcesses(profile).filter((p) => !p.main).map((p) => p.pid)];
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

/**
 * Plays `n` steps of Rubico through the UI, each committing one move: a cover (hold to reveal,
 * then the private screen's button) or one tap on the table (a card taken, confirm, reveal,
 * next turn). The choices are those of playRubico (./rubico.ts). After each tap it waits for
 * the move in IndexedDB and for the page to show the decision that follows, so the next step
 * never acts on a screen that is about to change (playRubico does not wait after confirm or
 * next turn: a stale table read there can click a card the cover has just replaced and wait
 * for it forever). A choice left half made by a kill simply goes on from its cards taken.
 * Stops early at the end screen.
 */
export async function rubicoSteps(page: Page, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const gesture = await nextGesture(page, false);
    if (!gesture) return;
    const before = (await readSave(page))!.moves.length;
    await page.locator(gesture.selector).click({ timeout: 15_000 });
    let save = null as SaveDump | null;
    await expect
      .poll(async () => (save = await readSave(page))!.moves.length, { message: `${gesture.selector} commits one move`, timeout: 15_000 })
      .toBe(before + 1);
    if (gesture.private) await expect(page.getByTestId('private-screen')).toBeHidden({ timeout: 10_000 });
    await expectShown(page, save!);
  }
}

/** Waits until the page shows the decision the save leads to (or the end screen). */
async function expectShown(page: Page, save: SaveDump): Promise<void> {
  const state = stateOf(save);
  const d = rubicoRules.decision(state);
  if (!d) return expect(page.getByTestId('end-screen')).toBeVisible({ timeout: 15_000 });
  if (d.secret) return expect(page.getByTestId('cover')).toContainText(NAMES[d.seat], { timeout: 15_000 });
  await expect(page.getByTestId('decision-bar')).toContainText(NAMES[d.seat], { timeout: 15_000 });
  const control = ({ 'rubico.step.choose': 'choose-panel', 'rubico.step.reveal': 'reveal', 'rubico.step.endTurn': 'next-turn' } as Record<string, string>)[d.kind];
  if (control) await expect(page.getByTestId(control)).toBeVisible({ timeout: 15_000 });
  if (d.kind === 'rubico.step.choose') {
    const view = rubicoRules.view(state, 'table') as { takenCount: number };
    await expect(page.getByTestId('taken-count')).toContainText(`Prese ${view.takenCount} di`, { timeout: 15_000 });
  }
}

/** Reads "Prese N di M" of the Centurion's choice. */
async function takenOf(page: Page): Promise<{ taken: number; need: number }> {
  const m = (await page.getByTestId('taken-count').textContent())!.match(/(\d+) di (\d+)/)!;
  return { taken: Number(m[1]), need: Number(m[2]) };
}

/** The next face-down card the Centurion may take (at most two per player), or null. */
async function nextSlot(page: Page): Promise<string | null> {
  const slots = await page.locator('button[data-testid^="slot-"]').evaluateAll((els) =>
    els.map((e) => ({ id: e.getAttribute('data-testid')!, taken: e.getAttribute('aria-pressed') === 'true' })),
  );
  const seatOf = (id: string) => id.split('-')[1];
  const perSeat = new Map<string, number>();
  for (const s of slots) if (s.taken) perSeat.set(seatOf(s.id), (perSeat.get(seatOf(s.id)) ?? 0) + 1);
  return slots.find((s) => !s.taken && (perSeat.get(seatOf(s.id)) ?? 0) < 2)?.id ?? null;
}

/** The gesture that commits the next move, or that starts the next step. */
interface Gesture {
  kind: 'hold' | 'tap';
  selector: string;
  /** A button of a private screen (it closes after its move). */
  private: boolean;
}

/**
 * Brings the next step up to the gesture that commits its move, with ordinary Playwright
 * calls: at a cover, reveal (unless `hold`: then the gesture is the press on the ring itself)
 * and arrange the private screen; at the table, find what to tap. Null at the end screen.
 */
async function nextGesture(page: Page, hold: boolean): Promise<Gesture | null> {
  const cover = page.getByTestId('cover');
  const end = page.getByTestId('end-screen');
  for (let tries = 0; tries < 50; tries++) {
    await expect(cover.or(page.getByTestId('table')).or(end).first()).toBeVisible({ timeout: 15_000 });
    if (await end.isVisible()) return null;
    if (await cover.isVisible()) {
      if (hold) return { kind: 'hold', selector: '[data-testid="hold-to-reveal"]', private: false };
      await holdToReveal(page);
      const priv = page.getByTestId('private-screen');
      const ack = priv.getByTestId('ack');
      const place = priv.getByTestId('place-cards');
      const pass = priv.getByTestId('power-pass');
      await expect(ack.or(place).or(pass).first()).toBeVisible();
      const inPrivate = (id: string): Gesture => ({ kind: 'tap', selector: `[data-testid="private-screen"] [data-testid="${id}"]`, private: true });
      if (await ack.isVisible()) return inPrivate('ack');
      if (await place.isVisible()) {
        // Suggest the last card: it moves to the front of the row.
        const cards = priv.locator('[data-testid^="hand-"]');
        await cards.nth((await cards.count()) - 1).click({ timeout: 15_000 });
        return inPrivate('place-cards');
      }
      return inPrivate('power-pass');
    }
    const onTable = (id: string): Gesture => ({ kind: 'tap', selector: `[data-testid="${id}"]`, private: false });
    if (await page.getByTestId('choose-panel').isVisible()) {
      const { taken, need } = await takenOf(page);
      if (taken >= need) return onTable('confirm-choice');
      const id = await nextSlot(page);
      if (!id) throw new Error('no card left to take');
      return onTable(id);
    }
    for (const id of ['reveal', 'next-turn']) if (await page.getByTestId(id).isVisible()) return onTable(id);
    await page.waitForTimeout(100);
  }
  throw new Error('no gesture to make on the table');
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
  /** Moves committed over the whole loop (finished games included). */
  committed: number;
  /** Moves that were committed before a kill and missing after it. */
  lost: number;
  /** Kills that fell around a tap committing a move (the others fell during a hold). */
  taps: number;
  /** Kills after which the move tapped just before was found committed. */
  inFlightKept: number;
}

/**
 * Starts the gesture inside the page after `delay` ms and returns at once: the last gesture
 * before a kill is made by the page itself, so that no Playwright call is under way when the
 * browser dies (a call cut off by SIGKILL fails inside Playwright's connection, "object not
 * bound" or "target closed", not in the app). A finger pressed on the reveal ring: the kill
 * falls mid-hold or just after the private screen opens. A tap on the button that commits the
 * next move: the kill falls before, during or after its write.
 */
async function armGesture(page: Page, gesture: Gesture, delay: number): Promise<void> {
  await page.evaluate(
    ({ kind, selector, delay }) => {
      setTimeout(() => {
        const el = document.querySelector<HTMLElement>(selector);
        if (!el) return;
        const r = el.getBoundingClientRect();
        const at = { bubbles: true, cancelable: true, composed: true, pointerId: 7, pointerType: 'touch', isPrimary: true, clientX: r.x + r.width / 2, clientY: r.y + r.height / 2 };
        el.dispatchEvent(new PointerEvent('pointerdown', at));
        if (kind === 'hold') return; // the finger stays down: the ring fills, the private screen opens
        el.dispatchEvent(new PointerEvent('pointerup', at));
        el.click();
      }, delay);
    },
    { kind: gesture.kind, selector: gesture.selector, delay },
  );
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * SIGKILLs the given processes of the context's browser (`browserPids`) and forgets it: waits
 * for Playwright to see the browser gone (the context's close event: no call on the dead
 * connection) and for the processes to be reaped, so the relaunch finds the profile free. Only
 * if the close event never comes is the context closed, without waiting for it, and the error
 * of the dead connection dropped.
 */
export async function killPhone(context: BrowserContext, pids: number[]): Promise<void> {
  const closed = new Promise<boolean>((r) => context.once('close', () => r(true)));
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ESRCH') throw err; // a helper already gone
    }
  }
  if (!(await Promise.race([closed, sleep(20_000).then(() => false)]))) {
    context.close().catch(() => undefined);
  }
  for (let i = 0; i < 200 && pids.some((pid) => existsSync(`/proc/${pid}`)); i++) await sleep(50);
}

/**
 * Crash loop on one profile: play a Rubico game, and `kills` times kill the browser at a random
 * point (a random number of steps, then a random moment of the next step's last gesture),
 * relaunch, check the game is at its last committed move (the gesture's move at most on top)
 * and resumes there. A finished game starts a new one.
 */
export async function crashLoop(profile: string, baseURL: string | undefined, kills: number, seed: number, players = 4): Promise<CrashTally> {
  const rand = seeded(seed);
  const tally: CrashTally = { kills: 0, committed: 0, lost: 0, taps: 0, inFlightKept: 0 };
  let earlier = 0; // moves of the games already finished
  let context = await launchPhone(profile, baseURL);
  let page = context.pages()[0] ?? (await context.newPage());
  await startRubico(page, players);
  try {
    while (tally.kills < kills) {
      await rubicoSteps(page, 1 + Math.floor(rand() * 5));
      const gesture = await nextGesture(page, rand() < 0.3);
      if (!gesture) {
        earlier += (await readSave(page))!.moves.length;
        // A fresh load: a hash change alone stays on the finished game.
        await page.goto('about:blank', { timeout: 30_000 });
        await startRubico(page, players);
        continue;
      }
      const known = (await readSave(page))!;
      // Every process of the browser, looked up now (the kill itself must not wait), killed
      // together as a phone's system kills an app: with the main process alone, the renderer
      // and the storage service would live on until they notice it gone.
      const pids = browserPids(profile);
      // The page makes the gesture; the kill falls at a random moment around it. The hold
      // takes 700 ms; a commit's write a few ms, then the screen seals and re-renders: half
      // the tap kills fall in the first 30 ms, around the write, the others up to 400 ms.
      await armGesture(page, gesture, Math.floor(rand() * 20));
      const span = gesture.kind === 'hold' ? 1000 : rand() < 0.5 ? 30 : 400;
      await sleep(Math.floor(rand() * span));
      await killPhone(context, pids);
      tally.kills++;
      if (gesture.kind === 'tap') tally.taps++;

      context = await launchPhone(profile, baseURL);
      page = context.pages()[0] ?? (await context.newPage());
      // What the relaunched page ran into, printed if the checks below fail.
      const trouble: string[] = [];
      page.on('pageerror', (e) => trouble.push(`page error: ${e.message}`));
      page.on('console', (m) => m.type() === 'error' && trouble.push(`console error: ${m.text()}`));
      page.on('requestfailed', (r) => trouble.push(`request failed: ${r.url()} ${r.failure()?.errorText}`));
      page.on('response', (r) => r.status() >= 400 && trouble.push(`HTTP ${r.status()}: ${r.url()}`));
      try {
        await page.goto('/', { timeout: 30_000 });
        await expect(page.getByTestId('home')).toBeVisible();
        const after = (await readSave(page))!;
        expect(after.meta.id).toBe(known.meta.id);
        tally.lost += Math.max(0, known.moves.length - after.moves.length);
        expect(after.moves.length, 'moves lost to the kill').toBeGreaterThanOrEqual(known.moves.length);
        expect(after.moves.length, 'one gesture commits one move at most').toBeLessThanOrEqual(known.moves.length + (gesture.kind === 'tap' ? 1 : 0));
        expect(after.moves.slice(0, known.moves.length)).toEqual(known.moves);
        if (after.moves.length > known.moves.length) tally.inFlightKept++;
        tally.committed = earlier + after.moves.length;
        await page.goto(`/#/play/${after.meta.id}`, { timeout: 30_000 });
        await expectConsistent(page);
      } catch (err) {
        console.log(`after kill ${tally.kills} (${gesture.kind} ${gesture.selector}):\n  ${trouble.join('\n  ') || 'no page error, failed request or console error'}`);
        throw err;
      }
    }
  } finally {
    await context.close().catch(() => undefined);
  }
  return tally;
}
