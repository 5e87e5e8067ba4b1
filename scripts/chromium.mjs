// How every tool here starts a browser: the system Chromium (Debian's `chromium`), never a
// downloaded one (do not run `npx playwright install`), with the flags a sandboxed CI machine
// needs. CHROMIUM_PATH overrides the path. Used by the Playwright configs, the reliability
// suite, the bench and the icon script.
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
export const launchOptions = { executablePath: chromiumPath, args: chromiumArgs };
