// @vitest-environment happy-dom
// "Impara giocando" from the new-game wizard too (issue 33), as from the home and the kiosk: a
// game with a lesson offers it at the wizard's head, and the tap starts the lesson's game (every
// game has one since Corteo's).
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { route } from '../../../src/shell/router.ts';
import { store } from '../../../src/shell/services.ts';
import { closeWizard, q, settle, tap, wizard } from './wizard.tsx';

afterEach(closeWizard);

describe('the wizard offers a game\u2019s lesson', () => {
  it('starts the lesson of a game that has one', async () => {
    await wizard('repubblica-ribelle');
    expect(q('new-learn')?.textContent).toMatch(/prima volta/);
    await tap('learn-repubblica-ribelle');
    for (let i = 0; i < 500 && route.value.name !== 'play'; i++) await settle();
    expect(route.value.name).toBe('play');
    const id = (route.value as { saveId: string }).saveId;
    expect((await store.get(id))?.lesson).toBe('repubblica-ribelle');
  });

  it('offers Corteo\u2019s too: every game has a lesson now', async () => {
    await wizard('corteo');
    expect(q('new-learn')).not.toBeNull();
    expect(q('learn-corteo')).not.toBeNull();
  });
});
