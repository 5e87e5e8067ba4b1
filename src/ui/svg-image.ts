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
