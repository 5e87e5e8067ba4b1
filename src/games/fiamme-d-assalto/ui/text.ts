// Words for the game's keyed texts (log entries, dice, explanations) with the engine's
// formatLogEntry: `seat*` params are seat numbers shown as names, key-like strings
// ('fiamme.unit.a1') are translated. Fiamme also names a seat in `partner` (the co-op player who
// shares an Ardimento's points): it becomes a name here too.
import { formatLogEntry, type Translate } from '../../../engine/log.ts';
import type { Json } from '../../../engine/types.ts';
import { t } from '../../../i18n/index.ts';

export type KeyedParams = { [key: string]: Json | undefined };

export function words(key: string, params: KeyedParams | undefined, seatNames: readonly string[]): string {
  let rest = params ?? {};
  let named: Record<string, string> = {};
  if (typeof rest.partner === 'number') {
    const { partner, ...others } = rest;
    named = { partner: seatNames[partner] ?? `#${partner + 1}` };
    rest = others;
  }
  // Key-like params are translated with no params of their own; the entry's own words get the partner's name.
  const translate: Translate = (k, p) => (p === undefined ? t(k) : t(k, { ...p, ...named }));
  return formatLogEntry({ key, params: rest as { [name: string]: Json } }, seatNames, translate);
}
