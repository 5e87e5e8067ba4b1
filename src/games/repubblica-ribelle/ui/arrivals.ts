// Where an app seat's pieces just arrived: the table compares each view with the one before and
// marks the localities where an app player's base, detachments or commissars now stand in greater
// number, so the map can pulse there for a moment (a person sees what the app did, and where).
import { useEffect, useRef, useState } from 'preact/hooks';
import type { SeatInfo } from '../../types.ts';
import type { RibelleView } from '../rules.ts';

/** Each app seat's pieces, counted by "seat:kind:locality". */
export function appPieces(view: RibelleView, seats: readonly SeatInfo[]): Map<string, number> {
  const out = new Map<string, number>();
  const add = (k: string) => out.set(k, (out.get(k) ?? 0) + 1);
  for (const s of view.seats) {
    if (!seats[s.seat]?.app) continue;
    if (s.base) add(`${s.seat}:base:${s.base}`);
    for (const d of s.dm) add(`${s.seat}:dm:${d}`);
    for (const c of s.cp) add(`${s.seat}:cp:${c}`);
  }
  return out;
}

/** The localities where `after` holds more of some app seat's pieces than `before`. */
export function arrivals(before: Map<string, number>, after: Map<string, number>): string[] {
  const out = new Set<string>();
  for (const [k, n] of after) if (n > (before.get(k) ?? 0)) out.add(k.split(':')[2]);
  return [...out];
}

const SHOWN_MS = 2600;

/** The places to pulse now and a key that changes with each app move (to restart the pulse). */
export function useAppArrivals(view: RibelleView, seats: readonly SeatInfo[]): { places: readonly string[]; key: number } {
  const last = useRef<Map<string, number> | null>(null);
  const [shown, setShown] = useState<{ places: readonly string[]; key: number }>({ places: [], key: 0 });
  useEffect(() => {
    const now = appPieces(view, seats);
    const before = last.current;
    last.current = now;
    if (!before) return;
    const places = arrivals(before, now);
    if (!places.length) return;
    setShown((s) => ({ places, key: s.key + 1 }));
  }, [view]);
  useEffect(() => {
    if (!shown.places.length) return;
    const id = setTimeout(() => setShown((s) => ({ ...s, places: [] })), SHOWN_MS);
    return () => clearTimeout(id);
  }, [shown.key]);
  return shown;
}
