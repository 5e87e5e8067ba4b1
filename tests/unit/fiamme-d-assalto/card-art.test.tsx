// @vitest-environment happy-dom
// Fiamme's card faces: every card of the game has its own picture in a frame of its type, the
// words stay for screen readers, and a move redraws only the parts of the table it changed.
import { describe, expect, it } from 'vitest';
import { h, options, render, type VNode } from 'preact';
import { act as renderAct } from 'preact/test-utils';
import { addCatalogs } from '../../../src/i18n/index.ts';
import { it as itWords, en } from '../../../src/games/fiamme-d-assalto/strings.ts';
import { LINK_CARD, OBJECTIVE_CARDS, TDN_CARDS, TRENCH_CARDS } from '../../../src/games/fiamme-d-assalto/content.ts';
import { CARD_ART_IDS, CardArt } from '../../../src/games/fiamme-d-assalto/ui/card-art.tsx';
import { FiammeTable } from '../../../src/games/fiamme-d-assalto/ui/Table.tsx';
import type { FiammeState } from '../../../src/games/fiamme-d-assalto/rules.ts';
import { act, crossNoMansLand, roll, rules, start, stepNow } from './helpers.ts';

/** The legal moves the shell hands the table with the decision (Fiamme's table reads its view's choices). */
const movesOf = (s: FiammeState) => {
  const d = rules.decision(s);
  return d ? rules.legalMoves(s, d.seat) : [];
};

addCatalogs({ it: itWords, en });
const seats = [{ name: 'Anna', color: '#d9a441' }];

/** Lucky dice (or keep the result, or spend nothing) until `stop` holds. */
function until(s: FiammeState, stop: (s: FiammeState) => boolean): FiammeState {
  for (let i = 0; i < 50 && !stop(s); i++) {
    const pending = rules.view(s, 'table').pendingRoll;
    s = pending ? roll(s, ...Array.from({ length: pending.count }, () => 6)) : act(s, stepNow(s) === 'reroll' ? { type: 'accept' } : { type: 'done' });
  }
  expect(stop(s)).toBe(true);
  return s;
}

function mount() {
  const root = document.createElement('div');
  const draw = (s: FiammeState) =>
    renderAct(() => render(h(FiammeTable, { view: rules.view(s, 'table'), seats, decision: rules.decision(s), moves: movesOf(s), onMove: async () => ({ ok: true }) }), root));
  return { root, draw };
}

describe('Fiamme card art', () => {
  it('every card of the game has a picture of its own, drawn and hidden from screen readers', async () => {
    const ids = [...TDN_CARDS, ...TRENCH_CARDS, ...OBJECTIVE_CARDS, LINK_CARD].map((c) => c.id);
    expect([...CARD_ART_IDS].sort()).toEqual([...ids].sort());
    const drawings = new Set<string>();
    for (const id of ids) {
      const root = document.createElement('div');
      await renderAct(() => render(h(CardArt, { id }), root));
      const svg = root.querySelector('svg')!;
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      // A sky and at least two more shapes: a scene, not a blank.
      expect(svg.querySelectorAll('path, rect, circle, ellipse, polygon').length).toBeGreaterThan(2);
      drawings.add(svg.innerHTML);
    }
    expect(drawings.size).toBe(ids.length);
  });

  it('the card face in play: its picture, its type\u2019s frame, and its name and lines in words', async () => {
    const { root, draw } = mount();
    let s = until(start(1, 1), (x) => x.tdnCard !== null);
    await draw(s);
    const tdn = root.querySelector('[data-testid="current-card"]')!;
    expect(tdn.classList.contains('fi-card-tdn')).toBe(true);
    expect(tdn.getAttribute('data-card')).toBe(s.tdnCard);
    expect(tdn.querySelector('svg.fi-card-art')).not.toBeNull();
    expect(tdn.querySelector('.fi-card-name')!.textContent).toBe(itWords[`fiamme.card.${s.tdnCard}`]);
    s = until(crossNoMansLand(start(1, 1)), (x) => x.trenchCard !== null);
    await draw(s);
    const card = root.querySelector('[data-testid="current-card"]')!;
    expect(card.classList.contains(`fi-kind-${rules.view(s, 'table').trench.current!.kind}`)).toBe(true);
    expect(card.querySelector('svg.fi-card-art')!.getAttribute('aria-hidden')).toBe('true');
    expect(card.textContent).toContain(itWords[`fiamme.card.${s.trenchCard}`]);
    expect(card.querySelector('[role="table"]')).not.toBeNull();
  });

  it('a move that changes only Ardimento leaves the units, the card and the enemies untouched', async () => {
    const { root, draw } = mount();
    const s = crossNoMansLand(start(1, 1));
    await draw(s);
    const changed: Node[] = [];
    const watch = new MutationObserver((list) => list.forEach((m) => changed.push(m.target)));
    watch.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
    await draw({ ...s, ardimento: s.ardimento - 1 });
    watch.disconnect();
    const inside = (id: string) => changed.filter((n) => root.querySelector(`[data-testid="${id}"]`)!.contains(n)).length;
    expect(inside('ardimento')).toBeGreaterThan(0);
    expect(inside('units')).toBe(0);
    expect(inside('card-panel')).toBe(0);
  });

  it('the unit cards, the card and the enemies are not even drawn again when they did not change', async () => {
    const { draw } = mount();
    let s = until(crossNoMansLand(start(1, 1)), (x) => x.trenchCard !== null);
    await draw(s);
    // Preact's render hook (`options.__r`, the one preact/hooks uses) names each component drawn.
    const hooks = options as unknown as { __r?: (v: VNode) => void };
    const previous = hooks.__r;
    const drawn: string[] = [];
    hooks.__r = (v) => {
      drawn.push((v.type as { name?: string }).name ?? '');
      previous?.(v);
    };
    try {
      await draw({ ...s, ardimento: s.ardimento - 1 });
      expect(drawn).toContain('StatusBarDrawn');
      expect(drawn.filter((n) => ['UnitCardDrawn', 'CardPanelDrawn', 'EnemiesPanelDrawn', 'LogPanelDrawn', 'CardArt'].includes(n))).toEqual([]);
      // A wounded unit: that card alone is drawn again.
      drawn.length = 0;
      s = { ...s, units: s.units.map((u, i) => (i === 1 ? { ...u, wounds: u.wounds + 1 } : u)) };
      await draw(s);
      expect(drawn.filter((n) => n === 'UnitCardDrawn')).toHaveLength(1);
    } finally {
      hooks.__r = previous;
    }
  });
});
