// npm run bench: how fast and light Passamano is, beside the floor it could reach, in one run.
//
// Builds the app, a minimal Preact + signals page (tests/bench/baseline) and the bench harness
// (tests/bench/harness, the app's own modules) with the app's Vite config, serves them with
// `vite preview`, measures in the system Chromium on a phone-sized touch viewport (Pixel 7)
// and in Node, prints a table and, as the last line, one JSON object. Figures are medians of
// BENCH_RUNS runs (p95 where named). Then runs `npm run strength` (scripts/strength.mjs: the
// app players' win rates and thinking times) and adds its table and its figures (`strength`).
// See tests/bench/README.md.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, readFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, devices } from '@playwright/test';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = process.env.BENCH_DIR || join(tmpdir(), 'passamano-bench');
const basePort = Number(process.env.BENCH_PORT ?? 4391);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const MOVES = Number(process.env.BENCH_MOVES ?? 200);
// Real taps on each table's targets, at 4x and at 1x (tests/bench/harness/taps.ts); 0 leaves them out.
const TAPS = Number(process.env.BENCH_TAPS ?? 60);
const THROTTLE = 4;
// Every playable game of the registry, in the order of the table; BENCH_GAMES=rubico,corteo
// measures only those (ids or their first letters: `ribelle` finds repubblica-ribelle).
const ALL_GAMES = ['rubico', 'repubblica-ribelle', 'fiamme-d-assalto', 'fabrisiko', 'corteo'];
const GAME_IDS = pickGames(process.env.BENCH_GAMES);
// BENCH_HOME=0 leaves out the app's and the floor page's builds, initial JS and cold start;
// BENCH_HOME=only measures those alone (no harness, playouts or app players) and lists the files.
const HOME = process.env.BENCH_HOME !== '0';
const HOME_ONLY = process.env.BENCH_HOME === 'only';
// BENCH_APP_DIST=dir: the app's build is taken from dir (built with --manifest, e.g. another
// checkout's dist/) instead of being built here, to compare two builds' first screens in turn.
const APP_DIST = process.env.BENCH_APP_DIST;

function pickGames(list) {
  if (!list) return ALL_GAMES;
  const picked = list.split(',').map((w) => w.trim()).filter(Boolean).map((w) => {
    const id = ALL_GAMES.find((g) => g === w) ?? ALL_GAMES.find((g) => g.includes(w));
    if (!id) throw new Error(`BENCH_GAMES: no game ${w} (games: ${ALL_GAMES.join(', ')})`);
    return id;
  });
  return ALL_GAMES.filter((g) => picked.includes(g));
}
import { chromiumArgs as args, chromiumPath as executablePath } from './chromium.mjs';
const vite = join(root, 'node_modules/vite/bin/vite.js');
const log = (...a) => console.error('[bench]', ...a);

const loadAtStart = loadavg()[0];
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function build(name, extra) {
  log(`building ${name}`);
  const r = spawnSync(process.execPath, [vite, 'build', ...extra, '--outDir', join(out, name), '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.status !== 0) throw new Error(`vite build of ${name} failed`);
}

async function serve(name, port) {
  const child = spawn(process.execPath, [vite, 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', join(out, name)], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`vite preview for ${name} exited (port ${port} busy?)`);
    try {
      if ((await fetch(url)).ok) return { child, url };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`vite preview for ${name} did not start`);
}

/** Records when [data-testid=home] first appears, in ms since navigation start. */
function markHome() {
  const mark = () => {
    if (!window.__homeAt && document.querySelector('[data-testid="home"]')) window.__homeAt = performance.now();
  };
  new MutationObserver(mark).observe(document, { subtree: true, childList: true });
}

/**
 * First visit online (JavaScript fetched before the home is interactive), then `RUNS` cold
 * starts offline from the service worker (stopped before each), CPU throttled 4x.
 */
async function homeFigures(browser, url, distDir) {
  // An Italian browser: a first run follows the browser's language, and the figures are Italian's.
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'it-IT', serviceWorkers: 'allow' });
  await context.addInitScript(markHome);
  let page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => window.__homeAt);
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime < window.__homeAt && /\.m?js(\?|$)/.test(new URL(e.name).pathname))
      .map((e) => new URL(e.name).pathname),
  );
  const entry = await page.evaluate(() => [...document.querySelectorAll('script[src]')].map((s) => new URL(s.src).pathname));
  const files = [...new Set([...entry, ...scripts])];
  const jsGzip = files.reduce((sum, p) => sum + gz(join(distDir, p)), 0);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.close();
  await context.setOffline(true);
  const times = [];
  for (let r = 0; r < RUNS; r++) {
    page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const response = await page.goto(url, { waitUntil: 'commit' });
    if (!response?.fromServiceWorker()) throw new Error(`${url} was not served by the service worker offline`);
    await page.waitForFunction(() => window.__homeAt, null, { timeout: 60_000 });
    times.push(await page.evaluate(() => window.__homeAt));
    await page.close();
  }
  await context.close();
  return { files, jsGzip, coldStartMs: median(times) };
}

