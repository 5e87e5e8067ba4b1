// The table, kept while a cover or a private screen is up, so lifting the cover updates it
// instead of building it again (a whole board at every hand-off: the slowest moves of a
// game on a cheap phone). It renders into a box of its own that leaves the page while the
// table is not shown: nothing of it is in the DOM under a cover or beside a private screen
// (the table view is public anyway), and while away it is not redrawn at all.
import { render, type VNode } from 'preact';
import { useLayoutEffect, useMemo, useRef } from 'preact/hooks';

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
      box.remove();
      return;
    }
    if (box.parentNode !== slot.current) slot.current?.appendChild(box);
    render(table, box);
  });
  useLayoutEffect(() => () => render(null, box), [box]);
  return <div ref={slot} style="display:contents" />;
}
