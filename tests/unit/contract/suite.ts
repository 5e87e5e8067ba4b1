// The contract every game of the registry keeps (DESIGN.md, "Quality contract"), one suite for
// all of them, run by one small file a game (`<game>.contract.test.ts`, so vitest spreads the
// games over its workers): seeded random games through `legalMoves` to the end with the
// game's invariants after every move and a legal move at every decision (a dead end fails with
// the game, its options, seat count, seed and move: engine/playout.ts); the log replays to the same state; every listed legal move applies and
// illegal ones are refused with the state untouched; views are plain JSON; no view holds what
// its viewer may not know (the game names its secrets in checks.ts) and reshuffling those
// secrets leaves the view the same; whatever a move shows that was hidden makes it an undo
// barrier. Adding a game to the registry with `rules` and `checks` asks for its contract file
// (registry.contract.test.ts fails without it); adding its `players` puts them under
// players.test.ts (each level through whole games, honesty, determinization).
import { describe, expect, it } from 'vitest';
import { ENGINE_REASONS } from '../../../src/engine/steps.ts';
import { playoutMove, type PlayoutAt } from '../../../src/engine/playout.ts';
import { replay, step, type LoggedMove } from '../../../src/engine/replay.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import type { AnyRules, Seat, Viewer } from '../../../src/engine/types.ts';
import { GAMES } from '../../../src/games/registry.ts';
import type { GameChecks } from '../../../src/games/types.ts';

type State = { rng: readonly number[] };
const MAX_MOVES = 20_000;
/**
 * Games of each playout set whose every state gets the expensive checks (legal moves, privacy):
 * the set's own `deep`, or 3; CONTRACT_DEEP sets it for every set.
 */
const deepGames = (p: { deep?: number }): number => Number(process.env.CONTRACT_DEEP ?? p.deep ?? 3);
/** At most this many of a state's listed moves are applied in a deep check. */
const MOVES_TRIED = 24;

/**
 * Where a value is not plain JSON (undefined, a function, NaN, a class instance...), or null.
 * Every string it meets, keys included, goes into `strings` when given (tokensIn's literals).
 */
function notJson(x: unknown, path = '$', strings?: Set<string>): string | null {
  const bad = badPart(x, strings);
  return bad && `${path}${bad.at.reverse().join('')} is ${bad.what}`;
}

/** What is not plain JSON in `x` and where (the path's steps, innermost first), or null: the path is written only for a failure. */
function badPart(x: unknown, strings?: Set<string>): { at: string[]; what: string } | null {
  if (x === null || typeof x === 'boolean') return null;
  if (typeof x === 'string') {
    strings?.add(x);
    return null;
  }
  if (typeof x === 'number') return Number.isFinite(x) ? null : { at: [], what: String(x) };
  if (Array.isArray(x)) {
    for (let i = 0; i < x.length; i++) {
      const bad = badPart(x[i], strings);
      if (bad) return bad.at.push(`[${i}]`), bad;
    }
    return null;
  }
  if (typeof x === 'object') {
    const proto = Object.getPrototypeOf(x);
    if (proto !== Object.prototype && proto !== null) return { at: [], what: 'not a plain object' };
    for (const k in x) {
      if (!Object.hasOwn(x, k)) continue;
      strings?.add(k);
      const bad = badPart((x as Record<string, unknown>)[k], strings);
      if (bad) return bad.at.push(`.${k}`), bad;
    }
    return null;
  }
  return { at: [], what: typeof x };
}

/** A view as the checks read it: the view, the strings it holds (keys and values), its JSON text when asked. */
interface Seen {
  view: unknown;
  strings: Set<string>;
  json?: string;
}
const textOf = (v: Seen): string => (v.json ??= JSON.stringify(v.view));

/**
 * A view and its strings; a view that is not plain JSON throws. A state's views are kept (by
 * state, then viewer): a move's reveal check and the next state's deep check read the same.
 */
