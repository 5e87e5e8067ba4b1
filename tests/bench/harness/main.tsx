// The bench harness: the app's real modules (GameSession, GameScreen, SaveStore, the game
// packages) on one page, built with the app's Vite config, so the bench can time what a tap
// on a legal move costs (rules, one IndexedDB transaction, re-render, next paint) against a
// bare Dexie put, and what resuming a 2,000-move save costs against reading its rows.
// Driven by scripts/bench.mjs through window.__bench. Never part of the app.
import { render } from 'preact';
import { Dexie } from 'dexie';
import '../../../src/ui/theme.css';
import '../../../src/ui/screens.css';
import { loadGame } from '../../../src/games/registry.ts';
import { GameSession } from '../../../src/table/session.ts';
import { GameScreen } from '../../../src/table/GameScreen.tsx';
import { SaveStore } from '../../../src/storage/saves.ts';
import { SNAPSHOT_EVERY } from '../../../src/storage/db.ts';
import { step, type LoggedMove } from '../../../src/engine/replay.ts';
import { randomMove } from '../../../src/engine/playout.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import { benchGames, startOf } from '../games.ts';
import { createTapBench } from './taps.ts';

type State = { rng: number[] };
const root = document.getElementById('app')!;
/** The app's SaveStore, timing each append: the IndexedDB part of a move commit. */
class TimedStore extends SaveStore {
  appends: number[] = [];
  override async append(...args: Parameters<SaveStore['append']>): ReturnType<SaveStore['append']> {
    const t0 = performance.now();
    try {
      return await super.append(...args);
    } finally {
      this.appends.push(performance.now() - t0);
    }
  }
}
const store = new TimedStore('passamano-bench');
const raw = new Dexie('passamano-bench-raw');
raw.version(1).stores({ rows: 'id' });

const longTasks: { start: number; duration: number }[] = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) longTasks.push({ start: e.startTime, duration: e.duration });
}).observe({ type: 'longtask', buffered: true });

/** Resolves after the next frame is painted: a task queued from requestAnimationFrame runs after it. */
function nextPaint(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => resolve();
      ch.port2.postMessage(0);
    }),
  );
}

/** Waits a random part of a 60 Hz frame, as a finger lands at any moment, not just after a paint. */
function randomPhase(rng: Rng): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, rng.int(0, 16)));
}

/**
 * The same timing with no work at all: from a random moment to the next painted frame. No
 * commit can be faster than this; at 1x it is most of a frame by itself.
 */
async function frameFloor(samples: number, seed: number) {
  const rng = new Rng(seedRng(seed));
  const waits: number[] = [];
  for (let i = 0; i < samples; i++) {
    await randomPhase(rng);
    const t0 = performance.now();
    await nextPaint();
    waits.push(performance.now() - t0);
  }
  return { frameP95: p95(waits) };
}

let benchList: ReturnType<typeof benchGames> | null = null;

async function game(id: string) {
  const g = (await (benchList ??= benchGames())).find((x) => x.id === id);
  if (!g) throw new Error(`no bench game ${id}`);
  return g;
}

async function newSession(id: string, g: number, seed: number): Promise<GameSession> {
  const bench = await game(id);
  const pkg = await loadGame(id);
  const { seatCount, options, state } = startOf(bench, g, seed);
  const seats = Array.from({ length: seatCount }, (_, i) => ({ name: `Seat ${i + 1}`, color: ['#c33', '#36c', '#3a3', '#c93', '#939', '#3cc', '#999'][i] }));
  const saveId = await store.create({ gameId: id, title: id, seats, setup: { options, seatCount, seed }, contentVersion: pkg.rules.contentVersion }, state);
  const loaded = await store.load(saveId, pkg.rules);
  return new GameSession(pkg, store, loaded.meta, loaded.state as State, loaded.log);
}

function p95(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)];
}

/**
 * Plays `moves` seeded random moves (new games as games end) through GameSession.play with
 * GameScreen rendered, timing each from the call to the next painted frame (and, apart, the
 * IndexedDB transaction inside it); then puts records
 * of the same shape and size (move row, metadata and, where the commit wrote one, the
 * snapshot) with bare Dexie. Counts long tasks seen while playing.
 */
