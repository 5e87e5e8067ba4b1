// Vite's helper for lazy imports (`__vitePreload`, the module `\0vite/preload-helper.js`) in
// fewer bytes. Every chunk with an `import()` calls it, so it sits in the first screen's script;
// Vite's own is 1.7 KB minified (0.7 KB gzip, a twelfth of that script), for a CSP nonce, an
// `import.meta.resolve` fallback, `link rel=preload` for browsers without modulepreload and a
// `vite:preloadError` event, none of which the app uses (no CSP nonce; a browser without
// modulepreload loads the module a moment later; no listener: a failure rejects the import, as
// Vite's does when nothing listens, and the screens offer a reload). The contract is Vite's:
// `deps` are the lazy chunk's files (its CSS and the chunks it imports) relative to `base`;
// each is linked once (a style sheet waited for, a script preloaded) unless the page already
// links it. If Vite renames the module its own helper is used again: the first screen's script
// grows (the bench shows it), nothing breaks. The e2e suite opens every screen and game, CSS
// and all, through it.
import type { Plugin } from 'vite';

const ID = '\0vite/preload-helper.js';

export function smallPreloadHelper(): Plugin {
  let base = '/';
  return {
    name: 'passamano:small-preload-helper',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    // Only for an absolute base (the app's '/'): the links are written from it.
    resolveId(id) {
      return id === ID && base.startsWith('/') ? ID : undefined;
    },
    load(id) {
      if (id !== ID || !base.startsWith('/')) return undefined;
      return `const seen = {};
export const __vitePreload = (load, deps) =>
  Promise.all(
    (deps || []).map((dep) => {
      const href = location.origin + ${JSON.stringify(base)} + dep;
      if (!(href in seen)) {
        const css = href.endsWith('.css');
        seen[href] = undefined;
        for (const l of document.getElementsByTagName('link')) if (l.href === href && (!css || l.rel === 'stylesheet')) return;
        const link = document.createElement('link');
        link.rel = css ? 'stylesheet' : 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
        if (css)
          seen[href] = new Promise((ok, ko) => {
            link.onload = ok;
            link.onerror = () => ko(new Error(href));
          }).finally(() => (seen[href] = undefined));
      }
      return seen[href];
    }),
  ).then(load);
`;
    },
  };
}
