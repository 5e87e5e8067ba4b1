// @vitest-environment happy-dom
// The table with an app seat: while the app decides, no cover and no private screen, the
// decision bar says Passamano plays for the seat (no Undo), the game's Table gets no decision
// and a move offered for the app's seat is refused; the "look at my cards" panel lists people;
// when the app's players cannot load (a stale tab) the table says so and offers the reload.
import 'fake-indexeddb/auto';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { SaveStore } from '../../../src/storage/saves.ts';
import { GameSession } from '../../../src/table/session.ts';
import { GameScreen } from '../../../src/table/GameScreen.tsx';
import { rubicoRules } from '../../../src/games/rubico/rules.ts';
import { PLAYERS } from '../../../src/games/players-loaders.ts';
import type { AppPlayers } from '../../../src/engine/players.ts';
import type { GamePackage, MoveResult, TableProps } from '../../../src/games/types.ts';
import type { SavedSeat } from '../../../src/storage/db.ts';
import { loadShellStrings } from '../../../src/i18n/index.ts';
import { appPace } from '../../../src/shell/settings.ts';

const tableProps: TableProps[] = [];
function FakeTable(p: TableProps) {
  tableProps.push(p);
  return <div data-testid="game-table" />;
}

const pkg = { rules: rubicoRules, Table: FakeTable, Private: () => <div data-secret />, strings: { it: {}, en: {} }, help: [] } as unknown as GamePackage;

async function screenWithApp(appSeat: number, onReload?: () => void) {
  await loadShellStrings();
  // The slowest pace: the app has not moved by the time this test has looked.
  appPace.value = 'slow';
  const store = new SaveStore(`app-table-test-${appSeat}`);
  const setup = { options: { firstCenturion: 0 }, seatCount: 5, seed: 7 };
  const state = rubicoRules.setup(setup.options, 5, setup.seed);
  const seats: SavedSeat[] = ['Anna', 'Bruno', 'Carla', 'Dario', 'Elena'].map((name, i) => ({ name, color: '#888', ...(i === appSeat ? { app: 'normal' as const } : {}) }));
  const id = await store.create({ gameId: 'rubico', title: 'Rubico', seats, setup, contentVersion: rubicoRules.contentVersion }, state);
  const loaded = await store.load(id, rubicoRules);
  const session = new GameSession(pkg, store, loaded.meta, loaded.state, loaded.log);
  const root = document.createElement('div');
  document.body.appendChild(root);
  await act(() => render(<GameScreen session={session} onReload={onReload} />, root));
  return { session, root };
}

describe('the table while the app decides', () => {
  it('shows the table, says so in the decision bar, gives the game no decision and refuses moves for the app', async () => {
    // Rubico opens with every seat's secret role step, the first seat's first.
    const first = rubicoRules.decision(rubicoRules.setup({ firstCenturion: 0 }, 5, 7))!;
    expect(first.secret).toBe(true);
    tableProps.length = 0;
    const { session, root } = await screenWithApp(first.seat);
    expect(root.querySelector('[data-testid="cover"]')).toBeNull();
    expect(root.querySelector('[data-testid="private-screen"]')).toBeNull();
    expect(root.querySelector('[data-secret]')).toBeNull();
    const bar = root.querySelector('[data-testid="decision-bar"]')!;
    expect(bar.getAttribute('data-app')).toBe('true');
    expect(bar.textContent).toContain(`Passamano gioca per ${session.meta.value.seats[first.seat].name}…`);
    expect(bar.querySelector('button')).toBeNull();
    expect(tableProps.at(-1)!.decision).toBeNull();
    // The game's own seat lists may show the app's badge: its seats say whether the app plays.
    expect(tableProps.at(-1)!.seats.map((seat) => seat.app === true)).toEqual([0, 1, 2, 3, 4].map((i) => i === first.seat));
    // Nothing lets a person play for the app, even a move that would be legal for it.
    const legal = rubicoRules.legalMoves(session.state.value as never, first.seat)[0];
    let r: MoveResult | undefined;
    await act(async () => {
      r = await tableProps.at(-1)!.onMove(legal);
    });
    expect(r).toEqual({ ok: false, reason: 'error.notYourTurn' });
    expect(session.log.value).toHaveLength(0);

    // "Look at my cards" lists the people only.
    const look = root.querySelector<HTMLButtonElement>('button[aria-label="Guarda le tue carte"]')!;
    await act(() => look.click());
    const names = [...document.querySelectorAll('.modal button, [role="dialog"] button')].map((b) => b.textContent?.trim());
    const people = session.meta.value.seats.filter((s) => !s.app).map((s) => s.name);
    for (const name of people) expect(names).toContain(name);
    expect(names).not.toContain(session.meta.value.seats[first.seat].name);
    await act(() => render(null, root));
  });

  it('says Passamano was updated and offers the reload when the app players cannot load, and plays nothing', async () => {
    // A tab older than the server: the players' chunk is gone (and the worker's with it).
    const players = vi.spyOn(PLAYERS as Record<string, () => Promise<AppPlayers>>, 'rubico').mockRejectedValue(new TypeError('Failed to fetch dynamically imported module: /assets/players-old.js'));
    const first = rubicoRules.decision(rubicoRules.setup({ firstCenturion: 0 }, 5, 7))!;
    const reloads: number[] = [];
    const { session, root } = await screenWithApp(first.seat, () => reloads.push(1));
    const notice = () => root.querySelector('[data-testid="reload-notice"]');
    for (let i = 0; i < 200 && !notice(); i++) await act(() => new Promise<void>((r) => setTimeout(r, 0)));
    expect(notice()?.textContent).toContain('Passamano è stato aggiornato: ricarica per continuare. La partita è salvata.');
    expect(root.querySelector('[data-testid="decision-bar"]')).toBeNull();
    expect(session.log.value).toHaveLength(0);
    await act(() => notice()!.querySelector('button')!.click());
    expect(reloads).toEqual([1]);
    expect(players).toHaveBeenCalled();
    players.mockRestore();
    await act(() => render(null, root));
  });

  it("covers the table for a person's secret decision as before", async () => {
    const first = rubicoRules.decision(rubicoRules.setup({ firstCenturion: 0 }, 5, 7))!;
    const { root } = await screenWithApp((first.seat + 1) % 5);
    expect(root.querySelector('[data-testid="cover"]')).not.toBeNull();
    expect(root.querySelector('[data-testid="decision-bar"]')).toBeNull();
    await act(() => render(null, root));
  });
});
