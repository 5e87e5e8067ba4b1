// The city map for Corteo's screens: the static city (drawn once) with, on top, what play
// changes: a set of highlighted hexes (reach, ZOC, a found place), a selected hex and the
// counters, two to a hex. One transparent layer takes every tap and turns it into a hex key,
// so the thousand hexes need no listeners. Put it inside BoardViewport for pan and pinch.
import { Component } from 'preact';
import { useMemo } from 'preact/hooks';
import type { CityMap as CityMapData } from '../content/map-types.ts';
import { CITY } from '../content/city/index.ts';
import { CityCounter, type CounterSpec } from './CityCounter.tsx';
import { CityStatic } from './CityStatic.tsx';
import { boundaryPath, centre, cityLayout, hexAt, hexPath, SIZE } from './city-draw.ts';
import { BarricadeMarks, SpecialMarks } from './Special.tsx';
import type { CorteoView } from '../rules/types.ts';
import type { HexLayout } from '../../../engine/hex.ts';
import { formatNumber } from '../../../i18n/grammar.ts';
import './city-map.css';

export type HighlightTone = 'reach' | 'zoc' | 'found' | 'target';

export interface CityMapProps {
  city?: CityMapData;
  lang?: 'it' | 'en';
  /** Hexes to light up, by key, in one tone. */
  highlight?: Iterable<string>;
  tone?: HighlightTone;
  /** Small numbers over highlighted hexes (the movement cost to get there), by key. */
  costs?: Readonly<Record<string, number>>;
  selected?: string | null;
  counters?: readonly CounterSpec[];
  /** A tap on a hex of the map. */
  onHex?: (key: string) => void;
  /** Accessible name of the map. */
  label?: string;
  /** The enemy's zone of control, hatched under the highlight. */
  zoc?: Iterable<string>;
  /** Hexes the last events touched, ringed. */
  recent?: Iterable<string>;
  /** Hexes of the move "Cosa farebbe Passamano?" names (its unit's and its target's), ringed in brass. */
  hinted?: Iterable<string>;
  /** A throw's line, from the thrower's hex to the target's. */
  line?: readonly [string, string] | null;
  /** Smoke, jams and waiting units of the special rules (13), and the barricades (5d), from the view. */
  special?: Pick<CorteoView, 'smoke' | 'jams' | 'units'> & Partial<Pick<CorteoView, 'barricades'>>;
  /** Each objective's value in this game, by objective id (0: its scenario does not count it); absent, the printed values. */
  objectives?: Readonly<Record<string, number>> | null;
  /** The hexes a tap does something on now (a unit to pick, a place to go): each named for a tap. */
  tappable?: Iterable<string>;
}

// A 12 mm counter on a 2 cm hex is 1.15 SIZE; drawn a little larger, so its words read on a
// phone (CityCounter's TEXT: 11.4 px at a 44 px hex).
const COUNTER = SIZE * 1.25;
/**
 * Two counters in a hex: the one below shifted up, the one above down, far enough that the
 * lower one's sigla shows above the upper one's edge (its numbers are in the picker and lists).
 */
const STACKED: readonly (readonly [number, number])[] = [
  [-SIZE * 0.1, -COUNTER * 0.25],
  [SIZE * 0.1, COUNTER * 0.25],
];

interface PlacedCounter {
  spec: CounterSpec;
  x: number;
  y: number;
}

/**
 * Where each counter is drawn, in drawing order: the lower counters of the stacks first, then
 * the upper and lone ones, so a lower counter reaching into the hex above never hides that hex's
 * counters' numbers. At most two a hex (the rules' stacking limit).
 */
function placeCounters(counters: readonly CounterSpec[], layout: HexLayout): PlacedCounter[] {
  const by = new Map<string, CounterSpec[]>();
  for (const c of counters) by.set(c.hex, [...(by.get(c.hex) ?? []), c]);
  const below: PlacedCounter[] = [];
  const above: PlacedCounter[] = [];
  for (const [hex, units] of by) {
    const c = centre(layout, hex);
    units.slice(0, 2).forEach((spec, i) => {
      const [dx, dy] = units.length > 1 ? STACKED[i] : [0, 0];
      (units.length > 1 && i === 0 ? below : above).push({ spec, x: c.x + dx, y: c.y + dy });
    });
  }
  return below.concat(above);
}

type CounterProps = Parameters<typeof CityCounter>[0];

function sameSpec(a: CounterSpec, b: CounterSpec): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof CounterSpec)[];
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/**
 * A counter redrawn only when it changes: the table builds new specs every move, and most
 * of the forty-odd counters on the map have not moved.
 */
class StillCounter extends Component<CounterProps> {
  override shouldComponentUpdate(next: CounterProps): boolean {
    const p = this.props;
    return p.x !== next.x || p.y !== next.y || p.size !== next.size || !sameSpec(p.spec, next.spec);
  }

  override render(props: CounterProps) {
    return <CityCounter {...props} />;
  }
}

