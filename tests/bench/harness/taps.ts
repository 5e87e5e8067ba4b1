// What a player feels: taps on the table's real targets, timed from the input event to the
// paint that answers it. The bench (scripts/bench.mjs) taps with real input (CDP touch and
// mouse events, so Chromium's input pipeline and hammerjs run as on a phone); this page says
// where to tap and times the answer:
// - a tap that plays a move: from the pointerdown to the first paint after GameSession.play
//   resolved (the move stored, then shown: the floor is that transaction plus a frame);
// - a tap that changes only the screen (a unit picked, a tab, a card chosen before confirming):
//   from the pointerdown to the first paint after the tap's handlers ran (as INP measures);
// - the cover lifted (hold to reveal): from the moment the hold is complete to the first paint
//   without the cover (the private screen or the table).
// The Event Timing API's own duration of each tap (the longest of its events, as INP takes it:
// input to the paint after its handlers, so not a move's stored paint) is kept beside ours; it
// reports nothing under 16 ms.
import type { GameSession } from '../../../src/table/session.ts';
import { holdMs } from '../../../src/shell/settings.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';

export type TapKind = 'move' | 'ui' | 'reveal' | 'none';
export interface TapTarget {
  kind: 'tap' | 'hold';
  x: number;
  y: number;
  /** What was tapped, for the log of a tap that never answered. */
  label: string;
}

/** A hold shorter than the app's default 700 ms: the wait is not measured, only what follows it. */
export const BENCH_HOLD_MS = 300;

/**
 * Targets that leave the table (its top bar: exit, rules, log, the look), take a move back, or
 * cancel a cover. The private screen's own top bar (its "done") stays in.
 */
function excluded(el: Element): boolean {
  return (
    !!el.closest('[data-testid="table"] > .topbar') ||
    !!el.closest('.decision-bar') ||
    !!el.closest('[data-testid="private-undo"]') ||
    (!!el.closest('[data-testid="cover"]') && !el.closest('[data-testid="hold-to-reveal"]'))
  );
}

function visibleCentre(el: Element): { x: number; y: number } | null {
  const r = el.getBoundingClientRect();
  if (r.width < 4 || r.height < 4) return null;
  const x = r.left + r.width / 2;
  const y = r.top + r.height / 2;
  if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return null;
  const hit = document.elementFromPoint(x, y);
  return hit && (hit === el || el.contains(hit)) ? { x, y } : null;
}

