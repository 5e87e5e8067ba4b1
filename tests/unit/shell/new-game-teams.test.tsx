// @vitest-environment happy-dom
// The new-game wizard offers a team where the game's registry entry allows it (Corteo), not
// elsewhere (Rubico): a seat becomes a team of two, grows to five and no further, shrinks to two
// and no further, and the start waits until every name at the table is given and different.
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { t } from '../../../src/i18n/index.ts';
import { closeWizard, q, root, tap, wizard } from './wizard.tsx';

const type = (id: string, value: string) =>
  act(() => {
    const input = q(id) as HTMLInputElement;
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
const members = () => [...root.querySelectorAll('[data-testid^="seat-0-member-"]')].map((x) => (x as HTMLInputElement).value);
const startable = () => !(q('start-game') as HTMLButtonElement).disabled;
const alert = () => root.querySelector('[role="alert"]')?.textContent ?? null;

afterEach(closeWizard);

describe('teams in the wizard', () => {
  it('Corteo: a seat becomes a team, two to five people, every name given and different', async () => {
    await wizard('corteo');
    expect(startable()).toBe(true);
    await tap('seat-0-team');
    expect(q('seat-0-team')!.getAttribute('aria-pressed')).toBe('true');
    expect(members()).toEqual(['Giocatore 1', 'Giocatore 3']);
    expect(root.querySelector(`[aria-label="${t('new.teamName', { n: 1 })}"]`)).not.toBeNull();
    expect(startable()).toBe(true);
    expect((q('seat-0-remove-0') as HTMLButtonElement).disabled).toBe(true);
    for (let i = 0; i < 3; i++) await tap('seat-0-add-member');
    expect(members()).toHaveLength(5);
    expect((q('seat-0-add-member') as HTMLButtonElement).disabled).toBe(true);
    expect(q('seat-0-add-member')!.textContent).toBe(t('new.teamFull', { max: 5 }));
    await tap('seat-0-remove-4');
    await tap('seat-0-remove-3');
    expect(members()).toHaveLength(3);
    await type('seat-0-member-0', 'Anna');
    await type('seat-0-member-1', 'Bruno');
    await type('seat-0-member-2', '');
    expect(startable()).toBe(false);
    expect(alert()).toBe(t('new.error.emptyName'));
    await type('seat-0-member-2', 'giocatore 2'); // seat 2's person
    expect(startable()).toBe(false);
    expect(alert()).toBe(t('new.error.sameName'));
    await type('seat-0-member-2', 'Carla');
    expect(startable()).toBe(true);
    expect(alert()).toBeNull();
    expect(members()).toEqual(['Anna', 'Bruno', 'Carla']);
    // Back to one person: the people go, the seat's default name comes back.
    await tap('seat-0-person');
    expect(members()).toEqual([]);
    expect(root.querySelector(`[aria-label="${t('new.name', { n: 1 })}"]`)).not.toBeNull();
    expect(startable()).toBe(true);
    // A team against the app: no hand-off between seats, so no PIN, and the hint says a team.
    await tap('seat-0-team');
    await tap('seat-1-app');
    expect(root.textContent).toContain(t('new.seatsHintTeamAlone'));
    await tap('seat-0-fold');
    expect(root.querySelector('.swatches')).not.toBeNull();
    expect(root.querySelector('.pin-input')).toBeNull();
    expect(startable()).toBe(true);
  });

  it('a game without teams offers none', async () => {
    await wizard('rubico');
    expect(q('seat-0-team')).toBeNull();
    expect(root.textContent).not.toContain(t('new.seatsHintTeams'));
  });
});
