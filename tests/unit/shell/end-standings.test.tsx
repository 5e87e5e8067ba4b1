// @vitest-environment happy-dom
// The end screen's standings: each game says what it counts (Corteo the two sides' points,
// FabRisiko! the territories or the Tournament's points, Repubblica Ribelle each partisan's
// score), best first; the end screen lists them by seat, the winners marked, in words that
// agree with the number ("1 punto", "12 territori").
import 'fake-indexeddb/auto';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { GameScreen } from '../../../src/table/GameScreen.tsx';
import { GameSession } from '../../../src/table/session.ts';
import { SaveStore } from '../../../src/storage/saves.ts';
import { lang, loadShellStrings } from '../../../src/i18n/index.ts';
import type { GamePackage } from '../../../src/games/types.ts';
import type { SaveMeta } from '../../../src/storage/db.ts';
import corteo from '../../../src/games/corteo/index.ts';
import fabrisiko from '../../../src/games/fabrisiko/index.ts';
import ribelle from '../../../src/games/repubblica-ribelle/index.ts';

describe('what each game counts at the end', () => {
  it('Corteo: the two sides\u2019 points, the winner first (more points need not win); none for the Antirepressivo\u2019s blocs', () => {
    expect(corteo.standings!({ winners: [1], reasonKey: 'x', details: { corteo: 4, potere: 2, final: 2 } })).toEqual([
      { seat: 1, role: 'corteo.side.potere', figure: 'points', n: 2 },
      { seat: 0, role: 'corteo.side.corteo', figure: 'points', n: 4 },
    ]);
    expect(corteo.standings!({ winners: [0], reasonKey: 'x', details: { corteo: 9, potere: 2, final: 7 } }).map((x) => x.seat)).toEqual([0, 1]);
    expect(corteo.standings!({ winners: [0], reasonKey: 'x', details: { corteo: 4, potere: 2, destra: 3, sinistra: 1 } })).toEqual([]);
  });

  it('FabRisiko!: territories, or the Tournament\u2019s points where it was scored', () => {
    expect(fabrisiko.standings!({ winners: [1], reasonKey: 'x', details: { territories: [3, 7, 5] } }).map((x) => [x.seat, x.figure, x.n])).toEqual([
      [1, 'territories', 7],
      [2, 'territories', 5],
      [0, 'territories', 3],
    ]);
    expect(fabrisiko.standings!({ winners: [0], reasonKey: 'x', details: { territories: [3, 7], scores: [20, 11] } }).map((x) => [x.seat, x.figure, x.n])).toEqual([
      [0, 'points', 20],
      [1, 'points', 11],
    ]);
  });

  it('Repubblica Ribelle: each partisan\u2019s total', () => {
    const scores = [{ seat: 0, total: 11 }, { seat: 1, total: 14 }, { seat: 2, total: 1 }];
    expect(ribelle.standings!({ winners: [1], reasonKey: 'x', details: { round: 5, scores } }).map((x) => [x.seat, x.n])).toEqual([
      [1, 14],
      [0, 11],
      [2, 1],
    ]);
  });
});

type State = { rng: number[] };
const tiny = {
  rules: {
    id: 'tiny',
    contentVersion: 1,
    setup: (): State => ({ rng: [1] }),
    activeSeats: () => [],
    decision: () => null,
    outcome: () => ({ winners: [1], reasonKey: 'tiny.won', details: { t: [1, 12] } }),
    view: () => ({}),
    apply: () => ({ ok: false, reason: 'no' }),
    legalMoves: () => [],
    defaultOptions: () => ({}),
    optionsProblem: () => null,
  },
  Table: () => <div data-testid="tiny-table" />,
  standings: (o: { details: { t: number[] } }) => o.details.t.map((n, seat) => ({ seat, figure: 'territories', n })).reverse(),
} as unknown as GamePackage;

const roots: HTMLElement[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) render(null, root);
  document.body.innerHTML = '';
});

describe('the end screen', () => {
  it('lists the standings by seat, the winner marked, the figure agreeing with its number', async () => {
    await loadShellStrings();
    lang.value = 'it';
    const seats = [{ name: 'Anna', color: '#e0a526' }, { name: 'Bruno', color: '#3e9b5f' }];
    const meta = { id: 't1', gameId: 'tiny', title: 'Tiny', status: 'finished', createdAt: 0, updatedAt: 0, moveCount: 0, seats, setup: { options: {}, seatCount: 2, seed: 1 }, contentVersion: 1, kiosk: 0, language: 'it' } as SaveMeta;
    const session = new GameSession(tiny, new SaveStore('end-standings'), meta, { rng: [1] }, []);
    const root = document.createElement('div');
    document.body.append(root);
    roots.push(root);
    await act(() => render(<GameScreen session={session} />, root));
    const rows = [...root.querySelectorAll('[data-testid="end-standings"] li')];
    expect(rows.map((r) => r.textContent!.replace(/\s+/g, ' ').trim())).toEqual(['Bruno 12 territori', 'Anna 1 territorio']);
    expect(rows.map((r) => r.classList.contains('end-won'))).toEqual([true, false]);
  });
});