async function moveCommit(id: string, moves: number, seed: number) {
  const bench = await game(id);
  const rng = new Rng(seedRng(seed ^ 0x5eed));
  const phaseRng = new Rng(seedRng(seed ^ 0xf4a5e));
  const commits: number[] = [];
  // Each commit's time until GameSession.play resolved (rules, storage and the screen's
  // update, which preact runs before play's caller resumes), the rest being style, layout,
  // paint and the wait for the frame.
  const played: number[] = [];
  const written: unknown[] = [];
  // The bench's own work of picking each move (not the app's): left out of the CPU per move, and
  // a long task while picking (a map game lists thousands of moves) is not the app's either.
  let chooseMs = 0;
  const choosing: [number, number][] = [];
  let g = 0;
  let session = await newSession(id, g, seed);
  render(<GameScreen key={session.id} session={session} />, root);
  await nextPaint();
  const ltBefore = longTasks.length;
  store.appends = [];
  const setups: [number, number][] = [];
  const t0All = performance.now();
  while (commits.length < moves) {
    const d = session.decision();
    if (!d) {
      // A new game when one ends (no game lasts 200 moves): its set-up is not play, and long
      // tasks while it loads are left out of the count.
      const s0 = performance.now();
      g++;
      session = await newSession(id, g, seed + g);
      render(<GameScreen key={session.id} session={session} />, root);
      await nextPaint();
      await nextPaint();
      setups.push([s0, performance.now()]);
      continue;
    }
    const c0 = performance.now();
    const move = randomMove(bench.rules, session.state.value, d.seat, rng);
    const c1 = performance.now();
    chooseMs += c1 - c0;
    choosing.push([c0, c1]);
    await randomPhase(phaseRng);
    const t0 = performance.now();
    const r = await session.play(d.seat, move);
    played.push(performance.now() - t0);
    await nextPaint();
    commits.push(performance.now() - t0);
    if (!r.ok) throw new Error(`${id}: move refused (${r.reason})`);
    const meta = session.meta.value;
    const index = meta.moveCount - 1;
    const entry = session.log.value[index];
    const record: Record<string, unknown> = { row: { saveId: meta.id, index, seat: entry.seat, move: entry.move, barrier: entry.barrier }, meta };
    if (meta.moveCount % SNAPSHOT_EVERY === 0 || meta.status === 'finished') record.state = session.state.value;
    written.push(record);
  }
  const playMs = performance.now() - t0All;
  const seen = longTasks
    .slice(ltBefore)
    .filter((t) => !setups.some(([a, b]) => t.start >= a && t.start < b))
    .filter((t) => !choosing.some(([a, b]) => t.start <= b && a <= t.start + t.duration));
  render(null, root);
  const puts: number[] = [];
  for (let i = 0; i < written.length; i++) {
    const t0 = performance.now();
    await raw.table('rows').put({ id: `${id}-${seed}-${i}`, ...(written[i] as object) });
    puts.push(performance.now() - t0);
  }
  return {
    commitP95: p95(commits),
    commitMedian: [...commits].sort((a, b) => a - b)[commits.length >> 1],
    appendP95: p95(store.appends),
    // The JavaScript beside storage (rules, render) and what follows it to the paint, each at its own p95.
    scriptP95: p95(played.map((x, i) => x - (store.appends[i] ?? 0))),
    paintP95: p95(commits.map((x, i) => x - played[i])),
    putP95: p95(puts),
    longTasks: seen.length,
    longestTask: Math.max(0, ...seen.map((t) => t.duration)),
    games: g + 1,
    playMs,
    chooseMs,
    moves: commits.length,
  };
}

/**
 * Writes a save of `count` real moves: the logs of consecutive seeded games laid end to end
 * (no single game lasts 2,000 moves), the last one still in play, with a snapshot every
 * SNAPSHOT_EVERY moves as the store keeps them, so resuming reads all rows, takes the last
 * snapshot and replays the moves after it, exactly as for a long game.
 */
