// The contract every game of the registry keeps (DESIGN.md, "Quality contract"), one test for
// all of them: seeded random games through `legalMoves` to the end with the game's invariants
// after every move; the log replays to the same state; every listed legal move applies and
// illegal ones are refused with the state untouched; views are plain JSON; no view holds what
// its viewer may not know (the game names its secrets in checks.ts) and reshuffling those
// secrets leaves the view the same; whatever a move shows that was hidden makes it an undo
// barrier. Adding a game to the registry with `rules` and `checks` puts it under this test.
import { describe, expect, it } from 'vitest';
import { ENGINE_REASONS } from '../../../src/engine/steps.ts';
import { randomMove } from '../../../src/engine/playout.ts';
import { replay, step, type LoggedMove } from '../../../src/engine/replay.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import type { AnyRules, Seat, Viewer } from '../../../src/engine/types.ts';
import { GAMES } from '../../../src/games/registry.ts';
import type { GameChecks } from '../../../src/games/types.ts';

type State = { rng: readonly number[] };
const MAX_MOVES = 20_000;
/** Games of each playout set whose every state gets the expensive checks (legal moves, privacy). */
const DEEP_GAMES = 3;

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

function viewers(seatCount: number): Viewer[] {
  return ['table', ...Array.from({ length: seatCount }, (_, i) => i)];
}

/** The expensive checks of one state: legal and illegal moves, views, privacy. */
function deepCheck(rules: AnyRules, checks: GameChecks<State>, s: State, seatCount: number, rng: Rng, where: string): void {
  const before = JSON.stringify(s);
  const d = rules.decision(s);
  if (d) {
    for (const m of rules.legalMoves(s, d.seat)) {
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
    for (const token of checks.hiddenTokens(s, viewer)) {
      if (text.includes(token)) throw new Error(`${where}: the view of ${viewer} holds ${token}, which it may not know`);
    }
    const other = checks.reshuffleHidden(s, viewer, rng);
    expect(JSON.stringify(rules.view(other, viewer)), `${where}: the view of ${viewer} changes when its hidden facts are reshuffled`).toBe(text);
  }
}

/** Tokens hidden from a viewer before a move that its view shows after it: the move revealed them. */
function revealed(rules: AnyRules, checks: GameChecks<State>, before: State, after: State, viewer: Viewer): string[] {
  const text = JSON.stringify(rules.view(after, viewer));
  return checks.hiddenTokens(before, viewer).filter((t) => text.includes(t));
}

const playable = GAMES.filter((g) => g.load);

describe('the registry', () => {
  it('gives every playable game its rules, content and contract checks', () => {
    for (const g of playable) {
      expect(g.rules, g.id).toBeTypeOf('function');
      expect(g.content, g.id).toBeTypeOf('function');
      expect(g.checks, g.id).toBeTypeOf('function');
      expect(g.bench, g.id).toBeDefined();
    }
  });
});

for (const entry of playable) {
  describe(`contract: ${entry.id}`, async () => {
    const rules = await entry.rules!();
    const checks = (await entry.checks!()) as GameChecks<State>;

    it('names its rules after the registry entry and within its seat range', () => {
      expect(rules.id).toBe(entry.id);
      expect(rules.minSeats).toBe(entry.minPlayers);
      expect(rules.maxSeats).toBe(entry.maxPlayers);
      for (const p of checks.playouts) {
        expect(p.seatCount).toBeGreaterThanOrEqual(rules.minSeats);
        expect(p.seatCount).toBeLessThanOrEqual(rules.maxSeats);
      }
    });

    for (const p of checks.playouts) {
      it(`${p.label}: ${p.games} seeded games end, keep their invariants and replay; every view keeps its secrets`, () => {
        let moves = 0;
        for (let g = 0; g < p.games; g++) {
          const seed = 0xc0de + g * 7919;
          const where0 = `${entry.id} ${p.label} game ${g} (seed ${seed})`;
          const start = rules.setup(p.options, p.seatCount, seed) as State;
          const rng = new Rng(seedRng(seed ^ 0x5eed));
          const probe = new Rng(seedRng(seed ^ 0x9e3779b9));
          const deep = g < DEEP_GAMES;
          const log: LoggedMove[] = [];
          let s = start;
          expect(checks.invariants(s), `${where0} at set-up`).toEqual([]);
          while (!rules.outcome(s)) {
            const where = `${where0} move ${log.length}`;
            if (deep) deepCheck(rules, checks, s, p.seatCount, probe, where);
            const d = rules.decision(s);
            if (!d) throw new Error(`${where}: no decision and no outcome`);
            expect(rules.activeSeats(s), where).toEqual([d.seat]);
            const move = randomMove(rules, s, d.seat, rng);
            if (move === null) throw new Error(`${where}: seat ${d.seat} must decide but has no legal move`);
            const r = step(rules, s, d.seat as Seat, move);
            if (!r.ok) throw new Error(`${where}: listed move ${JSON.stringify(move)} refused (${r.reason})`);
            const problems = checks.invariants(r.state as State);
            if (problems.length) throw new Error(`${where} ${JSON.stringify(move)}: ${problems.join('; ')}`);
            if (deep && !r.entry.barrier) {
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
        }
        expect(moves).toBeGreaterThan(p.games);
      });
    }
  });
}
