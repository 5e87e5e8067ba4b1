// @vitest-environment happy-dom
// A private screen that stays open for the same seat's next secret decision gives that decision
// a fresh game screen: a screen that holds its buttons after a successful move (so a second tap
// cannot land on a closing screen) must not stay held for the decision that follows. And a
// screen left alone says it is about to cover itself, and a touch keeps it open. A secret
// choice made at once keeps the screen up its minimum time, so its speed tells watchers nothing.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PrivateScreen } from '../../../src/table/PrivateScreen.tsx';
import { MIN_SECRET_DWELL_MS } from '../../../src/table/handoff.ts';
import type { GamePackage, MoveResult, PrivateProps } from '../../../src/games/types.ts';
import type { PendingDecision } from '../../../src/engine/types.ts';
import { useAct } from '../../../src/ui/useAct.ts';
import { loadShellStrings } from '../../../src/i18n/index.ts';

/** A game's private screen with one button, held after a successful move as FabRisiko's and Rubico's are. */
function HeldPrivate({ onMove }: PrivateProps<unknown, string>) {
  const { act: play, busy } = useAct(onMove, { holdAfterSuccess: true });
  return (
    <button data-testid="go" disabled={busy} onClick={() => play('go')}>
      go
    </button>
  );
}

const decision: PendingDecision = { seat: 0, kind: 'test.secret', secret: true };
/** A finger's tap: the press lands on this screen (the screen ignores a click whose press came before it). */
const tap = (el: HTMLElement) =>
  act(() => {
    el.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    el.click();
  });
const settle = () => act(() => new Promise<void>((r) => setTimeout(r, 0)));

async function screenAfterOneMove(staysOpen: boolean): Promise<{ root: HTMLElement; moves: () => number; closed: string[] }> {
  await loadShellStrings();
  const root = document.createElement('div');
  document.body.appendChild(root);
  const closed: string[] = [];
  let moves = 0;
  const onMove = async (): Promise<MoveResult> => {
    moves++;
    return { ok: true };
  };
  await act(() =>
    render(
      <PrivateScreen
        pkg={{ Private: HeldPrivate } as unknown as GamePackage}
        seat={0}
        seats={[{ name: 'Anna', color: '#c33' }]}
        view={{}}
        decision={decision}
        moves={[]}
        autoHideSec={60}
        minDwellMs={0}
        onMove={onMove}
        onClose={(why) => closed.push(why)}
        staysOpen={() => staysOpen}
      />,
      root,
    ),
  );
  const go = root.querySelector<HTMLButtonElement>('[data-testid="go"]')!;
  expect(go.disabled).toBe(false);
  await tap(go);
  await settle();
  return { root, moves: () => moves, closed };
}

describe('a private screen that stays open', () => {
  it('offers the next secret decision with its buttons free', async () => {
    const { root, moves, closed } = await screenAfterOneMove(true);
    expect(moves()).toBe(1);
    expect(closed).toEqual([]);
    const go = root.querySelector<HTMLButtonElement>('[data-testid="go"]')!;
    expect(go.disabled).toBe(false);
    await tap(go);
    await settle();
    expect(moves()).toBe(2);
    render(null, root);
  });

  it('closes after a move that ends the seat’s secret steps, its button held until then', async () => {
    const { root, closed } = await screenAfterOneMove(false);
    expect(closed).toEqual(['done']);
    render(null, root);
  });
});

/** A private screen on the test's fake timers, for a secret decision closed by one move. */
async function screenOnFakeTime(autoHideSec: number): Promise<{ root: HTMLElement; closed: string[] }> {
  await loadShellStrings();
  vi.useFakeTimers();
  const root = document.createElement('div');
  document.body.appendChild(root);
  const closed: string[] = [];
  await act(() =>
    render(
      <PrivateScreen
        pkg={{ Private: HeldPrivate } as unknown as GamePackage}
        seat={0}
        seats={[{ name: 'Anna', color: '#c33' }]}
        view={{}}
        decision={decision}
        moves={[]}
        autoHideSec={autoHideSec}
        onMove={async () => ({ ok: true })}
        onClose={(why) => closed.push(why)}
        staysOpen={() => false}
      />,
      root,
    ),
  );
  return { root, closed };
}

describe('a private screen on its own time', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down before it covers itself, and a touch keeps it open', async () => {
    const { root, closed } = await screenOnFakeTime(30);
    const warning = () => root.querySelector<HTMLElement>('[data-testid="private-idle-warning"]');
    const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

    // Well before the end, nothing; then a countdown in words, going down each second.
    await wait(20_000);
    expect(warning()).toBeNull();
    await wait(5_500);
    expect(warning()?.getAttribute('role')).toBe('status');
    expect(warning()?.textContent).toContain('Lo schermo si copre tra 5 secondi');
    await wait(3_000);
    expect(warning()?.textContent).toContain('tra 2 secondi');
    expect(closed).toEqual([]);

    // A touch: the warning goes, the screen stays, and the whole idle time starts again.
    await act(() => void window.dispatchEvent(new Event('pointerdown')));
    expect(warning()).toBeNull();
    await wait(20_000);
    expect(closed).toEqual([]);
    expect(warning()).toBeNull();
    await wait(9_000);
    expect(warning()?.textContent).toContain('tra 1 secondo');

    // Nobody touches it: it covers itself.
    await wait(1_500);
    expect(closed).toEqual(['idle']);
    render(null, root);
  });

  it('after a secret choice made at once, stays up, sealed, for the minimum time before it closes', async () => {
    const { root, closed } = await screenOnFakeTime(60);
    const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
    await tap(root.querySelector<HTMLButtonElement>('[data-testid="go"]')!);
    await wait(0);
    // Watchers learn nothing from how fast the seat chose: the screen says it is sealing.
    expect(root.querySelector('[role="status"]')).not.toBeNull();
    await wait(MIN_SECRET_DWELL_MS - 200);
    expect(closed).toEqual([]);
    await wait(400);
    expect(closed).toEqual(['done']);
    render(null, root);
  });
});
