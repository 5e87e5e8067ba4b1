// Drives the museum kiosk like staff and visitors do, and reads what it stored.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { holdToReveal, playRubico, readSave, startRubico } from './rubico.ts';
import { controlTime } from './time.ts';

export const STAFF_PIN = '2468';

export async function typePin(page: Page, pin: string): Promise<void> {
  const gate = page.getByTestId('staff-gate');
  for (const d of pin) await gate.getByRole('button', { name: d, exact: true }).click();
}

/** From the settings screen: set the staff PIN (first time), open the panel, turn museum mode on. */
export async function enterKiosk(page: Page, pin = STAFF_PIN): Promise<void> {
  // A fresh load: a hash change alone would be held by a game's back guard.
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  await page.goto('/#/settings');
  await page.getByTestId('open-kiosk').click({ timeout: 10_000 });
  await expect(page.getByTestId('staff-gate')).toContainText('Scegli un PIN');
  await typePin(page, pin);
  await expect(page.getByTestId('staff-gate')).toContainText('Ripeti il PIN');
  await typePin(page, pin);
  await expect(page.getByTestId('staff-panel')).toBeVisible();
  await page.getByTestId('kiosk-on').click();
  await page.getByTestId('staff-close').click();
  await expect(page.getByTestId('attract')).toBeVisible();
}

/** The hidden staff gesture: five quick taps in the top-left corner. */
export async function staffGesture(page: Page): Promise<void> {
  for (let i = 0; i < 5; i++) await page.mouse.click(12, 12);
  await expect(page.getByTestId('staff-gate')).toBeVisible();
}

/** Touch to play, pick an entry, start with the default players. Returns the entry key. */
export async function startKioskGame(page: Page, entryKey = 'rubico'): Promise<void> {
  await page.getByTestId('touch-to-play').click();
  await page.getByTestId(`kiosk-entry-${entryKey}`).click();
  await expect(page.getByTestId('kiosk-start')).toBeEnabled();
  await page.getByTestId('kiosk-start').click();
  await expect(page.getByTestId('cover').or(page.getByTestId('table')).or(page.getByTestId('private-screen')).first()).toBeVisible();
}

export interface StoredGame {
  id: string;
  kiosk: number;
  status: string;
  gameId: string;
}

export async function storedGames(page: Page): Promise<StoredGame[]> {
  return page.evaluate(
    () =>
      new Promise<StoredGame[]>((resolve, reject) => {
        const open = indexedDB.open('passamano');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const req = db.transaction('games').objectStore('games').getAll();
          req.onsuccess = () => {
            db.close();
            resolve((req.result as StoredGame[]).map((g) => ({ id: g.id, kiosk: g.kiosk, status: g.status, gameId: g.gameId })));
          };
          req.onerror = () => reject(req.error);
        };
      }),
  );
}

export async function setting<T>(page: Page, key: string): Promise<T | undefined> {
  return page.evaluate(
    (key) =>
      new Promise<T | undefined>((resolve, reject) => {
        const open = indexedDB.open('passamano');
        // Never create the app's database here (an empty one held open blocks the app's own opening).
        open.onupgradeneeded = () => open.transaction!.abort();
        open.onerror = () => (open.error?.name === 'AbortError' ? resolve(undefined) : reject(open.error));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('settings')) {
            db.close();
            return resolve(undefined);
          }
          const req = db.transaction('settings').objectStore('settings').get(key);
          req.onsuccess = () => {
            db.close();
            resolve((req.result as { value: T } | undefined)?.value);
          };
          req.onerror = () => reject(req.error);
        };
      }),
    key,
  );
}

/** Records the counts the test expects, keyed like the kiosk's own statistics. */
export class Expected {
  readonly days: Record<string, Record<string, { started: number; finished: number; abandoned: number }>> = {};
  add(day: string, key: string, event: 'started' | 'finished' | 'abandoned'): void {
    const d = (this.days[day] ??= {});
    const c = (d[key] ??= { started: 0, finished: 0, abandoned: 0 });
    c[event]++;
  }
  total(): { started: number; finished: number; abandoned: number } {
    const t = { started: 0, finished: 0, abandoned: 0 };
    for (const d of Object.values(this.days)) for (const c of Object.values(d)) for (const k of ['started', 'finished', 'abandoned'] as const) t[k] += c[k];
    return t;
  }
}

const MORNING = new Date('2025-06-17T09:00:00');
const IDLE_MS = 120_000;
const COUNTDOWN_MS = 20_000;

/**
 * A museum day of `VISITORS` simulated visitors on the page's clock, from the morning of
 * 17 June 2025: each picks a language (some switch twice), looks and leaves, or starts a game
 * (some in pairs, who skip the introduction), taps a little or looks at a secret, and walks away
 * or leaves through the game's exit; one plays Rubico to the end, and the power is cut twice
 * mid-game (the tablet starts again the next morning). Then the kiosk must be clean (no kiosk
 * game left, the personal game kept), its statistics exactly the visitors' (per day, game,
 * mode and language; the staff panel and the CSV alike), and the JS heap within twice what it
 * was after 20 visitors. The e2e suite runs a short day, the soak a long one.
 */
