// Corteo's log sentences: unit ids become "AUTOP 6-6", hex keys street names, results words,
// seats the players' names, each parameter by the type declared here (engine/log.ts LogFormat).
import { t } from '../../../i18n/index.ts';
import type { LogEntry, LogFormat } from '../../../engine/log.ts';
import type { Json } from '../../../engine/types.ts';
import type { CorteoView } from '../rules.ts';
import { placeName, unitName } from './model.ts';
import { cityOf } from '../rules/board.ts';

const WITHIN = new Set(['corteo.log.moved', 'corteo.log.retreated', 'corteo.log.scattered', 'corteo.log.advanced', 'corteo.log.rallyMoved', 'corteo.log.mobileMoved']);

/** A value of a type that holds text, said by `say`; anything else as it is. */
const text = (say: (v: string) => string | number) => (v: Json) => (typeof v === 'string' ? say(v) : typeof v === 'number' ? v : '');

/** The types of Corteo's log parameters; hexes and places are named in the view's city. */
export function corteoLogFormat(view: CorteoView): LogFormat {
  const city = cityOf(view);
  return {
    types: {
      seat: 'seat',
      unit: 'unit',
      with: 'unit',
      units: 'units',
      at: 'hex',
      from: 'hex',
      to: 'hex',
      place: 'place',
      result: 'result',
      attackers: 'list',
      defenders: 'list',
      why: 'key',
      component: 'key',
      level: 'key',
      bloc: 'key',
      side: 'key',
    },
    say: {
      unit: text(unitName),
      units: (v) => (Array.isArray(v) ? v.map((id) => unitName(String(id))).join(', ') : ''),
      // A hex is named by its street or square; an edge ("north") stays as it is.
      hex: text((k) => (k.includes(',') ? placeName(city, k) : k)),
      place: text((id) => city.places.find((p) => p.id === id)?.name ?? id),
      result: text((r) => t(`corteo.ui.result.${r}`)),
      list: (v) => (Array.isArray(v) ? v.flat().map(String).join(', ') : typeof v === 'number' || typeof v === 'string' ? v : ''),
    },
  };
}

/** The sentences whose words depend on more than the entry's key. */
export function corteoLogSentence(entry: LogEntry, params: Record<string, string | number>): string {
  // A reason with numbers of its own ("2 imputati condannati") takes the entry's other params.
  const whyKey = entry.params?.why;
  if (typeof whyKey === 'string' && entry.key !== 'corteo.log.roll') params = { ...params, why: t(whyKey, params) };
  // Antirepressivo: a corteo player's points name the player, Destra or Sinistra, and its seat.
  if (entry.key === 'corteo.log.scenarioPoints' && typeof entry.params?.bloc === 'string') {
    const bloc = entry.params.bloc === 'corteo.bloc.sinistra' ? 'sinistra' : 'destra';
    return t(`corteo.log.blocPoints.${bloc}`, { points: params.points ?? '', seat: params.seat ?? '', why: params.why ?? '' });
  }
  // From one hex to another of the same street or square: said as a move within it.
  if (WITHIN.has(entry.key) && params.from !== undefined && params.from === params.to) return t(`${entry.key}.within`, params);
  if (entry.key === 'corteo.log.roll') return t('corteo.ui.log.roll', { seat: params.seat ?? '', why: typeof whyKey === 'string' ? t(whyKey, params) : '', value: params.value ?? '' });
  return t(entry.key, params);
}

/** Corteo's log for the table (table/log.ts `describeLogEntry`): the types and the sentences. */
export const corteoLog = { logFormat: corteoLogFormat, logSentence: corteoLogSentence };
