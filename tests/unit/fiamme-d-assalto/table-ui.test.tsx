// @vitest-environment happy-dom
// Fiamme's table as a player reads it: one counter for each thing, and the words of the moment
// never repeat a number that the counters show.
import { describe, expect, it, vi } from 'vitest';
import { h, render } from 'preact';
import { act as renderAct } from 'preact/test-utils';
import { addCatalogs } from '../../../src/i18n/index.ts';
import { it as itWords, en } from '../../../src/games/fiamme-d-assalto/strings.ts';
import { FiammeTable } from '../../../src/games/fiamme-d-assalto/ui/Table.tsx';
import type { FiammeState } from '../../../src/games/fiamme-d-assalto/rules.ts';

/** The legal moves the shell hands the table with the decision (Fiamme's table reads its view's choices). */
const movesOf = (s: FiammeState) => {
  const d = rules.decision(s);
  return d ? rules.legalMoves(s, d.seat) : [];
};
import { act, crossNoMansLand, roll, rules, start, stepNow } from './helpers.ts';

addCatalogs({ it: itWords, en });

const seats = [
  { name: 'Anna', color: '#d9a441' },
  { name: 'Bruno', color: '#4caf7d' },
];

async function table(s: FiammeState): Promise<HTMLElement> {
  const root = document.createElement('div');
  const view = rules.view(s, 'table');
  await renderAct(() =>
    render(h(FiammeTable, { view, seats: seats.slice(0, s.seatCount), decision: rules.decision(s), moves: movesOf(s), onMove: async () => ({ ok: true }) }), root),
  );
  return root;
}

/** Every live count of command points the page shows, as "N punti comando" in words. */
const pointCounts = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-testid="fiamme-status"] .sr-only, [data-testid="fiamme-now"]')]
    .flatMap((el) => [...(el.textContent ?? '').matchAll(/(\d+) punt[oi] comando/g)].map((m) => Number(m[1])));

describe('Fiamme table counters', () => {
  it('command points: one counter per seat, which follows the spending; the explanation gives no second count', async () => {
    let s = start(2, 2);
    // Both commanders roll sixes: points for everyone.
    while (stepNow(s) !== 'spend') {
      const pending = rules.view(s, 'table').pendingRoll;
      s = pending ? roll(s, ...Array.from({ length: pending.count }, () => 6)) : act(s, { type: 'accept' });
    }
    const seat = rules.decision(s)!.seat;
    let root = await table(s);
    const counter = root.querySelector(`[data-testid="pc-${seat}"]`)!;
    expect(counter.getAttribute('data-value')).toBe(String(s.pc[seat]));
    expect(root.querySelector('[data-testid="explain"]')!.textContent).not.toMatch(/hai \d|\d+ punt[oi] comando/i);
    expect(pointCounts(root)).toEqual(s.pc.map((p) => p));

    s = act(s, { type: 'modifier' });
    root = await table(s);
    expect(root.querySelector(`[data-testid="pc-${seat}"]`)!.getAttribute('data-value')).toBe(String(s.pc[seat]));
    expect(pointCounts(root)).toEqual(s.pc.map((p) => p));
  });

  it('in the trenches the saved tokens are counted into the one counter, and said so', async () => {
    let s = crossNoMansLand(start(2, 1));
    s = { ...s, tokens: [2], pc: [1] };
    const root = await table(s);
    const counter = root.querySelector('[data-testid="pc-0"]')!;
    expect(counter.getAttribute('data-value')).toBe('3');
    expect(counter.textContent).toContain('pedine comprese: 2');
  });
});

describe('the app as second commander', () => {
  /** Plays lucky dice (or keeps the result) until `stop` holds. */
  function until(s: FiammeState, stop: (s: FiammeState) => boolean): FiammeState {
    for (let i = 0; i < 50 && !stop(s); i++) {
      const pending = rules.view(s, 'table').pendingRoll;
      s = pending ? roll(s, ...Array.from({ length: pending.count }, () => 6)) : act(s, stepNow(s) === 'reroll' ? { type: 'accept' } : { type: 'done' });
    }
    expect(stop(s)).toBe(true);
    return s;
  }

  async function before(s: FiammeState, appSeat: number) {
    const root = document.createElement('div');
    const tableSeats = seats.map((x, i) => (i === appSeat ? { ...x, app: true } : x));
    const draw = (x: FiammeState) =>
      renderAct(() =>
        render(h(FiammeTable, { view: rules.view(x, 'table'), seats: tableSeats, decision: rules.decision(x), moves: movesOf(x), onMove: async () => ({ ok: true }) }), root),
      );
    await draw(s);
    return { root, draw };
  }

  it('marks where the app seat\u2019s move happened (its points, its dice), and nothing for a person\u2019s move', async () => {
    // A command roll by seat 1: its counter and the dice change.
    const s = until(start(2, 2), (x) => stepNow(x) === 'command' && rules.decision(x)?.seat === 1 && !!rules.view(x, 'table').pendingRoll);
    const after = roll(s, ...Array.from({ length: rules.view(s, 'table').pendingRoll!.count }, () => 6));

    const app = await before(s, 1);
    expect(app.root.querySelectorAll('.fi-app-moved')).toHaveLength(0);
    await app.draw(after);
    await renderAct(() => undefined);
    expect(app.root.querySelector('[data-testid="pc-1"]')!.classList.contains('fi-app-moved')).toBe(true);
    expect(app.root.querySelector('[data-testid="last-roll"]')!.classList.contains('fi-app-moved')).toBe(true);
    expect(app.root.querySelector('[data-testid="pc-0"]')!.classList.contains('fi-app-moved')).toBe(false);

    const person = await before(s, 0);
    await person.draw(after);
    await renderAct(() => undefined);
    expect(person.root.querySelectorAll('.fi-app-moved')).toHaveLength(0);
  });
});

