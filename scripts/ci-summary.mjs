// Adds up the unit (vitest) and e2e (Playwright) results from their JSON reports and prints
// one closing line `N passed, N failed`, the only line CI reads.
//
//   node scripts/ci-summary.mjs [--exit-code <exit status of `npm test`>]
//
// Problems that are not a single failing test (a missing report, a test file that failed to
// load, a Playwright global error such as the web server not starting, `npm test` failing
// with no failing test, no tests at all) each count as one failure, explained on the line
// above the summary. Exits 1 when anything failed, 0 otherwise.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = { vitest: `${root}reports/vitest.json`, playwright: `${root}reports/playwright.json` };

const args = process.argv.slice(2);
const exitArg = args.indexOf('--exit-code');
const npmExit = exitArg >= 0 ? Number(args[exitArg + 1]) : 0;

let passed = 0;
let failed = 0;
const problems = [];

function read(name) {
  const file = reports[name];
  if (!existsSync(file)) {
    problems.push(`${name}: no report at ${file} (the suite did not run)`);
    return undefined;
  }
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`${name}: unreadable report ${file}: ${error.message}`);
    return undefined;
  }
}

const vitest = read('vitest');
if (vitest) {
  const p = vitest.numPassedTests ?? 0;
  const f = vitest.numFailedTests ?? 0;
  passed += p;
  failed += f;
  console.log(`unit (vitest): ${p} passed, ${f} failed`);
  for (const file of vitest.testResults ?? []) {
    const failedHere = (file.assertionResults ?? []).filter((a) => a.status === 'failed').length;
    if (file.status === 'failed' && failedHere === 0) {
      problems.push(`vitest: ${file.name} failed outside any test: ${(file.message ?? '').split('\n')[0]}`);
    }
  }
}

const playwright = read('playwright');
if (playwright) {
  const s = playwright.stats ?? {};
  const p = (s.expected ?? 0) + (s.flaky ?? 0);
  const f = s.unexpected ?? 0;
  passed += p;
  failed += f;
  console.log(`e2e (playwright): ${p} passed, ${f} failed${s.skipped ? `, ${s.skipped} skipped` : ''}`);
  for (const error of playwright.errors ?? []) {
    problems.push(`playwright: ${(error.message ?? String(error)).split('\n')[0]}`);
  }
}

if (vitest && playwright && passed + failed === 0) problems.push('no tests ran');
if (npmExit !== 0 && failed === 0 && problems.length === 0) {
  problems.push(`npm test exited with status ${npmExit} although every reported test passed`);
}

for (const problem of problems) console.log(`problem: ${problem}`);
failed += problems.length;
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
