// @vitest-environment happy-dom
// Scenario Antifascista on screen: the rally's place and the extra hands in the wizard; on the
// table the rally's ten pieces and the waiting dissidents drawn, the scenario's items in the
// status, and the die for a dissident in the decision, rolled with one tap.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { mount } from './mount.ts';
import { cellKey } from '../../../src/games/corteo/content/city/index.ts';
import { DISSIDENT_IDS } from '../../../src/games/corteo/content/scenarios/antifascista.ts';
import { corteoRules as R, type CorteoMove, type CorteoOptions, type CorteoState } from '../../../src/games/corteo/rules.ts';
import { CorteoOptionsForm } from '../../../src/games/corteo/ui/Options.tsx';
import { CorteoTable } from '../../../src/games/corteo/ui/Table.tsx';
import { startAt } from '../../../src/engine/flow.ts';

const SEATS = ['Anna', 'Bruno'].map((name, i) => ({ name, color: ['#c33', '#33c'][i] }));
const OPTIONS: CorteoOptions = { mode: 'advanced', map: 'citta', scenario: 'antifascista' };

/** The corteo's first movement phase, a MOV unit beside a dissident waiting in the case popolari. */
function corteoMoving(): CorteoState {
  let s = R.setup(OPTIONS, 2, 3);
  const play = (seat: number, m: CorteoMove) => {
    const r = R.apply(s, seat, m);
    if (!r.ok) throw new Error(r.reason);
    s = r.state;
  };
  play(0, { type: 'place', unit: DISSIDENT_IDS[0], at: cellKey([6, 27]) });
  play(0, { type: 'done' });
  play(0, { type: 'head', component: 'MOV' });
  play(1, { type: 'done' });
  return { ...s, units: s.units.map((u) => (u.id === 'c-MOV-44-1' ? { ...u, at: cellKey([7, 27]) } : u)) };
}

describe('Antifascista on screen', () => {
  it('the wizard offers the rally\u2019s four places; its games agree on extra hands in play', async () => {
    let chosen: CorteoOptions | null = null;
    const root = await mount(<CorteoOptionsForm options={OPTIONS} onChange={(o) => (chosen = o)} seats={SEATS} />);
    expect(root.querySelectorAll('[data-testid^="rally-"]')).toHaveLength(4);
    expect(root.querySelector('[data-testid="rally-piazza-robba"]')!.getAttribute('aria-pressed')).toBe('true');
    await act(() => (root.querySelector('[data-testid="rally-piazzale-odio"]') as HTMLElement).click());
    expect(chosen!.rallyPlace).toBe('piazzale-odio');
    expect(root.querySelector('[data-testid^="extra-hands-"]')).toBeNull();
    expect(root.querySelector('[data-testid="prolong-hint"]')!.textContent).toContain('8a mano');
    await act(() => (root.querySelector('[data-testid="scenario-antifascista"]') as HTMLElement).click());
    expect(chosen!.prolong).toBe(true);
    await act(() => (root.querySelector('[data-testid="scenario-internazionalista"]') as HTMLElement).click());
    expect(chosen!.prolong).toBeUndefined();
    render(null, root);
    const none = await mount(<CorteoOptionsForm options={{ mode: 'advanced', map: 'citta' }} onChange={() => undefined} seats={SEATS} />);
    expect(none.querySelectorAll('[data-testid^="rally-"]')).toHaveLength(0);
    render(null, none);
  });

  it('draws the rally and the waiting dissident, lists the scenario\u2019s items and rolls the dissident\u2019s die', async () => {
    const s = corteoMoving();
    const played: CorteoMove[] = [];
    const onMove = async (m: CorteoMove) => (played.push(m), { ok: false });
    const root = await mount(<CorteoTable view={R.view(s, 'table')} seats={SEATS} decision={R.decision(s)!} moves={R.legalMoves(s, R.decision(s)!.seat)} onMove={onMove as never} />);
    const labels = [...root.querySelectorAll('text.cc-label')].map((e) => e.textContent);
    expect(labels.filter((l) => l === 'COM')).toHaveLength(10);
    expect(labels.filter((l) => l === 'POC').length).toBeGreaterThanOrEqual(1);
    expect(root.querySelector('[data-testid="co-rally-state"]')!.textContent).toContain('5a mano');
    expect(root.querySelector('[data-testid="co-rally-count"]')!.textContent).toMatch(/10.*0.*0/);
    expect(root.querySelector('[data-testid="co-dormant"]')!.textContent).toContain('5 dissidenti');
    const block = root.querySelector(`[data-testid="activate-${DISSIDENT_IDS[0]}"]`)!;
    expect(block.textContent).toContain('Dissidenti del POC');
    await act(() => (block.querySelector('[data-testid="roll"]') as HTMLElement).click());
    expect(played).toEqual([{ type: 'activate', unit: DISSIDENT_IDS[0] }]);
    render(null, root);
  });

  it('at the end of hand 8 the corteo proposes with one tap; the potere reads the offer and answers', async () => {
    let s = R.setup({ ...OPTIONS, prolong: true }, 2, 3);
    for (const u of s.units) u.at = 'reserve';
    const r = R.apply({ ...s, flow: startAt('move'), side: 'potere', hand: 8, headComponent: 'MOV' }, 1, { type: 'done' });
    if (!r.ok) throw new Error(r.reason);
    s = r.state;
    const played: CorteoMove[] = [];
    const onMove = async (m: CorteoMove) => (played.push(m), { ok: false });
    const root = await mount(<CorteoTable view={R.view(s, 'table')} seats={SEATS} decision={R.decision(s)!} moves={R.legalMoves(s, R.decision(s)!.seat)} onMove={onMove as never} />);
    expect(root.querySelector('[data-testid="co-decision"]')!.getAttribute('aria-label')).toBe('Il corteo può proporre di giocare altre mani');
    expect(root.querySelector('[data-testid="prolong-propose"]')!.textContent).toContain('10a mano');
    expect([...root.querySelectorAll('[data-testid^="prolong-"] button, button[data-testid^="prolong-"]')].map((b) => b.textContent)).toEqual(['+1 mano', '+2 mani', '+3 mani', 'Nessuna mano in più']);
    await act(() => (root.querySelector('[data-testid="prolong-2"]') as HTMLElement).click());
    expect(played).toEqual([{ type: 'prolong', hands: 2 }]);
    render(null, root);
    const o = R.apply(s, 0, { type: 'prolong', hands: 2 });
    if (!o.ok) throw new Error(o.reason);
    const answer = await mount(<CorteoTable view={R.view(o.state, 'table')} seats={SEATS} decision={R.decision(o.state)!} moves={R.legalMoves(o.state, R.decision(o.state)!.seat)} onMove={onMove as never} />);
    expect(answer.querySelector('[data-testid="prolong-answer"]')!.textContent).toContain('Il corteo propone 2 mani in più: si finirebbe alla 12a mano invece che alla 10a.');
    await act(() => (answer.querySelector('[data-testid="prolong-refuse"]') as HTMLElement).click());
    expect(played[1]).toEqual({ type: 'agree', yes: false });
    render(null, answer);
  });
});
