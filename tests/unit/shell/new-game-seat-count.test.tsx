// @vitest-environment happy-dom
// The wizard's seat count where the options decide it (the registry's seatsFor): Corteo opens
// with two seats, the corteo and the potere; choosing the Antirepressivo sets three (Destra,
// potere, Sinistra), each a person, a team or the app; another scenario sets two again. A game
// whose options do not decide it (Rubico) keeps its stepper.
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { t } from '../../../src/i18n/index.ts';
import { closeWizard, q, root, tap, wizard } from './wizard.tsx';

const count = () => q('player-count')!.textContent;
const seats = () => root.querySelectorAll('.seat-editor').length;
const roles = () => [...root.querySelectorAll('[data-testid$="-role"]')].map((x) => x.textContent);
const names = () => [...root.querySelectorAll('.seat-editor > input.input')].map((x) => (x as HTMLInputElement).value);
const stepper = (label: string) => root.querySelector(`[aria-label="${t(label)}"]`) as HTMLButtonElement;
const startable = () => !(q('start-game') as HTMLButtonElement).disabled;

afterEach(closeWizard);

describe('the seat count from the options', () => {
  it('Corteo: two seats, three with the Antirepressivo (Destra, potere, Sinistra), two again with another scenario', async () => {
    await wizard('corteo');
    expect(count()).toBe('2');
    expect(seats()).toBe(2);
    expect(roles()).toEqual(['Corteo', 'Potere']);
    // The stepper holds to the options' count; the hint says why.
    expect(stepper('new.more').disabled).toBe(true);
    expect(stepper('new.fewer').disabled).toBe(true);
    expect(q('count-from-options')!.textContent).toBe(t('new.countFromOptions'));
    expect(q('scenario-antirepressivo')!.getAttribute('aria-pressed')).toBe('false');

    await tap('scenario-antirepressivo');
    expect(count()).toBe('3');
    expect(seats()).toBe(3);
    expect(roles()).toEqual(['Destra del corteo', 'Potere', 'Sinistra del corteo']);
    expect(names()).toEqual(['Giocatore 1', 'Giocatore 2', 'Giocatore 3']);
    expect(q('scenario-antirepressivo')!.getAttribute('aria-pressed')).toBe('true');
    expect(q('co-sides-three')).not.toBeNull();
    expect(q('mode-base')).toBeNull();
    expect(stepper('new.more').disabled).toBe(true);
    expect(stepper('new.fewer').disabled).toBe(true);
    // Each seat a person, a team or the app.
    for (const i of [0, 1, 2]) for (const who of ['person', 'team', 'app']) expect(q(`seat-${i}-${who}`), `seat ${i} ${who}`).not.toBeNull();
    await tap('seat-1-app');
    await tap('seat-2-app');
    expect(names()[0]).toBe('Giocatore 1');
    expect(names()[1]).not.toBe(names()[2]);
    expect(startable()).toBe(true);
    await tap('seat-2-team');
    expect(root.querySelectorAll('[data-testid^="seat-2-member-"]').length).toBe(2);
    expect(startable()).toBe(true);

    // Another scenario: two seats again, the two sides' roles back.
    await tap('scenario-sociale');
    expect(count()).toBe('2');
    expect(seats()).toBe(2);
    expect(roles()).toEqual(['Corteo', 'Potere']);
    expect(q('scenario-sociale')!.getAttribute('aria-pressed')).toBe('true');
    expect(q('mode-base')).not.toBeNull();
    await tap('scenario-antirepressivo');
    expect(count()).toBe('3');
    await tap('scenario-none');
    expect(count()).toBe('2');
    expect(q('scenario-none')!.getAttribute('aria-pressed')).toBe('true');
    expect(startable()).toBe(true);
  });

  it('Rubico: the stepper sets the count, within its range', async () => {
    await wizard('rubico');
    expect(count()).toBe('4');
    expect(q('count-from-options')).toBeNull();
    expect(roles()).toEqual([]);
    await act(() => stepper('new.more').click());
    expect(count()).toBe('5');
    expect(seats()).toBe(5);
    await act(() => stepper('new.fewer').click());
    await act(() => stepper('new.fewer').click());
    expect(count()).toBe('3');
    expect(stepper('new.fewer').disabled).toBe(true);
  });
});
