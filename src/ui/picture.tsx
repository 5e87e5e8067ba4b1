// Our drawings shown as images. An inline <svg> is a copy of every shape on every card, which the
// browser styles, lays out and paints with the page whenever something near it changes (on a
// cheap phone, about a quarter of a move's time in Rubico). Here a drawing becomes a standalone
// SVG document once, then, in idle moments, pixels (a PNG): every card that shows it is one <img>,
// decoded once and drawn as is. Pictures are decorative (the card's words sit beside them):
// aria-hidden, no alt text. A drawing reaches its image with fixed colours only: the page's CSS
// (classes, currentColor, variables) does not reach inside an image.
import type { ComponentChildren, FunctionComponent, VNode } from 'preact';
import { svgImageUrl, loadAhead } from './svg-image.ts';
import { whenIdleEach } from './idle.ts';

/** Attributes a drawing may carry that mean nothing in a standalone image. */
const PAGE_ONLY = new Set(['children', 'key', 'ref', 'aria-hidden', 'focusable', 'class', 'className']);

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

/**
 * The SVG markup of a drawing: elements, attributes, text, fragments and plain function
 * components (called with their props). Pure, with no DOM, so it is the same in any page or test.
 */
export function svgMarkup(node: ComponentChildren): string {
  if (node == null || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return escapeText(String(node));
  if (Array.isArray(node)) return node.map(svgMarkup).join('');
  const vnode = node as VNode<Record<string, unknown>>;
  if (typeof vnode.type === 'function') {
    const component = vnode.type as FunctionComponent & { prototype?: { render?: unknown } };
    // A class or a memo wrapper needs preact to run; a drawing is made of plain functions.
    if (component.prototype?.render || (component.prototype as { isReactComponent?: unknown } | undefined)?.isReactComponent)
      throw new Error(`svgMarkup: ${component.name || 'a component'} is not a plain function`);
    return svgMarkup(component(vnode.props) as ComponentChildren);
  }
  const tag = vnode.type as string;
  let attrs = '';
  for (const [name, value] of Object.entries(vnode.props)) {
    if (PAGE_ONLY.has(name) || value == null || value === false) continue;
    attrs += ` ${name}="${escapeAttr(String(value))}"`;
  }
  if (tag === 'svg') attrs = ` xmlns="http://www.w3.org/2000/svg"${attrs}`;
  const inner = svgMarkup(vnode.props.children as ComponentChildren);
  return inner ? `<${tag}${attrs}>${inner}</${tag}>` : `<${tag}${attrs}/>`;
}

/** Each picture's image, by its name: made once, kept for the page's life (a few dozen, small). */
const urls = new Map<string, string>();

/** The image of the picture called `name`, made from `markup` the first time it is asked for. */
export function pictureUrl(name: string, markup: () => string): string {
  let url = urls.get(name);
  if (url === undefined) {
    url = svgImageUrl(markup());
    urls.set(name, url);
  }
  return url;
}

/** Each picture drawn once into pixels (a PNG), by name: see picturesAhead. */
const rasters = new Map<string, string>();

/**
 * Pixels per viewBox unit of a picture's raster: a 48-unit medal is 168 px (a phone's largest,
 * 56 px at 3x); Fiamme's 200-unit scenes are 700 px wide, about a tablet card's width at 2x.
 */
const RASTER_SCALE = 3.5;

/**
 * Draws the picture into pixels once. An <img> of an SVG document is painted anew, shape by
 * shape, each time the page paints it; an <img> of pixels is decoded once and drawn as is.
 */
async function rasterize(name: string, svgUrl: string, viewBox: string | undefined): Promise<void> {
  const [, , w, h] = (viewBox ?? '').split(/[ ,]+/).map(Number);
  if (!w || !h || typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') return;
  const img = new Image();
  img.src = svgUrl;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(w * RASTER_SCALE);
  canvas.height = Math.round(h * RASTER_SCALE);
  const g = canvas.getContext('2d');
  if (!g) return;
  g.drawImage(img, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) return;
  const url = URL.createObjectURL(blob);
  loadAhead(url);
  rasters.set(name, url);
}

/**
 * Has the browser draw these pictures into pixels and load them, one an idle moment each (a
 * picture's drawing is a few milliseconds on a cheap phone: together they would be a long task),
 * so a card shown later has its picture in its first frame and never paints its shapes.
 */
export function picturesAhead(pictures: readonly { name: string; draw: () => VNode }[]): void {
  if (typeof window === 'undefined') return;
  whenIdleEach(
    pictures.map((p) => () => {
      if (rasters.has(p.name)) return;
      const drawing = p.draw();
      const url = pictureUrl(p.name, () => svgMarkup(drawing));
      rasterize(p.name, url, (drawing.props as { viewBox?: string }).viewBox).catch(() => loadAhead(url));
    }),
  );
}

/**
 * A picture of ours as an image. `name` names the drawing (the same name, the same drawing);
 * `draw` gives it as an <svg> with a viewBox and fixed colours; `class` sizes the image.
 */
export function Picture({ name, draw, class: cls }: { name: string; draw: () => VNode; class: string }) {
  const url = rasters.get(name) ?? pictureUrl(name, () => svgMarkup(draw()));
  return <img class={cls} src={url} alt="" aria-hidden="true" draggable={false} decoding="async" />;
}
