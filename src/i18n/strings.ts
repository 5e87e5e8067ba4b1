// The one format of a game's words: each key with its Italian and English side by side, so a
// missing translation cannot happen. A game's strings.ts (or strings/ folder) builds its two
// catalogs with `defineStrings` from one or more such tables.
import type { Text } from '../engine/content.ts';
import type { Catalog } from './index.ts';

export type StringTable = Record<string, Text>;

export function defineStrings(...tables: readonly StringTable[]): { it: Catalog; en: Catalog } {
  const it: Catalog = {};
  const en: Catalog = {};
  for (const table of tables) {
    for (const [key, text] of Object.entries(table)) {
      if (key in it) throw new Error(`string ${key} is defined twice`);
      it[key] = text.it;
      en[key] = text.en;
    }
  }
  return { it, en };
}
