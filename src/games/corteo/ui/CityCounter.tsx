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

/**
 * The sigla and the numbers, each this part of the counter's side high: on a phone, where a hex
 * is 44 px across (follow.ts), 11 px or more (issue 34). One size for every counter, so a long
 * sigla is not smaller than a short one.
 */
export const TEXT = 0.36;
/** A bold capital's width over the font's size (a little over, to be safe). */
const CAP_WIDTH = 0.68;

/** A word too wide for the counter is drawn narrower at the same height (squeezed, not shrunk). */
function narrowed(word: string, size: number): { textLength?: number; lengthAdjust?: string } {
  const room = size * 0.9;
  return word.length * CAP_WIDTH * size * TEXT > room ? { textLength: room, lengthAdjust: 'spacingAndGlyphs' } : {};
}

export function CityCounter({ spec, x, y, size }: { spec: CounterSpec; x: number; y: number; size: number }) {
  const col = spec.colors ?? counterColors(spec.component);
  const numbers = `${spec.speed}-${spec.power}`;
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
      <text x={0} y={-h * 0.06} class="cc-label" text-anchor="middle" font-size={size * TEXT} fill={col.ink} {...narrowed(spec.label, size)}>{spec.label}</text>
      <text x={0} y={h * 0.8} class="cc-numbers" text-anchor="middle" font-size={size * TEXT} fill={col.ink} {...narrowed(numbers, size)}>{numbers}</text>
      {spec.head && <circle cx={h * 0.78} cy={-h * 0.78} r={size * 0.16} fill="#f2c53d" stroke="#1f1a17" stroke-width={size * 0.04} />}
      {spec.selected && <rect x={-h - size * 0.1} y={-h - size * 0.1} width={size * 1.2} height={size * 1.2} rx={r * 1.5} class="cc-ring" fill="none" stroke="#fff" stroke-width={size * 0.08} />}
    </g>
  );
}
