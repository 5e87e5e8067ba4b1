/** The app version from package.json, set by Vite at build time. */
declare const __APP_VERSION__: string;
