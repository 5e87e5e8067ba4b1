// What the table screen reads off the view (its legal moves come with it, from the rules): the
// counters on the map, names of units and places, and the hexes the last events touched.
import type { LogEntry } from '../../../engine/log.ts';
import type { CityMap } from '../content/map-types.ts';
import { UNIT_TYPES, unitRecord, type Component } from '../content/index.ts';
import { t, tx } from '../../../i18n/index.ts';
import { isHex, neighbours } from '../rules/board.ts';
import { boardOfView } from '../rules/view.ts';
import { isMobilePiece, scenarioValue } from '../rules/scenario.ts';
import { scenarioIn } from '../content/scenarios/index.ts';
import { isRallyPiece } from '../rules/antifascista.ts';
import { antifascistaCounters } from './antifascista-counters.ts';
import type { CorteoMove, CorteoState, CorteoView } from '../rules.ts';
import type { CounterSpec } from './CityCounter.tsx';

/**
 * The view read back as a state, for the few questions of the rules that read the order of play
 * or every rule of movement (a combat's odds, a unit's points left and its reach's costs, who
 * decides while the app does): the others take the view itself (rules/types.ts `Board`).
 */
export function boardOf(v: CorteoView): CorteoState {
  return boardOfView(v);
}

/**
 * Each objective's value a hex in a game with these options (0: its scenario does not count
 * it), for the map; null outside the scenarios, where every objective has its printed value.
 */
export function objectiveValues(options: CorteoState['options'], city: CityMap): Record<string, number> | null {
  if (!scenarioIn(options)) return null;
  return Object.fromEntries(city.objectives.map((o) => [o.id, scenarioValue({ options }, city, o.id, o.value)]));
}

const COLOUR_KEY: Record<Component, string> = {
  MOV: 'mov', AUTOP: 'autop', LC: 'lc', DP: 'dp', RAD: 'rad', FEM: 'femministe', ML: 'ml', ANA: 'anarchici', GRU: 'gruppetti', ZOM: 'zombies',
};
const POTERE_SIGLA: Record<string, string> = {
  blindati: 'BLI', celere: 'CEL', lacrimogeni: 'LAC', carabinieri: 'CC', piantoni: 'PNT', vigili: 'VIG', finanza: 'GdF',
};

/** The sigla printed on a counter ("AUTOP", "CEL"). */
export function sigla(id: string): string {
  const r = unitRecord(id);
  if (r.special === 'dissident') return 'POC';
  return r.component ?? POTERE_SIGLA[r.kind] ?? r.kind;
}

/**
 * A unit in words, not the counter's sigla: "Anarchici 6-6", "Celere 4-4" (the counters on the
 * map keep the sigla printed on them; buttons, the log and the picker say it in full). The
 * strength's hyphen is the non-breaking one (U+2011): "6-4" is never split across two lines,
 * wherever the name is shown.
 */
export function unitName(id: string): string {
  if (isMobilePiece(id)) return unitKindName(id);
  const r = unitRecord(id);
  return `${unitKindName(id)} ${r.speed}\u2011${r.power}`;
}

/** What a unit is, without its numbers: its component ("Movimento") or type ("Celere"). */
export function unitKindName(id: string): string {
  if (isMobilePiece(id)) return t(isRallyPiece(id) ? 'corteo.ui.scenario.rallyPiece' : 'corteo.ui.scenario.piece');
  const r = unitRecord(id);
  return r.special === 'dissident' ? t('corteo.ui.scenario.dissident') : r.component ? t(`corteo.component.${r.component}`) : capitalise(tx(UNIT_TYPES[r.kind].name));
}

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export function counterOf(v: CorteoView, id: string, hex: string, selected: boolean): CounterSpec {
  const r = unitRecord(id);
  const u = v.units.find((x) => x.id === id);
  return {
    id,
    hex,
    component: r.component ? COLOUR_KEY[r.component] : r.special === 'dissident' ? 'poc' : r.kind,
    label: sigla(id),
    speed: r.speed,
    power: r.power,
    faceDown: u?.panic !== undefined,
    head: v.heads.includes(id),
    selected,
  };
}

/** Every unit on the map as a counter (the selected ones ringed), and a scenario's mobile objectives. */
export function countersOf(v: CorteoView, selected: string | null | readonly string[]): CounterSpec[] {
  const ringed = (id: string) => (typeof selected === 'string' || selected === null ? id === selected : selected.includes(id));
  const units = v.units.filter((u) => isHex(u.at)).map((u) => counterOf(v, u.id, u.at, ringed(u.id)));
  // A scenario's mobile objectives: no power, their printed speed.
  const pieces = (v.scen?.pieces ?? []).filter((p) => isHex(p.at) && !isRallyPiece(p.id)).map((p): CounterSpec => ({
    id: p.id, hex: p.at, component: 'corteoPresidenziale', label: 'PRES', speed: 4, power: 0, selected: ringed(p.id),
  }));
  return [...units, ...pieces, ...antifascistaCounters(v, ringed)];
}

/** The name of a hex: the first street, square or place of the Pagine Gialle it belongs to. */
export function placeName(city: CityMap, key: string): string {
  const own = namedAt(city, key);
  if (own) return own;
  // A block or the river has no name of its own: the first named hex around it.
  const near = neighbours(city, key).map((n) => namedAt(city, n)).find((x) => x !== null);
  return near ? t('corteo.ui.near', { place: near }) : key;
}

/** The name a hex has of its own: its objective's address, its street or square, or its barracks or station. */
function namedAt(city: CityMap, key: string): string | null {
  const obj = city.objectives.find((o) => o.hexes.includes(key));
  if (obj) return obj.address;
  const p = city.places.find((x) => x.hexes.includes(key));
  if (p) return p.name;
  const b = city.barracks.find((x) => x.hexes.includes(key) || x.exits.includes(key));
  if (b) return tx(b.name);
  const m = city.metro.find((x) => x.hex === key);
  return m ? tx(m.name) : null;
}

/** Hexes touched by the entries written since the last decision began (from, to, at, units). */
export function recentHexes(_v: CorteoView, entries: readonly LogEntry[], unitsAt: ReadonlyMap<string, string>): string[] {
  const out = new Set<string>();
  for (const e of entries) {
    const p = e.params ?? {};
    for (const k of ['from', 'to', 'at']) {
      const h = p[k];
      if (typeof h === 'string' && isHex(h)) out.add(h);
    }
    for (const k of ['attackers', 'defenders']) {
      const ids = p[k];
      if (Array.isArray(ids)) for (const id of ids.flat()) { const h = unitsAt.get(String(id)); if (h) out.add(h); }
    }
  }
  return [...out];
}

/** The last roll of a combat or a throw in the log, and how many rolls came before it. */
export function lastRoll(v: CorteoView): { entry: LogEntry; seq: number } | null {
  let seq = 0;
  let last: LogEntry | null = null;
  for (const e of v.log) if (e.key === 'corteo.log.combat' || e.key === 'corteo.log.throw') { seq++; last = e; }
  return last ? { entry: last, seq } : null;
}

export const sameMove = (a: CorteoMove, b: CorteoMove): boolean => JSON.stringify(a) === JSON.stringify(b);
