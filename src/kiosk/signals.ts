// The kiosk's signals the shell and the game screen need beyond kioskOn (flags.ts, which the
// first screen's script carries): whether its state is read, what staff see, the hint setting.
import { signal } from '@preact/signals';

/**
 * The kiosk's state (staff PIN, lock-out, enabled games) has been read from the database and
 * kiosk mode has started (app/startup.ts). Until then no kiosk screen or staff gate is drawn: a
 * PIN question shown earlier would not know the PIN, nor the lock five wrong tries left, and a
 * visitor's first tap would be undone by the start of kiosk mode.
 */
export const kioskReady = signal(false);

/** What staff see: nothing, the PIN question (set or type), or the panel. */
export const staffView = signal<null | 'gate' | 'set' | 'panel'>(null);

/**
 * Whether visitors may ask "Cosa farebbe Passamano?" at their decisions. On by default: a visitor
 * has a couple of minutes and has not read the rules, and a hint they ask for keeps them playing
 * where they would otherwise walk away; staff turn it off for an event where people play on their own.
 */
export const kioskHints = signal(true);
