// Words for the game's keyed texts: params named `seat`/`partner` are seat numbers (shown as
// names), string params that are keys of our catalog ('fiamme.unit.a1') are translated.
import { t, type Params } from '../../../i18n/index.ts';

export type KeyedParams = { [key: string]: string | number | boolean | null | undefined };

export function words(key: string, params: KeyedParams | undefined, seatNames: readonly string[]): string {
  const out: Params = {};
  for (const [k, v] of Object.entries(params ?? {})) {
    if (v === null || v === undefined) continue;
    if ((k === 'seat' || k === 'partner' || k.startsWith('seat')) && typeof v === 'number') out[k] = seatNames[v] ?? `#${v + 1}`;
    else if (typeof v === 'string' && v.startsWith('fiamme.')) out[k] = t(v);
    else out[k] = typeof v === 'boolean' ? String(v) : v;
  }
  return t(key, out);
}
