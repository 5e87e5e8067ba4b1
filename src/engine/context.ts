// The working state of one move. `apply` gets a context instead of copying the state itself:
// the game's `draft` copies the parts a move may change (the rest is shared with the previous
// state, which is never mutated), the seeded RNG is opened only when a move draws from it, log
// entries are collected and written once at the end, and a move that reveals something without
// randomness says so with `barrier()`. Nothing here is module state: two applies never share
// anything.
import { Rng } from './rng.ts';
import type { LogEntry } from './log.ts';
import type { Json } from './types.ts';
import { EACH, type Frame, type Flowing } from './flow.ts';

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
  // The order of play (engine/flow.ts): the step table's driver, installed by defineRules for a
  // game whose state keeps a `flow`, and whether this move has copied the stack yet.
  private driver: FlowDriver<never> | null = null;
  private flowCopied = false;

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

  /** Installed by the engine (defineRules) for a game whose state keeps its order of play. */
  drive(driver: FlowDriver<never>): void {
    this.driver = driver;
  }

  // The working copy's stack, copied on the first change of this move (the previous state's
  // stack is shared with it, never edited).
  private get stack(): Frame[] {
    const s = this.s as unknown as { flow: Frame[] };
    if (!this.flowCopied) {
      s.flow = s.flow.slice();
      this.flowCopied = true;
    }
    return s.flow;
  }

  /** The data of the frame under way (the step's own: a battle's place, a task's seat). */
  get args(): Json | undefined {
    const f = (this.s as unknown as Flowing).flow;
    return f.length === 0 ? undefined : f[f.length - 1].args;
  }

  /** Replaces the data of the frame under way. */
  setArgs(args: Json): void {
    const st = this.stack;
    st[st.length - 1] = { step: st[st.length - 1].step, args };
  }

  /** The step under way is done: `step` follows it, at the same depth. */
  goto(step: string, args?: Json): void {
    const st = this.stack;
    const frame = makeFrame(step, args);
    if (st.length === 0) st.push(frame);
    else st[st.length - 1] = frame;
    this.enter(frame);
  }

  /** Calls `step` as a sub-procedure: when it ends, the caller's `resume` learns its result. */
  call(step: string, args?: Json): void {
    const frame = makeFrame(step, args);
    this.stack.push(frame);
    this.enter(frame);
  }

  /** Calls each frame in turn (a queue of tasks); the caller resumes when the last one ends. */
  callEach(frames: readonly Frame[]): void {
    this.call(EACH, { rest: frames as unknown as Json });
  }

  /** Ends the frame under way and returns to its caller, with a result for its `resume`. */
  end(result?: Json): void {
    const st = this.stack;
    st.pop();
    if (st.length > 0) this.flowDriver().resume(this as never, st[st.length - 1], result);
  }

  /** Ends every frame: the game is over. */
  endAll(): void {
    this.stack.length = 0;
  }

  private enter(frame: Frame): void {
    this.flowDriver().enter(this as never, frame);
  }

  private flowDriver(): FlowDriver<never> {
    if (!this.driver) throw new Error('this game does not keep its order of play in the engine (no flow)');
    return this.driver;
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

/** Entries a chunk of a chunked log holds (a long game's log copies one chunk a move, not all). */
export const LOG_CHUNK = 64;

/**
 * A move's entries to the end of a log kept in chunks of LOG_CHUNK (a game of thousands of moves:
 * FabRisiko!, Corteo): only the last chunk is copied, the older ones are shared with the state
 * before.
 */
export function appendToChunkedLog<S extends { log: LogEntry[][] }>(s: S, entries: readonly LogEntry[]): void {
  const chunks = s.log.slice();
  let last = chunks.length > 0 && chunks[chunks.length - 1].length < LOG_CHUNK ? chunks.pop()!.slice() : [];
  for (const e of entries) {
    if (last.length >= LOG_CHUNK) {
      chunks.push(last);
      last = [];
    }
    last.push(e);
  }
  chunks.push(last);
  s.log = chunks;
}

function makeFrame(step: string, args: Json | undefined): Frame {
  return args === undefined ? { step } : { step, args };
}

/** What the engine does when a frame comes on top (a procedure runs) or returns to its caller. */
export interface FlowDriver<C> {
  enter(c: C, frame: Frame): void;
  resume(c: C, below: Frame, result: Json | undefined): void;
}
