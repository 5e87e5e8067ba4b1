// @vitest-environment happy-dom
// The app's decision bar says when the app is held (under a lesson's end card) instead of
// showing the dots of a move about to come, and keeps its shape either way.
import { render } from 'preact';
import { expect, it } from 'vitest';
import { AppDecidingBar } from '../../../src/table/AppSeats.tsx';
import { loadShellStrings } from '../../../src/i18n/index.ts';

it('the app bar reads "in pausa" with no dots while the app is held, "gioca" with them otherwise', async () => {
  await loadShellStrings();
  const box = document.createElement('div');
  document.body.append(box);
  const seat = { name: 'Bruno', color: '#33c', app: { level: 'easy' } } as never;
  render(<AppDecidingBar seat={seat} />, box);
  expect(box.querySelector('h2')!.textContent).toBe('Passamano gioca per Bruno…');
  expect(box.querySelector('[data-testid="decision-bar"]')!.hasAttribute('data-paused')).toBe(false);
  expect((box.querySelector('.thinking') as HTMLElement).style.visibility).toBe('');
  render(<AppDecidingBar seat={seat} paused />, box);
  expect(box.querySelector('h2')!.textContent).toBe('Passamano è in pausa (gioca per Bruno)');
  expect(box.querySelector('[data-testid="decision-bar"]')!.getAttribute('data-paused')).toBe('true');
  // The dots' box is still there, unseen: the bar does not change shape.
  expect((box.querySelector('.thinking') as HTMLElement).style.visibility).toBe('hidden');
  box.remove();
});
