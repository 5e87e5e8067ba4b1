// The wizard's seats while they are being edited: default names and colours, a PIN typed in,
// and who plays each seat (a person, a team of people where the game allows, or the app at a
// level).
import { t } from '../../i18n/index.ts';
import { seatColor } from '../../ui/seat-colors.ts';
import { APP_SEAT_NAMES, TEAM_SIZE, freeAppName } from '../../engine/seats.ts';
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
  /** A team's people, as typed, when a team holds the seat (`name` is then the team's). */
  members?: string[];
}

export function defaultSeats(n: number): DraftSeat[] {
  return Array.from({ length: n }, (_, i) => ({
    key: i,
    name: t('new.defaultName', { n: i + 1 }),
    color: seatColor(i),
    pin: '',
  }));
}

/** A name nobody typed: "Giocatore 3", "Squadra 2" (any number) or one of the app's own names. */
function isDefaultName(name: string, seatCount: number): boolean {
  const n = name.trim();
  if (n === '') return true;
  if ((APP_SEAT_NAMES as readonly string[]).includes(n)) return true;
  // Teams' default people are numbered on past the seats.
  for (let k = 1; k <= seatCount * TEAM_SIZE.max; k++) {
    if (n === t('new.defaultName', { n: k }) || n === t('new.defaultTeam', { n: k })) return true;
  }
  return false;
}

/** Every name at the table but seat `except`'s own: the seats' and their people's, compared as the rule compares. */
function namesInUse(seats: readonly DraftSeat[], active: number, except = -1): Set<string> {
  return new Set(
    seats
      .slice(0, active)
      .flatMap((s, j) => (j === except ? s.members ?? [] : [s.name, ...(s.members ?? [])]))
      .map((n) => n.trim().toLowerCase()),
  );
}

/** The first "Giocatore k" nobody at the table has: a new person's name until someone types one. */
function freePersonName(used: Set<string>): string {
  for (let k = 1; ; k++) {
    const name = t('new.defaultName', { n: k });
    if (!used.has(name.toLowerCase())) return name;
  }
}

/**
 * Seat `i` becomes a team (where the game allows teams): "Squadra n" unless a team name was
 * typed, of two people, the first the name the seat's person typed. An app seat becomes people.
 */
export function setSeatTeam(seats: readonly DraftSeat[], i: number, active: number): DraftSeat[] {
  const s = seats[i];
  if (s.members) return seats.slice();
  const typed = s.app === undefined && !isDefaultName(s.name, seats.length) ? s.name.trim() : null;
  const used = namesInUse(seats, active, i);
  const members: string[] = [];
  if (typed) {
    members.push(typed);
    used.add(typed.toLowerCase());
  }
  while (members.length < TEAM_SIZE.min) {
    const name = freePersonName(used);
    members.push(name);
    used.add(name.toLowerCase());
  }
  const next: DraftSeat = { key: s.key, name: t('new.defaultTeam', { n: i + 1 }), color: s.color, pin: s.app === undefined ? s.pin : '', members };
  return seats.map((o, j) => (j === i ? next : o));
}

/** One more person in team `i` (at most TEAM_SIZE.max), named "Giocatore k" until someone types a name. */
export function addMember(seats: readonly DraftSeat[], i: number, active: number): DraftSeat[] {
  const m = seats[i].members;
  if (!m || m.length >= TEAM_SIZE.max) return seats.slice();
  const name = freePersonName(namesInUse(seats, active));
  return seats.map((o, j) => (j === i ? { ...o, members: [...m, name] } : o));
}

/** Person `k` leaves team `i` (a team keeps at least TEAM_SIZE.min people). */
export function removeMember(seats: readonly DraftSeat[], i: number, k: number): DraftSeat[] {
  const m = seats[i].members;
  if (!m || m.length <= TEAM_SIZE.min) return seats.slice();
  return seats.map((o, j) => (j === i ? { ...o, members: m.filter((_, x) => x !== k) } : o));
}

/** Person `k` of team `i` is called `name`, as typed. */
export function renameMember(seats: readonly DraftSeat[], i: number, k: number, name: string): DraftSeat[] {
  const m = seats[i].members;
  if (!m) return seats.slice();
  return seats.map((o, j) => (j === i ? { ...o, members: m.map((x, y) => (y === k ? name : x)) } : o));
}

/**
 * Seat `i` of `seats` becomes the app at `level` (or a person when `level` is null). A name
 * nobody typed follows the change: the app's seat gets one of its own names not at the table,
 * a person's gets back "Giocatore n"; a typed name stays. An app seat has no PIN. A team's
 * people leave with the change: a team that becomes one person keeps its typed name.
 */
export function setSeatPlayer(seats: readonly DraftSeat[], i: number, level: Level | null, active: number): DraftSeat[] {
  const s = seats[i];
  const person: DraftSeat = { key: s.key, name: s.name, color: s.color, pin: s.pin };
  let next: DraftSeat;
  if (level === null) {
    next = person;
    if ((s.app !== undefined || s.members) && isDefaultName(s.name, seats.length)) next.name = t('new.defaultName', { n: i + 1 });
  } else {
    next = { ...person, app: level, pin: '' };
    if (s.app === undefined && isDefaultName(s.name, seats.length)) {
      next.name = freeAppName(seats.slice(0, active).filter((_, j) => j !== i).map((o) => o.name));
    }
  }
  return seats.map((o, j) => (j === i ? next : o));
}

/** The seats as saved: trimmed names, `app` for the app's seats, a team's people, a PIN hashed. */
export async function toSavedSeats(seats: readonly DraftSeat[], hashPin: (pin: string) => Promise<string>): Promise<SavedSeat[]> {
  return Promise.all(
    seats.map(async (s) => {
      const info: SavedSeat = { name: s.name.trim(), color: s.color };
      if (s.app !== undefined) info.app = s.app;
      else {
        if (s.members) info.members = s.members.map((m) => m.trim());
        if (s.pin) info.pinHash = await hashPin(s.pin);
      }
      return info;
    }),
  );
}
