// @vitest-environment happy-dom
// The city drawing: built from the data, its static layer drawn once and never again while
// play changes highlights and counters, taps turned into hex keys.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CITY, searchPlaces } from '../../../src/games/corteo/content/city/index.ts';
import { CityMap } from '../../../src/games/corteo/ui/CityMap.tsx';
import { CityStatic } from '../../../src/games/corteo/ui/CityStatic.tsx';
import { citySvg } from '../../../src/games/corteo/ui/city-svg.ts';
import { centre, cityLayout, hexAt, labelPlacement } from '../../../src/games/corteo/ui/city-draw.ts';
import { counterColors, COUNTER_COLORS } from '../../../src/games/corteo/ui/counters.ts';
import type { CounterSpec } from '../../../src/games/corteo/ui/CityCounter.tsx';
import { PagineGialle } from '../../../src/games/corteo/ui/PagineGialle.tsx';
import { HexPicker, pickerHexes } from '../../../src/games/corteo/ui/HexPicker.tsx';
import { CityLegend } from '../../../src/games/corteo/ui/CityLegend.tsx';
import type { PlaceHit } from '../../../src/games/corteo/content/city/index.ts';

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

/** The city's drawing (the map's one image) as a document. */
const drawing = (lang: 'it' | 'en' = 'it') => new DOMParser().parseFromString(citySvg(CITY, lang), 'image/svg+xml').documentElement;