export async function museumDay(
  page: Page,
  context: BrowserContext,
  { visitors: VISITORS, minStarted, minIntros }: { visitors: number; minStarted: number; minIntros: number },
): Promise<void> {
  expect(VISITORS, 'the heap is first measured after 20 visitors').toBeGreaterThanOrEqual(40);
  // Who finishes, and when the power is cut: the same share of the day at any length (60, 100
  // and 180 in a day of 200).
  const FINISHER = Math.round(VISITORS * 0.3);
  const POWER_CUTS = [Math.round(VISITORS * 0.5), Math.round(VISITORS * 0.9)];
  await controlTime(page, MORNING);
  // A game someone played outside museum mode must survive the whole day.
  await startRubico(page, 3);
  const personal = (await storedGames(page)).find((g) => g.kiosk === 0)!;
  expect(personal).toBeTruthy();
  await enterKiosk(page);

  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((m) => m.name === 'JSHeapUsedSize')!.value;
  };

  // A seeded generator: the same day every run.
  let seed = 0x6d6f6e74;
  const rnd = () => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return seed / 2 ** 32;
  };
  const expected = new Expected();
  const today = async () => page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  const keyOf = (entry: string, lang: string) => {
    const [gameId, mode] = entry.split(':');
    return `${gameId}|${mode ?? 'standard'}|${lang}`;
  };
  // Jump the clock, then run one second of timers at once so the idle check fires now.
  const walkAway = async () => {
    await page.clock.fastForward(IDLE_MS);
    await page.clock.runFor(1_500);
    await expect(page.getByTestId('idle-countdown')).toBeVisible();
    await page.clock.fastForward(COUNTDOWN_MS - 1_000);
    await page.clock.runFor(1_500);
    await expect(page.getByTestId('attract')).toBeVisible();
  };

  let baseline = 0;
  let entries: string[] = [];
  let finishedThroughUi = 0;
  let abandonedByExit = 0;
  let powerCuts = 0;
  let introsSkipped = 0;
  const t0 = Date.now();
  for (let v = 0; v < VISITORS; v++) {
    if (v === 20) baseline = await heap();
    if (v % 20 === 0) console.log(`visitor ${v} at ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    await expect(page.getByTestId('attract')).toBeVisible();
    // A visitor plays Rubico to the end (in Italian: the play helper reads Italian words).
    const finisher = v === FINISHER;
    // Some visitors switch language, some switch twice.
    const lang = !finisher && rnd() < 0.35 ? 'en' : 'it';
    if (lang === 'en' || rnd() < 0.1) {
      await page.getByTestId('lang-en').click();
      if (lang === 'it') await page.getByTestId('lang-it').click();
    }
    await page.getByTestId('touch-to-play').click();
    await expect(page.getByTestId('kiosk-pick')).toBeVisible();
    if (entries.length === 0) {
      entries = await page.locator('[data-testid^="kiosk-entry-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.replace('kiosk-entry-', '')));
      expect(entries).toContain('rubico');
    }
    const r = rnd();
    if (r < 0.08 && !finisher) {
      // Looks at the games and leaves: nothing is started, nothing is counted.
      await walkAway();
      continue;
    }
    // Every playable entry gets visitors: the demonstration game too once its screens exist.
    const entry = finisher ? 'rubico' : entries[v % entries.length];
    await page.getByTestId(`kiosk-entry-${entry}`).click();
    // Some come in pairs: the introduction to passing the tablet comes first, and they skip it.
    const pair = !finisher && v % 7 === 3;
    if (pair) await page.getByRole('button', { name: lang === 'en' ? 'One more person' : 'Una persona in più' }).click();
    await page.getByTestId('kiosk-start').click();
    if (pair) {
      await page.getByTestId('intro-skip').click();
      introsSkipped++;
    }
    await expect(page.getByTestId('kiosk-intro')).toHaveCount(0);
    await expect(page.getByTestId('cover').or(page.getByTestId('table')).or(page.getByTestId('private-screen')).first()).toBeVisible();
    const key = keyOf(entry, lang);
    // A visit's events fall on the day it started (the kiosk dates them by the game's last change).
    const day = await today();
    expected.add(day, key, 'started');

    if (finisher) {
      // Plays the whole game through (three players), then leaves the end screen.
      await playRubico(page);
      await expect(page.getByTestId('end-screen')).toBeVisible();
      await page.getByRole('button', { name: lang === 'en' ? 'Back home' : 'Torna alla home' }).click();
      await expect(page.getByTestId('attract')).toBeVisible();
      expected.add(day, key, 'finished');
      finishedThroughUi++;
      continue;
    }
    // A few taps: a light touch on the reveal ring, or a real look at a secret.
    const taps = Math.floor(rnd() * 4);
    for (let k = 0; k < taps; k++) {
      const ring = page.getByTestId('hold-to-reveal');
      if (await ring.isVisible()) await ring.click();
    }
    if (entry === 'rubico' && rnd() < 0.08) {
      // Among people the secret is behind a cover; a visitor alone has it open already.
      if (await page.getByTestId('hold-to-reveal').isVisible()) await holdToReveal(page);
      const ack = page.getByTestId('private-screen').getByTestId('ack');
      if (await ack.isVisible()) {
        const before = (await readSave(page))?.moves.length ?? 0;
        await ack.click();
        await expect.poll(async () => (await readSave(page))?.moves.length ?? 0, { timeout: 10_000 }).toBeGreaterThan(before);
      }
    }
    const how = rnd();
    if (POWER_CUTS.includes(v)) {
      // The power is cut in the middle of a game: the page dies with it, the night passes,
      // and the tablet starts again next morning.
      await page.goto('about:blank');
      const toMorning = await page.evaluate(() => {
        const now = new Date();
        const next = new Date(now);
        next.setDate(now.getDate() + 1);
        next.setHours(9, 0, 0, 0);
        return next.getTime() - now.getTime();
      });
      await page.clock.fastForward(toMorning);
      await page.goto('/');
      await expect(page.getByTestId('attract')).toBeVisible();
      powerCuts++;
    } else if (how < 0.15 && (await page.getByTestId('cover').or(page.getByTestId('private-screen')).first().isVisible())) {
      // Leaves through the game's own exit: on the cover, or on a visitor's own screen when alone.
      await page.getByTestId('cover').or(page.getByTestId('private-screen')).first().getByRole('button', { name: lang === 'en' ? 'Leave the game' : 'Esci dalla partita' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: lang === 'en' ? 'Leave' : 'Esci', exact: true }).click();
      await expect(page.getByTestId('attract')).toBeVisible();
      await expect(page.getByTestId('lang-it')).toHaveAttribute('aria-pressed', 'true');
      abandonedByExit++;
    } else {
      await walkAway();
      await expect(page.getByTestId('lang-it')).toHaveAttribute('aria-pressed', 'true');
    }
    expected.add(day, key, 'abandoned');
  }

  // The day is over: the attract screen in Italian, no kiosk game left, the personal one kept.
  await page.clock.fastForward(IDLE_MS + 1_000);
  await expect(page.getByTestId('attract')).toBeVisible();
  await expect(page.getByTestId('touch-to-play')).toHaveText('Tocca per giocare');
  await expect.poll(async () => (await storedGames(page)).filter((g) => g.kiosk === 1).length).toBe(0);
  expect((await storedGames(page)).map((g) => g.id)).toEqual([personal.id]);

  // The statistics hold exactly what the visitors did.
  const stats = await setting<{ days: Expected['days'] }>(page, 'kiosk.stats');
  expect(stats?.days).toEqual(expected.days);
  const total = expected.total();
  // Nearly every visitor started a game (a few only looked).
  expect(total.started).toBeGreaterThan(minStarted);
  expect(finishedThroughUi).toBe(1);
  expect(total.finished).toBe(finishedThroughUi);
  expect(total.abandoned).toBe(total.started - total.finished);
  // Every pair of visitors had the introduction, and a tap took them past it (one visit in
  // seven is a pair).
  expect(introsSkipped).toBeGreaterThan(minIntros);
  // ...and the staff panel shows them.
  await staffGesture(page);
  await typePin(page, STAFF_PIN);
  const row = page.getByTestId('stat-total');
  await expect(row.locator('[data-k="started"]')).toHaveText(String(total.started));
  await expect(row.locator('[data-k="finished"]')).toHaveText(String(total.finished));
  await expect(row.locator('[data-k="abandoned"]')).toHaveText(String(total.abandoned));
  expect(Object.keys(expected.days).length).toBe(1 + powerCuts);
  for (const day of Object.keys(expected.days)) await expect(page.getByTestId(`stat-day-${day}`)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByTestId('export-csv').click();
  const csv = await (await (await download).createReadStream()).toArray();
  const lines = Buffer.concat(csv).toString('utf8').trim().split('\r\n');
  expect(lines[0]).toBe('day,game,mode,language,started,finished,abandoned');
  expect(lines.slice(1).reduce((n, l) => n + Number(l.split(',')[4]), 0)).toBe(total.started);
  await page.getByTestId('staff-close').click();

  // Memory: the heap after the day stays within twice the heap after the first visitors.
  const after = await heap();
  console.log(`museum day: ${total.started} games started, ${total.finished} finished, ${total.abandoned} abandoned (${abandonedByExit} through the exit, ${powerCuts} power cuts, ${introsSkipped} introductions skipped); JS heap ${(baseline / 1e6).toFixed(1)} MB after 20 visitors, ${(after / 1e6).toFixed(1)} MB after ${VISITORS}`);
  expect(after).toBeLessThan(2 * baseline + 5e6);
}
