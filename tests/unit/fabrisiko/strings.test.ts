// Every word the rules produce (decision kinds, log keys, the reasons of rolls and gains, the
// results of tables) is in both catalogs, checked over seeded random games.
import { describe, expect, it } from 'vitest';
import { fabrisikoRules as R } from '../../../src/games/fabrisiko/rules.ts';
import { it as itCat, en as enCat } from '../../../src/games/fabrisiko/strings.ts';
import { randomMove } from '../../../src/engine/playout.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import type { FabState } from '../../../src/games/fabrisiko/rules/types.ts';

describe('FabRisiko! strings', () => {
  it('name every decision, log entry and reason of a few random games, in Italian and English', () => {
    const keys = new Set<string>();
    for (const [n, seed] of [[2, 1], [3, 2], [4, 3], [4, 4]] as const) {
      let s = R.setup({ tournament: seed === 4 }, n, seed) as FabState;
      const rng = new Rng(seedRng(seed));
      while (!R.outcome(s)) {
        keys.add(R.decision(s)!.kind);
        const seat = R.decision(s)!.seat;
        const r = R.apply(s, seat, randomMove(R, s, seat, rng)!);
        if (!r.ok) throw new Error(r.reason);
        s = r.state;
      }
      for (const e of s.log.flat()) {
        keys.add(e.key);
        for (const p of ['why', 'result']) {
          const v = e.params?.[p];
          if (typeof v === 'string') keys.add(v.startsWith('fabrisiko.') ? v : `fabrisiko.${e.key.endsWith('vicina') ? 'vicina' : 'capture'}.${v}`);
        }
      }
    }
    expect(keys.size).toBeGreaterThan(40);
    for (const k of keys) {
      expect(itCat[k], `it ${k}`).toBeTypeOf('string');
      expect(enCat[k], `en ${k}`).toBeTypeOf('string');
    }
  });
});
