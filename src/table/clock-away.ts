// The game clock stops by itself while nobody is at the table (engine/clock.ts has the ruling):
// when the game screen is left or the page hidden it is stopped at that instant, and when the
// game is back on screen it runs again. Only saves that keep a clock are touched.
import { useEffect } from 'preact/hooks';
import { clockAway, clockBack } from '../engine/clock.ts';
import type { GameClock } from '../engine/types.ts';
import type { GameSession } from './session.ts';

type Change = (c: GameClock, now: number) => GameClock | null;

async function apply(session: GameSession, change: Change): Promise<void> {
  // A move being saved refuses the clock's write for a moment: try again shortly.
  for (let attempt = 0; attempt < 20; attempt++) {
    const c = session.meta.value.clock;
    if (!c || session.outcome()) return;
    const next = change(c, Date.now());
    if (!next) return;
    const r = await session.setClock(next);
    if (r.ok || r.reason !== 'error.busy') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function useClockAway(session: GameSession): void {
  useEffect(() => {
    const onVisibility = () => void apply(session, document.visibilityState === 'hidden' ? clockAway : clockBack);
    const onHide = () => void apply(session, clockAway);
    const onShow = () => document.visibilityState !== 'hidden' && void apply(session, clockBack);
    onShow();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onHide);
    window.addEventListener('pageshow', onShow);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('pageshow', onShow);
      void apply(session, clockAway);
    };
  }, [session]);
}
