// The app players' part of the contract (issue 11; DESIGN.md, "App players"), one test for
// every game of the registry with `players`: each level plays whole seeded games, every seat
// the app, through `observe` and `choose` only, every move legal, to an outcome; honesty: at
// many states of seeded random games, the deciding seat's choice at every level (trial levels
// included) stays the same when everything the seat may not see is reshuffled (the game's
// checks.reshuffleHidden), same observation and same seeded RNG (also at states of games the app
// plays, where a game asks: checks.honestyAppGames); determinization: a state
// sampled from a seat's view shows that seat the same view, keeps the game's invariants and
// offers the deciding seat the same moves. The rest of the contract is contract.test.ts.
import { describe, expect, it } from 'vitest';
import { randomMove } from '../../../src/engine/playout.ts';
import { IllegalChoice, indexOfMove, LEVELS, observe, type AppPlayers, type Level } from '../../../src/engine/players.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import type { AnyRules, Seat } from '../../../src/engine/types.ts';
import { GAMES, type GameEntry } from '../../../src/games/registry.ts';
import type { GameChecks } from '../../../src/games/types.ts';

type State = { rng: readonly number[] };
const MAX_MOVES = 20_000;
/** Whole games per level, every seat the app (strong searches: the costly one). */
const GAMES_PER_LEVEL: Record<Level, number> = { easy: 2, normal: 2, strong: 1 };
/** Seeded random games whose states the honesty and determinization checks sample (three seat counts). */
const SAMPLED_GAMES = 3;
/** States of each sampled game where every level's choice is checked; strong on every STRONG_EVERY-th. */
const STATES_PER_GAME = 24;
const STRONG_EVERY = 4;
/** States of each game the app plays (checks.honestyAppGames), every level's choice checked at each. */
const APP_STATES = 96;
/** Determinizations drawn for each seat at each sampled state. */
const DRAWS = 2;

/** Seeded game `g` of a game's bench entry: its seat count (cycling) and options. */
function setupOf(entry: GameEntry, rules: AnyRules, g: number) {
  const seats = entry.bench?.seats ?? [rules.minSeats];
  const seatCount = seats[g % seats.length];
  const defaults = rules.defaultOptions(seatCount) as Record<string, unknown>;
  return { seatCount, options: entry.bench?.options ? entry.bench.options(defaults, g) : defaults };
}

/** `count` states with a decision, spread evenly over a seeded random game (its seat count with them). */
function sampledStates(entry: GameEntry, rules: AnyRules, g: number, count: number): { seatCount: number; states: State[] } {
  const { seatCount, options } = setupOf(entry, rules, g);
  const seed = 0x5a4d + g * 7919;
  const rng = new Rng(seedRng(seed ^ 0x5eed));
  const all: State[] = [];
  let s = rules.setup(options, seatCount, seed) as State;
  for (let d = rules.decision(s); d; d = rules.decision(s)) {
    all.push(s);
    const r = rules.apply(s, d.seat, randomMove(rules, s, d.seat, rng));
    if (!r.ok) throw new Error(`${entry.id} game ${g}: a random move was refused (${r.reason})`);
    s = r.state as State;
    if (all.length > MAX_MOVES) throw new Error(`${entry.id} game ${g}: no end after ${MAX_MOVES} moves`);
  }
  const states = all.length <= count ? all : Array.from({ length: count }, (_, i) => all[Math.floor((i * all.length) / count)]);
  return { seatCount, states };
}

/**
 * `count` states with a decision, spread evenly over seeded game `g` played by the app at its
 * normal level (or its first), every seat: the positions a searched level judges.
 */
