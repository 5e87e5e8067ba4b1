// @vitest-environment happy-dom
// Scenario Internazionalista on Corteo's table: the five cars of the motorcade on the map, the
// scenario's name and points in the status, and the cars picked and moved like units (a car
// tapped, its reachable hexes offered).
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { corteoRules as R, type CorteoState } from '../../../src/games/corteo/rules.ts';
import { CorteoTable } from '../../../src/games/corteo/ui/Table.tsx';
import { corteoStrings } from '../../../src/games/corteo/index.ts';
import { modesOf, pickableUnits, targetMoves } from '../../../src/games/corteo/ui/targets.ts';
import { DecisionPanel } from '../../../src/games/corteo/ui/Decision.tsx';
import { CITY, cellKey } from '../../../src/games/corteo/content/city/index.ts';
import { addCatalogs, loadShellStrings } from '../../../src/i18n/index.ts';
import { stepNow } from '../../../src/games/corteo/rules/now.ts';
import { startAt } from '../../../src/engine/flow.ts';

const SEATS = ['Anna', 'Bruno'].map((name, i) => ({ name, color: ['#c33', '#33c'][i] }));
const noMove = async () => ({ ok: false });

function potereMoving(): CorteoState {
  let s = R.setup({ mode: 'advanced', map: 'citta', scenario: 'internazionalista' }, 2, 3);
  const play = (seat: number, m: never) => {
    const r = R.apply(s, seat, m);
    if (!r.ok) throw new Error(r.reason);
    s = r.state;
  };
  play(0, { type: 'done' } as never);
  play(0, { type: 'head', component: 'ML' } as never);
  play(1, { type: 'done' } as never);
  play(0, { type: 'done' } as never);
  for (let i = 0; i < 50 && !(s.side === 'potere' && stepNow(s) === 'move'); i++) play(R.decision(s)!.seat, R.legalMoves(s, R.decision(s)!.seat)[0] as never);
  return s;
}

describe('Internazionalista on the table', () => {
  it('shows the motorcade and the scenario, and lets the potere pick a car and see where it may go', async () => {
    await loadShellStrings();
    addCatalogs(corteoStrings);
    const s = potereMoving();
    expect(s.side).toBe('potere');
    const view = R.view(s, 'table');
    const root = document.createElement('div');
    document.body.appendChild(root);
    await act(() => render(<CorteoTable view={view} seats={SEATS} decision={R.decision(s)!} moves={R.legalMoves(s, R.decision(s)!.seat)} onMove={noMove} />, root));
    expect([...root.querySelectorAll('text.cc-label')].filter((e) => e.textContent === 'PRES')).toHaveLength(5);
    expect(root.querySelector('[data-testid="co-scenario"]')!.textContent).toContain('Internazionalista');
    const moves = R.legalMoves(s, 1);
    const cars = pickableUnits(moves).filter((id) => id.startsWith('motorcade-'));
    expect(cars.length).toBeGreaterThan(0);
    expect(modesOf(moves, cars[0])).toEqual(['move']);
    const targets = targetMoves(moves, cars[0], 'move');
    expect(targets.size).toBeGreaterThan(0);
    for (const m of targets.values()) expect(m.type).toBe('mobile');
    render(null, root);
  });

  it('the motorcade\u2019s way off the map says where it goes: by the east edge', async () => {
    await loadShellStrings();
    addCatalogs(corteoStrings);
    const base = R.setup({ mode: 'advanced', map: 'citta', scenario: 'internazionalista' }, 2, 3);
    const near: Record<string, [number, number]> = { 'p-celere-1': [45, 14], 'p-celere-2': [45, 16], 'p-celere-3': [46, 16], 'p-celere-4': [44, 15], 'p-celere-5': [44, 14] };
    const s: CorteoState = {
      ...base,
      flow: startAt('move'),
      side: 'potere',
      headComponent: 'ML',
      units: base.units.map((u) => ({ ...u, at: near[u.id] ? cellKey(near[u.id]) : 'reserve' })),
      scen: { ...base.scen!, pieces: base.scen!.pieces.map((p, i) => ({ ...p, at: i === 0 ? cellKey([47, 15]) : 'off' })) },
    };
    const view = R.view(s, 'table');
    const moves = R.legalMoves(s, 1);
    const targets = targetMoves(moves, 'motorcade-1', 'move');
    expect(targets.has('off')).toBe(true);
    const played: unknown[] = [];
    const root = document.createElement('div');
    document.body.appendChild(root);
    const pick = { unit: 'motorcade-1', mode: 'move' as const, combat: null, rolling: null };
    await act(() => render(<DecisionPanel view={view} city={CITY} moves={moves} pick={pick} modes={['move']} targets={targets} setPick={() => undefined} play={(m) => played.push(m)} busy={false} />, root));
    const off = root.querySelector('[data-testid="target-off"]') as HTMLElement;
    expect(off.textContent).toBe('Esce dal bordo est');
    expect(root.textContent).not.toContain('Fuori mappa');
    await act(() => off.click());
    expect(played).toEqual([{ type: 'mobile', piece: 'motorcade-1', to: 'off' }]);
    render(null, root);
  });
});
