// @vitest-environment happy-dom
// A tab left open across an update asks for code the server no longer has: a game's chunk or
// a screen's fails to load. Each gives a clear message with a reload, and a later try loads
// again instead of keeping the failure.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GAMES, loadGame } from '../../../src/games/registry.ts';
import { lazyScreen } from '../../../src/app/lazy.tsx';
import { loadShellStrings, t } from '../../../src/i18n/index.ts';
import { en } from '../../../src/i18n/en.ts';

const gone = () => new TypeError('Failed to fetch dynamically imported module: /assets/index-old.js');
const settle = () => act(() => new Promise<void>((r) => setTimeout(r, 0)));

afterEach(() => vi.restoreAllMocks());

describe('a game whose code cannot load', () => {
  it('is refused with the reload message, and the next try loads it', async () => {
    const entry = GAMES.find((g) => g.id === 'rubico')!;
    const load = vi.spyOn(entry, 'load').mockRejectedValueOnce(gone());
    await expect(loadGame('rubico')).rejects.toMatchObject({ reason: 'update.reloadToPlay' });
    const pkg = await loadGame('rubico');
    expect(pkg.rules.id).toBe('rubico');
    expect(load).toHaveBeenCalledTimes(2);
    // Loaded once, kept.
    await loadGame('rubico');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('has words in both languages', async () => {
    // Shown by screens that load with the shell's Italian (lazy.tsx waits for it).
    await loadShellStrings();
    expect(t('update.reloadToPlay', undefined, 'it')).toMatch(/aggiornato.*ricarica/);
    expect(t('update.reload', undefined, 'it')).toBe('Ricarica');
    expect(en['update.reloadToPlay']).toBe('Passamano has been updated: reload to play this game.');
  });
});

describe('a screen whose code cannot load', () => {
  it('shows the reload message instead of an endless busy screen, and the next visit loads it', async () => {
    const load = vi.fn().mockRejectedValueOnce(gone()).mockResolvedValueOnce(() => <p data-testid="loaded">here</p>);
    const Screen = lazyScreen(load);
    const root = document.createElement('div');
    document.body.appendChild(root);
    await act(() => render(<Screen />, root));
    await settle();
    const notice = root.querySelector('[data-testid="reload-notice"]');
    expect(notice?.textContent).toContain(t('update.reloadToOpen'));
    expect(notice?.querySelector('button')?.textContent).toBe(t('update.reload'));
    expect(root.querySelector('[aria-busy]')).toBeNull();
    // Leaving and coming back tries again.
    await act(() => render(null, root));
    await act(() => render(<Screen />, root));
    // The shell's Italian comes along (a dynamic import): on a busy machine, more than one turn.
    for (let i = 0; i < 200 && !root.querySelector('[data-testid="loaded"]'); i++) await settle();
    expect(root.querySelector('[data-testid="loaded"]')?.textContent).toBe('here');
    expect(root.querySelector('[data-testid="reload-notice"]')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    render(null, root);
  });
});
