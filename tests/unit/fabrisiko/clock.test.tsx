// @vitest-environment happy-dom
// The Tournament clock on the table: it starts with the game, counts down 180 minutes, stands
// still while paused, and when time is out it calls time once, at a person's public decision.
// While nobody is at the table (the page hidden, the game screen left) it stops by itself, and
// it runs again, saying for how long it stood, when the game is back; an agreed pause stays.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TournamentClock } from '../../../src/games/fabrisiko/ui/Clock.tsx';
import { it as itWords, en as enWords } from '../../../src/games/fabrisiko/strings.ts';
import { addCatalogs, loadShellStrings } from '../../../src/i18n/index.ts';
import type { GameClock } from '../../../src/engine/types.ts';
import { clockAway, clockBack, clockElapsed } from '../../../src/engine/clock.ts';
import { useClockAway } from '../../../src/table/clock-away.ts';
import type { GameSession } from '../../../src/table/session.ts';

function mount(canCall: boolean) {
  const saved: { value: GameClock | null } = { value: null };
  const root = document.createElement('div');
  document.body.appendChild(root);
  const calls: number[] = [];
  const draw = (timeUp = false) =>
    render(
      <TournamentClock
        clock={{ value: saved.value, set: async (c) => ((saved.value = c), draw(timeUp), true) }}
        timeUp={timeUp}
        canCall={canCall}
        onTimeUp={() => calls.push(Date.now())}
      />,
      root,
    );
  return { saved, root, calls, draw, left: () => root.querySelector('[data-testid="clock-left"]')!.textContent };
}

describe('the Tournament clock', () => {
  beforeAll(async () => {
    await loadShellStrings();
    addCatalogs({ it: itWords, en: enWords });
  });
  afterEach(() => vi.useRealTimers());

  it('starts, pauses, resumes and calls time once when 180 minutes have run', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const c = mount(true);
    await act(() => c.draw());
    await act(async () => {});
    expect(c.saved.value).toEqual({ elapsedMs: 0, runningSince: 1_000_000 });
    expect(c.left()).toBe('3:00:00');
    await act(() => void vi.advanceTimersByTime(60 * 60_000));
    expect(c.left()).toBe('2:00:00');
    await act(() => (c.root.querySelector('[data-testid="clock-pause"]') as HTMLButtonElement).click());
    await act(() => void vi.advanceTimersByTime(30 * 60_000));
    expect(c.left()).toBe('2:00:00');
    expect(c.saved.value).toEqual({ elapsedMs: 60 * 60_000, runningSince: null });
    await act(() => (c.root.querySelector('[data-testid="clock-resume"]') as HTMLButtonElement).click());
    expect(c.calls).toHaveLength(0);
    await act(() => void vi.advanceTimersByTime(120 * 60_000 + 1_000));
    expect(c.root.textContent).toContain('Tempo scaduto');
    expect(c.calls).toHaveLength(1);
    await act(() => void vi.advanceTimersByTime(10_000));
    expect(c.calls).toHaveLength(1);
  });

  it('waits for a person at a public decision before calling time', async () => {
    vi.useFakeTimers({ now: 0 });
    const c = mount(false);
    c.saved.value = { elapsedMs: 180 * 60_000, runningSince: null };
    await act(() => c.draw());
    await act(() => void vi.advanceTimersByTime(5_000));
    expect(c.root.textContent).toContain('Tempo scaduto');
    expect(c.calls).toHaveLength(0);
  });

  it('stops by itself while nobody is at the table and starts again when the game is back', () => {
    const running: GameClock = { elapsedMs: 10 * 60_000, runningSince: 1_000 };
    const away = clockAway(running, 1_000 + 5 * 60_000)!;
    expect(away).toEqual({ elapsedMs: 15 * 60_000, runningSince: null, awaySince: 301_000 });
    // An hour with nobody there counts nothing.
    expect(clockElapsed(away, 301_000 + 60 * 60_000)).toBe(15 * 60_000);
    const back = clockBack(away, 301_000 + 60 * 60_000)!;
    expect(back).toEqual({ elapsedMs: 15 * 60_000, runningSince: 3_901_000, awayMs: 60 * 60_000 });
    expect(clockElapsed(back, 3_901_000 + 1_000)).toBe(15 * 60_000 + 1_000);
    // A pause the players agreed on is left alone both ways; a running clock has nothing to resume.
    const agreed: GameClock = { elapsedMs: 7, runningSince: null };
    expect(clockAway(agreed, 50)).toBeNull();
    expect(clockBack(agreed, 50)).toBeNull();
    expect(clockBack(running, 50)).toBeNull();
  });

  it('tells the table for how long it stood still, for a minute after it starts again', async () => {
    vi.useFakeTimers({ now: 5_000_000 });
    const c = mount(true);
    c.saved.value = { elapsedMs: 30 * 60_000, runningSince: 5_000_000, awayMs: 12 * 60_000 + 5_000 };
    await act(() => c.draw());
    expect(c.left()).toBe('2:30:00');
    expect(c.root.querySelector('[data-testid="clock-away"]')!.textContent).toBe('Fermo da solo per 0:12:05 mentre nessuno era al tavolo: quel tempo non conta');
    await act(() => void vi.advanceTimersByTime(61_000));
    expect(c.root.querySelector('[data-testid="clock-away"]')).toBeNull();
    // An agreed pause and resume drop the note at once.
    c.saved.value = { elapsedMs: 0, runningSince: Date.now(), awayMs: 1_000 };
    await act(() => c.draw());
    await act(() => (c.root.querySelector('[data-testid="clock-pause"]') as HTMLButtonElement).click());
    await act(() => (c.root.querySelector('[data-testid="clock-resume"]') as HTMLButtonElement).click());
    expect(c.root.querySelector('[data-testid="clock-away"]')).toBeNull();
  });

  it('on the game screen: the page hidden stops it, shown again restarts it, leaving the game stops it', async () => {
    vi.useFakeTimers({ now: 100_000 });
    let hidden = false;
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
    const meta = { value: { clock: { elapsedMs: 0, runningSince: 100_000 } as GameClock } };
    const writes: GameClock[] = [];
    const session = {
      meta,
      outcome: () => null,
      setClock: async (c: GameClock) => {
        writes.push(c);
        meta.value = { clock: c };
        return { ok: true };
      },
    } as unknown as GameSession;
    function Screen() {
      useClockAway(session);
      return null;
    }
    const root = document.createElement('div');
    await act(() => render(<Screen />, root));
    expect(writes).toHaveLength(0);
    vi.setSystemTime(160_000);
    hidden = true;
    await act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(meta.value.clock).toEqual({ elapsedMs: 60_000, runningSince: null, awaySince: 160_000 });
    vi.setSystemTime(160_000 + 3_600_000);
    hidden = false;
    await act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(meta.value.clock).toEqual({ elapsedMs: 60_000, runningSince: 3_760_000, awayMs: 3_600_000 });
    vi.setSystemTime(3_760_000 + 10_000);
    await act(() => render(null, root));
    expect(meta.value.clock).toEqual({ elapsedMs: 70_000, runningSince: null, awaySince: 3_770_000 });
    expect(writes).toHaveLength(3);
    Reflect.deleteProperty(document, 'visibilityState');
  });
});
