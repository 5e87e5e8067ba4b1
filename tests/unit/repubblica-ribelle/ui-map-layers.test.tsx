// @vitest-environment happy-dom
// Repubblica Ribelle's map and card faces as a player meets them: place names drawn over the
// pieces (a crowd of pieces never hides a name), the mission's pulse short and gone with reduced
// motion, and the card values' letters explained in words behind a tap, in both languages.
import { readFileSync } from 'node:fs';
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { addCatalogs, lang } from '../../../src/i18n/index.ts';
import { it as itWords, en as enWords } from '../../../src/games/repubblica-ribelle/strings.ts';
import { ribelleRules } from '../../../src/games/repubblica-ribelle/rules.ts';
import { MapView } from '../../../src/games/repubblica-ribelle/ui/MapView.tsx';
import { ValuesKey } from '../../../src/games/repubblica-ribelle/ui/parts.tsx';
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
    const names = all.filter((e) => e.classList.contains('rr-loc-label'));
    expect(pieces.length).toBeGreaterThan(0);
    expect(names.length).toBeGreaterThan(20);
    const lastPiece = Math.max(...pieces.map((e) => all.indexOf(e)));
    const firstName = Math.min(...names.map((e) => all.indexOf(e)));
    expect(firstName).toBeGreaterThan(lastPiece);
    // The dots stay under the pieces.
    expect(all.findIndex((e) => e.classList.contains('rr-loc-dot'))).toBeLessThan(Math.min(...pieces.map((e) => all.indexOf(e))));
    const css = readFileSync('src/games/repubblica-ribelle/ui/map.css', 'utf8');
    expect(css).toMatch(/\.rr-loc-labels \{[^}]*pointer-events: none/);
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
