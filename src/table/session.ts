// A game in progress: the rules state in memory and its save in IndexedDB, kept in step.
// A move is shown only after it is committed, so what the table sees is always what a reload
// would find; a storage failure leaves both at the last committed move. Every write is a
// compare-and-set from the metadata held here: when another tab or window wrote first, the
// session reloads the game as the database has it (`reloads` counts those, so the screen
// starts over from the hand-off rule) or, once the game is deleted, marks itself `gone`.
import { batch, signal } from '@preact/signals';
import type { GamePackage, MoveResult } from '../games/types.ts';
import type { GameClock, Seat, PendingDecision, Outcome } from '../engine/types.ts';
import { canUndo, replay, step, type LoggedMove } from '../engine/replay.ts';
import type { SaveMeta } from '../storage/db.ts';
import type { SaveStore } from '../storage/saves.ts';
import type { SaveNews } from '../storage/channel.ts';
import { StorageError } from '../storage/errors.ts';

type State = { rng: readonly number[] };

/**
 * Whether the last of `length` moves was made in a secret step, as the save's row says (written
 * with the move, so a resumed game need not replay its whole log); length -1 when unknown.
 */
function secretOfLast(meta: SaveMeta, length: number): { length: number; secret: boolean } {
  if (typeof meta.lastMoveSecret === 'boolean' && meta.moveCount === length) return { length, secret: meta.lastMoveSecret };
  return { length: -1, secret: true };
}

export class GameSession {
  /** The raw rules state: components never render it, only views derived from it. */
  readonly state = signal<State>(null as unknown as State);
  readonly log = signal<readonly LoggedMove[]>([]);
  readonly meta = signal<SaveMeta>(null as unknown as SaveMeta);
  /** Times the game was reloaded because it changed elsewhere. */
  readonly reloads = signal(0);
  /** The save was deleted elsewhere. */
  readonly gone = signal(false);
  /**
   * A lesson's check of a move before it is played (table/lesson/): null lets it through, else
   * the move is refused with nothing written, and `refused` counts it (the coach's gentle word).
   */
  guard: ((seat: Seat, move: unknown) => string | null) | null = null;
  /** Moves the guard refused so far. */
  readonly refused = signal(0);
  /**
   * A lesson's end card is up (table/lesson/): the app plays no move under it, and plays on once
   * the person goes on alone.
   */
  readonly held = signal(false);
  private busy = false;
  /** Whether the last move of the log was made in a secret step, for a log of `length` moves. */
  private lastSecret = { length: -1, secret: true };
  /** Another tab's news arrived during a write of ours: reload once it is done. */
  private behind = false;
  /** The game moved to another tab: this one writes nothing any more. */
  private stopped = false;

  constructor(
    readonly pkg: GamePackage,
    private readonly store: SaveStore,
    meta: SaveMeta,
    state: State,
    log: readonly LoggedMove[],
  ) {
    this.meta.value = meta;
    this.state.value = state;
    this.log.value = log;
    this.lastSecret = secretOfLast(meta, log.length);
  }

  get id(): string {
    return this.meta.value.id;
  }

  decision(): PendingDecision | null {
    return this.pkg.rules.decision(this.state.value);
  }

  outcome(): Outcome | null {
    return this.pkg.rules.outcome(this.state.value);
  }

  view(viewer: Seat | 'table'): unknown {
    return this.pkg.rules.view(this.state.value, viewer);
  }

  /**
   * A seat's legal moves now, as the rules list them: what its screen offers (the app players get
   * the same with the seat's view). Kept for the state it was listed for: a redraw lists nothing.
   */
  legalMoves(seat: Seat): readonly unknown[] {
    const state = this.state.value;
    const kept = this.listed;
    if (kept && kept.state === state && kept.seat === seat) return kept.moves;
    const moves = this.pkg.rules.legalMoves(state, seat);
    this.listed = { state, seat, moves };
    return moves;
  }
  private listed: { state: unknown; seat: Seat; moves: readonly unknown[] } | null = null;

  /** Plays a move for a seat; refuses double taps while the previous one is being saved. */
  async play(seat: Seat, move: unknown): Promise<MoveResult> {
    if (this.stopped) return { ok: false, reason: 'storage.error.stale' };
    if (this.busy) return { ok: false, reason: 'error.busy' };
    // The coach says the gentle word itself: no reason, so the screen shows no error.
    if (this.guard?.(seat, move)) {
      this.refused.value++;
      return { ok: false };
    }
    const r = step(this.pkg.rules, this.state.value, seat, move);
    if (!r.ok) return { ok: false, reason: r.reason };
    const secret = !!this.decision()?.secret;
    this.busy = true;
    try {
      const outcome = this.pkg.rules.outcome(r.state);
      const meta = await this.store.append(this.id, r.entry, r.state, outcome, this.meta.value, secret);
      // One update of the screen for the three, not one each.
      batch(() => {
        this.state.value = r.state;
        this.log.value = [...this.log.value, r.entry];
        this.lastSecret = { length: this.log.value.length, secret };
        this.meta.value = meta;
      });
      return { ok: true };
    } catch (err) {
      return this.failed(err);
    } finally {
      this.done();
    }
  }

