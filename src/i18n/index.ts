// Italian is the default language; English is complete too. Game packages add their own
// catalogs when they load, so the shell never needs to know a game's strings.
//
// Only the first screen's Italian is in the first bundle (it-home.ts). The rest of the shell's
// Italian (it.ts) loads with the first other screen (lazy.tsx waits for it) and once the home
// is up; the English catalog loads the first time English is chosen, and in the background.
// Until English arrives t() falls back to Italian; `catalogsLoaded` redraws what was drawn.
import { effect, signal } from '@preact/signals';
import type { Text } from '../engine/content.ts';
import { itHome } from './it-home.ts';
import { agree, formatNumber, PREPOSITIONS } from './grammar.ts';

export type Lang = 'it' | 'en';
export const LANGS: readonly Lang[] = ['it', 'en'];
export type Catalog = Record<string, string>;

export const lang = signal<Lang>('it');

/**
 * The language of a first run, from the browser's preferred languages (navigator.languages):
 * Italian when it prefers Italian, English for any other language, Italian when it says nothing.
 */
export function browserLang(languages: readonly string[] | undefined): Lang {
  const first = languages?.find((l) => l.trim() !== '');
  if (!first) return 'it';
  return /^it\b/i.test(first.trim()) ? 'it' : 'en';
}

/** The browser's own preferred languages, if it tells them. */
export function browserLanguages(): readonly string[] | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : undefined;
}

const catalogs: Record<Lang, Catalog> = { it: { ...itHome }, en: {} };
/** Bumped when a shell catalog arrives; t() reads it so screens redraw. */
const catalogsLoaded = signal(0);
/**
 * A catalog loaded once, on first call, and merged under what is already there (game catalogs
 * added earlier keep their keys); a failed load lets the next call try again.
 */
function catalogLoader(language: Lang, load: () => Promise<Catalog>): () => Promise<void> {
  let pending: Promise<void> | null = null;
  return () =>
    (pending ??= load().then(
      (catalog) => {
        catalogs[language] = { ...catalog, ...catalogs[language] };
        catalogsLoaded.value++;
      },
      (err) => {
        pending = null;
        throw err;
      },
    ));
}

/** Loads the rest of the shell's Italian (every screen but the home needs it). */
export const loadShellStrings = catalogLoader('it', () => import('./it.ts').then((m) => m.it));
const loadEnglish = catalogLoader('en', () => import('./en.ts').then((m) => m.en));

/** Loads a language's shell catalog (Italian is always there). Safe to call many times. */
export function loadLanguage(language: Lang): Promise<void> {
  return language === 'it' ? Promise.resolve() : loadEnglish();
}

// Whoever sets `lang` (settings, the kiosk's language buttons, a stored choice) gets its catalog.
effect(() => {
  if (lang.value !== 'it') loadLanguage(lang.value).catch(() => undefined);
});

export function addCatalogs(extra: { it: Catalog; en: Catalog }): void {
  Object.assign(catalogs.it, extra.it);
  Object.assign(catalogs.en, extra.en);
}

export type Params = Record<string, string | number>;

/** Looks a key up in the current language, falling back to Italian, then to the key. */
export function t(key: string, params?: Params, language: Lang = lang.value): string {
  void catalogsLoaded.value;
  const raw = catalogs[language][key] ?? catalogs.it[key] ?? key;
  if (!params) return raw;
  return fill(raw, params, catalogs[language][key] !== undefined ? language : 'it');
}

/**
 * Fills a catalog text: `{name}` is the value (a number as the language writes it: "0,5");
 * `{a:name}` the value after Italian "a" ("ad Anna", "a Bruno"); `{n|carta|carte}` the form
 * that agrees with the number n.
 */
export function fill(raw: string, params: Params, language: Lang): string {
  return raw.replace(/\{(?:(\w+):)?(\w+)(?:\|([^{}]*))?\}/g, (m, prep: string | undefined, name: string, forms: string | undefined) => {
    if (!(name in params)) return m;
    const value = params[name];
    if (forms !== undefined) return agree(Number(value), forms, language);
    const text = typeof value === 'number' ? formatNumber(value, language) : value;
    if (prep) return PREPOSITIONS[prep]?.(text) ?? m;
    return text;
  });
}

/**
 * How many players a game takes, as words: "2 giocatori" when the count is fixed (never
 * "2-2"), "1 o 2 giocatori" for two counts, "da 3 a 7 giocatori" for a wider range; English
 * alike. The noun agrees with the larger number (Intl.PluralRules through fill).
 */
export function playersRange(min: number, max: number, language: Lang = lang.value): string {
  if (min >= max) return t('home.players.exact', { n: max }, language);
  return t(max === min + 1 ? 'home.players.either' : 'home.players', { min, max }, language);
}


/** Picks one language of a content text. */
export function tx(text: Text, language: Lang = lang.value): string {
  return text[language] ?? text.it;
}
