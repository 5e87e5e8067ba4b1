// The grammar helper (src/i18n/grammar.ts) and the catalogs that use it: every number beside a
// noun agrees with it, and every Italian "a" before a name or a place goes through the elision.
import { describe, expect, it } from 'vitest';
import { agree, formatNumber, prepA, prepAPlace } from '../../../src/i18n/grammar.ts';
import { fill } from '../../../src/i18n/index.ts';
import { it as itShell } from '../../../src/i18n/it.ts';
import { itHome } from '../../../src/i18n/it-home.ts';
import { en as enShell } from '../../../src/i18n/en.ts';
import * as rubico from '../../../src/games/rubico/strings.ts';
import * as ribelle from '../../../src/games/repubblica-ribelle/strings.ts';
import * as fiamme from '../../../src/games/fiamme-d-assalto/strings.ts';
import * as fabrisiko from '../../../src/games/fabrisiko/strings.ts';
import { defineStrings } from '../../../src/i18n/strings.ts';
import { kioskStrings as kiosk } from '../../../src/kiosk/strings.ts';
import * as corteoRules from '../../../src/games/corteo/strings.ts';
import { uiStrings as corteoUi } from '../../../src/games/corteo/strings/ui.ts';
import { editorStrings as corteoEditor } from '../../../src/games/corteo/strings/editor.ts';
import { antirepressivoUiStrings } from '../../../src/games/corteo/strings/antirepressivo.ts';
import { lessonStrings as corteoLesson } from '../../../src/games/corteo/strings/lesson.ts';

// Corteo's words: the rules' (strings.ts) and the screens' and the lesson's (its package adds them with the screens).
const corteoScreens = defineStrings(corteoUi, corteoEditor, antirepressivoUiStrings, corteoLesson);
const corteo = { it: { ...corteoRules.it, ...corteoScreens.it }, en: { ...corteoRules.en, ...corteoScreens.en } };

describe('grammar', () => {
  it('agrees a noun with its number, by each language’s plural rules', () => {
    expect(agree(1, 'carta|carte', 'it')).toBe('carta');
    expect(agree(2, 'carta|carte', 'it')).toBe('carte');
    expect(agree(0, 'carta|carte', 'it')).toBe('carte');
    expect(agree(1, 'card|cards', 'en')).toBe('card');
    expect(agree(0, 'card|cards', 'en')).toBe('cards');
    expect(agree(7, 'unità', 'it')).toBe('unità');
  });

  it('writes "ad" before a word that starts with a, "a" before anything else', () => {
    expect(prepA('Anna')).toBe('ad Anna');
    expect(prepA('Ariminum')).toBe('ad Ariminum');
    expect(prepA('Bruno')).toBe('a Bruno');
    expect(prepA('Elena')).toBe('a Elena');
    expect(prepA('3')).toBe('a 3');
    // A person's name is never taken for an article.
    expect(prepA('Le Thi')).toBe('a Le Thi');
  });

  it('joins "a" with the article a place\u2019s name starts with', () => {
    expect(prepAPlace('Le Case Rosse')).toBe('alle Case Rosse');
    expect(prepAPlace('Il Ponte')).toBe('al Ponte');
    expect(prepAPlace('L\u2019Aquila')).toBe('all\u2019Aquila');
    expect(prepAPlace('Largo Rizia')).toBe('a Largo Rizia');
    expect(prepAPlace('Ariminum')).toBe('ad Ariminum');
    expect(fill('vicino {al:place}', { place: 'Le Case Rosse' }, 'it')).toBe('vicino alle Case Rosse');
  });

  it('writes a number as its language does: the decimal comma in Italian', () => {
    expect(formatNumber(0.5, 'it')).toBe('0,5');
    expect(formatNumber(0.5, 'en')).toBe('0.5');
    expect(formatNumber(2.5, 'it')).toBe('2,5');
    expect(formatNumber(-5, 'it')).toBe('-5');
    // A year stays a year in Italian; ten thousand takes its point.
    expect(formatNumber(1944, 'it')).toBe('1944');
    expect(formatNumber(10000, 'it')).toBe('10.000');
    // The small whole numbers are kept once written: the same words as Intl's, in each language,
    // asked for once or again (and -0 is not 0).
    for (const lang of ['it', 'en'] as const) {
      const intl = new Intl.NumberFormat(lang === 'en' ? 'en-GB' : lang);
      for (const n of [0, 1, 7, 42, 999, 1000, 12345, 1.5]) for (let again = 0; again < 2; again++) expect(formatNumber(n, lang)).toBe(intl.format(n));
      expect(formatNumber(0, lang)).toBe('0');
      expect(formatNumber(-0, lang)).toBe(intl.format(-0));
    }
    expect(fill('{n} {n|punto|punti}', { n: 0.5 }, 'it')).toBe('0,5 punti');
    expect(fill('{n} {n|punto|punti}', { n: 1 }, 'it')).toBe('1 punto');
    expect(fill('{n} {n|point|points}', { n: 0.5 }, 'en')).toBe('0.5 points');
    expect(fill('da 0 {a:max}', { max: 1.5 }, 'it')).toBe('da 0 a 1,5');
    // Text stays as it is written.
    expect(fill('{v}', { v: '1.5' }, 'it')).toBe('1.5');
  });

  it('fills a text with both, leaving unknown parameters alone', () => {
    expect(fill('Passa il dispositivo {a:name}', { name: 'Anna' }, 'it')).toBe('Passa il dispositivo ad Anna');
    expect(fill('Passa il dispositivo {a:name}', { name: 'Carla' }, 'it')).toBe('Passa il dispositivo a Carla');
    expect(fill('{n} {n|carta|carte}', { n: 1 }, 'it')).toBe('1 carta');
    expect(fill('{n} {n|carta|carte}', { n: 2 }, 'it')).toBe('2 carte');
    expect(fill('{n} {n|card|cards} of {who}', { n: 1 }, 'en')).toBe('1 card of {who}');
  });
});

