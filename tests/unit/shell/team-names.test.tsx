// @vitest-environment happy-dom
// A team at the table is named by its people: the decision bar while its turn is on ("Anna,
// Bruno e Carla: ..."), the seats a game's screens get (people included, PIN left out), and the
// end screen's winner ("Squadra 1 (Anna, Bruno e Carla)").
import 'fake-indexeddb/auto';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { GameScreen } from '../../../src/table/GameScreen.tsx';
import { GameSession } from '../../../src/table/session.ts';
import { SaveStore } from '../../../src/storage/saves.ts';
import { lang, loadShellStrings } from '../../../src/i18n/index.ts';
import type { GamePackage, TableProps } from '../../../src/games/types.ts';
import type { SaveMeta } from '../../../src/storage/db.ts';

type State = { rng: number[]; over: boolean };
const seen: unknown[] = [];
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
  Table: (p: TableProps) => (seen.push(p.seats), <div data-testid="tiny-table" />),
} as unknown as GamePackage;

const roots: HTMLElement[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) render(null, root);
  document.body.innerHTML = '';
  seen.length = 0;
});

async function mount(over: boolean) {
  await loadShellStrings();
  lang.value = 'it';
  const seats = [
    { name: 'Squadra 1', color: '#e0a526', members: ['Anna', 'Bruno', 'Carla'], pinHash: `${'5a'.repeat(8)}$${'c3'.repeat(32)}` },
    { name: 'Dario', color: '#3e9b5f' },
  ];
  const meta = { id: 't1', gameId: 'tiny', title: 'Tiny', status: over ? 'finished' : 'playing', createdAt: 0, updatedAt: 0, moveCount: 0, seats, setup: { options: {}, seatCount: 2, seed: 1 }, contentVersion: 1, kiosk: 0, language: 'it' } as SaveMeta;
  const state: State = { rng: [1], over };
  const session = new GameSession(pkg, new SaveStore('team-names'), meta, state, []);
  const root = document.createElement('div');
  document.body.append(root);
  roots.push(root);
  await act(() => render(<GameScreen session={session} />, root));
  return root;
}

describe('a team at the table', () => {
  it('the decision bar names its people; the game gets them, never the PIN', async () => {
    const root = await mount(false);
    expect(root.querySelector('[data-testid="decision-bar"]')?.textContent).toContain('Anna, Bruno e Carla: tiny.step');
    expect(seen.at(-1)).toEqual([
      { name: 'Squadra 1', color: '#e0a526', members: ['Anna', 'Bruno', 'Carla'] },
      { name: 'Dario', color: '#3e9b5f' },
    ]);
  });

  it('the end screen names the winning team and its people', async () => {
    const root = await mount(true);
    expect(root.querySelector('[data-testid="end-screen"]')).toBeTruthy();
    expect(root.querySelector('[data-testid="end-winner-seat"]')?.textContent?.trim()).toBe('Squadra 1 (Anna, Bruno e Carla)');
  });
});
