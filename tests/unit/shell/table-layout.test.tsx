// @vitest-environment happy-dom
// The shared table layout: on a wide screen its column always shows a panel (the first until
// another is chosen); on a phone the panels are a drawer over the board, shut until a tab opens
// it and shut again by the same tab or its close button; the decision is always drawn; every tab
// names a panel that is in the page (axe checks aria-controls), and only the open one is drawn.
import { render } from 'preact';
import { useState } from 'preact/hooks';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { shownTab, TableLayout } from '../../../src/ui/TableLayout.tsx';
import { loadShellStrings } from '../../../src/i18n/index.ts';

describe('the panel shown', () => {
  it('is the chosen one while it exists', () => {
    expect(shownTab('b', ['a', 'b'], false)).toBe('b');
    expect(shownTab('b', ['a', 'b'], true)).toBe('b');
  });
  it('is the first on a wide screen when none is chosen (or the chosen one is gone), none on a phone', () => {
    expect(shownTab(null, ['a', 'b'], true)).toBe('a');
    expect(shownTab('c', ['a', 'b'], true)).toBe('a');
    expect(shownTab(null, ['a', 'b'], false)).toBeNull();
    expect(shownTab('c', ['a', 'b'], false)).toBeNull();
    expect(shownTab(null, [], true)).toBeNull();
  });
});

let root: HTMLElement | null = null;
function mount(wide: boolean, withTabs = true) {
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: wide && q.includes('min-width'), media: q, addEventListener() {}, removeEventListener() {} }));
  const drawn: string[] = [];
  function Harness() {
    const [tab, setTab] = useState<'state' | 'legend' | null>(null);
    return (
      <TableLayout
        class="game"
        testid="game-table"
        prefix="g"
        label="Pannelli"
        aspect={1.5}
        board={<div data-testid="board" />}
        decide={<button data-testid="decide">Fatto</button>}
        tabs={
          withTabs
            ? [
                { id: 'state', label: 'Stato' },
                { id: 'legend', label: 'Legenda' },
              ]
            : []
        }
        tab={tab}
        onTab={setTab}
        panel={(k) => (drawn.push(k), <p data-testid={`content-${k}`}>{k}</p>)}
      />
    );
  }
  root = document.createElement('div');
  document.body.appendChild(root);
  act(() => render(<Harness />, root!));
  const q = (id: string) => root!.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
  const click = (id: string) => act(() => q(id)!.click());
  return { q, click, drawn, root: root! };
}

beforeAll(async () => {
  await loadShellStrings();
});
afterEach(() => {
  if (root) render(null, root);
  root?.remove();
  root = null;
  vi.unstubAllGlobals();
});

describe('TableLayout', () => {
  it('marks a table without tabs by a class (a game styles it without :has())', () => {
    expect(mount(false, false).q('game-table')!.classList.contains('tl-no-tabs')).toBe(true);
    act(() => render(null, root!));
    root!.remove();
    expect(mount(false).q('game-table')!.className).toBe('tl game');
  });
  it('on a wide screen shows the first panel at once, and a tab switches it but never shuts it', () => {
    const { q, click } = mount(true);
    expect(q('decide')).not.toBeNull();
    expect(q('content-state')).not.toBeNull();
    expect(q('tab-state')!.getAttribute('aria-selected')).toBe('true');
    click('tab-legend');
    expect(q('content-legend')).not.toBeNull();
    expect(q('content-state')).toBeNull();
    click('tab-legend');
    expect(q('content-legend')).not.toBeNull();
    expect(q('drawer-close')).toBeNull();
  });

  it('on a phone keeps the drawer shut, opens it from a tab and shuts it by the same tab or the close button', () => {
    const { q, click, root } = mount(false);
    expect(q('content-state')).toBeNull();
    expect(root.querySelector('.tl')!.getAttribute('data-drawer')).toBeNull();
    click('tab-state');
    expect(q('content-state')).not.toBeNull();
    expect(root.querySelector('.tl')!.getAttribute('data-drawer')).toBe('open');
    click('tab-state');
    expect(q('content-state')).toBeNull();
    click('tab-legend');
    expect(q('content-legend')).not.toBeNull();
    click('drawer-close');
    expect(q('content-legend')).toBeNull();
    // The decision and the board never left.
    expect(q('decide')).not.toBeNull();
    expect(q('board')).not.toBeNull();
  });

  it('gives every tab a panel in the page, draws only the open one, and sizes the board by its shape', () => {
    const { click, drawn, root } = mount(false);
    for (const tab of root.querySelectorAll('[role="tab"]')) {
      const panel = root.querySelector(`#${tab.getAttribute('aria-controls')}`);
      expect(panel?.getAttribute('role')).toBe('tabpanel');
      expect(panel?.getAttribute('aria-labelledby')).toBe(tab.id);
    }
    expect(drawn).toEqual([]);
    click('tab-legend');
    expect(new Set(drawn)).toEqual(new Set(['legend']));
    expect((root.querySelector('.tl') as HTMLElement).style.getPropertyValue('--tl-aspect')).toBe('1.5');
  });

  it("keeps the decision's elements from one step to the next and slides the new step in on the same box", () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: false, media: q, addEventListener() {}, removeEventListener() {} }));
    const layout = (step: string, words: string) => (
      <TableLayout
        class="game"
        testid="game-table"
        prefix="g"
        label="Pannelli"
        board={<div data-testid="board" />}
        decideKey={step}
        decide={
          <>
            <p data-testid="banner">{words}</p>
            <button data-testid="decide">Fatto</button>
          </>
        }
        tabs={[]}
        tab={null}
        onTab={() => {}}
        panel={() => null}
      />
    );
    root = document.createElement('div');
    document.body.appendChild(root);
    act(() => render(layout('a', 'Tocca a Anna'), root!));
    const banner = root.querySelector('[data-testid="banner"]');
    const button = root.querySelector('[data-testid="decide"]');
    const box = root.querySelector('.tl-decide-in');
    const again = () => box!.classList.contains('tl-decide-again');
    expect(again()).toBe(false);
    act(() => render(layout('b', 'Tocca a Bruno'), root!));
    // The same elements, updated where they changed, and the slide played again for the new step
    // (its animation's name swapped, which restarts it).
    expect(root.querySelector('[data-testid="banner"]')).toBe(banner);
    expect(banner!.textContent).toBe('Tocca a Bruno');
    expect(root.querySelector('[data-testid="decide"]')).toBe(button);
    expect(root.querySelector('.tl-decide-in')).toBe(box);
    expect(again()).toBe(true);
    // A redraw of the same step slides nothing; the next step slides again.
    act(() => render(layout('b', 'Tocca a Bruno!'), root!));
    expect(again()).toBe(true);
    act(() => render(layout('c', 'Tocca a Carla'), root!));
    expect(again()).toBe(false);
    expect(root.querySelector('[data-testid="banner"]')).toBe(banner);
  });
});
