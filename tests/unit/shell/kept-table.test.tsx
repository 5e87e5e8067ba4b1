// @vitest-environment happy-dom
// The table is kept while a cover or a private screen is up: lifting the cover updates the
// board the game drew before instead of building it again. Under a cover or beside a private
// screen the table is out of sight and out of reach: not drawn (content-visibility: hidden),
// out of the flow, behind the page, and not redrawn.
import 'fake-indexeddb/auto';
import { render } from 'preact';
import { useEffect } from 'preact/hooks';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { SaveStore } from '../../../src/storage/saves.ts';
import { GameSession } from '../../../src/table/session.ts';
import { GameScreen } from '../../../src/table/GameScreen.tsx';
import { rubicoRules } from '../../../src/games/rubico/rules.ts';
import type { GamePackage } from '../../../src/games/types.ts';
import { randomMove } from '../../../src/engine/playout.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import { loadShellStrings } from '../../../src/i18n/index.ts';

let mounts = 0;
function FakeTable() {
  useEffect(() => {
    mounts++;
  }, []);
  return <div data-testid="game-table" />;
}

const pkg = { rules: rubicoRules, Table: FakeTable, Private: () => <div data-secret />, strings: { it: {}, en: {} }, help: [] } as unknown as GamePackage;

describe('the table under the cover', () => {
  it('is built once and shown again after each cover, and is out of sight and reach while one is up', async () => {
    await loadShellStrings();
    const store = new SaveStore('kept-table-test');
    const setup = { options: { firstCenturion: 0 }, seatCount: 3, seed: 11 };
    const seats = ['Anna', 'Bruno', 'Carla'].map((name) => ({ name, color: '#888' }));
    const id = await store.create({ gameId: 'rubico', title: 'Rubico', seats, setup, contentVersion: rubicoRules.contentVersion }, rubicoRules.setup(setup.options, 3, setup.seed));
    const loaded = await store.load(id, rubicoRules);
    const session = new GameSession(pkg, store, loaded.meta, loaded.state, loaded.log);
    const root = document.createElement('div');
    document.body.appendChild(root);
    mounts = 0;
    await act(() => render(<GameScreen session={session} />, root));
    const rng = new Rng(seedRng(3));
    // Screens in order, a change of screen at a time: cover, table, cover, table...
    const screens: string[] = [];
    for (let i = 0; i < 80 && session.decision(); i++) {
      const cover = root.querySelector('[data-testid="cover"]');
      const box = root.querySelector<HTMLElement>('.kept-table');
      const shown = !!box && box.dataset.away === 'false';
      expect(!!cover !== shown).toBe(true);
      const main = box?.querySelector<HTMLElement>('[data-testid="table"]');
      if (cover && box) {
        expect(main!.style.contentVisibility).toBe('hidden');
        expect(main!.style.position).toBe('fixed');
        expect(main!.style.zIndex).toBe('-1');
        expect(main!.getAttribute('aria-hidden')).toBe('true');
      }
      if (shown) {
        expect(main!.style.contentVisibility).toBe('');
        expect(main!.style.position).toBe('');
        expect(main!.hasAttribute('aria-hidden')).toBe(false);
      }
      const now = cover ? 'cover' : 'table';
      if (screens.at(-1) !== now) screens.push(now);
      const d = session.decision()!;
      await act(async () => {
        await session.play(d.seat, randomMove(rubicoRules, session.state.value, d.seat, rng));
      });
    }
    expect(screens.filter((s) => s === 'table').length).toBeGreaterThanOrEqual(2);
    expect(screens).toContain('cover');
    expect(mounts).toBe(1);
    await act(() => render(null, root));
  });
});
