// @vitest-environment happy-dom
// The wizard's seats folded (issue 34: 2,200-2,900 px on a phone): each seat is its number in its
// colour and shape, its name and who plays it; a tap on the number unfolds its colours and its
// PIN. A PIN half typed keeps its seat unfolded, so the problem it makes stays in view.
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { t } from '../../../src/i18n/index.ts';
import { SEAT_COLORS } from '../../../src/ui/seat-colors.ts';
import { seatMarkOf, seatMarkPath } from '../../../src/ui/seat-marks.tsx';
import { closeWizard, q, root, settle, tap, wizard } from './wizard.tsx';

afterEach(closeWizard);

const fold = (i: number) => q(`seat-${i}-fold`) as HTMLButtonElement;
const pinOf = (i: number) => q(`seat-${i}`)!.querySelector('.pin-input') as HTMLInputElement | null;
const swatchesOf = (i: number) => q(`seat-${i}`)!.querySelector('.swatches');
const typePin = async (i: number, v: string) => {
  const input = pinOf(i)!;
  input.value = v;
  await act(() => {
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await settle();
};

describe('the wizard\u2019s seats, folded', () => {
  it('show no colours and no PIN until a seat\u2019s number is tapped, which unfolds that seat only', async () => {
    await wizard('rubico');
    const n = root.querySelectorAll('.seat-editor').length;
    expect(n).toBeGreaterThanOrEqual(3);
    expect(root.querySelectorAll('.swatches').length).toBe(0);
    expect(root.querySelectorAll('.pin-input').length).toBe(0);
    for (let i = 0; i < n; i++) {
      expect(fold(i).getAttribute('aria-expanded')).toBe('false');
      expect(fold(i).textContent).toContain(String(i + 1));
    }
    await tap('seat-1-fold');
    expect(fold(1).getAttribute('aria-expanded')).toBe('true');
    expect(swatchesOf(1)).not.toBeNull();
    expect(pinOf(1)).not.toBeNull();
    expect(swatchesOf(0)).toBeNull();
    expect(fold(1).getAttribute('aria-label')).toBe(t('new.colorPin', { name: (q('seat-1')!.querySelector('input.input') as HTMLInputElement).value }));
    // Each swatch carries its colour's shape, all different.
    const marks = [...swatchesOf(1)!.querySelectorAll('.swatch .swatch-mark path')].map((p) => p.getAttribute('d'));
    expect(marks).toEqual(SEAT_COLORS.map((c) => seatMarkPath(seatMarkOf(c.value))));
    expect(new Set(marks).size).toBe(SEAT_COLORS.length);
    // A colour chosen shows on the folded seat: its shape in the button.
    const free = [...swatchesOf(1)!.querySelectorAll<HTMLButtonElement>('.swatch')].find((b) => !b.disabled && b.getAttribute('aria-pressed') === 'false')!;
    await act(() => free.click());
    const chosen = SEAT_COLORS.find((c) => t(c.nameKey) === free.getAttribute('aria-label'))!.value;
    await tap('seat-1-fold');
    expect(swatchesOf(1)).toBeNull();
    expect(fold(1).querySelector('svg.seat-dot')!.getAttribute('data-mark')).toBe(seatMarkOf(chosen));
  });

  it('a PIN half typed keeps its seat open; a whole one folds, and the seat says it has one', async () => {
    await wizard('rubico');
    await tap('seat-0-fold');
    await typePin(0, '12');
    expect(q('start-game')!.hasAttribute('disabled')).toBe(true);
    await tap('seat-0-fold');
    expect(pinOf(0)).not.toBeNull();
    await typePin(0, '1234');
    await tap('seat-0-fold');
    expect(pinOf(0)).toBeNull();
    expect(fold(0).textContent).toContain('PIN');
    expect(fold(1).textContent).not.toContain('PIN');
  });
});
