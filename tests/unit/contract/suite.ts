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

/** Where a value is not plain JSON (undefined, a function, NaN, a class instance...), or null. */
function notJson(x: unknown, path = '$'): string | null {
  if (x === null || typeof x === 'string' || typeof x === 'boolean') return null;
  if (typeof x === 'number') return Number.isFinite(x) ? null : `${path} is ${x}`;
  if (Array.isArray(x)) {
    for (let i = 0; i < x.length; i++) {
      const bad = notJson(x[i], `${path}[${i}]`);
      if (bad) return bad;
    }
    return null;
  }
  if (typeof x === 'object') {
    const proto = Object.getPrototypeOf(x);
    if (proto !== Object.prototype && proto !== null) return `${path} is not a plain object`;
    for (const [k, v] of Object.entries(x as Record<string, unknown>)) {
      const bad = notJson(v, `${path}.${k}`);
      if (bad) return bad;
    }
    return null;
  }
  return `${path} is ${typeof x}`;
}

/**
 * The hidden tokens a view's JSON text holds. Most tokens are JSON strings ("an-id"), looked up
 * among the text's string literals at once; any other token is searched for in the text.
 */
function tokensIn(text: string, tokens: readonly string[]): string[] {
  if (tokens.length === 0) return [];
  const literals = new Set(text.match(/"(?:[^"\\]|\\.)*"/g) ?? []);
  return tokens.filter((t) => (/^"[^"\\]*"$/.test(t) ? literals.has(t) : text.includes(t)));
}

function viewers(seatCount: number): Viewer[] {
  return ['table', ...Array.from({ length: seatCount }, (_, i) => i)];
}

/** The expensive checks of one state: legal and illegal moves, views, privacy. */
function deepCheck(rules: AnyRules, checks: GameChecks<State>, s: State, seatCount: number, rng: Rng, where: string): void {
  const before = JSON.stringify(s);
  const d = rules.decision(s);
  if (d) {
    const legal = rules.legalMoves(s, d.seat);
    // Every listed move applies; where a step lists many (a map's moves), a seeded sample of them.
    const sample = legal.length <= MOVES_TRIED ? legal : Array.from({ length: MOVES_TRIED }, () => legal[rng.int(0, legal.length - 1)]);
    for (const m of sample) {
      const r = rules.apply(s, d.seat, m);
      if (!r.ok) throw new Error(`${where}: listed move ${JSON.stringify(m)} refused (${r.reason})`);
    }
    const other = (d.seat + 1) % seatCount;
    if (seatCount > 1 && !rules.activeSeats(s).includes(other)) {
      const m = rules.legalMoves(s, d.seat)[0];
      expect(rules.apply(s, other, m), `${where}: a move out of turn`).toEqual({ ok: false, reason: ENGINE_REASONS.notYourTurn });
      expect(rules.legalMoves(s, other), `${where}: moves for a seat not deciding`).toEqual([]);
    }
    expect(rules.apply(s, d.seat, null), `${where}: no move`).toEqual({ ok: false, reason: ENGINE_REASONS.badMove });
    expect(rules.apply(s, d.seat, { type: 'no-such-move' }), `${where}: a move of no step`).toEqual({ ok: false, reason: ENGINE_REASONS.wrongStep });
  }
  expect(JSON.stringify(s), `${where}: refused or tried moves changed the state`).toBe(before);
  for (const viewer of viewers(seatCount)) {
    const view = rules.view(s, viewer);
    const bad = notJson(view);
    if (bad) throw new Error(`${where}: the view of ${viewer} is not plain JSON: ${bad}`);
    const text = JSON.stringify(view);
    const leaked = tokensIn(text, checks.hiddenTokens(s, viewer));
    if (leaked.length) throw new Error(`${where}: the view of ${viewer} holds ${leaked.join(', ')}, which it may not know`);
    const other = checks.reshuffleHidden(s, viewer, rng);
    expect(JSON.stringify(rules.view(other, viewer)), `${where}: the view of ${viewer} changes when its hidden facts are reshuffled`).toBe(text);
  }
}

/** Tokens hidden from a viewer before a move that its view shows after it: the move revealed them. */
function revealed(rules: AnyRules, checks: GameChecks<State>, before: State, after: State, viewer: Viewer): string[] {
  return tokensIn(JSON.stringify(rules.view(after, viewer)), checks.hiddenTokens(before, viewer));
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
                  const shown = revealed(rules, checks, s, r.state as State, viewer);
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
