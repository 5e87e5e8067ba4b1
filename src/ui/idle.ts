// Work that can wait for an idle moment of the page (images made ahead of need, battle odds):
// requestIdleCallback where the browser has it, else a plain task after `fallbackMs`.

/** What is left of an idle moment (null when run as a plain task). */
export interface IdleDeadline {
  timeRemaining(): number;
}

/** Runs `work` in the next idle moment, at the latest after `timeoutMs`; returns a cancel. */
export function whenIdle(work: (deadline: IdleDeadline | null) => void, timeoutMs = 1000, fallbackMs = 0): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback((d) => work(d), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(() => work(null), fallbackMs);
  return () => clearTimeout(id);
}

/**
 * Runs each job in an idle moment of its own, in order (each at the latest `timeoutMs` after the
 * one before), so work made ahead of need (a map's layers) never adds up to one long task that a
 * tap would wait behind. Returns a cancel for the jobs not yet run.
 */
export function whenIdleEach(jobs: readonly (() => void)[], timeoutMs = 1000, fallbackMs = 0): () => void {
  let cancel = () => {};
  const next = (i: number) => {
    if (i >= jobs.length) return;
    cancel = whenIdle(
      () => {
        jobs[i]();
        next(i + 1);
      },
      timeoutMs,
      fallbackMs,
    );
  };
  next(0);
  return () => cancel();
}
