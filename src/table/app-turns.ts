// The app's turns on the pass-and-play table. Whenever the pending decision belongs to a seat the
// app plays and no person's cover or private screen is up, the driver asks the thinker for a move
// from that seat's observation (never the state), waits for the pace, checks that nothing moved
// meanwhile (the log, the session, the screen) and plays it through the session like anyone.
// When the thinker cannot answer (its code gone with an update, or a failure) the driver plays
// nothing and says why (`stuck`): the table offers the reload; never a random move.
// It also keeps what the table's strip shows: the log lines of the app's moves since a person
// last acted, newest first.
import { signal } from '@preact/signals';
import { useEffect, useMemo } from 'preact/hooks';
import type { GameSession } from './session.ts';
import type { Thinker } from './players/host.ts';
import { appThinker } from './players/host.ts';
import { PLAYERS_GONE } from './players/think.ts';
import { indexOfMove, observe, type Level } from '../engine/players.ts';
import { freshSeed } from '../engine/rng.ts';
import type { Seat } from '../engine/types.ts';
import { logOf, type LogEntry } from './log.ts';
import { PACE_MS, appPace } from '../shell/settings.ts';
import { lessonAppSeed } from './lesson/script.ts';

/** A line of the strip: a log entry of an app's move, the seat that made it, a stable key. */
export interface AppLine {
  entry: LogEntry;
  seat: Seat;
  key: number;
}

export interface AppTurnsDeps {
  thinker: Thinker;
  /** Milliseconds an app's move takes at least, thinking included. */
  paceMs: () => number;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  /** A fresh seed for each decision: never the game's, which would tell the app the deck. */
  seed: () => number;
  /** A move the app could not play (a storage failure): the screen says so. */
  onError?: (reason: string) => void;
}

export class AppTurns {
  /** The log lines of the app's moves since a person last acted, newest first. */
  readonly recent = signal<readonly AppLine[]>([]);
  /**
   * Why the app cannot play the decision under way (a catalog key), or null: its players' code
   * is gone with an update (`update.reloadToGoOn`) or the thinking failed (`app.error.think`).
   * The table says so and offers the reload; nothing is tried again until the game moves.
   */
  readonly stuck = signal<string | null>(null);
  private lineKey = 0;
  private live = true;
  /** A person's cover, private screen or dialog is up: the app waits. */
  private blocked = false;
  /** The log length of the decision being thought about, or null. */
  private thinkingAt: number | null = null;
  /** The turn under way, if any. */
  private current: Promise<void> | null = null;
  /** The log length at which a play failed: not retried until the game moves. */
  private failedAt: number | null = null;
  /** The log length the strip last saw. */
  private seenAt: number;

  constructor(
    private readonly session: GameSession,
    private readonly deps: AppTurnsDeps,
  ) {
    this.seenAt = session.log.value.length;
  }

  /** The app's level for a seat, or undefined for a person. */
  levelOf(seat: Seat): Level | undefined {
    return this.session.meta.value.seats[seat]?.app;
  }

  /** Whether the app is deciding now (the decision is an app seat's). */
  appDecides(): boolean {
    const d = this.session.decision();
    return !!d && !!this.levelOf(d.seat) && !this.session.outcome();
  }

  /** Called after every render: starts the app's turn when the decision is an app seat's. */
  update(blocked: boolean): void {
    this.blocked = blocked;
    if (!this.live) return;
    this.followLog();
    if (blocked || this.thinkingAt !== null) return;
    const s = this.session;
    if (s.isStopped || s.gone.value || s.outcome()) return;
    const at = s.log.value.length;
    if (this.stuck.value && this.failedAt !== at) this.stuck.value = null;
    if (this.failedAt === at) return;
    const d = s.decision();
    const level = d ? this.levelOf(d.seat) : undefined;
    if (!d || !level) return;
    this.thinkingAt = at;
    const turn = this.turn(d.seat, level, at).finally(() => {
      this.thinkingAt = null;
      this.current = null;
      this.update(this.blocked);
    });
    this.current = turn;
  }

  /** Resolves once no app turn is under way (each turn may start the next). */
  async settled(): Promise<void> {
    while (this.current) await this.current;
  }

