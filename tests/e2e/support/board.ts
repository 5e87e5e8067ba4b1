// The board viewport (src/ui/BoardViewport.tsx) glides to each new decision. A driver that taps
// the map must wait for it to rest, or its finger lands on a board still moving.
import type { Page } from '@playwright/test';

/**
 * Waits until the board inside `root` rests where it was asked to be: no glide asked (the inline
 * transition) or running (`getAnimations`), and the box the page lays out (what a finger meets)
 * at the inline transform's place and scale. On a loaded machine the page may paint nothing for
 * a second or more; a glide then starts late and its start is what the page's geometry reports,
 * while the style says it is over. Only the box itself, at its target, says the board rests.
 * Looked at two frames on, so that the effects a new decision runs after its first paint
 * (Preact's useEffect, which may pick anew and ask for a glide) have run first.
 */
export function boardAtRest(page: Page, root: string): Promise<unknown> {
  return page.waitForFunction(
    (r) =>
      new Promise<boolean>((done) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const el = document.querySelector<HTMLElement>(`${r} .board-content`);
            if (!el) return done(true);
            if (el.style.transition || el.getAnimations().length) return done(false);
            const tf = /translate\(([-\d.e]+)px, ([-\d.e]+)px\) scale\(([-\d.e]+)\)/.exec(el.style.transform);
            if (!tf) return done(true);
            const [x, y, scale] = tf.slice(1).map(Number);
            const board = el.parentElement!;
            const at = el.getBoundingClientRect();
            const frame = board.getBoundingClientRect();
            // transform-origin 0 0 (screens.css): the box starts at its layout place plus the translation.
            const left = frame.left + board.clientLeft + el.offsetLeft + x;
            const top = frame.top + board.clientTop + el.offsetTop + y;
            done(Math.abs(at.left - left) < 1 && Math.abs(at.top - top) < 1 && Math.abs(at.width - el.offsetWidth * scale) < 1);
          }),
        ),
      ),
    root,
    { timeout: 10_000 },
  );
}