const italian: [string, Record<string, string>][] = [
  ['shell', { ...itHome, ...itShell }],
  ['rubico', rubico.it],
  ['ribelle', ribelle.it],
  ['fiamme', fiamme.it],
  ['fabrisiko', fabrisiko.it],
  ['corteo', corteo.it],
  ['kiosk', kiosk.it],
];
const english: [string, Record<string, string>][] = [
  ['shell', enShell],
  ['rubico', rubico.en],
  ['ribelle', ribelle.en],
  ['fiamme', fiamme.en],
  ['fabrisiko', fabrisiko.en],
  ['corteo', corteo.en],
  ['kiosk', kiosk.en],
];
const IT_NOUNS = /\{\w+\} (carte|carta|giocatori|caselle|dadi|pezzi|ingranaggi|cifre|punti|obiettivi|missioni|territori)\b/;
const EN_NOUNS = /\{\w+\} (cards|card|players|cells|dice|pieces|gears|green gears|digits|points|objectives|missions|territories|movement points)\b/;

describe('the catalogs use it', () => {
  it('a battle, a move or a unit at a place that starts with a: "ad"', () => {
    expect(fill(fabrisiko.it['fabrisiko.ui.battles.fight'], { at: 'Attiggio' }, 'it')).toBe('Battaglia ad Attiggio');
    expect(fill(fabrisiko.it['fabrisiko.log.battle'], { at: 'Albacina', seat: 'Anna', defender: 'Bruno' }, 'it')).toBe('Battaglia ad Albacina: Anna contro Bruno');
    expect(fill(fabrisiko.it['fabrisiko.log.move'], { seat: 'Anna', n: 2, kind: 'fanti', from: 'Fabriano', to: 'Attiggio' }, 'it')).toBe('Anna: 2 fanti da Fabriano ad Attiggio');
    expect(fill(fabrisiko.it['fabrisiko.log.betray'], { kind: 'un carro', from: 'Bruno', to: 'Anna' }, 'it')).toBe('Tradimento: un carro di Bruno passa ad Anna');
    expect(fill(corteo.it['corteo.ui.unitLeft'], { unit: 'Movimento 6\u20114', left: 0.5 }, 'it')).toBe('Movimento 6\u20114: 0,5 punti di movimento');
    expect(fill(corteo.it['corteo.ui.unitLeft'], { unit: 'Movimento 6\u20114', left: 1 }, 'it')).toBe('Movimento 6\u20114: 1 punto di movimento');
  });


  it.each(italian)('Italian %s: no bare "a {…}", no number beside a noun that cannot agree', (_name, catalog) => {
    for (const [key, text] of Object.entries(catalog)) {
      expect(text, key).not.toMatch(/(^|[\s(«])a \{\w+\}/);
      expect(text, key).not.toMatch(IT_NOUNS);
    }
  });

  it.each(english)('English %s: no number beside a noun that cannot agree', (_name, catalog) => {
    for (const [key, text] of Object.entries(catalog)) expect(text, key).not.toMatch(EN_NOUNS);
  });
});
