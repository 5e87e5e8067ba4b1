// The valley's fixed drawing as standalone SVG documents (strings), each shown on the map as one
// image (as Corteo's city: src/games/corteo/ui/city-svg.ts): the page lays out and paints one
// element for each, not hundreds of paths and SVG <text>, when a move changes the armies drawn
// over them. Three layers, so the map stacks as it always has: the land under the owners'
// cells, the borders over the cells (under the ring of what the last move changed), the names
// and resource coins over both (under the structures and armies). Their styles travel inside
// them (an image does not see the page's CSS: the theme's fonts are spelled out). Every name on
// them is also said in words: each cell's title and accessible name (MapView.tsx).
import { TERRITORIES } from '../content/index.ts';
import { LABEL_AT, OUTLINE, PLAIN_EDGES, RIDGE_EDGES, pathOf, ridgePeaks } from './geometry.ts';
import { svgImageUrl } from '../../../ui/svg-image.ts';

/** The map's frame in map units (the page's SVG and the images share it). */
export const FRAME = { x: 40, y: 50, w: 960, h: 920 } as const;

/**
 * The smallest words on the map, in map units: the resources in their coins (the names are 17
 * and 21, the armies' counts 16). A phone zooms until they read (follow.ts).
 */
export const SMALLEST_TEXT = 16;

// The theme's --serif and --font (src/ui/theme.css): system fonts, which an image may use.
const SERIF = "Georgia, 'Iowan Old Style', 'Palatino Linotype', 'Book Antiqua', serif";
const SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif";

const STYLE = `
.border { stroke: #6d5a3a; stroke-width: 1.2; opacity: 0.5; }
.ridge line { stroke: #6b4a2a; stroke-width: 7; stroke-linecap: round; }
.ridge path { fill: none; stroke: #3f2b17; stroke-width: 3.5; stroke-linejoin: round; }
.name { font: 600 17px ${SERIF}; fill: #2b2118; text-anchor: middle; paint-order: stroke; stroke: #f7efdc; stroke-width: 4px; }
.name-big { font-size: 21px; font-weight: 700; letter-spacing: 0.02em; }
.coin { fill: #d9a441; stroke: #7a5a1c; stroke-width: 2; }
.coin-n { font: 700 ${SMALLEST_TEXT}px ${SANS}; fill: #2b2118; text-anchor: middle; }
`;

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => ESC[c]);

const doc = (body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${FRAME.x} ${FRAME.y} ${FRAME.w} ${FRAME.h}" width="${FRAME.w}" height="${FRAME.h}"><style>${STYLE}</style>${body}</svg>`;

/** The land under the cells: the comune's outline and the relief of its mountains (our drawing). */
export function landSvg(): string {
  return doc(
    '<defs><linearGradient id="land" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e7dcc0"/><stop offset="1" stop-color="#d9caa5"/></linearGradient>' +
      '<pattern id="hatch" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><path d="M0 0v10" stroke="#8a6b43" stroke-width="1.2" opacity="0.25"/></pattern></defs>' +
      `<path d="${pathOf(OUTLINE)}" fill="url(#land)" stroke="#6d5a3a" stroke-width="6"/>` +
      // Relief of the Apennine side (west) and of Monte Maggio (north-east).
      '<path d="M75 300 C 150 260, 170 420, 110 520 S 140 760, 95 790 L 80 620 L 95 440 Z" fill="url(#hatch)"/>' +
      '<path d="M700 75 C 790 110, 860 95, 900 130 L 860 85 Z" fill="url(#hatch)"/>',
  );
}

/** The borders over the cells: plain ones faint, mountain ones as ridges of little peaks. */
export function bordersSvg(): string {
  let body = '';
  for (const [p, q] of PLAIN_EDGES) body += `<line class="border" x1="${p[0]}" y1="${p[1]}" x2="${q[0]}" y2="${q[1]}"/>`;
  for (const r of RIDGE_EDGES) {
    const [p, q] = r.edge;
    body += `<g class="ridge"><line x1="${p[0]}" y1="${p[1]}" x2="${q[0]}" y2="${q[1]}"/><path d="${ridgePeaks(r.edge)}"/></g>`;
  }
  return doc(body);
}

/** Each territory's name over it, and its resources in a coin. */
export function namesSvg(): string {
  let body = '';
  TERRITORIES.forEach((ter, i) => {
    const [x, y] = LABEL_AT[i];
    const big = ter.kind !== 'frazione';
    body +=
      `<text x="${x}" y="${y - 24}" class="name${big ? ' name-big' : ''}">${esc(ter.name)}</text>` +
      `<circle cx="${x - 10}" cy="${y - 2}" r="12" class="coin"/>` +
      `<text x="${x - 10}" y="${y + 4}" class="coin-n">${ter.resources}</text>`;
  });
  return doc(body);
}

export type MapLayer = 'land' | 'borders' | 'names';
const DRAW: Record<MapLayer, () => string> = { land: landSvg, borders: bordersSvg, names: namesSvg };

// Made once for as long as the page lives (the names are proper nouns: one drawing for both languages).
const urls = new Map<MapLayer, string>();

/** A layer's image as a URL (made once). */
export function mapLayerUrl(layer: MapLayer): string {
  let url = urls.get(layer);
  if (!url) {
    url = svgImageUrl(DRAW[layer]());
    urls.set(layer, url);
  }
  return url;
}
