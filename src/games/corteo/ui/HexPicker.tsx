// A picker for small targets: on a phone a hex of the whole city is a few pixels, so a tap
// opens this rosette of the tapped hex and its six neighbours, each drawn large (well over
// 48 px) with its terrain, counters, the map's reach colour and a move's cost; the tapped
// hex's street is named under it. The player taps the one meant. Hexes the screen does not
// offer (`allowed`) are shown but cannot be picked.
import { hex, hexKey, hexNeighbours, hexToPixel, parseHexKey, type HexLayout } from '../../../engine/hex.ts';
import type { CityMap } from '../content/map-types.ts';
import { CITY } from '../content/city/index.ts';
import { CityCounter, type CounterSpec } from './CityCounter.tsx';
import { TERRAIN_FILL } from './CityStatic.tsx';
import { hexPath } from './city-draw.ts';
import type { HighlightTone } from './CityMap.tsx';
import { BarricadeMark } from './Special.tsx';
import './city-map.css';

export interface HexPickerProps {
  city?: CityMap;
  /** The tapped hex. */
  center: string;
  /** Hexes that may be picked; all of them when absent. */
  allowed?: ReadonlySet<string>;
  counters?: readonly CounterSpec[];
  /** The barricades standing (5d), drawn on their hexes as on the map. */
  barricades?: readonly { hex: string }[];
  onPick: (key: string) => void;
  onClose: () => void;
  closeLabel: string;
  /** Accessible name of a hex (a street name, its terrain): the screen words it. */
  hexLabel: (key: string) => string;
  /** The hexes lit on the map and their tone, lit here alike. */
  lit?: ReadonlySet<string>;
  tone?: HighlightTone;
  /** A move's cost to each lit hex, as on the map. */
  costs?: Readonly<Record<string, number>>;
  /** A number as the player's language writes it. */
  formatCost?: (n: number) => string;
}

const R = 30;
const LAYOUT: HexLayout = { orientation: 'pointy', size: R, origin: { x: 0, y: 0 } };

/** The tapped hex and its neighbours on the map, centre first. */
export function pickerHexes(city: CityMap, center: string): string[] {
  return [center, ...hexNeighbours(parseHexKey(center)).map(hexKey)].filter((k) => city.hexes[k]);
}

export function HexPicker({ city = CITY, center, allowed, counters = [], barricades = [], onPick, onClose, closeLabel, hexLabel, lit, tone = 'reach', costs, formatCost = String }: HexPickerProps) {
  const c = parseHexKey(center);
  // Drawn around the tapped hex: its own axial coordinates, shifted to the origin.
  const local = (k: string) => { const h = parseHexKey(k); return hexKey(hex(h.q - c.q, h.r - c.r)); };
  const w = Math.sqrt(3) * R * 3;
  return (
    <div class="hex-picker" role="dialog" aria-label={hexLabel(center)}>
      <svg viewBox={`${-w / 2} ${-R * 2.6} ${w} ${R * 5.2}`} class="hp-svg">
        {pickerHexes(city, center).map((k) => {
          const ok = !allowed || allowed.has(k);
          const p = hexToPixel(LAYOUT, parseHexKey(local(k)));
          const here = counters.filter((u) => u.hex === k).slice(0, 2);
          return (
            <g
              key={k}
              class={`hp-hex${ok ? (allowed ? ' hp-target' : '') : ' hp-off'}${k === center ? ' hp-center' : ''}`}
              role="button"
              data-testid={`hexpick-${k}`}
              aria-label={hexLabel(k)}
              aria-disabled={ok ? undefined : 'true'}
              onClick={() => ok && onPick(k)}
            >
              <path d={hexPath(LAYOUT, local(k), 0.96)} fill={TERRAIN_FILL[city.hexes[k].terrain]} />
              {lit?.has(k) && <path class={`hp-lit lit-${tone}`} d={hexPath(LAYOUT, local(k), 0.96)} />}
              {barricades.some((b) => b.hex === k) && <BarricadeMark x={p.x} y={p.y} size={R} testid={`hexpick-barricade-${k}`} />}
              {/* Two counters side by side, so both read; one alone is drawn larger. */}
              {here.map((u, i) => <CityCounter key={u.id} spec={u} x={p.x + (here.length > 1 ? (i ? 1 : -1) * R * 0.34 : 0)} y={p.y + (here.length > 1 ? (i ? 1 : -1) * R * 0.1 : 0)} size={here.length > 1 ? R * 0.6 : R * 0.9} />)}
              {costs?.[k] !== undefined && <text class="hp-cost" x={p.x} y={p.y + R * 0.78} data-testid={`hexpick-cost-${k}`}>{formatCost(costs[k])}</text>}
            </g>
          );
        })}
      </svg>
      <p class="hp-name" data-testid="hexpick-name">{hexLabel(center)}</p>
      <button type="button" class="btn hp-close" onClick={onClose}>{closeLabel}</button>
    </div>
  );
}
