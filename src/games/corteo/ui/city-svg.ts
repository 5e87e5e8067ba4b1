// The city itself as one standalone SVG document (a string, not a tree of components): terrain
// as merged areas (one path a terrain), block outlines, the river and its bridges, avenues with
// their trees, the historic walls with towers, slopes and stairs, a faint play grid, then the
// names. The map shows it as one image (CityStatic.tsx): the page lays out and paints one
// element, not five hundred, when a move changes the pieces drawn over it, and the browser keeps
// its raster. Its styles travel inside it (an image does not see the page's CSS). Every name on
// it is also in words elsewhere (the Pagine Gialle, the picker's hex names, the legend).
import type { HexLayout } from '../../../engine/hex.ts';
import type { CityMap, Place, Terrain } from '../content/map-types.ts';
import {
  BLOCKS, PLAYABLE, boundaryPath, centre, centreLine, cityLayout, gridPath, hexPath, labelPlacement, SIZE, terrainPath, wallPath, wallTowers,
} from './city-draw.ts';

export const TERRAIN_FILL: Readonly<Record<Terrain, string>> = {
  strada: '#fbf8f1',
  viale: '#cdc7bc',
  affollato: '#9fd2ea',
  caseggiato: '#c49a72',
  popolari: '#c95a48',
  obiettivo: '#f4c843',
  caserma: '#8b6bb8',
  metro: '#fbf8f1',
  giardino: '#93bd6c',
  fiume: '#5f9bd0',
  scale: '#e9e1d2',
  pendio: '#e6d9c2',
};

/** The drawing's own styles (it is an image: the page's sheets do not reach inside it). */
const STYLE = `
text { font-family: system-ui, 'Segoe UI', Roboto, sans-serif; text-anchor: middle; }
.block-edge { fill: none; stroke: #6b4a31; stroke-width: 0.9; stroke-linejoin: round; }
.river-bank { fill: none; stroke: #2c5f8e; stroke-width: 1.1; }
.parapet { fill: none; stroke: #5a4636; stroke-width: 1.6; stroke-linecap: round; }
.avenue-line { fill: none; stroke: #f2eee6; stroke-width: 0.9; stroke-dasharray: 2.5 2.5; opacity: 0.9; }
.trees { fill: #5d8f3e; stroke: #3f6b27; stroke-width: 0.5; }
.bars { stroke: #3a2a1e; stroke-width: 0.9; }
.stairs { stroke: #7a6a58; stroke-width: 1; }
.slope { fill: none; stroke: #8a5a2b; stroke-width: 1.4; stroke-linecap: round; stroke-linejoin: round; }
.grid { fill: none; stroke: #6d5a48; stroke-width: 0.3; opacity: 0.3; }
.mura { fill: none; stroke: #4a3222; stroke-width: 2.6; stroke-linecap: square; }
.muro { fill: none; stroke: #2b1d14; stroke-width: 1.4; stroke-linecap: round; }
.tower { fill: #6e4c35; stroke: #2b1d14; stroke-width: 0.6; }
.barracks circle { fill: #5b3f8a; stroke: #fff; stroke-width: 0.8; }
.barracks text { fill: #fff; font-size: 7px; font-weight: 700; }
.barracks .exit rect { fill: #8b6bb8; stroke: #3b2560; stroke-width: 0.5; }
.barracks .exit text { font-size: 6px; }
.metro circle { fill: #c8271f; stroke: #fff; stroke-width: 1; }
.metro text { fill: #fff; font-size: 7.5px; font-weight: 800; }
.obj-value { fill: #6a4a00; font-size: 6px; font-weight: 700; }
.obj-off { fill: #5b5147; opacity: 0.55; }
.n-objective.n-off { opacity: 0.55; }
.n-street, .n-square, .n-objective, .n-bridge { paint-order: stroke; stroke-linejoin: round; }
.n-street { fill: #3a3026; stroke: #fbf8f1; stroke-width: 1.1; font-style: italic; }
.n-square { fill: #2a2119; stroke: #e8e2d6; stroke-width: 1.3; font-weight: 600; }
.n-big { font-weight: 800; letter-spacing: 0.3px; }
.n-bridge { fill: #1f3f60; stroke: #dbe9f5; stroke-width: 1; font-style: italic; }
.n-objective { fill: #4a3300; stroke: #fff3c4; stroke-width: 1.2; font-weight: 700; }
`;

const AVENUE_KINDS = new Set<Place['kind']>(['viale', 'corso', 'bulvar', 'lungo']);
const STREET_KINDS = new Set<Place['kind']>(['via', 'vicolo']);
const SQUARE_KINDS = new Set<Place['kind']>(['piazza', 'piazzale', 'largo']);

/** A number for the markup: two decimals are plenty at any zoom the board allows. */
const n = (v: number): string => String(Math.round(v * 100) / 100 + 0);

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => ESC[c]);

