// The home's tile scenes as SVG files (public/art/<id>.svg), drawn from src/ui/art/tiles.tsx,
// their one source: the home, the kiosk and the end screen show them as images, so no screen's
// script carries them and the home's first paint never waits for them. After changing a scene:
// `node scripts/run-ts.mjs scripts/tile-art.ts` (a unit test fails while a file is stale).
import { writeFileSync } from 'node:fs';
import { Fragment, type VNode } from 'preact';
import { SCENES } from '../src/ui/art/tiles.tsx';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Markup of a tree of SVG elements and function components (no state, no effects). */
function markup(node: unknown): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (Array.isArray(node)) return node.map(markup).join('');
  if (typeof node !== 'object') return escape(String(node));
  const v = node as VNode<Record<string, unknown>>;
  if (v.type === Fragment) return markup(v.props.children);
  if (typeof v.type === 'function') return markup((v.type as (p: unknown) => unknown)(v.props));
  const { children, ...attrs } = v.props;
  const list = Object.entries(attrs)
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(([name, value]) => ` ${name}="${escape(String(value))}"`)
    .join('');
  const inner = markup(children);
  return inner ? `<${v.type}${list}>${inner}</${v.type}>` : `<${v.type}${list}/>`;
}

/** A scene as a standalone SVG file: the scene's own markup, as an image (no class, no aria). */
export function tileSvg(gameId: string): string {
  const svg = markup(SCENES[gameId]);
  return `${svg.replace(/^<svg class="tile-art"/, '<svg xmlns="http://www.w3.org/2000/svg"').replace(' aria-hidden="true" focusable="false"', '')}\n`;
}

export const tileFile = (gameId: string) => new URL(`../public/art/${gameId}.svg`, import.meta.url);

export default function writeTileArt(): void {
  for (const id of Object.keys(SCENES)) writeFileSync(tileFile(id), tileSvg(id));
}
