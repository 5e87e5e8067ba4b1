// @vitest-environment happy-dom
// The city drawing: built from the data, its static layer drawn once and never again while
// play changes highlights and counters, taps turned into hex keys.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CITY, searchPlaces } from '../../../src/games/corteo/content/city/index.ts';
import { CityMap } from '../../../src/games/corteo/ui/CityMap.tsx';
import { CityStatic } from '../../../src/games/corteo/ui/CityStatic.tsx';
import { centre, cityLayout, hexAt, labelPlacement } from '../../../src/games/corteo/ui/city-draw.ts';
import { counterColors, COUNTER_COLORS } from '../../../src/games/corteo/ui/counters.ts';
import type { CounterSpec } from '../../../src/games/corteo/ui/CityCounter.tsx';

let host: HTMLDivElement;
afterEach(() => {
  render(null, host);
  host.remove();
});
function mount(node: preact.ComponentChild) {
  host = document.createElement('div');
  document.body.appendChild(host);
  act(() => render(node, host));
  return host;
}

const mento = CITY.piazzaMento;
const unit = (id: string, hex: string, component: string, speed: number, power: number): CounterSpec => ({ id, hex, component, label: component.slice(0, 3).toUpperCase(), speed, power });

describe('the city map drawing', () => {
  it('draws every objective, barracks, station and square from the data, with names', () => {
    const el = mount(<CityMap />);
    const svg = el.querySelector('svg.city-map')!;
    expect(svg.getAttribute('aria-label')).toBe('La Città');
    expect(svg.querySelectorAll('.obj-value')).toHaveLength(60);
    expect(svg.querySelectorAll('.barracks > circle')).toHaveLength(CITY.barracks.length);
    expect(svg.querySelectorAll('.metro')).toHaveLength(CITY.metro.length);
    const text = svg.textContent ?? '';
    for (const name of ['Piazza Mento', 'Piazza Fontana', 'Bulvar dei Cappuccini', 'Viale Billikid', 'Governo', 'Carcere', 'Tribunale']) expect(text).toContain(name);
    expect(svg.querySelector('.mura')!.getAttribute('d')!.length).toBeGreaterThan(100);
    // A few dozen nodes for the terrain, not one a hex.
    expect(svg.querySelectorAll('.city-static > path').length).toBeLessThan(60);
  });

  it('speaks English when asked', () => {
    const svg = mount(<CityMap lang="en" />).querySelector('svg')!;
    expect(svg.getAttribute('aria-label')).toBe('The City');
    expect(svg.textContent).toContain('Government');
  });

  it('never redraws the city while play changes highlights and counters', () => {
    const spy = vi.spyOn(CityStatic.prototype, 'render');
    const el = mount(<CityMap highlight={[]} counters={[]} />);
    expect(spy).toHaveBeenCalledTimes(1);
    const robba = searchPlaces(CITY, 'piazza della robba')[0].hexes;
    act(() => render(<CityMap highlight={robba} tone="found" counters={[unit('m1', mento[0], 'mov', 4, 2)]} selected={mento[0]} />, host));
    act(() => render(<CityMap highlight={mento} tone="reach" costs={{ [mento[1]]: 3 }} counters={[unit('m1', mento[1], 'mov', 4, 2)]} />, host));
    expect(spy).toHaveBeenCalledTimes(1);
    expect(el.querySelector('.lit-reach')).not.toBeNull();
    expect(el.querySelector('.lit-cost')!.textContent).toBe('3');
    spy.mockRestore();
  });

  it('draws counters with speed-power, two to a hex at most, face down when in panic', () => {
    const counters = [unit('a', mento[0], 'mov', 4, 2), unit('b', mento[0], 'lc', 6, 4), unit('c', mento[1], 'celere', 4, 4), { ...unit('d', mento[2], 'celere', 4, 4), faceDown: true }];
    const el = mount(<CityMap counters={counters} />);
    const drawn = el.querySelectorAll('.cc');
    expect(drawn).toHaveLength(4);
    expect([...el.querySelectorAll('.cc-numbers')].map((t) => t.textContent)).toEqual(['4-2', '6-4', '4-4']);
    expect(el.querySelectorAll('.cc-down')).toHaveLength(1);
    const mov = el.querySelector('.cc rect')!;
    expect(mov.getAttribute('fill')).toBe(COUNTER_COLORS.mov.fill);
    expect(counterColors('nobody')).toBeDefined();
  });

  it('turns a point of the map into its hex, and every hex centre back into itself', () => {
    const { layout } = cityLayout(CITY);
    for (const k of Object.keys(CITY.hexes)) expect(hexAt(CITY, layout, centre(layout, k))).toBe(k);
    expect(hexAt(CITY, layout, { x: -50, y: -50 })).toBeNull();
  });

  it('offers a tap layer only when taps are wanted', () => {
    expect(mount(<CityMap />).querySelector('.tap-layer')).toBeNull();
    render(null, host);
    host.remove();
    const onHex = vi.fn();
    expect(mount(<CityMap onHex={onHex} />).querySelector('.tap-layer')).not.toBeNull();
  });

  it('turns a street\u2019s name along its course: across for east-west, upright for north-south', () => {
    const { layout } = cityLayout(CITY);
    const byId = (id: string) => CITY.places.find((p) => p.id === id)!.hexes;
    expect(labelPlacement(layout, byId('bulvar-cappuccini')).angle).toBe(0);
    expect(Math.abs(labelPlacement(layout, byId('viale-billikid')).angle)).toBeGreaterThan(80);
  });
});
