// FabRisiko!'s log sentences: the entries carry node numbers, seat numbers, piece and card kinds
// and arrays of dice; here they become places, names, pieces and cards in the current language.
import { lang, t } from '../../../i18n/index.ts';
import type { LogEntry, LogFormat } from '../../../engine/log.ts';
import type { Json } from '../../../engine/types.ts';
import { CARD_BY_KIND, PIECES } from '../content/index.ts';
import { cardName, pieceName, placeName } from './parts.tsx';

/** A value of a type that holds a number (a seat, a node), said by `say`; anything else as it is. */
const num = (say: (v: number) => string | number) => (v: Json) => (typeof v === 'number' ? say(v) : typeof v === 'string' ? v : '');

/** The types of FabRisiko!'s log parameters: seats, nodes, pieces, cards and dice. */
export function fabLogFormat(): LogFormat {
  return FAB_LOG;
}

const list = (v: Json): string => (Array.isArray(v) ? v.join(', ') : typeof v === 'number' || typeof v === 'string' ? String(v) : '');
const cards = (v: Json): string => (Array.isArray(v) ? (v.length ? v.map((k) => cardName(String(k))).join(', ') : t('fabrisiko.ui.battle.noCards')) : '');

const FAB_LOG: LogFormat = {
  types: {
    seat: 'seat',
    by: 'seat',
    defender: 'seat',
    attacker: 'seat',
    victim: 'seat',
    loser: 'seat',
    at: 'node',
    from: 'node',
    to: 'node',
    kind: 'kind',
    result: 'result',
    why: 'key',
    aCards: 'cards',
    dCards: 'cards',
    faces: 'list',
    values: 'list',
    winners: 'list',
    fire: 'list',
  },
  // Treason hands a unit from one player to another: there `from` and `to` are seats.
  byKey: { 'fabrisiko.log.betray': { from: 'seat', to: 'seat' } },
  say: {
    node: num(placeName),
    list,
    cards,
    kind: (v, entry) => {
      if (typeof v !== 'string') return typeof v === 'number' ? v : '';
      if (!(v in PIECES)) return v in CARD_BY_KIND ? cardName(v) : v;
      // "{n} {kind}": the piece's name agrees with the count.
      const n = entry.params?.n;
      return typeof n === 'number' && new Intl.PluralRules(lang.value).select(n) !== 'one' ? t(`fabrisiko.pieces.${v}`) : pieceName(v as keyof typeof PIECES);
    },
    result: (v, entry) => (typeof v === 'string' ? t(entry.key === 'fabrisiko.log.vicina' ? `fabrisiko.vicina.${v}` : `fabrisiko.capture.${v}`) : typeof v === 'number' ? v : ''),
  },
};

/** The sentences whose words depend on more than the entry's key: a roll says what it was for. */
export function fabLogSentence(entry: LogEntry, params: Record<string, string | number>): string {
  if (entry.key === 'fabrisiko.log.roll') {
    const why = entry.params?.why;
    return t('fabrisiko.ui.log.roll', { seat: params.seat ?? '', why: typeof why === 'string' ? t(why) : '', values: params.values ?? '' });
  }
  return t(entry.key, params);
}

/** FabRisiko!'s log for the table (table/log.ts `describeLogEntry`): the types and the sentences. */
export const fabLog = { logFormat: fabLogFormat, logSentence: fabLogSentence };
