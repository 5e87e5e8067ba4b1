// The table, kept while a cover or a private screen is up, so lifting the cover updates it
// instead of building it again (a whole board at every hand-off: the slowest moves of a
// game on a cheap phone). While away it stays in the page but is not drawn: out of the flow,
// `content-visibility: hidden` (the browser keeps its styles and layout instead of working
// them all out again), inert and hidden from assistive technology, and not redrawn at all.
// Only the public table view is ever in it, never a seat's private view.
import { render, type VNode } from 'preact';
import { useLayoutEffect, useMemo, useRef } from 'preact/hooks';

/** Marks the table's root as away (kept, not shown) or back. */
function setAway(root: Element | null, away: boolean): void {
  if (!root) return;
  root.toggleAttribute('data-away', away);
  root.toggleAttribute('inert', away);
  if (away) root.setAttribute('aria-hidden', 'true');
  else root.removeAttribute('aria-hidden');
}

/** `table`: the table to show now, or null while something else is shown (the last one is kept). */
export function KeptTable({ table }: { table: VNode | null }) {
  const slot = useRef<HTMLDivElement>(null);
  const box = useMemo(() => {
    const el = document.createElement('div');
    el.style.display = 'contents';
    return el;
  }, []);
  useLayoutEffect(() => {
    if (!table) {
      setAway(box.firstElementChild, true);
      return;
    }
    if (box.parentNode !== slot.current) slot.current?.appendChild(box);
    // Brought up to date while still away, then shown: one restyle of what changed.
    render(table, box);
    setAway(box.firstElementChild, false);
  });
  useLayoutEffect(
    () => () => {
      render(null, box);
      box.remove();
    },
    [box],
  );
  return <div ref={slot} style="display:contents" />;
}
