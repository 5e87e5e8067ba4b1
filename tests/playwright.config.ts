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
  // Two workers, each test on its own: most of a spec's time is the app's pace and the page's
  // drawing, so two share a 2-core machine well (one worker took 66 minutes in CI).
  // PW_WORKERS=1 runs them one after another.
  workers: Number(process.env.PW_WORKERS ?? 2),
  fullyParallel: true,
  // Room for two browsers on two cores: a lazy game chunk and its replay can take over five
  // seconds while the other worker plays a game. Limits, not measures: speed is the bench's.
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
  },
  projects: [
    {
      name: 'phone',
      testIgnore: /\.tablet\.spec\.ts$/,
      use: { ...devices['Pixel 7'], launchOptions },
    },
    {
      name: 'tablet',
      testIgnore: /\.phone\.spec\.ts$/,
      use: { ...devices['Galaxy Tab S4 landscape'], launchOptions },
    },
  ],
});
