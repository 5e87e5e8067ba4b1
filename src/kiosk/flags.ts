// The kiosk signal the first screen needs, kept apart from the rest of the kiosk (which loads
// only once the database is open, or when kiosk mode is on; its other signals: signals.ts).
import { signal } from '@preact/signals';

/** Kiosk mode is on: the app shows the attract screen and is locked down. */
export const kioskOn = signal(false);
