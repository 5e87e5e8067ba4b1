// `npm run screens`: the screen tour, not part of `npm test`. It writes screenshots and a fit
// report (reports/screens/) for a person to look at; it asserts nothing about taste.
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from '../../scripts/chromium.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.PW_PORT ?? 4174);
const dist = process.env.PW_DIST;

export default defineConfig({
  testDir: '.',
  workers: 1,
  timeout: 20 * 60_000,
  reporter: [['list']],
  outputDir: '../../test-results/screens',
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort${dist ? ` --outDir ${dist}` : ''}`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
  use: { baseURL: `http://127.0.0.1:${port}`, serviceWorkers: 'block', locale: 'it-IT' },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 412, height: 839 }, launchOptions } },
    { name: 'tablet', use: { ...devices['Galaxy Tab S4 landscape'], launchOptions } },
    { name: 'portrait', use: { ...devices['Galaxy Tab S4'], launchOptions } },
  ],
});
