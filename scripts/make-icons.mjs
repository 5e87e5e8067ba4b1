// Renders the SVG icons in public/icons/ to the PNGs the manifest and index.html use.
// Run with `npm run icons` after editing an SVG; commit the PNGs (the build never needs Chromium).
// Uses the system Chromium: CHROMIUM_PATH or /usr/bin/chromium.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { launchOptions } from './chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const icons = `${root}public/icons/`;

/** [source svg, output png (relative to public/), size in px] */
const targets = [
  ['icon.svg', 'icons/icon-192.png', 192],
  ['icon.svg', 'icons/icon-512.png', 512],
  ['icon-maskable.svg', 'icons/icon-maskable-512.png', 512],
  // iOS draws its own rounded corners over a full-bleed square: use the maskable art.
  ['icon-maskable.svg', 'icons/apple-touch-icon-180.png', 180],
  ['icon.svg', 'icons/favicon-32.png', 32],
];
// Extra sizes only for eyeballing legibility (not committed, not in the manifest).
const previews = process.argv.includes('--preview')
  ? [['icon.svg', 'preview-48.png', 48], ['icon-maskable.svg', 'preview-maskable-circle.png', 256, 'circle']]
  : [];

const browser = await chromium.launch(launchOptions);
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const [src, out, size, mask] of [...targets, ...previews]) {
    const svg = await readFile(icons + src, 'utf8');
    const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    const clip = mask === 'circle' ? 'clip-path:circle(40% at 50% 50%);' : '';
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">` +
        `<img id="i" src="${dataUrl}" width="${size}" height="${size}" style="display:block;${clip}"></body></html>`,
    );
    await page.locator('#i').evaluate((img) => (img.complete ? null : new Promise((r) => (img.onload = r))));
    const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    const dest = previews.some((p) => p[1] === out) ? `/tmp/${out}` : `${root}public/${out}`;
    await writeFile(dest, png);
    console.log(`${dest} (${size}x${size})`);
  }
} finally {
  await browser.close();
}
