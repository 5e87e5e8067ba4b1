// Seat colours for the wizard. Pure red and blue are left out on purpose: Rubico's factions
// are red and blue, and a seat's colour must never look like a role.
import { t } from '../../i18n/index.ts';

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

export interface DraftSeat {
  /** Stable key so reordering keeps each row's input state. */
  key: number;
  name: string;
  color: string;
  pin: string;
}

export function defaultSeats(n: number): DraftSeat[] {
  return Array.from({ length: n }, (_, i) => ({
    key: i,
    name: t('new.defaultName', { n: i + 1 }),
    color: SEAT_COLORS[i % SEAT_COLORS.length].value,
    pin: '',
  }));
}
