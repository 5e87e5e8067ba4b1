// Runs a TypeScript module's default export under Node 20 (which cannot strip types itself),
// through Vite's SSR loader: `node scripts/run-ts.mjs path/to/module.ts`.
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/run-ts.mjs <module.ts>');
  process.exit(2);
}
const server = await createServer({
  root,
  configFile: false,
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'silent',
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const mod = await server.ssrLoadModule(`/${file.replace(/^\.?\//, '')}`);
  await mod.default();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
} finally {
  await server.close();
}
