/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { smallPreloadHelper } from './scripts/preload-helper.ts';

// manifest.webmanifest (top level) is the single source of truth for the web app manifest:
// the PWA plugin writes it to dist/manifest.webmanifest and links it from index.html.
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;

export default defineConfig({
  plugins: [
    smallPreloadHelper(),
    preact(),
    VitePWA({
      // 'prompt': a new version waits until the shell applies it between games
      // (src/pwa/register.ts); an automatic reload could cut a game in half.
      registerType: 'prompt',
      strategies: 'generateSW',
      // We register ourselves with workbox-window in src/pwa/register.ts.
      injectRegister: false,
      manifest,
      manifestFilename: 'manifest.webmanifest',
      // The icons are already precached by globPatterns: no duplicate entries.
      includeManifestIcons: false,
      // No service worker in `vite` dev mode: test offline against build + preview.
      devOptions: { enabled: false },
      workbox: {
        // Every asset kind. manifest.webmanifest is not globbed: the plugin adds it itself
        // (globbing it too would list it twice).
        globPatterns: ['**/*.{js,mjs,css,html,png,jpg,svg,ico,woff,woff2,json,webp,txt}'],
        // Game content chunks may be large: precache them anyway (default limit is 2 MiB).
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // Take control of the page on the very first visit, so the app works offline
        // right after it; but never skipWaiting by itself: updates wait for applyUpdate().
        clientsClaim: true,
        skipWaiting: false,
      },
    }),
  ],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  // The app players' worker (src/table/players/worker.ts) is a module worker that loads each
  // game's players on demand: ES output keeps those in their own chunks (the default, iife,
  // would inline every game into one file). The service worker precaches them like any asset.
  worker: { format: 'es' },
  // No modulepreload polyfill: every browser we target preloads modules natively, and one
  // that does not still loads them, a little later.
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: {
      polyfill: false,
      // The first screen's script lists no chunk to preload with the ones it loads (the rest of
      // the shell, after the home's first paint): they come as that chunk imports them, a moment
      // later, and the list would cost the first script 0.1 KB gzip. Every other chunk keeps its
      // list. (CSS is always listed: a lazy chunk's style sheet must load with it.)
      resolveDependencies: (_file, deps, { hostId }) => (/^assets\/index-[\w-]+\.js$/.test(hostId) ? [] : deps),
    },
    rollupOptions: {
      output: {
        // What the first screen needs in one chunk: Preact, its hooks and signals, Vite's
        // helper for lazy imports and the shell's modules the home draws with ('$initial': what
        // the entry imports statically). Left to itself the bundler cuts them in three or four
        // files by which lazy chunks share what, and small files compress worse than one.
        codeSplitting: { groups: [{ name: 'first', tags: ['$initial'] }] },
      },
    },
  },
  test: {
    environment: 'node',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    // Fuzz suites play thousands of games: on a busy 2-core machine they need far more than
    // vitest's 5 s. One generous limit for all, so no test carries its own smaller one.
    testTimeout: 300_000,
    // Vitest's default is one worker fewer than the cores, so a 2-core machine (CI's) ran every
    // file one after the other with a core idle: the suite's files are CPU-bound playouts, and
    // vitest's own process mostly waits for them.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
