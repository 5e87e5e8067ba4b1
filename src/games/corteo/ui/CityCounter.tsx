// A unit counter on the city map: a 12 mm square in its component's colours, the sigla on top
// and speed-power below, as the cardboard pieces print them (C 1: "4-2").
import { counterColors, type CounterColors } from './counters.ts';

export interface CounterSpec {
  /** Stable id of the unit (for keys and taps). */
  id: string;
  /** The hex it stands on. */
  hex: string;
  /** Colour family: a corteo component or a potere type (see COUNTER_COLORS). */
  component: string;
  /** The sigla printed on it ("MOV", "CEL"). */
  label: string;
  speed: number;
  power: number;
  /** Face down (a potere unit in panic in its barracks: 8g). */
  faceDown?: boolean;
  /** Head of the corteo this hand (12). */
  head?: boolean;
  selected?: boolean;
  colors?: CounterColors;
}

export function CityCounter({ spec, x, y, size }: { spec: CounterSpec; x: number; y: number; size: number }) {
  const col = spec.colors ?? counterColors(spec.component);
  const h = size / 2;
  const r = size * 0.12;
  if (spec.faceDown) {
    return (
      <g class="cc cc-down" transform={`translate(${x} ${y})`}>
        <rect x={-h} y={-h} width={size} height={size} rx={r} fill="#5c544b" stroke="#1f1a17" stroke-width={size * 0.05} />
        <path d={`M${-h * 0.6} ${-h * 0.6}L${h * 0.6} ${h * 0.6}M${h * 0.6} ${-h * 0.6}L${-h * 0.6} ${h * 0.6}`} stroke="#8e857a" stroke-width={size * 0.06} />
      </g>
    );
  }
  return (
    <g class={`cc${spec.selected ? ' cc-selected' : ''}`} transform={`translate(${x} ${y})`}>
      <rect x={-h} y={-h} width={size} height={size} rx={r} fill={col.fill} stroke="#1f1a17" stroke-width={size * 0.05} />
      {col.band !== col.fill && <path d={`M${-h + r} ${-h}H${h - r}A${r} ${r} 0 0 1 ${h} ${-h + r}V${-h * 0.45}H${-h}V${-h + r}A${r} ${r} 0 0 1 ${-h + r} ${-h}Z`} fill={col.band} />}
      <text x={0} y={-h * 0.02} class="cc-label" text-anchor="middle" font-size={size * Math.min(0.3, 1.3 / Math.max(1, spec.label.length))} fill={col.ink}>{spec.label}</text>
      <text x={0} y={h * 0.78} class="cc-numbers" text-anchor="middle" font-size={size * 0.36} fill={col.ink}>{`${spec.speed}-${spec.power}`}</text>
      {spec.head && <circle cx={h * 0.78} cy={-h * 0.78} r={size * 0.16} fill="#f2c53d" stroke="#1f1a17" stroke-width={size * 0.04} />}
      {spec.selected && <rect x={-h - size * 0.1} y={-h - size * 0.1} width={size * 1.2} height={size * 1.2} rx={r * 1.5} class="cc-ring" fill="none" stroke="#fff" stroke-width={size * 0.08} />}
    </g>
  );
}
