// Corteo's log sentences: unit ids become "AUTOP 6-6", hex keys street names, results words,
// seats the players' names.
import { t } from '../../../i18n/index.ts';
import type { LogEntry } from '../../../engine/log.ts';
import type { CorteoView } from '../rules.ts';
import { cityOfView, placeName, unitName } from './model.ts';

const UNIT_PARAMS = new Set(['unit', 'with']);
const HEX_PARAMS = new Set(['at', 'from', 'to']);
const WITHIN = new Set(['corteo.log.moved', 'corteo.log.retreated', 'corteo.log.scattered', 'corteo.log.advanced', 'corteo.log.rallyMoved', 'corteo.log.mobileMoved']);

export function formatCorteoLog(entry: LogEntry, names: readonly string[], view: CorteoView): string {
  const city = cityOfView(view);
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(entry.params ?? {})) {
    if (name === 'seat' && typeof value === 'number') params[name] = names[value] ?? `#${value + 1}`;
    else if (UNIT_PARAMS.has(name) && typeof value === 'string') params[name] = unitName(value);
    else if (HEX_PARAMS.has(name) && typeof value === 'string') params[name] = value.includes(',') ? placeName(city, value) : value;
    else if (name === 'place' && typeof value === 'string') params[name] = city.places.find((p) => p.id === value)?.name ?? value;
    else if (name === 'units' && Array.isArray(value)) params[name] = value.map((id) => unitName(String(id))).join(', ');
    else if (name === 'result' && typeof value === 'string') params[name] = t(`corteo.ui.result.${value}`);
    else if (typeof value === 'string' && value.startsWith('corteo.')) params[name] = t(value);
    else if (typeof value === 'number' || typeof value === 'string') params[name] = value;
    else if (Array.isArray(value)) params[name] = value.flat().map(String).join(', ');
  }
  // A reason with numbers of its own ("2 imputati condannati") takes the entry's other params.
  const whyKey = entry.params?.why;
  if (typeof whyKey === 'string' && whyKey.startsWith('corteo.') && entry.key !== 'corteo.log.roll') params.why = t(whyKey, params);
  // Antirepressivo: a corteo player's points name the player, Destra or Sinistra, and its seat.
  if (entry.key === 'corteo.log.scenarioPoints' && typeof entry.params?.bloc === 'string') {
    const bloc = entry.params.bloc === 'corteo.bloc.sinistra' ? 'sinistra' : 'destra';
    return t(`corteo.log.blocPoints.${bloc}`, { points: params.points ?? '', seat: params.seat ?? '', why: params.why ?? '' });
  }
  // From one hex to another of the same street or square: said as a move within it.
  if (WITHIN.has(entry.key) && params.from !== undefined && params.from === params.to) return t(`${entry.key}.within`, params);
  if (entry.key === 'corteo.log.roll') return t('corteo.ui.log.roll', { seat: params.seat ?? '', why: typeof entry.params?.why === 'string' ? t(entry.params.why, params) : '', value: params.value ?? '' });
  return t(entry.key, params);
}
