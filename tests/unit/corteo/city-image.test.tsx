// @vitest-environment happy-dom
// The city's images: the plain city's is kept for the page's life; a scenario's (its own values
// or objectives) is released once no table shows it and newer ones have gone idle after it.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CITY } from '../../../src/games/corteo/content/city/index.ts';
import { CityStatic, cityImage, keptImages } from '../../../src/games/corteo/ui/CityStatic.tsx';

let made = 0;
const urls = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:test/${++made}`);
const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
afterEach(() => {
  revoked.mockClear();
});

const valuesOf = (n: number) => Object.fromEntries(CITY.objectives.map((o) => [o.id, o.id === CITY.objectives[0].id ? n : o.value]));

describe("the city's images", () => {
  it('releases a scenario image no table shows once two newer ones went idle, never the one shown or the plain city', () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const svgOf = (values: Record<string, number> | null) => (
      <svg>
        <CityStatic city={CITY} lang="it" values={values} />
      </svg>
    );
    act(() => render(svgOf(null), host));
    const plain = host.querySelector('image')!.getAttribute('href')!;
    const shown: string[] = [];
    const scenarios = [1, 2, 3, 4, 5].map(valuesOf);
    for (const values of scenarios) {
      act(() => render(svgOf(values), host));
      shown.push(host.querySelector('image')!.getAttribute('href')!);
    }
    expect(urls).toHaveBeenCalledTimes(6);
    // Shown last: 5; idle and kept: 4 and 3; released: 1 and 2.
    expect(revoked.mock.calls.map((c) => c[0])).toEqual([shown[0], shown[1]]);
    expect(keptImages(CITY)).toBe(4); // the plain city, 3, 4 and 5
    // A table drawn again with a kept image finds it, with no new blob.
    expect(cityImage(CITY, 'it', scenarios[3])).toBe(shown[3]);
    act(() => render(null, host));
    act(() => render(svgOf(null), host));
    expect(host.querySelector('image')!.getAttribute('href')).toBe(plain);
    expect(revoked.mock.calls.map((c) => c[0])).not.toContain(plain);
    expect(revoked.mock.calls.map((c) => c[0])).toContain(shown[2]);
    render(null, host);
    host.remove();
  });
});
