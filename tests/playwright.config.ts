import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
// The system Chromium, never a downloaded one (CHROMIUM_PATH overrides the path).
import { launchOptions } from '../scripts/chromium.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// PW_PORT and PW_DIST let several checkouts or builds be tested side by side on one machine.
const port = Number(process.env.PW_PORT ?? 4173);
const dist = process.env.PW_DIST;

export default defineConfig({
  testDir: './e2e',
  // One test at a time: the specs are CPU-bound (the page drawing, the app thinking in its
  // worker), so a second worker on a 2-core machine cut the suite only from about 62 to 55
  // minutes while each test ran up to 2.7 times slower (FabRisiko!'s game: 3.6 -> 10.4 min).
  // PW_WORKERS=2 runs two, each test on its own. Since the drivers jump the app's deliberate
  // waits on the page's clock (support/time.ts), the suite takes about 46 minutes on one.
  workers: Number(process.env.PW_WORKERS ?? 1),
  fullyParallel: true,
  // Limits, not measures (speed is the bench's): room for a loaded machine, where a lazy game
  // chunk and its replay can take over five seconds.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Playwright empties test-results/ at start, so the JSON report lives in reports/.
  reporter: [['list'], ['json', { outputFile: '../reports/playwright.json' }]],
  outputDir: '../test-results',
  webServer: {
    // Serves dist/: run `npm run build` first (`npm test` does).
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort${dist ? ` --outDir ${dist}` : ''}`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    serviceWorkers: 'allow',
    locale: 'it-IT',
    trace: 'retain-on-failure',
    // A tap waits at most a minute for its target, whatever the test's own limit: a screen that
    // never came (CI at stop 38) cost the axe test its whole ten minutes, twice.
    actionTimeout: 60_000,
  },
  projects: [
    {
      name: 'phone',
      testIgnore: /\.tablet\.spec\.ts$/,
      // Axe judges structure, names and contrast, which the language does not change: Italian
      // (the default) is checked on the phone, English on the tablet (each pass 1.5-2 minutes).
      grepInvert: /passes axe \(en\)/,
      use: { ...devices['Pixel 7'], launchOptions },
    },
    {
      name: 'tablet',
      testIgnore: /\.phone\.spec\.ts$/,
      grepInvert: /passes axe \(it\)/,
      use: { ...devices['Galaxy Tab S4 landscape'], launchOptions },
    },
  ],
});