  /** The screen is gone: nothing is played from now on. */
  dispose(): void {
    this.live = false;
  }

  /** A move by a person empties the strip; the app's own lines are added as it plays. */
  private followLog(): void {
    const log = this.session.log.value;
    if (log.length === this.seenAt) return;
    // Shorter: a person took a move back. Longer: whoever made the new moves.
    const byPerson = log.length < this.seenAt || log.slice(this.seenAt).some((m) => !this.levelOf(m.seat));
    this.seenAt = log.length;
    if (byPerson) this.recent.value = [];
  }

  private async turn(seat: Seat, level: Level, at: number): Promise<void> {
    const s = this.session;
    const started = this.deps.now();
    const pace = this.deps.paceMs();
    const obs = observe(s.pkg.rules, s.state.value, seat, s.meta.value.setup.seatCount);
    if (!obs) {
      // No legal move for the seat (never so in a sound game): do not ask again and again.
      this.failedAt = at;
      return;
    }
    const seed = this.deps.seed();
    let move: unknown;
    try {
      move = await this.deps.thinker.think({ gameId: s.meta.value.gameId, level, obs, seed, budgetMs: pace });
    } catch (err) {
      return this.cannotPlay(at, (err as { reason?: string } | null)?.reason ?? THINK_FAILED);
    }
    if (indexOfMove(obs.moves, move) < 0) return this.cannotPlay(at, THINK_FAILED);
    // A game's small moves (a unit's step) pass quicker than its dice; thinking had the whole pace.
    const beat = pace * Math.min(1, Math.max(0, s.pkg.appBeat?.(move) ?? 1));
    const left = beat - (this.deps.now() - started);
    if (left > 0) await this.deps.sleep(left);
    if (!this.stillWaiting(seat, at)) return;
    const before = logOf(s.view('table')).length;
    const r = await s.play(seat, move);
    if (!r.ok) {
      // Busy: another write is under way and its news will bring us back. Anything else would
      // fail again: wait until the game moves (a reload, an undo) before trying again.
      if (r.reason !== 'error.busy') {
        this.failedAt = at;
        if (this.live) this.deps.onError?.(r.reason ?? 'storage.error.unknown');
      }
      return;
    }
    const lines = logOf(s.view('table')).slice(before);
    this.seenAt = s.log.value.length;
    if (lines.length) this.recent.value = [...lines.map((entry) => ({ entry, seat, key: ++this.lineKey })).reverse(), ...this.recent.value];
  }

  /** No move for this decision: say why, and wait until the game moves (a reload, another tab). */
  private cannotPlay(at: number, reason: string): void {
    if (!this.live) return;
    this.failedAt = at;
    this.stuck.value = reason === PLAYERS_GONE ? PLAYERS_GONE : THINK_FAILED;
  }

  /** Nothing moved while the app thought: same screen, same session, same decision. */
  private stillWaiting(seat: Seat, at: number): boolean {
    const s = this.session;
    return this.live && !this.blocked && !s.isStopped && !s.gone.value && s.log.value.length === at && s.decision()?.seat === seat && !s.outcome();
  }
}

/** The thinking failed otherwise (a bug, an answer that is no legal move). */
const THINK_FAILED = 'app.error.think';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The table's driver for a session, asked again after every render; stopped on unmount. */
export function useAppTurns(session: GameSession, blocked: boolean, onError: (reason: string) => void): AppTurns {
  const onErrorRef = useMemo(() => ({ fn: onError }), [session]);
  onErrorRef.fn = onError;
  const turns = useMemo(
    () =>
      new AppTurns(session, {
        thinker: appThinker(),
        paceMs: () => PACE_MS[appPace.value],
        sleep,
        now: () => performance.now(),
        // A lesson's app plays the same every time, so its script can rely on what happens.
        seed: () => {
          const lesson = session.meta.value.lesson;
          return lesson ? lessonAppSeed(lesson, session.log.value.length) : freshSeed();
        },
        onError: (reason) => onErrorRef.fn(reason),
      }),
    [session],
  );
  useEffect(() => () => turns.dispose(), [turns]);
  useEffect(() => turns.update(blocked));
  return turns;
}
