// Drives the museum kiosk like staff and visitors do, and reads what it stored.
import { expect, type Page } from '@playwright/test';

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
