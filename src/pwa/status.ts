// What the service worker reports, as signals the first screen can read without loading the
// registration code (register.ts sets them), and the reload a stale tab needs.
import { signal } from '@preact/signals';

/** A new version is installed and waiting; call `applyUpdate()` (register.ts) to switch to it. */
export const updateReady = signal(false);
/** The app is cached: from now on it starts without a network. */
export const offlineReady = signal(false);

/**
 * Reloads into the version the server and the service worker now hold, for a tab whose code
 * could not load a chunk (an update applied in another tab removed it). Between games, or at
 * an app seat's turn that cannot be played: every move is saved, so the game comes back as it was.
 */
export function reloadForUpdate(): void {
  void import('./register.ts').then(
    (m) => (updateReady.value ? m.applyUpdate() : location.reload()),
    () => location.reload(),
  );
}
