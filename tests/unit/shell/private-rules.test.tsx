// @vitest-environment happy-dom
// Rules at the point of use on a private screen (issue 33, item 3): a secret step's rules are
// reachable from the seat's own screen, opening at the rule that applies to the step under way,
// as the table's button does. The step is public (the table names it), so the button tells
// nothing: every seat's screen has it alike (the e2e private-geometry spec measures its place).
import 'fake-indexeddb/auto';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { SaveStore } from '../../../src/storage/saves.ts';
import { GameSession } from '../../../src/table/session.ts';
import { GameScreen } from '../../../src/table/GameScreen.tsx';
import { loadGame } from '../../../src/games/registry.ts';
import { rubicoRules } from '../../../src/games/rubico/rules.ts';
import { rubicoHelpAt } from '../../../src/games/rubico/help.ts';
import type { SavedSeat } from '../../../src/storage/db.ts';
import { loadShellStrings } from '../../../src/i18n/index.ts';

const settle = () => act(() => new Promise<void>((r) => setTimeout(r, 10)));

async function until(root: Element, sel: string): Promise<HTMLElement> {
  for (let i = 0; i < 500; i++) {
    const el = root.querySelector<HTMLElement>(sel);
    if (el) return el;
    await settle();
  }
  throw new Error(`${sel} never came`);
}

afterEach(() => {
  document.body.innerHTML = '';
  location.hash = '';
});

describe("a private screen's rules", () => {
  it('open at the rule of the secret step under way (Rubico: the roles), from the seat’s own screen', async () => {
    await loadShellStrings();
    const pkg = await loadGame('rubico');
    const store = new SaveStore('private-rules-test');
    const setup = { options: { firstCenturion: 0 }, seatCount: 5, seed: 0 };
    // One person and the app in the other seats: the person's secret step opens straight on the private screen.
    const seats: SavedSeat[] = ['Anna', 'Bruno', 'Carla', 'Dario', 'Elena'].map((name, i) => ({ name, color: '#888', ...(i ? { app: 'easy' as const } : {}) }));
    const id = await store.create({ gameId: 'rubico', title: 'Rubico', seats, setup, contentVersion: rubicoRules.contentVersion }, rubicoRules.setup(setup.options, 5, 0) as never);
    const loaded = await store.load(id, rubicoRules);
    const session = new GameSession(pkg, store, loaded.meta, loaded.state, loaded.log);
    const d = session.decision()!;
    expect(d).toMatchObject({ seat: 0, kind: 'rubico.step.roles', secret: true });
    const root = document.createElement('div');
    document.body.appendChild(root);
    await act(() => render(<GameScreen session={session} />, root));
    const rules = await until(root, '[data-testid="private-screen"] > .topbar [data-testid="private-rules"]');
    expect(rules.getAttribute('aria-label')).toBe('Regole');
    // A finger's tap: pressed on this screen (a click whose press came before the screen is swallowed).
    await act(() => {
      rules.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      rules.click();
    });
    expect(location.hash).toBe(`#/help/rubico/${rubicoHelpAt['rubico.step.roles']}`);
    expect(rubicoHelpAt['rubico.step.roles']).toBe('setup');
    await act(() => render(null, root));
  });
});
