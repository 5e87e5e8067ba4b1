import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { it as itRest } from '../../../src/i18n/it.ts';
import { itHome } from '../../../src/i18n/it-home.ts';
import { CATALOGUE } from '../../../src/games/catalogue.ts';
import { en as enCore } from '../../../src/i18n/en.ts';
import { it as itRubico, en as enRubico } from '../../../src/games/rubico/strings.ts';
import { DECISION_KINDS, LOG_KEYS, REASON_KEYS } from '../../../src/games/rubico/rules.ts';
import { STORAGE_ERRORS, IMPORT_ERRORS } from '../../../src/storage/errors.ts';
import { SEAT_PROBLEMS } from '../../../src/engine/seats.ts';
import { LEVELS } from '../../../src/engine/players.ts';
import { t, addCatalogs, lang, loadLanguage, loadShellStrings, playersRange } from '../../../src/i18n/index.ts';

const itCore = { ...itHome, ...itRest };
// Every parameter a text uses, however it is used: {name}, {a:name}, {n|carta|carte}.
const placeholders = (s: string) => [...new Set([...s.matchAll(/\{(?:\w+:)?(\w+)(?:\|[^{}]*)?\}/g)].map((m) => m[1]))].sort();

function sameKeysAndPlaceholders(a: Record<string, string>, b: Record<string, string>) {
  expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
  for (const k of Object.keys(a)) {
    expect(placeholders(b[k]), k).toEqual(placeholders(a[k]));
    expect(a[k].trim().length, k).toBeGreaterThan(0);
    expect(b[k].trim().length, k).toBeGreaterThan(0);
  }
}

describe('catalogs', () => {
  it('English has every Italian key of the shell, with the same placeholders', () => {
    sameKeysAndPlaceholders(itCore, enCore);
  });

  it("the first screen's words are all in the first bundle's catalog, and nowhere else", () => {
    // The home renders before the rest of the shell's Italian (it.ts) has loaded.
    // (The update banner, the toast and the other screens come with the rest of the shell, whose
    // loader waits for it.ts: app/load-rest.ts, app/lazy.tsx.)
    for (const file of ['src/app/screens/Home.tsx', 'src/app/App.tsx', 'src/app/lazy.tsx', 'src/ui/ReloadNotice.tsx']) {
      const keys = [...readFileSync(file, 'utf8').matchAll(/\bt\('([\w.]+)'/g)].map((m) => m[1]);
      expect(keys.length, file).toBeGreaterThan(0);
      for (const k of keys) expect(itHome[k], `${file}: ${k}`).toBeTruthy();
    }
    for (const k of Object.keys(itHome)) expect(k in itRest, k).toBe(false);
    // Each game's tagline, which the home draws by its key (`tagline.<id>`), in both languages.
    for (const g of CATALOGUE) {
      expect(itHome[`tagline.${g.id}`], g.id).toBeTruthy();
      expect(enCore[`tagline.${g.id}`], g.id).toBeTruthy();
    }
  });

  it('Rubico: both languages complete, and every rule key has words', () => {
    sameKeysAndPlaceholders(itRubico, enRubico);
    const needed = [...Object.values(DECISION_KINDS), ...REASON_KEYS, 'rubico.win.caesar', 'rubico.win.senate'];
    for (const k of needed) expect(itRubico[k], k).toBeTruthy();
    // Log keys are rendered by format.ts: some through variants, all must exist in some form.
    for (const k of LOG_KEYS) expect(Object.keys(itRubico).some((x) => x === k || x.startsWith(`${k}.`)), k).toBe(true);
  });

  it('every storage and import error the storage layer raises has a message', () => {
    for (const k of [...STORAGE_ERRORS, ...IMPORT_ERRORS]) {
      expect(itCore[k], k).toBeTruthy();
      expect(enCore[k], k).toBeTruthy();
    }
  });

  it("every seat rule's reason and every app level has words in both languages", () => {
    for (const k of [...SEAT_PROBLEMS, ...LEVELS.map((l) => `level.${l}`)]) {
      expect(itCore[k], k).toBeTruthy();
      expect(enCore[k], k).toBeTruthy();
    }
  });

  it('t() fills placeholders, follows the language and falls back to Italian', async () => {
    addCatalogs({ it: { 'x.only.it': 'solo {n}' }, en: {} });
    expect(t('cover.passTo', { name: 'Anna' })).toBe('cover.passTo');
    await loadShellStrings();
    lang.value = 'en';
    // English arrives on demand: until then the Italian words stand in.
    expect(t('cover.passTo', { name: 'Anna' })).toBe('Passa il dispositivo ad Anna');
    await loadLanguage('en');
    expect(t('cover.passTo', { name: 'Anna' })).toBe('Pass the device to Anna');
    expect(t('x.only.it', { n: 2 })).toBe('solo 2');
    lang.value = 'it';
    expect(t('cover.passTo', { name: 'Anna' })).toBe('Passa il dispositivo ad Anna');
    expect(t('no.such.key')).toBe('no.such.key');
  });

  it('a game\'s player count reads as words: never "2-2", the noun agreeing', async () => {
    expect(playersRange(2, 2, 'it')).toBe('2 giocatori');
    expect(playersRange(1, 1, 'it')).toBe('1 giocatore');
    expect(playersRange(1, 2, 'it')).toBe('1 o 2 giocatori');
    expect(playersRange(3, 7, 'it')).toBe('da 3 a 7 giocatori');
    expect(playersRange(1, 6, 'it')).toBe('da 1 a 6 giocatori');
    await loadLanguage('en');
    expect(playersRange(2, 2, 'en')).toBe('2 players');
    expect(playersRange(1, 1, 'en')).toBe('1 player');
    expect(playersRange(1, 2, 'en')).toBe('1 or 2 players');
    expect(playersRange(3, 7, 'en')).toBe('3 to 7 players');
  });
});
