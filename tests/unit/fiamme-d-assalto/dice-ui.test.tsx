// @vitest-environment happy-dom
// The shared dice screen (src/ui/Dice.tsx) as Fiamme uses it, and its d10 pickers for the games
// to come: what a die shows, its test ids, tap to reroll, entering physical dice.
import { describe, expect, it } from 'vitest';
import { h, render, type ComponentChild } from 'preact';
import { act } from 'preact/test-utils';
import { addCatalogs } from '../../../src/i18n/index.ts';
import { PendingRoll as SharedPendingRoll, RollTray as SharedRollTray, type DiceWords } from '../../../src/ui/Dice.tsx';
import { it as itWords, en } from '../../../src/games/fiamme-d-assalto/strings.ts';
import { PendingRoll, RollTray } from '../../../src/games/fiamme-d-assalto/ui/Dice.tsx';
import { rules, roll, start } from './helpers.ts';

addCatalogs({ it: itWords, en });

const words: DiceWords = {
  dieN: (n) => `D${n}`,
  dieValue: (n, v) => `D${n}=${v}`,
  rerollDie: (n) => `again D${n}`,
  valueFor: (die, v) => `${v} on ${die}`,
  rerollPick: (n) => `pick D${n}`,
  cancel: 'cancel',
  roll: (n) => `roll ${n}`,
  enterValues: 'enter',
  confirmValues: 'ok',
};

async function show(vnode: ComponentChild): Promise<HTMLElement> {
  const root = document.createElement('div');
  await act(() => render(vnode, root));
  return root;
}

describe('dice screen', () => {
  it('Fiamme: the pending roll, then each die with its role, value, effect and the reroll offer', async () => {
    let s = start(2);
    const pending = rules.view(s, 'table').pendingRoll!;
    const played: unknown[] = [];
    const p = await show(h(PendingRoll, { pending, physical: true, disabled: false, onRoll: (v?: number[]) => played.push(v) }));
    expect(p.querySelectorAll('[data-role="command"]')).toHaveLength(3);
    expect(p.querySelector('[data-testid="roll-confirm"]')!.hasAttribute('disabled')).toBe(true);
    for (const [die, v] of [[0, 6], [1, 6], [2, 1]]) await act(() => (p.querySelector(`[data-testid="pick-${die}-${v}"]`) as HTMLElement).click());
    await act(() => (p.querySelector('[data-testid="roll-confirm"]') as HTMLElement).click());
    expect(played).toEqual([[6, 6, 1]]);

    s = roll(s, 6, 6, 1);
    const v = rules.view(s, 'table');
    const rerolled: unknown[] = [];
    const tray = await show(
      h(RollTray, { roll: v.lastRoll!, seatNames: ['Anna'], interactive: true, ardimento: v.ardimento, physical: false, onReroll: (d: number) => rerolled.push(d) }),
    );
    expect(tray.querySelector('[data-testid="die-2"]')!.getAttribute('data-value')).toBe('1');
    expect(tray.querySelector('[data-testid="reroll-0"]')).toBeNull();
    await act(() => (tray.querySelector('[data-testid="reroll-2"]') as HTMLElement).click());
    expect(rerolled).toEqual([2]);
    expect(tray.querySelector('[data-testid="roll-result"]')!.textContent).toContain('2');
  });

  it('d10: numbered faces and pickers 1 to 10, a reroll entered by hand', async () => {
    const got: unknown[] = [];
    const p = await show(
      h(SharedPendingRoll, { dice: [{ role: 'attack', name: 'Attack', detail: null, tag: null }], sides: 10, physical: true, disabled: false, words, onRoll: (x?: number[]) => got.push(x) }),
    );
    expect(p.querySelectorAll('[data-testid^="pick-0-"]')).toHaveLength(10);
    await act(() => (p.querySelector('[data-testid="pick-0-10"]') as HTMLElement).click());
    await act(() => (p.querySelector('[data-testid="roll-confirm"]') as HTMLElement).click());
    expect(got).toEqual([[10]]);

    const tray = await show(
      h(SharedRollTray, {
        seq: 1,
        rerolls: 0,
        dice: [{ role: 'attack', name: 'Attack', detail: 'target 4', tag: null, value: 7, effect: 'miss', canReroll: true, rerolled: 0 }],
        result: 'no hit',
        heading: null,
        hint: null,
        sides: 10,
        physical: true,
        words,
        onReroll: (d: number, value?: number) => got.push([d, value]),
      }),
    );
    expect(tray.querySelector('text.dice-number')!.textContent).toBe('7');
    await act(() => (tray.querySelector('[data-testid="reroll-0"]') as HTMLElement).click());
    await act(() => (tray.querySelector('[data-testid="pick-0-9"]') as HTMLElement).click());
    expect(got.at(-1)).toEqual([0, 9]);
  });
});
