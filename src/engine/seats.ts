// What a seat may be called, which colours it may wear and who plays it (a person or the app):
// one rule for the new-game wizard, the kiosk and an imported file (here because the app, the
// kiosk and storage may all import the engine).
import type { SeatInfo } from './types.ts';
import { isLevel, type Level } from './players.ts';

/** The seat colours, in the order the kiosk hands them out (their names live in ui/seat-colors). */
export const SEAT_COLOR_VALUES = ['#e0a526', '#3e9b5f', '#8e5bc7', '#2aa3a3', '#d9668f', '#e07b39', '#8c9440', '#9aa7b4'] as const;

/** The wizard's name field holds at most this many UTF-16 units (its maxLength). */
export const MAX_NAME_LENGTH = 20;

// Control characters (NUL included), bidi embeddings, overrides and isolates, lone surrogates.
const FORBIDDEN = /[\p{Cc}\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/u;
// What is left of a name once spaces and invisible characters (zero-width, marks of format) go.
const INVISIBLE = /[\s\p{Cf}\p{Z}\u115f\u1160\u3164\uffa0]/gu;

/**
 * The names the app's seats get unless someone types another: our own list of Italian first
 * names, the same in every language, enough for every seat of the largest table.
 */
export const APP_SEAT_NAMES = ['Bruno', 'Carla', 'Dario', 'Elena', 'Franco', 'Giulia', 'Ivo', 'Lina', 'Marco', 'Nora'] as const;

/** The first app name nobody at the table has (compared as the rule compares names). */
export function freeAppName(used: readonly string[]): string {
  const taken = new Set(used.map((n) => n.trim().toLowerCase()));
  const free = APP_SEAT_NAMES.find((n) => !taken.has(n.toLowerCase()));
  if (free) return free;
  // More seats than names, every one taken: number the first until it is free.
  let k = 2;
  while (taken.has(`${APP_SEAT_NAMES[0]} ${k}`.toLowerCase())) k++;
  return `${APP_SEAT_NAMES[0]} ${k}`;
}

/** Every reason the rule gives: each is a key of the shell's catalogs (the wizard shows it). */
export const SEAT_PROBLEMS = [
  'new.error.emptyName',
  'new.error.badName',
  'new.error.sameName',
  'new.error.color',
  'new.error.level',
  'new.error.appPin',
  'new.error.noPerson',
  'new.error.team',
] as const;
export type SeatProblem = (typeof SEAT_PROBLEMS)[number];

/** A team (a seat's `members`) has this many people, each named. */
export const TEAM_SIZE = { min: 2, max: 5 } as const;

/**
 * A seat as the rule sees it: `app` is its level when the app plays it (absent for a person);
 * `members` the team's people when a team holds it (read from a file, so checked, not trusted).
 */
export interface SeatToCheck extends Omit<SeatInfo, 'app' | 'members'> {
  app?: unknown;
  pinHash?: unknown;
  members?: unknown;
}

/** Why a name (as typed, before trimming) cannot be a seat's, or null. */
export function seatNameProblem(name: string): SeatProblem | null {
  const n = name.trim();
  if (n.replace(INVISIBLE, '').length === 0) return 'new.error.emptyName';
  if (n.length > MAX_NAME_LENGTH || FORBIDDEN.test(n)) return 'new.error.badName';
  return null;
}

/**
 * The first problem of a table's seats: each name valid, names and colours all different; an
 * app seat plays at a real level and has no PIN (nobody needs to hide its screen); at least one
 * seat is a person, since the app never plays a game alone. A team is 2 to 5 people, never the
 * app's, and its people's names are held to the same rule as every name at the table: valid,
 * and different from each other, from the teams' names and from the other seats' people.
 */
export function seatsProblem(seats: readonly SeatToCheck[]): SeatProblem | null {
  for (const s of seats) {
    if (s.members === undefined) continue;
    const m = s.members;
    if (s.app !== undefined || !Array.isArray(m) || m.length < TEAM_SIZE.min || m.length > TEAM_SIZE.max) return 'new.error.team';
    if (m.some((x) => typeof x !== 'string')) return 'new.error.team';
  }
  const everyName = seats.flatMap((s) => [s.name, ...((s.members as string[] | undefined) ?? [])]);
  for (const n of everyName) {
    const p = seatNameProblem(n);
    if (p) return p;
  }
  const names = everyName.map((n) => n.trim().toLowerCase());
  if (new Set(names).size < names.length) return 'new.error.sameName';
  const colors = seats.map((s) => s.color);
  if (colors.some((c) => !(SEAT_COLOR_VALUES as readonly string[]).includes(c)) || new Set(colors).size < colors.length) {
    return 'new.error.color';
  }
  for (const s of seats) {
    if (s.app === undefined) continue;
    if (!isLevel(s.app)) return 'new.error.level';
    if (s.pinHash !== undefined) return 'new.error.appPin';
  }
  if (seats.length > 0 && seats.every((s) => s.app !== undefined)) return 'new.error.noPerson';
  return null;
}

/** The level the app plays at when nobody chooses: 'normal' where the game offers it. */
export function defaultLevel(levels: readonly Level[]): Level | undefined {
  return levels.includes('normal') ? 'normal' : levels[0];
}
