// @vitest-environment happy-dom
// A game's help opened from the table starts at the rule that applies now (issue 33.3): that
// section is marked, names the rulebook's section, and takes the focus; opened from the home
// it starts at the top, nothing marked.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { Help } from '../../../src/app/screens/Help.tsx';
import { loadShellStrings } from '../../../src/i18n/index.ts';

const settle = () => act(() => new Promise<void>((r) => setTimeout(r, 20)));

async function helpOf(at?: string): Promise<HTMLElement> {
  await loadShellStrings();
  const root = document.createElement('div');
  document.body.appendChild(root);
  await act(() => render(<Help gameId="rubico" at={at} />, root));
  for (let i = 0; i < 500 && !root.querySelector('.help-body'); i++) await settle();
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the rules help at the point of use', () => {
  it("opens Rubico's help at the suggestion when the table is at that step", async () => {
    const root = await helpOf('suggest');
    const now = root.querySelector<HTMLElement>('[data-testid="help-now"]');
    expect(now).not.toBeNull();
    expect(now!.id).toBe('help-suggest');
    expect(now!.querySelector('h2')!.textContent).toBe('2. Suggerire');
    expect(now!.textContent).toContain('Vale adesso al tavolo');
    expect(now!.textContent).toContain('Nel regolamento: «b) Fase suggerimento al Centurione»');
    expect(document.activeElement).toBe(now!.querySelector('h2'));
    expect(root.querySelectorAll('[data-testid="help-now"]')).toHaveLength(1);
  });

  it('opens at the top, nothing marked, without a step', async () => {
    const root = await helpOf();
    expect(root.querySelector('.help-body section')).not.toBeNull();
    expect(root.querySelector('[data-testid="help-now"]')).toBeNull();
  });
});
