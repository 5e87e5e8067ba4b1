// npm run strength: how well and how fast the app players play, for every game of the registry
// with app players and each of its levels.
//
// Win rates in Node (tests/bench/strength.ts) over a fixed set of seeded games: against the
// uniformly random policy and against the level below. Thinking time in the system Chromium:
// the harness page tests/bench/thinking (the players, built with the app's Vite config, served
// with `vite preview`) times choose() on a fixed set of observations from seeded games with the
// CPU throttled 4x through CDP. Prints a table and, as the last line, one JSON object; `npm run
// bench` runs this script and includes its figures. See tests/bench/README.md.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs as args, chromiumPath as executablePath } from './chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(process.env.BENCH_DIR || join(tmpdir(), 'passamano-bench'), 'thinking');
const port = Number(process.env.STRENGTH_PORT ?? Number(process.env.BENCH_PORT ?? 4391) + 3);
const OBSERVATIONS = Number(process.env.STRENGTH_OBS ?? 60);
/** The safety deadline handed to choose(), as the app's worker does: far above the goal, so it never is the budget. */
const CAP_MS = Number(process.env.STRENGTH_CAP_MS ?? 5000);
/** The CPU throttling of the Chromium part: 4x as the goal says; STRENGTH_THROTTLE=1 to compare. */
const THROTTLE = Number(process.env.STRENGTH_THROTTLE ?? 4);
/** The thinking budget the table gives a decision: the pace, 1.2 s at the normal setting (table/app-turns.ts). */
const BUDGET_MS = Number(process.env.STRENGTH_BUDGET_MS ?? 1200);
const GOAL_LONG_TASKS = 0;
const GOAL_THINK_MS = 1000;
const vite = join(root, 'node_modules/vite/bin/vite.js');
const log = (...a) => console.error('[strength]', ...a);
const loadAtStart = loadavg()[0];

