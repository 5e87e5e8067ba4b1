// A tiny game that dead-ends on purpose, for the tests of the seeded playouts and the soak:
// seats take turns adding 1 to a counter to 10, and when the counter reaches `stuckAt` nobody
// may move.
import { appendToLog } from '../../../src/engine/context.ts';
import { defineRules } from '../../../src/engine/steps.ts';
import type { LogEntry } from '../../../src/engine/log.ts';
import { seedRng } from '../../../src/engine/rng.ts';

export interface CountState {
  rng: number[];
  n: number;
  count: number;
  stuckAt: number;
  log: LogEntry[];
}
type CountMove = { type: 'add' };

export const count = defineRules<CountState, CountMove, CountState, { stuckAt: number }, 'add'>({
  id: 'count',
  contentVersion: 1,
  minSeats: 2,
  maxSeats: 2,
  defaultOptions: () => ({ stuckAt: 99 }),
  optionsProblem: () => null,
  setup: (o, n, seed) => ({ rng: [...seedRng(seed)], n, count: 0, stuckAt: o.stuckAt, log: [] }),
  stepOf: (s) => (s.count >= 10 ? null : 'add'),
  draft: (s) => ({ ...s }),
  writeLog: appendToLog,
  view: (s) => s,
  outcome: (s) => (s.count >= 10 ? { winners: [0], reasonKey: 'count.end' } : null),
  steps: {
    add: {
      kind: 'count.step.add',
      seat: (s) => s.count % s.n,
      accepts: ['add'],
      moves: (s) => (s.count === s.stuckAt ? [] : [{ type: 'add' }]),
      apply(c) {
        c.s.count++;
      },
    },
  },
});
