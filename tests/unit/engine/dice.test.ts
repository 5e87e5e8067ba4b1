import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import {
  countAtLeast,
  d5FromD10,
  diceMoves,
  dieFaces,
  recordEntered,
  resolveRoll,
  rollDie,
  rollFromRng,
  sum,
  validateEntered,
  type DiceRequest,
  type Die,
} from '../../../src/engine/dice.ts';

const req = (die: Die, count: number, extra: Partial<DiceRequest> = {}): DiceRequest => ({
  seat: 1,
  why: 'test.roll.attack',
  die,
  count,
  ...extra,
});

describe('1D5 (FabRisiko, TERMINI IMPORTANTI: a d10 divided by two)', () => {
  it('maps every d10 face, rounding up', () => {
    const faces = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(faces.map(d5FromD10)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
  });

  it('is thrown with a d10 and draws exactly one d10 value from the rng', () => {
    expect(dieFaces(5)).toBe(10);
    const a = new Rng(seedRng(11));
    const b = new Rng(seedRng(11));
    const roll = rollFromRng(a, req(5, 8));
    const d10s = Array.from({ length: 8 }, () => b.int(1, 10));
    expect(roll.faces).toEqual(d10s);
    expect(roll.values).toEqual(d10s.map((f) => Math.ceil(f / 2)));
    expect(a.state).toEqual(b.state);
  });
});

describe('seeded rolls', () => {
  for (const [die, max] of [
    [6, 6],
    [10, 10],
    [5, 5],
  ] as const) {
    it(`d${die}: every face 1..${max} appears in 3000 rolls, none outside`, () => {
      const rng = new Rng(seedRng(die * 7));
      const seen = new Map<number, number>();
      for (let i = 0; i < 3000; i++) {
        const v = rollDie(rng, die);
        seen.set(v, (seen.get(v) ?? 0) + 1);
      }
      expect([...seen.keys()].sort((x, y) => x - y)).toEqual(Array.from({ length: max }, (_, i) => i + 1));
      // Each face near 3000/max: a fair die is far inside these loose bounds.
      for (const n of seen.values()) expect(n > 3000 / max / 2 && n < (3000 / max) * 2).toBe(true);
    });
  }

  it('records the roll as JSON, the same for the same seed', () => {
    const r1 = rollFromRng(new Rng(seedRng(3)), req(6, 4, { params: { territory: 'melano' } }));
    const r2 = rollFromRng(new Rng(seedRng(3)), req(6, 4, { params: { territory: 'melano' } }));
    expect(r1).toEqual(r2);
    expect(r1).toMatchObject({ seat: 1, why: 'test.roll.attack', die: 6, source: 'rng', params: { territory: 'melano' } });
    expect(r1.values).toHaveLength(4);
    expect(r1.faces).toEqual(r1.values);
    expect(JSON.parse(JSON.stringify(r1))).toEqual(r1);
  });

  it('leaves params out (never undefined) when the request has none', () => {
    const r = rollFromRng(new Rng(seedRng(3)), req(10, 2));
    expect('params' in r).toBe(false);
    expect(Object.values(r).includes(undefined)).toBe(false);
  });

  it('rolls zero dice as an empty roll without touching the rng', () => {
    const rng = new Rng(seedRng(9));
    const before = rng.state;
    expect(rollFromRng(rng, req(10, 0)).values).toEqual([]);
    expect(rng.state).toEqual(before);
  });
});

describe('physical dice', () => {
  it('validates the entered faces', () => {
    expect(validateEntered(req(10, 2), [1, 10])).toBeNull();
    expect(validateEntered(req(5, 3), [10, 1, 7])).toBeNull();
    expect(validateEntered(req(6, 0), [])).toBeNull();
    expect(validateEntered(req(6, 2), [1, 7])).toBe('error.badDice');
    expect(validateEntered(req(6, 2), [0, 3])).toBe('error.badDice');
    expect(validateEntered(req(10, 1), [11])).toBe('error.badDice');
    expect(validateEntered(req(6, 2), [2.5, 3])).toBe('error.badDice');
    expect(validateEntered(req(6, 2), ['3', 3])).toBe('error.badDice');
    expect(validateEntered(req(6, 2), [3])).toBe('error.badDice');
    expect(validateEntered(req(6, 2), [3, 3, 3])).toBe('error.badDice');
    expect(validateEntered(req(6, 1), 3)).toBe('error.badDice');
    expect(validateEntered(req(6, 1), undefined)).toBe('error.badDice');
  });

  it('records entered faces (halved for a 1D5) and copies them', () => {
    const faces = [7, 2, 10];
    const r = recordEntered(req(5, 3), faces);
    faces[0] = 1;
    expect(r).toEqual({ seat: 1, why: 'test.roll.attack', die: 5, faces: [7, 2, 10], values: [4, 1, 5], source: 'entered' });
    expect(() => recordEntered(req(6, 1), [9])).toThrow(/invalid dice entry \[9\] for 1d6/);
  });

  it('resolveRoll wants faces with physical dice and refuses them without', () => {
    const rng = new Rng(seedRng(5));
    const before = rng.state;
    expect(resolveRoll(rng, req(6, 2), true, undefined)).toEqual({ ok: false, reason: 'error.badDice' });
    expect(resolveRoll(rng, req(6, 2), true, [6, 9])).toEqual({ ok: false, reason: 'error.badDice' });
    expect(resolveRoll(rng, req(6, 2), false, [6, 1])).toEqual({ ok: false, reason: 'error.badDice' });
    const entered = resolveRoll(rng, req(6, 2), true, [6, 1]);
    expect(entered.ok && entered.roll.values).toEqual([6, 1]);
    expect(entered.ok && entered.roll.source).toBe('entered');
    expect(rng.state).toEqual(before);
    const drawn = resolveRoll(rng, req(6, 2), false, undefined);
    expect(drawn.ok && drawn.roll.source).toBe('rng');
    expect(rng.state).not.toEqual(before);
  });

  it('lists every entry when few, lexicographically', () => {
    const all = diceMoves(req(6, 2));
    expect(all).toHaveLength(36);
    expect(all[0]).toEqual([1, 1]);
    expect(all[1]).toEqual([1, 2]);
    expect(all[35]).toEqual([6, 6]);
    expect(new Set(all.map((v) => v.join())).size).toBe(36);
    expect(diceMoves(req(5, 1))).toEqual([[1], [2], [3], [4], [5], [6], [7], [8], [9], [10]]);
    expect(diceMoves(req(10, 0))).toEqual([[]]);
  });

  it('lists a bounded, valid sample when the combinations are many', () => {
    const sample = diceMoves(req(10, 6));
    expect(sample).toHaveLength(12);
    expect(sample[0]).toEqual([1, 1, 1, 1, 1, 1]);
    expect(sample[9]).toEqual([10, 10, 10, 10, 10, 10]);
    expect(sample[10]).toEqual([1, 2, 3, 4, 5, 6]);
    expect(sample[11]).toEqual([10, 9, 8, 7, 6, 5]);
    for (const v of sample) expect(validateEntered(req(10, 6), v)).toBeNull();
    expect(diceMoves(req(6, 3), 300)).toHaveLength(216);
  });
});

describe('helpers', () => {
  it('sums and counts', () => {
    expect(sum([3, 4, 5])).toBe(12);
    expect(sum([])).toBe(0);
    expect(countAtLeast([1, 5, 6, 4], 5)).toBe(2);
  });
});