const SEEN = new WeakMap<object, Map<Viewer, Seen>>();
function seen(rules: AnyRules, s: State, viewer: Viewer, where: string): Seen {
  let byViewer = SEEN.get(s);
  if (!byViewer) SEEN.set(s, (byViewer = new Map()));
  let v = byViewer.get(viewer);
  if (!v) {
    const view = rules.view(s, viewer);
    const strings = new Set<string>();
    const bad = notJson(view, '$', strings);
    if (bad) throw new Error(`${where}: the view of ${viewer} is not plain JSON: ${bad}`);
    byViewer.set(viewer, (v = { view, strings }));
  }
  return v;
}

/**
 * The hidden tokens a view holds. Most tokens are JSON strings ("an-id"), looked up among the
 * view's strings (a JSON string literal of the text is one of them, keys included); any other
 * token is searched for in the text.
 */
function tokensIn(v: Seen, tokens: readonly string[]): string[] {
  return tokens.filter((t) => (/^"[^"\\]*"$/.test(t) ? v.strings.has(t.slice(1, -1)) : textOf(v).includes(t)));
}

const plainObject = (x: object): boolean => {
  const proto = Object.getPrototypeOf(x);
  return proto === Object.prototype || proto === null;
};

/**
 * Whether `b` has the JSON text of `a`, a plain JSON value, walking both (parts they share are
 * alike at once: a reshuffled state's view shares the log's entries); null where `b` holds
 * something JSON writes in its own way (undefined, a function, a class instance...), for the
 * caller to compare the texts.
 */
function sameJson(a: unknown, b: unknown): boolean | null {
  if (a === b) return true;
  if (a === null || typeof a !== 'object') {
    const t = typeof b;
    return t === 'object' || t === 'function' || t === 'undefined' || (t === 'number' && !Number.isFinite(b)) ? null : false;
  }
  if (b === null || typeof b !== 'object') return typeof b === 'function' || typeof b === 'undefined' ? null : false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b)) return plainObject(b) ? false : null;
    if (a.length !== b.length) return false;
    let same: boolean | null = true;
    for (let i = 0; i < a.length; i++) {
      const e = sameJson(a[i], b[i]);
      if (e === null) return null;
      if (!e) same = false;
    }
    return same;
  }
  if (Array.isArray(b) || !plainObject(b)) return Array.isArray(b) ? false : null;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  for (const k of kb) {
    const t = typeof (b as Record<string, unknown>)[k];
    if (t === 'undefined' || t === 'function' || t === 'symbol') return null;
  }
  if (ka.length !== kb.length) return false;
  let same: boolean | null = true;
  for (let i = 0; i < ka.length; i++) {
    if (ka[i] !== kb[i]) return false;
    const e = sameJson((a as Record<string, unknown>)[ka[i]], (b as Record<string, unknown>)[kb[i]]);
    if (e === null) return null;
    if (!e) same = false;
  }
  return same;
}

/** Whether `other` has the seen view's JSON text. */
const sameView = (v: Seen, other: unknown): boolean => sameJson(v.view, other) ?? JSON.stringify(other) === textOf(v);

function viewers(seatCount: number): Viewer[] {
  return ['table', ...Array.from({ length: seatCount }, (_, i) => i)];
}

/**
 * Freezes a state and everything in it not frozen yet (a state shares most of its parts with
 * the state before, already frozen), so that a move that edits the state it was given throws.
 */
function deepFreeze(x: unknown): void {
  if (x === null || typeof x !== 'object' || Object.isFrozen(x)) return;
  Object.freeze(x);
  for (const k in x) deepFreeze((x as Record<string, unknown>)[k]);
}

/** A move's result is a refusal with this reason and nothing else. */
function refused(r: unknown, reason: string): boolean {
  if (r === null || typeof r !== 'object') return false;
  const o = r as Record<string, unknown>;
  return o.ok === false && o.reason === reason && Object.keys(o).every((k) => k === 'ok' || k === 'reason' || o[k] === undefined);
}

/** A state's JSON without its log (the log is checked by the freeze: a state's log is frozen with it). */
function withoutLog(s: State): string {
  const { log: _, ...rest } = s as State & { log?: unknown };
  return JSON.stringify(rest);
}

/**
 * The expensive checks of one state: legal and illegal moves, views, privacy. Plain checks
 * and throws: an expect() a state costs more than the checks. The state is deep-frozen first,
 * so a tried or refused move that edits it throws; its JSON (but the log, frozen) is also
 * compared before and after.
 */
