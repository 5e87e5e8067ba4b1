// The wizard's seats while they are being edited: default names and colours, a PIN typed in,
// and who plays each seat (a person, or the app at a level).
import { t } from '../../i18n/index.ts';
import { seatColor } from '../../ui/seat-colors.ts';
import { APP_SEAT_NAMES, freeAppName } from '../../engine/seats.ts';
import type { Level } from '../../engine/players.ts';
import type { SavedSeat } from '../../storage/db.ts';

export interface DraftSeat {
  /** Stable key so reordering keeps each row's input state. */
  key: number;
  name: string;
  color: string;
  pin: string;
  /** The app's level when the app plays this seat; absent for a person. */
  app?: Level;
}

export function defaultSeats(n: number): DraftSeat[] {
  return Array.from({ length: n }, (_, i) => ({
    key: i,
    name: t('new.defaultName', { n: i + 1 }),
    color: seatColor(i),
    pin: '',
  }));
}

/** A name nobody typed: "Giocatore 3" (any number) or one of the app's own names. */
function isDefaultName(name: string, seatCount: number): boolean {
  const n = name.trim();
  if (n === '') return true;
  if ((APP_SEAT_NAMES as readonly string[]).includes(n)) return true;
  for (let k = 1; k <= seatCount; k++) if (n === t('new.defaultName', { n: k })) return true;
  return false;
}

/**
 * Seat `i` of `seats` becomes the app at `level` (or a person when `level` is null). A name
 * nobody typed follows the change: the app's seat gets one of its own names not at the table,
 * a person's gets back "Giocatore n"; a typed name stays. An app seat has no PIN.
 */
export function setSeatPlayer(seats: readonly DraftSeat[], i: number, level: Level | null, active: number): DraftSeat[] {
  const s = seats[i];
  const person: DraftSeat = { key: s.key, name: s.name, color: s.color, pin: s.pin };
  let next: DraftSeat;
  if (level === null) {
    next = person;
    if (s.app !== undefined && isDefaultName(s.name, seats.length)) next.name = t('new.defaultName', { n: i + 1 });
  } else {
    next = { ...person, app: level, pin: '' };
    if (s.app === undefined && isDefaultName(s.name, seats.length)) {
      next.name = freeAppName(seats.slice(0, active).filter((_, j) => j !== i).map((o) => o.name));
    }
  }
  return seats.map((o, j) => (j === i ? next : o));
}

/** The seats as saved: trimmed names, `app` for the app's seats, a person's PIN hashed. */
export async function toSavedSeats(seats: readonly DraftSeat[], hashPin: (pin: string) => Promise<string>): Promise<SavedSeat[]> {
  return Promise.all(
    seats.map(async (s) => {
      const info: SavedSeat = { name: s.name.trim(), color: s.color };
      if (s.app !== undefined) info.app = s.app;
      else if (s.pin) info.pinHash = await hashPin(s.pin);
      return info;
    }),
  );
}
