// @vitest-environment happy-dom
// Scenario Antirepressivo on screen: among the wizard's scenarios, for three players; on the table
// the corteo player to act named in the banner, the trial in the status (strategy, defendants,
// what the verdict needs, each player's points), the button of strategy b and the helicopter,
// the verdict's die, and each corteo player's result at the end.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { mount } from './mount.ts';
import { corteoRules as R, type CorteoMove, type CorteoOptions, type CorteoState } from '../../../src/games/corteo/rules.ts';
import { endGame } from '../../../src/games/corteo/rules/objectives.ts';
import { CorteoOptionsForm } from '../../../src/games/corteo/ui/Options.tsx';
import { CorteoTable } from '../../../src/games/corteo/ui/Table.tsx';
import { corteoLog } from '../../../src/games/corteo/ui/log.ts';
import { describeLogEntry } from '../../../src/table/log.ts';
import { lang, loadLanguage } from '../../../src/i18n/index.ts';
import { withContext } from './helpers.ts';
import { startAt } from '../../../src/engine/flow.ts';

const SEATS = ['Anna', 'Bruno', 'Carla'].map((name, i) => ({ name, color: ['#c33', '#33c', '#3c3'][i] }));
// As the wizard starts it (new games keep the covered objectives' points at the Destra's hand-over).
const OPTIONS: CorteoOptions = { mode: 'advanced', map: 'citta', scenario: 'antirepressivo', coverKept: true };

function started(): CorteoState {
  let s = R.setup(OPTIONS, 3, 3);
  for (const [seat, m] of [[0, { type: 'done' }], [2, { type: 'done' }], [0, { type: 'head', component: 'RAD' }], [1, { type: 'done' }]] as const) {
    const r = R.apply(s, seat, m as CorteoMove);
    if (!r.ok) throw new Error(r.reason);
    s = r.state;
  }
  return s;
}

const text = (root: HTMLElement, id: string) => root.querySelector(`[data-testid="${id}"]`)?.textContent ?? '';

