// The shared board: pans and pinches with hammerjs. Hammer's Manager is bound to this wrapper
// (touch-action: none), never to SVG children: Android cancels pans that start on SVG nodes.
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import Hammer from 'hammerjs';
import { Icon } from './icons.tsx';
import { clampTransform, MAX_SCALE, MIN_SCALE, type Transform } from './viewport.ts';

/** A view the board glides to when `key` changes (a new decision), unless a finger is on it. */
export interface BoardFocus {
  key: string;
  /** The view to show, from the board's size and the current view; null: leave it. */
  to: (width: number, height: number, current: Transform) => Transform | null;
}

/** How long the board takes to glide to a focus. */
const GLIDE_MS = 320;

/**
 * An event sent (bubbling) from an element on a board to ask the board to pan until that element
 * shows whole: a lesson's coach pointing at a hex the view has left out. The board's frame never
 * scrolls (its view is its own transform), so the page's scrollIntoView cannot do it.
 */
export const SHOW_ON_BOARD = 'board-show';

/** Room kept between an element shown on request and the board's edge, in pixels. */
const SHOW_ROOM = 8;

/**
 * `initial`: the view to open at, from the board's size (a game whose names are too small on a
 * phone opens zoomed on the action); the reset button still shows the whole board.
 * `focus`: the board follows the action, only on a new decision and never under a finger.
 * `maxScale`: how far a finger may zoom, from the board's size (MAX_SCALE when absent): a board
 * whose spaces are a few pixels on a phone lets them grow to a finger's size.
 */
