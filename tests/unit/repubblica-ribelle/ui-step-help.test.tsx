// @vitest-environment happy-dom
// Repubblica Ribelle's step help in the decision bar: one line until a tap shows it whole, so the
// choices of the moment stay in the bar's first screen on a phone; "Ho capito" puts it away for
// the step and the line of the moment brings it back whole.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { addCatalogs, lang, t } from '../../../src/i18n/index.ts';
import { it as itWords, en as enWords } from '../../../src/games/repubblica-ribelle/strings.ts';
import { ribelleRules } from '../../../src/games/repubblica-ribelle/rules.ts';
import { RibelleTable } from '../../../src/games/repubblica-ribelle/ui/Table.tsx';
import { start } from './helpers.ts';

addCatalogs({ it: itWords, en: enWords });
const SEATS = ['#d4a017', '#3f7a3a', '#6c3f91'].map((color, i) => ({ name: ['Anna', 'Bruno', 'Carla'][i], color }));

afterEach(() => {
  lang.value = 'it';
  document.body.innerHTML = '';
});

describe('the step help in the bar', () => {
  it('is one line that a tap shows whole, put away by "Ho capito" and brought back whole', async () => {
    const s = start(3);
    const decision = ribelleRules.decision(s);
    expect(decision).not.toBeNull();
    const view = ribelleRules.view(s, 'table');
    const root = document.createElement('div');
    document.body.append(root);
    await act(() => {
      render(<RibelleTable view={view} seats={SEATS} decision={decision} moves={decision ? ribelleRules.legalMoves(s, decision.seat) : []} onMove={async () => ({ ok: true }) as never} />, root);
    });
    const toggle = () => root.querySelector<HTMLButtonElement>('[data-testid="help-toggle"]');
    // One line: the whole words are the button's name (a screen reader hears them all), cut on screen.
    expect(toggle()!.getAttribute('aria-expanded')).toBe('false');
    expect(toggle()!.textContent).toBe(t(view.helpKey));
    expect(root.querySelector('[data-testid="help-ok"]')).toBeNull();
    await act(() => toggle()!.click());
    expect(toggle()!.getAttribute('aria-expanded')).toBe('true');
    expect(root.querySelector('[data-testid="step-help"]')!.classList.contains('rr-help-whole')).toBe(true);
    await act(() => root.querySelector<HTMLButtonElement>('[data-testid="help-ok"]')!.click());
    expect(root.querySelector('[data-testid="step-help"]')).toBeNull();
    const again = root.querySelector<HTMLButtonElement>('.rr-help-again')!;
    expect(again.textContent).toContain(t('ribelle.ui.helpShow'));
    await act(() => again.click());
    expect(toggle()!.getAttribute('aria-expanded')).toBe('true');
  });
});
