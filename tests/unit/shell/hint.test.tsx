// @vitest-environment happy-dom
// "Cosa farebbe Passamano?" on the screens (issue 33.2), with Rubico's own screens and app players:
// - on the shared table (the Centurion's public choice) the hint only marks an element the table
//   already shows and adds its fixed line: the page is otherwise the same, so it can show nothing
//   the table did not; as the Centurion's role weighs in it, watchers are named first;
// - on a secret decision the table is covered and offers no hint; the seat's private screen does,
//   marks the card there, and leaves nothing once it closes;
// - asking writes nothing: no move in the log, nothing saved;
// - the kiosk's staff setting takes the button away.
import 'fake-indexeddb/auto';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { SaveStore } from '../../../src/storage/saves.ts';
import { GameSession } from '../../../src/table/session.ts';
import { GameScreen } from '../../../src/table/GameScreen.tsx';
import { PrivateScreen } from '../../../src/table/PrivateScreen.tsx';
import { loadGame } from '../../../src/games/registry.ts';
import { rubicoRules } from '../../../src/games/rubico/rules.ts';
import { randomMove } from '../../../src/engine/playout.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import type { SavedSeat } from '../../../src/storage/db.ts';
import { loadShellStrings } from '../../../src/i18n/index.ts';

const settle = () => act(() => new Promise<void>((r) => setTimeout(r, 10)));
const tap = (el: Element) =>
  act(() => {
    el.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    (el as HTMLElement).click();
  });

/** A 4-seat Rubico played at random up to the first decision of `kind`. */
function stateAt(kind: string): unknown {
  const rng = new Rng(seedRng(0x33));
  let s = rubicoRules.setup({ firstCenturion: 0 }, 4, 21);
  for (let d = rubicoRules.decision(s); d && d.kind !== kind; d = rubicoRules.decision(s)) {
    const r = rubicoRules.apply(s, d.seat, randomMove(rubicoRules, s, d.seat, rng)!);
    if (!r.ok) throw new Error(r.reason);
    s = r.state;
  }
  return s;
}

let n = 0;
async function sessionAt(kind: string) {
  await loadShellStrings();
  const pkg = await loadGame('rubico');
  const store = new SaveStore(`hint-test-${n++}`);
  const setup = { options: { firstCenturion: 0 }, seatCount: 4, seed: 21 };
  const seats: SavedSeat[] = ['Anna', 'Bruno', 'Carla', 'Dario'].map((name) => ({ name, color: '#888' }));
  const id = await store.create({ gameId: 'rubico', title: 'Rubico', seats, setup, contentVersion: rubicoRules.contentVersion }, stateAt(kind) as never);
  const loaded = await store.load(id, rubicoRules);
  return { pkg, store, id, session: new GameSession(pkg, store, loaded.meta, loaded.state, loaded.log) };
}

async function until(root: Element, sel: string): Promise<Element> {
  for (let i = 0; i < 500; i++) {
    const el = root.querySelector(sel);
    if (el) return el;
    await settle();
  }
  throw new Error(`${sel} never came`);
}