function winRates() {
  // On a shared machine the Node part may run apart, outside any browser lock:
  // `node scripts/run-ts.mjs tests/bench/strength.ts > rates.json`, then STRENGTH_RATES=rates.json.
  if (process.env.STRENGTH_RATES) {
    log(`win rates from ${process.env.STRENGTH_RATES}`);
    return JSON.parse(readFileSync(process.env.STRENGTH_RATES, 'utf8').trim().split('\n').pop());
  }
  log('win rates in Node');
  const r = spawnSync(process.execPath, [join(root, 'scripts/run-ts.mjs'), 'tests/bench/strength.ts'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 26 });
  if (r.status !== 0) throw new Error('win rates failed');
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

async function serve() {
  const child = spawn(process.execPath, [vite, 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', out], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`vite preview exited (port ${port} busy?)`);
    try {
      if ((await fetch(url)).ok) return { child, url };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  throw new Error('vite preview did not start');
}

/** p95, median and max of choose() per game and level, CPU throttled 4x. */
async function thinkingTimes() {
  log('building the thinking-time harness');
  const b = spawnSync(process.execPath, [vite, 'build', 'tests/bench/thinking', '--config', 'vite.config.ts', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  if (b.status !== 0) throw new Error('vite build of the thinking harness failed');
  const server = await serve();
  const browser = await chromium.launch({ executablePath, args });
  try {
    const page = await browser.newPage();
    page.on('pageerror', (e) => log('harness error:', e.message));
    await page.goto(server.url);
    await page.waitForFunction(() => window.__thinking?.ready);
    const games = await page.evaluate(([n, trial]) => window.__thinking.prepare(n, trial), [OBSERVATIONS, process.env.STRENGTH_TRIAL === '1']);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const times = {};
    for (const g of games) {
      times[g.id] = {};
      for (const level of g.levels) {
        times[g.id][level] = await page.evaluate(([id, level, cap]) => window.__thinking.think(id, level, cap), [g.id, level, CAP_MS]);
        log(`${g.id} ${level}: p95 ${times[g.id][level].p95.toFixed(1)} ms over ${g.observations} observations (${THROTTLE}x)`);
      }
    }
    // The page while the app thinks in its worker, as at the table: long tasks, longest frame gap.
    const page2 = {};
    for (const g of games) {
      page2[g.id] = {};
      // A trial level (measured, not offered) is not watched: the worker plays only offered levels.
      for (const level of g.offered) {
        const w = (page2[g.id][level] = await page.evaluate(([id, level, budget]) => window.__thinking.watch(id, level, budget), [g.id, level, BUDGET_MS]));
        log(`${g.id} ${level}: ${w.longTasks} long tasks on the page (longest ${w.longestTaskMs.toFixed(0)} ms), longest frame gap ${w.longestFrameGapMs.toFixed(0)} ms, over ${w.decisions} decisions in the worker (${(w.ms / 1000).toFixed(1)} s, ${THROTTLE}x); as long idle: ${w.idleLongTasks} long tasks, longest frame gap ${w.idleLongestFrameGapMs.toFixed(0)} ms`);
      }
    }
    return { times, page: page2, chromium: browser.version() };
  } finally {
    await browser.close();
    server.child.kill('SIGTERM');
  }
}

const round = (x, d = 1) => Math.round(x * 10 ** d) / 10 ** d;
const pct = (x) => `${Math.round(x * 100)}%`;
const mean = (rates) => Object.values(rates).reduce((a, b) => a + b, 0) / Object.values(rates).length;
/** "red 75% · blue 60%", or "40%" for a single side. */
/** "+3 ± 4 pp over 200 games": a paired gain of a cooperative level over the level below. */
const gainText = (x) => `${x.diff >= 0 ? '+' : ''}${round(x.diff * 100, 1)} ± ${round(x.margin * 100, 1)} pp over ${x.games} games`;
/** "wins 82 ± 6 % of 150 decisive games": a cooperative level against another over the same seeded games. */
const decisiveText = (x) => (x ? `wins ${pct(x.share)} ± ${pct(x.margin)} of ${x.games} decisive` : '');
/** The issue's goals (issue 30, item 6): normal beats random in 80 % of games, each level beats the one below in 65 %. */
const GOAL_NORMAL_RANDOM = 0.8;
const GOAL_VERSUS = 0.65;
const show = (rates) => (Object.keys(rates).length === 1 ? pct(Object.values(rates)[0]) : Object.entries(rates).map(([k, v]) => `${k} ${pct(v)}`).join(' · ') + ` (mean ${pct(mean(rates))})`);

function printTable(result) {
  const rows = [['game, level', 'games', 'against random', 'all random', 'against the level below', `think p95 ${THROTTLE}x`, 'page long tasks', 'goal met']];
  for (const [id, g] of Object.entries(result.games)) {
    g.levels.forEach((level, i) => {
      const below = g.levels[i - 1];
      const vs = g.versus[`${level}-${below}`];
      let against = '';
      const dec = g.decisive?.[`${level}-${below}`];
      if (below) against = g.kind === 'coop' ? `${pct(mean(g.vsRandom[level]))}, ${below} ${pct(mean(g.vsRandom[below]))}: ${gainText(g.gain[`${level}-${below}`])}; ${decisiveText(dec)}` : `${show(vs)}${dec ? `; ${decisiveText(dec)}` : ''}`;
      const p95 = g.thinkP95Ms[level];
      // The issue's goals: normal clearly beats random (about 80 %; in a cooperative game, more
      // often than random play wins), each level beats the one below, p95 at most 1 s at 4x.
      const longTasks = g.pageLongTasks[level];
      const goals = [p95 <= GOAL_THINK_MS];
      if (g.offered.includes(level)) goals.push(longTasks <= GOAL_LONG_TASKS);
      // Cooperative games: of the same seeded games won by one level and lost by the other, the share won.
      const decRandom = g.decisive?.[`${level}-random`];
      if (level === 'normal') goals.push(g.kind === 'coop' ? (decRandom ? decRandom.share >= GOAL_NORMAL_RANDOM : mean(g.vsRandom.normal) > mean(g.random)) : mean(g.vsRandom.normal) >= GOAL_NORMAL_RANDOM);
      // Solo games (three or four seats: nobody wins 65 % among equals): the decisive games, as coop.
      if (below) goals.push(g.kind === 'coop' ? (dec ? dec.share >= GOAL_VERSUS : g.gain[`${level}-${below}`].diff > g.gain[`${level}-${below}`].margin) : g.kind === 'solo' && dec ? dec.share >= GOAL_VERSUS : mean(vs) >= GOAL_VERSUS);
      const trial = !g.offered.includes(level);
      const margin = g.margins?.[level] ? ` ± ${pct(mean(g.margins[level]))}` : '';
      const watched = trial ? 'not offered' : `${longTasks} (gap ${g.pageLongestFrameGapMs[level]} ms; idle ${g.pageIdleLongTasks[level]})`;
      const coopRandom = g.kind === 'coop' && decRandom ? `; ${decisiveText(decRandom)}` : '';
      rows.push([`${id} ${level}${trial ? ' (trial)' : ''}`, String(g.games[level]), show(g.vsRandom[level]) + margin + coopRandom, show(g.random), against, `${p95.toFixed(1)} ms`, watched, trial ? (goals.every(Boolean) ? 'yes: offer it' : 'no: not offered') : goals.every(Boolean) ? 'yes' : 'NO']);
    });
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  for (const [i, row] of rows.entries()) {
    console.log(row.map((c, j) => c.padEnd(widths[j])).join('  ').trimEnd());
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
  const c = result.conditions;
  console.log(`win rates: team games per side (the app's side against a random side, or the level below), cooperative games with every seat the app (± the 95 % margin; against the level below: the gain on the same seeded games, ± its paired 95 % margin; a trial level is played and measured, not offered); think: choose() on ${c.observations} observations a game where the seat has two moves or more, CPU ${c.cpuThrottle}x; page long tasks (over 50 ms) and the longest gap between frames while the app's worker thinks on the same observations (budget ${c.budgetMs} ms), and as long idle after (the control), ${c.chromium}; ${c.cpus} CPUs, load average ${c.loadAvgStart} at start and ${c.loadAvgEnd} at end`);
}

async function strength() {
  if (!existsSync(executablePath)) throw new Error(`no Chromium at ${executablePath}`);
  const rates = winRates();
  const { times, page, chromium: version } = await thinkingTimes();
  const games = {};
  for (const [id, g] of Object.entries(rates)) {
    const t = times[id] ?? {};
    const pick = (k) => Object.fromEntries(g.levels.map((l) => [l, round(t[l]?.[k] ?? NaN)]));
    const watched = (k) => Object.fromEntries(g.levels.map((l) => [l, round(page[id]?.[l]?.[k] ?? NaN)]));
    games[id] = {
      ...g,
      thinkP95Ms: pick('p95'),
      thinkMedianMs: pick('median'),
      thinkMaxMs: pick('max'),
      pageLongTasks: watched('longTasks'),
      pageLongestTaskMs: watched('longestTaskMs'),
      pageLongestFrameGapMs: watched('longestFrameGapMs'),
      pageIdleLongTasks: watched('idleLongTasks'),
      pageIdleLongestFrameGapMs: watched('idleLongestFrameGapMs'),
    };
  }
  return {
    games,
    conditions: { observations: OBSERVATIONS, capMs: CAP_MS, budgetMs: BUDGET_MS, cpuThrottle: THROTTLE, cpus: cpus().length, loadAvgStart: round(loadAtStart, 2), loadAvgEnd: round(loadavg()[0], 2), chromium: version },
  };
}

strength().then(
  (result) => {
    printTable(result);
    console.log(JSON.stringify(result));
  },
  (e) => {
    console.error(e);
    process.exitCode = 1;
  },
);
