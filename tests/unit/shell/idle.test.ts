// Work made ahead of need: each job of whenIdleEach runs in an idle moment of its own, in order,
// so a map's layers never add up to one long task; a cancel stops the jobs not yet run.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdleEach } from '../../../src/ui/idle.ts';

describe('whenIdleEach', () => {
  const moments: (() => void)[] = [];
  beforeEach(() => {
    moments.length = 0;
    // One idle moment at a time, run by the test.
    vi.stubGlobal('requestIdleCallback', (cb: (d: { timeRemaining(): number }) => void) => moments.push(() => cb({ timeRemaining: () => 10 })));
    vi.stubGlobal('cancelIdleCallback', () => moments.splice(0));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('runs one job an idle moment, in order', () => {
    const ran: string[] = [];
    whenIdleEach(['land', 'features', 'names'].map((l) => () => ran.push(l)));
    expect(ran).toEqual([]);
    for (const expected of [['land'], ['land', 'features'], ['land', 'features', 'names']]) {
      expect(moments).toHaveLength(1);
      moments.shift()!();
      expect(ran).toEqual(expected);
    }
    expect(moments).toHaveLength(0);
  });

  it('stops the jobs not yet run when cancelled', () => {
    const ran: number[] = [];
    const cancel = whenIdleEach([1, 2, 3].map((n) => () => ran.push(n)));
    moments.shift()!();
    cancel();
    expect(moments).toHaveLength(0);
    expect(ran).toEqual([1]);
  });

  it('falls back to plain tasks where the browser has no idle callback', () => {
    vi.unstubAllGlobals();
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    try {
      const ran: number[] = [];
      whenIdleEach([1, 2].map((n) => () => ran.push(n)), 1000, 50);
      vi.advanceTimersByTime(50);
      expect(ran).toEqual([1]);
      vi.advanceTimersByTime(50);
      expect(ran).toEqual([1, 2]);
    } finally {
      vi.useRealTimers();
    }
  });
});