export function BoardViewport({ children, label, resetLabel, initial, focus, maxScale }: { children: ComponentChildren; label: string; resetLabel: string; initial?: (width: number, height: number) => Transform; focus?: BoardFocus; maxScale?: (width: number, height: number) => number }) {
  const wrap = useRef<HTMLDivElement>(null);
  const [tf, setTf] = useState<Transform>({ x: 0, y: 0, scale: 1 });
  const tfRef = useRef(tf);
  tfRef.current = tf;
  const touching = useRef(false);
  const [gliding, setGliding] = useState(false);
  const glideEnd = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(glideEnd.current), []);
  // The board's size, kept by a ResizeObserver: reading clientWidth after a move's update would
  // make the browser lay the page out again at once, on every move.
  const box = useRef<{ w: number; h: number } | null>(null);
  const boxSize = (el: HTMLElement) => (box.current ??= { w: el.clientWidth, h: el.clientHeight });
  const maxRef = useRef(maxScale);
  maxRef.current = maxScale;
  const clamp = (t: Transform, w: number, h: number) => clampTransform(t, w, h, maxRef.current?.(w, h) ?? MAX_SCALE);
  useEffect(() => {
    const el = wrap.current;
    if (!el || typeof ResizeObserver !== 'function') return;
    // Read inside the observer's callback, where the layout is already done (clientWidth, as
    // the pan and pinch code reads it, counts the padding that contentRect leaves out).
    const ro = new ResizeObserver(() => {
      box.current = { w: el.clientWidth, h: el.clientHeight };
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  // A layout effect, so the glide starts in the same task as the decision that asks for it: no
  // frame shows the old view, and nothing can tap the board between the two.
  useLayoutEffect(() => {
    const el = wrap.current;
    if (!el || !focus || touching.current) return;
    const { w, h } = boxSize(el);
    const next = focus.to(w, h, tfRef.current);
    if (!next) return;
    const still = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    setGliding(!still);
    setTf(clamp(next, w, h));
    clearTimeout(glideEnd.current);
    glideEnd.current = setTimeout(() => setGliding(false), GLIDE_MS);
  }, [focus?.key]);

  // Asked to show an element on it: the least pan that brings it whole into the view the board
  // is at or gliding to (where it lies in the board is read through the transform drawn now).
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = wrap.current;
    if (!el) return;
    const onShow = (e: Event) => {
      e.stopPropagation();
      const inner = content.current;
      if (!inner || touching.current || !(e.target instanceof Element)) return;
      const { w, h } = boxSize(el);
      const frame = el.getBoundingClientRect();
      const r = e.target.getBoundingClientRect();
      const style = getComputedStyle(inner).transform;
      const drawn = style && style !== 'none' ? new DOMMatrixReadOnly(style) : new DOMMatrixReadOnly();
      const k = drawn.a || 1;
      const x0 = (r.left - frame.left - el.clientLeft - drawn.e) / k;
      const y0 = (r.top - frame.top - el.clientTop - drawn.f) / k;
      const t = tfRef.current;
      const along = (at: number, size: number, offset: number, room: number) => {
        const a = offset + t.scale * at;
        const b = a + t.scale * size;
        if (b - a > room - 2 * SHOW_ROOM) return room / 2 - t.scale * (at + size / 2);
        if (a < SHOW_ROOM) return SHOW_ROOM - t.scale * at;
        if (b > room - SHOW_ROOM) return room - SHOW_ROOM - t.scale * (at + size);
        return offset;
      };
      let next = clamp({ ...t, x: along(x0, r.width / k, t.x, w), y: along(y0, r.height / k, t.y, h) }, w, h);
      // Nor under the reset button in the board's corner: shown left of it or below it, whichever
      // the board's edges allow (a hex at a city's edge, a 320 px phone's small map).
      const reset = el.querySelector<HTMLElement>('.board-reset')?.getBoundingClientRect();
      if (reset) {
        const right = reset.left - frame.left - el.clientLeft - SHOW_ROOM;
        const below = reset.bottom - frame.top - el.clientTop + SHOW_ROOM;
        const clear = (v: Transform) => v.x + v.scale * (x0 + r.width / k) <= right + 0.5 || v.y + v.scale * y0 >= below - 0.5;
        if (!clear(next)) {
          const left = clamp({ ...next, x: right - next.scale * (x0 + r.width / k) }, w, h);
          const down = clamp({ ...next, y: below - next.scale * y0 }, w, h);
          next = [left, down].find(clear) ?? next;
        }
      }
      if (Math.abs(next.x - t.x) < 0.5 && Math.abs(next.y - t.y) < 0.5) return;
      const still = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
      setGliding(!still);
      setTf(next);
      clearTimeout(glideEnd.current);
      glideEnd.current = setTimeout(() => setGliding(false), GLIDE_MS);
    };
    el.addEventListener(SHOW_ON_BOARD, onShow);
    return () => el.removeEventListener(SHOW_ON_BOARD, onShow);
  }, []);

  useLayoutEffect(() => {
    const el = wrap.current;
    if (!el || !initial) return;
    setTf(clamp(initial(el.clientWidth, el.clientHeight), el.clientWidth, el.clientHeight));
  }, []);

  useEffect(() => {
    const el = wrap.current;
    if (!el) return;
    const mc = new Hammer.Manager(el, { touchAction: 'none' });
    const pinch = new Hammer.Pinch();
    const pan = new Hammer.Pan({ threshold: 6, pointers: 0 });
    pinch.recognizeWith(pan);
    mc.add([pinch, pan]);
    let start: Transform = tfRef.current;
    const begin = () => {
      start = tfRef.current;
    };
    const size = () => ({ w: el.clientWidth, h: el.clientHeight });
    mc.on('panstart pinchstart', begin);
    // A finger on the board: no glide starts, and one under way ends at once under it.
    mc.on('hammer.input', (e) => {
      touching.current = !e.isFinal;
      if (e.isFirst) setGliding(false);
    });
    mc.on('panmove', (e) => {
      if (tfRef.current.scale <= 1) return; // at 1x there is nothing to pan
      const { w, h } = size();
      setTf(clamp({ ...start, x: start.x + e.deltaX, y: start.y + e.deltaY }, w, h));
    });
    mc.on('pinchmove', (e) => {
      const { w, h } = size();
      const rect = el.getBoundingClientRect();
      const cx = e.center.x - rect.left;
      const cy = e.center.y - rect.top;
      const scale = Math.min(maxRef.current?.(w, h) ?? MAX_SCALE, Math.max(MIN_SCALE, start.scale * e.scale));
      // Zoom around the fingers' centre.
      const k = scale / start.scale;
      setTf(clamp({ scale, x: cx - (cx - start.x) * k + e.deltaX, y: cy - (cy - start.y) * k + e.deltaY }, w, h));
    });
    return () => mc.destroy();
  }, []);

  const zoomed = tf.scale > 1.01;
  return (
    <div class="board" ref={wrap} role="region" aria-label={label}>
      {zoomed && (
        <button class="btn icon-btn board-reset" aria-label={resetLabel} onClick={() => setTf({ x: 0, y: 0, scale: 1 })}>
          <Icon name="reset" />
        </button>
      )}
      <div class="board-content" ref={content} style={{ transform: `translate(${tf.x}px, ${tf.y}px) scale(${tf.scale})`, transition: gliding ? `transform ${GLIDE_MS}ms ease-out` : undefined }}>
        {children}
      </div>
    </div>
  );
}
