// A list of choices longer than its box says how many lie past the box's edge: "Altre 12 scelte
// più in basso", under the list, always in the same place (one line, there whenever the list
// overflows, so nothing moves when it is scrolled), so no choice is hidden inside a panel's
// scroll without the player knowing (issue 34: Corteo's 21 units to place on a phone).
import type { ComponentChildren, HTMLAttributes } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import './more-list.css';

/**
 * How many of a list's children lie (their middle) past the end of what shows, and before its
 * start, along `axis`. What shows is the list's own box when it scrolls itself; in a decision bar
 * (`inBar`) it is also cut by the nearest box that scrolls the list, less the bar's sticky foot.
 * `foot`: how far the foot's top stands over that box's bottom.
 */
export function countPast(list: HTMLElement, axis: 'x' | 'y' = 'y', inBar = false): { over: boolean; past: number; before: number; foot: number } {
  const none = { over: false, past: 0, before: 0, foot: 0 };
  const y = axis === 'y';
  const self = y ? list.scrollHeight > list.clientHeight + 1 : list.scrollWidth > list.clientWidth + 1;
  let bar: HTMLElement | null = null;
  if (inBar) {
    bar = list.parentElement;
    while (bar && !/(auto|scroll)/.test(getComputedStyle(bar).overflowY)) bar = bar.parentElement;
  }
  if (!self && !bar) return none;
  const l = list.getBoundingClientRect();
  let start = self ? (y ? l.top : l.left) : -Infinity;
  let end = self ? (y ? l.bottom : l.right) : Infinity;
  let foot = 0;
  if (bar) {
    const b = bar.getBoundingClientRect();
    start = Math.max(start, y ? b.top : b.left);
    let barEnd = y ? b.bottom : b.right;
    const f = bar.querySelector<HTMLElement>('.tl-act')?.getBoundingClientRect();
    if (y && f && f.height > 0 && f.top < barEnd) {
      barEnd = Math.max(b.top, f.top);
      foot = Math.round(b.bottom - barEnd);
    }
    end = Math.min(end, barEnd);
  }
  let past = 0;
  let before = 0;
  for (const el of list.children) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    // A choice counts as past the edge once its middle is (a card mostly in view is not "more").
    const mid = y ? (r.top + r.bottom) / 2 : (r.left + r.right) / 2;
    if (mid > end) past++;
    else if (mid < start) before++;
  }
  return { over: past > 0 || before > 0, past, before, foot };
}

/**
 * Keeps `countPast` of the list in `ref` up to date, without ever forcing a layout: a
 * ResizeObserver reports the list, each of its children (and, `inBar`, the bar and what it
 * holds) after the browser has laid them out, before the paint, so the count is read from a
 * layout already done. A redraw that adds or removes children re-observes the list, which makes
 * the observer report once more; a scroll (the list's own, or the bar's) is read at once. Without
 * a ResizeObserver the list is measured after each redraw. Once a list of so many children has
 * overflowed it keeps its cue, so scrolling it whole into view never removes a line above it.
 */
export function useMore(ref: { current: HTMLElement | null }, axis: 'x' | 'y' = 'y', inBar = false) {
  const [more, setMore] = useState({ over: false, past: 0, before: 0, foot: 0 });
  const latch = useRef({ n: -1, over: false });
  const watch = useRef<{ ro: ResizeObserver | null; kids: Element[] } | null>(null);
  const measure = () => {
    const el = ref.current;
    if (!el) return;
    const m = countPast(el, axis, inBar);
    if (latch.current.n !== el.children.length) latch.current = { n: el.children.length, over: false };
    latch.current.over ||= m.over;
    const next = { ...m, over: latch.current.over };
    setMore((o) => (o.over === next.over && o.past === next.past && o.before === next.before && o.foot === next.foot ? o : next));
  };
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const w = (watch.current ??= { ro: typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => measure()), kids: [] });
    if (!w.ro) return measure();
    const kids = [...el.children];
    if (kids.length === w.kids.length && kids.every((k, i) => k === w.kids[i])) return;
    for (const k of w.kids) if (!kids.includes(k)) w.ro.unobserve(k);
    for (const k of kids) if (!w.kids.includes(k)) w.ro.observe(k);
    w.kids = kids;
    // The counts change with the children even where no box changes size: observing the list
    // anew makes the observer report it after the coming layout.
    w.ro.unobserve(el);
    w.ro.observe(el);
  });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const ro = watch.current?.ro ?? null;
    // In a bar, the bar scrolls the list: follow its scroll, and what in it moves the list.
    let bar: HTMLElement | null = null;
    if (inBar) {
      bar = el.parentElement;
      while (bar && !/(auto|scroll)/.test(getComputedStyle(bar).overflowY)) bar = bar.parentElement;
      bar?.addEventListener('scroll', measure, { passive: true });
      if (bar && ro) {
        ro.observe(bar);
        for (const part of bar.children) if (part !== el) ro.observe(part);
      }
    }
    return () => {
      ro?.disconnect();
      bar?.removeEventListener('scroll', measure);
    };
  }, []);
  return { ...more, measure };
}

/** The cue's words: how many lie below, or, scrolled to the end, how many lie above. */
export function moreWords(m: { past: number; before: number }): string {
  return m.past > 0 ? t('list.moreBelow', { n: m.past }) : t('list.end', { n: m.before });
}

type DivProps = Omit<HTMLAttributes<HTMLDivElement>, 'ref' | 'onScroll'>;

function Cue({ more, foot }: { more: { past: number; before: number }; foot?: number }) {
  return (
    <p
      class={`more-cue small${more.past > 0 ? ' more-cue-on' : ''}${foot !== undefined ? ' more-cue-bar' : ''}`}
      // In a bar, the line stays in sight just over the bar's sticky foot while the list runs under it.
      style={foot !== undefined ? { bottom: `${Math.max(0, foot - 2)}px` } : undefined}
      data-testid="more-cue"
      data-past={more.past}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d={more.past > 0 ? 'M5 9l7 7 7-7' : 'M5 15l7-7 7 7'} />
      </svg>
      {moreWords(more)}
    </p>
  );
}

/**
 * A list of choices (`class` gives it its box) with the "N more" line: under it when the list
 * scrolls itself; over it when it lies in a decision bar that scrolls it (`inBar`), held in sight
 * just over the bar's sticky foot while the list runs on under it.
 */
export function MoreList({ children, inBar = false, ...rest }: DivProps & { children: ComponentChildren; inBar?: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  const more = useMore(box, 'y', inBar);
  return (
    <>
      {inBar && more.over && <Cue more={more} foot={more.foot} />}
      <div {...rest} ref={box} onScroll={more.measure} data-more-list={more.over ? more.past : undefined}>
        {children}
      </div>
      {!inBar && more.over && <Cue more={more} />}
    </>
  );
}
