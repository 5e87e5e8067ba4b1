// npm run soak: the reliability suite, long form.
//   1. fuzz at scale: seeded random games per game (tests/soak/fuzz.ts): 100,000, or the game's
//      own `soakGames` in the registry (FabRisiko!: 5,000), or SOAK_GAMES where that is fewer,
//      over the entry's `soakCycle` of seats and options where it has one (Corteo: every
//      scenario and special rule; FabRisiko!: the Tournament; Fiamme: physical dice), and the
//      entry's campaigns (Fiamme); any dead end (a decision with no legal move) is listed with
//      its seed and fails the soak;
//   2. a production build, then Playwright with tests/soak/playwright.config.ts: the crash loop
//      (SOAK_KILLS, default 24 kills), the privacy sweep of every game with hidden information and
//      the museum kiosk's day of 200 visitors.
// The fuzz runs beside the browser (two processes on two cores). Prints a summary and, as the
// last line, one JSON object; exits 1 when anything failed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = process.env.SOAK_REPORTS || '/tmp/passamano-soak';
const dist = join(out, 'app');
const port = process.env.SOAK_PORT ?? '4381';
mkdirSync(out, { recursive: true });
const log = (...a) => console.error('[soak]', ...a);
const t0 = Date.now();

log('building the app');
const built = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) process.exit(1);

log(`fuzz: ${process.env.SOAK_GAMES ?? 100000} games per game at most (fewer where the registry says), in the background`);
const fuzzLines = [];
const fuzz = spawn(process.execPath, [join(root, 'scripts/run-ts.mjs'), 'tests/soak/fuzz.ts'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
fuzz.stdout.on('data', (d) => {
  for (const line of String(d).split('\n').filter(Boolean)) {
    fuzzLines.push(line);
    console.log(line);
  }
});
const fuzzDone = new Promise((resolve) => fuzz.on('exit', (code) => resolve(code)));

log('Playwright: crash loop, privacy sweep and museum day');
const pw = spawn(process.execPath, [join(root, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'tests/soak/playwright.config.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SOAK_DIST: dist, SOAK_PORT: port, SOAK_REPORTS: out },
});
const pwCode = await new Promise((resolve) => pw.on('exit', (code) => resolve(code)));
const fuzzCode = await fuzzDone;

const summary = { fuzz: {}, crashLoop: { kills: 0, committed: 0, lost: 0 }, e2e: { passed: 0, failed: 0 }, minutes: 0 };
for (const line of fuzzLines) {
  try {
    const r = JSON.parse(line);
    summary.fuzz[r.fuzz] = { games: r.games, failures: r.failures, deadEnds: r.deadEnds ?? [], movesPerGame: r.movesPerGame, longest: r.longest, seconds: r.seconds, variants: r.variants ?? {}, campaigns: r.campaigns ?? null };
  } catch {
    // not a result line
  }
}
const report = join(out, 'soak-playwright.json');
if (existsSync(report)) {
  const pwJson = JSON.parse(readFileSync(report, 'utf8'));
  summary.e2e.passed = (pwJson.stats?.expected ?? 0) + (pwJson.stats?.flaky ?? 0);
  summary.e2e.failed = pwJson.stats?.unexpected ?? 0;
  const walk = (suite) => {
    for (const s of suite.suites ?? []) walk(s);
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const a of test.annotations ?? [])
          if (a.type === 'crash') {
            const c = JSON.parse(a.description);
            summary.crashLoop.kills += c.kills;
            summary.crashLoop.committed += c.committed;
            summary.crashLoop.lost += c.lost;
          }
  };
  for (const s of pwJson.suites ?? []) walk(s);
}
summary.minutes = Math.round((Date.now() - t0) / 6000) / 10;
console.log(`crash loop: ${summary.crashLoop.kills} kills, ${summary.crashLoop.committed} moves committed, ${summary.crashLoop.lost} lost`);
for (const [id, f] of Object.entries(summary.fuzz)) {
  console.log(`fuzz ${id}: ${f.games} games, ${f.failures} failures, ${f.deadEnds.length} dead ends, ${f.movesPerGame} moves per game, longest ${f.longest}, ${f.seconds} s`);
  // Every variant (seat count and options) the game's cycle played, with its games.
  for (const [variant, games] of Object.entries(f.variants)) console.log(`  ${games} games: ${variant}`);
  const c = f.campaigns;
  if (c) console.log(`  campaigns: ${c.played}, ${c.missions} missions (${c.finished} campaigns to the end), ${c.failures} failures, ${c.seconds} s`);
  // A decision with no legal move: the game can never go on. Each with what replays it.
  for (const d of f.deadEnds) console.log(`  DEAD END ${id} ${JSON.stringify(d.options)}, ${d.seats} seats, seed ${d.seed}, at move ${d.move}`);
}
console.log(`browser tests: ${summary.e2e.passed} passed, ${summary.e2e.failed} failed; ${summary.minutes} minutes`);
console.log(JSON.stringify(summary));
process.exitCode = pwCode === 0 && fuzzCode === 0 && summary.crashLoop.lost === 0 ? 0 : 1;