export function createTapBench(deps: {
  root: HTMLElement;
  nextPaint: () => Promise<void>;
  /** A fresh session of game `id` (seeded game `g`), rendered in `root`, painted. */
  open: (id: string, g: number, seed: number) => Promise<GameSession>;
  /** The page's long tasks so far (PerformanceObserver 'longtask'). */
  longTasks: readonly { start: number; duration: number }[];
}) {
  let session: GameSession | null = null;
  let rng = new Rng(seedRng(1));
  let gameId = '';
  let seed = 0;
  let g = 0;
  let startedAt = 0;
  let longBefore = 0;
  // New games' set-ups and the bench's own picking of targets (a layout read of every button)
  // are not taps: long tasks inside them are left out.
  const notTaps: [number, number][] = [];
  // Filled by the listeners and the wrapped play, read by result().
  let downAt = 0;
  let handled: Promise<number> | null = null;
  let playing = false;
  let played: Promise<number> | null = null;
  // The Event Timing entries of interactions (taps), by their start: matched to a tap by its pointerdown.
  const events: { start: number; duration: number }[] = [];
  const keep = (list: PerformanceEntryList) => {
    for (const e of list as PerformanceEventTiming[]) if (e.interactionId) events.push({ start: e.startTime, duration: e.duration });
  };
  const eventObserver = new PerformanceObserver((list) => keep(list.getEntries()));
  eventObserver.observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  /** The longest Event Timing entry of the tap that began at `at` (its events start with it), or null under 16 ms. */
  const eventMsOf = (at: number): number | null => {
    keep(eventObserver.takeRecords());
    const mine = events.filter((e) => e.start >= at - 1 && e.start < at + 200);
    return mine.length ? Math.max(...mine.map((e) => e.duration)) : null;
  };

  const paintAfter = () => deps.nextPaint().then(() => performance.now());
  // Capture: the input's own time stamp, before any handler of the app's.
  addEventListener('pointerdown', (e) => (downAt = e.timeStamp), { capture: true });
  // Bubble, after the handlers: the paint that follows them. A tap ends with its click; a hold
  // with its pointerup.
  const afterHandlers = () => (handled = paintAfter());
  addEventListener('click', afterHandlers);

  /** Wraps the session's play: the paint after the move is stored and drawn. */
  function watch(s: GameSession): GameSession {
    const play = s.play.bind(s);
    s.play = (async (...args: Parameters<GameSession['play']>) => {
      playing = true;
      try {
        return await play(...args);
      } finally {
        played = paintAfter();
        playing = false;
      }
    }) as GameSession['play'];
    return s;
  }

  async function start(id: string, s: number): Promise<void> {
    gameId = id;
    seed = s;
    g = 0;
    rng = new Rng(seedRng(s ^ 0x7a95));
    holdMs.value = BENCH_HOLD_MS;
    session = watch(await deps.open(id, g, seed));
    notTaps.length = 0;
    longBefore = deps.longTasks.length;
    startedAt = performance.now();
  }

  /** Long tasks since start() outside new games' set-ups and the picking: their count and the longest. */
  function longTasks(): { count: number; longest: number } {
    const seen = deps.longTasks.slice(longBefore).filter((t) => t.start >= startedAt && !notTaps.some(([a, b]) => t.start <= b && a <= t.start + t.duration));
    return { count: seen.length, longest: Math.max(0, ...seen.map((t) => t.duration)) };
  }

  /** The next target: the cover's hold when it is up, else a seeded pick among the enabled targets, the decision's own first. */
  async function next(): Promise<TapTarget | 'new-game'> {
    if (!session) throw new Error('tap bench not started');
    if (!session.decision()) {
      g++;
      const t0 = performance.now();
      session = watch(await deps.open(gameId, g, seed + g));
      notTaps.push([t0, performance.now()]);
      return 'new-game';
    }
    const t0 = performance.now();
    try {
      return pick();
    } finally {
      notTaps.push([t0, performance.now()]);
    }
  }

  function pick(): TapTarget {
    const hold = deps.root.querySelector('[data-testid="hold-to-reveal"]');
    const at = hold && visibleCentre(hold);
    if (at) return { kind: 'hold', ...at, label: 'hold-to-reveal' };
    const dialog = deps.root.querySelector('[role="dialog"], [role="alertdialog"]');
    const scope = dialog ?? deps.root;
    const found: { el: Element; x: number; y: number; weight: number }[] = [];
    for (const el of scope.querySelectorAll('button, [role="button"]')) {
      if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true' || excluded(el)) continue;
      const c = visibleCentre(el);
      if (!c) continue;
      // The decision's targets (the column, the private screen, a piece on the map) are what a
      // player mostly taps; tabs, zoom and the like now and then.
      const decisive = !!el.closest('[data-testid="tl-decide"], [data-testid="private-screen"], svg');
      found.push({ el, ...c, weight: decisive ? 4 : 1 });
    }
    if (!found.length) return { kind: 'tap', x: -1, y: -1, label: 'nothing to tap' };
    let r = rng.int(0, found.reduce((a, f) => a + f.weight, 0) - 1);
    const pick = found.find((f) => (r -= f.weight) < 0)!;
    const label = pick.el.getAttribute('data-testid') ?? pick.el.getAttribute('aria-label') ?? pick.el.textContent?.trim().slice(0, 40) ?? '?';
    return { kind: 'tap', x: pick.x, y: pick.y, label };
  }

  /** Before the input: forget the last answer. */
  function arm(): void {
    downAt = 0;
    handled = null;
    playing = false;
    played = null;
  }

  /**
   * After the input: how long its answer took to paint. A move waits for its commit (up to
   * 5 s); a hold for the cover to go.
   */
  async function result(kind: 'tap' | 'hold'): Promise<{ kind: TapKind; ms: number; eventMs: number | null }> {
    const until = performance.now() + 5000;
    if (kind === 'hold') {
      while (deps.root.querySelector('[data-testid="hold-to-reveal"]') && performance.now() < until) await deps.nextPaint();
      if (deps.root.querySelector('[data-testid="hold-to-reveal"]')) return { kind: 'none', ms: 0, eventMs: null };
      // The loop's last paint is the first without the cover; the ring is full at downAt + hold.
      return { kind: 'reveal', ms: performance.now() - (downAt + holdMs.value), eventMs: null };
    }
    // Let the tap's handlers and any move they started run, then see what answered.
    await deps.nextPaint();
    await deps.nextPaint();
    while (playing && performance.now() < until) await deps.nextPaint();
    const eventMs = downAt ? eventMsOf(downAt) : null;
    if (!downAt) return { kind: 'none', ms: 0, eventMs };
    if (played) return { kind: 'move', ms: (await played) - downAt, eventMs };
    if (handled) return { kind: 'ui', ms: (await handled) - downAt, eventMs };
    return { kind: 'none', ms: 0, eventMs };
  }

  /**
   * A seeded random legal move played without a tap, when the taps have not moved the game for
   * a while (a step whose targets the pick keeps missing); not timed.
   */
  async function nudge(): Promise<void> {
    const s = session!;
    const d = s.decision()!;
    const moves = s.legalMoves(d.seat);
    await s.play(d.seat, moves[rng.int(0, moves.length - 1)]);
    await deps.nextPaint();
  }

  return { start, next, arm, result, nudge, longTasks };
}
