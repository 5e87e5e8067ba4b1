// The working state of one move. `apply` gets a context instead of copying the state itself:
// the game's `draft` copies the parts a move may change (the rest is shared with the previous
// state, which is never mutated), the seeded RNG is opened only when a move draws from it, log
// entries are collected and written once at the end, and a move that reveals something without
// randomness says so with `barrier()`. Nothing here is module state: two applies never share
// anything.
import { Rng } from './rng.ts';
import type { LogEntry } from './log.ts';
import type { Json } from './types.ts';

export interface Randomized {
  rng: readonly number[];
}

export class MoveContext<S extends Randomized> {
  /** The working copy: edit it freely within what `draft` copied. */
  readonly s: S;
  // Allocated on the first entry: most moves of a playout log nothing.
  private logged: LogEntry[] | null = null;
  private revealed = false;
  private generator: Rng | null = null;

  constructor(working: S) {
    this.s = working;
  }

  /** The seeded generator, opened on first use; its state is stored back by `finish`. */
  get rng(): Rng {
    return (this.generator ??= new Rng(this.s.rng));
  }

  /** Adds a public log entry (only facts every seat may know); `params` is always written. */
  log(key: string, params: { [name: string]: Json } = {}): void {
    (this.logged ??= []).push({ key, params });
  }

  /** The entries this move has logged and not yet handed over, in order. */
  get entries(): readonly LogEntry[] {
    return this.logged ?? [];
  }

  /**
   * Hands over the entries logged so far, for a game that must write them early (a new round
   * opening a new chunk of the log in the middle of a move); `finish` writes the rest.
   */
  takeEntries(): LogEntry[] {
    const taken = this.logged ?? [];
    this.logged = null;
    return taken;
  }

  /**
   * Marks the move as one that shows something that cannot be unseen (a reveal, a card turned
   * up): undo never steps back past it. Moves that draw from the RNG are barriers anyway (the
   * engine compares the RNG state).
   */
  barrier(): void {
    this.revealed = true;
  }

  get isBarrier(): boolean {
    return this.revealed;
  }

  /** Stores the RNG back and the log entries with `writeLog`; returns the next state. */
  finish(writeLog: (s: S, entries: readonly LogEntry[]) => void): S {
    if (this.generator) this.s.rng = this.generator.state;
    if (this.logged) writeLog(this.s, this.logged);
    return this.s;
  }
}

/** The usual place for the log: an array `log` at the top of the state, copied once a move. */
export function appendToLog<S extends { log: LogEntry[] }>(s: S, entries: readonly LogEntry[]): void {
  // slice + push: measurably faster than concat in the playouts' hot path.
  const log = s.log.slice();
  for (let i = 0; i < entries.length; i++) log.push(entries[i]);
  s.log = log;
}
