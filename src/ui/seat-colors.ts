// Seat colours: the wizard offers them, the kiosk hands them out in order. Pure red and blue
// are left out on purpose: Rubico's factions are red and blue, and a seat's colour must never
// look like a role. The values are the engine's, which an imported file is held to.
import { SEAT_COLOR_VALUES } from '../engine/seats.ts';

const NAME_KEYS = ['color.amber', 'color.green', 'color.violet', 'color.teal', 'color.pink', 'color.orange', 'color.olive', 'color.silver'] as const;
export const SEAT_COLORS = SEAT_COLOR_VALUES.map((value, i) => ({ value, nameKey: NAME_KEYS[i] }));

/** The colour of seat `i` when nobody chose one: the list in order, round again past the end. */
export function seatColor(i: number): string {
  return SEAT_COLORS[i % SEAT_COLORS.length].value;
}
