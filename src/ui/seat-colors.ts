// Seat colours: the wizard offers them, the kiosk hands them out in order. Pure red and blue
// are left out on purpose: Rubico's factions are red and blue, and a seat's colour must never
// look like a role.
export const SEAT_COLORS = [
  { value: '#e0a526', nameKey: 'color.amber' },
  { value: '#3e9b5f', nameKey: 'color.green' },
  { value: '#8e5bc7', nameKey: 'color.violet' },
  { value: '#2aa3a3', nameKey: 'color.teal' },
  { value: '#d9668f', nameKey: 'color.pink' },
  { value: '#e07b39', nameKey: 'color.orange' },
  { value: '#8c9440', nameKey: 'color.olive' },
  { value: '#9aa7b4', nameKey: 'color.silver' },
] as const;

/** The colour of seat `i` when nobody chose one: the list in order, round again past the end. */
export function seatColor(i: number): string {
  return SEAT_COLORS[i % SEAT_COLORS.length].value;
}
