// The table of a game played on a board: the board and the decision of the moment share one
// screen and the page never scrolls. On a landscape tablet the board fills the left and a column
// holds the decision over the secondary panels in tabs; on a phone or a portrait tablet the tabs
// sit over the board, the decision is a bar under it, and a tab opens its panel as a drawer over
// the board (the decision stays in view). Only the open panel is drawn.
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { Icon } from './icons.tsx';
import { PanelTabs, type PanelTab } from './PanelTabs.tsx';
import './table-layout.css';
import { useAgain } from './again.ts';

/** Where the board and a column sit side by side (as table-layout.css). */
export const WIDE_TABLE = '(min-width: 900px) and (orientation: landscape)';

/** Whether the media query matches now, followed as the screen turns. */
export function useMedia(query: string): boolean {
  const get = () => typeof matchMedia === 'function' && matchMedia(query).matches;
  const [on, setOn] = useState(get);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const mq = matchMedia(query);
    const change = () => setOn(mq.matches);
    change();
    mq.addEventListener('change', change);
    return () => mq.removeEventListener('change', change);
  }, [query]);
  return on;
}

/**
 * The panel shown: the one chosen while it exists; otherwise the first on a wide screen (its
 * column always shows one) and none elsewhere (the drawer stays shut over the board).
 */
export function shownTab<K extends string>(chosen: K | null, tabs: readonly K[], wide: boolean): K | null {
  if (chosen !== null && tabs.includes(chosen)) return chosen;
  return wide ? (tabs[0] ?? null) : null;
}

export interface TableLayoutProps<K extends string> {
  /** The game's class on the root (its own styles hang from it) and the root's test id. */
  class: string;
  testid: string;
  /** Prefix of the tabs' ids (`${prefix}-tab-${id}`). */
  prefix: string;
  /** The tabs' accessible name. */
  label: string;
  /** The board's width over its height: the board takes the largest box of that shape that fits. */
  aspect?: number;
  board: ComponentChildren;
  /** The decision of the moment (and what must stay beside it: the banner, the dice just rolled). */
  decide: ComponentChildren;
  /** A new value brings the decision in with a short slide: a new step is where the player looks. */
  decideKey?: string;
  tabs: readonly PanelTab<K>[];
  tab: K | null;
  onTab: (k: K | null) => void;
  /** The open panel's content. */
  panel: (k: K) => ComponentChildren;
}

export function TableLayout<K extends string>(p: TableLayoutProps<K>) {
  const wide = useMedia(WIDE_TABLE);
  const open = shownTab(
    p.tab,
    p.tabs.map((x) => x.id),
    wide,
  );
  // A new decision starts at the top of the bar, not where the last one was scrolled to. Only a
  // bar that was scrolled is touched: setting scrollTop makes the browser lay the page out there
  // and then, in the middle of a move's update (a cost on every move of a cheap phone).
  const bar = useRef<HTMLDivElement>(null);
  const scrolled = useRef(false);
  // The bar's content stays the same elements from one step to the next (only what changed is
  // redrawn; a new element for each step drew the whole bar again, dice, words and buttons, at
  // every move). A new step plays the slide again on the same box: its animation's name swaps
  // between two copies of the same keyframes (table-layout.css), which restarts it.
  const again = useAgain(p.decideKey);
  useLayoutEffect(() => {
    if (!scrolled.current || !bar.current) return;
    bar.current.scrollTop = 0;
    scrolled.current = false;
  }, [p.decideKey]);
  return (
    // tl-no-tabs: a game's styles can tell a table without tabs by a class, not by :has(), which
    // would have the browser restyle the whole table at every change inside it.
    <div class={`tl ${p.class}${p.tabs.length === 0 ? ' tl-no-tabs' : ''}`} data-testid={p.testid} data-drawer={open && !wide ? 'open' : undefined} style={p.aspect ? { '--tl-aspect': p.aspect } : undefined}>
      <div class="tl-board">{p.board}</div>
      <div class="tl-tabs">
        <PanelTabs prefix={p.prefix} label={p.label} tabs={p.tabs} open={open} onOpen={p.onTab} closable={!wide} />
      </div>
      {p.tabs.map(({ id }) => (
        <div key={id} class="tl-panel stack" id={`${p.prefix}-tab-${id}`} role="tabpanel" aria-labelledby={`${p.prefix}-tabbtn-${id}`} hidden={open !== id} tabIndex={0}>
          {open === id && !wide && (
            <button type="button" class="btn icon-btn tl-close" aria-label={t('common.close')} data-testid="drawer-close" onClick={() => p.onTab(null)}>
              <Icon name="close" />
            </button>
          )}
          {open === id && p.panel(id)}
        </div>
      ))}
      {/* Scrollable, so reachable from the keyboard (the bar may hold only words, a roll's dice). */}
      <div class="tl-decide" data-testid="tl-decide" ref={bar} onScroll={() => (scrolled.current = true)} role="region" aria-label={t('game.decisionNow')} tabIndex={0}>
        <div class={`tl-decide-in stack${again ? ' tl-decide-again' : ''}`}>
          {p.decide}
        </div>
      </div>
    </div>
  );
}
