import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../src/engine/rng.ts';

describe('seeded RNG', () => {
  it('replays the same sequence from the same seed and from a stored state', () => {
    const a = new Rng(seedRng(42));
    const first = [a.int(1, 6), a.int(1, 6), a.int(1, 6)];
    const saved = JSON.parse(JSON.stringify(a.state));
    const next = [a.int(1, 100), a.int(1, 100)];
    const b = new Rng(seedRng(42));
    expect([b.int(1, 6), b.int(1, 6), b.int(1, 6)]).toEqual(first);
    const c = new Rng(saved);
    expect([c.int(1, 100), c.int(1, 100)]).toEqual(next);
  });

  it('shuffles without losing or duplicating items and differs across seeds', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    const s1 = new Rng(seedRng(1)).shuffle(items);
    const s2 = new Rng(seedRng(2)).shuffle(items);
    expect([...s1].sort((x, y) => x - y)).toEqual(items);
    expect(s1).not.toEqual(s2);
    expect(items[0]).toBe(0);
  });

  it('stays within bounds', () => {
    const r = new Rng(seedRng(7));
    for (let i = 0; i < 1000; i++) {
      const v = r.int(3, 5);
      expect(v >= 3 && v <= 5).toBe(true);
    }
  });
});
