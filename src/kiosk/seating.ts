// Who sits at a visitor's table: how many people, and how many seats the app (Passamano) plays.
// A visitor alone can play any game: where the game has app players the app fills the table up
// to a sensible size (Rubico alone: the visitor and four app players); a game whose rules let
// one person play (the cooperative ones) stays a solo game unless the visitor adds the app.
import type { Level } from '../engine/players.ts';
import { MAX_NAME_LENGTH, defaultLevel, freeAppName, seatNameProblem } from '../engine/seats.ts';
import type { SavedSeat } from '../storage/db.ts';
import { seatColor } from '../ui/seat-colors.ts';

/** A game's player range, and whether the app can play it. */
export interface SeatingRules {
  min: number;
  max: number;
  /** The levels the app plays this game at; empty when it cannot play it. */
  levels: readonly Level[];
}

export interface Seating {
  people: number;
  apps: number;
}

/**
 * The seat range of a kiosk entry: its game's, held to the count the entry's forced options take
 * where the options decide it (the registry's seatsFor: Corteo two, its Antirepressivo three).
 */
export function entryRange(
  g: { minPlayers: number; maxPlayers: number; seatsFor?: (o: Readonly<Record<string, unknown>>) => number },
  options: Readonly<Record<string, unknown>> | undefined,
): { min: number; max: number } {
  const n = g.seatsFor?.(options ?? {});
  return n === undefined ? { min: g.minPlayers, max: g.maxPlayers } : { min: n, max: n };
}

/** The table the app fills to, within the game's range, for a game nobody can play alone. */
export const KIOSK_TABLE = 5;
/** Visitors at a game the app cannot play start from this many (the old kiosk's default). */
const PEOPLE_WITHOUT_APP = 3;

const clamp = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, n));
const canApp = (g: SeatingRules) => g.levels.length > 0;

/** How many people may sit down: one upward when the app fills in, else the game's range. */
export function peopleRange(g: SeatingRules): { min: number; max: number } {
  return { min: canApp(g) ? 1 : g.min, max: g.max };
}

/** How many seats the app may play next to `people` people, so the table is within range. */
export function appsRange(g: SeatingRules, people: number): { min: number; max: number } {
  if (!canApp(g)) return { min: 0, max: 0 };
  return { min: Math.max(0, g.min - people), max: Math.max(0, g.max - people) };
}

/** The app seats the set-up proposes for `people`: up to the table size, none for a solo game. */
export function defaultApps(g: SeatingRules, people: number): number {
  const r = appsRange(g, people);
  const table = g.min <= 1 ? people : clamp(KIOSK_TABLE, g.min, g.max);
  return clamp(table - people, r.min, r.max);
}

/** Where the set-up starts: one visitor and the app where it can play, else a few people. */
export function initialSeating(g: SeatingRules): Seating {
  const people = canApp(g) ? 1 : clamp(PEOPLE_WITHOUT_APP, g.min, g.max);
  return { people, apps: defaultApps(g, people) };
}

/** The people stepper: the app seats follow, back to what the set-up proposes for that many. */
export function withPeople(g: SeatingRules, people: number): Seating {
  const r = peopleRange(g);
  const p = clamp(people, r.min, r.max);
  return { people: p, apps: defaultApps(g, p) };
}

/** The app stepper: within what the game's range leaves next to the people. */
export function withApps(g: SeatingRules, s: Seating, apps: number): Seating {
  const r = appsRange(g, s.people);
  return { people: s.people, apps: clamp(apps, r.min, r.max) };
}

/** `base` shortened by whole characters so that it and `suffix` keep within the name rule's length. */
function withSuffix(base: string, suffix: string): string {
  const chars = [...base];
  while (chars.length > 0 && chars.join('').length + suffix.length > MAX_NAME_LENGTH) chars.pop();
  return chars.join('').trimEnd() + suffix;
}

/**
 * The seats as saved: the people first (a typed name, or "Giocatore n" when empty or not a
 * valid name), then the app's seats at the default level with names of their own; colours in
 * the kiosk's order. Names always come out different, so the seat rule holds.
 */
export function kioskSeats(typed: readonly string[], s: Seating, levels: readonly Level[], personName: (n: number) => string): SavedSeat[] {
  const seats: SavedSeat[] = [];
  const used = new Set<string>();
  for (let i = 0; i < s.people; i++) {
    const raw = (typed[i] ?? '').trim();
    const base = raw && !seatNameProblem(raw) ? raw : personName(i + 1);
    let name = base;
    for (let k = i + 1; used.has(name.toLowerCase()); k++) name = withSuffix(base, ` ${k}`);
    used.add(name.toLowerCase());
    seats.push({ name, color: seatColor(i) });
  }
  const level = defaultLevel(levels);
  for (let i = 0; i < s.apps && level; i++) {
    const name = freeAppName(seats.map((x) => x.name));
    seats.push({ name, color: seatColor(seats.length), app: level });
  }
  return seats;
}