function appPlayedStates(entry: GameEntry, rules: AnyRules, players: AppPlayers, g: number, count: number): { seatCount: number; states: State[] } {
  const { seatCount, options } = setupOf(entry, rules, g);
  const seed = 0x5a4e + g * 7919;
  const level: Level = players.levels.includes('normal') ? 'normal' : players.levels[0];
  const rngs = Array.from({ length: seatCount }, (_, i) => new Rng(seedRng(seed ^ (0x2000 + i))));
  const all: State[] = [];
  let s = rules.setup(options, seatCount, seed) as State;
  for (let d = rules.decision(s); d; d = rules.decision(s)) {
    all.push(s);
    const r = rules.apply(s, d.seat, players.choose(level, observe(rules, s, d.seat, seatCount)!, rngs[d.seat]));
    if (!r.ok) throw new Error(`${entry.id} app game ${g}: a ${level} move was refused (${r.reason})`);
    s = r.state as State;
    if (all.length > MAX_MOVES) throw new Error(`${entry.id} app game ${g}: no end after ${MAX_MOVES} moves`);
  }
  const states = all.length <= count ? all : Array.from({ length: count }, (_, i) => all[Math.floor((i * all.length) / count)]);
  return { seatCount, states };
}

/**
 * Plays seeded game `g` to its end with every seat the app at `level`, through `observe` and
 * `choose` only; throws where a choice is not among the seat's legal moves, is refused, or
 * breaks the game's invariants.
 */
function playWholeGame(entry: GameEntry, rules: AnyRules, checks: GameChecks<State>, players: AppPlayers, level: Level, g: number): void {
  const { seatCount, options } = setupOf(entry, rules, g);
  const seed = 0xa99 + g * 7919;
  const where0 = `${entry.id} ${level} game ${g} (${seatCount} seats, seed ${seed})`;
  const rngs = Array.from({ length: seatCount }, (_, i) => new Rng(seedRng(seed ^ (0x1000 + i))));
  let s = rules.setup(options, seatCount, seed) as State;
  let moves = 0;
  for (let d = rules.decision(s); d; d = rules.decision(s)) {
    const where = `${where0} move ${moves}`;
    const obs = observe(rules, s, d.seat, seatCount);
    if (!obs) throw new Error(`${where}: seat ${d.seat} decides but has no observation`);
    let move: unknown;
    try {
      move = players.choose(level, obs, rngs[d.seat]);
    } catch (err) {
      if (err instanceof IllegalChoice) throw new Error(`${where}: chose ${JSON.stringify(err.move)}, not among its legal moves`);
      throw err;
    }
    if (indexOfMove(obs.moves, move) < 0) throw new Error(`${where}: chose ${JSON.stringify(move)}, not among its legal moves`);
    const r = rules.apply(s, d.seat, move);
    if (!r.ok) throw new Error(`${where}: ${JSON.stringify(move)} refused (${r.reason})`);
    s = r.state as State;
    const problems = checks.invariants(s);
    if (problems.length) throw new Error(`${where} ${JSON.stringify(move)}: ${problems.join('; ')}`);
    if (++moves > MAX_MOVES) throw new Error(`${where0}: no end after ${MAX_MOVES} moves`);
  }
  const outcome = rules.outcome(s);
  expect(outcome, `${where0}: no decision and no outcome`).not.toBeNull();
  for (const w of outcome!.winners) expect(w >= 0 && w < seatCount, `${where0}: winner ${w}`).toBe(true);
}

describe('the registry', () => {
  it('lists levels exactly for the games with app players', () => {
    for (const entry of GAMES) expect(`${entry.id}: ${entry.levels !== undefined}`).toBe(`${entry.id}: ${entry.players !== undefined}`);
  });
});