function deepCheck(rules: AnyRules, checks: GameChecks<State>, s: State, seatCount: number, rng: Rng, where: string): void {
  deepFreeze(s);
  const before = withoutLog(s);
  const d = rules.decision(s);
  const tried = (seat: Seat, m: unknown, what: string) => {
    try {
      return rules.apply(s, seat, m);
    } catch (e) {
      throw new Error(`${where}: ${what} ${JSON.stringify(m)} threw (${e instanceof Error ? e.message : e}): does it edit the state it was given?`);
    }
  };
  if (d) {
    const legal = rules.legalMoves(s, d.seat);
    // Every listed move applies; where a step lists many (a map's moves), a seeded sample of them.
    const sample = legal.length <= MOVES_TRIED ? legal : Array.from({ length: MOVES_TRIED }, () => legal[rng.int(0, legal.length - 1)]);
    for (const m of sample) {
      const r = tried(d.seat, m, 'listed move');
      if (!r.ok) throw new Error(`${where}: listed move ${JSON.stringify(m)} refused (${r.reason})`);
    }
    const other = (d.seat + 1) % seatCount;
    if (seatCount > 1 && !rules.activeSeats(s).includes(other)) {
      const m = rules.legalMoves(s, d.seat)[0];
      if (!refused(tried(other, m, 'a move out of turn'), ENGINE_REASONS.notYourTurn)) throw new Error(`${where}: a move out of turn is not refused as such`);
      const theirs = rules.legalMoves(s, other);
      if (!Array.isArray(theirs) || theirs.length > 0) throw new Error(`${where}: moves for a seat not deciding: ${JSON.stringify(theirs)}`);
    }
    if (!refused(tried(d.seat, null, 'no move'), ENGINE_REASONS.badMove)) throw new Error(`${where}: no move is not refused as a bad move`);
    if (!refused(tried(d.seat, { type: 'no-such-move' }, 'a move of no step'), ENGINE_REASONS.wrongStep)) throw new Error(`${where}: a move of no step is not refused as such`);
  }
  if (withoutLog(s) !== before) throw new Error(`${where}: refused or tried moves changed the state`);
  for (const viewer of viewers(seatCount)) {
    const v = seen(rules, s, viewer, where);
    const leaked = tokensIn(v, checks.hiddenTokens(s, viewer));
    if (leaked.length) throw new Error(`${where}: the view of ${viewer} holds ${leaked.join(', ')}, which it may not know`);
    const other = checks.reshuffleHidden(s, viewer, rng);
    if (!sameView(v, rules.view(other, viewer))) throw new Error(`${where}: the view of ${viewer} changes when its hidden facts are reshuffled`);
  }
}

/** Tokens hidden from a viewer before a move that its view shows after it: the move revealed them. */
function revealed(rules: AnyRules, checks: GameChecks<State>, before: State, after: State, viewer: Viewer, where: string): string[] {
  return tokensIn(seen(rules, after, viewer, where), checks.hiddenTokens(before, viewer));
}

/** The games held to the contract: a game whose rules and checks are in before its screens already is. */
export const checkedGames = GAMES.filter((g) => g.load || (g.rules && g.checks));

/**
 * The contract's tests of one game. `part` = [k, n] runs only its playout sets k, k + n, k + 2n...
 * (a game whose playouts take minutes is split over n files, so they run side by side).
 */