async function makeLongSave(id: string, count: number, seed: number): Promise<string> {
  const bench = await game(id);
  const pkg = await loadGame(id);
  const rng = new Rng(seedRng(seed ^ 0x5eed));
  const log: LoggedMove[] = [];
  const snapshots: { index: number; state: unknown }[] = [];
  let g = 0;
  let start = startOf(bench, g, seed);
  let first = start;
  let state = start.state as State;
  // Whether the last move answered a secret decision: the table writes it with every move.
  let lastMoveSecret = false;
  snapshots.push({ index: 0, state });
  while (log.length < count) {
    const d = pkg.rules.decision(state);
    if (!d) {
      g++;
      start = startOf(bench, g, seed + g);
      state = start.state as State;
      // The save's setup is the last game's, and a snapshot marks where it starts, so the
      // last snapshot always belongs to the game in play.
      first = start;
      if (snapshots[snapshots.length - 1].index === log.length) snapshots.pop();
      snapshots.push({ index: log.length, state });
      continue;
    }
    const r = step(pkg.rules, state, d.seat, randomMove(bench.rules, state, d.seat, rng));
    if (!r.ok) throw new Error(r.reason);
    lastMoveSecret = !!d.secret;
    state = r.state as State;
    log.push(r.entry);
    if (log.length % SNAPSHOT_EVERY === 0) snapshots.push({ index: log.length, state });
  }
  // Resuming an unfinished game: a log that ends a game exactly at `count` takes the next seed.
  if (pkg.rules.outcome(state)) return makeLongSave(id, count, seed + 1);
  const seats = Array.from({ length: first.seatCount }, (_, i) => ({ name: `Seat ${i + 1}`, color: '#c33' }));
  const t = Date.now();
  const meta = await store.insertComplete(
    { gameId: id, title: `${id} x${count}`, status: 'playing', createdAt: t, updatedAt: t, moveCount: count, seats, setup: { options: first.options, seatCount: first.seatCount, seed }, contentVersion: pkg.rules.contentVersion, kiosk: 0, language: 'it', lastMoveSecret },
    log,
    snapshots,
  );
  return meta.id;
}

/** Opening a saved game to its board painted, and bare Dexie reads of the same records. */
async function resume(id: string, saveId: string, runs: number) {
  const pkg = await loadGame(id);
  const opens: number[] = [];
  const reads: number[] = [];
  const { db } = store;
  for (let r = 0; r < runs; r++) {
    render(null, root);
    await nextPaint();
    const t0 = performance.now();
    const loaded = await store.load(saveId, pkg.rules);
    const session = new GameSession(pkg, store, loaded.meta, loaded.state as State, loaded.log);
    render(<GameScreen key={`${r}`} session={session} />, root);
    if (!root.querySelector('[data-testid="table"], [data-testid="cover"]')) throw new Error('no board rendered');
    await nextPaint();
    opens.push(performance.now() - t0);
    if (loaded.resumedFrom === null) throw new Error('resume did not use a snapshot');

    const t1 = performance.now();
    await db.transaction('r', db.games, db.moves, db.snapshots, async () => {
      const meta = await db.games.get(saveId);
      await db.moves.where('[saveId+index]').between([saveId, 0], [saveId, meta!.moveCount], true, false).toArray();
      await db.snapshots.where('[saveId+index]').between([saveId, 0], [saveId, meta!.moveCount], true, true).last();
    });
    reads.push(performance.now() - t1);
  }
  render(null, root);
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  return { resumeMs: med(opens), rawReadMs: med(reads) };
}

async function reset(): Promise<void> {
  render(null, root);
  await store.db.delete();
  await store.db.open();
  await raw.table('rows').clear();
}

const taps = createTapBench({
  root,
  nextPaint,
  longTasks,
  open: async (id, g, seed) => {
    const session = await newSession(id, g, seed);
    render(<GameScreen key={session.id} session={session} />, root);
    await nextPaint();
    await nextPaint();
    return session;
  },
});

Object.assign(window, { __bench: { frameFloor, moveCommit, makeLongSave, resume, reset, taps, ready: true } });