for (const entry of GAMES.filter((g) => g.players && g.rules && g.checks)) {
  describe(`app players: ${entry.id}`, async () => {
    const rules = await entry.rules!();
    const checks = (await entry.checks!()) as GameChecks<State>;
    const players: AppPlayers = await entry.players!();

    it('offers its levels, easiest first, the ones its registry entry lists for the wizard and the kiosk', () => {
      expect(players.levels.length).toBeGreaterThan(0);
      expect([...players.levels]).toEqual(LEVELS.filter((l) => players.levels.includes(l)));
      expect(entry.levels).toEqual([...players.levels]);
    });

    for (const [li, level] of players.levels.entries()) {
      it(`${level}: every seat the app, ${GAMES_PER_LEVEL[level]} seeded games end with legal moves only`, () => {
        // Each level its own games, so the levels together cover more seat counts and options.
        for (let k = 0; k < GAMES_PER_LEVEL[level]; k++) playWholeGame(entry, rules, checks, players, level, li + k * players.levels.length);
      });
    }

    it("fails a player whose own choice is not a legal move (the plan's choice is checked, never swapped)", () => {
      let asked = 0;
      const cheat: AppPlayers = { ...players, choose: (lvl, obs, rng) => (++asked === 3 ? { type: 'not-a-move' } : players.choose(lvl, obs, rng)) };
      expect(() => playWholeGame(entry, rules, checks, cheat, players.levels[0], 0)).toThrow(/not among its legal moves/);
    });

    const appGames = checks.honestyAppGames ?? 0;
    it(`honesty: at ${STATES_PER_GAME} states of ${SAMPLED_GAMES} random games${appGames ? ` and ${APP_STATES} of ${appGames} played by the app` : ''}, no level's choice changes when what the seat may not see is reshuffled`, () => {
      // The random games, then the app's (g from SAMPLED_GAMES on).
      for (let g = 0; g < SAMPLED_GAMES + appGames; g++) {
        const app = g >= SAMPLED_GAMES;
        const { seatCount, states } = app ? appPlayedStates(entry, rules, players, g - SAMPLED_GAMES, APP_STATES) : sampledStates(entry, rules, g, STATES_PER_GAME);
        states.forEach((s, i) => {
          const seat = rules.decision(s)!.seat as Seat;
          const where = `${entry.id} ${app ? 'app ' : ''}game ${g} state ${i} seat ${seat}`;
          const obs = observe(rules, s, seat, seatCount)!;
          const other = checks.reshuffleHidden(s, seat, new Rng(seedRng(0x0b5 + i)));
          const obs2 = observe(rules, other, seat, seatCount);
          expect(obs2, `${where}: the observation changes when its hidden facts are reshuffled`).toEqual(obs);
          // The trial levels too: played by the bench though not offered, they must be as honest.
          for (const level of [...players.levels, ...(players.trial ?? [])]) {
            // In the app's games (few, and what a searched level judges) at every state.
            if (level === 'strong' && !app && i % STRONG_EVERY !== 0) continue;
            const k = 0xc4 + g * 1000 + i;
            const a = players.choose(level, obs, new Rng(seedRng(k)));
            const b = players.choose(level, obs2!, new Rng(seedRng(k)));
            expect(b, `${where} ${level}: the choice changes when its hidden facts are reshuffled`).toEqual(a);
          }
        });
      }
    });

    if (players.determinize) {
      const determinize = players.determinize.bind(players);
      it(`determinize: a state sampled from a seat's view shows it that view, keeps the invariants and the same moves`, () => {
        for (let g = 0; g < SAMPLED_GAMES; g++) {
          const { seatCount, states } = sampledStates(entry, rules, g, STATES_PER_GAME);
          states.forEach((s, i) => {
            const decider = rules.decision(s)!.seat;
            for (let seat = 0; seat < seatCount; seat++) {
              const view = rules.view(s, seat);
              for (let k = 0; k < DRAWS; k++) {
                const where = `${entry.id} game ${g} state ${i} seat ${seat} draw ${k}`;
                const t = determinize(view, seat, new Rng(seedRng(0xde7 + i * 31 + k))) as State;
                expect(rules.view(t, seat), `${where}: the sampled state's view`).toEqual(view);
                expect(checks.invariants(t), `${where}: the sampled state's invariants`).toEqual([]);
                if (seat === decider) expect(rules.legalMoves(t, seat), `${where}: the sampled state's moves`).toEqual(rules.legalMoves(s, seat));
              }
            }
          });
        }
      });
    }
  });
}
