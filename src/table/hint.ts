// "Cosa farebbe Passamano?" (issue 33.2): on a person's decision, the move the app would make for
// that seat, asked of the same thinker as the app's seats (players/host.ts, its worker) with the
// same observation (the seat's own view and legal moves, never the state) at the normal level.
// The hint is the page's alone: kept in a component's state for the decision it was asked on, it
// never reaches the log, the undo, the save or the storage. On a secret decision it is asked and
// shown on the private screen only.
import { useEffect, useRef, useState } from 'preact/hooks';
import { observe, type Level } from '../engine/players.ts';
import { freshSeed } from '../engine/rng.ts';
import type { AnyRules, Seat } from '../engine/types.ts';
import { appThinker, type Thinker } from './players/host.ts';
import type { ThinkRequest } from './players/think.ts';

/** The level that answers: the game's own plan, as the app plays a seat by default. */
export const HINT_LEVEL: Level = 'normal';
/** How long the app may think about a hint (a cap: the normal plans answer at once). */
export const HINT_BUDGET_MS = 1500;

/**
 * What the thinker is asked for `seat`'s hint: the seat's observation and a fresh seed (never the
 * game's). Null when the seat is not the one deciding (nothing to hint).
 */
export function hintRequest(gameId: string, rules: AnyRules, state: unknown, seat: Seat, seatCount: number, seed: number): ThinkRequest | null {
  const obs = observe(rules, state, seat, seatCount);
  return obs && { gameId, level: HINT_LEVEL, obs, seed, budgetMs: HINT_BUDGET_MS };
}

/**
 * Where a hint stands: waiting for the person's word that the people watching may see it (the
 * app's choice weighs what only this seat knows), asked and thought about, shown with its move,
 * or the app could not say.
 */
export type HintState = { status: 'confirm' } | { status: 'thinking' } | { status: 'shown'; move: unknown } | { status: 'failed' };

/** What a screen needs to ask for a hint: the game, its rules and the state now. */
export interface HintSource {
  gameId: string;
  rules: AnyRules;
  state: () => unknown;
  seatCount: number;
}

/**
 * The hint of one decision (`key`: the log's length and the seat, so a move, an undo or another
 * seat forgets it). `ask` asks the thinker; an answer that comes after the decision changed is
 * dropped. `hide` forgets it. `watched`: the hint would be seen by others while the app's choice
 * weighs what only this seat knows (its cards, its role): `ask` first says so, and `ask(true)`,
 * the person's word, asks.
 */
export function useHint(
  source: HintSource,
  seat: Seat | null,
  key: string,
  watched: () => boolean = () => false,
  thinker: Thinker = appThinker(),
): { hint: HintState | null; ask: (confirmed?: boolean) => void; hide: () => void } {
  const [held, setHeld] = useState<{ key: string; hint: HintState } | null>(null);
  const keyRef = useRef(key);
  keyRef.current = key;
  useEffect(() => () => void (keyRef.current = ''), []);
  const hint = held && held.key === key ? held.hint : null;
  const ask = (confirmed = false) => {
    if (seat === null || hint?.status === 'thinking') return;
    const asked = key;
    if (!confirmed && hint?.status !== 'confirm' && watched()) return setHeld({ key: asked, hint: { status: 'confirm' } });
    const req = hintRequest(source.gameId, source.rules, source.state(), seat, source.seatCount, freshSeed());
    if (!req) return setHeld({ key: asked, hint: { status: 'failed' } });
    setHeld({ key: asked, hint: { status: 'thinking' } });
    thinker.think(req).then(
      (move) => keyRef.current === asked && setHeld({ key: asked, hint: { status: 'shown', move } }),
      () => keyRef.current === asked && setHeld({ key: asked, hint: { status: 'failed' } }),
    );
  };
  return { hint, ask, hide: () => setHeld(null) };
}