describe('the city map drawing', () => {
  it('draws every objective, barracks, station and square from the data, with names', () => {
    const el = mount(<CityMap />);
    expect(el.querySelector('svg.city-map')!.getAttribute('aria-label')).toBe('La Città');
    // The city is one image over which play draws; the image is the drawing below.
    expect(el.querySelectorAll('svg.city-map image.city-static')).toHaveLength(1);
    expect(el.querySelector('image.city-static')!.getAttribute('aria-hidden')).toBe('true');
    const svg = drawing();
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
    expect(drawing('en').textContent).toContain('Government');
    expect(drawing('it').textContent).not.toContain('Government');
  });

  it('writes a half move cost as each language does: 1,5 in Italian, 1.5 in English', () => {
    const el = mount(<CityMap highlight={mento} tone="reach" costs={{ [mento[1]]: 1.5 }} />);
    expect(el.querySelector('.lit-cost')!.textContent).toBe('1,5');
    act(() => render(<CityMap lang="en" highlight={mento} tone="reach" costs={{ [mento[1]]: 1.5 }} />, host));
    expect(el.querySelector('.lit-cost')!.textContent).toBe('1.5');
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
    expect(el.querySelector('.lit-edge')).toBeNull(); // reach is shown hex by hex
    act(() => render(<CityMap highlight={robba} tone="found" />, host));
    expect(el.querySelector('.lit-edge')!.getAttribute('d')!.length).toBeGreaterThan(50);
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

  it('shows the lower counter of a stack by its sigla, and never lays a lower counter over another hex\u2019s upper one', () => {
    // Two stacks, the second in the row below the first, reaching up into it; then a lone counter.
    const below = CITY.hexes[mento[0]] ? mento[0] : mento[1];
    const [x0, y0] = [centre(cityLayout(CITY).layout, below).x, centre(cityLayout(CITY).layout, below).y];
    const under = Object.keys(CITY.hexes).find((k) => {
      const c = centre(cityLayout(CITY).layout, k);
      return Math.abs(c.y - y0 - 15) < 0.1 && Math.abs(c.x - x0 - 8.66) < 0.1;
    })!;
    expect(under, 'a hex in the row below').toBeDefined();
    const counters = [unit('a', under, 'mov', 4, 2), unit('b', under, 'lc', 6, 4), unit('c', below, 'fem', 4, 1), unit('d', below, 'ml', 6, 4)];
    const el = mount(<CityMap counters={counters} />);
    const at = (g: Element) => g.getAttribute('transform')!.match(/translate\(([-\d.]+) ([-\d.]+)\)/)!.slice(1).map(Number);
    const drawn = [...el.querySelectorAll('.cc')];
    const labels = drawn.map((g) => g.querySelector('.cc-label')!.textContent);
    // The lower counters of both stacks first, then the upper ones.
    expect(labels).toEqual(['MOV', 'FEM', 'LC', 'ML']);
    const size = Number(drawn[0].querySelector('rect')!.getAttribute('width'));
    const [, lowY] = at(drawn[0]);
    const [, highY] = at(drawn[2]);
    const label = drawn[0].querySelector('.cc-label')!;
    const baseline = lowY + Number(label.getAttribute('y'));
    // The upper counter's top edge is below the lower one's sigla line.
    expect(highY - size / 2).toBeGreaterThan(baseline);
  });

  it('keeps each counter in the page when a stack before it goes: moved, not drawn anew', () => {
    const a = unit('a', mento[0], 'mov', 4, 2);
    const b = unit('b', mento[1], 'lc', 6, 4);
    const c = unit('c', mento[2], 'celere', 4, 4);
    const el = mount(<CityMap counters={[a, b, c]} />);
    const [, nodeB, nodeC] = [...el.querySelectorAll('.cc')];
    const wasAt = nodeB.getAttribute('transform');
    // a leaves the map, and b moves on to c's hex.
    act(() => render(<CityMap counters={[{ ...b, hex: mento[2] }, c]} />, host));
    const now = [...el.querySelectorAll('.cc')];
    expect(now).toHaveLength(2);
    expect(now[0]).toBe(nodeB);
    expect(now[1]).toBe(nodeC);
    expect(nodeB.getAttribute('transform')).not.toBe(wasAt);
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

  it('searches the Pagine Gialle as one types and hands back the picked place', () => {
    const picked: PlaceHit[] = [];
    const el = mount(<PagineGialle placeholder="Cerca una via" noneLabel="Nessun luogo" onPick={(h) => picked.push(h)} />);
    const input = el.querySelector('input')!;
    act(() => { input.value = 'cappuccini'; input.dispatchEvent(new Event('input', { bubbles: true })); });
    const buttons = [...el.querySelectorAll('button.pg-hit')];
    expect(buttons.map((b) => b.textContent)).toContain('Bulvar dei Cappuccini');
    expect(buttons.map((b) => b.textContent)).toContain('Sede diplomatica \u2014 Bulvar dei Cappuccini');
    act(() => (buttons[0] as HTMLButtonElement).click());
    expect(picked[0].id).toBe('bulvar-cappuccini');
    expect(picked[0].hexes.length).toBeGreaterThan(10);
    act(() => { input.value = 'zanzibar'; input.dispatchEvent(new Event('input', { bubbles: true })); });
    expect(el.querySelector('.pg-none')!.textContent).toBe('Nessun luogo');
  });

  it('opens a picker of the tapped hex and its neighbours, picking only what is allowed', () => {
    const center = CITY.places.find((p) => p.id === 'piazza-fontana')!.hexes[7];
    const seven = pickerHexes(CITY, center);
    expect(seven).toHaveLength(7);
    const allowed = new Set(seven.slice(0, 3));
    const picks: string[] = [];
    let closed = false;
    const el = mount(<HexPicker center={center} allowed={allowed} onPick={(k) => picks.push(k)} onClose={() => (closed = true)} closeLabel="Chiudi" hexLabel={(k) => `esa ${k}`} counters={[unit('c', center, 'celere', 4, 4)]} />);
    const hexes = [...el.querySelectorAll('.hp-hex')];
    expect(hexes).toHaveLength(7);
    act(() => { hexes[1].dispatchEvent(new MouseEvent('click', { bubbles: true })); });
    act(() => { hexes[5].dispatchEvent(new MouseEvent('click', { bubbles: true })); });
    expect(picks).toEqual([seven[1]]);
    expect(el.querySelectorAll('.hp-off')).toHaveLength(4);
    expect(el.querySelectorAll('.cc')).toHaveLength(1);
    act(() => (el.querySelector('.hp-close') as HTMLButtonElement).click());
    expect(closed).toBe(true);
    // A corner hex has fewer neighbours on the map.
    expect(pickerHexes(CITY, CITY.edges.west[0]).length).toBeLessThan(7);
  });

  it('the picker shows what the map shows there: the reach colour, each cost, the street\u2019s name', () => {
    const center = CITY.places.find((p) => p.id === 'piazza-fontana')!.hexes[7];
    const seven = pickerHexes(CITY, center);
    const lit = new Set(seven.slice(1, 3));
    const costs = { [seven[1]]: 1.5, [seven[2]]: 2 };
    const el = mount(<HexPicker center={center} onPick={() => {}} onClose={() => {}} closeLabel="Chiudi" hexLabel={(k) => `esa ${k}`} lit={lit} tone="reach" costs={costs} formatCost={(n) => String(n).replace('.', ',')} />);
    expect(el.querySelectorAll('.hp-lit.lit-reach')).toHaveLength(2);
    expect(el.querySelector(`[data-testid="hexpick-cost-${seven[1]}"]`)!.textContent).toBe('1,5');
    expect(el.querySelector(`[data-testid="hexpick-cost-${seven[2]}"]`)!.textContent).toBe('2');
    expect(el.querySelector('[data-testid="hexpick-name"]')!.textContent).toBe(`esa ${center}`);
  });

  it('lists every terrain in the legend, in the chosen language', () => {
    const el = mount(<CityLegend lang="en" wallsLabel="Walls" bridgeLabel="Bridge" />);
    const items = [...el.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toHaveLength(14);
    expect(items).toEqual(expect.arrayContaining(['Council housing', 'Crowded place', 'Rise / descent', 'Walls', 'Bridge']));
  });
});