describe('Fiamme spend step on a small screen', () => {
  it('folds the purchases behind one tap when there are more than a row of them; the active unit and Done stay out', async () => {
    let s = crossNoMansLand(start(2, 1));
    while (stepNow(s) !== 'spend') {
      const v = rules.view(s, 'table');
      if (v.pendingRoll) s = roll(s, ...Array.from({ length: v.pendingRoll.count }, () => 6));
      else if (stepNow(s) === 'reroll') s = act(s, { type: 'accept' });
      else s = act(s, v.choices[0]);
    }
    // In the trenches with points to spend and Ardimento below its top: four ways or more.
    s = { ...s, pc: s.pc.map(() => 6), ardimento: 1 };
    const view = rules.view(s, 'table');
    view.choices = [...view.choices, { type: 'modifier' }];
    const root = document.createElement('div');
    await renderAct(() => render(h(FiammeTable, { view, seats, decision: rules.decision(s), moves: movesOf(s), onMove: async () => ({ ok: true }) }), root));
    const buys = root.querySelector('.fi-buys')!;
    const count = buys.querySelectorAll('button').length;
    expect(count).toBeGreaterThan(3);
    const toggle = root.querySelector<HTMLButtonElement>('[data-testid="buys-toggle"]')!;
    expect(root.querySelector('[data-testid="move-done"]')!.closest('.fi-buys')).toBeNull();
    expect(root.querySelector('[data-testid^="move-choose-"]')?.closest('.fi-buys') ?? null).toBeNull();
    expect(buys.classList.contains('fi-folded')).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toBe(`Altri modi di spendere: ${count}`);
    await renderAct(() => toggle.click());
    expect(root.querySelector('.fi-buys')!.classList.contains('fi-folded')).toBe(false);
    expect(root.querySelector('[data-testid="buys-toggle"]')!.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('Fiamme spend step: the active unit is chosen on its card', () => {
  it('offers each unit the rules offer as a button on its card, and a tap plays that choice', async () => {
    let s = start(1, 1);
    while (stepNow(s) !== 'spend') {
      const v = rules.view(s, 'table');
      s = v.pendingRoll ? roll(s, ...Array.from({ length: v.pendingRoll.count }, () => 6)) : act(s, { type: 'accept' });
    }
    const view = rules.view(s, 'table');
    const offered = view.choices.filter((m) => m.type === 'choose').map((m) => (m as { unit: number }).unit);
    expect(offered.length).toBeGreaterThan(0);
    const played: unknown[] = [];
    const root = document.createElement('div');
    await renderAct(() =>
      render(h(FiammeTable, { view, seats: seats.slice(0, 1), decision: rules.decision(s), moves: movesOf(s), onMove: async (m) => (played.push(m), { ok: true }) }), root),
    );
    const buttons = [...root.querySelectorAll<HTMLButtonElement>('[data-testid="units"] [data-testid^="move-choose-"]')];
    expect(buttons.map((b) => Number(b.dataset.testid!.split('-')[2]))).toEqual(offered);
    // Each button names its unit and the cost; the bar says how to choose, with no button of its own.
    expect(buttons[0].getAttribute('aria-label')).toContain(itWords[view.units[offered[0]].nameKey]);
    expect(root.querySelector('[data-testid="fiamme-now"] [data-testid^="move-choose-"]')).toBeNull();
    expect(root.querySelector('[data-testid="choose-hint"]')!.textContent).toMatch(/tocca la sua carta/);
    await renderAct(() => buttons[0].click());
    expect(played).toEqual([{ type: 'choose', unit: offered[0] }]);
  });
});

describe('the units to choose', () => {
  it('are brought into the board’s view when offered: the second commander’s row is not left under the decision', async () => {
    let s = start(1, 2);
    const offersChoice = (x: FiammeState) => stepNow(x) === 'spend' && x.actor === 1 && rules.legalMoves!(x, 1).some((m) => m.type === 'choose');
    for (let i = 0; i < 80 && !offersChoice(s); i++) {
      const pending = rules.view(s, 'table').pendingRoll;
      s = pending ? roll(s, ...Array.from({ length: pending.count }, () => 6)) : act(s, stepNow(s) === 'reroll' ? { type: 'accept' } : { type: 'done' });
    }
    expect(offersChoice(s)).toBe(true);
    // (Tables drawn by the tests before may still answer; only this one's are counted.)
    const scrolled: Element[] = [];
    const spy = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    let root: HTMLElement;
    try {
      root = await table(s);
    } finally {
      spy.mockRestore();
    }
    const choosable = [...root.querySelectorAll('.fi-choosable')];
    expect(choosable.length).toBeGreaterThan(0);
    // The last card offered, then the first, so the first stays in view if they do not all fit.
    expect(scrolled.filter((e) => root.contains(e))).toEqual([choosable.at(-1), choosable[0]]);
    // The cards offered are the second commander's own.
    const chosen = choosable.map((c) => Number(c.querySelector('[data-testid^="move-choose-"]')!.getAttribute('data-testid')!.split('-').pop()));
    expect(chosen.every((u) => s.units[u].owner === 1)).toBe(true);
  });
});
