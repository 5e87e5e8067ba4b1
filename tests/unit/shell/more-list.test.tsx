// @vitest-environment happy-dom
// A list of choices longer than what shows says how many lie past its edge (ui/MoreList.tsx):
// under a list that scrolls itself, over one that a decision bar scrolls (less the bar's sticky
// foot), in words that agree with the number. Layout is stubbed: each element's box comes from
// its data-y/data-h (happy-dom lays nothing out), and the ResizeObserver is a fake whose reports
// the test delivers (`layout()`), as the browser does after laying out what was observed.
import { render } from 'preact';
import type * as preact from 'preact';
import { act } from 'preact/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MoreList, countPast } from '../../../src/ui/MoreList.tsx';
import { lang, loadLanguage, loadShellStrings } from '../../../src/i18n/index.ts';

const proto = HTMLElement.prototype;
const saved = Object.getOwnPropertyDescriptor(Element.prototype, 'getBoundingClientRect')!;
const num = (el: HTMLElement, k: string, d = 0) => (el.dataset[k] !== undefined ? Number(el.dataset[k]) : d);
beforeAll(() => {
  Object.defineProperty(proto, 'getBoundingClientRect', {
    configurable: true,
    value(this: HTMLElement) {
      const y = num(this, 'y');
      const h = num(this, 'h', 40);
      return { top: y, bottom: y + h, left: 0, right: 100, width: 100, height: h, x: 0, y } as DOMRect;
    },
  });
  Object.defineProperty(proto, 'clientHeight', { configurable: true, get(this: HTMLElement) { return num(this, 'h', 40); } });
  Object.defineProperty(proto, 'scrollHeight', { configurable: true, get(this: HTMLElement) { return num(this, 'sh', num(this, 'h', 40)); } });
});
afterAll(() => {
  Object.defineProperty(Element.prototype, 'getBoundingClientRect', saved);
  delete (proto as { clientHeight?: unknown }).clientHeight;
  delete (proto as { scrollHeight?: unknown }).scrollHeight;
});

/** A ResizeObserver whose first report of a newly observed element waits for `layout()`. */
class FakeObserver {
  static due = new Set<FakeObserver>();
  watched = new Set<Element>();
  constructor(private report: () => void) {}
  observe(el: Element) {
    this.watched.add(el);
    FakeObserver.due.add(this);
  }
  unobserve(el: Element) {
    this.watched.delete(el);
  }
  disconnect() {
    this.watched.clear();
    FakeObserver.due.delete(this);
  }
  fire() {
    this.report();
  }
}
/** The browser's layout: every observer with something newly observed reports. */
function layout() {
  const due = [...FakeObserver.due];
  FakeObserver.due.clear();
  for (const o of due) o.fire();
}
const realObserver = globalThis.ResizeObserver;
beforeAll(() => {
  globalThis.ResizeObserver = FakeObserver as unknown as typeof ResizeObserver;
});
afterAll(() => {
  globalThis.ResizeObserver = realObserver;
});
/** Renders, then lets the browser lay out and its observers report. */
async function show(vnode: preact.ComponentChild, root: HTMLElement) {
  await act(() => render(vnode, root));
  await act(() => layout());
}

const items = (n: number, y0: number) => Array.from({ length: n }, (_, i) => <button key={i} data-y={y0 + i * 50} data-h={44}>{`x${i}`}</button>);

