// Corteo's resume in Node, piece by piece: builds the bench's 2,000-move save the way
// scripts/bench.mjs's harness does (seed 77, snapshots every SNAPSHOT_EVERY), then times the
// replay from the last snapshot, a fresh JSON copy of the snapshot (IndexedDB hands a clone),
// rules.view and rules.decision, the table's own derivations of the first render and the
// city's drawing.
// `node scripts/run-ts.mjs tests/bench/corteo-resume.ts`
import { canUndo, step, replay, type LoggedMove } from '../../src/engine/replay.ts';
import { randomMove } from '../../src/engine/playout.ts';
import { Rng, seedRng } from '../../src/engine/rng.ts';
import { SNAPSHOT_EVERY } from '../../src/storage/db.ts';
import { benchGames, startOf } from './games.ts';

function time<T>(label: string, n: number, f: () => T): T {
  let r!: T;
  f();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) r = f();
  console.log(`${label}: ${((performance.now() - t0) / n).toFixed(2)} ms`);
  return r;
}

export default async function main(): Promise<void> {
  const bench = (await benchGames()).find((g) => g.id === 'corteo')!;
  const { rules } = bench;
  const seed = Number(process.env.SEED ?? 77);
  const count = Number(process.env.COUNT ?? 2000);
  const rng = new Rng(seedRng(seed ^ 0x5eed));
  const log: LoggedMove[] = [];
  const snapshots: { index: number; state: unknown }[] = [];
  let g = 0;
  let first = startOf(bench, g, seed);
  let state = first.state as { rng: number[] };
  snapshots.push({ index: 0, state });
  const t0 = performance.now();
  while (log.length < count) {
    const d = rules.decision(state);
    if (!d) {
      g++;
      first = startOf(bench, g, seed + g);
      state = first.state as { rng: number[] };
      if (snapshots[snapshots.length - 1].index === log.length) snapshots.pop();
      snapshots.push({ index: log.length, state });
      continue;
    }
    const r = step(rules, state, d.seat, randomMove(rules, state, d.seat, rng));
    if (!r.ok) throw new Error(r.reason);
    state = r.state as { rng: number[] };
    log.push(r.entry);
    if (log.length % SNAPSHOT_EVERY === 0) snapshots.push({ index: log.length, state });
  }
  console.log(`built ${count} moves in ${g + 1} games, ${(performance.now() - t0).toFixed(0)} ms; outcome ${JSON.stringify(rules.outcome(state))}`);
  const snap = snapshots[snapshots.length - 1];
  const tail = log.slice(snap.index);
  console.log(`last snapshot at ${snap.index}, ${tail.length} moves to replay; snapshot JSON ${JSON.stringify(snap.state).length} chars`);
  const copy = () => JSON.parse(JSON.stringify(snap.state));
  time('clone snapshot (JSON)', 20, copy);
  const end = time('replay tail', 20, () => replay(rules, copy() as { rng: number[] }, tail, snap.index));
  const d = time('decision', 50, () => rules.decision(end));
  const seat = d ? d.seat : 0;
  const v = time('view', 50, () => rules.view(end, seat));
  time('legalMoves', 50, () => rules.legalMoves(end, seat));
  const ui = await import('../../src/games/corteo/ui/model.ts');
  time('boardOf', 50, () => ui.boardOf(v as never));
  const { cityOf } = await import('../../src/games/corteo/rules/board.ts');
  time('cityOf (view)', 50, () => cityOf(v as never));
  // The city's drawing (the map's one image): the first time in this process, then again.
  const { citySvg } = await import('../../src/games/corteo/ui/city-svg.ts');
  const city = cityOf(v as never);
  let t = performance.now();
  citySvg(city, 'it', null);
  console.log(`city drawing, first: ${(performance.now() - t).toFixed(1)} ms`);
  t = performance.now();
  for (let i = 0; i < 10; i++) citySvg(city, 'en', null);
  console.log(`city drawing, again: ${((performance.now() - t) / 10).toFixed(1)} ms`);
  // The table's undo question on the first screen (src/table/session.ts lastMoveSecret): the
  // whole log but its last move replayed from the setup (here the last game's: the save's).
  const seat0 = d ? d.seat : 0;
  const undo = canUndo(rules, end, log, seat0);
  t = performance.now();
  let replayed = 'replayed';
  try {
    replay(rules, rules.setup(first.options, first.seatCount, seed + g), log.slice(0, -1), 0);
  } catch (e) {
    replayed = `stopped: ${(e as Error).message}`;
  }
  console.log(`canUndo ${undo}; lastMoveSecret's replay of ${log.length - 1} moves from the setup: ${(performance.now() - t).toFixed(0)} ms (${replayed})`);
  // Each move of the tail, by type.
  const by = new Map<string, number[]>();
  let s = copy() as { rng: number[] };
  for (const m of tail) {
    const t = performance.now();
    const r = step(rules, s, m.seat, m.move);
    const ms = performance.now() - t;
    if (!r.ok) throw new Error(r.reason);
    s = r.state as { rng: number[] };
    const k = (m.move as { type: string }).type;
    by.set(k, [...(by.get(k) ?? []), ms]);
  }
  for (const [k, xs] of by) console.log(`  ${k}: ${xs.length} moves, ${xs.reduce((a, b) => a + b, 0).toFixed(2)} ms`);
}
