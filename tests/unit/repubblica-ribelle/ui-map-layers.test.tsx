// @vitest-environment happy-dom
// Repubblica Ribelle's map and card faces as a player meets them: place names drawn over the
// pieces (a crowd of pieces never hides a name), the mission's pulse short and gone with reduced
// motion, and the card values' letters explained in words behind a tap, in both languages.
import { readFileSync } from 'node:fs';
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { addCatalogs, lang, t } from '../../../src/i18n/index.ts';
import { it as itWords, en as enWords } from '../../../src/games/repubblica-ribelle/strings.ts';
import { ribelleRules } from '../../../src/games/repubblica-ribelle/rules.ts';
import { MapView } from '../../../src/games/repubblica-ribelle/ui/MapView.tsx';
import { ValuesKey, placeName } from '../../../src/games/repubblica-ribelle/ui/parts.tsx';
import { featuresSvg, mapImage, namesSvg } from '../../../src/games/repubblica-ribelle/ui/map-svg.ts';
import { LOCALITIES, TERRITORIES } from '../../../src/games/repubblica-ribelle/content.ts';
import { start } from './helpers.ts';

addCatalogs({ it: itWords, en: enWords });
const SEATS = ['#d4a017', '#3f7a3a', '#6c3f91'].map((color, i) => ({ name: ['Anna', 'Bruno', 'Carla'][i], color }));

afterEach(() => {
  lang.value = 'it';
  document.body.innerHTML = '';
});

describe('Repubblica Ribelle map layers', () => {
  it('draws every place name after (over) every piece, and the names take no taps', () => {
    const view = ribelleRules.view(start(3), 'table');
    expect(view.seats.some((s) => s.base || s.dm.length || s.cp.length)).toBe(true);
    const root = document.createElement('div');
    document.body.append(root);
    render(<MapView view={view} seats={SEATS} mover={null} selected={null} targets={[]} />, root);
    const svg = root.querySelector('svg.rr-map')!;
    const all = [...svg.querySelectorAll('*')];
    const pieces = all.filter((e) => e.classList.contains('rr-tok'));
    // The names are one image, drawn once (map-svg.ts), after the pieces.
    const names = svg.querySelector('image.rr-loc-labels')!;
    expect(pieces.length).toBeGreaterThan(0);
    expect(Math.max(...pieces.map((e) => all.indexOf(e)))).toBeLessThan(all.indexOf(names));
    // Its drawing holds every place's name; its own name says them all for a screen reader.
    const drawn = [...new DOMParser().parseFromString(namesSvg(), 'image/svg+xml').querySelectorAll('text.rr-loc-label')].map((e) => e.textContent);
    expect(drawn.length).toBeGreaterThan(20);
    expect(drawn).toEqual(LOCALITIES.map((l) => placeName(l.id)));
    expect(names.getAttribute('aria-label')).toBe(drawn.join(', '));
    // The land is under the pieces, and the dots stay under them too.
    const firstPiece = Math.min(...pieces.map((e) => all.indexOf(e)));
    expect(all.indexOf(svg.querySelector('image.rr-fixed-land')!)).toBeLessThan(firstPiece);
    expect(all.findIndex((e) => e.classList.contains('rr-loc-dot'))).toBeLessThan(firstPiece);
    // No text is laid out in the page for the map's fixed drawing.
    expect(svg.querySelectorAll('text.rr-loc-label, text.rr-terr-label')).toHaveLength(0);
    const css = readFileSync('src/games/repubblica-ribelle/ui/map.css', 'utf8');
    expect(css).toMatch(/\.rr-loc-labels \{[^}]*pointer-events: none/);
  });

  it('draws the territories and places in the language of the page', () => {
    lang.value = 'en';
    expect(featuresSvg()).toContain(`>${t(`ribelle.territory.${TERRITORIES[0].id}`).toUpperCase()}</text>`);
    expect(namesSvg()).toContain(`>${placeName(LOCALITIES[0].id)}</text>`);
    const english = mapImage('names');
    lang.value = 'it';
    expect(mapImage('names')).not.toBe(english);
  });

  it("pulses the mission's place twice, briefly, and not at all with reduced motion", () => {
    const css = readFileSync('src/games/repubblica-ribelle/ui/map.css', 'utf8');
    const rule = css.match(/\.rr-mission-pulse \{[^}]*animation: rr-pulse ([\d.]+)s \S+ (\d+)/)!;
    expect(rule).not.toBeNull();
    expect(Number(rule[1]) * Number(rule[2])).toBeLessThanOrEqual(2.5);
    const reduced = css.match(/@media \(prefers-reduced-motion: reduce\) \{\s*\.rr-mission-pulse \{([^}]*)\}/)!;
    expect(reduced[1]).toMatch(/animation: none/);
    expect(reduced[1]).toMatch(/opacity: 0/);
  });
});

describe('the card values key', () => {
  it.each([
    ['it', 'M P S?', ['militare', 'politico', 'sociale']],
    ['en', 'M P S?', ['military', 'political', 'social']],
  ] as const)('%s: a tap target that says what M, P and S stand for', (language, summary, words) => {
    lang.value = language;
    const root = document.createElement('div');
    render(<ValuesKey />, root);
    expect(root.querySelector('summary')!.textContent).toBe(summary);
    const text = root.querySelector('p')!.textContent!;
    for (const [letter, word] of words.map((w) => [w[0].toUpperCase(), w])) expect(text).toContain(`${letter} ${word}`);
  });
});

describe('the pieces on the map', () => {
  it('keep their elements when a move changes others: a piece joining a place does not take over the one already there', () => {
    const view = ribelleRules.view(start(3), 'table');
    // Bruno's detachment alone on a place, then Anna's joins it (she comes first on the place).
    const [a, b] = [view.seats[0], view.seats[1]];
    const place = b.dm[0] ?? b.base!;
    const before = { ...view, seats: view.seats.map((s) => (s === a ? { ...a, dm: a.dm.filter((x) => x !== place), base: a.base === place ? null : a.base } : s)) };
    const after = { ...before, seats: before.seats.map((s, i) => (i === 0 ? { ...s, dm: [...s.dm, place] } : s)) };
    const root = document.createElement('div');
    document.body.append(root);
    const draw = (v: typeof view) => render(<MapView view={v} seats={SEATS} mover={null} selected={null} targets={[]} />, root);
    const labelled = (text: string) => [...root.querySelectorAll('g.rr-tok')].find((e) => e.getAttribute('aria-label')!.includes(text) && e.getAttribute('aria-label')!.includes(placeName(place)));
    draw(before);
    const others = [...root.querySelectorAll('g.rr-tok')].filter((e) => !e.getAttribute('aria-label')!.includes(placeName(place)));
    const bruno = labelled('Bruno')!;
    expect(bruno).toBeDefined();
    expect(labelled('Anna')).toBeUndefined();
    draw(after);
    // Anna's is new; Bruno's is the same element, moved aside; every other piece is untouched.
    expect(labelled('Anna')).toBeDefined();
    expect(labelled('Bruno')).toBe(bruno);
    expect(others.every((e) => e.isConnected)).toBe(true);
    render(null, root);
  });
});
