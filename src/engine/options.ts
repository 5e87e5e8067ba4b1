// A game's options are data from anywhere (an imported file can say anything): each game's rules
// declare which options they take (`optionsProblem`), and every way in (the wizard, the kiosk, a
// campaign's next game, an imported save) asks them before `setup`. These helpers write those
// declarations: a problem is a short English phrase for the log and the tests, null when none.

/** A plain object, not an array, not null, with no prototype tricks in its own keys. */
export const isPlain = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x) && (Object.getPrototypeOf(x) === Object.prototype || Object.getPrototypeOf(x) === null);

export const isIntIn = (x: unknown, min: number, max: number): x is number => Number.isInteger(x) && (x as number) >= min && (x as number) <= max;

/** One field of an options object: true when it is right (undefined when the field is absent). */
export type FieldCheck = (value: unknown, seatCount: number) => boolean;

export const optional =
  (check: FieldCheck): FieldCheck =>
  (v, n) =>
    v === undefined || check(v, n);
export const bool: FieldCheck = (v) => typeof v === 'boolean';
export const oneOf =
  (...values: readonly unknown[]): FieldCheck =>
  (v) =>
    values.includes(v);
export const intIn =
  (min: number, max: number): FieldCheck =>
  (v) =>
    isIntIn(v, min, max);
/** A seat of this game: 0 to seatCount - 1. */
export const seatIndex: FieldCheck = (v, n) => isIntIn(v, 0, n - 1);

/**
 * The options as a plain object of exactly these fields (none other), each one right; the first
 * problem found, or null.
 */
export function shapeProblem(options: unknown, seatCount: number, fields: Readonly<Record<string, FieldCheck>>): string | null {
  if (!isPlain(options)) return 'options are not an object';
  for (const key of Object.keys(options)) if (!Object.hasOwn(fields, key)) return `unknown option ${JSON.stringify(key.slice(0, 40))}`;
  for (const [key, check] of Object.entries(fields)) if (!check(options[key], seatCount)) return `bad option ${key}`;
  return null;
}
