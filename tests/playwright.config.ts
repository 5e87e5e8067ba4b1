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
  workers: 1,
  fullyParallel: false,
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
