// Player-facing settings, kept in the database so they survive a reload.
import { effect, signal } from '@preact/signals';
import { browserLang, browserLanguages, lang, type Lang } from '../i18n/index.ts';
import type { SaveStore } from '../storage/saves.ts';

export const holdMs = signal(700);
export const autoHideSec = signal(45);

export const HOLD_CHOICES = [400, 700, 1200, 2000] as const;
export const AUTOHIDE_CHOICES = [20, 45, 90, 180] as const;

/** How fast the app's moves follow each other, thinking time included. */
export const PACES = ['slow', 'normal', 'fast'] as const;
export type Pace = (typeof PACES)[number];
export const PACE_MS: Record<Pace, number> = { slow: 2500, normal: 1200, fast: 400 };
export const appPace = signal<Pace>('normal');
const isPace = (x: unknown): x is Pace => typeof x === 'string' && (PACES as readonly string[]).includes(x);

let loaded = false;

/** Reads the stored settings once, then writes every later change back. */
export async function initSettings(store: SaveStore): Promise<void> {
  try {
    const [l, h, a, p] = await Promise.all([store.getSetting('lang'), store.getSetting('holdMs'), store.getSetting('autoHideSec'), store.getSetting('appPace')]);
    // The language chosen, or on the very first run (none saved) the browser's: Italian if it
    // prefers Italian, English for any other. From then on it is saved like any choice.
    if (l === 'it' || l === 'en') lang.value = l as Lang;
    else if (l === undefined) lang.value = browserLang(browserLanguages());
    if (typeof h === 'number' && h >= 200 && h <= 5000) holdMs.value = h;
    if (typeof a === 'number' && a >= 10 && a <= 600) autoHideSec.value = a;
    if (isPace(p)) appPace.value = p;
  } catch {
    // A database that cannot be read still lets people play with the defaults.
  }
  if (loaded) return;
  loaded = true;
  effect(() => {
    const values = { lang: lang.value, holdMs: holdMs.value, autoHideSec: autoHideSec.value, appPace: appPace.value };
    document.documentElement.lang = values.lang;
    void Promise.all(Object.entries(values).map(([k, v]) => store.putSetting(k, v))).catch(() => undefined);
  });
}
