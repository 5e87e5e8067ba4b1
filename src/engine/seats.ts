// What a seat may be called and which colours it may wear: one rule for the new-game wizard
// and for an imported file (here because both the app and storage may import the engine).
import type { SeatInfo } from './types.ts';

/** The seat colours, in the order the kiosk hands them out (their names live in ui/seat-colors). */
export const SEAT_COLOR_VALUES = ['#e0a526', '#3e9b5f', '#8e5bc7', '#2aa3a3', '#d9668f', '#e07b39', '#8c9440', '#9aa7b4'] as const;

/** The wizard's name field holds at most this many UTF-16 units (its maxLength). */
export const MAX_NAME_LENGTH = 20;

// Control characters (NUL included), bidi embeddings, overrides and isolates, lone surrogates.
const FORBIDDEN = /[\p{Cc}\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/u;
// What is left of a name once spaces and invisible characters (zero-width, marks of format) go.
const INVISIBLE = /[\s\p{Cf}\p{Z}\u115f\u1160\u3164\uffa0]/gu;

export type SeatProblem = 'new.error.emptyName' | 'new.error.badName' | 'new.error.sameName' | 'new.error.color';

/** Why a name (as typed, before trimming) cannot be a seat's, or null. */
export function seatNameProblem(name: string): SeatProblem | null {
  const n = name.trim();
  if (n.replace(INVISIBLE, '').length === 0) return 'new.error.emptyName';
  if (n.length > MAX_NAME_LENGTH || FORBIDDEN.test(n)) return 'new.error.badName';
  return null;
}

/** The first problem of a table's seats: each name valid, names and colours all different. */
export function seatsProblem(seats: readonly SeatInfo[]): SeatProblem | null {
  for (const s of seats) {
    const p = seatNameProblem(s.name);
    if (p) return p;
  }
  const names = seats.map((s) => s.name.trim().toLowerCase());
  if (new Set(names).size < names.length) return 'new.error.sameName';
  const colors = seats.map((s) => s.color);
  if (colors.some((c) => !(SEAT_COLOR_VALUES as readonly string[]).includes(c)) || new Set(colors).size < colors.length) {
    return 'new.error.color';
  }
  return null;
}
