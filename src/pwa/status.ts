// What the service worker reports, as signals the first screen can read without loading the
// registration code (register.ts sets them). The reload a stale tab needs is in reload.ts.
import { signal } from '@preact/signals';

/** A new version is installed and waiting; call `applyUpdate()` (register.ts) to switch to it. */
export const updateReady = signal(false);
