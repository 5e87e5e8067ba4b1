// A tiny game for the storage tests ("conta": seats take turns adding 1-3 or rolling a die;
// first to the target wins) and fresh databases with a switchable write fault.
import { Dexie, type DBCore, type DBCoreMutateRequest } from 'dexie';
import { IDBFactory, IDBKeyRange, IDBObjectStore } from 'fake-indexeddb';
import { step, type LoggedMove } from '../../../src/engine/replay.ts';
import { SEAT_COLOR_VALUES } from '../../../src/engine/seats.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import type { GameRules } from '../../../src/engine/types.ts';
import { PassamanoDB } from '../../../src/storage/db.ts';
import type { NewSave } from '../../../src/storage/saves.ts';

export interface CountState {
  rng: number[];
  seatCount: number;
  target: number;
  turn: number;
  totals: number[];
  played: number;
  winner: number | null;
}
export type CountMove = { type: 'add'; n: number } | { type: 'roll' };
export interface CountOptions {
  target: number;
}

const reject = (reason: string) => ({ ok: false as const, reason });

export function makeCountRules(contentVersion = 1): GameRules<CountState, CountMove, CountState, CountOptions> {
  return {
    id: 'conta',
    contentVersion,
    minSeats: 2,
    maxSeats: 4,
    defaultOptions: () => ({ target: 200 }),
    optionsProblem: (o) => (typeof o === 'object' && o !== null && Number.isInteger((o as CountOptions).target) && (o as CountOptions).target > 0 ? null : 'bad target'),
    setup: (options, seatCount, seed) => {
      if (!options || typeof options.target !== 'number') throw new Error('conta: bad options');
      return {
        rng: [...seedRng(seed)],
        seatCount,
        target: options.target,
        turn: 0,
        totals: Array(seatCount).fill(0),
        played: 0,
        winner: null,
      };
    },
    apply: (state, seat, move) => {
      if (state.winner !== null) return reject('error.gameOver');
      if (seat !== state.turn) return reject('conta.error.notYourTurn');
      if (!move || typeof move !== 'object') return reject('conta.error.badMove');
      // Stands for a rules bug on odd input: import must survive rules that throw.
      if ((move as { type: string }).type === 'crash') throw new TypeError('conta: crashed');
      let gain: number;
      let rng = state.rng;
      if (move.type === 'add' && [1, 2, 3].includes(move.n)) gain = move.n;
      else if (move.type === 'roll') {
        const r = new Rng(state.rng);
        gain = r.int(1, 6);
        rng = [...r.state];
      } else return reject('conta.error.badMove');
      const totals = state.totals.slice();
      totals[seat] += gain;
      return {
        ok: true,
        state: {
          ...state,
          rng,
          totals,
          turn: (state.turn + 1) % state.seatCount,
          played: state.played + 1,
          winner: totals[seat] >= state.target ? seat : null,
        },
      };
    },
    activeSeats: (s) => (s.winner === null ? [s.turn] : []),
    decision: (s) => (s.winner === null ? { seat: s.turn, secret: false, kind: 'conta.turn' } : null),
    legalMoves: (s, seat) =>
      s.winner === null && seat === s.turn
        ? [{ type: 'add', n: 1 }, { type: 'add', n: 2 }, { type: 'add', n: 3 }, { type: 'roll' }]
        : [],
    view: (s) => s,
    outcome: (s) => (s.winner === null ? null : { winners: [s.winner], reasonKey: 'conta.win' }),
  };
}

export const countRules = makeCountRules();

/** The i-th move of the scripted games: every fourth move a die roll, else add 1..3. */
export function scriptedMove(i: number): CountMove {
  return i % 4 === 3 ? { type: 'roll' } : { type: 'add', n: (i % 3) + 1 };
}