  /**
   * The shared table's undo: the seat's own last move, and never one made in secret (its
   * private screen is closed, and whoever holds the device could take it back).
   */
  canUndo(seat: Seat): boolean {
    return canUndo(this.pkg.rules, this.state.value, this.log.value, seat) && !this.lastMoveSecret();
  }

  /**
   * Undo inside the seat's own private screen: its last move, made in a secret step, while the
   * next decision is still its own (secret or not), never past a barrier. The shared table
   * never offers this one.
   */
  canUndoSecret(seat: Seat): boolean {
    return canUndo(this.pkg.rules, this.state.value, this.log.value, seat, 'private') && this.lastMoveSecret();
  }

  /** Whether the last move was made in a secret step: known when played, else replayed. */
  private lastMoveSecret(): boolean {
    const log = this.log.value;
    if (this.lastSecret.length !== log.length) {
      let secret = true;
      try {
        const { options, seatCount, seed } = this.meta.value.setup;
        const before = replay(this.pkg.rules, this.pkg.rules.setup(options, seatCount, seed), log.slice(0, -1), 0);
        secret = !!this.pkg.rules.decision(before)?.secret;
      } catch {
        // Unknown: keep the move out of the table's reach.
      }
      this.lastSecret = { length: log.length, secret };
    }
    return this.lastSecret.secret;
  }

  /**
   * Takes back the seat's last move: the log is truncated and the state rebuilt from the save.
   * `where` says who may be looking: the shared table (a public move) or the seat's own
   * private screen (a secret one).
   */
  async undo(seat: Seat, where: 'table' | 'private' = 'table'): Promise<MoveResult> {
    if (this.stopped) return { ok: false, reason: 'storage.error.stale' };
    const allowed = where === 'table' ? this.canUndo(seat) : this.canUndoSecret(seat);
    if (this.busy || !allowed) return { ok: false, reason: 'error.cannotUndo' };
    this.busy = true;
    try {
      await this.store.truncate(this.id, this.log.value.length - 1, this.meta.value);
      const loaded = await this.store.load(this.id, this.pkg.rules);
      batch(() => {
        this.state.value = loaded.state as State;
        this.log.value = loaded.log;
        this.meta.value = loaded.meta;
      });
      return { ok: true };
    } catch (err) {
      return this.failed(err);
    } finally {
      this.done();
    }
  }

  /** Keeps the game's clock (FabRisiko!'s Tournament) with the save; refused while a move is saved. */
  async setClock(clock: GameClock): Promise<MoveResult> {
    if (this.stopped) return { ok: false, reason: 'storage.error.stale' };
    if (this.busy) return { ok: false, reason: 'error.busy' };
    this.busy = true;
    try {
      this.meta.value = await this.store.setClock(this.id, clock);
      return { ok: true };
    } catch (err) {
      return this.failed(err);
    } finally {
      this.done();
    }
  }

  /** The lesson ends and the game goes on as an ordinary one (the save forgets its lesson). */
  async endLesson(): Promise<MoveResult> {
    if (this.stopped) return { ok: false, reason: 'storage.error.stale' };
    if (this.busy) return { ok: false, reason: 'error.busy' };
    this.busy = true;
    try {
      this.meta.value = await this.store.endLesson(this.id);
      return { ok: true };
    } catch (err) {
      return this.failed(err);
    } finally {
      this.done();
    }
  }

  /** The game moved to another tab or window: refuse every write from now on. */
  stop(): void {
    this.stopped = true;
  }

  /** Whether the game moved to another tab or window (this one writes nothing any more). */
  get isStopped(): boolean {
    return this.stopped;
  }

  /** News of a write from another tab: catch up unless this session already stands there. */
  onNews(news: SaveNews): void {
    if (news.id !== this.id || this.stopped) return;
    const m = this.meta.value;
    if (news.moveCount === m.moveCount && news.rev === (m.rev ?? 0)) return;
    if (this.busy) this.behind = true;
    else void this.reload();
  }

  /** Reads the game back as the database has it now. */
  async reload(): Promise<void> {
    this.busy = true;
    try {
      const loaded = await this.store.load(this.id, this.pkg.rules);
      const m = this.meta.value;
      const same = loaded.meta.moveCount === m.moveCount && loaded.meta.updatedAt === m.updatedAt && (loaded.meta.rev ?? 0) === (m.rev ?? 0);
      if (same) return;
      // Another tab's log may end in a different move at the same length: as its row says, or
      // worked out again.
      this.lastSecret = secretOfLast(loaded.meta, loaded.log.length);
      batch(() => {
        this.state.value = loaded.state as State;
        this.log.value = loaded.log;
        this.meta.value = loaded.meta;
        this.reloads.value++;
      });
    } catch (err) {
      if (err instanceof StorageError && err.reason === 'storage.error.notFound') this.gone.value = true;
    } finally {
      this.busy = false;
    }
  }

  private failed(err: unknown): MoveResult {
    const reason = err instanceof StorageError ? err.reason : 'storage.error.unknown';
    if (reason === 'storage.error.stale' || reason === 'storage.error.notFound') this.behind = true;
    return { ok: false, reason };
  }

  private done(): void {
    this.busy = false;
    if (this.behind) {
      this.behind = false;
      void this.reload();
    }
  }
}
