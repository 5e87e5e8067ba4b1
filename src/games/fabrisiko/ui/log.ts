// FabRisiko!'s log sentences: the entries carry node numbers, seat numbers, piece and card kinds
// and arrays of dice; here they become places, names, pieces and cards in the current language.
import { lang, t } from '../../../i18n/index.ts';
import type { LogEntry } from '../../../engine/log.ts';
import { CARD_BY_KIND, PIECES } from '../content/index.ts';
import type { FabView } from '../rules/types.ts';
import { cardName, pieceName, placeName } from './parts.tsx';

const SEAT_PARAMS = new Set(['seat', 'by', 'defender', 'attacker', 'victim', 'loser']);
const NODE_PARAMS = new Set(['at', 'from', 'to']);

function word(name: string, value: unknown, key: string, names: readonly string[], n: unknown): string | number {
  const seatName = (s: number) => names[s] ?? `#${s + 1}`;
  if (Array.isArray(value)) {
    if (name === 'aCards' || name === 'dCards') return value.length ? value.map((k) => cardName(String(k))).join(', ') : t('fabrisiko.ui.battle.noCards');
    return value.join(', ');
  }
  if (typeof value === 'number') {
    if (SEAT_PARAMS.has(name)) return seatName(value);
    // Treason hands a unit from one player to another: there `from` and `to` are seats.
    if (NODE_PARAMS.has(name)) return key === 'fabrisiko.log.betray' ? seatName(value) : placeName(value);
    return value;
  }
  if (typeof value === 'string') {
    if (name === 'kind') {
      if (!(value in PIECES)) return value in CARD_BY_KIND ? cardName(value) : value;
      // "{n} {kind}": the piece's name agrees with the count.
      return typeof n === 'number' && new Intl.PluralRules(lang.value).select(n) !== 'one' ? t(`fabrisiko.pieces.${value}`) : pieceName(value as keyof typeof PIECES);
    }
    if (name === 'result') return t(key === 'fabrisiko.log.vicina' ? `fabrisiko.vicina.${value}` : `fabrisiko.capture.${value}`);
    if (value.startsWith('fabrisiko.')) return t(value);
    return value;
  }
  return typeof value === 'boolean' ? String(value) : '';
}

export function formatFabLog(entry: LogEntry, names: readonly string[], _view: FabView): string {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(entry.params ?? {})) params[name] = word(name, value, entry.key, names, entry.params?.n);
  if (entry.key === 'fabrisiko.log.roll') {
    const why = entry.params?.why;
    return t('fabrisiko.ui.log.roll', { seat: params.seat ?? '', why: typeof why === 'string' ? t(why) : '', values: params.values ?? '' });
  }
  return t(entry.key, params);
}
