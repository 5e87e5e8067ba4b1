// @vitest-environment happy-dom
// The special rules on Corteo's table (section 13): a special die shows what it is for and a
// roll button; the delegations' places are buttons; the jam button lights the avenues and a tap
// plays the jam; smoke (with its wind), jams and waiting units are drawn on the map; the
// wizard's four options each with their line.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { corteoRules as R, type CorteoMove, type CorteoOptions, type CorteoState } from '../../../src/games/corteo/rules.ts';
import { CorteoTable } from '../../../src/games/corteo/ui/Table.tsx';
import { CorteoOptionsForm } from '../../../src/games/corteo/ui/Options.tsx';
import { corteoStrings } from '../../../src/games/corteo/index.ts';
import { addCatalogs, loadShellStrings } from '../../../src/i18n/index.ts';
import { CO42, key, place } from './helpers.ts';
import { centre, cityLayout } from '../../../src/games/corteo/ui/city-draw.ts';
import { cityOf } from '../../../src/games/corteo/rules/board.ts';
import { HexPicker } from '../../../src/games/corteo/ui/HexPicker.tsx';

const SEATS = ['Anna', 'Bruno'].map((name, i) => ({ name, color: ['#c33', '#33c'][i] }));
const ALL = { smoke: true, shortThrows: true, jams: true, national: true };

async function draw(s: CorteoState, onMove: (m: CorteoMove) => void = () => undefined): Promise<HTMLElement> {
  await loadShellStrings();
  addCatalogs(corteoStrings);
  const root = document.createElement('div');
  document.body.appendChild(root);
  const d = R.decision(s)!;
  await act(() => render(<CorteoTable view={R.view(s, 'table')} seats={SEATS} decision={d} moves={R.legalMoves(s, d.seat)} onMove={async (m) => (onMove(m as CorteoMove), { ok: true })} />, root));
  return root;
}

function state(more: Partial<CorteoState>): CorteoState {
  const s = place(['=......', '#####..', '#####..', 'M......'], { [CO42]: [3, 6] }, more, 'advanced');
  return { ...s, options: { ...s.options, special: ALL } };
}

describe('the special rules on the table', () => {
  it('a special die: what it is for, and a roll button that plays the roll', async () => {
    const played: CorteoMove[] = [];
    const root = await draw(state({ flow: [{ step: 'special', args: { kind: 'jam', side: 'corteo', at: key(0, 0) } }] }), (m) => played.push(m));
    expect(root.querySelector('[data-testid="special-roll"]')?.textContent).toContain('Tira il dado dell\u2019ingorgo');
    await act(() => (root.querySelector('[data-testid="roll"]') as HTMLButtonElement).click());
    expect(played).toEqual([{ type: 'roll' }]);
  });

  it('the delegations\u2019 stations are buttons named by the station', async () => {
    const s = state({ flow: [{ step: 'special', args: { kind: 'place', side: 'corteo', unit: 'c-MOV-42-n1' } }], hand: 4 });
    s.units.push({ id: 'c-MOV-42-n1', at: 'reserve' });
    const root = await draw(s);
    // Named by the station, not by the hex's coordinates.
    expect(root.querySelector(`[data-testid="special-place"] [data-testid="target-${key(3, 0)}"]`)?.textContent).toContain('Metro 1');
  });

  it('the jam button lights the avenues where a jam may be tried', async () => {
    const root = await draw(state({}));
    const jam = root.querySelector('[data-testid="jam"]') as HTMLButtonElement;
    expect(jam).not.toBeNull();
    await act(() => jam.click());
    expect(jam.getAttribute('aria-pressed')).toBe('true');
    expect(root.querySelector('[data-testid="jam-panel"]')?.textContent).toContain('viale');
  });

  it('smoke with the wind, jams and waiting units are drawn on the map', async () => {
    const s = state({ smoke: [{ hex: key(0, 3), hand: 1, dir: 0 }], jams: [key(0, 0)] });
    s.units.push({ id: 'c-MOV-42-n1', at: key(3, 0), waits: 0 });
    const root = await draw(s);
    expect(root.querySelector(`[data-testid="smoke-${key(0, 3)}"] .co-wind`)).not.toBeNull();
    expect(root.querySelector(`[data-testid="jam-${key(0, 0)}"]`)).not.toBeNull();
    expect(root.querySelector('[data-testid="waiting-c-MOV-42-n1"]')).not.toBeNull();
  });

  it('a barricade is drawn on its hex, named, in the base game too', async () => {
    const s = place(['=......', '#####..', '#####..', 'M......'], { [CO42]: [3, 6] }, { barricades: [{ hex: key(0, 2), hand: 1, by: CO42 }] });
    const root = await draw(s);
    const mark = root.querySelector(`[data-testid="barricade-${key(0, 2)}"]`);
    expect(mark?.getAttribute('aria-label')).toBe('Barricata');
    // On its hex: the mark stands at the hex's centre on the map.
    const c = centre(cityLayout(cityOf(s)).layout, key(0, 2));
    expect(mark?.getAttribute('transform')).toBe(`translate(${c.x} ${c.y})`);
    expect(root.querySelectorAll('[data-testid^="barricade-"]')).toHaveLength(1);
  });

  it('the picker draws a barricade on its hex too, and the picked unit\u2019s ring as an outline', async () => {
    const s = place(['=......', '#####..', '#####..', 'M......'], { [CO42]: [3, 6] }, { barricades: [{ hex: key(0, 2), hand: 1, by: CO42 }] });
    await draw(s);
    const root = document.createElement('div');
    const noop = () => undefined;
    const unit = { id: CO42, hex: key(0, 1), component: 'MOV', label: 'MOV', speed: 4, power: 2, selected: true };
    await act(() => render(<HexPicker city={cityOf(s)} center={key(0, 1)} counters={[unit]} barricades={s.barricades} onPick={noop} onClose={noop} closeLabel="x" hexLabel={(k) => k} />, root));
    // The picked unit's ring is an outline: outside the map's stylesheet it was a black square over the counter.
    expect(root.querySelector('.cc-ring')?.getAttribute('fill')).toBe('none');
    expect(root.querySelector(`[data-testid="hexpick-${key(0, 2)}"] [data-testid="hexpick-barricade-${key(0, 2)}"]`)?.getAttribute('aria-label')).toBe('Barricata');
    expect(root.querySelectorAll('[data-testid^="hexpick-barricade-"]')).toHaveLength(1);
  });

  it('the wizard offers the four rules in the advanced game, each with its line, and none in the base game', async () => {
    await loadShellStrings();
    addCatalogs(corteoStrings);
    const root = document.createElement('div');
    let o: CorteoOptions = { mode: 'advanced', map: 'citta' };
    const show = () => act(() => render(<CorteoOptionsForm options={o} seats={[]} onChange={(n: CorteoOptions) => (o = n)} />, root));
    await show();
    for (const r of ['smoke', 'shortThrows', 'jams', 'national']) expect(root.querySelector(`[data-testid="special-${r}"]`)).not.toBeNull();
    await act(() => (root.querySelector('[data-testid="special-jams"]') as HTMLButtonElement).click());
    expect(o.special).toEqual({ jams: true });
    o = { mode: 'base', map: 'citta' };
    await show();
    expect(root.querySelector('[data-testid="special-jams"]')).toBeNull();
    expect(root.querySelector('[data-testid="special-base"]')).not.toBeNull();
  });
});
