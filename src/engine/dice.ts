// Dice for every game: d6, d10 and FabRisiko's 1D5, rolled from the state's seeded Rng or
// entered by the players from physical dice, and always recorded as a JSON `RollRecord` so the
// log can say who rolled what and why, and a replay needs nothing but the move log.
//
// Physical dice, generalised from Fiamme d'assalto (src/games/fiamme-d-assalto/rules.ts): while
// a game waits for a roll it stores a `DiceRequest` in its state; the move that answers it
// carries the faces read off the table (physical) or none (the rules draw from the Rng).
//
// FabRisiko! rulebook, "TERMINI IMPORTANTI":
//   «In FabRisiko si utilizzano solamente dadi a dieci facce (abbreviati come D10). Nel caso si
//   richieda di effettuare un lancio di 1D5 basta lanciare il dado a dieci facce e dividere per
//   due il risultato.»
// The rulebook does not say how to round. Its d10 faces are 1..10 (its tables read "1-3",
// "9-10", "10"), so halving gives 0.5..5; we round UP: 1-2 → 1, 3-4 → 2, ..., 9-10 → 5. That is
// a fair die with faces 1..5, which is what "1D5" names; rounding down would make 0 and 5 half
// as likely as the rest and add a face 0 that no "1D5" has. This is our reading, not print.
import type { Json, Seat } from './types.ts';
import type { Rng } from './rng.ts';

/** The die a roll uses: 6 and 10 are real dice; 5 is FabRisiko's 1D5 (a halved d10). */
export type Die = 6 | 10 | 5;

/** What a game stores in its state while it waits for a roll. */
export interface DiceRequest {
  seat: Seat;
  /** i18n key saying what the roll is for ("fabrisiko.roll.attack"). */
  why: string;
  /** Parameters for `why`; leave the key out rather than setting it to undefined. */
  params?: Record<string, Json>;
  die: Die;
  /** How many dice (0 is allowed and yields an empty roll). */
  count: number;
}

/** One roll as logged. */
export interface RollRecord {
  seat: Seat;
  why: string;
  params?: Record<string, Json>;
  die: Die;
  /** What the thrown dice showed: d10 faces (1..10) for a 1D5, else the same as `values`. */
  faces: number[];
  /** The results the rules use, each in 1..die. */
  values: number[];
  /** 'entered': read off physical dice by the players; 'rng': drawn from the seeded Rng. */
  source: 'rng' | 'entered';
}

/** Faces of the physical die thrown for `die` (a 1D5 is thrown with a d10). */
export function dieFaces(die: Die): number {
  return die === 5 ? 10 : die;
}

/** The rulebook's 1D5: a d10 face halved, rounded up (see the header). */
export function d5FromD10(face: number): number {
  return (face + 1) >> 1;
}

/** The value a thrown face gives for `die`. */
function faceValue(die: Die, face: number): number {
  return die === 5 ? d5FromD10(face) : face;
}

/** One value from the Rng, no record: for playouts and internal checks. A 1D5 draws a d10. */
export function rollDie(rng: Rng, die: Die): number {
  return faceValue(die, rng.int(1, dieFaces(die)));
}

/** Null when `faces` is a valid entry for `request` (right count, integers on the die). */
export function validateEntered(request: DiceRequest, faces: unknown): string | null {
  if (!Array.isArray(faces) || faces.length !== request.count) return 'error.badDice';
  const max = dieFaces(request.die);
  for (const f of faces) {
    if (typeof f !== 'number' || !Number.isInteger(f) || f < 1 || f > max) return 'error.badDice';
  }
  return null;
}

function record(request: DiceRequest, faces: number[], source: RollRecord['source']): RollRecord {
  // Share one array for d6/d10 (faces are the values); records are never mutated.
  const values = request.die === 5 ? faces.map(d5FromD10) : faces;
  const r: RollRecord = { seat: request.seat, why: request.why, die: request.die, faces, values, source };
  if (request.params !== undefined) r.params = request.params;
  return r;
}

/** Rolls `request` from the Rng (advancing it). */
export function rollFromRng(rng: Rng, request: DiceRequest): RollRecord {
  const max = dieFaces(request.die);
  const faces = new Array<number>(request.count);
  for (let i = 0; i < request.count; i++) faces[i] = rng.int(1, max);
  return record(request, faces, 'rng');
}

/** Records faces entered by the players. Throws on invalid faces: call validateEntered first. */
export function recordEntered(request: DiceRequest, faces: readonly number[]): RollRecord {
  if (validateEntered(request, faces) !== null) {
    throw new Error(`invalid dice entry [${faces.join(',')}] for ${request.count}d${request.die}`);
  }
  return record(request, faces.slice(), 'entered');
}

/**
 * The usual answer to a roll move: with physical dice the faces are required and checked,
 * without them any faces are refused and the Rng rolls. Any mismatch is 'error.badDice'.
 */
export function resolveRoll(
  rng: Rng,
  request: DiceRequest,
  physical: boolean,
  faces: unknown,
): { ok: true; roll: RollRecord } | { ok: false; reason: string } {
  if (!physical) {
    if (faces !== undefined) return { ok: false, reason: 'error.badDice' };
    return { ok: true, roll: rollFromRng(rng, request) };
  }
  const bad = validateEntered(request, faces);
  if (bad !== null) return { ok: false, reason: bad };
  return { ok: true, roll: recordEntered(request, faces as number[]) };
}

/**
 * Face vectors a bot or the fuzzer may enter for `request`. When every combination fits in
 * `limit` they are all listed (lexicographic order); otherwise a bounded, deterministic sample:
 * every all-equal vector (so each face and both extremes appear) plus a rising and a falling
 * cycle of faces. Physical entry accepts any valid vector: this list is for exploration only.
 */
export function diceMoves(request: DiceRequest, limit = 100): number[][] {
  const max = dieFaces(request.die);
  const n = request.count;
  if (n <= 0) return [[]];
  if (Math.pow(max, n) <= limit) {
    const out: number[][] = [];
    const cur = new Array<number>(n).fill(1);
    for (;;) {
      out.push(cur.slice());
      let i = n - 1;
      while (i >= 0 && cur[i] === max) cur[i--] = 1;
      if (i < 0) return out;
      cur[i]++;
    }
  }
  const out: number[][] = [];
  for (let f = 1; f <= max; f++) out.push(new Array<number>(n).fill(f));
  out.push(Array.from({ length: n }, (_, i) => (i % max) + 1));
  out.push(Array.from({ length: n }, (_, i) => max - (i % max)));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Helpers over values. None sorts or copies unless it says so.

export function sum(values: readonly number[]): number {
  let t = 0;
  for (let i = 0; i < values.length; i++) t += values[i];
  return t;
}

/** How many values are >= target (e.g. successes on "5 or more"). */
export function countAtLeast(values: readonly number[], target: number): number {
  let c = 0;
  for (let i = 0; i < values.length; i++) if (values[i] >= target) c++;
  return c;
}

