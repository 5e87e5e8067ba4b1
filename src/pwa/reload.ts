// The reload a stale tab needs, apart from status.ts so the first screen's script does not carry it.
import { updateReady } from './status.ts';

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
