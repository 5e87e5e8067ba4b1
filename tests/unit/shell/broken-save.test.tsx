// @vitest-environment happy-dom
// A save the rules cannot play (written before its options were checked: Corteo on a map named
// "__proto__") opens to a message and the way home, never a blank page.
import 'fake-indexeddb/auto';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Play } from '../../../src/app/screens/Play.tsx';
import { store } from '../../../src/shell/services.ts';
import { corteoRules } from '../../../src/games/corteo/rules.ts';
import { SEAT_COLOR_VALUES } from '../../../src/engine/seats.ts';
import { loadShellStrings } from '../../../src/i18n/index.ts';

const settle = () => act(() => new Promise<void>((r) => setTimeout(r, 20)));

afterEach(() => vi.restoreAllMocks());

describe('a save that cannot be opened', () => {
  it('shows a message and the way home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await loadShellStrings();
    const options = { mode: 'base', map: '__proto__' };
    const id = await store.create(
      {
        gameId: 'corteo',
        title: 'Corteo',
        seats: [
          { name: 'Anna', color: SEAT_COLOR_VALUES[0] },
          { name: 'Bruno', color: SEAT_COLOR_VALUES[1] },
        ],
        setup: { options, seatCount: 2, seed: 3 },
        contentVersion: corteoRules.contentVersion,
      },
      corteoRules.setup(options as never, 2, 3),
    );
    const root = document.createElement('div');
    document.body.append(root);
    render(<Play saveId={id} />, root);
    // Loading the game's package can take seconds on a busy machine: wait for the page, not a time.
    for (let i = 0; i < 1000 && !root.querySelector('[data-testid="game-broken"]'); i++) await settle();
    expect(root.querySelector('[data-testid="game-broken"] [role="alert"]')?.textContent).toMatch(/non si può aprire/);
    expect([...root.querySelectorAll('button')].map((b) => b.textContent)).toContain('Torna alla home');
    render(null, root);
  }, 30_000);
});
