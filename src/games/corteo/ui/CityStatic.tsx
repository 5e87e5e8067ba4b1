// The city itself, drawn once as one image (city-svg.ts builds it): the page holds a single
// element for the whole city, so a move that changes the pieces over it never lays out, styles
// or paints the city again, and the browser keeps its raster while the board pans and pinches
// (it stays a vector drawing: sharp at any zoom). It never re-renders during play: the class
// below refuses every update unless the city, the language or the objectives' values change.
// The image is decorative (aria-hidden): the map is named as a whole, and every place on it is
// also said in words (the Pagine Gialle, the picker's hex names, the legend).
import { Component } from 'preact';
import { lang } from '../../../i18n/index.ts';
import { CITY } from '../content/city/index.ts';
import type { CityMap } from '../content/map-types.ts';
import { cityLayout } from './city-draw.ts';
import { citySvg } from './city-svg.ts';

export { TERRAIN_FILL } from './city-svg.ts';

// Built once per city, language and values, for as long as the page lives: a new game, a
// resumed one or the table drawn again after the cover reuse it (a handful, each a few
// hundred KB).
const images = new WeakMap<CityMap, Map<string, string>>();

/** The city's image as a URL: a blob where the page can make one, else a data URL. */
export function cityImage(city: CityMap, lang: 'it' | 'en', values?: Readonly<Record<string, number>> | null): string {
  let byKey = images.get(city);
  if (!byKey) images.set(city, (byKey = new Map()));
  const key = `${lang}|${values ? JSON.stringify(values) : ''}`;
  let url = byKey.get(key);
  if (!url) {
    const svg = citySvg(city, lang, values);
    try {
      url = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' })) : undefined;
    } catch {
      url = undefined;
    }
    url ??= `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    byKey.set(key, url);
  }
  return url;
}

// The browser keeps an image it has loaded: one <image> of the same URL later shows it at once,
// in its first frame. These are the ones loaded ahead of need.
const loaded = new Set<HTMLImageElement>();

/**
 * Makes the city's image and has the browser load it, ahead of the table: when the game's
 * screens load, in idle time (a saved game is still being read from storage), so a resumed
 * table finds the city drawn. Only the plain city in the page's language (a scenario's values
 * are drawn when its table opens).
 */
function prepare(): void {
  const url = cityImage(CITY, lang.value === 'en' ? 'en' : 'it', null);
  if (typeof Image !== 'function') return;
  const img = new Image();
  img.src = url;
  loaded.add(img);
}
if (typeof window !== 'undefined') {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(prepare, { timeout: 1000 });
  else setTimeout(prepare, 0);
}

export interface CityStaticProps {
  city: CityMap;
  lang: 'it' | 'en';
  /** Each objective's value in this game (0: not counted), or the printed values. Keep it stable: it redraws the city. */
  values?: Readonly<Record<string, number>> | null;
}

/** Drawn once per city, language and values: play never re-renders it. */
export class CityStatic extends Component<CityStaticProps> {
  override shouldComponentUpdate(next: CityStaticProps): boolean {
    return next.city !== this.props.city || next.lang !== this.props.lang || next.values !== this.props.values;
  }
  override render() {
    const { city, lang, values } = this.props;
    const { width, height } = cityLayout(city);
    return (
      <image
        class="city-static"
        href={cityImage(city, lang, values)}
        x={0}
        y={0}
        width={Math.round(width)}
        height={Math.round(height)}
        preserveAspectRatio="none"
        aria-hidden="true"
      />
    );
  }
}
