// Names as a list, apart from grammar.ts so the first screen's script (which lists no names)
// does not carry it.
import { lang, type Lang } from './index.ts';

const lists = new Map<Lang, Intl.ListFormat>();

/**
 * Names joined as each language writes a list: "Anna, Bruno e Carla", "Anna, Bruno and Carla"
 * (Intl.ListFormat; British English, as the catalog spells, has no comma before "and"). Italian
 * writes "ed" before a word that starts with e, as careful Italian does ("Bruno ed Elena"),
 * like prepA's "ad".
 */
export function listNames(names: readonly string[], language: Lang): string {
  let format = lists.get(language);
  if (!format) lists.set(language, (format = new Intl.ListFormat(language === 'en' ? 'en-GB' : language, { type: 'conjunction' })));
  const parts = format.formatToParts(names);
  return parts
    .map((p, i) => (language === 'it' && p.type === 'literal' && p.value === ' e ' && /^[eèéEÈÉ]/.test(parts[i + 1]?.value ?? '') ? ' ed ' : p.value))
    .join('');
}

/** Names as a list in the current language: "Anna, Bruno e Carla" (listNames). */
export function listOf(names: readonly string[], language: Lang = lang.value): string {
  return listNames(names, language);
}
