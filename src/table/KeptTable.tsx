// The table, kept while a cover or a private screen is up, so lifting the cover updates it
// instead of building it again (a whole board at every hand-off: the slowest moves of a game
// on a cheap phone). While away its root stays in the page but out of sight and out of reach:
// `content-visibility: hidden` (not drawn, not laid out, not focusable, not tappable, not in the
// accessibility tree, not found by search), aria-hidden (its own landmark), taken out of the
// flow and put behind the page. The browser keeps its styles and layout, so showing it again
// costs only what changed. Only properties that are not inherited change: toggling `inert`,
// `visibility` or `pointer-events` would restyle every element of the table. It is the table
// view, public anyway, and it is not redrawn while away.
import { render, type VNode } from 'preact';
import { useLayoutEffect, useMemo, useRef } from 'preact/hooks';

const AWAY: Partial<Record<'contentVisibility' | 'position' | 'inset' | 'zIndex', string>> = {
  contentVisibility: 'hidden',
  position: 'fixed',
  inset: '0',
  zIndex: '-1',
};

/** Shows or puts away the table's root (the game's table renders one element). */
function setAway(box: HTMLElement, away: boolean): void {
  const root = box.firstElementChild as HTMLElement | null;
  if (!root) return;
  for (const [k, v] of Object.entries(AWAY)) root.style[k as keyof typeof AWAY] = away ? v : '';
  // content-visibility hides what is inside the root, not the root: its landmark (main) would
  // still be announced, empty. An attribute, so nothing is restyled.
  if (away) root.setAttribute('aria-hidden', 'true');
  else root.removeAttribute('aria-hidden');
  box.dataset.away = String(away);
}

/** `table`: the table to show now, or null while something else is shown (the last one is kept). */
export function KeptTable({ table }: { table: VNode | null }) {
  const slot = useRef<HTMLDivElement>(null);
  const box = useMemo(() => {
    const el = document.createElement('div');
    el.className = 'kept-table';
    // No box of its own: the table's root lays out as a child of the page, as any screen.
    el.style.display = 'contents';
    return el;
  }, []);
  useLayoutEffect(() => {
    if (!table) {
      // Put away the table drawn before, if there is one yet.
      if (box.parentNode) setAway(box, true);
      return;
    }
    if (box.parentNode !== slot.current) slot.current?.appendChild(box);
    render(table, box);
    setAway(box, false);
  });
  useLayoutEffect(() => () => render(null, box), [box]);
  return <div ref={slot} style="display:contents" />;
}
