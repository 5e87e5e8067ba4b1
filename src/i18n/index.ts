// Italian is the default language; English is complete too. Game packages add their own
// catalogs when they load, so the shell never needs to know a game's strings.
import { signal } from '@preact/signals';
import type { Text } from '../engine/content.ts';
import { it } from './it.ts';
import { en } from './en.ts';

export type Lang = 'it' | 'en';
export const LANGS: readonly Lang[] = ['it', 'en'];
export type Catalog = Record<string, string>;

export const lang = signal<Lang>('it');

const catalogs: Record<Lang, Catalog> = { it: { ...it }, en: { ...en } };

export function addCatalogs(extra: { it: Catalog; en: Catalog }): void {
  Object.assign(catalogs.it, extra.it);
  Object.assign(catalogs.en, extra.en);
}

export type Params = Record<string, string | number>;

/** Looks a key up in the current language, falling back to Italian, then to the key. */
export function t(key: string, params?: Params, language: Lang = lang.value): string {
  const raw = catalogs[language][key] ?? catalogs.it[key] ?? key;
  if (!params) return raw;
  return raw.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/** Picks one language of a content text. */
export function tx(text: Text, language: Lang = lang.value): string {
  return text[language] ?? text.it;
}

/** Keys present in one catalog and missing in the other (used by a unit test). */
export function missingKeys(): { it: string[]; en: string[] } {
  const itKeys = Object.keys(catalogs.it);
  const enKeys = Object.keys(catalogs.en);
  return {
    it: enKeys.filter((k) => !(k in catalogs.it)),
    en: itKeys.filter((k) => !(k in catalogs.en)),
  };
}