describe('the "N more" line of a long list', () => {
  it('counts the choices past a list\u2019s own box, and none when it all shows', () => {
    const list = document.createElement('div');
    list.dataset.h = '200';
    list.dataset.sh = '400';
    for (let i = 0; i < 8; i++) {
      const b = document.createElement('button');
      b.dataset.y = String(i * 50);
      b.dataset.h = '44';
      list.append(b);
    }
    // 0-44, 50-94, 100-144, 150-194 show; 200-244 on are past the 200 px box.
    expect(countPast(list)).toEqual({ over: true, past: 4, before: 0, foot: 0 });
    list.dataset.sh = '200';
    expect(countPast(list)).toEqual({ over: false, past: 0, before: 0, foot: 0 });
  });

  it('says how many lie below, in words that agree with the number, under a list that scrolls itself', async () => {
    await loadShellStrings();
    const root = document.createElement('div');
    const cue = () => root.querySelector('[data-testid="more-cue"]');
    lang.value = 'it';
    await show(<MoreList class="x" data-h="200" data-sh="400">{items(5, 0)}</MoreList>, root);
    expect(cue()?.textContent).toBe('Ancora 1 scelta più in basso');
    // Under the list: the list, then the line.
    expect(root.lastElementChild).toBe(cue());
    await show(<MoreList class="x" data-h="200" data-sh="500">{items(7, 0)}</MoreList>, root);
    expect(cue()?.textContent).toBe('Altre 3 scelte più in basso');
    await loadLanguage('en');
    lang.value = 'en';
    await show(<MoreList class="x" data-h="200" data-sh="500">{items(6, 0)}</MoreList>, root);
    expect(cue()?.textContent).toBe('2 more choices below');
    lang.value = 'it';
    // A list that fits has no line at all.
    await show(<MoreList class="x" data-h="400" data-sh="400">{items(3, 0)}</MoreList>, root);
    expect(cue()).toBeNull();
  });

  it('in a decision bar: counts what lies under the bar\u2019s sticky foot, the line over the list', async () => {
    await loadShellStrings();
    lang.value = 'it';
    const root = document.createElement('div');
    document.body.append(root);
    // The bar shows 0-300; its foot covers 240-300; the list starts at 100.
    await act(() =>
      render(
        <div style="overflow-y: auto" data-y={0} data-h={300}>
          <MoreList class="fab-places" inBar data-y={100} data-h={300}>
            {items(6, 100)}
          </MoreList>
          <div class="tl-act" data-y={240} data-h={60} />
        </div>,
        root,
      ),
    );
    await act(() => layout());
    const cue = root.querySelector('[data-testid="more-cue"]');
    // 100-144, 150-194 show; 200-244 runs under the foot at 240 but its middle shows; 250... below: 3 more.
    expect(cue?.getAttribute('data-past')).toBe('3');
    expect(cue?.textContent).toBe('Altre 3 scelte più in basso');
    expect(cue?.nextElementSibling?.classList.contains('fab-places')).toBe(true);
    // Held in sight just over the bar's foot (60 px, a touch under its top edge's shadow).
    expect((cue as HTMLElement).style.bottom).toBe('58px');
    root.remove();
  });

  it('reads no layout on a redraw that keeps its children, and counts anew when they change', async () => {
    await loadShellStrings();
    lang.value = 'it';
    const root = document.createElement('div');
    const cue = () => root.querySelector('[data-testid="more-cue"]');
    let reads = 0;
    const box = Object.getOwnPropertyDescriptor(proto, 'getBoundingClientRect')!;
    Object.defineProperty(proto, 'getBoundingClientRect', {
      configurable: true,
      value(this: HTMLElement) {
        reads++;
        return (box.value as () => DOMRect).call(this);
      },
    });
    try {
      await show(<MoreList class="x" data-h="200" data-sh="400" title="a">{items(6, 0)}</MoreList>, root);
      expect(cue()?.getAttribute('data-past')).toBe('2');
      // A redraw of the same choices (a tap elsewhere changed the list's title): nothing is read.
      reads = 0;
      await show(<MoreList class="x" data-h="200" data-sh="400" title="b">{items(6, 0)}</MoreList>, root);
      expect(reads).toBe(0);
      // Two more choices: the list is observed anew, and its report counts them.
      await show(<MoreList class="x" data-h="200" data-sh="500">{items(8, 0)}</MoreList>, root);
      expect(reads).toBeGreaterThan(0);
      expect(cue()?.getAttribute('data-past')).toBe('4');
    } finally {
      Object.defineProperty(proto, 'getBoundingClientRect', box);
    }
  });
});
