// One move's working state: the engine's MoveContext (working copy, lazy RNG, log entries,
// barrier) with the helpers every phase of Repubblica Ribelle uses (drawing action cards, the
// popular-support track), the working copy itself
// (`draft`: the containers a move may change are copied, the immutable rest is shared, such as
// older log chunks) and where log entries go (`writeLog`: the last chunk of `s.logs`).
import { MoveContext } from '../../../engine/context.ts';
import type { LogEntry as EngineLogEntry } from '../../../engine/log.ts';
import type { Seat } from '../../../engine/types.ts';
import { track } from './helpers.ts';
import type { LogEntry, LogKey, Resolution, RibelleState, SeatState } from './types.ts';

function draftSeat(x: SeatState): SeatState {
  return {
    ...x,
    hand: x.hand.slice(),
    dm: x.dm.slice(),
    cp: x.cp.slice(),
    piles: [x.piles[0].slice(), x.piles[1].slice(), x.piles[2].slice()],
    won: x.won.slice(),
    played: x.played.slice(),
  };
}

function draftResolution(r: Resolution): Resolution {
  return {
    ...r,
    seats: r.seats.map((x) => ({ ...x, cards: x.cards.slice(), activated: x.activated.slice() })),
    autos: r.autos.map((a) => ({ ...a, cards: a.cards.slice() })),
    lowest: r.lowest.slice(),
  };
}

/** The working copy for one move: mutable containers copied, immutable parts shared. */
export function draft(s: RibelleState): RibelleState {
  return {
    ...s,
    missions: s.missions.slice(),
    resolved: s.resolved.slice(),
    deck: s.deck.slice(),
    discard: s.discard.slice(),
    seats: s.seats.map(draftSeat),
    autoHands: s.autoHands.map((h) => h.slice()),
    queue: s.queue.slice(),
    res: s.res ? draftResolution(s.res) : null,
    phaseCounts: s.phaseCounts ? s.phaseCounts.slice() : null,
  };
}

/**
 * Appends a move's entries to the last chunk of the log (one chunk for the set-up, then one per
 * round), copying that chunk only: older chunks are shared with the previous state.
 */
export function writeLog(s: RibelleState, entries: readonly EngineLogEntry[]): void {
  const logs = s.logs.slice();
  const last = logs.length - 1;
  logs[last] = logs[last].concat(entries as LogEntry[]);
  s.logs = logs;
}

export class RibelleContext extends MoveContext<RibelleState> {
  /** A public log entry; every Ribelle entry carries a params object, even an empty one. */
  override log(key: LogKey, params: LogEntry['params'] = {}): void {
    super.log(key, params);
  }

  /**
   * Opens the log chunk of a new round: what this move logged so far stays in the chunk of the
   * round it happened in, the rest goes into the new one.
   */
  newLogChunk(): void {
    const before = this.takeEntries();
    if (before.length > 0) writeLog(this.s, before);
    this.s.logs = [...this.s.logs, []];
  }

  /** Draws the top action card (reshuffling the discards when the deck is empty), or -1. */
  drawCard(): number {
    const s = this.s;
    if (s.deck.length === 0) {
      if (s.discard.length === 0) return -1;
      s.deck = this.rng.shuffle(s.discard);
      s.discard = [];
      this.log('ribelle.log.reshuffle', { cards: s.deck.length });
    }
    this.barrier();
    return s.deck.pop() as number;
  }

  /** Draws up to k cards into a seat's hand; returns how many arrived. */
  drawTo(seat: Seat, k: number): number {
    let got = 0;
    for (let i = 0; i < k; i++) {
      const ci = this.drawCard();
      if (ci < 0) break;
      this.s.seats[seat].hand.push(ci);
      got++;
    }
    return got;
  }

  /** Moves a seat's popular support by `delta`, within the track, and says why in the log. */
  changeSupport(seat: Seat, delta: number, why: string): void {
    const x = this.s.seats[seat];
    const max = track(x).length - 1;
    const to = Math.max(0, Math.min(max, x.support + delta));
    const from = x.support;
    x.support = to;
    this.log('ribelle.log.support', { seat, from, to, delta: to - from, why: `ribelle.why.${why}` });
  }
}
