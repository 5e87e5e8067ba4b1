// @vitest-environment happy-dom
// A seat's PIN hash never reaches a game's screens: the table, a seat's private screen (reached
// through the PIN cover) and the end screen all hand the game names and colours only.
import 'fake-indexeddb/auto';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { GameScreen } from '../../../src/table/GameScreen.tsx';
import { GameSession } from '../../../src/table/session.ts';
import { SaveStore } from '../../../src/storage/saves.ts';
import { makePinHash } from '../../../src/ui/pin.ts';
import type { GamePackage, PrivateProps, TableProps } from '../../../src/games/types.ts';
import type { SaveMeta } from '../../../src/storage/db.ts';

type State = { rng: number[]; over: boolean };
const seen: { screen: string; seats: unknown }[] = [];
const pkg = {
  rules: {
    id: 'tiny',
    contentVersion: 1,
    setup: (): State => ({ rng: [1], over: false }),
    activeSeats: (s: State) => (s.over ? [] : [0]),
    decision: (s: State) => (s.over ? null : { seat: 0, secret: false, kind: 'tiny.step' }),
    outcome: (s: State) => (s.over ? { winners: [0], reasonKey: 'tiny.won' } : null),
    view: (s: State) => ({ over: s.over }),
    apply: () => ({ ok: false, reason: 'no' }),
    legalMoves: () => [],
    defaultOptions: () => ({}),
    optionsProblem: () => null,
  },
  Table: (p: TableProps) => (seen.push({ screen: 'table', seats: p.seats }), <div data-testid="tiny-table" />),
  Private: (p: PrivateProps) => (seen.push({ screen: 'private', seats: p.seats }), <div data-testid="tiny-private" />),
} as unknown as GamePackage;

async function mount(over: boolean) {
  const seats = [
    { name: 'Anna', color: '#e0a526', pinHash: await makePinHash('1234') },
    { name: 'Bruno', color: '#3e9b5f' },
  ];
  const meta = { id: 's1', gameId: 'tiny', title: 'Tiny', status: 'playing', createdAt: 0, updatedAt: 0, moveCount: 0, seats, setup: { options: {}, seatCount: 2, seed: 1 }, contentVersion: 1, kiosk: 0, language: 'it' } as SaveMeta;
  const state: State = { rng: [1], over };
  const session = new GameSession(pkg, new SaveStore('pin-stays-home'), meta, state, []);
  const root = document.createElement('div');
  document.body.append(root);
  roots.push(root);
  await act(() => render(<GameScreen session={session} />, root));
  return root;
}

const click = async (el: Element | null | undefined) => {
  expect(el).toBeTruthy();
  await act(() => (el as HTMLElement).click());
};
const byLabel = (root: Element, label: string) => root.querySelector(`[aria-label="${label}"]`);
const byText = (root: Element, text: string) => [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);
const noPins = () => seen.forEach((s) => expect(JSON.stringify(s.seats), s.screen).not.toContain('pinHash'));

// Each test's screen is unmounted, so none of its listeners outlives it into the next test.
const roots: HTMLElement[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) render(null, root);
  document.body.innerHTML = '';
  seen.length = 0;
});

describe('the PIN hash stays with the cover', () => {
  it('is not in the seats the table and a private screen get', async () => {
    const root = await mount(false);
    expect(seen.map((s) => s.screen)).toContain('table');
    // Anna looks at her cards: her cover asks for her PIN, then her private screen opens.
    await click(byLabel(root, 'game.myCards'));
    await click(byText(document.body, 'Anna'));
    expect(document.querySelector('[data-testid="cover"]')).toBeTruthy();
    for (const d of '1234') await click(byText(document.body, d));
    for (let i = 0; i < 50 && !document.querySelector('[data-testid="tiny-private"]'); i++) await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(seen.map((s) => s.screen)).toContain('private');
    expect(seen.find((s) => s.screen === 'private')!.seats).toEqual([
      { name: 'Anna', color: '#e0a526' },
      { name: 'Bruno', color: '#3e9b5f' },
    ]);
    noPins();
  });

  it('is not in the seats the end screen gives the table', async () => {
    await mount(true);
    expect(document.querySelector('[data-testid="end-screen"]')).toBeTruthy();
    // The end screen draws the table when asked for, not stacked under the result.
    expect(seen.map((s) => s.screen)).not.toContain('table');
    expect(document.querySelector('[data-testid="rematch"]')).toBeTruthy();
    await click(document.querySelector('[data-testid="end-show-table"]'));
    expect(seen.map((s) => s.screen)).toContain('table');
    noPins();
  });
});
