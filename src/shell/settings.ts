// Player-facing settings, kept in the database so they survive a reload.
import { effect, signal } from '@preact/signals';
import { lang, type Lang } from '../i18n/index.ts';
import type { SaveStore } from '../storage/saves.ts';

export const holdMs = signal(700);
export const autoHideSec = signal(45);

export const HOLD_CHOICES = [400, 700, 1200, 2000] as const;
export const AUTOHIDE_CHOICES = [20, 45, 90, 180] as const;

let loaded = false;

/** Reads the stored settings once, then writes every later change back. */
export async function initSettings(store: SaveStore): Promise<void> {
  try {
    const [l, h, a] = await Promise.all([store.getSetting('lang'), store.getSetting('holdMs'), store.getSetting('autoHideSec')]);
    if (l === 'it' || l === 'en') lang.value = l as Lang;
    if (typeof h === 'number' && h >= 200 && h <= 5000) holdMs.value = h;
    if (typeof a === 'number' && a >= 10 && a <= 600) autoHideSec.value = a;
  } catch {
    // A database that cannot be read still lets people play with the defaults.
  }
  if (loaded) return;
  loaded = true;
  effect(() => {
    const values = { lang: lang.value, holdMs: holdMs.value, autoHideSec: autoHideSec.value };
    document.documentElement.lang = values.lang;
    void Promise.all(Object.entries(values).map(([k, v]) => store.putSetting(k, v))).catch(() => undefined);
  });
}
