// A class on the page's root element while a screen that needs it is shown: what a rule like
// `html:has(.bar)` would say, without `:has()` on the root, which has the browser check the root
// again at nearly every change anywhere in the page, in every screen and game loaded after it (a
// game's CSS stays in the page).
import { useLayoutEffect } from 'preact/hooks';

const users = new Map<string, number>();

/** Puts `name` on <html> while this component is shown and `on` holds (several may share it). */
export function useRootClass(name: string, on = true): void {
  useLayoutEffect(() => {
    if (!on) return;
    users.set(name, (users.get(name) ?? 0) + 1);
    document.documentElement.classList.add(name);
    return () => {
      const left = (users.get(name) ?? 1) - 1;
      if (left > 0) users.set(name, left);
      else {
        users.delete(name);
        document.documentElement.classList.remove(name);
      }
    };
  }, [name, on]);
}
