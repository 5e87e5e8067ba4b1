// A standalone SVG drawing (a map's fixed layer, a city) as a URL an <img> or <image> can show:
// a blob where the page can make one, else a data URL (a test's DOM, an old browser).
export function svgImageUrl(svg: string): string {
  try {
    if (typeof URL.createObjectURL === 'function') return URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  } catch {
    // Fall through to a data URL.
  }
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

// The browser keeps an image it has loaded while something holds it: an <image> of the same URL
// later shows it in its first frame (a table drawn again after a cover finds its map drawn).
const held = new Set<HTMLImageElement>();

/** Has the browser load `url` now and keep it, ahead of the first table that shows it. */
export function loadAhead(url: string): void {
  if (typeof Image !== 'function') return;
  const img = new Image();
  img.src = url;
  held.add(img);
}
