// The map's fixed drawing as three standalone SVG documents (strings), made once per language and
// shown as three <image>s in the map (as Corteo's city is): the land under the highlights; the
// relief, water, roads and territory names over them; the place names over the pieces. A move
// then lays out and paints a few elements, not the map's hundreds of paths and fifty <text>s
// (SVG text layout and shaping were most of a move's cost). Their styles travel inside them (an
// image does not see the page's CSS); the fonts are the page's system fonts (--serif).
// The names keep their words for screen readers on the map's names image (MapView).
import { lang, t } from '../../../i18n/index.ts';
import { LOCALITIES, RIVERS, ROADS, TERRITORIES } from '../content.ts';
import { placeName } from './parts.tsx';
import { centroid, placeLabels } from './labels.ts';
import { dotsPath, landPath, onLand, polylinePath, relief, roadPath } from './terrain.ts';
import { loadAhead, svgImageUrl } from '../../../ui/svg-image.ts';
import { whenIdle, whenIdleEach } from '../../../ui/idle.ts';

export const MAP_BOX = { x: 10, y: 10, w: 980, h: 905 };
const LOC = new Map(LOCALITIES.map((l) => [l.id, l]));
const TERR_LABEL = new Map(TERRITORIES.map((tr) => [tr.id, centroid(tr.polygon)]));

/** Names placed without collisions, once per language (the names' lengths set their places). */
const labelCache = new Map<string, ReturnType<typeof placeLabels>>();
export function mapLabels(): ReturnType<typeof placeLabels> {
  let spots = labelCache.get(lang.value);
  if (!spots) {
    spots = placeLabels(LOCALITIES, TERRITORIES, placeName, (id) => t(`ribelle.territory.${id}`).toUpperCase(), (tr) => TERR_LABEL.get(tr.id)!);
    labelCache.set(lang.value, spots);
  }
  return spots;
}

/** The land, the roads, the rivers and the relief as a few paths, once per language. */
const fixedCache = new Map<string, ReturnType<typeof fixedPaths>>();
function fixedPaths() {
  const labels = mapLabels();
  const names = [...labels.places.values(), ...labels.territories.values()].map((s) => s.box);
  const at = (id: string) => LOC.get(id)!;
  return {
    land: { MO: landPath(TERRITORIES.filter((tr) => tr.province === 'MO')), RE: landPath(TERRITORIES.filter((tr) => tr.province === 'RE')) },
    all: landPath(TERRITORIES),
    relief: relief(LOCALITIES, names, MAP_BOX, onLand(TERRITORIES)),
    rivers: polylinePath(RIVERS.map((r) => r.points)),
    roads: roadPath(ROADS, at, 'secondaria'),
    radici: roadPath(ROADS, at, 'radici'),
    major: dotsPath(LOCALITIES.filter((l) => l.major), 9),
    minor: dotsPath(LOCALITIES.filter((l) => !l.major), 6),
  };
}
export function fixed(): ReturnType<typeof fixedPaths> {
  let f = fixedCache.get(lang.value);
  if (!f) fixedCache.set(lang.value, (f = fixedPaths()));
  return f;
}

/** The drawings' own styles: the rules map.css once held for these classes. */
const STYLE = `
text { font-family: Georgia, 'Iowan Old Style', 'Palatino Linotype', 'Book Antiqua', serif; }
.rr-MO { fill: #efe1bf; }
.rr-RE { fill: #e6d8b0; }
.rr-height { fill: url(#rr-height); }
.rr-borders { fill: none; stroke: #3c6fa3; stroke-width: 3; stroke-linejoin: round; }
.rr-river { fill: none; stroke: #5b97c9; stroke-width: 5; stroke-linecap: round; stroke-linejoin: round; opacity: 0.8; }
.rr-road-casing { fill: none; stroke: #6b5533; stroke-width: 6; opacity: 0.45; }
.rr-road { fill: none; stroke: #fffaf0; stroke-width: 4; stroke-dasharray: 10 6; }
.rr-radici-casing { fill: none; stroke: #5a1a12; stroke-width: 11; stroke-linecap: round; }
.rr-radici { fill: none; stroke: #d8402c; stroke-width: 7; stroke-linecap: round; }
.rr-terr-label { font-weight: 700; letter-spacing: 2px; fill: #3c6fa3; opacity: 0.55; text-anchor: middle; }
.rr-loc-label { font-size: 15px; fill: #2b2118; paint-order: stroke; stroke: #f7ecd2; stroke-width: 5px; stroke-linejoin: round; }
.rr-loc-label.rr-major { font-size: 20px; font-weight: 700; }
.rr-wood { fill: #6f8a4e; stroke: #3f5230; stroke-width: 1.2; opacity: 0.55; }
.rr-hill { fill: #8a7550; }
.rr-hill-shade { fill: #4e4130; }
.rr-snow { fill: #fffaf0; }
`;

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => ESC[c]);

