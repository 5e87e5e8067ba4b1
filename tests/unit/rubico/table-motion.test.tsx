// @vitest-environment happy-dom
// Rubico's table shows the last move where it happened: the row a seat laid down, the card the
// Centurion took, and Caesar walking along the track one cell at a time to his new cell.
import { options, render } from 'preact';
import { act as flush } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeBetween } from '../../../src/games/rubico/ui/motion.ts';
import { Track } from '../../../src/games/rubico/ui/parts.tsx';
import { RubicoTable } from '../../../src/games/rubico/ui/Table.tsx';
import { stageOf, type RubicoView } from '../../../src/games/rubico/rules.ts';
import { loadShellStrings } from '../../../src/i18n/index.ts';
import { act, rules, started } from './helpers.ts';

const tableView = (s: Parameters<typeof rules.view>[0]) => rules.view(s, 'table') as RubicoView;

describe("Rubico's table marks the last move", () => {
  it('a row laid down, then a card taken, and nothing for a view against itself', () => {
    let s = started(5, 3);
    const d = rules.decision(s)!;
    const before = tableView(s);
    s = act(s, { type: 'suggest', order: s.hands[d.seat].map((_, i) => i) });
    const laid = changeBetween(before, tableView(s));
    expect([...laid.rows]).toEqual([d.seat]);
    expect(laid.slots.size).toBe(0);
    expect(changeBetween(tableView(s), tableView(s)).rows.size).toBe(0);

    while (stageOf(s) === 'suggest') {
      const who = rules.decision(s)!.seat;
      s = act(s, { type: 'suggest', order: s.hands[who].map((_, i) => i) });
    }
    while (stageOf(s) === 'power') s = act(s, { type: 'power', use: null });
    expect(stageOf(s)).toBe('choose');
    const v = tableView(s);
    const row = v.rows.find((r) => r.seat !== v.centurion && r.count > 0)!;
    s = act(s, { type: 'take', seat: row.seat, slot: 0 });
    const took = changeBetween(v, tableView(s));
    expect([...took.slots]).toEqual([`${row.seat}:0`]);
    expect(took.rows.size).toBe(0);
  });

  it('a new game is no change', () => {
    const a = tableView(started(5, 3));
    const b = tableView(started(4, 3));
    expect(changeBetween(a, b).rows.size + changeBetween(null, b).rows.size).toBe(0);
  });
});

describe("Caesar's march", () => {
  afterEach(() => vi.useRealTimers());

  it('walks one cell at a time to where the view puts him', async () => {
    await loadShellStrings();
    vi.useFakeTimers();
    const cells = tableView(started(5, 3)).track;
    const root = document.createElement('div');
    root.style.setProperty('--app-pace', '1000ms');
    document.body.appendChild(root);
    const cellOf = () => Number(root.querySelector('[data-testid="caesar"]')!.getAttribute('data-cell'));
    flush(() => render(<Track cells={cells} caesar={0} />, root));
    expect(cellOf()).toBe(0);
    flush(() => render(<Track cells={cells} caesar={3} />, root));
    const seen = [cellOf()];
    for (let i = 0; i < 10 && cellOf() !== 3; i++) {
      flush(() => {
        vi.advanceTimersByTime(200);
      });
      seen.push(cellOf());
    }
    expect(seen.filter((c, i) => c !== seen[i - 1])).toEqual([0, 1, 2, 3]);
    // He has arrived: his cell is ringed once, and the label names where he is.
    expect(root.querySelector('[data-testid="caesar-arrived"]')).not.toBeNull();
    render(null, root);
  });
});

describe("Rubico's table after an app's move", () => {
  it('keeps the mark when it is redrawn with a view that changed nothing (the strip updating)', async () => {
    await loadShellStrings();
    let s = started(5, 3);
    const seats = [0, 1, 2, 3, 4].map((i) => ({ name: `S${i}`, color: '#888', app: i > 0 }));
    const root = document.createElement('div');
    const show = () => flush(() => render(<RubicoTable view={rules.view(s, 'table') as RubicoView} seats={seats} decision={null} moves={[]} onMove={async () => ({ ok: true })} />, root));
    show();
    const d = rules.decision(s)!;
    s = act(s, { type: 'suggest', order: s.hands[d.seat].map((_, i) => i) });
    show();
    expect(root.querySelector(`[data-testid="row-${d.seat}"]`)!.classList.contains('rb-just-laid')).toBe(true);
    show();
    expect(root.querySelector(`[data-testid="row-${d.seat}"]`)!.classList.contains('rb-just-laid')).toBe(true);
    render(null, root);
  });
});

describe("Rubico's rows", () => {
  it('are drawn again only where a move changed them, and a slot plays through the latest table', async () => {
    await loadShellStrings();
    let s = started(5, 3);
    while (stageOf(s) === 'suggest') {
      const who = rules.decision(s)!.seat;
      s = act(s, { type: 'suggest', order: s.hands[who].map((_, i) => i) });
    }
    while (stageOf(s) === 'power') s = act(s, { type: 'power', use: null });
    expect(stageOf(s)).toBe('choose');
    const seats = [0, 1, 2, 3, 4].map((i) => ({ name: `S${i}`, color: '#888' }));
    const root = document.createElement('div');
    document.body.appendChild(root);
    // Each row drawn (its component run), by seat.
    const drawn: number[] = [];
    const before = options.diffed;
    options.diffed = (vnode) => {
      const type = vnode.type as { name?: string };
      if (typeof vnode.type === 'function' && type.name === 'RowCards') drawn.push((vnode.props as unknown as { row: { seat: number } }).row.seat);
      before?.(vnode);
    };
    const played: string[] = [];
    const show = (who: string) =>
      flush(() =>
        render(
          <RubicoTable
            view={rules.view(s, 'table') as RubicoView}
            seats={seats}
            decision={rules.decision(s)}
            moves={[]}
            onMove={async (m) => {
              played.push(`${who} ${JSON.stringify(m)}`);
              return { ok: true };
            }}
          />,
          root,
        ),
      );
    try {
      show('first');
      // The Centurion's bar is up: the page's root says so (rubico.css's scroll padding).
      expect(document.documentElement.classList.contains('rb-bar-shown')).toBe(true);
      const v = rules.view(s, 'table') as RubicoView;
      const rows = v.rows.filter((r) => r.seat !== v.centurion && r.count > 0);
      expect(rows.length).toBeGreaterThan(1);
      expect(drawn.length).toBe(rows.length);
      const [a, b] = rows;
      s = act(s, { type: 'take', seat: a.seat, slot: 0 });
      drawn.length = 0;
      show('second');
      // Only the row a card was taken from is drawn again.
      expect(drawn).toEqual([a.seat]);
      expect(root.querySelector(`[data-testid="slot-${a.seat}-0"]`)!.getAttribute('aria-pressed')).toBe('true');
      // A row not drawn again still plays through the table of now.
      await flush(async () => (root.querySelector(`[data-testid="slot-${b.seat}-0"]`) as HTMLButtonElement).click());
      expect(played).toEqual([`second ${JSON.stringify({ type: 'take', seat: b.seat, slot: 0 })}`]);
    } finally {
      options.diffed = before;
      render(null, root);
      root.remove();
    }
    expect(document.documentElement.classList.contains('rb-bar-shown')).toBe(false);
  });
});
