// Writes the fixtures of tests/fixtures/saves-before-order-of-play/: a seeded random game of
// every game, scenario and mode, played with the rules as they were before the engine took over
// the order of play (issue 29), kept as setup + move log + the snapshots IndexedDB would hold +
// what every seat could observe at each snapshot and at the end. The state's own shape may change
// with that work (a call stack instead of a game's queues), so the fixtures keep what a player
// and an app player can tell (views, decision, legal moves, outcome, RNG), not the raw state.
// tests/unit/engine/order-of-play-saves.test.ts replays them with today's rules.
// Run once, with the code of the day: `node scripts/run-ts.mjs scripts/make-order-fixtures.ts`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { step, type LoggedMove } from '../src/engine/replay.ts';
import { Rng, seedRng } from '../src/engine/rng.ts';
import type { AnyRules } from '../src/engine/types.ts';
import { observe, ORDER_FIXTURE_CASES, type OrderFixture } from '../tests/fixtures/order-of-play.ts';

const SNAPSHOT_EVERY = 25;
const SNAPSHOTS_KEPT = 1;

function play(rules: AnyRules, options: unknown, seatCount: number, seed: number, stopAt?: number) {
  let state = rules.setup(options, seatCount, seed);
  const rng = new Rng(seedRng(seed ^ 0x5a5a));
  const moves: LoggedMove[] = [];
  const snapshots: { index: number; state: unknown }[] = [];
  while (!rules.outcome(state) && (stopAt === undefined || moves.length < stopAt)) {
    const seat = rules.activeSeats(state)[0];
    const legal = rules.legalMoves(state, seat);
    if (legal.length === 0) throw new Error(`${rules.id} seed ${seed}: no legal move at move ${moves.length}`);
    const r = step(rules, state, seat, rng.pick(legal));
    if (!r.ok) throw new Error(`${rules.id} seed ${seed}: ${r.reason}`);
    state = r.state;
    moves.push(r.entry);
    if (moves.length % SNAPSHOT_EVERY === 0) snapshots.push({ index: moves.length, state });
    if (moves.length > 40_000) throw new Error(`${rules.id} seed ${seed}: too long`);
  }
  return { state, moves, snapshots };
}

export default async function main(): Promise<void> {
  const dir = new URL('../tests/fixtures/saves-before-order-of-play/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  for (const c of ORDER_FIXTURE_CASES) {
    const rules = await c.rules();
    const options = typeof c.options === 'function' ? await c.options() : c.options;
    let seed = c.seed;
    // A seed whose random game reaches a dead end (a bug the soak is there to find) is skipped
    // and said: the fixture must replay, so it cannot hold a game that cannot go on.
    let game: ReturnType<typeof play> | null = null;
    for (let tries = 0; game === null; tries++) {
      try {
        game = play(rules, options, c.seatCount, seed, c.stopAt);
      } catch (err) {
        if (tries >= 20) throw err;
        console.warn(`${c.file}: ${(err as Error).message}; next seed`);
        seed++;
      }
    }
    const { state, moves, snapshots } = game;
    const kept = snapshots.slice(-SNAPSHOTS_KEPT);
    const fixture: OrderFixture = {
      gameId: rules.id,
      contentVersion: rules.contentVersion,
      setup: { options, seatCount: c.seatCount, seed },
      moves,
      snapshots: kept.map((snap) => ({ ...snap, observed: observe(rules, snap.state, c.seatCount) })),
      final: observe(rules, state, c.seatCount),
      over: rules.outcome(state) !== null,
    };
    writeFileSync(new URL(c.file, dir), JSON.stringify(fixture));
    console.log(c.file, moves.length, 'moves', fixture.over ? 'ended' : 'in progress');
  }
}