describe('Antirepressivo on screen', () => {
  it('three players: the wizard shows the Antirepressivo chosen and who plays what, and asks only about the dice', async () => {
    expect(R.defaultOptions(3)).toEqual(OPTIONS);
    expect(R.defaultOptions(2)).toEqual({ mode: 'base', map: 'citta' });
    let chosen: CorteoOptions | null = null;
    const root = await mount(<CorteoOptionsForm options={OPTIONS} onChange={(o) => (chosen = o)} seats={SEATS} />);
    expect(text(root, 'scenario-antirepressivo')).toContain('Antirepressivo');
    expect(root.querySelector('[data-testid="scenario-antirepressivo"]')!.getAttribute('aria-pressed')).toBe('true');
    expect(root.querySelector('[data-testid="mode-base"]')).toBeNull();
    expect(root.querySelector('[data-testid="special-smoke"]')).toBeNull();
    expect(root.textContent).toContain('il terzo la Sinistra del corteo');
    await act(() => (root.querySelector('[data-testid="dice-real"]') as HTMLElement).click());
    expect(chosen).toEqual({ ...OPTIONS, physicalDice: true });
    // Another scenario: two-sided options again (the wizard then sets two seats), the dice kept.
    render(null, root);
    const real = await mount(<CorteoOptionsForm options={{ ...OPTIONS, physicalDice: true }} onChange={(o) => (chosen = o)} seats={SEATS} />);
    await act(() => (real.querySelector('[data-testid="scenario-sociale"]') as HTMLElement).click());
    expect(chosen).toEqual({ mode: 'advanced', map: 'citta', scenario: 'sociale', physicalDice: true });
    await act(() => (real.querySelector('[data-testid="scenario-none"]') as HTMLElement).click());
    expect(chosen).toEqual({ mode: 'base', map: 'citta', physicalDice: true });
    render(null, real);
  });

  it('two players: the Antirepressivo is among the scenarios, for three, and choosing it gives its options', async () => {
    let chosen: CorteoOptions | null = null;
    const special = { smoke: true };
    const two = await mount(<CorteoOptionsForm options={{ mode: 'advanced', map: 'citta', special }} onChange={(o) => (chosen = o)} seats={SEATS.slice(0, 2)} />);
    const button = two.querySelector('[data-testid="scenario-antirepressivo"]')!;
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(text(two, 'scenario-antirepressivo-three')).toBe('Per tre giocatori: la Destra e la Sinistra del corteo, e il potere');
    await act(() => (button as HTMLElement).click());
    // Its own options only: no special rules of the two-sided game come along.
    expect(chosen).toEqual(OPTIONS);
    render(null, two);
  });

  it('the log names the corteo player who scores, by its seat, in both languages', async () => {
    await mount(null);
    const view = R.view(started(), 'table');
    const names = ['Anna', 'Bruno', 'Carla'];
    const entry = (bloc: string, seat: number) => ({
      key: 'corteo.log.scenarioPoints',
      params: { side: 'corteo.scenario.side.corteo', bloc, seat, points: 20, why: 'corteo.scenario.why.freedForce', count: 2 },
    });
    expect(describeLogEntry(corteoLog, entry('corteo.bloc.sinistra', 2), names, view)).toBe('20 punti alla Sinistra del corteo (Carla): 2 imputati liberati con la forza');
    expect(describeLogEntry(corteoLog, entry('corteo.bloc.destra', 0), names, view)).toBe('20 punti alla Destra del corteo (Anna): 2 imputati liberati con la forza');
    // The potere's points keep their sentence.
    const potere = { key: 'corteo.log.scenarioPoints', params: { side: 'corteo.scenario.side.potere', points: 5, why: 'corteo.scenario.why.convicted', count: 1 } };
    expect(describeLogEntry(corteoLog, potere, names, view)).toBe('5 punti al potere: 1 imputato condannato');
    await loadLanguage('en');
    lang.value = 'en';
    try {
      expect(describeLogEntry(corteoLog, entry('corteo.bloc.sinistra', 2), names, view)).toBe('20 points to the corteo\u2019s Sinistra (Carla): 2 defendants freed by force');
    } finally {
      lang.value = 'it';
    }
  });

  it('names the Destra in the banner, lists the trial and offers strategy b', async () => {
    const s = started();
    const played: CorteoMove[] = [];
    const onMove = async (m: CorteoMove) => (played.push(m), { ok: false });
    const root = await mount(<CorteoTable view={R.view(s, 'table')} seats={SEATS} decision={R.decision(s)!} moves={R.legalMoves(s, R.decision(s)!.seat)} onMove={onMove as never} />);
    expect(text(root, 'co-banner')).toContain('Tocca alla Destra del corteo: Anna');
    expect(text(root, 'co-trial-strategy')).toContain('la sentenza');
    expect(text(root, 'co-trial-defendants')).toContain('sotto processo 3');
    expect(text(root, 'co-trial-sentence')).toContain('arresti 0 su 10');
    expect(text(root, 'co-bloc-points')).toBe('Punti del corteo: Destra 0, Sinistra 0');
    await act(() => (root.querySelector('[data-testid="strategy-force"]') as HTMLElement).click());
    expect(played).toEqual([{ type: 'strategy' }]);
    render(null, root);
    // Then the Sinistra, at the third seat.
    const r = R.apply(s, 0, { type: 'done' });
    if (!r.ok) throw new Error(r.reason);
    const next = await mount(<CorteoTable view={R.view(r.state, 'table')} seats={SEATS} decision={R.decision(r.state)!} moves={R.legalMoves(r.state, R.decision(r.state)!.seat)} onMove={onMove as never} />);
    expect(text(next, 'co-banner')).toContain('Tocca alla Sinistra del corteo: Carla');
    render(null, next);
  });

  it('the potere\u2019s helicopter in strategy b, the verdict\u2019s die, and each corteo player\u2019s result at the end', async () => {
    const s0 = started();
    const potere: CorteoState = { ...s0, side: 'potere', scen: { ...s0.scen!, blocs: { ...s0.scen!.blocs!, strategy: 'force', forceHand: 1 } } };
    const played: CorteoMove[] = [];
    const onMove = async (m: CorteoMove) => (played.push(m), { ok: false });
    const root = await mount(<CorteoTable view={R.view(potere, 'table')} seats={SEATS} decision={R.decision(potere)!} moves={R.legalMoves(potere, R.decision(potere)!.seat)} onMove={onMove as never} />);
    await act(() => (root.querySelector('[data-testid="helicopter"]') as HTMLElement).click());
    expect(played).toEqual([{ type: 'helicopter' }]);
    render(null, root);
    // The verdict: strategy a kept and its conditions met (forced here), the Destra rolls.
    const verdict: CorteoState = { ...s0, hand: 10, flow: startAt('verdict') };
    const v = await mount(<CorteoTable view={R.view(verdict, 'table')} seats={SEATS} decision={R.decision(verdict)!} moves={R.legalMoves(verdict, R.decision(verdict)!.seat)} onMove={onMove as never} />);
    expect(text(v, 'co-verdict')).toContain('4, 5 o 6');
    await act(() => (v.querySelector('[data-testid="co-verdict"] [data-testid="roll"]') as HTMLElement).click());
    expect(played[1]).toEqual({ type: 'roll' });
    render(null, v);
    const over = withContext({ ...s0, hand: 10, side: 'potere', flow: startAt('combat') }, (c) => endGame(c));
    const end = await mount(<CorteoTable view={R.view(over, 'table')} seats={SEATS} decision={null as never} moves={[]} onMove={onMove as never} />);
    const b = over.scen!.blocs!.results!;
    expect(text(end, 'co-end-destra')).toContain(String(b.destra.final));
    expect(text(end, 'co-end-sinistra')).toContain(String(b.sinistra.final));
    expect(text(end, 'co-level')).toBe('Vince il potere');
    render(null, end);
  });
});
