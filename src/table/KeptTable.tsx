// The table, kept while a cover or a private screen is up, so lifting the cover updates it
// instead of building it again (a whole board at every hand-off: the slowest moves of a game
// on a cheap phone). While away it stays in the page but out of sight and out of reach, with no
// height and `content-visibility: hidden`: not drawn, not laid out, not focusable, not tappable,
// not in the accessibility tree, not found by search. The browser keeps its styles and layout,
// so showing it again costs only what changed. (Not `inert` as well: inert is a style that
// every element inherits, so toggling it restyles the whole table.) It is the table view,
// public anyway, and it is not redrawn while away.
import { render, type VNode } from 'preact';
import { useLayoutEffect, useMemo, useRef } from 'preact/hooks';

/** Shows or puts away the table's box; its display never changes, so the browser keeps its boxes. */
function setAway(box: HTMLElement, away: boolean): void {
  box.style.contentVisibility = away ? 'hidden' : '';
  box.style.flex = away ? '0 0 0px' : '1 0 auto';
  box.dataset.away = String(away);
}

/** `table`: the table to show now, or null while something else is shown (the last one is kept). */
export function KeptTable({ table }: { table: VNode | null }) {
  const slot = useRef<HTMLDivElement>(null);
  const box = useMemo(() => {
    const el = document.createElement('div');
    el.className = 'kept-table';
    el.style.display = 'flex';
    el.style.flexDirection = 'column';
    return el;
  }, []);
  useLayoutEffect(() => {
    if (!table) {
      // Never drawn yet: nothing to keep.
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
