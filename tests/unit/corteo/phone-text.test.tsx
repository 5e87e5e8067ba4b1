// @vitest-environment happy-dom
// Every word on Corteo's map reads on a phone (issue 34): at the scale a phone opens and follows
// the action at (a hex READ_HEX_PX across), the counters' sigle and numbers and the fixed
// drawing's street, bridge and square names are 11 px or more.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { CITY } from '../../../src/games/corteo/content/city/index.ts';
import { CityMap } from '../../../src/games/corteo/ui/CityMap.tsx';
import { citySvg } from '../../../src/games/corteo/ui/city-svg.ts';
import { SIZE } from '../../../src/games/corteo/ui/city-draw.ts';
import { READ_HEX_PX } from '../../../src/games/corteo/ui/follow.ts';
import type { CounterSpec } from '../../../src/games/corteo/ui/CityCounter.tsx';

/** Screen pixels per map unit on a phone: a hex (√3 SIZE across) drawn READ_HEX_PX wide. */
const PX = READ_HEX_PX / (Math.sqrt(3) * SIZE);

let host: HTMLDivElement;
afterEach(() => {
  render(null, host);
  host.remove();
});

describe("Corteo's map words on a phone", () => {
  it("every counter's sigla and numbers, the longest sigle included, at 11 px or more", () => {
    const hex = Object.keys(CITY.hexes)[40];
    const labels = ['AUTOP', 'MOV', 'CC', 'PRES', 'COM\u00d73', 'GdF'];
    const counters: CounterSpec[] = labels.map((label, i) => ({ id: `u${i}`, hex: i < 2 ? hex : Object.keys(CITY.hexes)[50 + i], component: 'mov', label, speed: 6, power: 4 }));
    host = document.createElement('div');
    document.body.appendChild(host);
    act(() => render(<CityMap counters={counters} />, host));
    const texts = [...host.querySelectorAll<SVGTextElement>('g.cc text')];
    expect(texts.length).toBe(2 * labels.length);
    for (const t of texts) expect(Number(t.getAttribute('font-size')) * PX, t.textContent ?? '').toBeGreaterThanOrEqual(11);
    // A long sigla is squeezed to the counter's width, never shrunk.
    const autop = texts.find((t) => t.textContent === 'AUTOP')!;
    expect(autop.getAttribute('lengthAdjust')).toBe('spacingAndGlyphs');
  });

  it("the fixed drawing's smallest words at 11 px or more", () => {
    const sizes = [...citySvg(CITY, 'it').matchAll(/font-size(?::\s*|=")([\d.]+)/g)].map((m) => Number(m[1]));
    expect(Math.min(...sizes) * PX).toBeGreaterThanOrEqual(11);
  });
});