/** One element: attributes in order, undefined ones left out; text content escaped. */
function el(tag: string, attrs: Record<string, string | number | undefined>, text?: string): string {
  let a = '';
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined) a += ` ${k}="${typeof v === 'number' ? n(v) : esc(v)}"`;
  return text === undefined ? `<${tag}${a}/>` : `<${tag}${a}>${esc(text)}</${tag}>`;
}

/** A circle as a sub-path, so a garden's trees are one path, not a node each. */
const disc = (x: number, y: number, r: number): string => `M${n(x - r)} ${n(y)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;

/** `(x, y)` turned by `deg` degrees about `(cx, cy)`, as SVG's rotate(deg cx cy) does. */
function turn(x: number, y: number, deg: number, cx: number, cy: number): string {
  const a = (deg * Math.PI) / 180;
  const dx = x - cx;
  const dy = y - cy;
  return `${n(cx + dx * Math.cos(a) - dy * Math.sin(a))} ${n(cy + dx * Math.sin(a) + dy * Math.cos(a))}`;
}

function label(x: number, y: number, size: number, cls: string, name: string, angle = 0): string {
  return el('text', { class: cls, x, y, 'font-size': size, transform: angle ? `rotate(${angle} ${n(x)} ${n(y)})` : undefined }, name);
}

/**
 * The smallest street and bridge names, in map units: 11.4 px on a phone, where a hex is 44 px
 * across (follow.ts's READ_HEX_PX), as every word on the map there (issue 34).
 */
const NAME_MIN = 4.5;

function names(city: CityMap, layout: HexLayout, lang: 'it' | 'en', counts: (o: CityMap['objectives'][number]) => boolean): string {
  let out = '';
  for (const p of city.places) {
    const big = p.id === 'piazza-mento' || p.id === 'piazza-fontana';
    if (STREET_KINDS.has(p.kind) || AVENUE_KINDS.has(p.kind)) {
      if (p.hexes.length < 3) continue;
      const at = labelPlacement(layout, p.hexes);
      out += label(at.x, at.y + 1.3, AVENUE_KINDS.has(p.kind) ? 4.8 : NAME_MIN, 'n-street', p.name, at.angle);
    } else if (SQUARE_KINDS.has(p.kind) || p.kind === 'giardino' || p.kind === 'quartiere') {
      const at = labelPlacement(layout, p.hexes);
      out += label(at.x, at.y + 1.5, big ? 7 : 5.2, `n-square${big ? ' n-big' : ''}`, p.name);
    } else if (p.kind === 'ponte') {
      const at = labelPlacement(layout, p.hexes);
      out += label(at.x, at.y - SIZE * 0.95, NAME_MIN, 'n-bridge', p.name);
    }
  }
  for (const o of city.objectives) {
    const pts = o.hexes.map((k) => centre(layout, k));
    const x = pts.reduce((s, p) => s + p.x, 0) / pts.length;
    const y = Math.min(...pts.map((p) => p.y));
    out += label(x, y - SIZE * 0.62, 4.6, counts(o) ? 'n-objective' : 'n-objective n-off', (o.short ?? o.name)[lang]);
  }
  return out;
}

/**
 * The whole city as a standalone SVG document, in the map's units (its viewBox is the map's):
 * `values` are each objective's value in this game (0: not counted, dimmed with no value), or
 * null for the printed values.
 */
export function citySvg(city: CityMap, lang: 'it' | 'en', values?: Readonly<Record<string, number>> | null): string {
  const { layout, width, height } = cityLayout(city);
  const w = Math.round(width);
  const h = Math.round(height);
  const valueOf = (o: CityMap['objectives'][number]) => (values ? (values[o.id] ?? o.value) : o.value);
  const terrainOf = (k: string) => city.hexes[k].terrain;
  const is = (t: Terrain) => (k: string) => terrainOf(k) === t;
  const block = (k: string) => BLOCKS.has(terrainOf(k));
  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">`,
    `<style>${STYLE}</style>`,
    '<defs><pattern id="corteo-roofs" width="3.2" height="3.2" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><path d="M0 1.6H3.2" stroke="#a97d56" stroke-width="0.9"/></pattern>',
    '<pattern id="corteo-housing" width="4" height="4" patternUnits="userSpaceOnUse"><rect x="0.8" y="0.8" width="1.6" height="1.6" fill="#e7a08f" opacity="0.7"/></pattern></defs>',
    `<g class="city-static"><rect x="0" y="0" width="${w}" height="${h}" fill="#3b2f25"/>`,
  );
  for (const t of Object.keys(TERRAIN_FILL) as Terrain[]) {
    const d = terrainPath(city, layout, is(t));
    if (d) parts.push(el('path', { class: `t-${t}`, d, fill: TERRAIN_FILL[t], stroke: TERRAIN_FILL[t], 'stroke-width': 0.6 }));
  }
  // Buildings get a fine hatch of roofs over the whole block, never a tile a hex.
  parts.push(
    el('path', { d: terrainPath(city, layout, (k) => terrainOf(k) === 'caseggiato' && !city.hexes[k].prison), fill: 'url(#corteo-roofs)' }),
    el('path', { d: terrainPath(city, layout, is('popolari')), fill: 'url(#corteo-housing)' }),
    el('path', { class: 'block-edge', d: boundaryPath(city, layout, block, (k) => !block(k)) }),
    el('path', { class: 'river-bank', d: boundaryPath(city, layout, is('fiume'), (k) => !city.hexes[k].bridge) }),
  );
  // Avenues: a row of trees each side of a pale centre line.
  for (const p of city.places) if (AVENUE_KINDS.has(p.kind)) parts.push(el('path', { class: 'avenue-line', d: centreLine(layout, p.hexes) }));
  let trees = '';
  for (const k of Object.keys(city.hexes).filter(is('giardino'))) {
    const c = centre(layout, k);
    trees += disc(c.x - 3.2, c.y - 1.5, 2.4) + disc(c.x + 3, c.y - 2.6, 2) + disc(c.x + 0.6, c.y + 3, 2.6);
  }
  if (trees) parts.push(el('path', { class: 'trees', d: trees }));
  parts.push(el('path', { class: 'parapet', d: boundaryPath(city, layout, (k) => !!city.hexes[k].bridge, is('fiume')) }));
  let bars = '';
  for (const k of city.prison) {
    const c = centre(layout, k);
    bars += [-4, -1.3, 1.3, 4].map((dx) => `M${n(c.x + dx)} ${n(c.y - 5)}V${n(c.y + 5)}`).join('');
  }
  if (bars) parts.push(el('path', { class: 'bars', d: bars }));
  // Slopes and stairs turned uphill: pointy-top directions are 0°, -60°, -120°... (y down).
  let stairs = '';
  let slopes = '';
  for (const [k, hx] of Object.entries(city.hexes)) {
    if (hx.terrain !== 'pendio' && hx.terrain !== 'scale') continue;
    const c = centre(layout, k);
    const a = -60 * (hx.up ?? 0);
    const at = (dx: number, dy: number) => turn(c.x + dx, c.y + dy, a, c.x, c.y);
    if (hx.terrain === 'scale') stairs += [-4, -1.5, 1, 3.5].map((dx) => `M${at(dx, -4.5)}L${at(dx, 4.5)}`).join('');
    else slopes += `M${at(-2.5, -4)}L${at(2.5, 0)}L${at(-2.5, 4)}`;
  }
  if (stairs) parts.push(el('path', { class: 'stairs', d: stairs }));
  if (slopes) parts.push(el('path', { class: 'slope', d: slopes }));
  parts.push(
    el('path', { class: 'grid', d: gridPath(city, layout, PLAYABLE(city)) }),
    el('path', { class: 'muro', d: wallPath(city, layout, 'muro') }),
    el('path', { class: 'mura', d: wallPath(city, layout, 'mura') }),
  );
  const towers = wallTowers(city, layout).map((p) => `M${n(p.x - 2.2)} ${n(p.y - 2.2)}h4.4v4.4h-4.4Z`).join('');
  if (towers) parts.push(el('path', { class: 'tower', d: towers }));
  for (const b of city.barracks) {
    const pts = b.hexes.map((k) => centre(layout, k));
    const x = pts.reduce((s, p) => s + p.x, 0) / pts.length;
    const y = pts.reduce((s, p) => s + p.y, 0) / pts.length;
    let exits = '';
    for (const e of b.exits) {
      const c = centre(layout, e);
      exits += `<g class="exit">${el('rect', { x: c.x - 3.6, y: c.y - 3.6, width: 7.2, height: 7.2, rx: 1.2 })}${el('text', { x: c.x, y: c.y + 2.3 }, String(b.number))}</g>`;
    }
    parts.push(`<g class="barracks">${el('circle', { cx: x, cy: y, r: 5.5 })}${el('text', { x, y: y + 2.6 }, String(b.number))}${exits}</g>`);
  }
  for (const m of city.metro) {
    const c = centre(layout, m.hex);
    parts.push(`<g class="metro">${el('circle', { cx: c.x, cy: c.y, r: 5.6 })}${el('text', { x: c.x, y: c.y + 2.9 }, 'M')}</g>`);
  }
  // A scenario's value a hex; an objective it does not count is dimmed, with no value.
  for (const o of city.objectives) {
    for (const k of o.hexes) {
      const c = centre(layout, k);
      parts.push(valueOf(o) ? el('text', { class: 'obj-value', 'data-hex': k, x: c.x, y: c.y + 2.6 }, String(valueOf(o))) : el('path', { class: 'obj-off', 'data-hex': k, d: hexPath(layout, k, 1) }));
    }
  }
  parts.push(names(city, layout, lang, (o) => valueOf(o) > 0), '</g></svg>');
  return parts.join('');
}
