// One writer per game: while a tab has a game on its table it holds a Web Lock named after the
// save. A second tab finds the lock taken and asks the players; taking the game over steals the
// lock, and the first tab learns it at once (its lock request fails) and stops writing. Where
// the browser has no Web Locks, every tab may open the game: the store's compare-and-set and
// the save channel still keep the log whole.

export interface Claim {
  /** Lets the lock go (leaving the game). */
  release(): void;
  /** Settles when another tab or window took the game over. */
  lost: Promise<void>;
}

/**
 * How long a claim waits for the lock before calling the game busy: a reloaded page may ask
 * before the browser has freed the lock of the page it replaces.
 */
export const CLAIM_WAIT_MS = 1000;

const never = new Promise<void>(() => {});
const unlocked: Claim = { release: () => {}, lost: never };

export const lockName = (saveId: string) => `passamano-save:${saveId}`;

/**
 * Claims the game for this tab: a Claim, or 'busy' when another tab holds it (unless `takeOver`,
 * which takes it from that tab).
 */
export function claimGame(saveId: string, takeOver = false): Promise<Claim | 'busy'> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (typeof locks?.request !== 'function') return Promise.resolve(unlocked);
  return new Promise<Claim | 'busy'>((resolve) => {
    let settled = false;
    const answer = (c: Claim | 'busy') => {
      if (!settled) resolve(c);
      settled = true;
    };
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    let markLost = () => {};
    const lost = new Promise<void>((r) => (markLost = r));
    const wait = new AbortController();
    const timer = takeOver ? undefined : setTimeout(() => wait.abort(), CLAIM_WAIT_MS);
    const options: LockOptions = takeOver ? { steal: true } : { signal: wait.signal };
    void locks
      .request(lockName(saveId), options, async () => {
        clearTimeout(timer);
        answer({ release, lost });
        await held;
      })
      .then(
        () => {},
        // Stolen once held: the game moved. Not granted in time: busy. Refused for any other
        // reason: play unlocked, as where the browser has no locks.
        () => (settled ? markLost() : answer(wait.signal.aborted ? 'busy' : unlocked)),
      );
  });
}
