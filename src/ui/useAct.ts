// The one way a game's screen plays a move: ignores taps while a move is being saved, and (on a
// private screen that closes after a successful move) can stay busy after success so a second
// tap cannot land on the closing screen.
import { useCallback, useRef, useState } from 'preact/hooks';
import type { MoveResult } from '../games/types.ts';

export interface Act<M> {
  /** Plays `move` unless one is already on its way; resolves with the result (or null if ignored). */
  act: (move: M) => Promise<MoveResult | null>;
  busy: boolean;
}

export function useAct<M>(onMove: (move: M) => Promise<MoveResult>, { holdAfterSuccess = false } = {}): Act<M> {
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const act = useCallback(
    async (move: M) => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setBusy(true);
      let result: MoveResult = { ok: false };
      try {
        result = await onMove(move);
        return result;
      } finally {
        if (!(holdAfterSuccess && result.ok)) {
          inFlight.current = false;
          setBusy(false);
        }
      }
    },
    [onMove, holdAfterSuccess],
  );
  return { act, busy };
}
