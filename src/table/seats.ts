// What a game's screens may know of the seats: a name, a colour, whether the app plays it (for
// its badge) and a team's people. A seat's PIN hash stays in the save and on the cover, and the
// app's level with the table; this copy leaves them out, so no Table or Private screen can read
// them.
import type { SeatInfo } from '../engine/types.ts';
import type { SavedSeat } from '../storage/db.ts';
import { listOf } from '../i18n/lists.ts';

// One copy per saved list: a re-render hands the game the same array, so its memos hold.
const copies = new WeakMap<readonly SavedSeat[], readonly SeatInfo[]>();

export function publicSeats(seats: readonly SavedSeat[]): readonly SeatInfo[] {
  let out = copies.get(seats);
  if (!out) {
    out = seats.map(({ name, color, app, members }) => {
      const seat: SeatInfo = app ? { name, color, app: true } : { name, color };
      if (members) seat.members = [...members];
      return seat;
    });
    copies.set(seats, out);
  }
  return out;
}

/** Who sits at a seat, in words: a team's people ("Anna, Bruno e Carla"), else its name. */
export function seatPeople(seat: Pick<SeatInfo, 'name' | 'members'>): string {
  return seat.members?.length ? listOf(seat.members) : seat.name;
}

/** A seat as the saves list and the end screen name it: "Squadra 1 (Anna, Bruno e Carla)". */
export function seatLabel(seat: Pick<SeatInfo, 'name' | 'members'>): string {
  return seat.members?.length ? `${seat.name} (${listOf(seat.members)})` : seat.name;
}
