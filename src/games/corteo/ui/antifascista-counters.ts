// Scenario Antifascista's pieces on the map: the rally's (one counter a piece in the streets or
// safe in a barracks; one for all those in a clinic, with their number) and the POC's dissidents
// waiting in the case popolari, paler than once they are in play.
import { isHex } from '../rules/board.ts';
import type { CorteoView } from '../rules.ts';
import type { CounterSpec } from './CityCounter.tsx';
import { COUNTER_COLORS } from './counters.ts';

/** The dissidents waiting: the POC's colours washed out. */
const WAITING = { fill: '#f6f2ea', band: '#c99a94', ink: '#7a685c' };

export function antifascistaCounters(v: CorteoView, ringed: (id: string) => boolean): CounterSpec[] {
  const scen = v.scen;
  if (!scen) return [];
  const out: CounterSpec[] = [];
  const clinics = new Map<string, string[]>();
  for (const p of scen.pieces) {
    if (!p.id.startsWith('rally-') || !isHex(p.at)) continue;
    if (p.rest === 'clinic') clinics.set(p.at, [...(clinics.get(p.at) ?? []), p.id]);
    else out.push({ id: p.id, hex: p.at, component: 'comizio', label: 'COM', speed: 4, power: 0, selected: ringed(p.id) });
  }
  for (const [hex, ids] of clinics) out.push({ id: ids[0], hex, component: 'comizio', label: `COM\u00d7${ids.length}`, speed: 4, power: 0, colors: COUNTER_COLORS.comizio });
  for (const [id, hex] of Object.entries(scen.dormant ?? {})) out.push({ id, hex, component: 'poc', label: 'POC', speed: 4, power: 2, colors: WAITING });
  return out;
}
