// @vitest-environment happy-dom
// The Tournament clock on the table: it starts with the game, counts down 180 minutes, stands
// still while paused, and when time is out it calls time once, at a person's public decision.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TournamentClock } from '../../../src/games/fabrisiko/ui/Clock.tsx';
import { it as itWords, en as enWords } from '../../../src/games/fabrisiko/strings.ts';
import { addCatalogs, loadShellStrings } from '../../../src/i18n/index.ts';
import type { GameClock } from '../../../src/engine/types.ts';

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
});