/** Gzip bytes of each game's chunk and the static imports it adds beyond the home's files. */
function gameChunks(distDir, homeFiles) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  const home = new Set(homeFiles.map((f) => f.replace(/^\//, '')));
  const result = {};
  for (const id of GAME_IDS) {
    const key = `src/games/${id}/index.ts`;
    if (!manifest[key]) continue;
    const seen = new Set();
    const visit = (k) => {
      const c = manifest[k];
      if (!c || seen.has(c.file)) return;
      seen.add(c.file);
      for (const i of c.imports ?? []) visit(i);
    };
    visit(key);
    result[id] = [...seen].filter((f) => !home.has(f)).reduce((sum, f) => sum + gz(join(distDir, f)), 0);
  }
  return result;
}

async function harnessFigures(browser, url) {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'it-IT' });
  const page = await context.newPage();
  // BENCH_REDUCED_MOTION=1: the tables' own animations of a move left out, to see what they cost.
  if (process.env.BENCH_REDUCED_MOTION === '1') await page.emulateMedia({ reducedMotion: 'reduce' });
  page.on('pageerror', (e) => log('harness error:', e.message));
  await page.goto(url);
  await page.waitForFunction(() => window.__bench?.ready);
  const cdp = await context.newCDPSession(page);
  const figures = { commit: {}, commitUnthrottled: {}, cpuPerMove: {}, append: {}, put: {}, putUnthrottled: {}, longTasks: {}, longest: {}, resume: {}, rawRead: {}, taps: {}, tapsUnthrottled: {} };
  // The floor of the commit timings: a random moment to the next painted frame, with no work.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  figures.frame = (await page.evaluate(() => window.__bench.frameFloor(200, 7))).frameP95;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  figures.frameUnthrottled = (await page.evaluate(() => window.__bench.frameFloor(200, 7))).frameP95;
  log(`next frame with no work, p95: ${figures.frame.toFixed(1)} ms (4x), ${figures.frameUnthrottled.toFixed(1)} ms (1x)`);
  for (const id of GAME_IDS) {
    const runs = [];
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    for (let r = 0; r < Math.max(1, Math.ceil(RUNS / 2)); r++) {
      await page.evaluate(() => window.__bench.reset());
      const profiling = PROFILE_DIR && r === 0;
      const tracing = TRACE_DIR && r === 0;
      if (tracing) await startTrace(cdp);
      if (profiling) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
      }
      runs.push(await page.evaluate(([id, n, seed]) => window.__bench.moveCommit(id, n, seed), [id, MOVES, 1000 + r]));
      if (profiling) writeProfile(id, (await cdp.send('Profiler.stop')).profile);
      if (tracing) writeTrace(id, await stopTrace(cdp));
    }
    figures.commit[id] = median(runs.map((x) => x.commitP95));
    figures.put[id] = median(runs.map((x) => x.putP95));
    figures.append[id] = median(runs.map((x) => x.appendP95));
    figures.longTasks[id] = median(runs.map((x) => x.longTasks));
    figures.longest[id] = Math.max(...runs.map((x) => x.longestTask));
    const script = median(runs.map((x) => x.scriptP95));
    const paint = median(runs.map((x) => x.paintP95));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.evaluate(() => window.__bench.reset());
    // The 1x run is traced (toplevel tasks only): the main thread's CPU time per move, which a
    // busy machine changes far less than the wall-clock figures (the thread waits, it does not work).
    // The bench's own picking of each random move is taken out; new games' set-ups stay in.
    await cdp.send('Tracing.start', { transferMode: 'ReturnAsStream', traceConfig: { includedCategories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'] } });
    const free = await page.evaluate(([id, n]) => window.__bench.moveCommit(id, n, 1000), [id, MOVES]);
    figures.cpuPerMove[id] = (mainThreadCpu(await stopTrace(cdp)) - free.chooseMs) / free.moves;
    figures.commitUnthrottled[id] = free.commitP95;
    figures.putUnthrottled[id] = free.putP95;
    log(`${id}: commit p95 ${figures.commit[id].toFixed(1)} ms (4x; IndexedDB part ${figures.append[id].toFixed(1)} ms, rules and render ${script.toFixed(1)} ms, then to the paint ${paint.toFixed(1)} ms), ${free.commitP95.toFixed(1)} ms (1x), main-thread CPU ${figures.cpuPerMove[id].toFixed(1)} ms a move (1x), put p95 ${figures.put[id].toFixed(1)} ms, long tasks ${figures.longTasks[id]}`);
    const saveId = await page.evaluate(([id]) => window.__bench.makeLongSave(id, 2000, 77), [id]);
    const res = await page.evaluate(([id, saveId, runs]) => window.__bench.resume(id, saveId, runs), [id, saveId, RUNS]);
    figures.resume[id] = res.resumeMs;
    figures.rawRead[id] = res.rawReadMs;
    log(`${id}: resume of 2,000 moves ${res.resumeMs.toFixed(1)} ms, raw read ${res.rawReadMs.toFixed(1)} ms`);
    if (TAPS > 0) {
      for (const [rate, into] of [[THROTTLE, figures.taps], [1, figures.tapsUnthrottled]]) {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        await page.evaluate(() => window.__bench.reset());
        into[id] = await tapRun(page, id, TAPS, 2000);
        const t = into[id];
        log(`${id}: taps at ${rate}x, p95 to the paint: a move ${fmt(t.move)} (${t.counts.move}), the screen only ${fmt(t.ui)} (${t.counts.ui}), the cover lifted ${fmt(t.reveal)} (${t.counts.reveal}); no answer ${t.counts.none}, moves played for the taps ${t.nudges}, long tasks ${t.longTasks}`);
      }
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
  }
  await context.close();
  return figures;
}

const fmt = (x) => (x === null ? '-' : `${x.toFixed(1)} ms`);
const p95 = (xs) => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)];
};