export function newSave(over: Partial<NewSave> = {}, target = 200, seatCount = 3, seed = 12345): NewSave {
  return {
    gameId: 'conta',
    title: 'Conta',
    seats: Array.from({ length: seatCount }, (_, i) => ({
      name: ['Anna', 'Bruno', 'Carla', 'Dario'][i],
      color: SEAT_COLOR_VALUES[i],
    })),
    setup: { options: { target }, seatCount, seed },
    contentVersion: countRules.contentVersion,
    ...over,
  };
}

/** Plays `n` scripted moves from `state` (stops early when the game ends). */
export function playScripted(state: CountState, n: number, from = 0): { state: CountState; entries: LoggedMove[]; states: CountState[] } {
  const entries: LoggedMove[] = [];
  const states: CountState[] = [];
  for (let i = from; i < from + n && state.winner === null; i++) {
    const r = step(countRules, state, state.turn, scriptedMove(i));
    if (!r.ok) throw new Error(`scripted move ${i}: ${r.reason}`);
    entries.push(r.entry);
    states.push(r.state);
    state = r.state;
  }
  return { state, entries, states };
}

/** A write fault the tests switch on: which table, which error, and whether the write lands first. */
export interface Fault {
  table: string;
  error: () => unknown;
  /** Let the write reach IndexedDB, then abort the transaction (the write must be rolled back). */
  afterWrite?: boolean;
}

export function freshDb(name = 'passamano', factory: IDBFactory = new IDBFactory()) {
  const db = new PassamanoDB(name, { indexedDB: factory, IDBKeyRange });
  const fault: FaultSwitch = { current: null, hits: 0 };
  const throughDexie = new WeakSet<object>();
  db.use({
    stack: 'dbcore',
    name: 'test-fault',
    create: (down: DBCore): DBCore => ({
      ...down,
      transaction: (stores, mode, options) => {
        const trans = down.transaction(stores, mode, options);
        // The connection under Dexie, for the writes that go to it directly (SaveStore.append).
        nativeFaults.set((trans as unknown as IDBTransaction).db, { fault, throughDexie });
        return trans;
      },
      table: (tableName) => {
        const t = down.table(tableName);
        return {
          ...t,
          mutate: (req: DBCoreMutateRequest) => {
            throughDexie.add(req.trans);
            const f = fault.current;
            if (!f || f.table !== tableName) return t.mutate(req);
            fault.hits++;
            if (!f.afterWrite) return Promise.reject(f.error());
            return t.mutate(req).then(() => {
              (req.trans as unknown as IDBTransaction).abort();
              throw f.error();
            });
          },
        };
      },
    }),
  });
  return { db, fault, factory };
}

interface FaultSwitch {
  current: Fault | null;
  hits: number;
}

/**
 * The same fault for a write that goes to IndexedDB itself rather than through Dexie (the
 * store's move commit, SaveStore.append): fake-indexeddb's add and put, per connection.
 */
const nativeFaults = new WeakMap<object, { fault: FaultSwitch; throughDexie: WeakSet<object> }>();
for (const method of ['add', 'put'] as const) {
  const original = IDBObjectStore.prototype[method];
  IDBObjectStore.prototype[method] = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
    const tx = this.transaction;
    const entry = nativeFaults.get(tx.db);
    const f = entry?.fault.current;
    // Through Dexie the middleware above has dealt with it already.
    if (!entry || !f || f.table !== this.name || entry.throughDexie.has(tx)) return original.apply(this, args);
    entry.fault.hits++;
    if (!f.afterWrite) throw f.error();
    const request = original.apply(this, args);
    request.addEventListener('success', () => tx.abort());
    return request;
  };
}

export function quotaError(): DOMException {
  return new DOMException('The quota has been exceeded.', 'QuotaExceededError');
}

/** Every table, every row, in key order: equal dumps mean an untouched database. */
export async function dumpDb(db: Dexie): Promise<string> {
  const out: Record<string, unknown[]> = {};
  for (const t of db.tables.map((t) => t.name).sort()) out[t] = await db.table(t).toArray();
  return JSON.stringify(out);
}
