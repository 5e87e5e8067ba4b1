// The two kiosk signals the first screen needs, kept apart from the rest of the kiosk (which
// loads only once the database is open, or when kiosk mode is on).
import { signal } from '@preact/signals';

/** Kiosk mode is on: the app shows the attract screen and is locked down. */
export const kioskOn = signal(false);

/** What staff see: nothing, the PIN question (set or type), or the panel. */
export const staffView = signal<null | 'gate' | 'set' | 'panel'>(null);
