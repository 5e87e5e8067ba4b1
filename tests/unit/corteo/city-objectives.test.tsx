// @vitest-environment happy-dom
// The map's objectives in a scenario: each one it counts with the scenario's value a hex, each
// one it does not count greyed with no value (Internazionalista counts only some kinds; a
// scenario from the editor chooses kinds and values); outside the scenarios, the printed values.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { CITY } from '../../../src/games/corteo/content/city/index.ts';
import { INTERNAZIONALISTA } from '../../../src/games/corteo/content/scenarios/internazionalista.ts';
import { blankScenario } from '../../../src/games/corteo/rules/scenario-check.ts';
import type { CorteoOptions } from '../../../src/games/corteo/rules/types.ts';
import { CityMap } from '../../../src/games/corteo/ui/CityMap.tsx';
import { citySvg } from '../../../src/games/corteo/ui/city-svg.ts';
import { objectiveValues } from '../../../src/games/corteo/ui/model.ts';

let host: HTMLDivElement | Element;
let mounted: HTMLDivElement;
afterEach(() => {
  render(null, mounted);
  mounted.remove();
});
/** The map of a game with these options, and the city's drawing it shows (its image) as a document. */
function mount(options: CorteoOptions) {
  mounted = document.createElement('div');
  document.body.appendChild(mounted);
  const values = objectiveValues(options, CITY);
  act(() => render(<CityMap city={CITY} objectives={values} />, mounted));
  host = new DOMParser().parseFromString(citySvg(CITY, 'it', values), 'image/svg+xml').documentElement;
  return host;
}

/** The value drawn on each objective hex, by objective id ('off' when greyed). */
function drawn(root: Element): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const add = (id: string, v: string) => out.set(id, new Set([...(out.get(id) ?? []), v]));
  const objective = (e: Element) => CITY.hexes[e.getAttribute('data-hex')!].objective!;
  for (const e of root.querySelectorAll('text.obj-value')) add(objective(e), e.textContent!);
  for (const e of root.querySelectorAll('path.obj-off')) add(objective(e), 'off');
  return out;
}

describe('the objectives on the map', () => {
  it('outside a scenario: every objective hex with its printed value', () => {
    const d = drawn(mount({ mode: 'advanced', map: 'citta' }));
    expect(host.querySelectorAll('path.obj-off')).toHaveLength(0);
    for (const o of CITY.objectives) expect(d.get(o.id), o.id).toEqual(new Set([String(o.value)]));
  });

  it('Internazionalista: the kinds it counts keep their value, the others are greyed with none', () => {
    const d = drawn(mount({ mode: 'advanced', map: 'citta', scenario: 'internazionalista' }));
    const counted = CITY.objectives.filter((o) => INTERNAZIONALISTA.objectives.kinds.includes(o.kind));
    const other = CITY.objectives.filter((o) => !INTERNAZIONALISTA.objectives.kinds.includes(o.kind));
    expect(counted.length).toBeGreaterThan(0);
    expect(other.length).toBeGreaterThan(0);
    for (const o of counted) expect(d.get(o.id), o.id).toEqual(new Set([String(o.value)]));
    for (const o of other) expect(d.get(o.id), o.id).toEqual(new Set(['off']));
    // Their names fade too.
    expect(host.querySelectorAll('text.n-objective.n-off')).toHaveLength(other.length);
  });

  it('each set of values has its own image of the city, made once and shown again', () => {
    const href = () => mounted.querySelector('image.city-static')!.getAttribute('href');
    mount({ mode: 'advanced', map: 'citta' });
    const plain = href();
    render(null, mounted);
    mounted.remove();
    mount({ mode: 'advanced', map: 'citta', scenario: 'internazionalista' });
    const scenario = href();
    render(null, mounted);
    mounted.remove();
    mount({ mode: 'base', map: 'citta' });
    expect(plain).not.toBe(scenario);
    expect(href()).toBe(plain);
  });

  it('a scenario from the editor: the kinds chosen with the values chosen', () => {
    const custom = blankScenario('custom-test', 'Prova');
    const kind = CITY.objectives[0].kind;
    const sc = { ...custom, objectives: { kinds: [kind], total: 0, values: { [kind]: 9 } } };
    const d = drawn(mount({ mode: 'advanced', map: 'citta', scenario: sc.id, custom: sc }));
    for (const o of CITY.objectives) expect(d.get(o.id), o.id).toEqual(new Set([o.kind === kind ? '9' : 'off']));
  });
});
