// What a game's screens may know of the seats: a name, a colour and whether the app plays it (for
// its badge). A seat's PIN hash stays in the save and on the cover, and the app's level with the
// table; this copy leaves them out, so no Table or Private screen can read them.
import type { SeatInfo } from '../engine/types.ts';
import type { SavedSeat } from '../storage/db.ts';

// One copy per saved list: a re-render hands the game the same array, so its memos hold.
const copies = new WeakMap<readonly SavedSeat[], readonly SeatInfo[]>();

export function publicSeats(seats: readonly SavedSeat[]): readonly SeatInfo[] {
  let out = copies.get(seats);
  if (!out) {
    out = seats.map(({ name, color, app }) => (app ? { name, color, app: true } : { name, color }));
    copies.set(seats, out);
  }
  return out;
}