/**
 * `n` real taps on game `id`'s table (tests/bench/harness/taps.ts picks each target, seeded):
 * a touch tap through CDP, or a held press on the cover's ring, then the page's timing of the
 * paint that answered. Twenty taps in a row that play nothing (a step whose targets the seeded
 * pick keeps missing) get one random legal move played for them, not timed.
 */
async function tapRun(page, id, n, seed) {
  await page.evaluate(([id, seed]) => window.__bench.taps.start(id, seed), [id, seed]);
  const times = { move: [], ui: [], reveal: [], event: [] };
  const counts = { move: 0, ui: 0, reveal: 0, none: 0 };
  let nudges = 0;
  let idle = 0;
  for (let i = 0; i < n; ) {
    const target = await page.evaluate(() => window.__bench.taps.next());
    if (target === 'new-game') continue;
    if (target.x < 0 || idle >= 20) {
      await page.evaluate(() => window.__bench.taps.nudge());
      nudges++;
      idle = 0;
      continue;
    }
    await page.evaluate(() => window.__bench.taps.arm());
    let r;
    if (target.kind === 'hold') {
      await page.mouse.move(target.x, target.y);
      await page.mouse.down();
      // Watched from before the ring fills, so the paint without the cover is seen when it comes.
      const answer = page.evaluate(() => window.__bench.taps.result('hold'));
      await page.waitForTimeout(450);
      await page.mouse.up();
      r = await answer;
    } else {
      await page.touchscreen.tap(target.x, target.y);
      r = await page.evaluate(() => window.__bench.taps.result('tap'));
    }
    i++;
    counts[r.kind]++;
    if (r.kind !== 'none') times[r.kind].push(r.ms);
    if (r.eventMs !== null) times.event.push(r.eventMs);
    idle = r.kind === 'move' || r.kind === 'reveal' ? 0 : idle + 1;
  }
  const lt = await page.evaluate(() => window.__bench.taps.longTasks());
  return { move: p95(times.move), ui: p95(times.ui), reveal: p95(times.reveal), eventTiming: p95(times.event), counts, nudges, longTasks: lt.count, longestTask: lt.longest };
}

