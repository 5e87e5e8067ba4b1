// A long game's log in chunks (engine/context.ts appendToChunkedLog, FabRisiko! and Corteo): a
// move copies only the last chunk, the older ones are shared with the state before, and the
// entries read back in order whatever chunk they fell in.
import { describe, expect, it } from 'vitest';
import { appendToChunkedLog, LOG_CHUNK } from '../../../src/engine/context.ts';
import type { LogEntry } from '../../../src/engine/log.ts';

const entry = (i: number): LogEntry => ({ key: 'k', params: { i } });

describe('a chunked log', () => {
  it('fills chunks of LOG_CHUNK in order, a move\u2019s entries spilling into a new chunk', () => {
    let s = { log: [] as LogEntry[][] };
    let n = 0;
    for (const size of [1, 10, LOG_CHUNK, 3, 2 * LOG_CHUNK + 5]) {
      const next = { log: s.log };
      appendToChunkedLog(next, Array.from({ length: size }, () => entry(n++)));
      // The chunks before the one the move started in are the same objects: shared, not copied.
      const full = s.log.filter((c) => c.length === LOG_CHUNK).length;
      for (let c = 0; c < full; c++) expect(next.log[c]).toBe(s.log[c]);
      s = next;
    }
    expect(s.log.flat().map((e) => e.params!.i)).toEqual(Array.from({ length: n }, (_, i) => i));
    expect(s.log.slice(0, -1).every((c) => c.length === LOG_CHUNK)).toBe(true);
    expect(s.log.at(-1)!.length).toBeLessThanOrEqual(LOG_CHUNK);
  });

  it('never edits the state before: its last chunk keeps its length', () => {
    const before = { log: [[entry(0), entry(1)]] };
    const after = { log: before.log };
    appendToChunkedLog(after, [entry(2)]);
    expect(before.log[0]).toHaveLength(2);
    expect(after.log[0]).toHaveLength(3);
  });
});