/** The page without the hint's own marks and line: what the table shows anyway. */
const withoutHint = (root: Element) => {
  const copy = root.cloneNode(true) as Element;
  copy.querySelector('[data-testid="hint-line"]')?.remove();
  for (const el of copy.querySelectorAll('[data-hint]')) el.removeAttribute('data-hint');
  for (const el of copy.querySelectorAll('[data-testid="hint-ask"]')) el.removeAttribute('aria-pressed');
  return copy.innerHTML;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the hint on the shared table', () => {
  it("marks the Centurion's choice among what the table shows, after saying watchers will see it, and writes nothing", async () => {
    const { session, store, id } = await sessionAt('rubico.step.choose');
    const decision = session.decision()!;
    expect(decision.secret).toBe(false);
    const root = document.createElement('div');
    document.body.appendChild(root);
    await act(() => render(<GameScreen session={session} />, root));
    const ask = await until(root, '[data-testid="decision-bar"] [data-testid="hint-ask"]');
    expect(ask.getAttribute('aria-label')).toBe('Cosa farebbe Passamano?');
    const before = withoutHint(root);

    await tap(ask);
    // The Centurion's own role weighs in the app's choice: the person is told first.
    expect(root.querySelector('[data-testid="hint-line"]')!.textContent).toContain('chi guarda il tavolo lo vedrà');
    expect(root.querySelector('[data-hint]')).toBeNull();
    await tap(root.querySelector('[data-testid="hint-show"]')!);
    const line = await until(root, '[data-testid="hint-line"] strong');
    expect(line.textContent).toBe('Passamano farebbe la scelta segnata.');
    expect(root.querySelector('[data-testid="hint-line"]')!.textContent).toContain('Passamano sceglie da quello che sai tu');
    const marked = [...root.querySelectorAll('[data-hint="true"]')];
    expect(marked).toHaveLength(1);
    expect(root.querySelector('[data-testid="table"]')!.contains(marked[0])).toBe(true);
    // Nothing else on the page changed: the hint shows nothing the table did not.
    expect(withoutHint(root)).toBe(before);
    // Nothing played, nothing saved.
    expect(session.log.value).toHaveLength(0);
    expect((await store.load(id, rubicoRules)).log).toHaveLength(0);

    // Hidden again with the bulb.
    await tap(root.querySelector('[data-testid="hint-ask"]')!);
    expect(root.querySelector('[data-testid="hint-line"]')).toBeNull();
    expect(root.querySelector('[data-hint]')).toBeNull();
    await act(() => render(null, root));
  });

  it("is not offered when the kiosk's staff turned it off", async () => {
    const { session } = await sessionAt('rubico.step.choose');
    const root = document.createElement('div');
    document.body.appendChild(root);
    await act(() => render(<GameScreen session={session} hints={false} />, root));
    await until(root, '[data-testid="decision-bar"]');
    expect(root.querySelector('[data-testid="hint-ask"]')).toBeNull();
    await act(() => render(null, root));
  });
});

describe('the hint of a secret decision', () => {
  it('is never offered on the covered table', async () => {
    const { session } = await sessionAt('rubico.step.suggest');
    expect(session.decision()!.secret).toBe(true);
    const root = document.createElement('div');
    document.body.appendChild(root);
    await act(() => render(<GameScreen session={session} />, root));
    await until(root, '[data-testid="cover"]');
    expect(root.querySelector('[data-testid="hint-ask"]')).toBeNull();
    expect(root.querySelector('[data-testid="hint-line"]')).toBeNull();
    await act(() => render(null, root));
  });

  it('is asked and marked on the private screen alone, and gone when it closes', async () => {
    const { session, pkg, store, id } = await sessionAt('rubico.step.suggest');
    const seat = session.decision()!.seat;
    const root = document.createElement('div');
    document.body.appendChild(root);
    const source = { gameId: 'rubico', rules: rubicoRules, state: () => session.state.value, seatCount: 4 };
    const screen = (
      <PrivateScreen
        pkg={pkg}
        seat={seat}
        seats={session.meta.value.seats.map((s) => ({ name: s.name, color: s.color }))}
        view={session.view(seat)}
        decision={session.decision()}
        moves={session.legalMoves(seat)}
        autoHideSec={600}
        hints={{ source, why: pkg.hintWhy }}
        onMove={async () => ({ ok: true })}
        onClose={() => undefined}
        staysOpen={() => false}
      />
    );
    await act(() => render(screen, root));
    const ask = await until(root, '[data-testid="private-screen"] [data-testid="hint-ask"]');
    await tap(ask);
    await until(root, '[data-testid="hint-line"] strong');
    const marked = [...root.querySelectorAll('[data-hint="true"]')];
    // The card the app would suggest, in the seat's own hand.
    expect(marked.length).toBeGreaterThanOrEqual(1);
    expect(marked[0].getAttribute('data-testid')).toMatch(/^hand-\d$/);
    expect(session.log.value).toHaveLength(0);
    expect((await store.load(id, rubicoRules)).log).toHaveLength(0);
    // Closed (handed back to the cover): nothing of it is left in the page.
    await act(() => render(null, root));
    expect(document.body.querySelector('[data-hint]')).toBeNull();
    expect(document.body.textContent).not.toContain('Passamano farebbe');
  });
});
