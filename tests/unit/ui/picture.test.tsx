// @vitest-environment happy-dom
// Our drawings as images: a drawing's markup is a standalone SVG document (its own namespace,
// fixed attributes, nothing of the page), made once per name, and shown as one decorative <img>.
import { render } from 'preact';
import { memo } from 'preact/compat';
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { Picture, pictureUrl, svgMarkup } from '../../../src/ui/picture.tsx';
import { MARCIA_PICTURES } from '../../../src/games/rubico/ui/art/marcia.tsx';
import { POWER_PICTURES_AHEAD } from '../../../src/games/rubico/ui/art/powers.tsx';
import { UNIT_PICTURES } from '../../../src/games/fiamme-d-assalto/ui/art.tsx';
import { CARD_PICTURES } from '../../../src/games/fiamme-d-assalto/ui/card-art.tsx';

const parse = (markup: string) => new DOMParser().parseFromString(markup, 'image/svg+xml');

describe('a drawing as an image', () => {
  it('is a standalone SVG document: its namespace, its shapes and text escaped, none of the page’s attributes', () => {
    function Leaf({ x }: { x: number }) {
      return <circle cx={x} cy="4" r="2" fill="#123" />;
    }
    const markup = svgMarkup(
      <svg viewBox="0 0 10 10" class="page-class" aria-hidden="true" focusable="false">
        <>
          {[1, 2].map((x) => (
            <Leaf key={x} x={x} />
          ))}
        </>
        {false}
        {null}
        <text x="1" y="9" font-family="Georgia, 'Times'">{'A & <B>'}</text>
        <path d="M0 0" stroke-width="1" opacity={undefined} />
      </svg>,
    );
    expect(markup).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="1" cy="4" r="2" fill="#123"/><circle cx="2" cy="4" r="2" fill="#123"/>' +
        '<text x="1" y="9" font-family="Georgia, \'Times\'">A &amp; &lt;B&gt;</text><path d="M0 0" stroke-width="1"/></svg>',
    );
    const doc = parse(markup);
    expect(doc.documentElement.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(doc.querySelectorAll('circle')).toHaveLength(2);
    expect(doc.querySelector('text')!.textContent).toBe('A & <B>');
  });

  it('refuses a component it cannot run without preact (a memo wrapper)', () => {
    const Wrapped = memo(() => <rect />);
    expect(() => svgMarkup(<svg>{<Wrapped />}</svg>)).toThrow(/not a plain function/);
  });

  it('is made once per name and shown as one decorative image', () => {
    const make = vi.fn(() => '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const first = pictureUrl('test-once', make);
    expect(pictureUrl('test-once', make)).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);

    const host = document.createElement('div');
    const draw = vi.fn(() => (
      <svg viewBox="0 0 4 4">
        <rect width="4" height="4" fill="#000" />
      </svg>
    ));
    act(() => render(<Picture name="test-img" class="art" draw={draw} />, host));
    act(() => render(<Picture name="test-img" class="art" draw={draw} />, host));
    const img = host.querySelector('img')!;
    expect(img.className).toBe('art');
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('aria-hidden')).toBe('true');
    expect(img.getAttribute('src')).toBe(pictureUrl('test-img', () => ''));
    expect(host.querySelector('svg')).toBeNull();
    expect(draw).toHaveBeenCalledTimes(1);
  });
});

describe('the games’ pictures', () => {
  it.each([
    ['Rubico', [...MARCIA_PICTURES, ...POWER_PICTURES_AHEAD]],
    ["Fiamme d'assalto", [...UNIT_PICTURES, ...CARD_PICTURES]],
  ])('every picture of %s is a well-formed drawing of its own, with no colour left to the page', (_game, all) => {
    const markups = all.map((p) => svgMarkup(p.draw()));
    for (const [i, markup] of markups.entries()) {
      const doc = parse(markup);
      expect(doc.querySelector('parsererror'), all[i].name).toBeNull();
      // A viewBox gives its raster's size (ui/picture.tsx draws it into pixels from it).
      expect(doc.documentElement.getAttribute('viewBox'), all[i].name).toMatch(/^0 0 \d+ \d+$/);
      expect(doc.querySelectorAll('path, circle, ellipse, rect, text').length, all[i].name).toBeGreaterThanOrEqual(1);
      // An image sees none of the page's CSS.
      expect(markup, all[i].name).not.toMatch(/currentColor|var\(|class=/);
    }
    // Each name draws something different (no two cards share a picture by mistake).
    expect(new Set(markups).size).toBe(all.length);
    expect(new Set(all.map((p) => p.name)).size).toBe(all.length);
  });
});
