// @vitest-environment happy-dom
// Corteo's last roll is one die whose effect is the roll's result: written once, under the tray,
// not under the die as well ("ritirata di 1" twice on a tablet, stop 39).
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { expect, it } from 'vitest';
import { LastRoll } from '../../../src/games/corteo/ui/Dice.tsx';
import { corteoStrings } from '../../../src/games/corteo/index.ts';
import { addCatalogs, loadShellStrings, t } from '../../../src/i18n/index.ts';

it("a combat's die shows its column, and its result once", async () => {
  await loadShellStrings();
  addCatalogs(corteoStrings);
  const root = document.createElement('div');
  document.body.append(root);
  const entry = { key: 'corteo.log.combat', params: { seat: 0, attackers: 'a', defenders: 'b', attack: 6, defence: 2, column: '3-1', die: 2, result: 'DR' } };
  await act(() => render(<LastRoll entry={entry} seq={1} physical={false} />, root));
  const words = t('corteo.ui.result.DR');
  expect(root.textContent!.split(words).length - 1).toBe(1);
  expect(root.querySelector('[data-testid="roll-result"]')!.textContent).toBe(words);
  expect(root.querySelector('[data-testid="die-0"]')!.getAttribute('data-value')).toBe('2');
  expect(root.textContent).toContain('3-1');
  render(null, root);
});
