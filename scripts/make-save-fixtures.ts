// Writes the old-save fixtures of tests/fixtures/saves-before-toolkit/: seeded random games of
// each game, played with the code of the day they were made, kept as setup + move log + the
// snapshots IndexedDB would hold + the final state. tests/unit/engine/old-saves.test.ts checks
// that today's rules replay them to the same states. Run once per state-shape change:
// `node scripts/run-ts.mjs scripts/make-save-fixtures.ts`.
import { writeFileSync } from 'node:fs';
import { rubicoRules } from '../src/games/rubico/rules.ts';
import { ribelleRules } from '../src/games/repubblica-ribelle/rules.ts';
import { fiammeRules } from '../src/games/fiamme-d-assalto/rules.ts';
import { step, type LoggedMove } from '../src/engine/replay.ts';
import { Rng, seedRng } from '../src/engine/rng.ts';
import type { AnyRules } from '../src/engine/types.ts';

interface Case {
  file: string;
  rules: AnyRules;
  options: unknown;
  seatCount: number;
  seed: number;
  /** Stop after this many moves (a game in progress), or play to the end. */
  stopAt?: number;
}

const CASES: Case[] = [
  { file: 'rubico-5.json', rules: rubicoRules, options: { firstCenturion: 2 }, seatCount: 5, seed: 51 },
  { file: 'rubico-7-in-progress.json', rules: rubicoRules, options: { firstCenturion: 0 }, seatCount: 7, seed: 77, stopAt: 60 },
  { file: 'ribelle-demo-3.json', rules: ribelleRules, options: { demo: true, firstPlayer: 1 }, seatCount: 3, seed: 31 },
  { file: 'ribelle-full-2.json', rules: ribelleRules, options: { demo: false, firstPlayer: 0 }, seatCount: 2, seed: 22, stopAt: 140 },
  { file: 'fiamme-solo-m2.json', rules: fiammeRules, options: { mission: 2, physicalDice: false, roster: null }, seatCount: 1, seed: 12 },
  { file: 'fiamme-coop-physical.json', rules: fiammeRules, options: { mission: 1, physicalDice: true, roster: null }, seatCount: 2, seed: 21 },
];

const SNAPSHOT_EVERY = 25;

export default function main(): void {
  for (const c of CASES) {
    let state = c.rules.setup(c.options, c.seatCount, c.seed);
    const rng = new Rng(seedRng(c.seed ^ 0x5a5a));
    const moves: LoggedMove[] = [];
    const snapshots: { index: number; state: unknown }[] = [];
    while (!c.rules.outcome(state) && (c.stopAt === undefined || moves.length < c.stopAt)) {
      const seat = c.rules.activeSeats(state)[0];
      const legal = c.rules.legalMoves(state, seat);
      if (legal.length === 0) throw new Error(`${c.file}: no legal move at ${moves.length}`);
      const r = step(c.rules, state, seat, rng.pick(legal));
      if (!r.ok) throw new Error(`${c.file}: ${r.reason}`);
      state = r.state;
      moves.push(r.entry);
      if (moves.length % SNAPSHOT_EVERY === 0) snapshots.push({ index: moves.length, state });
      if (moves.length > 20000) throw new Error(`${c.file}: too long`);
    }
    const fixture = {
      gameId: c.rules.id,
      contentVersion: c.rules.contentVersion,
      setup: { options: c.options, seatCount: c.seatCount, seed: c.seed },
      moves,
      snapshots: snapshots.slice(-2),
      final: state,
      over: c.rules.outcome(state) !== null,
    };
    const out = new URL(`../tests/fixtures/saves-before-toolkit/${c.file}`, import.meta.url);
    writeFileSync(out, JSON.stringify(fixture));
    console.log(c.file, moves.length, 'moves', fixture.over ? 'ended' : 'in progress');
  }
}
