// A seat is told apart by more than its colour's hue: each seat colour has a shape of its own
// (amber a circle, green a square, violet a triangle...), drawn wherever the colour marks a seat:
// the dot beside a name, a piece on a map. Under a colour-blind eye amber, orange and olive may
// look one brown, green and teal one grey; their shapes still differ. The colours are unique at a
// table (the seats' rule), so the shapes are too. tests/unit/shell/colour-blind.test.tsx checks
// the palettes under simulated deuteranopia, protanopia and tritanopia.
import { SEAT_COLOR_VALUES } from '../engine/seats.ts';

export const SEAT_MARKS = ['circle', 'square', 'triangle', 'diamond', 'star', 'hexagon', 'cross', 'down'] as const;
export type SeatMarkShape = (typeof SEAT_MARKS)[number];

/** Each shape as a path about a centre (0,0), within a radius of about 5.6. */
const PATHS: Record<SeatMarkShape, string> = {
  circle: 'M0-5.2a5.2 5.2 0 1 0 .01 0Z',
  square: 'M-4.5-4.5h9v9h-9Z',
  triangle: 'M0-5.8L5.6 4.2H-5.6Z',
  diamond: 'M0-6L6 0 0 6-6 0Z',
  star: 'M0-6L1.5-2 5.7-1.9 2.4 0.8 3.5 4.9 0 2.5-3.5 4.9-2.4 0.8-5.7-1.9-1.5-2Z',
  hexagon: 'M0-5.6L4.9-2.8V2.8L0 5.6-4.9 2.8V-2.8Z',
  cross: 'M-2-5.5h4v3.5h3.5v4h-3.5v3.5h-4v-3.5h-3.5v-4h3.5Z',
  down: 'M0 5.8L5.6-4.2H-5.6Z',
};

/** The shape of a seat colour (the palette's order); a colour outside it falls back on the circle. */
export function seatMarkOf(color: string): SeatMarkShape {
  const i = (SEAT_COLOR_VALUES as readonly string[]).indexOf(color.toLowerCase());
  return i < 0 ? 'circle' : SEAT_MARKS[i % SEAT_MARKS.length];
}

export const seatMarkPath = (shape: SeatMarkShape): string => PATHS[shape];

/**
 * The dot beside a seat's name: its colour in its shape, outlined so the shape reads on a light
 * or a dark ground. Decorative (the name is beside it).
 */
export function SeatDot({ color }: { color: string | undefined }) {
  const shape = seatMarkOf(color ?? '');
  return (
    <svg class="seat-dot" viewBox="-7 -7 14 14" aria-hidden="true" data-mark={shape}>
      <path d={PATHS[shape]} style={color ? { fill: color } : undefined} />
    </svg>
  );
}

/** A seat's mark inside a picture (a piece on a map): centred at (x, y), `r` its radius in the picture's units. */
export function SeatMarkSvg({ color, x, y, r }: { color: string; x: number; y: number; r: number }) {
  const shape = seatMarkOf(color);
  return <path class="seat-mark" d={PATHS[shape]} transform={`translate(${x},${y}) scale(${r / 6})`} data-mark={shape} style={{ fill: color }} />;
}