export function contractSuite(id: string, part: [number, number] = [0, 1]): void {
  const entry = checkedGames.find((g) => g.id === id);
  if (!entry) throw new Error(`no game ${id} under the contract`);
  describe(`contract: ${entry.id}${part[1] > 1 ? ` (part ${part[0] + 1} of ${part[1]})` : ''}`, async () => {
    const rules = await entry.rules!();
    // A game without checks fails the registry test above; there is nothing to play here.
    if (!entry.checks) return;
    const checks = (await entry.checks()) as GameChecks<State>;

    if (part[0] === 0) it('names its rules after the registry entry and within its seat range', () => {
      expect(rules.id).toBe(entry.id);
      expect(rules.minSeats).toBe(entry.minPlayers);
      expect(rules.maxSeats).toBe(entry.maxPlayers);
      for (const p of checks.playouts) {
        expect(p.seatCount).toBeGreaterThanOrEqual(rules.minSeats);
        expect(p.seatCount).toBeLessThanOrEqual(rules.maxSeats);
      }
    });

    for (const p of checks.playouts.filter((_, i) => i % part[1] === part[0])) {
      // A slow set's games in several tests (`perTest`), one after the other; the last one
      // checks the endings of them all taken together.
      let moves = 0;
      const finals: State[] = [];
      const perTest = p.perTest ?? p.games;
      for (let first = 0; first < p.games; first += perTest) {
        const end = Math.min(p.games, first + perTest);
        const which = end - first === p.games ? `${p.games} seeded games` : `seeded games ${first + 1}-${end} of ${p.games}`;
        it(`${p.label}: ${which} end, keep their invariants and replay; every view keeps its secrets`, () => {
          for (let g = first; g < end; g++) {
            const seed = 0xc0de + g * 7919;
            const where0 = `${entry.id} ${p.label} game ${g} (seed ${seed})`;
            const start = rules.setup(p.options, p.seatCount, seed) as State;
            const rng = new Rng(seedRng(seed ^ 0x5eed));
            const probe = new Rng(seedRng(seed ^ 0x9e3779b9));
            const deep = g < deepGames(p);
            const log: LoggedMove[] = [];
            const at = (): PlayoutAt => ({ game: entry.id, options: p.options, seats: p.seatCount, seed, move: log.length });
            let s = start;
            expect(checks.invariants(s), `${where0} at set-up`).toEqual([]);
            while (!rules.outcome(s)) {
              // Plain checks and throws in this loop: an expect() a move costs more than the move.
              const where = `${where0} move ${log.length}`;
              if (deep) deepCheck(rules, checks, s, p.seatCount, probe, where);
              const d = rules.decision(s);
              if (!d) throw new Error(`${where}: no decision and no outcome`);
              const active = rules.activeSeats(s);
              if (active.length !== 1 || active[0] !== d.seat) throw new Error(`${where}: active seats ${JSON.stringify(active)}, deciding ${d.seat}`);
              // Never stuck: a dead end fails the test with the game, the options, the seed and the move.
              const move = playoutMove(rules, s, d.seat, rng, at);
              const r = step(rules, s, d.seat as Seat, move);
              if (!r.ok) throw new Error(`${where}: listed move ${JSON.stringify(move)} refused (${r.reason})`);
              const problems = checks.invariants(r.state as State);
              if (problems.length) throw new Error(`${where} ${JSON.stringify(move)}: ${problems.join('; ')}`);
              // The move that ends the game shows everything, and nothing is undone after the end.
              if (deep && !r.entry.barrier && !rules.outcome(r.state)) {
                for (const viewer of viewers(p.seatCount)) {
                  if (viewer === d.seat) continue; // a seat may take back what only it saw
                  const shown = revealed(rules, checks, s, r.state as State, viewer, where);
                  if (shown.length) throw new Error(`${where}: ${JSON.stringify(move)} shows ${viewer} ${shown.join(', ')} but is not an undo barrier`);
                }
              }
              s = r.state as State;
              log.push(r.entry);
              if (log.length > MAX_MOVES) throw new Error(`${where0}: no end after ${MAX_MOVES} moves`);
            }
            if (deep) deepCheck(rules, checks, s, p.seatCount, probe, `${where0} at the end`);
            expect(rules.decision(s), `${where0}: a decision after the end`).toBeNull();
            expect(rules.activeSeats(s)).toEqual([]);
            const outcome = rules.outcome(s)!;
            expect(notJson(outcome)).toBeNull();
            for (const w of outcome.winners) expect(w >= 0 && w < p.seatCount, `${where0}: winner ${w}`).toBe(true);
            expect(JSON.stringify(replay(rules, start, log)), `${where0}: the log does not replay`).toBe(JSON.stringify(s));
            moves += log.length;
            finals.push(s);
          }
          if (end < p.games) return;
          expect(moves).toBeGreaterThan(p.games);
          expect(checks.spread?.(finals, p.options) ?? [], `${entry.id} ${p.label}: the endings taken together`).toEqual([]);
        });
      }
    }
  });
}
