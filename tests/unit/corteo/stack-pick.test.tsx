// @vitest-environment happy-dom
// Units stacked on a hex are picked by tapping the hex again: each tap picks the next one round
// the stack, so every unit of a stack can be reached from the map (the e2e drivers rely on it).
import { act } from 'preact/test-utils';
import { expect, it } from 'vitest';
import { corteoRules as R, type CorteoState } from '../../../src/games/corteo/rules.ts';
import { CorteoTable } from '../../../src/games/corteo/ui/Table.tsx';
import { randomMove } from '../../../src/engine/playout.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import { stepNow } from '../../../src/games/corteo/rules/now.ts';
import { mount } from './mount.ts';

const SEATS = ['Anna', 'Bruno'].map((name, i) => ({ name, color: ['#c33', '#33c'][i] }));

it('taps on a stacked hex pick its units in turn, round the stack', async () => {
  // Seed 1's 30th random move leaves the corteo to move with two of its units on hex 1,0.
  let s: CorteoState = R.setup({ mode: 'base', map: 'practice', physicalDice: false }, 2, 1);
  const rng = new Rng(seedRng(1));
  for (let i = 0; i < 30; i++) {
    const d = R.decision(s)!;
    const r = R.apply(s, d.seat, randomMove(R, s, d.seat, rng)!);
    if (!r.ok) throw new Error(r.reason);
    s = r.state;
  }
  expect(stepNow(s)).toBe('move');
  const d = R.decision(s)!;
  const stack = s.units.filter((u) => u.at === '1,0').map((u) => u.id);
  expect(stack).toEqual(['c-AUTOP-66-1', 'c-DP-64-1']);
  const root = await mount(<CorteoTable view={R.view(s, 'table')} seats={SEATS} decision={d} moves={R.legalMoves(s, d.seat)} onMove={async () => ({ ok: false })} />);
  const picked = () => root.querySelector('[data-testid="picked-unit"]')?.getAttribute('data-unit') ?? null;
  const tap = async () => {
    await act(() => void (root.querySelector('[data-testid="hex-1,0"]') as SVGElement).dispatchEvent(new MouseEvent('click', { bubbles: true })));
    // The test page lays nothing out: the hex is smaller than a finger, and the picker opens.
    await act(() => void (root.querySelector('[data-testid="hexpick-1,0"]') as SVGElement).dispatchEvent(new MouseEvent('click', { bubbles: true })));
  };
  expect(picked()).toBe(null);
  const seen: (string | null)[] = [];
  for (let i = 0; i < 3; i++) {
    await tap();
    seen.push(picked());
  }
  expect(seen).toEqual([stack[0], stack[1], stack[0]]);
});
