// The bits of grammar our sentences need around a name or a number, so a catalog can say
// "Passa il dispositivo {a:name}" and "{n} {n|carta|carte}" and read right in every case, and
// a number reads as its language writes it ("0,5 punti", "0.5 points").
import type { Lang } from './index.ts';

const plurals = new Map<string, Intl.PluralRules>();

/** The plural category of `n` in `language` ("one", "other", …), from Intl.PluralRules. */
export function pluralCategory(n: number, language: Lang): Intl.LDMLPluralRule {
  let rules = plurals.get(language);
  if (!rules) plurals.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(n);
}

const numbers = new Map<Lang, Intl.NumberFormat>();

/**
 * A number as `language` writes it (Intl.NumberFormat): Italian's decimal comma ("2,5"), and
 * its thousands point from five digits ("10.000", but "1944"); English "2.5", "1,944".
 */
export function formatNumber(n: number, language: Lang): string {
  // The small whole numbers of a table (slots, counts, points) are written once per language:
  // Intl's formatting was the largest script cost of a move's labels on a cheap phone. (One map
  // keyed by language and number, in few bytes: this is in the home's first script. 1 / n > 0
  // leaves out -0, which Intl writes "-0".)
  const key = Number.isInteger(n) && n < 1000 && 1 / n > 0 ? language + n : '';
  let text = smallNumbers.get(key);
  if (text === undefined) {
    let format = numbers.get(language);
    if (!format) numbers.set(language, (format = new Intl.NumberFormat(language === 'en' ? 'en-GB' : language)));
    text = format.format(n);
    if (key) smallNumbers.set(key, text);
  }
  return text;
}

const smallNumbers = new Map<string, string>();

/** Picks the singular or the plural form for `n`: `forms` is "singular|plural". */
export function agree(n: number, forms: string, language: Lang): string {
  const [one, other = one] = forms.split('|');
  return pluralCategory(n, language) === 'one' ? one : other;
}

/**
 * Italian "a" before a word: "ad" before a word that starts with a ("ad Anna", "ad Arezzo"),
 * as careful Italian writes it; "a" before anything else ("a Elena", "a Bruno").
 */
export function prepA(word: string): string {
  return /^[aàáAÀÁ]/.test(word.trim()) ? `ad ${word}` : `a ${word}`;
}

/** "a" joined with the definite article a place's name starts with: "Le Case Rosse" -> "alle Case Rosse". */
const A_WITH_ARTICLE: readonly [RegExp, string][] = [
  [/^Il\s+/, 'al '],
  [/^Lo\s+/, 'allo '],
  [/^La\s+/, 'alla '],
  [/^L['\u2019]/, 'all\u2019'],
  [/^I\s+/, 'ai '],
  [/^Gli\s+/, 'agli '],
  [/^Le\s+/, 'alle '],
];

/**
 * Italian "a" before a place's name, joined with the article the name starts with ("alle Case
 * Rosse", "al Ponte"), otherwise as prepA. Only for places: a person's name that looks like an
 * article ("Le", a surname) stays as it is written, so names go through prepA.
 */
export function prepAPlace(place: string): string {
  const w = place.trim();
  for (const [article, joined] of A_WITH_ARTICLE) if (article.test(w)) return joined + w.replace(article, '');
  return prepA(place);
}

/** The prepositions a catalog may put before a parameter: `{a:name}` (a person), `{al:place}` (a place). */
export const PREPOSITIONS: Record<string, (word: string) => string> = { a: prepA, al: prepAPlace };
