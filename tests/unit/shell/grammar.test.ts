// The grammar helper (src/i18n/grammar.ts) and the catalogs that use it: every number beside a
// noun agrees with it, and every Italian "a" before a name or a place goes through the elision.
import { describe, expect, it } from 'vitest';
import { agree, prepA, prepAPlace } from '../../../src/i18n/grammar.ts';
import { fill } from '../../../src/i18n/index.ts';
import { it as itShell } from '../../../src/i18n/it.ts';
import { itHome } from '../../../src/i18n/it-home.ts';
import { en as enShell } from '../../../src/i18n/en.ts';
import * as rubico from '../../../src/games/rubico/strings.ts';
import * as ribelle from '../../../src/games/repubblica-ribelle/strings.ts';
import * as fiamme from '../../../src/games/fiamme-d-assalto/strings.ts';

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
];
const english: [string, Record<string, string>][] = [
  ['shell', enShell],
  ['rubico', rubico.en],
  ['ribelle', ribelle.en],
  ['fiamme', fiamme.en],
];
const IT_NOUNS = /\{\w+\} (carte|carta|giocatori|caselle|dadi|pezzi|ingranaggi|cifre|punti|obiettivi|missioni)\b/;
const EN_NOUNS = /\{\w+\} (cards|card|players|cells|dice|pieces|gears|green gears|digits|points|objectives|missions)\b/;

describe('the catalogs use it', () => {
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
