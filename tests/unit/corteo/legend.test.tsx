// @vitest-environment happy-dom
// The table's legend: every kind of counter on the map by its initials and its whole name, the
// tables' abbreviations in words and the terrain, so "AUTOP" or "RD" never stays a riddle; and
// the head explained on the step that chooses it.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { corteoRules as R, type CorteoState } from '../../../src/games/corteo/rules.ts';
import { corteoStrings } from '../../../src/games/corteo/index.ts';
import { Legend, counterKinds } from '../../../src/games/corteo/ui/Legend.tsx';
import { countersOf } from '../../../src/games/corteo/ui/model.ts';
import { addCatalogs, lang, loadLanguage, loadShellStrings } from '../../../src/i18n/index.ts';
import type { CounterSpec } from '../../../src/games/corteo/ui/CityCounter.tsx';
import { CorteoTable } from '../../../src/games/corteo/ui/Table.tsx';

const SEATS = ['Anna', 'Bruno'].map((name, i) => ({ name, color: ['#c33', '#33c'][i] }));

function mount(node: preact.ComponentChild): HTMLElement {
  const host = document.createElement('div');
  document.body.appendChild(host);
  act(() => render(node, host));
  return host;
}

/** A seeded advanced game, each seat playing its first legal move, until the table's step is `step`. */
function advancedUntil(step: string): CorteoState {
  let s = R.setup({ mode: 'advanced', map: 'citta' }, 2, 5);
  for (let i = 0; i < 200 && R.view(s, 'table').step !== step; i++) {
    const seat = R.decision(s)!.seat;
    const r = R.apply(s, seat, R.legalMoves(s, seat)[0]);
    if (!r.ok) throw new Error(r.reason);
    s = r.state;
  }
  return s;
}

describe('the legend', () => {
  it('one entry per kind of counter on the map, a clinic\u2019s count folded in', () => {
    const c = (id: string, label: string, component: string): CounterSpec => ({ id, hex: '1,1', component, label, speed: 4, power: 2 });
    const kinds = counterKinds([c('a', 'MOV', 'mov'), c('b', 'MOV', 'mov'), c('c', 'COM\u00d73', 'comizio'), c('d', 'COM', 'comizio'), c('e', 'CEL', 'celere')]);
    expect(kinds.map((k) => k.label)).toEqual(['CEL', 'COM', 'MOV']);
  });

  it('names every counter on an advanced game\u2019s map, and the tables\u2019 results in words, in both languages', async () => {
    await loadShellStrings();
    addCatalogs(corteoStrings);
    // Both sides placed (the first legal moves), up to the corteo's first movement.
    const s = advancedUntil('move');
    const view = R.view(s, 'table');
    const counters = countersOf(view, null);
    const el = mount(<Legend view={view} counters={counters} />);
    const labels = new Set(counters.map((x) => x.label));
    expect(labels.size).toBeGreaterThan(5);
    for (const label of labels) expect(el.querySelector(`[data-testid="legend-unit-${label}"]`), label).not.toBeNull();
    expect(el.querySelector('[data-testid="legend-unit-AUTOP"]')!.textContent).toContain('Autonomia Operaia');
    const text = el.textContent!;
    expect(text).toContain('RD difensore si ritira');
    expect(text).toContain('PA panico dell\u2019attaccante');
    expect(el.querySelectorAll('.city-legend li').length).toBe(14);
    await loadLanguage('en');
    lang.value = 'en';
    const en = mount(<Legend view={view} counters={counters} />);
    expect(en.textContent).toContain('DR defender retreats');
    expect(en.textContent).toContain('Initials on top');
    lang.value = 'it';
  });
});

describe('the head explained where it is chosen', () => {
  it('the choice of the head\u2019s component says what the head is and that it holds for the game', async () => {
    await loadShellStrings();
    addCatalogs(corteoStrings);
    const s = advancedUntil('head');
    const view = R.view(s, 'table');
    expect(view.step).toBe('head');
    const el = mount(<CorteoTable view={view} seats={SEATS} decision={R.decision(s)!} moves={R.legalMoves(s, R.decision(s)!.seat)} onMove={async () => ({ ok: false })} />);
    expect(el.querySelector('[data-testid="head-why"]')!.textContent).toContain('2 di forza in più per ogni unità collegata');
    render(null, el);
  });
});
