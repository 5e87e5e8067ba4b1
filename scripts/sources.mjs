// `npm run sources`: prints, as JSON, where every game's content comes from (rulebook or
// reconstructed), per game and component family. Node 20 cannot run TypeScript by itself, so
// the report module is loaded through Vite's SSR loader (no config file, no plugins, no server).
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const server = await createServer({
  root,
  configFile: false,
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'silent',
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const mod = await server.ssrLoadModule('/src/games/sources.ts');
  process.stdout.write(`${JSON.stringify(await mod.sourcesReport(), null, 2)}\n`);
} catch (error) {
  console.error('npm run sources failed:', error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
} finally {
  await server.close();
}
