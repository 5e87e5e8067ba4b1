// The table kept under a hand-off cover or beside a private screen (src/table/KeptTable.tsx):
// in the page, but not drawn, not laid out, not focusable and not in the accessibility tree.
// Nobody can see or read it, and it holds the public table view of a moment before, so checks
// of what a watcher could see, and lookups of what is on screen now, leave it out.
export const AWAY_TABLE = '.kept-table[data-away="true"]';

/** `selector`, outside the kept table (a CSS selector: usable inside page.evaluate). */
export const onScreen = (selector: string): string => `${selector}:not(${AWAY_TABLE} *)`;
