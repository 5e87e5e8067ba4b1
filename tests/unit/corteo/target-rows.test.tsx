// @vitest-environment happy-dom
// Corteo's lists in the decision bar, short enough for a phone: a barracks' two hexes share one
// row, named once and numbered; a unit's strength stays on one line in a narrow button, and
// wherever a unit's name is shown.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { corteoRules as R, type CorteoMove, type CorteoState } from '../../../src/games/corteo/rules.ts';
import { CorteoTable } from '../../../src/games/corteo/ui/Table.tsx';
import { groupTargets } from '../../../src/games/corteo/ui/targets.ts';
import { unitName } from '../../../src/games/corteo/ui/model.ts';
import { corteoLog } from '../../../src/games/corteo/ui/log.ts';
import { describeLogEntry } from '../../../src/table/log.ts';
import { corteoStrings } from '../../../src/games/corteo/index.ts';
import { CITY } from '../../../src/games/corteo/content/city/index.ts';
import { addCatalogs, loadShellStrings } from '../../../src/i18n/index.ts';
import { stepNow } from '../../../src/games/corteo/rules/now.ts';

const SEATS = ['Anna', 'Bruno'].map((name, i) => ({ name, color: ['#c33', '#33c'][i] }));

/** The table at `s`, in the page; `onMove` hears the moves a tap plays. */
async function draw(s: CorteoState, onMove: (m: CorteoMove) => void = () => undefined): Promise<HTMLElement> {
  await loadShellStrings();
  addCatalogs(corteoStrings);
  const root = document.createElement('div');
  document.body.appendChild(root);
  await act(() => render(<CorteoTable view={R.view(s, 'table')} seats={SEATS} decision={R.decision(s)!} moves={R.legalMoves(s, R.decision(s)!.seat)} onMove={async (m) => (onMove(m as CorteoMove), { ok: true })} />, root));
  return root;
}

/** A real city's game, a potere unit on the board panicked: the corteo picks its barracks. */
function panicked(): CorteoState {
  const s = structuredClone(R.setup({ mode: 'advanced', map: 'citta' }, 2, 5)) as CorteoState;
  const free = Object.keys(CITY.hexes).find((k) => CITY.hexes[k].terrain === 'strada' && !s.units.some((u) => u.at === k))!;
  const unit = s.units.find((u) => u.id.startsWith('p-'))!;
  unit.at = free;
  return { ...s, flow: [{ step: 'retreat', args: { unit: unit.id, chooser: 'corteo', kind: 'barracks' } }] };
}

describe('the hexes to choose, by place', () => {
  it('a barracks is one row: its name once, then a button a hex, each named in full for a screen reader', async () => {
    const s = panicked();
    const played: CorteoMove[] = [];
    const root = await draw(s, (m) => played.push(m));
    const moves = R.legalMoves(s, R.decision(s)!.seat) as CorteoMove[];
    const list = root.querySelector('[data-testid="targets"]')!;
    const buttons = [...list.querySelectorAll('button')];
    // Every barracks hex is still a button of its own.
    expect(buttons).toHaveLength(moves.length);
    const rows = [...list.querySelectorAll('.co-hexrow')];
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.length).toBeLessThan(buttons.length);
    const questura = rows.find((r) => r.getAttribute('aria-label') === 'Questura Centrale')!;
    expect(questura.textContent).toBe('Questura Centrale12');
    const [first, second] = [...questura.querySelectorAll('button')];
    expect(first.getAttribute('aria-label')).toBe('Questura Centrale, esagono 1');
    expect(second.getAttribute('aria-label')).toBe('Questura Centrale, esagono 2');
    // A tap plays the move to that hex.
    await act(() => second.click());
    const hex = second.getAttribute('data-testid')!.replace('target-', '');
    expect(played).toEqual([moves.find((m) => m.type === 'retreat' && m.to === hex)]);
    expect(CITY.barracks.find((b) => b.number === 1)!.hexes).toContain(hex);
    render(null, root);
  });

  it('two moves to one hex keep one number; an exit never joins a place', () => {
    const at = (hex: string, w?: string): CorteoMove => ({ type: 'throw', unit: 'u', at: hex, ...(w ? { with: w } : {}) });
    const hexOf = (m: CorteoMove) => (m as { at: string }).at;
    const names: Record<string, string> = { a: 'Questura', b: 'Questura', c: 'Via Roma', off: 'Via Roma' };
    const groups = groupTargets([at('a', 'x'), at('c'), at('a', 'y'), at('b'), at('off')], hexOf, (m) => names[hexOf(m)]);
    expect(groups.map((g) => [g.place, g.items.map((x) => `${x.hex}${x.nth ?? ''}`)])).toEqual([
      ['Questura', ['a1', 'a1', 'b2']],
      ['Via Roma', ['c']],
      ['Via Roma', ['off']],
    ]);
  });
});

describe('the units to place', () => {
  it('keep a unit\u2019s strength on one line in a narrow button ("6-6" never split at its hyphen)', async () => {
    // The real game up to the corteo's set-up: the first choice each time (the head).
    let s = R.setup({ mode: 'advanced', map: 'citta' }, 2, 5) as CorteoState;
    for (let i = 0; i < 5 && stepNow(s) !== 'placeCorteo'; i++) {
      const d = R.decision(s)!;
      const r = R.apply(s, d.seat, R.legalMoves(s, d.seat)[0]);
      if (!r.ok) throw new Error(r.reason);
      s = r.state as CorteoState;
    }
    expect(stepNow(s)).toBe('placeCorteo');
    const root = await draw(s);
    const labels = [...root.querySelectorAll('.co-units button')].map((b) => b.textContent!);
    expect(labels.length).toBeGreaterThan(10);
    for (const l of labels) expect(l).toMatch(/ \d\u2011\d$/);
    render(null, root);
  });

  it('say a unit\u2019s strength with the non-breaking hyphen wherever its name is shown: every unit, the log', async () => {
    await loadShellStrings();
    addCatalogs(corteoStrings);
    const s = R.setup({ mode: 'advanced', map: 'citta' }, 2, 5) as CorteoState;
    expect(s.units.length).toBeGreaterThan(20);
    for (const u of s.units) expect(unitName(u.id)).toMatch(/^\D+ \d\u2011\d$/);
    expect(unitName('c-MOV-64-1')).toBe('Movimento 6\u20114');
    const line = describeLogEntry(corteoLog, { key: 'corteo.log.arrested', params: { unit: 'c-MOV-64-1', power: 2 } } as never, ['Anna', 'Bruno'], R.view(s, 'table'));
    expect(line).toContain('Movimento 6\u20114');
    expect(line).not.toMatch(/\d-\d/);
  });
});
