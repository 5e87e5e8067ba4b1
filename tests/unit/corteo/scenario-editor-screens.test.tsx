// @vitest-environment happy-dom
// The scenario editor's map: a start area takes a whole street or square found by name in the
// Pagine Gialle (only the hexes allowed, none twice), as well as hexes tapped; the players' own
// objectives, drawn on grey hexes, are tapped hex by hex.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { CITY, searchPlaces } from '../../../src/games/corteo/content/city/index.ts';
import { corteoStrings } from '../../../src/games/corteo/index.ts';
import type { Scenario } from '../../../src/games/corteo/content/scenarios/types.ts';
import { blankScenario } from '../../../src/games/corteo/rules/scenario-check.ts';
import { ScenarioEditor } from '../../../src/games/corteo/ui/ScenarioEditor.tsx';
import { addCatalogs, loadShellStrings } from '../../../src/i18n/index.ts';

let host: HTMLDivElement;
afterEach(() => {
  render(null, host);
  host.remove();
});
async function mount(onSave: (sc: Scenario) => void) {
  await loadShellStrings();
  addCatalogs(corteoStrings);
  host = document.createElement('div');
  document.body.appendChild(host);
  await act(() => render(<ScenarioEditor initial={blankScenario('custom-t', 'Prova')} onSave={async (sc) => onSave(sc)} onCancel={() => undefined} />, host));
  return host;
}
const q = (id: string) => host.querySelector(`[data-testid="${id}"]`) as HTMLElement;
async function search(text: string) {
  const input = host.querySelector('[data-testid="editor-search"] input') as HTMLInputElement;
  input.value = text;
  await act(() => void input.dispatchEvent(new Event('input', { bubbles: true })));
}

describe('the scenario editor\u2019s map', () => {
  it('the corteo\u2019s start takes a square found in the Pagine Gialle, and a second pick adds nothing twice', async () => {
    let saved: Scenario | null = null;
    await mount((sc) => (saved = sc));
    await act(() => q('ed-start-hexes').click());
    expect(q('editor-map')).toBeTruthy();
    const hit = searchPlaces(CITY, 'Piazza Fontana')[0];
    expect(hit.hexes.length).toBeGreaterThan(2);
    await search('Piazza Fontana');
    const first = host.querySelector('[data-testid="editor-search"] .pg-hit') as HTMLElement;
    await act(() => first.click());
    expect(q('editor-map-count').textContent).toContain(`Esa scelti: ${hit.hexes.length}`);
    expect(q('editor-search-added').textContent).toBe(`${hit.label?.it ?? hit.name}: ${hit.hexes.length} esa aggiunti`);
    await act(() => first.click());
    expect(q('editor-map-count').textContent).toContain(`Esa scelti: ${hit.hexes.length}`);
    expect(q('editor-search-added').textContent).toContain('0 esa aggiunti');
    await act(() => q('editor-map-done').click());
    expect(q('ed-start-hexes').textContent).toBe(`Esa scelti: ${hit.hexes.length}`);
    await act(() => q('ed-save').click());
    const start = saved!.corteo.start;
    expect(typeof start === 'object' && [...start.hexes].sort()).toEqual([...hit.hexes].sort());
  });

  it('a potere line on hexes offers the search; an own objective (grey hexes only) does not', async () => {
    await mount(() => undefined);
    await act(() => q('ed-add-line').click());
    const lines = host.querySelectorAll('[data-testid^="ed-line-where-"]');
    const last = lines[lines.length - 1] as HTMLSelectElement;
    expect(q('editor-search')).toBeNull();
    last.value = 'hexes';
    await act(() => void last.dispatchEvent(new Event('change', { bubbles: true })));
    expect(q('editor-search')).toBeTruthy();
    await act(() => q('editor-map-done').click());
    await act(() => q('ed-add-own').click());
    expect(q('editor-map')).toBeTruthy();
    expect(q('editor-search')).toBeNull();
  });
});
