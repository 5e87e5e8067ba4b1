// The first screen's script holds the home and nothing else (tests/bench: the initial JS). The
// rest of the shell (every other screen, the kiosk, the toast, the lessons, the update banner,
// the start-up that opens the database) is one module, rest.tsx, loaded just after the home's
// first paint, or at once when the app opens on another screen.
import { signal } from '@preact/signals';
import { loadShellStrings } from '../i18n/index.ts';

type Rest = typeof import('./rest.tsx');

/** The rest of the shell, once loaded. */
export const rest = signal<Rest | null>(null);

let pending: Promise<Rest> | null = null;

/**
 * Loads the rest of the shell (once; a failed load lets the next call try again), with the rest
 * of the shell's Italian (it.ts): everything it draws speaks with it.
 */
export function loadRest(): Promise<Rest> {
  return (pending ??= Promise.all([import('./rest.tsx'), loadShellStrings()]).then(
    ([m]) => (rest.value = m),
    (err) => {
      pending = null;
      throw err;
    },
  ));
}
