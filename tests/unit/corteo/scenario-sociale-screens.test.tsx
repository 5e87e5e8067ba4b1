// @vitest-environment happy-dom
// Scenario Sociale on screen: the corteo writes down its gathering place on its private screen
// (one tap to pick, one to write) and finds it there again; the table, drawn from the table's
// view, says only that the place is secret, and names it once revealed; a weak unit going home
// on an edge leaves by a button.
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { mount } from './mount.ts';
import { CITY } from '../../../src/games/corteo/content/city/index.ts';
import { unitRecord } from '../../../src/games/corteo/content/pieces.ts';
import { corteoRules as R, type CorteoMove, type CorteoOptions, type CorteoState } from '../../../src/games/corteo/rules.ts';
import { CorteoOptionsForm } from '../../../src/games/corteo/ui/Options.tsx';
import { CorteoPrivate } from '../../../src/games/corteo/ui/Private.tsx';
import { CorteoTable } from '../../../src/games/corteo/ui/Table.tsx';

const SEATS = ['Anna', 'Bruno'].map((name, i) => ({ name, color: ['#c33', '#33c'][i] }));
const OPTIONS: CorteoOptions = { mode: 'advanced', map: 'citta', scenario: 'sociale' };

function started(): CorteoState {
  let s = R.setup(OPTIONS, 2, 3);
  for (const [seat, m] of [[0, { type: 'gather', place: 'corso-corto' }], [0, { type: 'done' }], [0, { type: 'head', component: 'AUTOP' }], [1, { type: 'done' }]] as const) {
    const r = R.apply(s, seat, m as CorteoMove);
    if (!r.ok) throw new Error(r.reason);
    s = r.state;
  }
  return s;
}

describe('Sociale on screen', () => {
  it('is offered in the wizard', async () => {
    let chosen: CorteoOptions | null = null;
    const root = await mount(<CorteoOptionsForm options={{ mode: 'base', map: 'citta' }} onChange={(o) => (chosen = o)} seats={SEATS} />);
    const button = root.querySelector<HTMLButtonElement>('[data-testid="scenario-sociale"]')!;
    expect(button.textContent).toContain('Sociale');
    await act(() => button.click());
    expect(chosen).toMatchObject({ mode: 'advanced', scenario: 'sociale' });
  });

  it('the corteo picks its place on its private screen and writes it down', async () => {
    const s = R.setup(OPTIONS, 2, 3);
    const played: CorteoMove[] = [];
    const onMove = async (m: CorteoMove) => (played.push(m), { ok: true as const });
    const root = await mount(<CorteoPrivate view={R.view(s, 0)} seat={0} seats={SEATS} decision={R.decision(s)} moves={R.decision(s) ? R.legalMoves(s, R.decision(s)!.seat) : []} onMove={onMove} />);
    const confirm = () => root.querySelector<HTMLButtonElement>('[data-testid="gather-confirm"]')!;
    expect(confirm().disabled).toBe(true);
    expect(root.querySelectorAll('[data-testid^="gather-"]').length).toBeGreaterThan(10);
    await act(() => root.querySelector<HTMLButtonElement>('[data-testid="gather-corso-corto"]')!.click());
    expect(confirm().textContent).toContain(CITY.places.find((p) => p.id === 'corso-corto')!.name);
    await act(() => confirm().click());
    expect(played).toEqual([{ type: 'gather', place: 'corso-corto' }]);
  });

  it('the corteo\u2019s own screen shows its place; the table says only that it is secret, until revealed', async () => {
    const s = started();
    const name = CITY.places.find((p) => p.id === 'corso-corto')!.name;
    const own = await mount(<CorteoPrivate view={R.view(s, 0)} seat={0} seats={SEATS} decision={null} moves={[]} onMove={async () => ({ ok: true })} />);
    expect(own.querySelector('[data-testid="co-secret-place"]')!.textContent).toContain(name);
    const table = await mount(<CorteoTable view={R.view(s, 'table')} seats={SEATS} decision={R.decision(s)!} moves={R.legalMoves(s, R.decision(s)!.seat)} onMove={async () => ({ ok: true })} />);
    expect(table.querySelector('[data-testid="co-sociale-place"]')!.textContent).toBe('Luogo del corteo: segreto');
    expect(table.innerHTML).not.toContain('corso-corto');
    expect(table.querySelector('[data-testid="co-sociale-enter"]')!.textContent).toContain('24 unità');
    const revealed = { ...s, scen: { ...s.scen!, revealed: true } };
    const after = await mount(<CorteoTable view={R.view(revealed, 'table')} seats={SEATS} decision={R.decision(revealed)!} moves={R.legalMoves(revealed, R.decision(revealed)!.seat)} onMove={async () => ({ ok: true })} />);
    expect(after.querySelector('[data-testid="co-sociale-place"]')!.textContent).toBe(`Luogo del corteo: ${name}`);
  });

  it('a weak unit going home on an edge leaves by its button', async () => {
    const s = started();
    const edge = CITY.edges.north.find((k) => CITY.hexes[k].terrain === 'strada')!;
    const weak = 'c-RAD-41-1';
    expect(unitRecord(weak).power).toBe(1);
    const home: CorteoState = { ...s, hand: 6, units: s.units.map((u) => (u.id === weak ? { ...u, at: edge } : u)) };
    const played: CorteoMove[] = [];
    const root = await mount(<CorteoTable view={R.view(home, 'table')} seats={SEATS} decision={R.decision(home)!} moves={R.legalMoves(home, R.decision(home)!.seat)} onMove={async (m: CorteoMove) => (played.push(m), { ok: true })} />);
    expect(root.querySelector('[data-testid="co-sociale-home"]')).not.toBeNull();
    await act(() => root.querySelector<HTMLButtonElement>(`[data-testid="leave-${weak}"]`)!.click());
    expect(played).toEqual([{ type: 'leave', unit: weak }]);
  });
});
