// The reliability suite, long form (`npm run soak`): the crash loop with many kills, the
// privacy sweep of every game with hidden information and the museum kiosk's day of 200 visitors. Same browser and devices as
// tests/playwright.config.ts; SOAK_PORT and SOAK_DIST pick the build (scripts/soak.mjs builds one).
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from '../../scripts/chromium.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.SOAK_PORT ?? 4381);
const dist = process.env.SOAK_DIST;
const reports = process.env.SOAK_REPORTS ?? '/tmp/passamano-soak';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.soak.ts',
  workers: 1,
  retries: 0,
  timeout: 30 * 60_000,
  reporter: [['list'], ['json', { outputFile: `${reports}/soak-playwright.json` }]],
  outputDir: `${reports}/results`,
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort${dist ? ` --outDir ${dist}` : ''}`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
  use: { baseURL: `http://127.0.0.1:${port}`, serviceWorkers: 'allow', locale: 'it-IT', trace: 'retain-on-failure' },
  projects: [
    { name: 'phone', testIgnore: /\.tablet\.soak\.ts$/, use: { ...devices['Pixel 7'], launchOptions } },
    { name: 'tablet', testMatch: /\.tablet\.soak\.ts$/, use: { ...devices['Galaxy Tab S4 landscape'], launchOptions } },
  ],
});
