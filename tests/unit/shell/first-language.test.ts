// @vitest-environment happy-dom
// The very first run follows the browser's language: Italian if it prefers Italian, English for
// any other, Italian when it says nothing. A language saved by an earlier run (or chosen in
// Settings) is kept, whatever the browser says; the first screen's copy (boot hints) alike.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLang, lang } from '../../../src/i18n/index.ts';
import { initSettings } from '../../../src/shell/settings.ts';
import { applyBootHints } from '../../../src/app/hints.ts';
import { SaveStore } from '../../../src/storage/saves.ts';

let dbCounter = 0;
function browserSays(languages: string[]): void {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  lang.value = 'it';
});

describe('the language of a first run', () => {
  it('is Italian if the browser prefers Italian, English for any other, Italian when it says nothing', () => {
    expect(browserLang(['it-IT', 'en-US'])).toBe('it');
    expect(browserLang(['it'])).toBe('it');
    expect(browserLang(['IT-ch'])).toBe('it');
    expect(browserLang(['en-GB', 'it-IT'])).toBe('en');
    expect(browserLang(['de-DE'])).toBe('en');
    expect(browserLang(['fr'])).toBe('en');
    // "it" must be the language itself, not a prefix of another.
    expect(browserLang(['ita-x'])).toBe('en');
    expect(browserLang([])).toBe('it');
    expect(browserLang(undefined)).toBe('it');
  });

  it('follows an English browser when no language is saved, and saves it', async () => {
    browserSays(['en-US', 'en']);
    const store = new SaveStore(`first-language-${++dbCounter}`);
    await initSettings(store);
    expect(lang.value).toBe('en');
    await vi.waitFor(async () => expect(await store.getSetting('lang')).toBe('en'));
  });

  it('keeps the language an earlier run saved, whatever the browser says', async () => {
    browserSays(['en-US']);
    const store = new SaveStore(`first-language-${++dbCounter}`);
    await store.putSetting('lang', 'it');
    await initSettings(store);
    expect(lang.value).toBe('it');
  });

  it('stays Italian for an Italian browser or one that says nothing', async () => {
    for (const languages of [['it-IT'], []]) {
      browserSays(languages);
      lang.value = 'en';
      await initSettings(new SaveStore(`first-language-${++dbCounter}`));
      expect(lang.value).toBe('it');
      vi.restoreAllMocks();
    }
  });

  it('draws the first screen in the browser\u2019s language before the database opens, unless a run left its copy', () => {
    browserSays(['en-GB']);
    applyBootHints();
    expect(lang.value).toBe('en');
    localStorage.setItem('passamano.boot', JSON.stringify({ lang: 'it', kiosk: false }));
    applyBootHints();
    expect(lang.value).toBe('it');
  });
});
