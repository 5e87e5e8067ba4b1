// Words for the game's keyed texts (log entries, dice, explanations), each parameter said by the
// type declared here (engine/log.ts LogFormat): seats, among them `partner` (the co-op player who
// shares an Ardimento's points), become names; missions, cards, units and the like are i18n keys.
import { formatLogEntry, type LogFormat } from '../../../engine/log.ts';
import type { Json } from '../../../engine/types.ts';
import { t } from '../../../i18n/index.ts';

/** The types of Fiamme d'assalto's text parameters; the others are plain numbers and words. */
export const FIAMME_LOG: LogFormat = {
  types: {
    seat: 'seat',
    partner: 'seat',
    mission: 'key',
    mode: 'key',
    card: 'key',
    purpose: 'key',
    unit: 'key',
    how: 'key',
    attr: 'key',
    from: 'key',
    to: 'key',
  },
};

export type KeyedParams = { [key: string]: Json | undefined };

export function words(key: string, params: KeyedParams | undefined, seatNames: readonly string[]): string {
  return formatLogEntry({ key, params: (params ?? {}) as { [name: string]: Json } }, FIAMME_LOG, seatNames, t);
}
