// The wizard's seats while they are being edited: default names and colours, a PIN typed in.
import { t } from '../../i18n/index.ts';
import { seatColor } from '../../ui/seat-colors.ts';

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
    color: seatColor(i),
    pin: '',
  }));
}