/**
 * BENCH_PROFILE=dir: the first 4x move-commit run of each game is profiled (CDP sampling
 * profiler) into dir/<game>.cpuprofile (open it in Chromium's DevTools), and the functions
 * with the most self time, then with the most total time (themselves and what they call), are
 * printed. The harness is then built unminified, so the names are the source's.
 */
const PROFILE_DIR = process.env.BENCH_PROFILE;

function writeProfile(id, profile) {
  mkdirSync(PROFILE_DIR, { recursive: true });
  writeFileSync(join(PROFILE_DIR, `${id}.cpuprofile`), JSON.stringify(profile));
  const self = new Map();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const dt = new Map();
  profile.samples.forEach((sid, i) => dt.set(sid, (dt.get(sid) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  for (const [sid, us] of dt) {
    const f = byId.get(sid).callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + us);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  log(`${id}: profile in ${join(PROFILE_DIR, `${id}.cpuprofile`)}, most self time:`);
  for (const [k, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) log(`  ${(us / 1000).toFixed(0).padStart(6)} ms ${((100 * us) / total).toFixed(1).padStart(5)} %  ${k}`);
  // Total time: each sample counts once for every named function on its stack.
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inclusive = new Map();
  for (const [sid, us] of dt) {
    const seen = new Set();
    for (let id = sid; id !== undefined; id = parent.get(id)) {
      const f = byId.get(id).callFrame;
      if (!f.functionName || !f.url) continue;
      const key = `${f.functionName} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + us);
    }
  }
  log(`${id}: most total time (named functions of the page):`);
  for (const [k, us] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 30)) log(`  ${(us / 1000).toFixed(0).padStart(6)} ms ${((100 * us) / total).toFixed(1).padStart(5)} %  ${k}`);
}

/**
 * BENCH_TRACE=dir: the first 4x move-commit run of each game is traced (CDP Tracing, the
 * DevTools timeline's categories) into dir/<game>.trace.json (open it in DevTools' Performance
 * panel), and the main thread's time is printed by kind of work: script, style, layout, paint,
 * so a slow commit says whether the scripts or the styles and layout of the page cost it.
 */
const TRACE_DIR = process.env.BENCH_TRACE;
// BENCH_TRACE_INVALIDATIONS=1 adds what dirtied each style and layout (DevTools' invalidation
// tracking: the node and the reason), to find which change relays out a whole table.
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'v8.execute'].concat(
  process.env.BENCH_TRACE_INVALIDATIONS === '1' ? ['disabled-by-default-devtools.timeline.invalidationTracking'] : [],
);

async function startTrace(cdp) {
  await cdp.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    traceConfig: { includedCategories: TRACE_CATEGORIES },
  });
}

async function stopTrace(cdp) {
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  const { stream } = await done;
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  return JSON.parse(text);
}

/** The renderer main thread's CPU time (ms) in a trace: the thread that ran the page's scripts, its top-level tasks. */
function mainThreadCpu(trace) {
  const events = trace.traceEvents ?? trace;
  const counts = new Map();
  for (const e of events) if (e.name === 'FunctionCall' || e.name === 'EvaluateScript') counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const main = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  let us = 0;
  for (const e of events) if (`${e.pid}:${e.tid}` === main && e.ph === 'X' && e.name === 'RunTask') us += e.tdur ?? e.dur;
  return us / 1000;
}

function writeTrace(id, trace) {
  mkdirSync(TRACE_DIR, { recursive: true });
  const file = join(TRACE_DIR, `${id}.trace.json`);
  writeFileSync(file, JSON.stringify(trace));
  const events = trace.traceEvents ?? trace;
  // The renderer's main thread: the thread that ran the page's scripts.
  const counts = new Map();
  for (const e of events) if (e.name === 'FunctionCall' || e.name === 'EvaluateScript') counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const main = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const kinds = ['FunctionCall', 'EvaluateScript', 'RunMicrotasks', 'V8.GC_SCAVENGER', 'MinorGC', 'MajorGC', 'UpdateLayoutTree', 'RecalculateStyles', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'UpdateLayer', 'CompositeLayers', 'Commit', 'HitTest', 'ParseHTML', 'TimerFire', 'FireAnimationFrame', 'EventDispatch'];
  const total = new Map();
  const longest = new Map();
  for (const e of events) {
    if (`${e.pid}:${e.tid}` !== main || e.ph !== 'X' || !kinds.includes(e.name)) continue;
    total.set(e.name, (total.get(e.name) ?? 0) + e.dur / 1000);
    longest.set(e.name, Math.max(longest.get(e.name) ?? 0, e.dur / 1000));
  }
  log(`${id}: trace in ${file}, main thread by kind (total, longest; nested kinds overlap):`);
  for (const [k, ms] of [...total].sort((a, b) => b[1] - a[1])) log(`  ${ms.toFixed(0).padStart(7)} ms  ${longest.get(k).toFixed(1).padStart(6)} ms  ${k}`);
  // What the browser was made to do, counted: these do not depend on the machine's load, so two
  // builds compare on them even where the durations above are noise.
  let restyled = 0;
  let bigRestyles = 0;
  let dirty = 0;
  for (const e of events) {
    if (`${e.pid}:${e.tid}` !== main || e.ph !== 'X') continue;
    if (e.name === 'UpdateLayoutTree') {
      restyled += e.args?.elementCount ?? 0;
      if ((e.args?.elementCount ?? 0) > 300) bigRestyles++;
    }
    if (e.name === 'Layout') dirty += e.args?.beginData?.dirtyObjects ?? 0;
  }
  log(`${id}: elements restyled ${restyled} (${bigRestyles} restyles of over 300), objects laid out ${dirty}`);
  // With BENCH_TRACE_INVALIDATIONS=1: nodes given a layout box and taken out of layout (a node
  // drawn anew, or shown and hidden), the most frequent first: what a move rebuilds.
  const boxes = new Map();
  let added = 0;
  let removed = 0;
  for (const e of events) {
    if (e.name !== 'LayoutInvalidationTracking') continue;
    const reason = e.args?.data?.reason;
    if (reason !== 'Added to layout' && reason !== 'Removed from layout') continue;
    if (reason === 'Added to layout') added++;
    else removed++;
    const node = e.args?.data?.nodeName ?? '?';
    boxes.set(node, (boxes.get(node) ?? 0) + 1);
  }
  if (added + removed) {
    log(`${id}: nodes added to layout ${added}, removed ${removed}; the most added or removed:`);
    for (const [node, n] of [...boxes].sort((a, b) => b[1] - a[1]).slice(0, 12)) log(`  ${String(n).padStart(7)}  ${node}`);
  }
}

function playouts() {
  log('random playouts in Node');
  const r = spawnSync(process.execPath, [join(root, 'scripts/run-ts.mjs'), 'tests/bench/playouts.ts'], { cwd: root, encoding: 'utf8', env: { ...process.env, BENCH_RUNS: String(RUNS), BENCH_GAMES: GAME_IDS.join(',') } });
  if (r.status !== 0) throw new Error(`playouts failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

const round = (x, d = 1) => Math.round(x * 10 ** d) / 10 ** d;
const roundAll = (o, d = 1) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, round(v, d)]));

async function main() {
  if (!existsSync(executablePath)) throw new Error(`no Chromium at ${executablePath}`);
  if (HOME) {
    if (APP_DIST) {
      rmSync(join(out, 'app'), { recursive: true, force: true });
      cpSync(APP_DIST, join(out, 'app'), { recursive: true });
    } else build('app', ['--manifest']);
    build('baseline', ['tests/bench/baseline', '--config', 'vite.config.ts']);
  }
  if (HOME_ONLY) return homeOnly();
  build('harness', ['tests/bench/harness', '--config', 'vite.config.ts', ...(PROFILE_DIR ? ['--minify', 'false'] : [])]);
  const play = playouts();
  const servers = [];
  const browser = await chromium.launch({ executablePath, args });
  let result;
  try {
    let home = {};
    if (HOME) {
      const app = await serve('app', basePort);
      servers.push(app.child);
      const base = await serve('baseline', basePort + 1);
      servers.push(base.child);
      log('home and cold start: app');
      const appHome = await homeFigures(browser, app.url, join(out, 'app'));
      log('home and cold start: baseline');
      const baseHome = await homeFigures(browser, base.url, join(out, 'baseline'));
      home = {
        initialJsGzipBytes: appHome.jsGzip,
        baselineJsGzipBytes: baseHome.jsGzip,
        gameChunksGzipBytes: gameChunks(join(out, 'app'), appHome.files),
        coldStartMs: round(appHome.coldStartMs),
        baselineColdStartMs: round(baseHome.coldStartMs),
      };
    }
    const harness = await serve('harness', basePort + 2);
    servers.push(harness.child);
    const h = await harnessFigures(browser, harness.url);
    result = {
      ...home,
      moveCommitP95Ms: roundAll(h.commit),
      moveCommitP95MsUnthrottled: roundAll(h.commitUnthrottled),
      moveCommitIndexedDbP95Ms: roundAll(h.append),
      mainThreadCpuPerMoveMs: roundAll(h.cpuPerMove),
      nextFrameP95Ms: round(h.frame),
      nextFrameP95MsUnthrottled: round(h.frameUnthrottled),
      rawPutP95Ms: roundAll(h.put),
      resume2000Ms: roundAll(h.resume),
      rawRead2000Ms: roundAll(h.rawRead),
      longTasksOver50ms: h.longTasks,
      ...(TAPS > 0 && {
        tapP95Ms: tapFigures(h.taps),
        tapP95MsUnthrottled: tapFigures(h.tapsUnthrottled),
        tapFloorMs: Object.fromEntries(Object.keys(h.taps).map((id) => [id, { move: round(h.put[id] + h.frame), screen: round(h.frame), moveUnthrottled: round(h.putUnthrottled[id] + h.frameUnthrottled), screenUnthrottled: round(h.frameUnthrottled) }])),
      }),
      longestTaskMs: roundAll(h.longest),
      playoutsPerSecond: play.playoutsPerSecond,
      movesPerPlayout: play.movesPerGame,
      cpuPlayoutsPerSecond: play.cpuPlayoutsPerSecond,
      conditions: { runs: RUNS, moves: MOVES, cpuThrottle: THROTTLE, cpus: cpus().length, loadAvgStart: round(loadAtStart, 2), loadAvgEnd: round(loadavg()[0], 2), chromium: browser.version() },
    };
  } finally {
    await browser.close();
    for (const s of servers) s.kill('SIGTERM');
  }
  const strength = appPlayers();
  printTable(result);
  if (strength) {
    console.log('');
    for (const line of strength.table) console.log(line);
    result.strength = strength.figures;
  }
  console.log(JSON.stringify(result));
}

/** BENCH_HOME=only: the initial JS (file by file) and the cold start of the app and the floor page. */
async function homeOnly() {
  const servers = [];
  const browser = await chromium.launch({ executablePath, args });
  try {
    const figures = {};
    for (const [i, name] of ['app', 'baseline'].entries()) {
      const s = await serve(name, basePort + i);
      servers.push(s.child);
      log(`home and cold start: ${name}`);
      const h = await homeFigures(browser, s.url, join(out, name));
      for (const f of h.files) log(`  ${name} ${f}: ${(gz(join(out, name, f)) / 1024).toFixed(2)} KB`);
      figures[name] = h;
    }
    const kb = (b) => `${(b / 1024).toFixed(2)} KB`;
    const { app, baseline } = figures;
    console.log(`initial JS (gzip) ${kb(app.jsGzip)}, floor ${kb(baseline.jsGzip)}: ${(app.jsGzip / baseline.jsGzip).toFixed(2)}x (goal <= 1.5x)`);
    console.log(`cold start, offline, 4x CPU ${app.coldStartMs.toFixed(1)} ms, floor ${baseline.coldStartMs.toFixed(1)} ms: ${(app.coldStartMs / baseline.coldStartMs).toFixed(2)}x (goal <= 1.5x), ${RUNS} runs, load average ${round(loadAtStart, 2)}`);
    console.log(JSON.stringify({ initialJsGzipBytes: app.jsGzip, baselineJsGzipBytes: baseline.jsGzip, initialJsFiles: app.files, coldStartMs: round(app.coldStartMs), baselineColdStartMs: round(baseline.coldStartMs) }));
  } finally {
    await browser.close();
    for (const s of servers) s.kill('SIGTERM');
  }
}

/**
 * The app players' figures (scripts/strength.mjs, `npm run strength`): its table and its JSON,
 * run after the browser measurements so neither disturbs the other. BENCH_STRENGTH=0 skips it.
 */
function appPlayers() {
  if (process.env.BENCH_STRENGTH === '0') return null;
  log('app players: npm run strength');
  const r = spawnSync(process.execPath, [join(root, 'scripts/strength.mjs')], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 26 });
  if (r.status !== 0) throw new Error('npm run strength failed');
  const lines = r.stdout.trim().split('\n');
  return { table: lines.slice(0, -1), figures: JSON.parse(lines[lines.length - 1]) };
}

/** The tap runs' figures for the JSON: p95s rounded, counts kept. */
function tapFigures(byGame) {
  const r = (x) => (x === null ? null : round(x));
  return Object.fromEntries(Object.entries(byGame).map(([id, t]) => [id, { move: r(t.move), screen: r(t.ui), coverLifted: r(t.reveal), eventTiming: r(t.eventTiming), counts: t.counts, nudges: t.nudges, longTasks: t.longTasks, longestTask: round(t.longestTask) }]));
}

function printTable(r) {
  const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
  const ms = (x) => `${x.toFixed(1)} ms`;
  const ok = (c) => (c ? 'yes' : 'NO');
  const rows = [['figure', 'Passamano', 'floor', 'goal', 'met']];
  if (HOME) {
    rows.push(['initial JS (gzip)', kb(r.initialJsGzipBytes), kb(r.baselineJsGzipBytes), '<= 1.5x floor, < 60 KB', ok(r.initialJsGzipBytes <= 1.5 * r.baselineJsGzipBytes && r.initialJsGzipBytes < 60 * 1024)]);
    rows.push(['cold start, offline, 4x CPU', ms(r.coldStartMs), ms(r.baselineColdStartMs), '<= 1.5x floor', ok(r.coldStartMs <= 1.5 * r.baselineColdStartMs)]);
    for (const id of Object.keys(r.gameChunksGzipBytes)) rows.push([`game chunk ${id}`, kb(r.gameChunksGzipBytes[id]), '', '', '']);
  }
  for (const id of Object.keys(r.moveCommitP95Ms)) {
    rows.push([`move commit p95 ${id}, 4x`, ms(r.moveCommitP95Ms[id]), `put ${ms(r.rawPutP95Ms[id])}, frame ${ms(r.nextFrameP95Ms)}`, '<= 1.5x (put + frame)', ok(r.moveCommitP95Ms[id] <= 1.5 * (r.rawPutP95Ms[id] + r.nextFrameP95Ms))]);
    rows.push([`  of which IndexedDB p95 ${id}, 4x`, ms(r.moveCommitIndexedDbP95Ms[id]), '', '', '']);
    rows.push([`  main-thread CPU a move ${id}, 1x`, ms(r.mainThreadCpuPerMoveMs[id]), '', '', '']);
    rows.push([`move commit p95 ${id}, 1x`, ms(r.moveCommitP95MsUnthrottled[id]), `frame ${ms(r.nextFrameP95MsUnthrottled)}`, '< 16.7 ms', ok(r.moveCommitP95MsUnthrottled[id] < 1000 / 60)]);
    rows.push([`resume 2,000 moves ${id}`, ms(r.resume2000Ms[id]), ms(r.rawRead2000Ms[id]), '< 150 ms', ok(r.resume2000Ms[id] < 150)]);
    rows.push([`long tasks > 50 ms, ${MOVES} moves ${id}`, String(r.longTasksOver50ms[id]), '', '0', ok(r.longTasksOver50ms[id] === 0)]);
  }
  if (r.tapP95Ms) {
    const within = (x, floor) => (x === null ? '' : ok(x <= 1.5 * floor));
    const cell = (x, n) => (x === null ? `- (${n})` : `${ms(x)} (${n})`);
    for (const id of Object.keys(r.tapP95Ms)) {
      for (const [free, tap, f] of [[false, r.tapP95Ms[id], r.tapFloorMs[id]], [true, r.tapP95MsUnthrottled[id], r.tapFloorMs[id]]]) {
        const x = free ? '1x' : '4x';
        const moveFloor = free ? f.moveUnthrottled : f.move;
        const screenFloor = free ? f.screenUnthrottled : f.screen;
        rows.push([`tap to paint p95 ${id}, ${x}: a move (taps)`, cell(tap.move, tap.counts.move), `put + frame ${ms(moveFloor)}`, '<= 1.5x floor', within(tap.move, moveFloor)]);
        rows.push([`  the screen only (taps)`, cell(tap.screen, tap.counts.ui), `frame ${ms(screenFloor)}`, '<= 1.5x floor', within(tap.screen, screenFloor)]);
        rows.push([`  the cover lifted (holds)`, cell(tap.coverLifted, tap.counts.reveal), `frame ${ms(screenFloor)}`, '<= 1.5x floor', within(tap.coverLifted, screenFloor)]);
        rows.push([`  Event Timing p95 (taps over 16 ms)`, tap.eventTiming === null ? '-' : ms(tap.eventTiming), '', '', '']);
        rows.push([`  long tasks > 50 ms in the taps`, String(tap.longTasks), '', '0', ok(tap.longTasks === 0)]);
      }
    }
  }
  for (const [id, n] of Object.entries(r.playoutsPerSecond)) rows.push([`playouts/s ${id} (Node)`, String(n), '', id === 'rubico' ? '> 20,000' : '', id === 'rubico' ? ok(n > 20000) : '']);
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  for (const [i, row] of rows.entries()) {
    console.log(row.map((c, j) => c.padEnd(widths[j])).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
  console.log(`conditions: ${r.conditions.cpus} CPUs, load average ${r.conditions.loadAvgStart} at start and ${r.conditions.loadAvgEnd} at end, ${r.conditions.chromium}, ${RUNS} runs`);
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