function doc(body: string): string {
  const { x, y, w, h } = MAP_BOX;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${x} ${y} ${w} ${h}" width="${w}" height="${h}"><style>${STYLE}</style>${body}</svg>`;
}

/** The land under everything: the provinces and the height's shading. */
export function landSvg(): string {
  const f = fixed();
  return doc(
    // Higher ground darker: the Secchia valley in the north-east, the crest in the south-west.
    '<defs><linearGradient id="rr-height" x1="0.85" y1="0.1" x2="0.15" y2="0.95">' +
      '<stop offset="0" stop-color="#9bb57a" stop-opacity="0.28"/><stop offset="0.45" stop-color="#b89a62" stop-opacity="0.12"/><stop offset="1" stop-color="#6b5533" stop-opacity="0.38"/>' +
      '</linearGradient></defs>' +
      `<path class="rr-land rr-MO" d="${f.land.MO}"/><path class="rr-land rr-RE" d="${f.land.RE}"/><path class="rr-height" d="${f.all}"/>`,
  );
}

/** The borders, the relief, the water, the roads and the territories' names, over the highlights. */
export function featuresSvg(): string {
  const f = fixed();
  const labels = mapLabels();
  let out = `<path class="rr-borders" d="${f.all}"/><g class="rr-relief"><path class="rr-wood" d="${f.relief.woods}"/>`;
  for (const h of f.relief.hills) out += `<g opacity="${h.opacity}"><path class="rr-hill" d="${h.lit}"/><path class="rr-hill-shade" d="${h.shade}"/></g>`;
  out += `<g opacity="0.75"><path class="rr-hill" d="${f.relief.peaks.lit}"/><path class="rr-hill-shade" d="${f.relief.peaks.shade}"/><path class="rr-snow" d="${f.relief.peaks.snow}"/></g></g>`;
  out += `<path class="rr-river" d="${f.rivers}"/><path class="rr-road-casing" d="${f.roads}"/><path class="rr-road" d="${f.roads}"/>`;
  out += `<path class="rr-radici-casing" d="${f.radici}"/><path class="rr-radici" d="${f.radici}"/>`;
  for (const tr of TERRITORIES) {
    const at = labels.territories.get(tr.id)!;
    out += `<text class="rr-terr-label" x="${at.x}" y="${at.y}" style="font-size: ${at.size}px">${esc(t(`ribelle.territory.${tr.id}`).toUpperCase())}</text>`;
  }
  return doc(out);
}

/** Every locality's name with a paper halo: drawn over the pieces, so a crowd never hides one. */
export function namesSvg(): string {
  const labels = mapLabels();
  let out = '<g class="rr-loc-labels">';
  for (const l of LOCALITIES) {
    const at = labels.places.get(l.id)!;
    out += `<text class="rr-loc-label${l.major ? ' rr-major' : ''}" x="${at.x}" y="${at.y}" text-anchor="${at.anchor}">${esc(placeName(l.id))}</text>`;
  }
  return doc(`${out}</g>`);
}

export type MapLayer = 'land' | 'features' | 'names';
const DRAW: Record<MapLayer, () => string> = { land: landSvg, features: featuresSvg, names: namesSvg };

// Made once per layer and language for as long as the page lives: a new game, a resumed one or
// the table drawn again after the cover reuse them (a few tens of KB each).
const urls = new Map<string, string>();

/** A layer's image as a URL (made once). */
export function mapImage(layer: MapLayer): string {
  const key = `${layer}|${lang.value}`;
  let url = urls.get(key);
  if (!url) {
    url = svgImageUrl(DRAW[layer]());
    urls.set(key, url);
    // Held loaded, so the table drawn again after a cover shows the map in its first frame.
    loadAhead(url);
  }
  return url;
}


// The layers made ahead of need, one an idle moment (together they were one long task), once
// the game's words are in (the names are words: a layer made before them would keep their keys).
function prepare(tries: number): void {
  const key = `ribelle.locality.${LOCALITIES[0].id}`;
  if (t(key) === key) {
    if (tries > 0) whenIdle(() => prepare(tries - 1), 1000, 200);
    return;
  }
  whenIdleEach(
    (Object.keys(DRAW) as MapLayer[]).map((layer) => () => void mapImage(layer)),
    1000,
    200,
  );
}
if (typeof window !== 'undefined' && typeof document !== 'undefined') whenIdle(() => prepare(20), 1000, 200);
