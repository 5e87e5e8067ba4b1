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
import { loadAhead, svgImageUrl } from '../../../ui/svg-image.ts';
import { whenIdle } from '../../../ui/idle.ts';

export { TERRAIN_FILL } from './city-svg.ts';

// Built once per city, language and values: a new game, a resumed one or the table drawn again
// reuse it. The plain city's stays for as long as the page lives; a scenario's (its own
// objectives or values, a few hundred KB each) is released once no table shows it and two
// newer ones have gone idle after it.
interface CityImage {
  url: string;
  /** Tables showing it now. */
  users: number;
  /** False for the plain city, kept for the page's life (it is made ahead of need). */
  releasable: boolean;
}
const images = new WeakMap<CityMap, Map<string, CityImage>>();
/** Images no table shows, oldest first: the last KEEP_IDLE stay for a table drawn again. */
const idle: { city: CityMap; key: string }[] = [];
const KEEP_IDLE = 2;

const imageKey = (lang: 'it' | 'en', values?: Readonly<Record<string, number>> | null): string => `${lang}|${values ? JSON.stringify(values) : ''}`;

function imageOf(city: CityMap, lang: 'it' | 'en', values?: Readonly<Record<string, number>> | null): CityImage {
  let byKey = images.get(city);
  if (!byKey) images.set(city, (byKey = new Map()));
  const key = imageKey(lang, values);
  let image = byKey.get(key);
  if (!image) {
    const url = svgImageUrl(citySvg(city, lang, values));
    image = { url, users: 0, releasable: city !== CITY || !!values };
    byKey.set(key, image);
    if (image.releasable) idle.push({ city, key });
    trimIdle();
  }
  return image;
}

/** The city's image as a URL: a blob where the page can make one, else a data URL. */
export function cityImage(city: CityMap, lang: 'it' | 'en', values?: Readonly<Record<string, number>> | null): string {
  return imageOf(city, lang, values).url;
}

/** A table shows this image: it is not released while it does. */
function hold(city: CityMap, lang: 'it' | 'en', values?: Readonly<Record<string, number>> | null): void {
  const image = imageOf(city, lang, values);
  image.users += 1;
  const key = imageKey(lang, values);
  const i = idle.findIndex((x) => x.city === city && x.key === key);
  if (i >= 0) idle.splice(i, 1);
}

/** A table no longer shows this image: it goes idle, and the oldest idle ones are released. */
function letGo(city: CityMap, lang: 'it' | 'en', values?: Readonly<Record<string, number>> | null): void {
  const key = imageKey(lang, values);
  const image = images.get(city)?.get(key);
  if (!image) return;
  image.users = Math.max(0, image.users - 1);
  if (image.users === 0 && image.releasable) {
    idle.push({ city, key });
    trimIdle();
  }
}

function trimIdle(): void {
  while (idle.length > KEEP_IDLE) {
    const { city, key } = idle.shift()!;
    const byKey = images.get(city);
    const image = byKey?.get(key);
    if (!image || image.users > 0) continue;
    byKey!.delete(key);
    if (image.url.startsWith('blob:') && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(image.url);
  }
}

/** How many scenario images are kept now (for the tests). */
export const keptImages = (city: CityMap): number => images.get(city)?.size ?? 0;

/**
 * Makes the city's image and has the browser load it, ahead of the table: when the game's
 * screens load, in idle time (a saved game is still being read from storage), so a resumed
 * table finds the city drawn. Only the plain city in the page's language (a scenario's values
 * are drawn when its table opens).
 */
function prepare(): void {
  loadAhead(cityImage(CITY, lang.value === 'en' ? 'en' : 'it', null));
}
if (typeof window !== 'undefined') whenIdle(prepare);

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
  override componentDidMount(): void {
    const { city, lang, values } = this.props;
    hold(city, lang, values);
  }
  override componentDidUpdate(prev: CityStaticProps): void {
    const { city, lang, values } = this.props;
    hold(city, lang, values);
    letGo(prev.city, prev.lang, prev.values);
  }
  override componentWillUnmount(): void {
    const { city, lang, values } = this.props;
    letGo(city, lang, values);
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