export function CityMap({ city = CITY, lang = 'it', highlight, tone = 'reach', costs, selected, counters = [], onHex, label, zoc, recent, hinted, line, special, objectives, tappable }: CityMapProps) {
  const tappableKeys = [...(tappable ?? [])].join(' ');
  const { layout, width, height } = useMemo(() => cityLayout(city), [city]);
  // Keyed by their hexes, not by the lists: the table hands new lists at every redraw, mostly
  // with the same hexes, and the outlines cost far more than the key.
  const litKeys = [...(highlight ?? [])].join(' ');
  const zocKeys = [...(zoc ?? [])].join(' ');
  const recentKeys = [...(recent ?? [])].join(' ');
  const lit = useMemo(() => (litKeys ? litKeys.split(' ') : []).filter((k) => city.hexes[k]), [litKeys, city]);
  // A found place is one area with one outline; reach and ZOC stay hex by hex, to count them.
  const litPath = useMemo(() => lit.map((k) => hexPath(layout, k, tone === 'found' ? 1 : 0.92)).join(''), [lit, layout, tone]);
  const litEdge = useMemo(() => {
    if (tone !== 'found') return '';
    const set = new Set(lit);
    return boundaryPath(city, layout, (k) => set.has(k), () => true, true);
  }, [lit, layout, tone, city]);
  const zocPath = useMemo(() => (zocKeys ? zocKeys.split(' ') : []).filter((k) => city.hexes[k]).map((k) => hexPath(layout, k, 0.98)).join(''), [zocKeys, layout, city]);
  const hintKeys = [...(hinted ?? [])].join(' ');
  const hintPath = useMemo(() => (hintKeys ? hintKeys.split(' ') : []).filter((k) => city.hexes[k]).map((k) => hexPath(layout, k, 0.97)).join(''), [hintKeys, layout, city]);
  const recentPath = useMemo(() => (recentKeys ? recentKeys.split(' ') : []).filter((k) => city.hexes[k]).map((k) => hexPath(layout, k, 0.86)).join(''), [recentKeys, layout, city]);
  // Kept by content: the table hands a new object each redraw, and a new one redraws the city.
  const valuesKey = objectives ? JSON.stringify(objectives) : '';
  const values = useMemo(() => objectives ?? null, [valuesKey]);
  const placed = useMemo(() => placeCounters(counters, layout), [counters, layout]);

  const tap = (e: MouseEvent) => {
    if (!onHex) return;
    const svg = (e.currentTarget as SVGElement).ownerSVGElement;
    const m = svg?.getScreenCTM();
    if (!svg || !m) return;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    const k = hexAt(city, layout, p);
    if (k) onHex(k);
  };

  return (
    <svg class="city-map" viewBox={`0 0 ${Math.round(width)} ${Math.round(height)}`} role="img" aria-label={label ?? city.name[lang]}>
      <CityStatic city={city} lang={lang} values={values} />
      {zocPath && <path class="lit-zoc-hatch" d={zocPath} data-testid="map-zoc" />}
      {lit.length > 0 && <path class={`lit lit-${tone}`} d={litPath} />}
      {recentPath && <path class="lit-recent" d={recentPath} data-testid="map-recent" />}
      {litEdge && <path class="lit-edge" d={litEdge} />}
      {costs && lit.map((k) => {
        const c = centre(layout, k);
        return costs[k] === undefined ? null : <text key={k} class="lit-cost" x={c.x} y={c.y + SIZE * 0.75}>{formatNumber(costs[k], lang)}</text>;
      })}
      {special?.barricades && <BarricadeMarks barricades={special.barricades} layout={layout} city={city} />}
      {special && <SpecialMarks view={special} layout={layout} city={city} />}
      {selected && city.hexes[selected] && <path class="sel" d={hexPath(layout, selected, 0.96)} />}
      {/* One flat keyed list: nested lists are matched by position, so a stack added or gone
          before others had every counter after it taken out of the page and drawn anew. */}
      {placed.map(({ spec, x, y }) => <StillCounter key={spec.id} spec={spec} x={x} y={y} size={COUNTER} />)}
      {/* Over the counters: the hinted unit's hex is ringed around its counter. */}
      {hintPath && <path class="lit-hint" d={hintPath} data-testid="map-hint" />}
      {line && city.hexes[line[0]] && city.hexes[line[1]] && (() => {
        const a = centre(layout, line[0]);
        const b = centre(layout, line[1]);
        return <path class="throw-line" d={`M${a.x} ${a.y}L${b.x} ${b.y}`} data-testid="throw-line" />;
      })()}
      {onHex && <rect class="tap-layer" x={0} y={0} width={width} height={height} onClick={tap} />}
      {/* Over the tap layer, each hex a tap does something on, named (hex-<key>): a tap there
          is the same tap, and a lesson's coach can point at it. */}
      {onHex && tappableKeys && tappableKeys.split(' ').filter((k) => city.hexes[k]).map((k) => <path key={k} class="tap-hex" d={hexPath(layout, k, 1)} data-testid={`hex-${k}`} onClick={() => onHex(k)} />)}
    </svg>
  );
}
